import QtQuick
import QtQuick.Layouts
import LgModels

// What only this player knows (their team, their visions) and the latest public news.
Panel {
    id: root
    required property PlayerModel player
    implicitHeight: column.implicitHeight + 2 * Theme.gap
    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: Theme.gap
        spacing: 8
        RowLayout {
            spacing: 12
            Emblem {
                role: root.player.role
                Layout.preferredWidth: 56
                Layout.preferredHeight: 56
            }
            Txt {
                Layout.fillWidth: true
                text: qsTr("You are: %1").arg(root.player.roleLabel)
                font.bold: true
                color: Theme.campColor(root.player.camp)
            }
        }
        Txt {
            Layout.fillWidth: true
            visible: root.player.newsLine !== ""
            text: root.player.newsLine
            color: Theme.muted
        }
        Repeater {
            model: root.player.privateLines
            Txt {
                required property string modelData
                Layout.fillWidth: true
                text: modelData
                color: Theme.highlight
                font.pixelSize: Theme.small
            }
        }
    }
}
