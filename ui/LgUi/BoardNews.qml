import QtQuick
import QtQuick.Layouts
import LgModels

// The morning's news (who died in the night, or nobody; the Baker's bread), or deaths
// outside a morning (a last shot). Roles stay hidden unless the edition or a setting
// shows them: then each death's card is laid out under the news, its emblem as large as
// the height left above the seats allows (many deaths at a large table: smaller cards).
Rectangle {
    id: root
    required property BoardModel board
    property bool morning: true
    gradient: Gradient {
        GradientStop { position: 0.0; color: root.morning ? "#3a2a4f" : Theme.background }
        GradientStop { position: 1.0; color: root.morning ? "#c0703a" : "#3a1f1f" }
    }
    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.gap * 2
        spacing: Theme.gap
        Item { Layout.fillHeight: true }
        Txt {
            Layout.fillWidth: true
            text: root.morning ? root.board.morningTitle : root.board.deathsTitle
            font.pixelSize: Theme.boardTitle
            font.bold: true
            horizontalAlignment: Text.AlignHCenter
        }
        // Many deaths at a large table: smaller, down to the board's smallest size (and
        // past two lines of it cut with "…": the cards below name each of them).
        Txt {
            objectName: "deathsLine"
            readonly property bool elideOk: cardsRepeater.count > 0
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: Math.min(implicitHeight, Theme.boardSmall * 2.4)
            Layout.maximumHeight: implicitHeight
            Layout.leftMargin: 96
            Layout.rightMargin: 96
            text: root.board.deathsLine
            font.pixelSize: Theme.boardLarge
            font.family: Theme.serifFamily
            fontSizeMode: Text.Fit
            minimumPixelSize: Theme.boardSmall
            elide: Text.ElideRight
            horizontalAlignment: Text.AlignHCenter
        }
        // The card each death showed (an edition where deaths are revealed).
        Item {
            id: cardsArea
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: 48 + cardText
            Layout.preferredHeight: 150 + cardText
            Layout.maximumHeight: 150 + cardText
            visible: cardsRepeater.count > 0
            // Each card's width: a row of them across the screen at most.
            readonly property real cardWidth: Math.min(
                400, (width - (cardsRepeater.count - 1) * cards.spacing) / Math.max(1, cardsRepeater.count))
            // Height of a card without its emblem: padding, name (up to three lines), role.
            readonly property real cardText: Theme.gap * 3 + Theme.boardSmall * 4.8
            readonly property real emblemSize: Math.max(48, Math.min(150, height - cardText))
            Row {
                id: cards
                objectName: "deadCards"
                anchors.horizontalCenter: parent.horizontalCenter
                spacing: Theme.gap
                Repeater {
                    id: cardsRepeater
                    model: root.board.deadCards
                    Rectangle {
                        id: card
                        required property string name
                        required property string role
                        required property string roleLabel
                        required property string camp
                        width: cardsArea.cardWidth
                        height: Math.max(cardsArea.emblemSize + cardsArea.cardText,
                                         cardColumn.implicitHeight + Theme.gap * 2)
                        radius: Theme.radius
                        color: Theme.surface
                        border.width: 3
                        border.color: camp === "wolves" ? Theme.wolves
                                      : camp === "village" ? Theme.village : Theme.solo
                        Column {
                            id: cardColumn
                            anchors.centerIn: parent
                            width: parent.width - Theme.gap
                            spacing: Theme.gap * 0.5
                            Emblem {
                                anchors.horizontalCenter: parent.horizontalCenter
                                role: card.role
                                width: cardsArea.emblemSize
                                height: cardsArea.emblemSize
                            }
                            Txt {
                                width: parent.width
                                horizontalAlignment: Text.AlignHCenter
                                text: card.name
                                font.pixelSize: Theme.boardSmall
                                font.bold: true
                                wrapMode: Text.Wrap
                            }
                            Txt {
                                width: parent.width
                                horizontalAlignment: Text.AlignHCenter
                                text: card.roleLabel
                                font.pixelSize: Theme.boardSmall
                                color: Theme.muted
                            }
                        }
                    }
                }
            }
        }
        Repeater {
            model: root.morning ? root.board.notes : []
            Txt {
                required property string modelData
                Layout.fillWidth: true
                text: modelData
                font.pixelSize: Theme.boardBody
                color: Theme.highlight
                horizontalAlignment: Text.AlignHCenter
            }
        }
        Item { Layout.fillHeight: true }
        SeatStrip {
            Layout.fillWidth: true
            model: root.board.players
            maxRows: Theme.boardSeatRows
        }
    }
}
