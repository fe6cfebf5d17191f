import QtQuick
import LgModels

// The whole board, drawn at 1920x1080 (more along one side on a screen of another shape:
// DesignCanvas) and scaled to fill its parent (the TV), one screen per step of the game.
// With ``sound`` (the TV's SoundSettings), the sound's corner: in the lobby left of the
// language buttons' corner, in a game left of the pause button.
Item {
    id: root
    required property BoardModel board
    property SoundSettings sound: null
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
            sound: root.sound
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
            id: pause
            anchors.right: parent.right
            anchors.top: parent.top
            anchors.margins: Theme.gap
            board: root.board
        }
        Loader {
            objectName: "soundCorner"
            readonly property bool inLobby: root.board.screen === "lobby"
            active: root.sound !== null
            visible: root.board.inGame || inLobby
            z: 10
            // the lobby's corner: left of the language buttons (BoardLobby leaves it free)
            x: inLobby ? parent.width - Theme.lobbyCorner - width
                       : pause.x - width - (pause.width > 0 ? Theme.gap * 0.6 : 0)
            y: inLobby ? Theme.gap * 0.3 : pause.y + (pause.height - height) / 2
            sourceComponent: SoundCorner {
                sound: root.sound
                size: Theme.boardSmall
            }
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
