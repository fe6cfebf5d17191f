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
    }
    LanguageSwitch {
        id: languages
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: 8
        language: window.language
        visible: window.board.screen === "lobby"
        size: 14
    }
    Txt {
        anchors.right: parent.right
        anchors.top: languages.bottom
        anchors.margins: 8
        visible: window.board.screen === "lobby" && window.visibility === Window.FullScreen
        text: qsTr("Esc: leave full screen")
        font.pixelSize: 14
        color: Theme.muted
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
