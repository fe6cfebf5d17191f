import QtQuick
import QtQuick.Layouts
import LgModels

// The end on a player's screen: won or lost, every role, and the story of the game, until
// the host starts again (the lobby comes back by itself).
Rectangle {
    id: root
    required property PlayerModel player
    color: Theme.background
    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.gap * 1.5
        spacing: Theme.gap * 0.6
        Txt {
            Layout.fillWidth: true
            text: root.player.winnerTitle
            font.pixelSize: Theme.title
            font.bold: true
            horizontalAlignment: Text.AlignHCenter
        }
        Txt {
            Layout.fillWidth: true
            text: root.player.won ? qsTr("You won!") : qsTr("You lost.")
            font.pixelSize: Theme.large
            color: root.player.won ? Theme.highlight : Theme.muted
            horizontalAlignment: Text.AlignHCenter
        }
        Txt {
            Layout.fillWidth: true
            visible: root.player.centerLine !== ""
            text: root.player.centerLine
            font.pixelSize: Theme.small
            horizontalAlignment: Text.AlignHCenter
        }
        Txt {
            objectName: "waitingAgain"
            Layout.fillWidth: true
            visible: root.player.status === "connected"
            text: qsTr("Waiting for the host to start again…")
            font.pixelSize: Theme.small
            color: Theme.muted
            horizontalAlignment: Text.AlignHCenter
        }
        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.gap
            ListView {
                Layout.preferredWidth: 440
                Layout.fillHeight: true
                clip: true
                model: root.player.reveal
                spacing: 4
                header: Txt {
                    text: qsTr("★ winner")
                    font.pixelSize: Theme.small
                    color: Theme.muted
                    bottomPadding: 6
                }
                delegate: RowLayout {
                    id: seat
                    required property string name
                    required property string roleLabel
                    required property string camp
                    required property bool winner
                    required property bool me
                    required property string dealtLabel
                    width: ListView.view.width
                    Txt {
                        Layout.preferredWidth: 180
                        text: (seat.winner ? "★ " : "") + seat.name
                        font.bold: seat.me
                    }
                    ColumnLayout {
                        Layout.fillWidth: true
                        spacing: 0
                        Txt {
                            Layout.fillWidth: true
                            text: seat.roleLabel
                            color: Theme.campColor(seat.camp)
                        }
                        Txt {
                            Layout.fillWidth: true
                            visible: seat.dealtLabel !== ""
                            text: seat.dealtLabel
                            font.pixelSize: Theme.small * 0.8
                            color: Theme.muted
                        }
                    }
                }
            }
            Panel {
                Layout.fillWidth: true
                Layout.fillHeight: true
                RecapPanel {
                    anchors.fill: parent
                    anchors.margins: Theme.gap * 0.6
                    model: root.player.recap
                    size: Theme.small
                }
            }
        }
    }
}
