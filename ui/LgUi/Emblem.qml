import QtQuick

// A role's emblem (resources/roles/<role>.svg), drawn by the app's "art" image provider.
Image {
    property string role: ""
    source: role ? "image://art/roles/" + role : ""
    sourceSize.width: width
    sourceSize.height: height
    fillMode: Image.PreserveAspectFit
    smooth: true
}
