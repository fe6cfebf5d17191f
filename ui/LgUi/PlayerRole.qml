import QtQuick
import QtQuick.Layouts
import LgModels

// The deal: the role card, turned over while the player holds it, then "Got it".
Item {
    id: root
    required property PlayerModel player
    RowLayout {
        anchors.centerIn: parent
        spacing: Theme.gap * 2
        RoleCard {
            id: card
            objectName: "roleCard"
            player: root.player
        }
        ColumnLayout {
            Layout.preferredWidth: 420
            spacing: Theme.gap
            Txt {
                Layout.fillWidth: true
                text: qsTr("Your role")
                font.pixelSize: Theme.title
                font.bold: true
            }
            Txt {
                Layout.fillWidth: true
                text: qsTr("Keep it secret until the end of the game. During the game, hold the \"see my role\" button or the R key to look at it again.")
                color: Theme.muted
            }
            ActionButton {
                objectName: "gotItButton"
                Layout.fillWidth: true
                text: qsTr("Got it")
                size: Theme.large
                enabled: root.player.cardFlipped
                onClicked: root.player.acknowledgeRole()
            }
        }
    }
}
