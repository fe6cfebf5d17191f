import QtQuick
import QtQuick.Layouts
import LgModels

// The end: the winners, every role revealed, and the story of the game night by night;
// the host plays again with the same players (a new deal) or opens a new table.
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
            text: root.board.winnerTitle
            font.pixelSize: Theme.boardTitle * 1.2
            font.bold: true
            color: root.board.winner === "wolves" ? Theme.wolves
                   : root.board.winner === "village" ? Theme.village : Theme.solo
            horizontalAlignment: Text.AlignHCenter
        }
        Txt {
            Layout.fillWidth: true
            visible: root.board.winnersLine !== ""
            text: qsTr("Winners: %1").arg(root.board.winnersLine)
            font.pixelSize: Theme.boardBody
            horizontalAlignment: Text.AlignHCenter
        }
        Txt {
            Layout.fillWidth: true
            text: qsTr("★ winner   ✝ dead")
            font.pixelSize: Theme.boardSmall * 0.7
            color: Theme.muted
            horizontalAlignment: Text.AlignHCenter
        }
        Txt {
            objectName: "centerLine"
            Layout.fillWidth: true
            visible: root.board.centerLine !== ""
            text: root.board.centerLine
            font.pixelSize: Theme.boardSmall * 0.8
            horizontalAlignment: Text.AlignHCenter
        }
        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.gap * 2
            GridLayout {
                Layout.preferredWidth: 860
                Layout.maximumWidth: 860
                Layout.alignment: Qt.AlignTop
                columns: 2
                columnSpacing: Theme.gap
                rowSpacing: Theme.gap * 0.4
                Repeater {
                    model: root.board.reveal
                    RowLayout {
                        id: seat
                        required property string name
                        required property string role
                        required property string roleLabel
                        required property string camp
                        required property bool alive
                        required property bool winner
                        required property string dealtLabel
                        Layout.preferredWidth: 420
                        Layout.maximumWidth: 420
                        spacing: 12
                        Emblem {
                            role: seat.role
                            Layout.preferredWidth: 56
                            Layout.preferredHeight: 56
                            opacity: seat.alive ? 1 : 0.6
                        }
                        ColumnLayout {
                            Layout.fillWidth: true
                            spacing: 0
                            Txt {
                                text: (seat.winner ? "★ " : "") + seat.name + (seat.alive ? "" : " ✝")
                                Layout.fillWidth: true
                                font.pixelSize: Theme.boardSmall
                                font.bold: true
                                color: seat.alive ? Theme.text : Theme.muted
                            }
                            Txt {
                                Layout.fillWidth: true
                                text: seat.roleLabel
                                font.pixelSize: Theme.boardSmall * 0.85
                                color: Theme.campColor(seat.camp)
                            }
                            Txt {
                                Layout.fillWidth: true
                                visible: seat.dealtLabel !== ""
                                text: seat.dealtLabel
                                font.pixelSize: Theme.boardSmall * 0.65
                                color: Theme.muted
                            }
                        }
                    }
                }
            }
            Panel {
                Layout.fillWidth: true
                Layout.fillHeight: true
                RecapPanel {
                    anchors.fill: parent
                    anchors.margins: Theme.gap
                    model: root.board.recap
                    size: Theme.boardSmall * 0.8
                    autoScroll: true
                }
            }
        }
        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            visible: root.board.isAdmin
            spacing: Theme.gap
            ActionButton {
                objectName: "sameTableButton"
                text: qsTr("Same players, new deal")
                size: Theme.boardSmall
                accent: Theme.good
                onClicked: root.board.playAgain(true)
            }
            ActionButton {
                objectName: "newTableButton"
                text: qsTr("New table")
                size: Theme.boardSmall
                onClicked: root.board.playAgain(false)
            }
        }
    }
}
