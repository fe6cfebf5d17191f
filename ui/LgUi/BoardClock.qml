import QtQuick
import QtQuick.Layouts
import LgModels

// The countdown of the current step: its time (unless ``showText`` is off) over a bar of
// what is left of the step. The board's model counts it down between the host's clocks.
ColumnLayout {
    id: root
    required property BoardModel board
    property bool showText: true
    property int size: Theme.boardBody
    property real barHeight: 16
    visible: root.board.hasTimer
    spacing: Theme.gap * 0.4
    Txt {
        Layout.alignment: Qt.AlignHCenter
        visible: root.showText
        text: root.board.timerText
        font.pixelSize: root.size
        font.bold: true
        color: root.board.paused ? Theme.muted : Theme.text
    }
    Rectangle {
        Layout.fillWidth: true
        Layout.preferredHeight: root.barHeight
        radius: height / 2
        color: Theme.surfaceHigh
        Rectangle {
            width: parent.width * root.board.timerFraction
            height: parent.height
            radius: parent.radius
            color: root.board.paused ? Theme.muted : Theme.village
            // One tick of the countdown: the bar glides instead of stepping.
            Behavior on width { enabled: Theme.motion; NumberAnimation { duration: 100 } }
        }
    }
}
