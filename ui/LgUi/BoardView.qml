import QtQuick
import LgModels

// The whole board, drawn at 1920x1080 (more along one side on a screen of another shape:
// DesignCanvas) and scaled to fill its parent (the TV), one screen per step of the game.
Item {
    id: root
    required property BoardModel board
    clip: true
    Rectangle {
        anchors.fill: parent
        color: Theme.nightSky
    }
    DesignCanvas {
        id: canvas
        designWidth: 1920
        designHeight: 1080
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
        // What the host's door turned away (wrong codes, refused or silent connections):
        // one small line in the game screens' bottom right corner, only once something
        // happened (the lobby shows it under its legend; not on the connecting or end
        // screens).
        Text {
            id: doorNotice
            objectName: "doorNotice"
            x: parent.width - width - Theme.gap
            y: parent.height - height - Theme.gap / 2
            width: Math.min(implicitWidth, parent.width / 2)
            visible: root.board.doorLine !== "" && root.board.inGame
            text: root.board.doorLine
            color: Theme.muted
            font.pixelSize: Theme.boardSmall
            elide: Text.ElideRight
        }
        // Devices turned away while somebody guesses codes, by door tag, each a button
        // that lets it in: just above the door's line, in the game screens' corner.
        Row {
            objectName: "knocks"
            x: parent.width - width - Theme.gap
            y: parent.height - height - Theme.gap / 2
               - (doorNotice.visible ? doorNotice.height + Theme.gap / 4 : 0)
            visible: root.board.knockLine !== "" && root.board.inGame
            spacing: Theme.gap * 0.4
            Text {
                anchors.verticalCenter: parent.verticalCenter
                text: root.board.knockLine
                color: Theme.text
                font.pixelSize: Theme.boardSmall
            }
            Repeater {
                model: root.board.knocks
                ActionButton {
                    objectName: "letIn_" + model.tag
                    text: model.tag
                    size: Theme.boardSmall
                    padding: Theme.boardSmall * 0.3
                    accent: Theme.good
                    onClicked: root.board.letIn(model.tag)
                }
            }
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
