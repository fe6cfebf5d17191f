import QtQuick
import QtQuick.Controls.Basic

// A drop-down in the app's colours: a raised face, the value in full (it wraps rather than
// being cut), a clear ▼, and a list in the same colours. ``size`` is its text size.
ComboBox {
    id: control
    property int size: Theme.body
    font.family: Theme.fontFamily
    font.pixelSize: control.size
    leftPadding: control.size * 0.6
    rightPadding: control.size * 1.8
    topPadding: control.size * 0.35
    bottomPadding: control.size * 0.35
    contentItem: Text {
        text: control.displayText
        font: control.font
        color: control.enabled ? Theme.text : Theme.muted
        verticalAlignment: Text.AlignVCenter
        wrapMode: Text.WordWrap
        maximumLineCount: 2
        elide: Text.ElideRight
    }
    indicator: Text {
        x: control.width - width - control.size * 0.5
        y: (control.height - height) / 2
        text: "▼"
        font.family: Theme.fontFamily
        font.pixelSize: control.size  // as large as the value: never under the TV's least text
        color: control.enabled ? Theme.highlight : Theme.muted
    }
    background: Rectangle {
        implicitWidth: control.size * 8
        implicitHeight: control.size * 2
        radius: Theme.radius * 0.5
        color: control.down ? Theme.surface : control.hovered ? Qt.lighter(Theme.surfaceHigh, 1.2) : Theme.surfaceHigh
        border.width: control.visualFocus ? 4 : 2
        border.color: control.visualFocus ? Theme.highlight : Theme.outline
    }
    delegate: ItemDelegate {
        id: choice
        required property var model
        required property int index
        width: ListView.view ? ListView.view.width : control.width
        highlighted: control.highlightedIndex === index
        contentItem: Text {
            text: choice.model[control.textRole]
            font: control.font
            color: choice.highlighted ? Theme.background : Theme.text
            wrapMode: Text.WordWrap
            verticalAlignment: Text.AlignVCenter
        }
        background: Rectangle {
            color: choice.highlighted ? Theme.village : Theme.surfaceHigh
        }
    }
    // A long list (a large table's names) stays inside the window and scrolls, its scroll
    // bar always shown then.
    popup: Popup {
        y: control.height
        width: control.width
        height: Math.min(contentItem.implicitHeight + 2 * padding,
                         control.Window.height - topMargin - bottomMargin)
        topMargin: Theme.gap * 0.5
        bottomMargin: Theme.gap * 0.5
        padding: 2
        contentItem: ListView {
            id: choices
            clip: true
            implicitHeight: contentHeight
            model: control.popup.visible ? control.delegateModel : null
            currentIndex: control.highlightedIndex
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {
                policy: choices.contentHeight > choices.height + 1 ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
            }
        }
        background: Rectangle {
            color: Theme.surfaceHigh
            border.color: Theme.outline
            border.width: 2
            radius: Theme.radius * 0.3
        }
    }
}
