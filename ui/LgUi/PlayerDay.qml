import QtQuick
import QtQuick.Layouts
import LgModels

// The day on a player's screen: the news, their private notes, "ready to vote", and a
// vote lodged in advance in case they are away when the vote closes.
Rectangle {
    id: root
    required property PlayerModel player
    color: Theme.background
    property bool askedVote: false
    Connections {
        target: root.player
        function onNumberChanged() { root.askedVote = false }
    }
    RowLayout {
        anchors.fill: parent
        anchors.margins: Theme.gap * 1.5
        spacing: Theme.gap * 1.5
        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.gap
            // The news and the proxy's list scroll when taller than the screen.
            ScrollColumn {
                id: dayColumn
                objectName: "dayColumn"
                Layout.fillWidth: true
                Layout.fillHeight: true
                spacing: Theme.gap
                Txt {
                    Layout.fillWidth: true
                    text: root.player.titleLine
                    font.pixelSize: Theme.title
                    font.bold: true
                }
                Txt {
                    Layout.fillWidth: true
                    text: root.player.waitingText
                    font.pixelSize: Theme.large
                }
                ActionButton {
                    objectName: "readyToVoteButton"
                    visible: root.player.phase === "day"
                    enabled: !root.askedVote
                    text: root.askedVote ? qsTr("Waiting for the others…") : qsTr("I'm ready to vote")
                    size: Theme.large
                    onClicked: { root.askedVote = true; root.player.readyToVote() }
                }
                Item { Layout.fillHeight: true }
                Txt {
                    Layout.fillWidth: true
                    visible: root.player.canProxy
                    text: root.player.proxyQuestion
                    color: Theme.muted
                }
                ChoiceBox {
                    id: proxy
                    objectName: "proxyBox"
                    Layout.preferredWidth: 420
                    visible: root.player.canProxy
                    model: root.player.proxyTargets
                    textRole: "name"
                    valueRole: "seat"
                    size: Theme.body
                    displayText: root.player.proxyCurrent < 0 ? root.player.proxyNobody : currentText
                    currentIndex: -1
                    onActivated: root.player.proxyVote(currentValue)
                }
            }
            PlayerSeats {
                Layout.fillWidth: true
                Layout.rightMargin: dayColumn.gutter
                player: root.player
            }
        }
        PrivateSide {
            Layout.preferredWidth: 380
            Layout.maximumWidth: 380
            Layout.fillHeight: true
            player: root.player
        }
    }
}
