import QtQuick

// Text in the app's font and colours, wrapping by default.
Text {
    color: Theme.text
    font.family: Theme.fontFamily
    font.pixelSize: Theme.body
    wrapMode: Text.WordWrap
    textFormat: Text.PlainText
}
