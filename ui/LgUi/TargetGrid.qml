import QtQuick
import QtQuick.Layouts

// Players to choose from, as large buttons. ``model`` rows: seat, name, picks (the pack's
// live picks of that player), mine (this seat's current pick), allowed (open to this seat's
// power). Unless ``revealed`` every button looks alike (no picks, none greyed out), so the
// grid tells a neighbour nothing about the role; the name stays centred either way.
// ``dense`` (a composing screen, with more below the players) packs a crowded table in
// four smaller columns.
GridLayout {
    id: grid
    required property var model
    property bool revealed: false
    property bool dense: false
    readonly property bool crowded: grid.dense && targets.count > 6
    signal picked(int seat)
    columns: grid.crowded ? 4 : 3
    columnSpacing: Theme.gap * 0.6
    rowSpacing: Theme.gap * 0.6
    Repeater {
        id: targets
        model: grid.model
        ActionButton {
            id: target
            required property int seat
            required property string name
            required property string picks
            required property bool mine
            required property bool allowed
            objectName: "target_" + name
            Layout.fillWidth: true
            Layout.preferredHeight: grid.crowded ? 64 : 96
            accent: mine ? Theme.highlight : Theme.surfaceHigh
            enabled: allowed || !grid.revealed
            opacity: enabled ? 1 : 0.35
            selected: mine
            text: name
            contentItem: Item {
                implicitHeight: label.implicitHeight + picksLine.implicitHeight
                Txt {
                    id: label
                    anchors.centerIn: parent
                    width: parent.width
                    text: target.name
                    font.pixelSize: Theme.large
                    font.bold: true
                    color: target.mine ? Theme.background : Theme.text
                    horizontalAlignment: Text.AlignHCenter
                }
                Txt {
                    id: picksLine
                    anchors.bottom: parent.bottom
                    anchors.bottomMargin: -target.padding * 0.6
                    width: parent.width
                    text: grid.revealed && target.picks !== "" ? qsTr("chosen by %1").arg(target.picks) : ""
                    font.pixelSize: Theme.small
                    color: target.mine ? Theme.background : Theme.wolves
                    horizontalAlignment: Text.AlignHCenter
                }
            }
            onClicked: grid.picked(seat)
        }
    }
}
