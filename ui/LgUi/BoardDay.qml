import QtQuick
import QtQuick.Layouts
import LgModels

// The day: a large discussion timer the host can extend or skip (or pause, from the
// corner of every in-game screen), and the village.
Rectangle {
    id: root
    required property BoardModel board
    color: Theme.background
    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.gap * 2
        spacing: Theme.gap
        Txt {
            Layout.fillWidth: true
            text: qsTr("%1 — the village debates").arg(root.board.phaseTitle)
            font.pixelSize: Theme.boardTitle
            font.bold: true
            horizontalAlignment: Text.AlignHCenter
        }
        Item {
            Layout.fillWidth: true
            Layout.fillHeight: true
            // As large as the room left above the seats allows, up to 300 px.
            Txt {
                anchors.fill: parent
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
                visible: root.board.hasTimer
                text: root.board.timerText
                fontSizeMode: Text.Fit
                minimumPixelSize: Theme.boardHuge
                font.pixelSize: 300
                font.bold: true
                color: root.board.paused ? Theme.muted
                       : root.board.secondsLeft <= 15 ? Theme.wolves : Theme.text
            }
            Txt {
                anchors.centerIn: parent
                width: parent.width * 0.8
                horizontalAlignment: Text.AlignHCenter
                visible: !root.board.hasTimer
                text: qsTr("No timer: the host opens the vote when the village is ready.")
                font.pixelSize: Theme.boardLarge
                color: Theme.muted
            }
        }
        BoardClock {
            Layout.fillWidth: true
            board: root.board
            showText: false
            barHeight: 24
        }
        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            visible: root.board.isAdmin
            spacing: Theme.gap
            ActionButton {
                text: qsTr("+1 minute")
                size: Theme.boardSmall
                enabled: root.board.hasTimer
                onClicked: root.board.extendTimer()
            }
            ActionButton {
                text: qsTr("Vote now")
                size: Theme.boardSmall
                accent: Theme.wolves
                onClicked: root.board.skipTimer()
            }
        }
        SeatStrip {
            Layout.fillWidth: true
            model: root.board.players
            mark: "ready"
            markTip: qsTr("Asked to vote")
            maxRows: Theme.boardSeatRows
        }
        Txt {
            Layout.fillWidth: true
            text: qsTr("✓ asked to vote")
            font.pixelSize: Theme.boardSmall
            color: Theme.muted
        }
    }
}
