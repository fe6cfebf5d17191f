import QtQuick
import QtQuick.Controls.Basic

// A large, high-contrast button; ``accent`` colours its face, ``selected`` outlines it.
// The text is dark on a light face and light on a dark one (``surfaceHigh``, ``outline``).
Button {
    id: control
    property color accent: Theme.village
    property bool selected: false
    property int size: Theme.body
    // perceived brightness of the face (0 black, 1 white); below 0.35 the face is dark
    readonly property bool darkFace: 0.299 * accent.r + 0.587 * accent.g + 0.114 * accent.b < 0.35
    font.family: Theme.fontFamily
    font.pixelSize: size
    font.bold: true
    padding: size * 0.6
    focusPolicy: Qt.StrongFocus
    contentItem: Text {
        text: control.text
        font: control.font
        color: !control.enabled ? Theme.muted : control.darkFace ? Theme.text : Theme.background
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        wrapMode: Text.WordWrap
    }
    background: Rectangle {
        radius: Theme.radius * 0.7
        color: !control.enabled ? Theme.surfaceHigh
               : control.down ? Qt.darker(control.accent, 1.3)
               : control.hovered ? Qt.lighter(control.accent, 1.15) : control.accent
        border.width: control.selected || control.visualFocus ? 5 : 0
        border.color: Theme.highlight
    }
}
