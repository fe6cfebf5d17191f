import QtQuick
import QtQuick.Controls.Basic
import LgModels

// On every in-game screen: a "Paused" badge while the host's clock is paused, and for the
// host the button that pauses or resumes the game (also the P and Space keys).
Row {
    id: root
    required property BoardModel board
    spacing: Theme.gap * 0.6
    visible: root.board.inGame
    Rectangle {
        objectName: "pausedBadge"
        anchors.verticalCenter: parent.verticalCenter
        visible: root.board.paused
        width: badge.implicitWidth + Theme.gap * 1.5
        height: badge.implicitHeight + Theme.gap * 0.6
        radius: height / 2
        color: Theme.highlight
        Txt {
            id: badge
            anchors.centerIn: parent
            text: qsTr("Paused")
            font.pixelSize: Theme.boardSmall
            font.bold: true
            color: Theme.background
        }
    }
    ActionButton {
        id: button
        objectName: "pauseButton"
        visible: root.board.isAdmin
        text: root.board.paused ? qsTr("Resume") : qsTr("Pause")
        size: Theme.boardSmall * 0.8
        accent: root.board.paused ? Theme.good : Theme.village
        focusPolicy: Qt.NoFocus
        ToolTip.visible: button.hovered
        ToolTip.delay: 500
        ToolTip.text: qsTr("Pause or resume the game: the clock, the narration and every laptop wait (keys P or Space).")
        onClicked: root.board.togglePause()
    }
}
