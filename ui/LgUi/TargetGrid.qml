import QtQuick
import QtQuick.Layouts

// Players to choose from, as large buttons. ``model`` rows: seat, name, picks (the pack's
// live picks of that player), mine (this seat's current pick), allowed (open to this seat's
// power). Unless ``revealed`` every button looks alike (no picks, none greyed out), so the
// grid tells a neighbour nothing about the role; the name stays centred either way.
// A crowded table (more than ``roomy`` names, or more than ``roomyDense`` above a composing
// screen's other rows, ``dense``) packs its buttons into lower rows, four columns when
// composing, the names in two lines of body text (a name too long for that shrinks, never
// cut). The layout depends on the number of names only, never on
// the role: at one call every laptop lists as many.
GridLayout {
    id: grid
    required property var model
    property bool revealed: false
    property bool dense: false
    // Names that still get the full-size buttons: four rows of three, or two when composing.
    readonly property int roomy: 12
    readonly property int roomyDense: 6
    readonly property bool crowded: targets.count > (grid.dense ? grid.roomyDense : grid.roomy)
    readonly property int rowHeight: grid.crowded ? 64 : 96
    // The names' size: large, body text in three crowded columns, and in four a size at
    // which two words of a 24-character name ("Marie-Christine Delacroix") fit two lines.
    readonly property int nameSize: !grid.crowded ? Theme.large : grid.columns > 3 ? 20 : Theme.body
    // The least a name may shrink to when it still does not fit (a hyphenated first name
    // longer than a crowded button is wide): readable at arm's length, never cut.
    readonly property int leastNameSize: grid.crowded ? 14 : Theme.small
    signal picked(int seat)
    columns: grid.dense && grid.crowded ? 4 : 3
    uniformCellWidths: true
    columnSpacing: Theme.gap * (grid.crowded ? 0.35 : 0.6)
    rowSpacing: Theme.gap * (grid.crowded ? 0.35 : 0.6)
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
            readonly property bool showPicks: grid.revealed && target.picks !== ""
            objectName: "target_" + name
            Layout.fillWidth: true
            Layout.preferredHeight: grid.rowHeight
            accent: mine ? Theme.highlight : Theme.surfaceHigh
            enabled: allowed || !grid.revealed
            opacity: enabled ? 1 : 0.35
            selected: mine
            text: name
            size: grid.nameSize
            topPadding: grid.crowded ? 4 : 10
            bottomPadding: grid.crowded ? 4 : 10
            leftPadding: grid.crowded ? 6 : 12
            rightPadding: grid.crowded ? 6 : 12
            contentItem: Item {
                Txt {
                    id: label
                    anchors.top: parent.top
                    anchors.bottom: picksLine.top
                    width: parent.width
                    text: target.name
                    font.pixelSize: target.size
                    fontSizeMode: Text.Fit
                    minimumPixelSize: grid.leastNameSize
                    font.bold: true
                    wrapMode: Text.WordWrap
                    color: target.mine ? Theme.background : Theme.text
                    horizontalAlignment: Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter
                }
                Txt {
                    // Who of the pack picked this player: one line, smaller when long, and
                    // cut with "…" past the least size (the pack's whole list, marked members
                    // included, makes narrow buttons at a large table).
                    id: picksLine
                    readonly property bool elideOk: true
                    anchors.bottom: parent.bottom
                    width: parent.width
                    height: target.showPicks ? Theme.small * 1.2 : 0
                    visible: target.showPicks
                    text: target.showPicks ? qsTr("chosen by %1").arg(target.picks) : ""
                    font.pixelSize: Theme.small
                    fontSizeMode: Text.Fit
                    minimumPixelSize: Theme.small * 0.6
                    wrapMode: Text.NoWrap
                    elide: Text.ElideRight
                    color: target.mine ? Theme.background : Theme.wolves
                    horizontalAlignment: Text.AlignHCenter
                }
            }
            onClicked: grid.picked(seat)
        }
    }
}
