import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import LgModels

// What only this player knows (their role, their team, their visions), hidden by default:
// shown while the player holds the button or the R key, or a few seconds after a tap. While
// hidden it looks the same for every role (no emblem, no camp colour, no line count). The
// latest public news always shows. Many notes scroll (``notesView``, at most
// ``maxNotesHeight`` high), opened at their end: the latest first in view; a long news
// line (a tie between a whole table) scrolls too (``newsView``). Given less height than
// its ``implicitHeight`` (a layout may shrink it down to ``minimumHeight``), the notes and
// the news shrink and scroll, never the role line or the button.
Panel {
    id: root
    required property PlayerModel player
    readonly property bool shown: root.player.revealed
    // Tallest the scrolling notes grow (the help, the notes and the cards seen), in
    // the 1280x800 canvas's pixels: about half the screen, leaving room for the chat.
    property int maxNotesHeight: 360
    // The least the notes and the news each keep when squeezed, in the canvas's pixels:
    // about two lines of notes, or of news.
    readonly property int leastScrolled: Theme.gap * 2
    implicitHeight: column.implicitHeight + 2 * Theme.gap
    // The panel's least height: its margins, the role line, the button, and the least of
    // the notes and of the news.
    readonly property real minimumHeight: 2 * Theme.gap + header.implicitHeight
        + column.spacing + reveal.implicitHeight
        + (newsView.visible ? column.spacing + newsView.Layout.minimumHeight : 0)
        + (notesView.visible ? column.spacing + notesView.Layout.minimumHeight : 0)
    border.color: root.shown ? Theme.campColor(root.player.camp) : Theme.outline
    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: Theme.gap
        spacing: 8
        RowLayout {
            id: header
            spacing: 12
            Emblem {
                role: root.shown && root.player.role !== "" ? root.player.role : "hidden"
                Layout.preferredWidth: 56
                Layout.preferredHeight: 56
            }
            Txt {
                objectName: "privateRole"
                Layout.fillWidth: true
                // (no card before forum's deal, which follows the Mayor's election)
                text: !root.shown ? qsTr("Your role is hidden.")
                      : root.player.role === "" ? qsTr("No card yet: the cards are dealt soon.")
                      : qsTr("You are: %1").arg(root.player.roleLabel)
                font.bold: true
                color: root.shown ? Theme.campColor(root.player.camp) : Theme.text
            }
        }
        // The role's help, the cards seen and the notes scroll within a bounded height
        // (a long night of notes must not push the rest off the screen). The column's
        // width is fixed by the panel, never by its content, so its height cannot feed
        // back into the layout.
        Flickable {
            id: notesView
            objectName: "notesView"
            Layout.fillWidth: true
            // (a layout shrinks only what fills: between the least and the preferred)
            Layout.fillHeight: true
            Layout.preferredHeight: Math.min(notesColumn.implicitHeight, root.maxNotesHeight)
            Layout.maximumHeight: Layout.preferredHeight
            Layout.minimumHeight: Math.min(notesColumn.implicitHeight, root.leastScrolled)
            visible: root.shown
            contentWidth: width
            contentHeight: notesColumn.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            // The latest notes matter most (tonight's answer): below the cards seen, the
            // notes open scrolled to their end, and follow the new ones.
            function toEnd() {
                contentY = Math.max(0, contentHeight - height)
            }
            onContentHeightChanged: toEnd()
            onHeightChanged: toEnd()
            onVisibleChanged: if (visible) toEnd()
            ScrollBar.vertical: ScrollBar {
                policy: notesView.contentHeight > notesView.height
                        ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
            }
            ColumnLayout {
                id: notesColumn
                width: notesView.width - 14
                spacing: 8
                Txt {
                    Layout.fillWidth: true
                    visible: root.shown && root.player.roleHelp !== ""
                    text: root.player.roleHelp
                    font.pixelSize: Theme.small
                }
                Flow {
                    objectName: "seenCards"
                    Layout.fillWidth: true
                    visible: root.shown && root.player.seenCards.count > 0
                    spacing: 8
                    Repeater {
                        model: root.shown ? root.player.seenCards : null
                        Rectangle {
                            id: card
                            required property string label
                            required property string role
                            required property string roleLabel
                            required property string camp
                            // Two a line in the notes' width.
                            width: 148
                            height: 150
                            radius: 10
                            color: Theme.surface
                            border.color: Theme.campColor(card.camp)
                            border.width: 2
                            ColumnLayout {
                                anchors.fill: parent
                                anchors.margins: 6
                                spacing: 2
                                // Whose card (a 24-character name): two lines, its
                                // size fitted to them, never cut.
                                Txt {
                                    Layout.fillWidth: true
                                    Layout.preferredHeight: Theme.small * 2
                                    text: card.label
                                    font.pixelSize: Theme.small * 0.8
                                    fontSizeMode: Text.Fit
                                    minimumPixelSize: 11
                                    horizontalAlignment: Text.AlignHCenter
                                    verticalAlignment: Text.AlignVCenter
                                }
                                Emblem {
                                    role: card.role
                                    Layout.alignment: Qt.AlignHCenter
                                    Layout.preferredWidth: 52
                                    Layout.preferredHeight: 52
                                }
                                Txt {
                                    Layout.fillWidth: true
                                    text: card.roleLabel
                                    font.pixelSize: Theme.small * 0.8
                                    font.bold: true
                                    color: Theme.campColor(card.camp)
                                    horizontalAlignment: Text.AlignHCenter
                                }
                            }
                        }
                    }
                }
                Repeater {
                    model: root.shown ? root.player.privateLines : []
                    Txt {
                        required property string modelData
                        Layout.fillWidth: true
                        text: modelData
                        color: Theme.highlight
                        font.pixelSize: Theme.small
                    }
                }
            }
        }
        RevealButton {
            id: reveal
            Layout.fillWidth: true
            player: root.player
            size: Theme.small
        }
        Flickable {
            id: newsView
            objectName: "newsView"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredHeight: news.implicitHeight
            Layout.maximumHeight: news.implicitHeight
            Layout.minimumHeight: Math.min(news.implicitHeight, root.leastScrolled)
            visible: root.player.newsLine !== ""
            contentWidth: width
            contentHeight: news.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {
                policy: newsView.contentHeight > newsView.height + 1
                        ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
            }
            Txt {
                id: news
                width: newsView.width - 14
                text: root.player.newsLine
                color: Theme.muted
            }
        }
    }
}
