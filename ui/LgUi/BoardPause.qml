import QtQuick
import LgModels

// On every in-game screen: a "Paused" badge while the host's clock is paused, and for the
// host the button that pauses or resumes the game (also the P and Space keys), explained
// under the mouse by a label as large as the board's smallest text.
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
        size: Theme.boardSmall
        accent: root.board.paused ? Theme.good : Theme.village
        focusPolicy: Qt.NoFocus
        hoverEnabled: true  // whatever the platform's hover effects: the label needs it
        onClicked: root.board.togglePause()
        Rectangle {
            objectName: "pauseHint"
            anchors.right: parent.right
            anchors.top: parent.bottom
            anchors.topMargin: Theme.gap * 0.4
            visible: button.hovered
            width: 720
            height: hint.implicitHeight + Theme.gap
            radius: Theme.radius * 0.7
            color: Theme.surfaceHigh
            border.color: Theme.outline
            border.width: 2
            Txt {
                id: hint
                anchors.centerIn: parent
                width: parent.width - Theme.gap
                text: qsTr("Pause or resume the game: the clock, the narration and every laptop wait (keys P or Space).")
                font.pixelSize: Theme.boardSmall
            }
        }
    }
}
