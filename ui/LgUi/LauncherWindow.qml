import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import LgModels

// The first window: host a game on this TV, join one from this laptop, or share one
// screen; and the language of this laptop.
Window {
    id: window
    required property LauncherModel launcher
    required property ErrorReporter errors
    required property Language language
    width: 1280
    height: 800
    visible: true
    color: Theme.background
    title: qsTr("Werewolf")

    Item {
        width: 1280
        height: 800
        anchors.centerIn: parent
        scale: Math.min(window.width / width, window.height / height)
        ColumnLayout {
            anchors.fill: parent
            anchors.margins: Theme.gap * 2
            spacing: Theme.gap
            RowLayout {
                Layout.fillWidth: true
                Emblem {
                    role: "werewolf"
                    Layout.preferredWidth: 110
                    Layout.preferredHeight: 110
                }
                ColumnLayout {
                    Layout.fillWidth: true
                    Txt {
                        text: qsTr("Werewolf")
                        font.pixelSize: 64
                        font.bold: true
                    }
                    Txt {
                        Layout.fillWidth: true
                        text: qsTr("The TV runs the night; every laptop keeps its player's secret.")
                        color: Theme.muted
                    }
                }
                LanguageSwitch {
                    Layout.alignment: Qt.AlignTop
                    language: window.language
                    size: Theme.body
                }
            }
            Item { Layout.preferredHeight: Theme.gap }
            RowLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                spacing: Theme.gap
                Panel {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    ColumnLayout {
                        anchors.fill: parent
                        anchors.margins: Theme.gap
                        spacing: Theme.gap * 0.6
                        Txt {
                            text: qsTr("Host a game")
                            font.pixelSize: Theme.large
                            font.bold: true
                        }
                        Txt {
                            Layout.fillWidth: true
                            text: qsTr("This computer goes on the TV and replaces the game master.")
                            color: Theme.muted
                        }
                        Txt { text: qsTr("Edition") }
                        ChoiceBox {
                            objectName: "editionChoice"
                            Layout.fillWidth: true
                            model: window.launcher.editions
                            textRole: "label"
                            valueRole: "edition"
                            currentIndex: window.launcher.editionIndex
                            onActivated: window.launcher.chooseEdition(currentValue)
                        }
                        Txt { text: qsTr("Room name") }
                        TextField {
                            id: room
                            Layout.fillWidth: true
                            font.pixelSize: Theme.body
                            maximumLength: 40
                            text: window.launcher.room
                        }
                        Txt { text: qsTr("Seats at the table") }
                        SpinBox {
                            id: seats
                            from: window.launcher.minPlayers
                            to: window.launcher.maxPlayers
                            value: window.launcher.players
                            editable: true
                            font.pixelSize: Theme.body
                        }
                        Item { Layout.fillHeight: true }
                        ActionButton {
                            objectName: "hostButton"
                            Layout.fillWidth: true
                            text: qsTr("Host")
                            size: Theme.large
                            accent: Theme.wolves
                            onClicked: window.launcher.choose("host", room.text, seats.value)
                        }
                    }
                }
                Panel {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    ColumnLayout {
                        anchors.fill: parent
                        anchors.margins: Theme.gap
                        spacing: Theme.gap * 0.6
                        Txt {
                            text: qsTr("Join a game")
                            font.pixelSize: Theme.large
                            font.bold: true
                        }
                        Txt {
                            Layout.fillWidth: true
                            text: qsTr("Your laptop shows your secret role, your night choices and your vote.")
                            color: Theme.muted
                        }
                        Item { Layout.fillHeight: true }
                        ActionButton {
                            objectName: "joinButton"
                            Layout.fillWidth: true
                            text: qsTr("Join")
                            size: Theme.large
                            onClicked: window.launcher.choose("join", "", 0)
                        }
                    }
                }
                Panel {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    ColumnLayout {
                        anchors.fill: parent
                        anchors.margins: Theme.gap
                        spacing: Theme.gap * 0.6
                        Txt {
                            text: qsTr("One screen")
                            font.pixelSize: Theme.large
                            font.bold: true
                        }
                        Txt {
                            Layout.fillWidth: true
                            text: qsTr("No laptops? 4 to 12 players pass this screen around for each secret step.")
                            color: Theme.muted
                        }
                        Item { Layout.fillHeight: true }
                        ActionButton {
                            objectName: "localButton"
                            Layout.fillWidth: true
                            text: qsTr("Play on one screen")
                            size: Theme.large
                            accent: Theme.solo
                            onClicked: window.launcher.choose("local", "", 0)
                        }
                    }
                }
            }
        }
    }
    Banner {
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        text: window.errors.message
        onDismissed: window.errors.dismiss()
    }
}
