import QtQuick
import QtQuick.Layouts
import LgModels

// The right-hand column of a living player's screens (the night's choice, the vote, the
// day): the private notes, then the team chat, which is private too: shown with the role
// (or while writing), so a neighbour cannot tell who has one. The chat keeps its own
// height; the notes take the rest, up to their own, and scroll within it (their notes and
// their news), so that a long night of notes or a long news line never pushes the chat's
// field off the screen.
ColumnLayout {
    id: side
    required property PlayerModel player
    // The notes' tallest, in the 1280x800 canvas's pixels: about half the screen beside
    // the chat, more without it.
    readonly property int notesBesideChat: 200
    readonly property int notesAlone: 360
    spacing: Theme.gap
    PrivateNotes {
        id: notes
        Layout.fillWidth: true
        Layout.alignment: Qt.AlignTop
        // (a layout shrinks only what fills: between the least and the preferred)
        Layout.fillHeight: true
        Layout.preferredHeight: implicitHeight
        Layout.maximumHeight: implicitHeight
        Layout.minimumHeight: notes.minimumHeight
        player: side.player
        maxNotesHeight: teamChat.visible ? side.notesBesideChat : side.notesAlone
    }
    ChatPanel {
        id: teamChat
        objectName: "teamChat"
        Layout.fillWidth: true
        Layout.fillHeight: true
        Layout.minimumHeight: implicitHeight
        visible: side.player.livingChat && (side.player.revealed || teamChat.typing)
        player: side.player
    }
    Item { Layout.fillHeight: true; visible: !teamChat.visible }
}
