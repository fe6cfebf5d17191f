import QtQuick
import QtQuick.Controls.Basic

// A list of the TV lobby (the seats, the roles, the settings) in the room its layout gives
// it, scrolling when longer. It never stops halfway through a row: its height ends above
// the first of ``rows``'s children that the room would cut (a row of a grid, a chip of a
// strip), so the rows it shows are whole; what does not fit is told by a wide scroll bar
// that stands out from the panel. Give it ``Layout.fillHeight`` (or a height): that is its
// room; ``shown`` is what it uses; ``contentHeight`` is the content's whole height.
Item {
    id: root
    //: What scrolls (one item: a panel laid out at the view's width).
    default property alias content: view.flickableData
    //: The item whose children are the rows that must be seen whole (a grid, a strip).
    required property Item rows
    //: Width of the scroll bar, in the design's pixels (a thumb the host sees from the sofa).
    readonly property int gutter: 20
    property alias contentHeight: view.contentHeight
    //: The most the list may take: its room, or less when the content is shorter.
    property real room: height
    readonly property bool scrolls: view.contentHeight > view.height + 1
    readonly property real shown: root.wholeRows(Math.min(root.room, view.contentHeight))
    readonly property real contentWidth: width - gutter
    implicitHeight: view.contentHeight

    // The largest height up to ``limit`` that cuts none of the rows: every row straddling
    // the line moves the line up to that row's top (in the view's content, before any scroll).
    function wholeRows(limit) {
        if (limit >= view.contentHeight - 1)
            return limit
        let base = 0  // where ``rows`` starts in the content (each y read: kept in step)
        for (let item = root.rows; item && item !== view.contentItem; item = item.parent)
            base += item.y
        let line = limit
        let moved = true
        while (moved) {
            moved = false
            for (let i = 0; i < root.rows.children.length; ++i) {
                const row = root.rows.children[i]
                if (!row.visible || row.height <= 0)
                    continue
                const top = base + row.y
                if (top < line - 1 && top + row.height > line + 1 && top > 0) {
                    line = top
                    moved = true
                }
            }
        }
        return line
    }

    Flickable {
        id: view
        width: root.width
        height: root.shown
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {
            objectName: "lobbyScrollBar"
            width: root.gutter
            policy: root.scrolls ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
            contentItem: Rectangle {
                implicitWidth: root.gutter
                radius: width / 2
                color: Theme.highlight
                opacity: 0.8
            }
            background: Rectangle {
                radius: width / 2
                color: Theme.surfaceHigh
            }
        }
    }
}
