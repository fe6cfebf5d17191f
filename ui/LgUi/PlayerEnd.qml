import QtQuick
import QtQuick.Controls.Basic
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
            // Every seat on one line (a long name and a long role wrap), 24 of them in
            // the screen's height; a longer list scrolls, its scroll bar shown then.
            ListView {
                id: revealList
                objectName: "revealList"
                Layout.preferredWidth: 520
                Layout.fillHeight: true
                clip: true
                boundsBehavior: Flickable.StopAtBounds
                model: root.player.reveal
                spacing: 0
                ScrollBar.vertical: ScrollBar {
                    policy: revealList.contentHeight > revealList.height + 1
                            ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
                }
                header: Txt {
                    text: qsTr("★ winner   ✝ dead")
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
                    required property bool alive
                    required property bool me
                    required property string dealtLabel
                    width: ListView.view.width - 16
                    spacing: Theme.gap * 0.4
                    Txt {
                        Layout.preferredWidth: 315
                        Layout.alignment: Qt.AlignTop
                        text: (seat.winner ? "★ " : "") + seat.name + (seat.alive ? "" : " ✝")
                        font.pixelSize: Theme.small
                        font.bold: seat.me
                        color: seat.alive ? Theme.text : Theme.muted
                    }
                    ColumnLayout {
                        Layout.fillWidth: true
                        Layout.alignment: Qt.AlignTop
                        spacing: 0
                        Txt {
                            Layout.fillWidth: true
                            text: seat.roleLabel
                            font.pixelSize: Theme.small
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
