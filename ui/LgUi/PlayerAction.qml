import QtQuick
import QtQuick.Layouts
import LgModels

// Every living player's night screen (a power, or a harmless dream), the vote, and a dying
// Hunter's shot: a question and the players to choose from. At night it looks the same for
// every role until the player shows their role: the same question, the same buttons.
Rectangle {
    id: root
    required property PlayerModel player
    color: root.player.phase === "night" ? Theme.nightSky : Theme.background
    RowLayout {
        anchors.fill: parent
        anchors.margins: Theme.gap * 1.5
        spacing: Theme.gap * 1.5
        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.gap
            Txt {
                Layout.fillWidth: true
                text: root.player.phaseTitle + (root.player.timerText ? "  ·  " + root.player.timerText : "")
                color: Theme.muted
                font.pixelSize: Theme.body
            }
            Txt {
                objectName: "actionPrompt"
                Layout.fillWidth: true
                text: !root.player.hasAction ? root.player.waitingText
                      : root.player.revealed ? root.player.prompt : root.player.publicPrompt
                font.pixelSize: Theme.title
                font.bold: true
            }
            Txt {
                // The host refused the last pick (the step moved on): choose again.
                Layout.fillWidth: true
                visible: root.player.hasAction && root.player.refusal !== ""
                text: root.player.refusal
                color: Theme.wolves
                font.pixelSize: Theme.body
            }
            TargetGrid {
                Layout.fillWidth: true
                visible: root.player.hasAction
                model: root.player.targets
                revealed: root.player.revealed
                onPicked: seat => root.player.choose(seat)
            }
            Item { Layout.fillHeight: true }
        }
        PrivateNotes {
            Layout.preferredWidth: 380
            Layout.alignment: Qt.AlignTop
            player: root.player
        }
    }
}
