import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import LgModels

// The lobby on the TV: how to join (code, QR code, address), who is seated, the roles and
// every setting in force. The host edits roles and settings here, or takes the
// recommended set-up, then starts.
Item {
    id: root
    required property BoardModel board

    RowLayout {
        anchors.fill: parent
        anchors.margins: Theme.gap * 2
        spacing: Theme.gap * 2

        Panel {
            Layout.preferredWidth: 460
            Layout.fillHeight: true
            visible: !root.board.local
            ColumnLayout {
                anchors.fill: parent
                anchors.margins: Theme.gap * 1.5
                spacing: Theme.gap
                Txt {
                    Layout.fillWidth: true
                    text: qsTr("Join the game")
                    font.pixelSize: Theme.boardBody
                    font.bold: true
                }
                Txt {
                    text: qsTr("Code")
                    color: Theme.muted
                    font.pixelSize: Theme.boardBody
                }
                Txt {
                    text: root.board.code
                    font.pixelSize: Theme.boardHuge
                    font.bold: true
                    font.letterSpacing: 12
                    color: Theme.highlight
                }
                Rectangle {
                    Layout.alignment: Qt.AlignHCenter
                    Layout.preferredWidth: 300
                    Layout.preferredHeight: 300
                    color: "#ffffff"
                    radius: 12
                    visible: root.board.qrText !== ""
                    Image {
                        anchors.fill: parent
                        anchors.margins: 12
                        source: root.board.qrText ? "image://qr/" + encodeURIComponent(root.board.qrText) : ""
                        sourceSize.width: width
                        sourceSize.height: height
                        smooth: false
                    }
                }
                Txt {
                    Layout.fillWidth: true
                    text: qsTr("Or type this address in the app:")
                    color: Theme.muted
                    font.pixelSize: Theme.boardSmall
                }
                Repeater {
                    model: root.board.addresses
                    Txt {
                        required property string modelData
                        Layout.fillWidth: true
                        text: modelData
                        font.pixelSize: Theme.boardSmall
                        font.bold: true
                    }
                }
                Item { Layout.fillHeight: true }
            }
        }

        LocalSeating {
            Layout.preferredWidth: 460
            Layout.fillHeight: true
            visible: root.board.local
            board: root.board
        }

        ColumnLayout {
            Layout.preferredWidth: 780
            Layout.fillHeight: true
            spacing: Theme.gap
            Txt {
                Layout.fillWidth: true
                text: root.board.room
                font.pixelSize: Theme.boardLarge
                font.bold: true
                color: Theme.highlight
                elide: Text.ElideRight
                wrapMode: Text.NoWrap
            }
            Txt {
                Layout.fillWidth: true
                text: root.board.editionLabel
                font.pixelSize: Theme.boardSmall
                color: Theme.muted
            }
            Txt {
                text: qsTr("Players %1 / %2").arg(root.board.playerCount).arg(root.board.maxPlayers)
                font.pixelSize: Theme.boardBody
                font.bold: true
            }
            Txt {
                visible: root.board.playerCount === 0
                text: qsTr("Waiting for the first player…")
                color: Theme.muted
                font.pixelSize: Theme.boardBody
            }
            SeatStrip {
                Layout.fillWidth: true
                model: root.board.players
                mark: "ready"
                size: Theme.boardSmall
                removable: root.board.isAdmin && root.board.screen === "lobby"
                onRemoveRequested: seat => root.board.kick(seat)
            }
            Item { Layout.preferredHeight: Theme.gap }
            CompositionPanel {
                Layout.fillWidth: true
                model: root.board.composition
                editable: root.board.isAdmin && root.board.screen === "lobby"
                size: Theme.boardSmall * 0.9
                onCountRequested: (role, count) => root.board.setRoleCount(role, count)
            }
            Item { Layout.fillHeight: true }
        }

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.gap
            SettingsPanel {
                Layout.fillWidth: true
                model: root.board.settings
                editable: root.board.isAdmin
                size: Theme.boardSmall * 0.8
                valueWidth: 230
                onChangeRequested: (name, value) => root.board.setSetting(name, value)
            }
            Item { Layout.fillHeight: true }
            Txt {
                Layout.fillWidth: true
                visible: root.board.startHint !== ""
                text: root.board.startHint
                color: Theme.wolves
                font.pixelSize: Theme.boardSmall
            }
            ColumnLayout {
                Layout.fillWidth: true
                visible: root.board.isAdmin
                spacing: Theme.gap
                ActionButton {
                    text: qsTr("Recommended roles")
                    Layout.fillWidth: true
                    size: Theme.boardSmall
                    accent: Theme.surfaceHigh
                    contentItem: Txt {
                        text: parent.text
                        font.pixelSize: Theme.boardSmall
                        horizontalAlignment: Text.AlignHCenter
                    }
                    onClicked: root.board.useRecommended()
                }
                ActionButton {
                    objectName: "startButton"
                    text: qsTr("Start the game")
                    Layout.fillWidth: true
                    size: Theme.boardBody
                    accent: Theme.good
                    enabled: root.board.canStart
                    onClicked: root.board.start()
                }
            }
        }
    }
}
