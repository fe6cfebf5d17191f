import QtQuick

// Every seat as chips, wrapping over lines. ``mark`` picks which flag gets the ✓: "ready"
// (lobby), "voted" (vote) or "" (none). ``model`` rows come from BoardModel.players.
Flow {
    id: strip
    required property var model
    property string mark: ""
    property int size: Theme.boardSmall
    property bool removable: false
    //: What ✓ means on this strip (a tooltip).
    property string markTip: qsTr("Ready")
    signal removeRequested(int seat)
    spacing: size * 0.4
    Repeater {
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
            removable: strip.removable
            onRemoveClicked: strip.removeRequested(seat)
            marked: strip.mark === "ready" ? ready : strip.mark === "voted" ? voted : false
            markTip: strip.mark === "voted" ? qsTr("Has voted") : strip.markTip
        }
    }
}
