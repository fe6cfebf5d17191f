import QtQuick
import QtQuick.Layouts
import LgModels

// The day: a large discussion timer the host can extend, pause or skip, and the village.
Rectangle {
    id: root
    required property BoardModel board
    color: Theme.background
    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.gap * 2
        spacing: Theme.gap * 2
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
            Txt {
                anchors.centerIn: parent
                visible: root.board.hasTimer
                text: root.board.timerText
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
        Rectangle {
            Layout.fillWidth: true
            Layout.preferredHeight: 24
            radius: 12
            visible: root.board.hasTimer
            color: Theme.surfaceHigh
            Rectangle {
                width: parent.width * root.board.timerFraction
                height: parent.height
                radius: 12
                color: Theme.village
            }
        }
        Txt {
            Layout.fillWidth: true
            visible: root.board.paused
            text: qsTr("Paused")
            font.pixelSize: Theme.boardLarge
            color: Theme.highlight
            horizontalAlignment: Text.AlignHCenter
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
                text: root.board.paused ? qsTr("Resume") : qsTr("Pause")
                size: Theme.boardSmall
                enabled: root.board.hasTimer
                onClicked: root.board.togglePause()
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
        }
        Txt {
            Layout.fillWidth: true
            text: qsTr("✓ asked to vote")
            font.pixelSize: Theme.boardSmall * 0.7
            color: Theme.muted
        }
    }
}
