import QtQuick
import QtQuick.Layouts

// Players to choose from, as large buttons. ``model`` rows: seat, name, picks (the pack's
// live picks of that player), mine (this seat's current pick).
GridLayout {
    id: grid
    required property var model
    signal picked(int seat)
    columns: 3
    columnSpacing: Theme.gap * 0.6
    rowSpacing: Theme.gap * 0.6
    Repeater {
        model: grid.model
        ActionButton {
            id: target
            required property int seat
            required property string name
            required property string picks
            required property bool mine
            objectName: "target_" + name
            Layout.fillWidth: true
            Layout.preferredHeight: 96
            accent: mine ? Theme.highlight : Theme.surfaceHigh
            selected: mine
            text: name
            contentItem: ColumnLayout {
                spacing: 2
                Txt {
                    Layout.fillWidth: true
                    text: target.name
                    font.pixelSize: Theme.large
                    font.bold: true
                    color: target.mine ? Theme.background : Theme.text
                    horizontalAlignment: Text.AlignHCenter
                }
                Txt {
                    Layout.fillWidth: true
                    visible: target.picks !== ""
                    text: qsTr("chosen by %1").arg(target.picks)
                    font.pixelSize: Theme.small
                    color: target.mine ? Theme.background : Theme.wolves
                    horizontalAlignment: Text.AlignHCenter
                }
            }
            onClicked: grid.picked(seat)
        }
    }
}
