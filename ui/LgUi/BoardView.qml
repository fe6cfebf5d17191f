import QtQuick
import LgModels

// The whole board, drawn at 1920x1080 and scaled to fit its parent (the TV), one screen
// per step of the game.
Item {
    id: root
    required property BoardModel board
    clip: true
    Rectangle {
        anchors.fill: parent
        color: Theme.nightSky
    }
    Item {
        id: canvas
        width: 1920
        height: 1080
        anchors.centerIn: parent
        scale: Math.min(root.width / width, root.height / height)
        Rectangle {
            anchors.fill: parent
            color: Theme.background
        }
        BoardLobby {
            anchors.fill: parent
            board: root.board
            visible: root.board.screen === "lobby"
        }
        BoardNight {
            anchors.fill: parent
            board: root.board
            visible: root.board.screen === "night"
        }
        BoardNews {
            anchors.fill: parent
            board: root.board
            morning: root.board.screen === "morning"
            visible: root.board.screen === "morning" || root.board.screen === "deaths"
                     || root.board.screen === "announce"
        }
        BoardDay {
            anchors.fill: parent
            board: root.board
            visible: root.board.screen === "day"
        }
        BoardVote {
            anchors.fill: parent
            board: root.board
            visible: root.board.screen === "vote"
        }
        BoardTally {
            anchors.fill: parent
            board: root.board
            visible: root.board.screen === "tally"
        }
        BoardEnd {
            anchors.fill: parent
            board: root.board
            visible: root.board.screen === "end"
        }
        BoardWait {
            anchors.fill: parent
            board: root.board
            visible: root.board.screen === "connecting" || root.board.screen === "resolving"
        }
        BoardPause {
            anchors.right: parent.right
            anchors.top: parent.top
            anchors.margins: Theme.gap
            board: root.board
        }
        Banner {
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.top: parent.top
            size: Theme.boardSmall
            text: root.board.notice
            onDismissed: root.board.dismissNotice()
        }
        Banner {
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            size: Theme.boardSmall
            tone: Theme.wolves
            dismissable: false
            text: root.board.status === "reconnecting" ? qsTr("Connection lost — reconnecting…") : ""
        }
    }
}
