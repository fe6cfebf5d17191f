import QtQuick

// The area a window's screens are drawn in: at least designWidth x designHeight, grown
// along one side to the aspect ratio of its parent, then scaled to fill the parent
// exactly. So a 1280x800 (16:10) design in a 1280x720 window is laid out at 1422x800 and
// shown at 0.9: no band of the window is left empty and nothing is pushed out of it,
// whatever the screen (16:9, 16:10, 4:3, ultra-wide). Laying out at a fixed size and
// letterboxing (the former way) wasted up to a tenth of a laptop's screen, and laying out
// at the window's own size would shrink the design below the size its texts were
// measured for: screens get at least their design size, on every side, and only ever
// more room.
Item {
    id: canvas
    property real designWidth: 1280
    property real designHeight: 800
    // The parent's shape; the design's own until the parent has a size.
    readonly property real aspect: parent && parent.width > 0 && parent.height > 0
                                   ? parent.width / parent.height
                                   : designWidth / designHeight
    width: Math.max(designWidth, designHeight * aspect)
    height: Math.max(designHeight, designWidth / aspect)
    anchors.centerIn: parent
    scale: parent && parent.width > 0 ? parent.width / width : 1
}
