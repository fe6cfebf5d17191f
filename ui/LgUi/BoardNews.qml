import QtQuick
import QtQuick.Layouts
import LgModels

// The morning's news (who died in the night, or nobody; the Baker's bread), or deaths
// outside a morning (a last shot). Roles stay hidden unless a setting shows them.
Rectangle {
    id: root
    required property BoardModel board
    property bool morning: true
    gradient: Gradient {
        GradientStop { position: 0.0; color: root.morning ? "#3a2a4f" : Theme.background }
        GradientStop { position: 1.0; color: root.morning ? "#c0703a" : "#3a1f1f" }
    }
    ColumnLayout {
        anchors.centerIn: parent
        width: parent.width * 0.8
        spacing: Theme.gap * 2
        Txt {
            Layout.fillWidth: true
            text: root.morning ? root.board.morningTitle : root.board.deathsTitle
            font.pixelSize: Theme.boardTitle
            font.bold: true
            horizontalAlignment: Text.AlignHCenter
        }
        Txt {
            Layout.fillWidth: true
            text: root.board.deathsLine
            font.pixelSize: Theme.boardLarge
            font.family: Theme.serifFamily
            horizontalAlignment: Text.AlignHCenter
        }
        Repeater {
            model: root.morning ? root.board.notes : []
            Txt {
                required property string modelData
                Layout.fillWidth: true
                text: modelData
                font.pixelSize: Theme.boardBody
                color: Theme.highlight
                horizontalAlignment: Text.AlignHCenter
            }
        }
    }
    SeatStrip {
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: Theme.gap * 2
        model: root.board.players
    }
}
