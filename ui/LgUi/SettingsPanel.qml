import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts

// Every setting in force, "name: value"; with ``editable`` each value is a drop-down (or a
// length of time, in minutes and seconds, 0 for no timer). ``model`` rows: name, label,
// value, valueLabel, choices [{value, label}], seconds. Labels and values wrap rather than
// being cut.
ColumnLayout {
    id: root
    required property var model
    property bool editable: false
    property int size: Theme.body
    property real valueWidth: size * 9
    //: The grid whose children are the settings' names and values (a list that scrolls
    //: keeps each whole).
    readonly property alias rows: grid
    signal changeRequested(string name, string value)
    spacing: size * 0.4

    // "3 min", "2 min 30 s" or "no timer", as the timer's value reads.
    function minutes(seconds) {
        if (seconds <= 0)
            return qsTr("no timer")
        const m = Math.floor(seconds / 60), s = seconds % 60
        return s === 0 ? qsTr("%1 min").arg(m) : m === 0 ? qsTr("%1 s").arg(s)
                                                          : qsTr("%1 min %2 s").arg(m).arg(s)
    }

    Txt {
        text: qsTr("Settings in force")
        font.pixelSize: root.size * 1.15
        font.bold: true
        color: Theme.highlight
    }
    GridLayout {
        id: grid
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
                Layout.alignment: Qt.AlignVCenter
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
                Layout.preferredHeight: root.editable ? Math.max(root.size * 2, picker.implicitHeight)
                                                      : shown.implicitHeight
                Txt {
                    id: shown
                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.verticalCenter: parent.verticalCenter
                    visible: !root.editable
                    text: cell.valueLabel
                    font.pixelSize: root.size
                    font.bold: true
                }
                SpinBox {
                    id: timer
                    objectName: "timer_" + cell.name
                    anchors.fill: parent
                    visible: root.editable && cell.seconds
                    from: 0
                    to: 900
                    stepSize: 30
                    value: cell.value === "none" ? 0 : parseInt(cell.value)
                    font.family: Theme.fontFamily
                    font.pixelSize: root.size
                    textFromValue: (value, locale) => root.minutes(value)
                    valueFromText: (text, locale) => timer.value
                    onValueModified: root.changeRequested(cell.name, value === 0 ? "none" : String(value))
                    contentItem: Text {
                        text: timer.displayText
                        font: timer.font
                        color: Theme.text
                        horizontalAlignment: Text.AlignHCenter
                        verticalAlignment: Text.AlignVCenter
                    }
                    background: Rectangle {
                        color: Theme.surfaceHigh
                        radius: Theme.radius * 0.5
                        border.color: Theme.outline
                        border.width: 2
                    }
                    down.indicator: Rectangle {
                        x: 0
                        height: timer.height
                        implicitWidth: root.size * 1.8
                        radius: Theme.radius * 0.5
                        color: timer.down.pressed ? Qt.darker(Theme.outline, 1.3) : Theme.outline
                        Text {
                            anchors.centerIn: parent
                            text: "−"
                            font.pixelSize: root.size
                            font.bold: true
                            color: Theme.text
                        }
                    }
                    up.indicator: Rectangle {
                        x: timer.width - width
                        height: timer.height
                        implicitWidth: root.size * 1.8
                        radius: Theme.radius * 0.5
                        color: timer.up.pressed ? Qt.darker(Theme.village, 1.3) : Theme.village
                        Text {
                            anchors.centerIn: parent
                            text: "+"
                            font.pixelSize: root.size
                            font.bold: true
                            color: Theme.background
                        }
                    }
                }
                ChoiceBox {
                    id: picker
                    objectName: "choice_" + cell.name
                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.verticalCenter: parent.verticalCenter
                    visible: root.editable && !cell.seconds
                    model: cell.choices
                    textRole: "label"
                    valueRole: "value"
                    size: root.size
                    displayText: cell.valueLabel
                    onActivated: root.changeRequested(cell.name, currentValue)
                }
            }
        }
    }
}
