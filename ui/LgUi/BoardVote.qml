import QtQuick
import QtQuick.Layouts
import LgModels

// The vote in progress: who has voted (✓), never for whom. An election says whom it
// elects, who may be named (``candidatesLine``) and, during its candidacies, who stands.
Rectangle {
    id: root
    required property BoardModel board
    // Seats past which the chips drop to the board's smallest size (six lines of four).
    readonly property int largeTable: 12
    color: Theme.background
    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.gap * 2
        spacing: Theme.gap
        Txt {
            Layout.fillWidth: true
            text: root.board.electedTitle !== ""
                  ? qsTr("The election of the %1").arg(root.board.electedTitle)
                  : root.board.secondVote ? root.board.phaseTitle
                  : root.board.voteRound > 1 ? qsTr("The vote — round %1").arg(root.board.voteRound)
                                             : qsTr("The vote")
            font.pixelSize: Theme.boardTitle
            font.bold: true
            horizontalAlignment: Text.AlignHCenter
        }
        Txt {
            Layout.fillWidth: true
            text: root.board.candidacy
                  ? qsTr("Each living player stands or declines, on their own screen.")
                  : root.board.electedTitle !== ""
                  ? qsTr("Each living player names the one they want, on their own screen.")
                  : root.board.secondVote
                  ? qsTr("No debate: each living player votes again, on their own screen.")
                  : qsTr("Each living player names someone to banish, on their own screen.")
            font.pixelSize: Theme.boardBody
            color: Theme.muted
            horizontalAlignment: Text.AlignHCenter
        }
        // Who may be named: as large as the room left allows (a long list smaller, down
        // to the board's smallest size); no list where everybody alive may be.
        Txt {
            objectName: "candidatesLine"
            // Cut with "…" only past the smallest size (a list of more than a dozen names).
            readonly property bool elideOk: true
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.maximumHeight: implicitHeight
            visible: text !== ""
            text: root.board.candidacy ? root.board.candidacyLine
                  : root.board.candidatesEveryone ? "" : root.board.candidatesLine
            font.pixelSize: Theme.boardLarge
            fontSizeMode: Text.Fit
            minimumPixelSize: Theme.boardSmall
            elide: Text.ElideRight
            horizontalAlignment: Text.AlignHCenter
        }
        Txt {
            objectName: "votersLine"
            Layout.fillWidth: true
            visible: text !== ""
            text: root.board.votersLine
            font.pixelSize: Theme.boardLarge
            color: Theme.highlight
            horizontalAlignment: Text.AlignHCenter
        }
        Txt {
            Layout.fillWidth: true
            text: root.board.candidacy
                  ? qsTr("%1 of %2 have answered").arg(root.board.votedCount).arg(root.board.voterCount)
                  : qsTr("%1 of %2 have voted").arg(root.board.votedCount).arg(root.board.voterCount)
            font.pixelSize: Theme.boardHuge
            font.bold: true
            color: Theme.highlight
            horizontalAlignment: Text.AlignHCenter
        }
        Txt {
            Layout.fillWidth: true
            visible: root.board.hasTimer
            text: qsTr("Closes in %1").arg(root.board.timerText)
            font.pixelSize: Theme.boardBody
            horizontalAlignment: Text.AlignHCenter
        }
        BoardClock {
            Layout.fillWidth: true
            Layout.leftMargin: 240
            Layout.rightMargin: 240
            board: root.board
            showText: false
        }
        Item { Layout.fillHeight: true }
        SeatStrip {
            Layout.fillWidth: true
            model: root.board.players
            mark: "voted"
            size: count > root.largeTable ? Theme.boardSmall : Theme.boardBody
            maxRows: Theme.boardSeatRows
        }
    }
}
