import QtQuick
import QtQuick.Layouts
import LgModels

// Every living player's night screen (a power, or a harmless dream), the vote, an election
// (its candidacies: stand or decline), and an owed action (a dying Hunter's shot, a
// successor, a tie-break, a choice of any number of voters): a question and the players to
// choose from. At night it looks the same for every role until the player shows their
// role (``secretChoice``): the same question, the same buttons; other choices are public
// in kind, so their options and hint always show.
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
            // The question and its choices scroll when a large table's names, cards and
            // options are taller than the screen; a new question opens at its top.
            ScrollColumn {
                id: choices
                objectName: "actionColumn"
                Layout.fillWidth: true
                Layout.fillHeight: true
                spacing: Theme.gap
                // (the phase's title, not the title line: its countdown ticks every second)
                readonly property string question: root.player.phaseTitle + root.player.publicPrompt
                onQuestionChanged: choices.toTop()
                Txt {
                    Layout.fillWidth: true
                    text: root.player.titleLine
                    color: Theme.muted
                    font.pixelSize: Theme.body
                }
                Txt {
                    objectName: "actionPrompt"
                    Layout.fillWidth: true
                    text: !root.player.hasAction ? root.player.waitingText
                          : root.player.revealed ? root.player.prompt : root.player.publicPrompt
                    // (smaller above a crowded table's names, to keep its buttons in view)
                    font.pixelSize: targetGrid.crowded ? Theme.large : Theme.title
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
                Txt {
                    // A wolf's view of the pack's agreement: a secret, shown with the card.
                    objectName: "packLine"
                    Layout.fillWidth: true
                    visible: root.player.revealed && root.player.packLine !== ""
                    text: root.player.packLine
                    color: Theme.wolves
                    font.pixelSize: Theme.body
                }
                // Once the card is shown, what the power cannot use is left out (the Little
                // Girl's screen has her grid, not the players; the Witch's, no center card).
                TargetGrid {
                    id: targetGrid
                    Layout.fillWidth: true
                    visible: root.player.hasAction && (!root.player.revealed || root.player.targetsUsable)
                    dense: root.player.composing
                    model: root.player.targets
                    revealed: root.player.revealed || !root.player.secretChoice
                    onPicked: seat => root.player.composing ? root.player.toggleSeat(seat)
                                                            : root.player.choose(seat)
                }
                // A card's secret form of the ballot (the Stuttering Judge's second vote): a
                // button shown with the card only, so that the vote screen is everybody's.
                ActionButton {
                    objectName: "secretBallot"
                    Layout.fillWidth: true
                    visible: root.player.hasAction && root.player.revealed && root.player.secretBallot !== ""
                    text: root.player.secretBallot
                    accent: root.player.secretBallotOn ? Theme.highlight : Theme.surfaceHigh
                    selected: root.player.secretBallotOn
                    onClicked: root.player.toggleSecretBallot()
                }
                // The composing screen (rich inputs): center cards, options, then confirm.
                // While the role is hidden it looks the same for every role: every card, no
                // option, no hint of what the power takes.
                Txt {
                    objectName: "pickHint"
                    Layout.fillWidth: true
                    visible: root.player.composing && (root.player.revealed || !root.player.secretChoice)
                    text: qsTr("Pick: %1").arg(root.player.pickHint)
                    color: Theme.muted
                    font.pixelSize: Theme.body
                }
                RowLayout {
                    Layout.fillWidth: true
                    visible: root.player.composing && cardRepeater.count > 0
                             && (!root.player.revealed || root.player.cardsUsable)
                    spacing: Theme.gap * 0.6
                    Repeater {
                        id: cardRepeater
                        model: root.player.cards
                        ActionButton {
                            required property int card
                            required property string label
                            required property bool mine
                            required property bool allowed
                            objectName: "card_" + card
                            Layout.fillWidth: true
                            // (a long label, "Carte du milieu 1", takes two lines)
                            Layout.preferredHeight: Math.max(72, implicitHeight)
                            text: label
                            accent: mine ? Theme.highlight : Theme.surfaceHigh
                            selected: mine
                            enabled: allowed || !root.player.revealed
                            opacity: enabled ? 1 : 0.35
                            onClicked: root.player.toggleCard(card)
                        }
                    }
                }
                GridLayout {
                    // One row for a few options; two columns for many (the anniversary
                    // Witch's "save this victim and poison", one per living player).
                    Layout.fillWidth: true
                    visible: root.player.composing && (root.player.revealed || !root.player.secretChoice)
                             && optionRepeater.count > 0
                    columns: optionRepeater.count > 4 ? 2 : Math.max(1, optionRepeater.count)
                    columnSpacing: Theme.gap * 0.6
                    rowSpacing: Theme.gap * 0.6
                    Repeater {
                        id: optionRepeater
                        model: root.player.options
                        ActionButton {
                            required property string option
                            required property string label
                            required property bool mine
                            required property bool allowed
                            objectName: "option_" + option
                            Layout.fillWidth: true
                            text: label
                            accent: mine ? Theme.highlight : Theme.surfaceHigh
                            selected: mine
                            // marked (a spent potion): offered, disabled once the card shows
                            enabled: allowed || !root.player.revealed
                            opacity: enabled ? 1 : 0.35
                            onClicked: root.player.chooseOption(option)
                        }
                    }
                }
                // The Little Girl's peek grid: her options, shown like them only with the role.
                PeekGrid {
                    objectName: "peekGrid"
                    visible: root.player.composing && root.player.revealed && root.player.peekGrid
                    model: root.player.grid
                    cellSize: 34
                    onPicked: cell => root.player.chooseOption(cell)
                }
                RowLayout {
                    Layout.fillWidth: true
                    visible: root.player.composing
                    spacing: Theme.gap * 0.6
                    ActionButton {
                        objectName: "clearPick"
                        text: qsTr("Start again")
                        accent: Theme.surfaceHigh
                        onClicked: root.player.clearPick()
                    }
                    ActionButton {
                        objectName: "confirmPick"
                        Layout.fillWidth: true
                        text: qsTr("Confirm")
                        onClicked: root.player.confirmPick()
                    }
                }
                Item { Layout.fillHeight: true }
            }
            PlayerSeats {
                Layout.fillWidth: true
                Layout.rightMargin: choices.gutter
                player: root.player
                mark: root.player.screen === "vote" ? "voted" : ""
            }
        }
        PrivateSide {
            // A fixed width: a long question (in French) must not narrow the notes and
            // the chat's field.
            Layout.preferredWidth: 380
            Layout.minimumWidth: 380
            Layout.maximumWidth: 380
            Layout.fillHeight: true
            player: root.player
        }
    }
}
