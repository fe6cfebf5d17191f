import QtQuick
import QtQuick.Layouts
import LgModels

// The village board: full screen on the TV (F11 toggles, Esc leaves), replacing the game
// master. Out of full screen it keeps the size lgdesktop/app/shell/placement.py planned
// for the TV (1920x1080 when opened bare); BoardView fills it whatever its shape.
Window {
    id: window
    required property BoardModel board
    required property ErrorReporter errors
    required property Language language
    // The TV's sound settings (SoundSettings; null: no sound controls).
    property SoundSettings sound: null
    property bool startFullScreen: false
    width: 1920
    height: 1080
    visible: true
    color: Theme.nightSky
    title: qsTr("Werewolf — village board")
    Component.onCompleted: if (startFullScreen) window.showFullScreen()

    Shortcut {
        sequences: ["F11"]
        onActivated: window.visibility === Window.FullScreen ? window.showNormal()
                                                               : window.showFullScreen()
    }
    Shortcut {
        sequences: [StandardKey.Cancel]
        enabled: window.visibility === Window.FullScreen
        onActivated: window.showNormal()
    }
    Shortcut {
        // The host pauses or resumes any step of the game (as the corner button does).
        sequences: ["P", "Space"]
        enabled: window.board.isAdmin && window.board.inGame
        onActivated: window.board.togglePause()
    }
    BoardView {
        anchors.fill: parent
        board: window.board
        sound: window.sound
    }
    // The lobby's top-right corner (BoardLobby leaves it free): drawn at the design's sizes
    // and scaled with it as BoardView scales the board, so the TV's least text size holds
    // from 720p to 4K.
    Column {
        objectName: "boardLanguages"
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: 8 * scale
        transformOrigin: Item.TopRight
        scale: Math.min(window.width / 1920, window.height / 1080)
        visible: window.board.screen === "lobby"
        spacing: 8
        LanguageSwitch {
            anchors.right: parent.right
            language: window.language
            size: Theme.boardSmall
        }
        Txt {
            anchors.right: parent.right
            visible: window.visibility === Window.FullScreen
            text: qsTr("Esc: leave full screen")
            font.pixelSize: Theme.boardSmall
            color: Theme.muted
        }
    }
    Banner {
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        text: window.errors.message
        size: 20
        onDismissed: window.errors.dismiss()
    }
}
