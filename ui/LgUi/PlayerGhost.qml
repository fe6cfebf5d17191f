import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import LgModels

// The dead's screen: the roles the rules let the dead see (hidden, like every secret, until
// the player holds the button or the R key; where the dead see no more than the living, the
// cards this player knew alive, if any), and a chat among the dead (never shown to the
// living).
Rectangle {
    id: root
    required property PlayerModel player
    color: "#141a26"
    RowLayout {
        anchors.fill: parent
        anchors.margins: Theme.gap * 1.5
        spacing: Theme.gap * 1.5
        ColumnLayout {
            Layout.preferredWidth: 520
            Layout.maximumWidth: 520
            Layout.fillHeight: true
            spacing: Theme.gap * 0.5
            Txt {
                Layout.fillWidth: true
                text: qsTr("You are dead")
                font.pixelSize: Theme.title
                font.bold: true
                color: Theme.muted
            }
            // What the dead see, as the edition's rules say (every role, or no more
            // than the living: forum's usual rule).
            Txt {
                objectName: "ghostIntro"
                Layout.fillWidth: true
                text: root.player.ghostIntro
                color: Theme.muted
            }
            // Up to 24 seats: one line each (a long name wraps), scrolling when longer.
            ListView {
                id: knownList
                objectName: "knownList"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                boundsBehavior: Flickable.StopAtBounds
                model: root.player.known
                spacing: 4
                ScrollBar.vertical: ScrollBar {
                    policy: knownList.contentHeight > knownList.height + 1
                            ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
                }
                delegate: RowLayout {
                    id: known
                    required property string name
                    required property string roleLabel
                    required property string camp
                    required property bool alive
                    width: ListView.view.width - 16
                    Txt {
                        Layout.preferredWidth: 290
                        Layout.alignment: Qt.AlignTop
                        text: (known.alive ? "" : "✝ ") + known.name
                        font.pixelSize: Theme.small
                        color: known.alive ? Theme.text : Theme.dead
                    }
                    Txt {
                        Layout.fillWidth: true
                        Layout.alignment: Qt.AlignTop
                        font.pixelSize: Theme.small
                        text: root.player.revealed ? known.roleLabel : "•••"
                        color: root.player.revealed ? Theme.campColor(known.camp) : Theme.muted
                        font.bold: true
                    }
                }
            }
            RevealButton {
                Layout.fillWidth: true
                visible: root.player.ghostShow !== ""
                player: root.player
                size: Theme.small
                text: root.player.revealed ? root.player.ghostHide : root.player.ghostShow
            }
        }
        // The dead's chat, unless the edition's setting keeps them silent (ghost_chat).
        ChatPanel {
            objectName: "ghostChat"
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: root.player.chatChannel !== ""
            player: root.player
        }
    }
}
