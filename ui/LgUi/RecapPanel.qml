import QtQuick
import QtQuick.Layouts

// The story of a finished game, a chapter per night and per day. ``model`` rows: title,
// lines (a list of texts). It opens at its first line. With ``autoScroll`` (the TV), a
// story longer than the panel scrolls by itself, slowly, in a loop: it waits at the top,
// glides to the bottom, waits there, and starts again from the top.
Flickable {
    id: root
    property alias model: chapters.model
    property int size: Theme.body
    property bool autoScroll: false
    // The colour behind the panel, which a line cut at the bottom fades into.
    property color fade: Theme.surface
    // Milliseconds the story waits at its top and at its bottom: time to read a screenful.
    property int holdMs: 4000
    // Pixels a second of the glide: about a line every second and a half at 30 px.
    property real pixelsPerSecond: size * 0.8
    readonly property real overflow: Math.max(0, contentHeight - height)
    // One loop of the scroll (hold, glide, hold), 0 when the story fits.
    readonly property int cycleMs: overflow > 0 ? 2 * holdMs + glideMs : 0
    readonly property int glideMs: Math.round(1000 * overflow / pixelsPerSecond)
    clip: true
    contentWidth: width
    contentHeight: story.implicitHeight
    boundsBehavior: Flickable.StopAtBounds
    Column {
        id: story
        width: root.width
        spacing: root.size * 0.5
        Repeater {
            id: chapters
            ColumnLayout {
                id: chapter
                required property string title
                required property var lines
                width: story.width
                spacing: root.size * 0.15
                Txt {
                    Layout.fillWidth: true
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
        }
    }
    // A line cut by the bottom edge fades out instead (a longer story goes on below).
    Rectangle {
        parent: root
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        height: root.size * 1.5
        visible: root.contentY < root.overflow
        gradient: Gradient {
            GradientStop { position: 0.0; color: "transparent" }
            GradientStop { position: 1.0; color: root.fade }
        }
    }
    SequentialAnimation {
        id: scroll
        running: root.autoScroll && root.visible && root.overflow > 0
        loops: Animation.Infinite
        // Back at the first line whenever the loop starts again (or the story changes).
        PropertyAction { target: root; property: "contentY"; value: 0 }
        PauseAnimation { duration: root.holdMs }
        NumberAnimation {
            target: root
            property: "contentY"
            from: 0
            to: root.overflow
            duration: root.glideMs
        }
        PauseAnimation { duration: root.holdMs }
        onRunningChanged: if (!running) root.contentY = 0
    }
}
