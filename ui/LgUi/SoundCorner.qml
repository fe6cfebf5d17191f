import QtQuick
import QtQuick.Layouts
import LgModels

// The TV's sound in a corner (the lobby's and the game's, beside the pause button): one
// small button that opens, under it, the panel of SoundControls; the button again closes
// it. The button says when both voice and sounds are off.
Item {
    id: root
    required property SoundSettings sound
    property int size: Theme.boardSmall
    property bool open: false
    implicitWidth: button.implicitWidth
    implicitHeight: button.implicitHeight
    z: 10  // the panel opens over the screen under it

    ActionButton {
        id: button
        objectName: "soundButton"
        text: root.sound.voice || root.sound.sounds ? qsTr("Sound") : qsTr("Sound: off")
        size: root.size
        accent: Theme.surfaceHigh
        selected: root.open
        focusPolicy: Qt.NoFocus
        onClicked: root.open = !root.open
    }
    Panel {
        objectName: "soundPanel"
        visible: root.open
        anchors.right: button.right
        anchors.top: button.bottom
        anchors.topMargin: Theme.gap * 0.4
        width: root.size * 24
        height: controls.implicitHeight + Theme.gap * 1.5
        color: Theme.surfaceHigh
        MouseArea { anchors.fill: parent }  // a click on the panel stays in it
        SoundControls {
            id: controls
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.top: parent.top
            anchors.margins: Theme.gap * 0.75
            sound: root.sound
            size: root.size
        }
    }
}
