import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts

// One player as the board shows them: a name, and marks that never depend on colour alone
// (✓ ready or voted, ✝ dead, ⚙ bot, ⚠ away), each explained by a tooltip under the mouse.
// ``roleLabel`` is set only when public; ``markTip`` says what ✓ means here. ``title`` (a
// title id: captain, mayor) shows its emblem as a badge, ``titleLabel`` its name under the
// mouse; ``weight`` (``×2``) marks a ballot that counts other than once, where public.
// ``maxWidth`` (0: none) caps the chip's width: a longer name is cut with "…" (a strip
// of a large table densifies so). A dead player's chip is dark, struck through and marked
// ✝, its name still readable.
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
    property real maxWidth: 0
    // What the marks, badge and role beside the name take of a capped chip.
    readonly property real besideName: [badge, roleText, weightText, marksText, removeText]
        .filter(item => item.visible)
        .reduce((sum, item) => sum + (item === badge ? size * 1.3 : item.implicitWidth) + content.spacing, 0)
    signal removeClicked()
    implicitWidth: content.implicitWidth + size
    implicitHeight: content.implicitHeight + size * 0.5
    radius: height / 2
    color: !alive ? Theme.nightSky : marked ? Theme.good : Theme.surfaceHigh
    border.color: alive ? Theme.outline : Theme.muted
    border.width: 2
    RowLayout {
        id: content
        anchors.centerIn: parent
        spacing: chip.size * 0.3
        Emblem {
            id: badge
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
                font.pixelSize: chip.size
            }
        }
        Txt {
            objectName: "chipName_" + chip.name
            // Cut with "…" only in a capped chip (see ``maxWidth``).
            readonly property bool elideOk: chip.maxWidth > 0
            Layout.maximumWidth: chip.maxWidth > 0
                                 ? Math.max(chip.size * 3, chip.maxWidth - chip.size - chip.besideName)
                                 : Number.POSITIVE_INFINITY
            text: (chip.alive ? "" : "✝ ") + chip.name
            font.pixelSize: chip.size
            font.strikeout: !chip.alive
            color: chip.alive ? Theme.text : Theme.muted
            wrapMode: Text.NoWrap
            elide: Text.ElideRight
        }
        Txt {
            id: roleText
            visible: chip.roleLabel !== ""
            text: "· " + chip.roleLabel
            font.pixelSize: chip.size
            color: Theme.muted
            wrapMode: Text.NoWrap
        }
        Txt {
            id: weightText
            objectName: "weight_" + chip.name
            visible: chip.weight !== ""
            text: chip.weight
            font.pixelSize: chip.size
            font.bold: true
            color: Theme.highlight
            wrapMode: Text.NoWrap
        }
        Txt {
            id: marksText
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
                font.pixelSize: chip.size
            }
        }
        Txt {
            id: removeText
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
                font.pixelSize: chip.size
            }
        }
    }
}
