import QtQuick
import QtQuick.Layouts

// The story of a finished game, a chapter per night and per day. ``model`` rows: title,
// lines (a list of texts). Scrolls slowly by itself when ``autoScroll`` is on (the TV).
ListView {
    id: root
    property int size: Theme.body
    property bool autoScroll: false
    clip: true
    spacing: size * 0.5
    delegate: ColumnLayout {
        id: chapter
        required property string title
        required property var lines
        width: ListView.view.width
        spacing: root.size * 0.15
        Txt {
            text: chapter.title
            font.pixelSize: root.size * 1.1
            font.bold: true
            color: Theme.highlight
        }
        Repeater {
            model: chapter.lines
            Txt {
                required property string modelData
                Layout.fillWidth: true
                text: "• " + modelData
                font.pixelSize: root.size
            }
        }
    }
    NumberAnimation on contentY {
        running: root.autoScroll && root.contentHeight > root.height
        from: 0
        to: Math.max(0, root.contentHeight - root.height)
        duration: Math.max(1, root.contentHeight - root.height) * 60
        loops: Animation.Infinite
    }
}
