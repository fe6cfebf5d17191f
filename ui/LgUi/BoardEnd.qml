import QtQuick
import QtQuick.Layouts
import LgModels

// The end: the winners, every role revealed, and the story of the game night by night;
// the host plays again with the same players (a new deal) or opens a new table. The
// buttons are pinned to the bottom. Up to ``sideBySideSeats`` seats the roles and the
// story share the screen; at a larger table each takes the whole screen in turn (the
// roles for ``rolesMs``, the story for one loop of its scroll), so that 24 names stay
// whole at a size read from the sofa.
Rectangle {
    id: root
    required property BoardModel board
    // The most seats whose roles fit in two columns beside the story (names of two lines).
    readonly property int sideBySideSeats: 10
    readonly property bool paged: roster.count > sideBySideSeats
    // Milliseconds the roles stay on screen before the story, when they take turns.
    property int rolesMs: 20000
    // What a paged end shows: 0 the roles, 1 the story.
    property int page: 0
    readonly property bool rolesShown: !paged || page === 0
    readonly property bool storyShown: !paged || page === 1
    color: Theme.background

    Timer {
        running: root.paged && root.visible
        repeat: true
        interval: root.page === 0 ? root.rolesMs : Math.max(root.rolesMs, recap.cycleMs)
        onTriggered: root.page = 1 - root.page
    }
    TextMetrics {
        id: winnersMetrics
        font: winners.font
        text: qsTr("Winners: %1").arg(root.board.winnersLine)
    }
    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.gap * 2
        spacing: Theme.gap
        Txt {
            Layout.fillWidth: true
            text: root.board.winnerTitle
            font.pixelSize: Theme.boardTitle * 1.2
            font.bold: true
            color: root.board.winner === "wolves" ? Theme.wolves
                   : root.board.winner === "village" ? Theme.village : Theme.solo
            horizontalAlignment: Text.AlignHCenter
        }
        // The winners by name while they fit on a line (two beside the story), else
        // counted: the roles below mark each of them ★.
        Txt {
            id: winners
            objectName: "winnersLine"
            Layout.fillWidth: true
            visible: root.board.winnersLine !== ""
            text: winnersMetrics.advanceWidth <= (root.width - Theme.gap * 4) * (root.paged ? 1 : 2) * 0.95
                  ? winnersMetrics.text
                  : qsTr("%n winner(s), marked ★", "", root.board.winnerCount)
            font.pixelSize: Theme.boardBody
            horizontalAlignment: Text.AlignHCenter
        }
        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            spacing: Theme.gap * 2
            Txt {
                text: qsTr("★ winner   ✝ dead")
                font.pixelSize: Theme.boardSmall
                color: Theme.muted
                wrapMode: Text.NoWrap
            }
            Txt {
                objectName: "centerLine"
                visible: root.board.centerLine !== ""
                text: root.board.centerLine
                font.pixelSize: Theme.boardSmall
                wrapMode: Text.NoWrap
            }
            // Which of the two a paged end shows.
            Row {
                visible: root.paged
                spacing: Theme.gap
                Txt {
                    objectName: "rolesTab"
                    text: qsTr("The roles")
                    font.pixelSize: Theme.boardSmall
                    font.bold: root.page === 0
                    font.underline: root.page === 0
                    color: root.page === 0 ? Theme.highlight : Theme.muted
                    wrapMode: Text.NoWrap
                }
                Txt {
                    objectName: "storyTab"
                    text: qsTr("The story")
                    font.pixelSize: Theme.boardSmall
                    font.bold: root.page === 1
                    font.underline: root.page === 1
                    color: root.page === 1 ? Theme.highlight : Theme.muted
                    wrapMode: Text.NoWrap
                }
            }
        }
        Item {
            id: body
            Layout.fillWidth: true
            Layout.fillHeight: true
            GridLayout {
                id: rosterGrid
                objectName: "roster"
                visible: root.rolesShown
                width: root.paged ? body.width : 860
                columns: root.paged ? 3 : 2
                columnSpacing: Theme.gap
                rowSpacing: Theme.gap * 0.3
                Repeater {
                    id: roster
                    model: root.board.reveal
                    RowLayout {
                        id: seat
                        required property string name
                        required property string role
                        required property string roleLabel
                        required property string camp
                        required property bool alive
                        required property bool winner
                        required property string dealtLabel
                        Layout.preferredWidth: (rosterGrid.width - (rosterGrid.columns - 1) * rosterGrid.columnSpacing)
                                               / rosterGrid.columns
                        Layout.maximumWidth: Layout.preferredWidth
                        spacing: 12
                        Emblem {
                            role: seat.role
                            Layout.preferredWidth: 56
                            Layout.preferredHeight: 56
                            opacity: seat.alive ? 1 : 0.6
                        }
                        ColumnLayout {
                            Layout.fillWidth: true
                            spacing: 0
                            Txt {
                                text: (seat.winner ? "★ " : "") + seat.name + (seat.alive ? "" : " ✝")
                                Layout.fillWidth: true
                                font.pixelSize: Theme.boardSmall
                                font.bold: true
                                wrapMode: Text.Wrap
                                color: seat.alive ? Theme.text : Theme.muted
                            }
                            // The final card, then the dealt one where it moved.
                            Txt {
                                Layout.fillWidth: true
                                text: seat.dealtLabel === "" ? seat.roleLabel
                                      : seat.roleLabel + " · " + seat.dealtLabel
                                font.pixelSize: Theme.boardSmall
                                color: Theme.campColor(seat.camp)
                            }
                        }
                    }
                }
            }
            Panel {
                visible: root.storyShown
                x: root.paged ? 0 : rosterGrid.width + Theme.gap * 2
                width: body.width - x
                height: body.height
                RecapPanel {
                    id: recap
                    objectName: "recap"
                    anchors.fill: parent
                    anchors.margins: Theme.gap
                    model: root.board.recap
                    size: Theme.boardSmall
                    autoScroll: true
                }
            }
        }
        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            visible: root.board.isAdmin
            spacing: Theme.gap
            ActionButton {
                objectName: "sameTableButton"
                text: qsTr("Same players, new deal")
                size: Theme.boardSmall
                accent: Theme.good
                onClicked: root.board.playAgain(true)
            }
            ActionButton {
                objectName: "newTableButton"
                text: qsTr("New table")
                size: Theme.boardSmall
                onClicked: root.board.playAgain(false)
            }
        }
    }
}
