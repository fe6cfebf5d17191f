import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import LgModels

// The chats this seat may use: a tab per channel the edition gives it (the dead's, a
// pack's, the twins' ...), the lines of the one selected, and a field to write on it.
Panel {
    id: root
    required property PlayerModel player
    // Someone is writing: a window hiding its private parts keeps the panel meanwhile.
    readonly property bool typing: chatField.activeFocus
    // Tall enough for the tabs, a few lines and the field (a layout may give it more).
    implicitHeight: chatColumn.implicitHeight + 2 * Theme.gap
    ColumnLayout {
        id: chatColumn
        anchors.fill: parent
        anchors.margins: Theme.gap
        spacing: Theme.gap * 0.5
        // One tab per channel, wrapping onto a second line when they are many.
        Flow {
            Layout.fillWidth: true
            spacing: Theme.gap * 0.4
            Repeater {
                model: root.player.chatChannels
                ActionButton {
                    required property string channel
                    required property string label
                    required property bool selected
                    objectName: "channel_" + channel
                    text: label
                    size: Theme.small
                    accent: selected ? Theme.highlight : Theme.surfaceHigh
                    onClicked: root.player.selectChat(channel)
                }
            }
        }
        ListView {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: 80
            clip: true
            model: root.player.chat
            spacing: 4
            onCountChanged: positionViewAtEnd()
            delegate: Txt {
                required property string author
                required property string line
                width: ListView.view.width
                text: author + " : " + line
                font.pixelSize: Theme.small
            }
        }
        RowLayout {
            Layout.fillWidth: true
            TextField {
                id: chatField
                objectName: "chatField"
                Layout.fillWidth: true
                font.pixelSize: Theme.body
                maximumLength: 200
                placeholderText: qsTr("Write to them…")
                onAccepted: send.clicked()
            }
            ActionButton {
                id: send
                objectName: "sendButton"
                text: qsTr("Send")
                onClicked: { root.player.sendChat(chatField.text); chatField.clear() }
            }
        }
    }
}
