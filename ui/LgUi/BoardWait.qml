import QtQuick
import QtQuick.Layouts
import LgModels

// A step with nothing to show but a line: connecting to the host, or an owed action (its
// line per kind: the Hunter takes aim, the Captain names a successor ..., with its countdown).
Rectangle {
    id: root
    required property BoardModel board
    color: Theme.background
    ColumnLayout {
        anchors.centerIn: parent
        width: parent.width * 0.8
        spacing: Theme.gap * 2
        Txt {
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            text: root.board.screen === "resolving"
                  ? root.board.owedLine
                  : qsTr("Connecting to the host…")
            font.pixelSize: Theme.boardLarge
            font.family: Theme.serifFamily
        }
        BoardClock {
            Layout.alignment: Qt.AlignHCenter
            Layout.preferredWidth: 600
            board: root.board
            visible: root.board.screen === "resolving" && root.board.hasTimer
        }
    }
}
