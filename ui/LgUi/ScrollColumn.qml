import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts

// A column that scrolls when its content is taller than the screen (the largest tables): a
// wide scroll bar on the right, shown only then, and the mouse wheel. Its children are laid
// out as in a ColumnLayout at least as tall as the view, so a ``Layout.fillHeight`` spacer
// still pushes what follows it to the bottom when everything fits. The scroll bar's gutter
// is always kept, so the layout never depends on whether it scrolls (a decoy screen and a
// real one stay alike). ``toTop()`` goes back to the first line (a new question).
Flickable {
    id: view
    default property alias content: column.data
    property alias spacing: column.spacing
    // Width kept on the right for the scroll bar, in the canvas's pixels.
    readonly property int gutter: 18
    readonly property bool scrolls: contentHeight > height + 1
    contentWidth: width
    contentHeight: column.height
    clip: true
    boundsBehavior: Flickable.StopAtBounds
    function toTop() { contentY = 0 }
    ColumnLayout {
        id: column
        width: view.width - view.gutter
        height: Math.max(view.height, implicitHeight)
    }
    ScrollBar.vertical: ScrollBar {
        objectName: "columnScrollBar"
        width: view.gutter
        policy: view.scrolls ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
    }
}
