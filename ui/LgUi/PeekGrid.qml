import QtQuick

// The Little Girl's peek grid (RULES §6): 8 × 8 squares, columns A-H, rows 1-8, with
// their labels around. ``model`` lists the squares row by row (``cell``, ``mine``,
// ``picks``: the teammates who placed it, ``allowed``); a tap on an allowed square emits
// ``picked`` with its name (``C4``). The Little Girl never learns where the squares that
// show a wolf or get her caught lie; forum's wolves place them on this same grid, each
// seeing where the others put theirs.
Column {
    id: root
    required property var model
    property real cellSize: 40
    readonly property real gap: 3
    signal picked(string cell)
    spacing: root.gap
    Row {
        spacing: root.gap
        Item { width: root.cellSize * 0.6; height: 1 }
        Repeater {
            model: ["A", "B", "C", "D", "E", "F", "G", "H"]
            Txt {
                required property string modelData
                width: root.cellSize
                horizontalAlignment: Text.AlignHCenter
                text: modelData
                color: Theme.muted
                font.pixelSize: Theme.small
            }
        }
    }
    Row {
        spacing: root.gap
        Column {
            spacing: root.gap
            Repeater {
                model: 8
                Txt {
                    required property int index
                    width: root.cellSize * 0.6
                    height: root.cellSize
                    horizontalAlignment: Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter
                    text: index + 1
                    color: Theme.muted
                    font.pixelSize: Theme.small
                }
            }
        }
        Grid {
            columns: 8
            spacing: root.gap
            Repeater {
                model: root.model
                Rectangle {
                    required property string cell
                    required property bool mine
                    required property string picks
                    required property bool allowed
                    objectName: "cell_" + cell
                    width: root.cellSize
                    height: root.cellSize
                    radius: 4
                    color: mine ? Theme.highlight : picks !== "" ? Theme.wolves : Theme.surfaceHigh
                    opacity: allowed ? 1 : 0.3
                    border.width: area.containsMouse ? 2 : 0
                    border.color: Theme.outline
                    // A teammate's square: the first letter of each name placed there.
                    Txt {
                        anchors.centerIn: parent
                        visible: parent.picks !== ""
                        text: parent.picks.split(", ").map(n => n.charAt(0)).join("")
                        font.pixelSize: Theme.small
                        font.bold: true
                    }
                    MouseArea {
                        id: area
                        anchors.fill: parent
                        enabled: parent.allowed
                        hoverEnabled: true
                        onClicked: root.picked(parent.cell)
                    }
                }
            }
        }
    }
}
