import QtQuick
import QtQuick.Layouts
import LgModels

// The night on the TV: one narration line per step. Every step lasts the same on the
// host's clock whether or not its role is alive or even dealt.
Rectangle {
    id: root
    required property BoardModel board
    gradient: Gradient {
        GradientStop { position: 0.0; color: Theme.nightSky }
        GradientStop { position: 1.0; color: "#1a1440" }
    }
    // The moon in the top right corner, under the pause button.
    Image {
        id: moon
        objectName: "nightMoon"
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.rightMargin: Theme.gap * 2
        anchors.topMargin: Theme.gap * 5
        width: 200
        height: 200
        source: "image://art/art/moon"
        sourceSize.width: width
        sourceSize.height: height
    }
    // The narration, centred above the seats, as wide as it can be and stay clear of the
    // moon on both sides: however many lines the text and the seats take, the moon stays
    // beside it, never over it.
    Item {
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.bottom: seats.top
        ColumnLayout {
            anchors.horizontalCenter: parent.horizontalCenter
            // Centred in the height left above the seats; from the top when taller.
            y: Math.max(0, (parent.height - height) / 2)
            width: parent.width - 2 * (parent.width - moon.x + Theme.gap)
            spacing: Theme.gap * 2
            Txt {
                Layout.fillWidth: true
                text: root.board.phaseTitle
                font.pixelSize: Theme.boardLarge
                color: Theme.muted
                horizontalAlignment: Text.AlignHCenter
            }
            Txt {
                id: line
                objectName: "narrationLine"
                Layout.fillWidth: true
                text: root.board.narrationLine
                font.pixelSize: Theme.boardTitle
                font.family: Theme.serifFamily
                horizontalAlignment: Text.AlignHCenter
                Behavior on text {
                    enabled: Theme.motion
                    SequentialAnimation {
                        NumberAnimation { target: line; property: "opacity"; to: 0; duration: 120 }
                        PropertyAction {}
                        NumberAnimation { target: line; property: "opacity"; to: 1; duration: 200 }
                    }
                }
            }
            Row {
                Layout.alignment: Qt.AlignHCenter
                spacing: 24
                Repeater {
                    model: root.board.stepsTotal
                    Rectangle {
                        required property int index
                        width: 28
                        height: 28
                        radius: 14
                        color: index <= root.board.stepIndex ? Theme.highlight : Theme.surfaceHigh
                    }
                }
            }
            BoardClock {
                Layout.alignment: Qt.AlignHCenter
                Layout.preferredWidth: 600
                board: root.board
                size: Theme.boardSmall
                barHeight: 10
            }
        }
    }
    SeatStrip {
        id: seats
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: Theme.gap * 2
        model: root.board.players
        maxRows: Theme.boardSeatRows
    }
}
