import QtQuick

// A strip across the top of a window: a reconnection notice, an error from the host, or
// an exception from the app. Click to dismiss (when ``dismissable``).
Rectangle {
    id: banner
    property string text: ""
    property color tone: Theme.danger
    property bool dismissable: true
    property int size: Theme.body
    signal dismissed()
    visible: text !== ""
    height: visible ? label.implicitHeight + size : 0
    color: tone
    z: 100
    Txt {
        id: label
        anchors.centerIn: parent
        width: parent.width - 2 * banner.size
        horizontalAlignment: Text.AlignHCenter
        text: banner.text + (banner.dismissable ? "   ✕" : "")
        font.pixelSize: banner.size
        font.bold: true
        color: "#000000"
    }
    MouseArea {
        anchors.fill: parent
        enabled: banner.dismissable
        onClicked: banner.dismissed()
    }
}
