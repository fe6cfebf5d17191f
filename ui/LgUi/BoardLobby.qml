import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import LgModels

// The lobby on the TV: who is seated (with a legend of the marks) across the top; below,
// how to join (code, QR code, address), the roles with what each does, and every setting
// in force. The host edits roles and settings here, or takes the recommended set-up, then
// starts. Drawn at 1920x1080 (BoardView scales it): nothing is cut at that size.
Item {
    id: root
    required property BoardModel board
    readonly property bool editing: root.board.isAdmin && root.board.screen === "lobby"

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.gap * 1.5
        spacing: Theme.gap * 0.6

        RowLayout {
            Layout.fillWidth: true
            Layout.rightMargin: 220  // the language buttons sit in the top-right corner
            spacing: Theme.gap * 2
            Txt {
                Layout.fillWidth: true
                text: root.board.room
                font.pixelSize: Theme.boardLarge
                // a long room name shrinks to fit before it is cut
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: Theme.boardSmall
                font.bold: true
                color: Theme.highlight
                elide: Text.ElideRight
                wrapMode: Text.NoWrap
            }
            Txt {
                visible: !editionChoice.visible
                text: root.board.editionLabel
                font.pixelSize: Theme.boardSmall
                color: Theme.muted
                wrapMode: Text.NoWrap
            }
            // The host picks the edition here; the composition and settings follow it.
            ChoiceBox {
                id: editionChoice
                objectName: "editionChoice"
                visible: root.editing && count > 1
                Layout.preferredWidth: 520
                size: Theme.boardSmall
                model: root.board.editions
                textRole: "label"
                valueRole: "edition"
                currentIndex: root.board.editionIndex
                onActivated: root.board.setEdition(currentValue)
            }
            Txt {
                text: qsTr("Players %1 / %2").arg(root.board.playerCount).arg(root.board.maxPlayers)
                font.pixelSize: Theme.boardBody
                font.bold: true
                wrapMode: Text.NoWrap
            }
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
            removable: root.editing
            onRemoveRequested: seat => root.board.kick(seat)
        }
        Txt {
            objectName: "lobbyLegend"
            Layout.fillWidth: true
            visible: root.board.playerCount > 0
            text: (root.editing ? qsTr("✓ ready   ⚙ played by the computer   ⚠ away   ✕ remove from the table")
                                : qsTr("✓ ready   ⚙ played by the computer   ⚠ away"))
            font.pixelSize: Theme.boardSmall * 0.7
            color: Theme.muted
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.topMargin: Theme.gap * 0.4
            spacing: Theme.gap * 2

            Panel {
                Layout.preferredWidth: 400
                Layout.fillHeight: true
                visible: !root.board.local
                ColumnLayout {
                    anchors.fill: parent
                    anchors.margins: Theme.gap
                    spacing: Theme.gap * 0.6
                    Txt {
                        Layout.fillWidth: true
                        text: qsTr("Join the game")
                        font.pixelSize: Theme.boardBody
                        font.bold: true
                    }
                    Txt {
                        text: qsTr("Code")
                        color: Theme.muted
                        font.pixelSize: Theme.boardSmall
                    }
                    Txt {
                        Layout.alignment: Qt.AlignHCenter
                        text: root.board.code
                        font.pixelSize: Theme.boardHuge * 0.8
                        font.bold: true
                        font.letterSpacing: 10
                        color: Theme.highlight
                        wrapMode: Text.NoWrap
                    }
                    Rectangle {
                        Layout.alignment: Qt.AlignHCenter
                        Layout.preferredWidth: 260
                        Layout.preferredHeight: 260
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
                        font.pixelSize: Theme.boardSmall * 0.8
                    }
                    Repeater {
                        model: root.board.addresses
                        Txt {
                            required property string modelData
                            Layout.fillWidth: true
                            text: modelData
                            font.pixelSize: Theme.boardSmall * 0.9
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

            // A long deck (one_night lists every role; French blurbs take two lines) scrolls
            // here rather than pushing the Start button off the screen.
            Flickable {
                id: compositionView
                Layout.preferredWidth: 680
                Layout.maximumWidth: 680
                Layout.fillHeight: true
                contentHeight: composition.implicitHeight
                clip: true
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar {
                    policy: compositionView.contentHeight > compositionView.height
                            ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
                }
                CompositionPanel {
                    id: composition
                    width: compositionView.width - 20
                    model: root.board.composition
                    editable: root.editing
                    describe: true
                    size: Theme.boardSmall * 0.85
                    onCountRequested: (role, count) => root.board.setRoleCount(role, count)
                }
            }

            ColumnLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                spacing: Theme.gap * 0.6
                Flickable {
                    id: settingsView
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    contentHeight: settings.implicitHeight
                    clip: true
                    boundsBehavior: Flickable.StopAtBounds
                    ScrollBar.vertical: ScrollBar {
                        policy: settingsView.contentHeight > settingsView.height
                                ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
                    }
                    SettingsPanel {
                        id: settings
                        width: settingsView.width - 20
                        model: root.board.settings
                        editable: root.board.isAdmin
                        size: Theme.boardSmall * 0.75
                        valueWidth: 300
                        onChangeRequested: (name, value) => root.board.setSetting(name, value)
                    }
                }
                Txt {
                    objectName: "playerWarning"
                    Layout.fillWidth: true
                    visible: root.board.playerWarning !== ""
                    text: root.board.playerWarning
                    color: Theme.muted
                    wrapMode: Text.WordWrap
                    font.pixelSize: Theme.boardSmall * 0.75
                }
                Txt {
                    Layout.fillWidth: true
                    visible: root.board.startHint !== ""
                    text: root.board.startHint
                    color: Theme.wolves
                    font.pixelSize: Theme.boardSmall * 0.8
                }
                // The edition's presets (anniversary's first game and scenarios): one
                // button each, greyed out with the reason when the table's size does not fit.
                Flow {
                    objectName: "presetChoice"
                    Layout.fillWidth: true
                    visible: root.editing && presetRepeater.count > 0
                    spacing: Theme.gap * 0.5
                    Repeater {
                        id: presetRepeater
                        model: root.board.presets
                        ActionButton {
                            required property string preset
                            required property string label
                            required property bool available
                            required property string reason
                            objectName: "preset_" + preset
                            text: reason === "" ? label : label + " (" + reason + ")"
                            enabled: available
                            size: Theme.boardSmall * 0.7
                            accent: Theme.surfaceHigh
                            contentItem: Txt {
                                text: parent.text
                                opacity: parent.enabled ? 1 : 0.5
                                font.pixelSize: Theme.boardSmall * 0.7
                                horizontalAlignment: Text.AlignHCenter
                                verticalAlignment: Text.AlignVCenter
                            }
                            onClicked: root.board.usePreset(preset)
                        }
                    }
                }
                RowLayout {
                    Layout.fillWidth: true
                    visible: root.board.isAdmin
                    spacing: Theme.gap
                    ActionButton {
                        text: qsTr("Recommended roles")
                        Layout.fillWidth: true
                        size: Theme.boardSmall * 0.8
                        accent: Theme.surfaceHigh
                        contentItem: Txt {
                            text: parent.text
                            font.pixelSize: Theme.boardSmall * 0.8
                            horizontalAlignment: Text.AlignHCenter
                            verticalAlignment: Text.AlignVCenter
                        }
                        onClicked: root.board.useRecommended()
                    }
                    ActionButton {
                        objectName: "startButton"
                        text: qsTr("Start the game")
                        Layout.fillWidth: true
                        size: Theme.boardBody * 0.8
                        accent: Theme.good
                        enabled: root.board.canStart
                        onClicked: root.board.start()
                    }
                }
            }
        }
    }
}
