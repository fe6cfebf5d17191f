import QtQuick
import LgModels

// A player's laptop: find and join the TV, then the private screens of the game. Opened at
// the size lgdesktop/app/shell/placement.py plans for its screen (1280x800 when opened
// bare); the join form and the game's screens fill it (DesignCanvas).
Window {
    id: window
    required property PlayerModel player
    required property JoinModel join
    required property ErrorReporter errors
    required property Language language
    width: 1280
    height: 800
    visible: true
    color: Theme.background
    title: window.player.name ? qsTr("Werewolf — %1").arg(window.player.name) : qsTr("Werewolf")
    // A key released in another window never comes back here: hide the role on leaving.
    onActiveChanged: if (!active) window.player.hideRole()

    Item {
        anchors.fill: parent
        visible: !window.join.joined
        DesignCanvas {
            PlayerJoin {
                anchors.fill: parent
                join: window.join
                language: window.language
            }
        }
    }
    PlayerView {
        anchors.fill: parent
        visible: window.join.joined
        player: window.player
    }
    LanguageSwitch {  // in the lobby's bottom-right corner, clear of its panels
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: 4
        language: window.language
        size: 14
        visible: window.join.joined && window.player.screen === "lobby"
    }
    Banner {
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        text: window.errors.message
        onDismissed: window.errors.dismiss()
    }
}
