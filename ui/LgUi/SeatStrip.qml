import QtQuick

// Every seat as chips, wrapping over lines. ``mark`` picks which flag gets the ✓: "ready"
// (lobby), "voted" (vote) or "" (none). ``model`` rows come from BoardModel.players.
// ``maxRows`` (0: no limit) bounds the lines: chips are capped to the width that puts
// enough of them on each line (a longer name is cut with "…"), so that a table of 24 long
// names takes at most that many lines.
Flow {
    id: strip
    required property var model
    property int maxRows: 0
    readonly property int count: chips.count
    readonly property int perRow: maxRows > 0 ? Math.ceil(chips.count / maxRows) : 0
    readonly property real chipCap: perRow > 0 ? (width - (perRow - 1) * spacing) / perRow - 1 : 0
    property string mark: ""
    property int size: Theme.boardSmall
    property bool removable: false
    //: What ✓ means on this strip (a tooltip).
    property string markTip: qsTr("Ready")
    signal removeRequested(int seat)
    spacing: size * 0.4
    Repeater {
        id: chips
        model: strip.model
        SeatChip {
            required name
            required alive
            required bot
            required connected
            required roleLabel
            required title
            required titleLabel
            required weight
            required property int seat
            required property bool ready
            required property bool voted
            size: strip.size
            maxWidth: strip.chipCap
            removable: strip.removable
            onRemoveClicked: strip.removeRequested(seat)
            marked: strip.mark === "ready" ? ready : strip.mark === "voted" ? voted : false
            markTip: strip.mark === "voted" ? qsTr("Has voted") : strip.markTip
        }
    }
}
