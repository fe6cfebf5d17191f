import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import LgModels

// Seated, before the deal: who is at the table, the roles and every setting in force, and
// the "I'm ready" button.
Item {
    id: root
    required property PlayerModel player
    RowLayout {
        anchors.fill: parent
        anchors.margins: Theme.gap * 1.5
        spacing: Theme.gap * 1.5
        ColumnLayout {
            Layout.preferredWidth: 520
            Layout.maximumWidth: 520
            Layout.fillHeight: true
            spacing: Theme.gap * 0.6
            Txt {
                Layout.fillWidth: true
                text: root.player.room
                font.pixelSize: Theme.title
                font.bold: true
            }
            Txt {
                Layout.fillWidth: true
                text: root.player.editionLabel
                color: Theme.muted
            }
            Txt {
                Layout.fillWidth: true
                text: qsTr("You sit at the table as %1.").arg(root.player.name)
                font.pixelSize: Theme.large
            }
            // The seats take the height left above the "I'm ready" button, which stays in
            // view: a large table's chips scroll, their scroll bar shown then.
            Flickable {
                id: seatsView
                objectName: "lobbySeats"
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumHeight: Theme.gap * 3
                contentWidth: width
                contentHeight: seatsFlow.implicitHeight
                clip: true
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar {
                    policy: seatsView.contentHeight > seatsView.height + 1
                            ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
                }
                Flow {
                    id: seatsFlow
                    width: seatsView.width - 18
                    spacing: 8
                    Repeater {
                        model: root.player.lobbyPlayers
                        SeatChip {
                            required name
                            required bot
                            required connected
                            required property bool ready
                            required property bool me
                            // (a large table's long names, two chips a line)
                            size: root.player.lobbyPlayers.count > 12 ? 16 : Theme.small
                            marked: ready
                            border.color: me ? Theme.highlight : Theme.outline
                        }
                    }
                }
            }
            Txt {
                Layout.fillWidth: true
                visible: root.player.inLobby
                text: root.player.ready ? qsTr("Waiting for the host to start the game…")
                                        : qsTr("Read the settings, then say you are ready.")
                color: Theme.muted
            }
            ActionButton {
                objectName: "readyButton"
                Layout.fillWidth: true
                visible: root.player.inLobby
                text: root.player.ready ? qsTr("I'm ready ✓") : qsTr("I'm ready")
                size: Theme.large
                accent: root.player.ready ? Theme.good : Theme.village
                onClicked: root.player.setReady(!root.player.ready)
            }
        }
        Panel {
            Layout.fillWidth: true
            Layout.fillHeight: true
            // A large table's roles and settings scroll inside the panel.
            ScrollColumn {
                objectName: "lobbyRules"
                anchors.fill: parent
                anchors.margins: Theme.gap
                spacing: Theme.gap
                CompositionPanel {
                    Layout.fillWidth: true
                    model: root.player.composition
                    size: Theme.small
                }
                SettingsPanel {
                    Layout.fillWidth: true
                    model: root.player.settings
                    size: Theme.small
                    valueWidth: 230
                }
                Item { Layout.fillHeight: true }
            }
        }
    }
}
