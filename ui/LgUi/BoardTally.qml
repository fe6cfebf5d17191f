import QtQuick
import QtQuick.Layouts
import LgModels

// A closed vote: the votes each player received (a weighted ballot marked ×2), then the
// outcome (banished, tie and revote, lots drawn, the Captain breaks the tie, elected, or
// nobody).
Rectangle {
    id: root
    required property BoardModel board
    color: Theme.background
    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.gap * 2
        spacing: Theme.gap * 1.5
        Txt {
            Layout.fillWidth: true
            text: root.board.tallyTitle !== "" ? root.board.tallyTitle : qsTr("The votes")
            font.pixelSize: Theme.boardTitle
            font.bold: true
            horizontalAlignment: Text.AlignHCenter
        }
        Repeater {
            model: root.board.tally
            RowLayout {
                id: bar
                required property string name
                required property int votes
                required property string votesText
                required property bool leading
                required property string voters
                Layout.preferredWidth: 1400
                Layout.alignment: Qt.AlignHCenter
                spacing: Theme.gap
                Txt {
                    text: bar.name
                    Layout.preferredWidth: 420
                    Layout.maximumWidth: 420
                    font.pixelSize: Theme.boardLarge
                    font.bold: bar.leading
                    horizontalAlignment: Text.AlignRight
                }
                Rectangle {
                    Layout.preferredWidth: 90 * bar.votes
                    Layout.preferredHeight: Theme.boardLarge
                    radius: 8
                    color: bar.leading ? Theme.wolves : Theme.village
                }
                Txt {
                    Layout.fillWidth: true
                    // Without a count (totals kept secret) the ballots alone.
                    text: bar.voters === "" ? bar.votesText
                          : bar.votesText === "" ? bar.voters
                          : qsTr("%1 (%2)").arg(bar.votesText).arg(bar.voters)
                    font.pixelSize: Theme.boardBody
                }
            }
        }
        Item { Layout.fillHeight: true }
        Txt {
            Layout.fillWidth: true
            text: root.board.tallyText
            font.pixelSize: Theme.boardTitle
            font.family: Theme.serifFamily
            color: Theme.highlight
            horizontalAlignment: Text.AlignHCenter
        }
        Txt {
            Layout.fillWidth: true
            visible: root.board.tallyRole !== ""
            text: root.board.tallyRole
            font.pixelSize: Theme.boardLarge
            horizontalAlignment: Text.AlignHCenter
        }
        Txt {
            Layout.fillWidth: true
            visible: root.board.tallyDeaths !== ""
            text: root.board.tallyDeaths
            font.pixelSize: Theme.boardBody
            horizontalAlignment: Text.AlignHCenter
        }
    }
}
