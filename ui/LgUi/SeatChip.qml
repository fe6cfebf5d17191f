import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts

// One player as the board shows them: a name, and marks that never depend on colour alone
// (✓ ready or voted, ✝ dead, ⚙ bot, ⚠ away), each explained by a tooltip under the mouse.
// ``roleLabel`` is set only when public; ``markTip`` says what ✓ means here. ``title`` (a
// title id: captain, mayor) shows its emblem as a badge, ``titleLabel`` its name under the
// mouse; ``weight`` (``×2``) marks a ballot that counts other than once, where public.
Rectangle {
    id: chip
    property string name: ""
    property bool alive: true
    property bool marked: false
    property bool bot: false
    property bool connected: true
    property string roleLabel: ""
    property string title: ""
    property string titleLabel: ""
    property string weight: ""
    property bool removable: false
    property string markTip: qsTr("Ready")
    property int size: Theme.boardSmall
    signal removeClicked()
    implicitWidth: content.implicitWidth + size
    implicitHeight: content.implicitHeight + size * 0.5
    radius: height / 2
    color: !alive ? Theme.nightSky : marked ? Theme.good : Theme.surfaceHigh
    border.color: alive ? Theme.outline : Theme.dead
    border.width: 2
    RowLayout {
        id: content
        anchors.centerIn: parent
        spacing: chip.size * 0.3
        Emblem {
            objectName: "badge_" + chip.name
            visible: chip.title !== ""
            role: chip.title
            Layout.preferredWidth: chip.size * 1.3
            Layout.preferredHeight: chip.size * 1.3
            MouseArea {
                id: badgeHover
                anchors.fill: parent
                hoverEnabled: true
            }
            ToolTip {
                visible: badgeHover.containsMouse
                text: chip.titleLabel
            }
        }
        Txt {
            text: (chip.alive ? "" : "✝ ") + chip.name
            font.pixelSize: chip.size
            font.strikeout: !chip.alive
            color: chip.alive ? Theme.text : Theme.dead
            wrapMode: Text.NoWrap
        }
        Txt {
            visible: chip.roleLabel !== ""
            text: "· " + chip.roleLabel
            font.pixelSize: chip.size * 0.8
            color: Theme.muted
            wrapMode: Text.NoWrap
        }
        Txt {
            objectName: "weight_" + chip.name
            visible: chip.weight !== ""
            text: chip.weight
            font.pixelSize: chip.size * 0.8
            font.bold: true
            color: Theme.highlight
            wrapMode: Text.NoWrap
        }
        Txt {
            visible: chip.marked || chip.bot || !chip.connected
            text: (chip.marked ? "✓" : "") + (chip.bot ? " ⚙" : "") + (chip.connected ? "" : " ⚠")
            font.pixelSize: chip.size
            font.bold: true
            wrapMode: Text.NoWrap
            MouseArea {
                id: marksHover
                anchors.fill: parent
                hoverEnabled: true
            }
            ToolTip {  // an instance, not the attached ToolTip (which loads the default style)
                visible: marksHover.containsMouse
                text: [chip.marked ? chip.markTip : "", chip.bot ? qsTr("Played by the computer") : "",
                       chip.connected ? "" : qsTr("Away: the connection is lost")]
                      .filter(line => line !== "").join("\n")
            }
        }
        Txt {
            objectName: "remove_" + chip.name
            visible: chip.removable
            text: "✕"
            font.pixelSize: chip.size
            color: Theme.danger
            MouseArea {
                id: removeHover
                anchors.fill: parent
                anchors.margins: -chip.size * 0.3
                hoverEnabled: true
                onClicked: chip.removeClicked()
            }
            ToolTip {
                visible: removeHover.containsMouse
                text: qsTr("Remove %1 from the table").arg(chip.name)
            }
        }
    }
}
