import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import LgModels

// The TV's sound controls (issue 26): the narrator's voice and the room's sounds, each on
// or off (said in words, not by colour alone), and the volume of both; each change is
// saved at once (SoundSettings). Under them, why nothing can be heard, when nothing can.
ColumnLayout {
    id: root
    required property SoundSettings sound
    property int size: Theme.boardSmall
    spacing: root.size * 0.5

    RowLayout {
        Layout.fillWidth: true
        spacing: root.size * 0.5
        ActionButton {
            objectName: "voiceToggle"
            Layout.fillWidth: true
            text: root.sound.voice ? qsTr("Voice: on") : qsTr("Voice: off")
            size: root.size
            padding: root.size * 0.4
            accent: root.sound.voice ? Theme.village : Theme.surfaceHigh
            focusPolicy: Qt.NoFocus
            onClicked: root.sound.setVoice(!root.sound.voice)
        }
        ActionButton {
            objectName: "soundsToggle"
            Layout.fillWidth: true
            text: root.sound.sounds ? qsTr("Sounds: on") : qsTr("Sounds: off")
            size: root.size
            padding: root.size * 0.4
            accent: root.sound.sounds ? Theme.village : Theme.surfaceHigh
            focusPolicy: Qt.NoFocus
            onClicked: root.sound.setSounds(!root.sound.sounds)
        }
    }
    RowLayout {
        Layout.fillWidth: true
        spacing: root.size * 0.5
        Txt {
            text: qsTr("Volume")
            font.pixelSize: root.size
            wrapMode: Text.NoWrap
        }
        Slider {
            id: volume
            objectName: "volumeSlider"
            Layout.fillWidth: true
            Layout.preferredHeight: root.size * 1.4
            from: 0
            to: 1
            stepSize: 0.05
            value: root.sound.volume
            onMoved: root.sound.setVolume(volume.value)
            background: Rectangle {
                x: volume.leftPadding
                y: volume.topPadding + volume.availableHeight / 2 - height / 2
                width: volume.availableWidth
                height: root.size * 0.3
                radius: height / 2
                color: Theme.surfaceHigh
                border.color: Theme.outline
                Rectangle {
                    width: volume.visualPosition * parent.width
                    height: parent.height
                    radius: parent.radius
                    color: Theme.village
                }
            }
            handle: Rectangle {
                x: volume.leftPadding + volume.visualPosition * (volume.availableWidth - width)
                y: volume.topPadding + volume.availableHeight / 2 - height / 2
                width: root.size * 1.1
                height: width
                radius: width / 2
                color: volume.pressed ? Theme.highlight : Theme.text
                border.color: Theme.outline
                border.width: 2
            }
        }
        Txt {
            objectName: "volumeValue"
            //: The volume as a percentage, e.g. "80 %"
            text: qsTr("%1 %").arg(Math.round(root.sound.volume * 100))
            font.pixelSize: root.size
            wrapMode: Text.NoWrap
            horizontalAlignment: Text.AlignRight
            Layout.preferredWidth: root.size * 3.2
        }
    }
    Txt {
        objectName: "soundReason"
        Layout.fillWidth: true
        visible: !root.sound.available
        text: "⚠ " + root.sound.reason
        color: Theme.wolves
        font.pixelSize: root.size
    }
}
