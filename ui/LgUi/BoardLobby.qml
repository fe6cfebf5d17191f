import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import LgModels

// The lobby on the TV: the room across the top; on the left, how to join (the code, which
// shrinks to fit its card, the QR code, which takes the room left under it, and the
// address); on the right who is seated (with a legend of the marks), the roles with what
// each does, and every setting in force. The host edits roles and settings here, picks a
// preset, adds or removes computer players, or takes the recommended set-up, then starts;
// removing a player asks first. Drawn at 1920x1080 (BoardView scales it): nothing is cut
// at that size, at 24 seats with long names and an 8-digit code, and no text is under
// Theme.boardSmall (read from a sofa).
Item {
    id: root
    objectName: "boardLobby"
    required property BoardModel board
    // The TV's sound settings (null: no sound controls; BoardView draws its corner).
    property SoundSettings sound: null
    readonly property bool editing: root.board.isAdmin && root.board.screen === "lobby"
    //: The seat the host asked to remove, waiting for the confirmation (-1: none).
    property int kickSeat: -1
    property string kickName: ""
    property bool kickBot: false

    function askKick(seat) {
        root.kickName = root.board.seatName(seat)
        root.kickBot = root.board.seatIsBot(seat)
        root.kickSeat = seat
        confirm.forceActiveFocus()
    }
    function closeKick() {
        root.kickSeat = -1
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.gap * 1.5
        spacing: Theme.gap * 0.6

        RowLayout {
            Layout.fillWidth: true
            // the language buttons (BoardWindow's, two at Theme.boardSmall) sit in the top-right
            // corner, and the sound's button (BoardView's) left of them
            Layout.rightMargin: Theme.lobbyCorner + (root.sound !== null ? Theme.soundCorner : 0)
            spacing: Theme.gap * 2
            Txt {
                Layout.fillWidth: true
                Layout.preferredHeight: Theme.boardLarge * 1.8
                text: root.board.room
                font.pixelSize: Theme.boardLarge
                // a long room name takes two lines and shrinks to fit before it is cut
                fontSizeMode: Text.Fit
                minimumPixelSize: Theme.boardSmall
                verticalAlignment: Text.AlignVCenter
                font.bold: true
                color: Theme.highlight
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
                Layout.preferredWidth: 640
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

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.gap * 1.5

            Panel {
                objectName: "joinCard"
                Layout.preferredWidth: 420
                Layout.fillHeight: true
                visible: !root.board.local
                ColumnLayout {
                    anchors.fill: parent
                    anchors.margins: Theme.gap
                    spacing: Theme.gap * 0.5
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
                    // Up to 8 digits: the code shrinks to the card's width, never past it.
                    Txt {
                        objectName: "joinCode"
                        Layout.fillWidth: true
                        Layout.preferredHeight: Theme.boardHuge
                        text: root.board.code
                        font.pixelSize: Theme.boardHuge * 0.8
                        fontSizeMode: Text.HorizontalFit
                        minimumPixelSize: Theme.boardSmall
                        font.bold: true
                        font.letterSpacing: 4
                        horizontalAlignment: Text.AlignHCenter
                        verticalAlignment: Text.AlignVCenter
                        color: Theme.highlight
                        wrapMode: Text.NoWrap
                    }
                    // The QR code takes the square that fits the room left in the card.
                    Item {
                        id: qrSpace
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.minimumHeight: 120
                        Rectangle {
                            objectName: "joinQr"
                            anchors.centerIn: parent
                            width: Math.min(qrSpace.width, qrSpace.height, 400)
                            height: width
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
                    }
                    // The address to type, each of the host's (several networks): while
                    // phones may join, the phones' page's (``http://…``), which the app
                    // takes too. A line too narrow breaks it after "http://" or before the
                    // port (never inside a number, which a guest would misread), else anywhere.
                    Txt {
                        Layout.fillWidth: true
                        text: root.board.phonesMayJoin ? qsTr("Or type this address on a phone or in the app:")
                                                       : qsTr("Or type this address in the app:")
                        color: Theme.muted
                        font.pixelSize: Theme.boardSmall
                    }
                    Repeater {
                        model: root.board.typedAddresses
                        Txt {
                            required property string modelData
                            objectName: "typedAddress"
                            Layout.fillWidth: true
                            text: modelData.replace("://", "://\u200b").replace(/:([0-9]+)$/, ":\u200b$1")
                            font.pixelSize: Theme.boardSmall
                            font.bold: true
                            wrapMode: Text.Wrap  // an address is one word
                        }
                    }
                    // The host's "Phones may join": on, the host serves the phones' page
                    // and the QR code opens it; off, it serves nothing but the laptops'
                    // WebSocket, and the QR code holds the app's link.
                    Switch {
                        id: phonesSwitch
                        objectName: "phonesSwitch"
                        Layout.fillWidth: true
                        Layout.topMargin: Theme.gap * 0.3
                        visible: root.editing
                        checked: root.board.phonesMayJoin
                        text: qsTr("Phones may join")
                        spacing: Theme.gap * 0.5
                        padding: 0
                        onToggled: {
                            root.board.setPhones(checked)
                            checked = Qt.binding(() => root.board.phonesMayJoin)
                        }
                        indicator: Rectangle {
                            implicitWidth: Theme.boardSmall * 2.2
                            implicitHeight: Theme.boardSmall * 1.2
                            x: phonesSwitch.leftPadding
                            y: (phonesSwitch.height - height) / 2
                            radius: height / 2
                            color: phonesSwitch.checked ? Theme.good : Theme.surfaceHigh
                            border.color: phonesSwitch.visualFocus ? Theme.highlight : Theme.outline
                            border.width: 2
                            Rectangle {
                                x: phonesSwitch.checked ? parent.width - width - 4 : 4
                                anchors.verticalCenter: parent.verticalCenter
                                width: parent.height - 8
                                height: width
                                radius: width / 2
                                color: Theme.text
                            }
                        }
                        contentItem: Txt {
                            text: phonesSwitch.text
                            font.pixelSize: Theme.boardSmall
                            leftPadding: phonesSwitch.indicator.width + phonesSwitch.spacing
                            verticalAlignment: Text.AlignVCenter
                        }
                    }
                }
            }

            LocalSeating {
                Layout.preferredWidth: 460
                Layout.fillHeight: true
                visible: root.board.local
                board: root.board
            }

            ColumnLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                spacing: Theme.gap * 0.5
                Txt {
                    visible: root.board.playerCount === 0
                    text: qsTr("Waiting for the first player…")
                    color: Theme.muted
                    font.pixelSize: Theme.boardBody
                }
                // Every seat; a big table with long names scrolls here (three whole rows of
                // chips) rather than pushing the roles and the Start button off the screen.
                LobbyScroll {
                    id: seatView
                    objectName: "seatView"
                    Layout.fillWidth: true
                    Layout.preferredHeight: shown
                    room: Theme.boardSmall * 7.2
                    visible: root.board.playerCount > 0
                    rows: seats
                    contentHeight: seats.implicitHeight + seats.y * 2
                    SeatStrip {
                        id: seats
                        y: Theme.boardSmall * 0.3  // room for the ✕'s wider click area
                        width: seatView.contentWidth
                        model: root.board.players
                        mark: "ready"
                        size: Theme.boardSmall
                        removable: root.editing
                        onRemoveRequested: seat => root.askKick(seat)
                    }
                }
                Txt {
                    objectName: "lobbyLegend"
                    Layout.fillWidth: true
                    visible: root.board.playerCount > 0
                    text: (root.editing ? qsTr("✓ ready   ⚙ played by the computer   ⚠ away   ✕ remove from the table")
                                        : qsTr("✓ ready   ⚙ played by the computer   ⚠ away"))
                    font.pixelSize: Theme.boardSmall
                    color: Theme.muted
                }
                // What the host's door turned away: one small line, only once something
                // happened (the game screens show it in BoardView).
                Txt {
                    objectName: "lobbyDoorNotice"
                    Layout.fillWidth: true
                    visible: root.board.doorLine !== ""
                    text: root.board.doorLine
                    font.pixelSize: Theme.boardSmall
                    color: Theme.muted
                }
                // Devices turned away while somebody guesses codes, each with the door tag
                // its screen shows: the host lets in the one whose tag a friend reads aloud.
                Flow {
                    objectName: "lobbyKnocks"
                    Layout.fillWidth: true
                    visible: root.board.knockLine !== ""
                    spacing: Theme.gap * 0.5
                    Txt {
                        text: root.board.knockLine
                        font.pixelSize: Theme.boardSmall
                        height: implicitHeight
                    }
                    Repeater {
                        model: root.board.knocks
                        ActionButton {
                            objectName: "letIn_" + model.tag
                            text: model.tag
                            size: Theme.boardSmall
                            padding: Theme.boardSmall * 0.3
                            accent: Theme.good
                            onClicked: root.board.letIn(model.tag)
                        }
                    }
                }

                RowLayout {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.topMargin: Theme.gap * 0.3
                    spacing: Theme.gap * 1.5

                    ColumnLayout {
                        Layout.preferredWidth: 640
                        Layout.maximumWidth: 640
                        Layout.fillHeight: true
                        spacing: Theme.gap * 0.5
                        // The edition's presets (anniversary's first game and scenarios):
                        // the one in play is shown selected, and what it set is said below.
                        RowLayout {
                            Layout.fillWidth: true
                            visible: root.editing && root.board.presets.count > 0
                            spacing: Theme.gap * 0.5
                            Txt {
                                text: qsTr("Preset")
                                color: Theme.muted
                                font.pixelSize: Theme.boardSmall
                                wrapMode: Text.NoWrap
                            }
                            ChoiceBox {
                                id: presetChoice
                                objectName: "presetChoice"
                                Layout.fillWidth: true
                                size: Theme.boardSmall
                                model: root.board.presets
                                textRole: "choice"
                                valueRole: "preset"
                                currentIndex: root.board.presetIndex
                                // the preset in play, "Recommended roles" or "None: roles chosen by hand"
                                displayText: root.board.presetLabel
                                onActivated: root.board.usePreset(currentValue)
                            }
                        }
                        Txt {
                            objectName: "presetLine"
                            Layout.fillWidth: true
                            visible: root.editing && root.board.presetLine !== ""
                            text: "✓ " + root.board.presetLine
                            color: Theme.highlight
                            font.pixelSize: Theme.boardSmall
                        }
                        // A long deck (one_night lists every role; French blurbs take two
                        // lines) scrolls here rather than pushing the Start button off the screen.
                        LobbyScroll {
                            id: compositionView
                            objectName: "compositionView"
                            Layout.fillWidth: true
                            Layout.fillHeight: true
                            rows: composition.rows
                            contentHeight: composition.implicitHeight
                            CompositionPanel {
                                id: composition
                                width: compositionView.contentWidth
                                model: root.board.composition
                                editable: root.editing
                                describe: true
                                size: Theme.boardSmall
                                blurbSize: Theme.boardSmall
                                onCountRequested: (role, count) => root.board.setRoleCount(role, count)
                            }
                        }
                    }

                    ColumnLayout {
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        spacing: Theme.gap * 0.5
                        LobbyScroll {
                            id: settingsView
                            objectName: "settingsView"
                            Layout.fillWidth: true
                            Layout.fillHeight: true
                            rows: settings.rows
                            contentHeight: settings.implicitHeight
                            SettingsPanel {
                                id: settings
                                width: settingsView.contentWidth
                                model: root.board.settings
                                editable: root.board.isAdmin
                                size: Theme.boardSmall
                                valueWidth: 440
                                onChangeRequested: (name, value) => root.board.setSetting(name, value)
                            }
                        }
                        // Nothing can be heard here: said plainly, before the game starts.
                        Txt {
                            objectName: "noAudioLine"
                            Layout.fillWidth: true
                            Layout.preferredWidth: 1  // wraps in the column, never widens it
                            visible: root.sound !== null && !root.sound.available
                            text: root.sound !== null ? "⚠ " + root.sound.reason : ""
                            color: Theme.wolves
                            font.pixelSize: Theme.boardSmall
                        }
                        Txt {
                            objectName: "playerWarning"
                            Layout.fillWidth: true
                            visible: root.board.playerWarning !== ""
                            text: root.board.playerWarning
                            color: Theme.muted
                            font.pixelSize: Theme.boardSmall
                        }
                        // Why Start waits: a table that fills reads plainly; a set-up to
                        // fix is a warning (with its ⚠, not told by colour alone).
                        Txt {
                            objectName: "startHint"
                            Layout.fillWidth: true
                            visible: root.board.startHint !== ""
                            text: (root.board.startAlarm ? "⚠ " : "") + root.board.startHint
                            color: root.board.startAlarm ? Theme.wolves : Theme.text
                            font.pixelSize: Theme.boardSmall
                        }
                        RowLayout {
                            Layout.fillWidth: true
                            visible: root.editing && !root.board.local
                            spacing: Theme.gap
                            ActionButton {
                                id: addBot
                                objectName: "addBotButton"
                                // as high as its neighbour (one may wrap in French)
                                Layout.preferredHeight: Math.max(addBot.implicitHeight, removeBot.implicitHeight)
                                text: qsTr("Add a computer player")
                                Layout.fillWidth: true
                                Layout.preferredWidth: 2
                                size: Theme.boardSmall
                                accent: Theme.surfaceHigh
                                enabled: root.board.playerCount < root.board.maxPlayers
                                onClicked: root.board.addBot()
                            }
                            ActionButton {
                                id: removeBot
                                objectName: "removeBotButton"
                                // as high as its neighbour (one may wrap in French)
                                Layout.preferredHeight: Math.max(removeBot.implicitHeight, addBot.implicitHeight)
                                text: qsTr("Remove one")
                                Layout.fillWidth: true
                                Layout.preferredWidth: 1
                                size: Theme.boardSmall
                                accent: Theme.surfaceHigh
                                enabled: root.board.botCount > 0
                                onClicked: root.board.removeBot()
                            }
                        }
                        RowLayout {
                            Layout.fillWidth: true
                            visible: root.board.isAdmin
                            spacing: Theme.gap
                            ActionButton {
                                id: recommendedButton
                                objectName: "recommendedButton"
                                text: qsTr("Recommended roles")
                                // as high as its neighbour (one may wrap in French)
                                Layout.preferredHeight: Math.max(recommendedButton.implicitHeight, startButton.implicitHeight)
                                Layout.fillWidth: true
                                Layout.preferredWidth: 1
                                size: Theme.boardSmall
                                accent: Theme.surfaceHigh
                                onClicked: root.board.useRecommended()
                            }
                            ActionButton {
                                id: startButton
                                objectName: "startButton"
                                // as high as its neighbour (one may wrap in French)
                                Layout.preferredHeight: Math.max(startButton.implicitHeight, recommendedButton.implicitHeight)
                                text: qsTr("Start the game")
                                Layout.fillWidth: true
                                Layout.preferredWidth: 1
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
    }

    // "Remove Marie from the table?": one click on a chip's ✕ no longer removes anybody.
    Rectangle {
        id: confirm
        objectName: "kickConfirm"
        anchors.fill: parent
        visible: root.kickSeat >= 0
        color: "#d9080c18"
        focus: visible
        Keys.onEscapePressed: root.closeKick()
        MouseArea {  // the lobby behind cannot be clicked while the question is open
            anchors.fill: parent
            onClicked: root.closeKick()
        }
        Panel {
            anchors.centerIn: parent
            width: 1000
            height: question.implicitHeight + Theme.gap * 3
            MouseArea { anchors.fill: parent }  // a click on the card does not cancel
            ColumnLayout {
                id: question
                anchors.fill: parent
                anchors.margins: Theme.gap * 1.5
                spacing: Theme.gap
                Txt {
                    objectName: "kickQuestion"
                    Layout.fillWidth: true
                    text: qsTr("Remove %1 from the table?").arg(root.kickName)
                    font.pixelSize: Theme.boardLarge
                    font.bold: true
                }
                Txt {
                    Layout.fillWidth: true
                    text: root.kickBot ? qsTr("The seat is freed; you can add a computer player again at any time.")
                                       : qsTr("They cannot join this table again until you let them back in.")
                    color: Theme.muted
                    font.pixelSize: Theme.boardSmall
                }
                RowLayout {
                    Layout.fillWidth: true
                    Layout.topMargin: Theme.gap * 0.5
                    spacing: Theme.gap
                    ActionButton {
                        objectName: "kickCancel"
                        text: qsTr("Cancel")
                        Layout.fillWidth: true
                        size: Theme.boardBody
                        accent: Theme.surfaceHigh
                        onClicked: root.closeKick()
                    }
                    ActionButton {
                        objectName: "kickConfirmButton"
                        text: qsTr("Remove")
                        Layout.fillWidth: true
                        size: Theme.boardBody
                        accent: Theme.danger
                        onClicked: {
                            root.board.kick(root.kickSeat, root.kickName)
                            root.closeKick()
                        }
                    }
                }
            }
        }
    }
}
