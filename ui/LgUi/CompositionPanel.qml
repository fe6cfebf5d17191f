import QtQuick
import QtQuick.Layouts

// The roles in play with their counts; with ``editable``, +/- buttons per role (villagers
// fill the remaining seats on their own). ``model`` rows: role, label, count, camp, pair,
// filler.
ColumnLayout {
    id: root
    required property var model
    property bool editable: false
    property int size: Theme.body
    signal countRequested(string role, int count)
    spacing: size * 0.25
    Txt {
        text: qsTr("Roles in play")
        font.pixelSize: root.size * 1.15
        font.bold: true
        color: Theme.highlight
    }
    GridLayout {
        columns: root.editable ? 2 : 3
        columnSpacing: root.size
        rowSpacing: root.size * 0.2
        Repeater {
            model: root.model
            RowLayout {
                id: row
                required property string role
                required property string label
                required property int count
                required property string camp
                required property bool pair
                required property bool filler
                spacing: root.size * 0.3
                opacity: count > 0 ? 1 : 0.55
                Emblem {
                    role: row.role
                    Layout.preferredWidth: root.size * 1.4
                    Layout.preferredHeight: root.size * 1.4
                }
                Txt {
                    text: row.label
                    font.pixelSize: root.size
                    Layout.preferredWidth: root.size * 5.6
                    color: Theme.campColor(row.camp)
                }
                ActionButton {
                    visible: root.editable && !row.filler
                    text: "−"
                    size: root.size * 0.8
                    accent: Theme.surfaceHigh
                    enabled: row.count > 0
                    onClicked: root.countRequested(row.role, row.count - (row.pair ? 2 : 1))
                }
                Txt {
                    text: "× " + row.count
                    font.pixelSize: root.size
                    font.bold: true
                    wrapMode: Text.NoWrap
                    Layout.preferredWidth: root.size * 2.2
                }
                ActionButton {
                    visible: root.editable && !row.filler
                    text: "+"
                    size: root.size * 0.8
                    accent: Theme.surfaceHigh
                    onClicked: root.countRequested(row.role, row.count + (row.pair ? 2 : 1))
                }
            }
        }
    }
}
