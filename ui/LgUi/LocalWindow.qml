import QtQuick
import QtQuick.Layouts
import LgModels

// Single-device mode: the board for everybody, and before each private step a page that
// says whom to pass the screen to; that player's screens; then "hide and pass on". Opened
// maximised on its screen (lgdesktop/app/shell/placement.py; 1920x1080 when opened bare);
// the board, the pass page and the player's screens each fill it (DesignCanvas).
Window {
    id: window
    required property LocalModel local
    required property BoardModel board
    required property PlayerModel player
    required property ErrorReporter errors
    required property Language language
    // The table's sound settings (SoundSettings; null: no sound controls).
    property SoundSettings sound: null
    width: 1920
    height: 1080
    visible: true
    color: Theme.nightSky
    title: qsTr("Werewolf — one screen")

    Shortcut {
        sequences: ["F11"]
        onActivated: window.visibility === Window.FullScreen ? window.showNormal()
                                                               : window.showFullScreen()
    }
    Shortcut {
        // Pause or resume the game while the board is up (as its corner button does).
        sequences: ["P", "Space"]
        enabled: window.local.stage === "board" && window.board.inGame
        onActivated: window.board.togglePause()
    }
    BoardView {
        anchors.fill: parent
        board: window.board
        sound: window.sound
        visible: window.local.stage === "board"
    }
    Rectangle {
        anchors.fill: parent
        visible: window.local.stage === "pass"
        color: Theme.nightSky
        DesignCanvas {  // drawn at the board's 1920x1080 and scaled, as the board is
            designWidth: 1920
            designHeight: 1080
            ColumnLayout {
                anchors.centerIn: parent
                width: parent.width * 0.8
                spacing: 40
                Txt {
                    Layout.fillWidth: true
                    text: qsTr("Pass the screen to")
                    font.pixelSize: 48
                    color: Theme.muted
                    horizontalAlignment: Text.AlignHCenter
                }
                Txt {
                    Layout.fillWidth: true
                    text: window.local.passName
                    font.pixelSize: 110
                    font.bold: true
                    color: Theme.highlight
                    horizontalAlignment: Text.AlignHCenter
                }
                Txt {
                    Layout.fillWidth: true
                    text: qsTr("Everybody else looks away.")
                    font.pixelSize: 40
                    horizontalAlignment: Text.AlignHCenter
                }
                ActionButton {
                    objectName: "revealButton"
                    Layout.alignment: Qt.AlignHCenter
                    Layout.maximumWidth: parent.width
                    text: qsTr("I am %1: show my screen").arg(window.local.passName)
                    size: 40
                    onClicked: window.local.reveal()
                }
            }
        }
    }
    ColumnLayout {
        anchors.fill: parent
        visible: window.local.stage === "private"
        spacing: 0
        PlayerView {
            Layout.fillWidth: true
            Layout.fillHeight: true
            player: window.player
        }
        ActionButton {
            objectName: "finishButton"
            Layout.fillWidth: true
            text: window.local.canFinish ? qsTr("Done: hide my screen and pass it on")
                                         : qsTr("Make your choice above first")
            size: 32
            accent: Theme.good
            enabled: window.local.canFinish
            onClicked: window.local.finish()
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
