import QtQuick
import QtQuick.Layouts

// The roles in play with their counts and, with ``describe``, what each does in one line;
// with ``editable``, − / + buttons per role (villagers fill the remaining seats on their
// own). ``model`` rows: role, label, blurb, count, camp, pair, filler. A role at 0 keeps
// bright buttons (only its name is greyed) so that its + never looks disabled. Without
// buttons nor blurbs the roles share up to three equal columns, as many as leave each
// name ``size * 12`` wide; a long name ("Knight with the Rusty Sword") wraps in its cell
// rather than running into the next.
ColumnLayout {
    id: root
    required property var model
    property bool editable: false
    property bool describe: false
    property int size: Theme.body
    //: The size of each role's one-line description (with ``describe``).
    property int blurbSize: size * 0.72
    property int columns: root.editable || root.describe ? 1
                          : Math.max(1, Math.min(3, Math.floor((width + size) / (size * 13))))
    //: The grid whose children are the roles' rows (a list that scrolls keeps them whole).
    readonly property alias rows: grid
    signal countRequested(string role, int count)
    spacing: size * 0.25
    Txt {
        text: qsTr("Roles in play")
        font.pixelSize: root.size * 1.15
        font.bold: true
        color: Theme.highlight
    }
    GridLayout {
        id: grid
        objectName: "rolesGrid"
        Layout.fillWidth: true
        columns: root.columns
        uniformCellWidths: true
        columnSpacing: root.size
        rowSpacing: root.size * (root.describe ? 0.3 : 0.2)
        Repeater {
            model: root.model
            RowLayout {
                id: row
                required property string role
                required property string label
                required property string blurb
                required property int count
                required property string camp
                required property bool pair
                required property bool filler
                Layout.fillWidth: true
                Layout.preferredWidth: 1  // equal columns: the cells share the width
                spacing: root.size * 0.4
                Emblem {
                    role: row.role
                    opacity: row.count > 0 ? 1 : 0.6
                    Layout.preferredWidth: root.size * 1.5
                    Layout.preferredHeight: root.size * 1.5
                }
                ColumnLayout {
                    Layout.fillWidth: true
                    spacing: 0
                    Txt {
                        Layout.fillWidth: true
                        text: row.label
                        font.pixelSize: root.size
                        font.bold: root.describe
                        color: row.count > 0 ? Theme.campColor(row.camp) : Theme.muted
                    }
                    Txt {
                        Layout.fillWidth: true
                        visible: root.describe && row.blurb !== ""
                        text: row.blurb
                        font.pixelSize: root.blurbSize
                        color: Theme.muted
                    }
                }
                ActionButton {
                    objectName: "less_" + row.role
                    visible: root.editable && !row.filler
                    text: "−"
                    size: root.size
                    padding: root.size * 0.3
                    Layout.preferredWidth: root.size * 1.8
                    accent: Theme.outline
                    enabled: row.count > 0
                    onClicked: root.countRequested(row.role, row.count - (row.pair ? 2 : 1))
                }
                Item {  // in place of the filler's −, so that every count lines up
                    visible: root.editable && row.filler
                    Layout.preferredWidth: root.size * 1.8
                }
                Txt {
                    text: "× " + row.count
                    font.pixelSize: root.size
                    font.bold: true
                    color: row.count > 0 ? Theme.text : Theme.muted
                    wrapMode: Text.NoWrap
                    horizontalAlignment: Text.AlignHCenter
                    Layout.preferredWidth: Math.max(implicitWidth, root.size * 2.4)
                }
                ActionButton {
                    objectName: "more_" + row.role
                    visible: root.editable && !row.filler
                    text: "+"
                    size: root.size
                    padding: root.size * 0.3
                    Layout.preferredWidth: root.size * 1.8
                    accent: Theme.village
                    onClicked: root.countRequested(row.role, row.count + (row.pair ? 2 : 1))
                }
                Item {  // in place of the filler's + (its − has its own stand-in)
                    visible: root.editable && row.filler
                    Layout.preferredWidth: root.size * 1.8
                }
            }
        }
    }
}
