import QtQuick
import QtQuick.Layouts
import LgModels

// Buttons to switch the language of this laptop at once.
RowLayout {
    id: root
    required property Language language
    property int size: Theme.small
    spacing: size / 2
    Repeater {
        model: root.language.languages
        ActionButton {
            required property var modelData
            text: modelData.name
            size: root.size
            accent: Theme.surfaceHigh
            selected: root.language.code === modelData.code
            contentItem: Txt {
                text: parent.text
                font.pixelSize: root.size
                horizontalAlignment: Text.AlignHCenter
            }
            onClicked: root.language.choose(modelData.code)
        }
    }
}
