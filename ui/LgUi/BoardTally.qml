import QtQuick
import QtQuick.Layouts
import LgModels

// A closed vote: the votes each player received (a weighted ballot marked ×2), then the
// outcome (banished, tie and revote, lots drawn, the Captain breaks the tie, elected, or
// nobody). The outcome is pinned to the bottom of the screen; the rows take the height
// left above it, as many of the first rows (most votes first) as fit whole, then a line
// counting the others, so that a tally of 24 names never pushes the outcome away.
Rectangle {
    id: root
    required property BoardModel board
    // How many rows are drawn (the rest are counted on the "others" line).
    readonly property int shownRows: fittingRows(rowsArea.height)
    readonly property int hiddenRows: rows.count - shownRows
    color: Theme.background

    // The first rows that fit whole in ``room`` pixels, with room for the "others" line
    // under them whenever some rows are left out.
    function fittingRows(room) {
        let used = 0
        for (let i = 0; i < rows.count; ++i) {
            const row = rows.itemAt(i)
            if (row === null)
                return i
            const need = row.implicitHeight + (i > 0 ? column.spacing : 0)
            const reserve = i + 1 < rows.count ? column.spacing + othersMetrics.height : 0
            if (used + need + reserve > room)
                return i
            used += need
        }
        return rows.count
    }

    FontMetrics {
        id: othersMetrics
        font: others.font
    }
    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.gap * 2
        spacing: Theme.gap
        Txt {
            Layout.fillWidth: true
            text: root.board.tallyTitle !== "" ? root.board.tallyTitle : qsTr("The votes")
            font.pixelSize: Theme.boardTitle
            font.bold: true
            horizontalAlignment: Text.AlignHCenter
        }
        Item {
            id: rowsArea
            objectName: "tallyRows"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Column {
                id: column
                width: parent.width
                spacing: Theme.gap * 0.6
                Repeater {
                    id: rows
                    model: root.board.tally
                    // An Item around the row: hidden, it still measures its row.
                    Item {
                        id: bar
                        required property int index
                        required property string name
                        required property int votes
                        required property string votesText
                        required property bool leading
                        required property string voters
                        objectName: "tallyRow_" + name
                        visible: index < root.shownRows
                        width: column.width
                        implicitHeight: line.implicitHeight
                        RowLayout {
                            id: line
                            width: parent.width
                            spacing: Theme.gap
                            Txt {
                                text: bar.name
                                Layout.preferredWidth: 560
                                Layout.maximumWidth: 560
                                Layout.alignment: Qt.AlignTop
                                font.pixelSize: Theme.boardBody
                                font.bold: bar.leading
                                wrapMode: Text.Wrap
                                horizontalAlignment: Text.AlignRight
                            }
                            // The bar, as long as the votes against the most voted; none
                            // where the totals are kept secret.
                            Item {
                                visible: root.board.tallyMost > 0
                                Layout.preferredWidth: 320
                                Layout.preferredHeight: Theme.boardBody
                                Layout.alignment: Qt.AlignTop
                                Rectangle {
                                    width: Math.max(height / 2,
                                                    parent.width * bar.votes / Math.max(1, root.board.tallyMost))
                                    height: parent.height
                                    radius: 8
                                    color: bar.leading ? Theme.wolves : Theme.village
                                }
                            }
                            // The count, then who voted so: beside it while they fit,
                            // under it else (without a count, the ballots alone).
                            Flow {
                                id: ballots
                                Layout.fillWidth: true
                                Layout.alignment: Qt.AlignTop
                                spacing: Theme.gap * 0.6
                                Txt {
                                    visible: bar.votesText !== ""
                                    text: bar.votesText
                                    font.pixelSize: Theme.boardBody
                                    font.bold: bar.leading
                                    wrapMode: Text.NoWrap
                                }
                                Txt {
                                    visible: bar.voters !== ""
                                    width: Math.min(implicitWidth, ballots.width)
                                    // Level with the count's line when beside it (y 0).
                                    topPadding: bar.votesText === "" || y > 0 ? 0
                                                : (Theme.boardBody - Theme.boardSmall) * 0.8
                                    text: bar.voters
                                    font.pixelSize: bar.votesText === "" ? Theme.boardBody : Theme.boardSmall
                                    color: bar.votesText === "" ? Theme.text : Theme.muted
                                    wrapMode: Text.Wrap
                                }
                            }
                        }
                    }
                }
                Txt {
                    id: others
                    objectName: "tallyOthers"
                    width: column.width
                    visible: root.hiddenRows > 0
                    //: Under the first rows of a tally too long for the screen.
                    text: qsTr("… and %n other(s)", "", root.hiddenRows)
                    font.pixelSize: Theme.boardBody
                    color: Theme.muted
                    horizontalAlignment: Text.AlignHCenter
                }
            }
        }
        Txt {
            objectName: "tallyVerdict"
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
