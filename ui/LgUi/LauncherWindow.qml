import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import LgModels

// The first window: host a game on this TV, join one from this laptop, or share one
// screen; resume the game the TV was playing when it stopped; and the language of this
// laptop. Opened at the size lgdesktop/app/shell/placement.py plans for its screen
// (1280x800 when opened bare).
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

    // Laid out for 1280x800 (and more room along one side on another screen shape:
    // DesignCanvas), so the three choices and the resume offer show whole on any laptop.
    DesignCanvas {
        id: canvas
        ColumnLayout {
            anchors.fill: parent
            anchors.margins: Theme.gap
            spacing: Theme.gap * 0.7
            RowLayout {
                Layout.fillWidth: true
                spacing: Theme.gap
                Emblem {
                    role: "werewolf"
                    Layout.preferredWidth: 72
                    Layout.preferredHeight: 72
                }
                ColumnLayout {
                    Layout.fillWidth: true
                    spacing: 0
                    Txt {
                        Layout.fillWidth: true
                        text: qsTr("Werewolf")
                        font.pixelSize: Theme.title
                        font.bold: true
                    }
                    Txt {
                        Layout.fillWidth: true
                        text: qsTr("The TV runs the night; every laptop keeps its player's secret.")
                        color: Theme.muted
                        font.pixelSize: Theme.small
                    }
                }
                LanguageSwitch {
                    Layout.alignment: Qt.AlignTop
                    language: window.language
                    size: Theme.body
                }
            }
            Panel {
                // The game the TV was playing when it stopped (a crash, a closed window).
                objectName: "resumePanel"
                Layout.fillWidth: true
                Layout.preferredHeight: resumeRow.implicitHeight + Theme.gap * 1.4
                visible: window.launcher.canResume
                border.color: Theme.good
                RowLayout {
                    id: resumeRow
                    anchors.fill: parent
                    anchors.margins: Theme.gap * 0.7
                    spacing: Theme.gap
                    ColumnLayout {
                        Layout.fillWidth: true
                        spacing: 2
                        RowLayout {
                            Layout.fillWidth: true
                            spacing: Theme.gap
                            Txt {
                                text: qsTr("Resume the interrupted game")
                                font.pixelSize: Theme.large
                                font.bold: true
                                wrapMode: Text.NoWrap
                            }
                            Txt {
                                Layout.fillWidth: true
                                text: window.launcher.resumeStarted
                                color: Theme.muted
                                font.pixelSize: Theme.small
                                horizontalAlignment: Text.AlignRight
                            }
                        }
                        Txt {
                            Layout.fillWidth: true
                            text: window.launcher.resumeGame
                        }
                        Txt {
                            Layout.fillWidth: true
                            text: window.launcher.resumePlayers
                            color: Theme.muted
                            font.pixelSize: Theme.small
                        }
                    }
                    ColumnLayout {
                        Layout.preferredWidth: 300
                        Layout.minimumWidth: 300
                        Layout.maximumWidth: 300
                        spacing: Theme.gap * 0.4
                        ActionButton {
                            objectName: "resumeButton"
                            Layout.fillWidth: true
                            text: qsTr("Resume")
                            size: Theme.large
                            accent: Theme.good
                            onClicked: window.launcher.choose("resume", "", 0)
                        }
                        ActionButton {
                            // Two clicks: the game is gone for good after the second.
                            id: forget
                            objectName: "forgetButton"
                            property bool asked: false
                            Layout.fillWidth: true
                            text: asked ? qsTr("Click again to forget it") : qsTr("Forget this game")
                            size: Theme.small
                            accent: asked ? Theme.danger : Theme.surfaceHigh
                            onClicked: asked ? window.launcher.forgetInterrupted() : asked = true
                        }
                    }
                }
            }
            RowLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                spacing: Theme.gap
                Panel {
                    // Hosting has a form: the wider column.
                    Layout.preferredWidth: canvas.width * 0.56
                    Layout.fillHeight: true
                    Layout.minimumHeight: hostColumn.implicitHeight + Theme.gap * 1.6
                    ColumnLayout {
                        id: hostColumn
                        anchors.fill: parent
                        anchors.margins: Theme.gap * 0.8
                        spacing: Theme.gap * 0.5
                        Txt {
                            Layout.fillWidth: true
                            text: qsTr("Host a game")
                            font.pixelSize: Theme.large
                            font.bold: true
                        }
                        Txt {
                            Layout.fillWidth: true
                            text: qsTr("This computer goes on the TV and replaces the game master.")
                            color: Theme.muted
                            font.pixelSize: Theme.small
                        }
                        GridLayout {
                            Layout.fillWidth: true
                            columns: 2
                            columnSpacing: Theme.gap * 0.6
                            rowSpacing: Theme.gap * 0.4
                            Txt {
                                Layout.maximumWidth: 200
                                text: qsTr("Edition")
                            }
                            ChoiceBox {
                                objectName: "editionChoice"
                                Layout.fillWidth: true
                                model: window.launcher.editions
                                textRole: "label"
                                valueRole: "edition"
                                currentIndex: window.launcher.editionIndex
                                onActivated: window.launcher.chooseEdition(currentValue)
                            }
                            Txt {
                                Layout.maximumWidth: 200
                                text: qsTr("Room name")
                            }
                            TextField {
                                id: room
                                Layout.fillWidth: true
                                font.pixelSize: Theme.body
                                maximumLength: 40
                                text: window.launcher.room
                            }
                            Txt {
                                Layout.maximumWidth: 200
                                text: qsTr("Seats at the table")
                            }
                            SpinBox {
                                id: seats
                                from: window.launcher.minPlayers
                                to: window.launcher.maxPlayers
                                value: window.launcher.players
                                editable: true
                                font.pixelSize: Theme.body
                            }
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
                ColumnLayout {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    spacing: Theme.gap * 0.7
                    Panel {
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.minimumHeight: joinColumn.implicitHeight + Theme.gap * 1.6
                        ColumnLayout {
                            id: joinColumn
                            anchors.fill: parent
                            anchors.margins: Theme.gap * 0.8
                            spacing: Theme.gap * 0.4
                            Txt {
                                Layout.fillWidth: true
                                text: qsTr("Join a game")
                                font.pixelSize: Theme.large
                                font.bold: true
                            }
                            Txt {
                                Layout.fillWidth: true
                                text: qsTr("Your laptop shows your secret role, your night choices and your vote.")
                                color: Theme.muted
                                font.pixelSize: Theme.small
                            }
                            Item { Layout.fillHeight: true }
                            ActionButton {
                                objectName: "joinButton"
                                Layout.fillWidth: true
                                text: qsTr("Join")
                                size: Theme.body
                                onClicked: window.launcher.choose("join", "", 0)
                            }
                        }
                    }
                    Panel {
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.minimumHeight: localColumn.implicitHeight + Theme.gap * 1.6
                        ColumnLayout {
                            id: localColumn
                            anchors.fill: parent
                            anchors.margins: Theme.gap * 0.8
                            spacing: Theme.gap * 0.4
                            Txt {
                                Layout.fillWidth: true
                                text: qsTr("One screen")
                                font.pixelSize: Theme.large
                                font.bold: true
                            }
                            Txt {
                                Layout.fillWidth: true
                                text: qsTr("No laptops? 4 to 12 players pass this screen around for each secret step.")
                                color: Theme.muted
                                font.pixelSize: Theme.small
                            }
                            Item { Layout.fillHeight: true }
                            ActionButton {
                                objectName: "localButton"
                                Layout.fillWidth: true
                                text: qsTr("Play on one screen")
                                size: Theme.body
                                accent: Theme.solo
                                onClicked: window.launcher.choose("local", "", 0)
                            }
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
