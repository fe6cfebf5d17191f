import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts

// Every setting in force, "name: value"; with ``editable`` each value is a drop-down (or a
// number of seconds, 0 for no timer). ``model`` rows: name, label, value, valueLabel,
// choices [{value, label}], seconds.
ColumnLayout {
    id: root
    required property var model
    property bool editable: false
    property int size: Theme.body
    property real valueWidth: size * 9
    signal changeRequested(string name, string value)
    spacing: size * 0.4
    Txt {
        text: qsTr("Settings in force")
        font.pixelSize: root.size * 1.15
        font.bold: true
        color: Theme.highlight
    }
    GridLayout {
        Layout.fillWidth: true
        columns: 2
        columnSpacing: root.size * 0.6
        rowSpacing: root.size * 0.3
        Repeater {
            model: root.model
            Txt {
                required property string label
                required property int index
                Layout.row: index
                Layout.column: 0
                Layout.fillWidth: true
                text: label
                font.pixelSize: root.size
                color: Theme.muted
            }
        }
        Repeater {
            model: root.model
            Item {
                id: cell
                required property int index
                required property string name
                required property string value
                required property string valueLabel
                required property var choices
                required property bool seconds
                Layout.row: index
                Layout.column: 1
                Layout.preferredWidth: root.valueWidth
                Layout.preferredHeight: root.editable ? root.size * 1.8 : shown.implicitHeight
                Txt {
                    id: shown
                    anchors.fill: parent
                    visible: !root.editable
                    text: cell.valueLabel
                    font.pixelSize: root.size
                    font.bold: true
                    verticalAlignment: Text.AlignVCenter
                }
                SpinBox {
                    anchors.fill: parent
                    palette.button: Theme.surfaceHigh
                    palette.buttonText: Theme.text
                    palette.base: Theme.surface
                    palette.text: Theme.text
                    visible: root.editable && cell.seconds
                    from: 0
                    to: 900
                    stepSize: 30
                    editable: true
                    value: cell.value === "none" ? 0 : parseInt(cell.value)
                    font.pixelSize: root.size * 0.8
                    onValueModified: root.changeRequested(cell.name, value === 0 ? "none" : String(value))
                }
                ComboBox {
                    anchors.fill: parent
                    palette.button: Theme.surfaceHigh
                    palette.buttonText: Theme.text
                    palette.window: Theme.surfaceHigh
                    palette.windowText: Theme.text
                    palette.base: Theme.surface
                    palette.text: Theme.text
                    palette.highlight: Theme.village
                    palette.highlightedText: Theme.background
                    visible: root.editable && !cell.seconds
                    model: cell.choices
                    textRole: "label"
                    valueRole: "value"
                    font.pixelSize: root.size * 0.8
                    displayText: cell.valueLabel
                    onActivated: root.changeRequested(cell.name, currentValue)
                }
            }
        }
    }
}
