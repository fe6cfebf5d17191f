import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import LgModels

// Finding the TV: the hosts found on the network, or an address typed by hand; then the
// code shown on the TV and the player's name. A seat this laptop still holds is taken back
// without typing ("Rejoining…", which the player may cancel to join elsewhere), or offered
// by a button when taking it back failed.
Item {
    id: root
    required property JoinModel join
    required property Language language

    RowLayout {
        anchors.fill: parent
        anchors.margins: Theme.gap * 1.5
        spacing: Theme.gap * 1.5

        Panel {
            Layout.preferredWidth: 560
            Layout.fillHeight: true
            ColumnLayout {
                anchors.fill: parent
                anchors.margins: Theme.gap
                spacing: Theme.gap * 0.6
                Txt {
                    text: qsTr("Games nearby")
                    font.pixelSize: Theme.large
                    font.bold: true
                }
                Txt {
                    objectName: "nearbyHint"
                    Layout.fillWidth: true
                    visible: !root.join.discovery || root.join.hosts.count === 0
                    text: !root.join.discovery
                          ? qsTr("Looking for games is turned off on this laptop: type the address shown on the TV, on the right.")
                          : root.join.noHostHint
                          ? qsTr("No game found. The network may hide it: type the address shown on the TV.")
                          : qsTr("Looking for games on this network…")
                    color: Theme.muted
                }
                ListView {
                    id: hostList
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    spacing: 10
                    model: root.join.hosts
                    delegate: ActionButton {
                        id: hostButton
                        required property int index
                        required property string room
                        required property string address
                        required property int port
                        required property string state
                        required property string seats
                        required property bool sameVersion
                        width: ListView.view.width
                        // A host of another version cannot be joined: said, not offered.
                        enabled: sameVersion
                        accent: Theme.surfaceHigh
                        selected: hostList.currentIndex === index
                        text: room
                        contentItem: ColumnLayout {
                            spacing: 2
                            Txt {
                                Layout.fillWidth: true
                                text: hostButton.room
                                font.pixelSize: Theme.body
                                font.bold: true
                            }
                            Txt {
                                Layout.fillWidth: true
                                text: hostButton.sameVersion
                                      ? qsTr("%1:%2 · %3 seats taken · %4").arg(hostButton.address)
                                        .arg(hostButton.port).arg(hostButton.seats)
                                        .arg(hostButton.state === "lobby" ? qsTr("open") : qsTr("in play"))
                                      : qsTr("%1:%2 · another version of the game: install the same version as the TV")
                                        .arg(hostButton.address).arg(hostButton.port)
                                color: Theme.muted
                                font.pixelSize: Theme.small
                            }
                        }
                        onClicked: {
                            hostList.currentIndex = index
                            manual.text = ""
                        }
                    }
                }
            }
        }

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.gap * 0.6
            RowLayout {
                Layout.fillWidth: true
                spacing: Theme.gap
                Txt {
                    objectName: "joinTitle"
                    Layout.fillWidth: true
                    text: qsTr("Join a game")
                    font.pixelSize: Theme.title
                    font.bold: true
                }
                LanguageSwitch {
                    objectName: "languageSwitch"
                    Layout.alignment: Qt.AlignTop
                    language: root.language
                }
            }
            Txt { text: qsTr("Your name"); color: Theme.muted }
            TextField {
                id: nameField
                objectName: "nameField"
                Layout.fillWidth: true
                font.pixelSize: Theme.large
                text: root.join.name
                maximumLength: 24
                placeholderText: qsTr("Name")
            }
            Txt { text: qsTr("Code shown on the TV"); color: Theme.muted }
            TextField {
                id: codeField
                objectName: "codeField"
                Layout.fillWidth: true
                font.pixelSize: Theme.large
                text: root.join.code
                maximumLength: 8
                inputMethodHints: Qt.ImhDigitsOnly
                validator: RegularExpressionValidator { regularExpression: /[0-9]*/ }
                placeholderText: "000000"
            }
            Txt { text: qsTr("Address (if the game is not listed)"); color: Theme.muted }
            TextField {
                id: manual
                objectName: "addressField"
                Layout.fillWidth: true
                font.pixelSize: Theme.large
                placeholderText: root.join.exampleAddress
                onTextEdited: hostList.currentIndex = -1
            }
            Txt {
                Layout.fillWidth: true
                visible: root.join.error !== ""
                text: root.join.error
                color: Theme.wolves
                font.bold: true
            }
            // The TV does not answer yet (or is too busy): the laptop keeps trying, backing
            // off, until the player cancels.
            Txt {
                objectName: "stillTryingLine"
                Layout.fillWidth: true
                visible: root.join.stillTrying && root.join.doorTag === ""
                text: qsTr("The TV does not answer yet: still trying…")
                color: Theme.muted
            }
            // The TV holds joins back (somebody is guessing codes at its door): the player
            // shows this tag to the host, who lets this laptop in from the TV.
            Txt {
                objectName: "doorTagLine"
                Layout.fillWidth: true
                visible: root.join.stillTrying && root.join.doorTag !== ""
                text: qsTr("Too many code guesses right now. Show this code to the TV:")
            }
            Txt {
                objectName: "doorTag"
                Layout.alignment: Qt.AlignHCenter
                visible: root.join.stillTrying && root.join.doorTag !== ""
                text: root.join.doorTag
                font.pixelSize: Theme.large * 2
                font.bold: true
                font.letterSpacing: Theme.large * 0.3
            }
            ActionButton {
                objectName: "cancelJoinButton"
                Layout.fillWidth: true
                visible: root.join.stillTrying
                text: qsTr("Cancel")
                accent: Theme.surfaceHigh
                onClicked: root.join.cancelJoin()
            }
            Item { Layout.fillHeight: true }
            ActionButton {
                objectName: "rejoinButton"
                Layout.fillWidth: true
                visible: root.join.savedRoom !== "" && !root.join.busy
                text: qsTr("Take my seat back at %1").arg(root.join.savedRoom)
                accent: Theme.surfaceHigh
                onClicked: root.join.rejoin()
            }
            ActionButton {
                objectName: "joinButton"
                Layout.fillWidth: true
                text: root.join.busy ? qsTr("Joining…") : qsTr("Join")
                size: Theme.large
                accent: Theme.good
                enabled: !root.join.busy && (manual.text !== "" || hostList.currentIndex >= 0)
                onClicked: manual.text !== ""
                           ? root.join.joinAddress(manual.text, codeField.text, nameField.text)
                           : root.join.joinHost(hostList.currentIndex, codeField.text, nameField.text)
            }
        }
    }

    // Taking the seat back: over the form, which stays out of reach until it is cancelled.
    Rectangle {
        objectName: "rejoiningPanel"
        anchors.fill: parent
        visible: root.join.rejoining !== ""
        color: Theme.background
        MouseArea { anchors.fill: parent }
        Panel {
            anchors.centerIn: parent
            width: 720
            height: rejoiningColumn.implicitHeight + 2 * Theme.gap * 1.5
            ColumnLayout {
                id: rejoiningColumn
                anchors.fill: parent
                anchors.margins: Theme.gap * 1.5
                spacing: Theme.gap
                Txt {
                    objectName: "rejoiningTitle"
                    Layout.fillWidth: true
                    text: qsTr("Rejoining %1…").arg(root.join.rejoining)
                    font.pixelSize: Theme.title
                    font.bold: true
                    horizontalAlignment: Text.AlignHCenter
                }
                Txt {
                    Layout.fillWidth: true
                    text: qsTr("This laptop takes your seat back: no need to type the code again.")
                    color: Theme.muted
                    horizontalAlignment: Text.AlignHCenter
                }
                ActionButton {
                    objectName: "cancelRejoinButton"
                    Layout.fillWidth: true
                    text: qsTr("Cancel and join another game")
                    accent: Theme.surfaceHigh
                    onClicked: root.join.cancelRejoin()
                }
            }
        }
    }
}
