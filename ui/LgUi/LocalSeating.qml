import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import LgModels

// Single-device mode: type each player's name to seat them at the shared screen.
Panel {
    id: root
    required property BoardModel board
    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.gap * 1.5
        spacing: Theme.gap
        Txt {
            Layout.fillWidth: true
            text: qsTr("One screen for everybody")
            font.pixelSize: Theme.boardLarge
            font.bold: true
        }
        Txt {
            Layout.fillWidth: true
            text: qsTr("4 to 12 players. Before each secret step, the screen tells whom to pass it to.")
            color: Theme.muted
            font.pixelSize: Theme.boardSmall
        }
        TextField {
            id: nameField
            objectName: "localNameField"
            Layout.fillWidth: true
            font.pixelSize: Theme.boardBody
            maximumLength: 24
            placeholderText: qsTr("Player's name")
            onAccepted: add.clicked()
        }
        ActionButton {
            id: add
            Layout.fillWidth: true
            text: qsTr("Add to the table")
            size: Theme.boardSmall
            enabled: nameField.text.trim() !== ""
            onClicked: { root.board.addPlayer(nameField.text); nameField.clear() }
        }
        Item { Layout.fillHeight: true }
    }
}
