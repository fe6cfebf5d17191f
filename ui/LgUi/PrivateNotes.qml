import QtQuick
import QtQuick.Layouts
import LgModels

// What only this player knows (their role, their team, their visions), hidden by default:
// shown while the player holds the button or the R key, or a few seconds after a tap. While
// hidden it looks the same for every role (no emblem, no camp colour, no line count). The
// latest public news always shows.
Panel {
    id: root
    required property PlayerModel player
    readonly property bool shown: root.player.revealed
    implicitHeight: column.implicitHeight + 2 * Theme.gap
    border.color: root.shown ? Theme.campColor(root.player.camp) : Theme.outline
    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: Theme.gap
        spacing: 8
        RowLayout {
            spacing: 12
            Emblem {
                role: root.shown ? root.player.role : "hidden"
                Layout.preferredWidth: 56
                Layout.preferredHeight: 56
            }
            Txt {
                objectName: "privateRole"
                Layout.fillWidth: true
                text: root.shown ? qsTr("You are: %1").arg(root.player.roleLabel)
                                 : qsTr("Your role is hidden.")
                font.bold: true
                color: root.shown ? Theme.campColor(root.player.camp) : Theme.text
            }
        }
        Txt {
            Layout.fillWidth: true
            visible: root.shown && root.player.roleHelp !== ""
            text: root.player.roleHelp
            font.pixelSize: Theme.small
        }
        Repeater {
            model: root.shown ? root.player.privateLines : []
            Txt {
                required property string modelData
                Layout.fillWidth: true
                text: modelData
                color: Theme.highlight
                font.pixelSize: Theme.small
            }
        }
        RevealButton {
            Layout.fillWidth: true
            player: root.player
            size: Theme.small
        }
        Txt {
            Layout.fillWidth: true
            visible: root.player.newsLine !== ""
            text: root.player.newsLine
            color: Theme.muted
        }
    }
}
