import QtQuick
import LgModels

// A player's private screens, drawn at 1280x800 (more along one side on a screen of another
// shape: DesignCanvas) and scaled to fill the window. Holding the R key
// shows the role and private results (see PrivateNotes); they are hidden otherwise.
Item {
    id: root
    required property PlayerModel player
    readonly property bool secretScreen: ["role", "night", "day", "vote", "shoot", "ghost"].indexOf(root.player.screen) >= 0
    clip: true
    focus: true
    onVisibleChanged: if (visible) forceActiveFocus()
    Keys.onPressed: event => {
        if (event.key === Qt.Key_R && root.secretScreen) {
            if (!event.isAutoRepeat) root.player.holdRole()
            event.accepted = true
        }
    }
    Keys.onReleased: event => {
        if (event.key === Qt.Key_R && !event.isAutoRepeat && root.player.holding) {
            root.player.releaseRole()
            event.accepted = true
        }
    }
    Rectangle {
        anchors.fill: parent
        color: Theme.background
    }
    DesignCanvas {
        id: canvas
        designWidth: 1280
        designHeight: 800
        Txt {
            anchors.centerIn: parent
            visible: root.player.screen === "connecting"
            text: qsTr("Connecting to the host…")
            font.pixelSize: Theme.title
        }
        PlayerLobby {
            anchors.fill: parent
            player: root.player
            visible: root.player.screen === "lobby"
        }
        PlayerRole {
            anchors.fill: parent
            player: root.player
            visible: root.player.screen === "role"
        }
        PlayerAction {
            anchors.fill: parent
            player: root.player
            visible: ["night", "vote", "shoot"].indexOf(root.player.screen) >= 0
        }
        PlayerDay {
            anchors.fill: parent
            player: root.player
            visible: root.player.screen === "day"
        }
        PlayerGhost {
            anchors.fill: parent
            player: root.player
            visible: root.player.screen === "ghost"
        }
        PlayerEnd {
            anchors.fill: parent
            player: root.player
            visible: root.player.screen === "end"
        }
        Rectangle {
            // The host has paused the game: the clock waits.
            objectName: "pausedBadge"
            anchors.right: parent.right
            anchors.top: parent.top
            anchors.rightMargin: Theme.gap * 1.5
            anchors.topMargin: 2
            visible: root.player.paused && root.player.screen !== "end"
            width: pausedText.implicitWidth + Theme.gap
            height: pausedText.implicitHeight + 4
            radius: height / 2
            color: Theme.highlight
            Txt {
                id: pausedText
                anchors.centerIn: parent
                text: qsTr("Paused")
                font.pixelSize: Theme.small
                font.bold: true
                color: Theme.background
            }
        }
        Banner {
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.top: parent.top
            text: root.player.notice
            onDismissed: root.player.dismissNotice()
        }
        Banner {
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            tone: Theme.wolves
            dismissable: false
            text: root.player.status === "reconnecting" ? qsTr("Connection lost — reconnecting…")
                  : root.player.status === "closed" && root.player.screen !== "end"
                    ? qsTr("Disconnected from the host.") : ""
        }
    }
}
