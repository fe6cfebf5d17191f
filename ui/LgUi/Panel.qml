import QtQuick

// A raised surface that groups related content.
Rectangle {
    color: Theme.surface
    radius: Theme.radius
    border.color: Theme.outline
    border.width: 2
}
