import QtQuick
import QtQuick.Layouts
import LgModels

// The morning's news (who died in the night, or nobody; the Baker's bread), or deaths
// outside a morning (a last shot). Roles stay hidden unless the edition or a setting
// shows them: then each death's card is laid out under the news.
Rectangle {
    id: root
    required property BoardModel board
    property bool morning: true
    gradient: Gradient {
        GradientStop { position: 0.0; color: root.morning ? "#3a2a4f" : Theme.background }
        GradientStop { position: 1.0; color: root.morning ? "#c0703a" : "#3a1f1f" }
    }
    ColumnLayout {
        anchors.centerIn: parent
        width: parent.width * 0.8
        spacing: Theme.gap * 2
        Txt {
            Layout.fillWidth: true
            text: root.morning ? root.board.morningTitle : root.board.deathsTitle
            font.pixelSize: Theme.boardTitle
            font.bold: true
            horizontalAlignment: Text.AlignHCenter
        }
        Txt {
            Layout.fillWidth: true
            text: root.board.deathsLine
            font.pixelSize: Theme.boardLarge
            font.family: Theme.serifFamily
            horizontalAlignment: Text.AlignHCenter
        }
        // The card each death showed (an edition where deaths are revealed).
        Row {
            objectName: "deadCards"
            Layout.alignment: Qt.AlignHCenter
            spacing: Theme.gap * 2
            Repeater {
                model: root.board.deadCards
                Rectangle {
                    required property string name
                    required property string role
                    required property string roleLabel
                    required property string camp
                    // As large as its lines (a long role name: "Devoted Servant").
                    width: Math.max(220, cardColumn.implicitWidth + Theme.gap * 2)
                    height: Math.max(300, cardColumn.implicitHeight + Theme.gap * 2)
                    radius: Theme.radius
                    color: Theme.surface
                    border.width: 3
                    border.color: camp === "wolves" ? Theme.wolves
                                  : camp === "village" ? Theme.village : Theme.solo
                    Column {
                        id: cardColumn
                        anchors.centerIn: parent
                        spacing: Theme.gap
                        Emblem {
                            anchors.horizontalCenter: parent.horizontalCenter
                            role: parent.parent.role
                            width: 150
                            height: 150
                        }
                        Txt {
                            anchors.horizontalCenter: parent.horizontalCenter
                            text: parent.parent.name
                            font.pixelSize: Theme.boardBody
                            font.bold: true
                        }
                        Txt {
                            anchors.horizontalCenter: parent.horizontalCenter
                            text: parent.parent.roleLabel
                            font.pixelSize: Theme.boardBody
                            color: Theme.muted
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
    }
    SeatStrip {
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: Theme.gap * 2
        model: root.board.players
    }
}
