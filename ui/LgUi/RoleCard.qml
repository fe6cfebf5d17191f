import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import LgModels

// The secret role card: face down by default; it turns over while the player holds it (or
// the R key), or for a few seconds after a tap, to show the emblem, the role, its camp, what
// it does in our own words, and what the seat learned at the deal.
Flipable {
    id: card
    required property PlayerModel player
    readonly property bool flipped: player.revealed
    width: 460
    height: 640
    front: Rectangle {
        anchors.fill: parent
        radius: 28
        color: Theme.surfaceHigh
        border.color: Theme.highlight
        border.width: 4
        ColumnLayout {
            anchors.centerIn: parent
            width: parent.width - 60
            spacing: Theme.gap
            Emblem {
                role: "hidden"
                Layout.alignment: Qt.AlignHCenter
                Layout.preferredWidth: 200
                Layout.preferredHeight: 200
            }
            Txt {
                Layout.fillWidth: true
                text: qsTr("Make sure nobody is looking, then hold the card (or the R key) to see your role. A tap shows it for a few seconds.")
                horizontalAlignment: Text.AlignHCenter
                font.pixelSize: Theme.body
            }
        }
    }
    back: Rectangle {
        anchors.fill: parent
        radius: 28
        color: Theme.surface
        border.color: Theme.campColor(card.player.camp)
        border.width: 6
        ColumnLayout {
            anchors.fill: parent
            anchors.margins: 30
            spacing: Theme.gap * 0.6
            // The emblem gives way to a long help and many private lines (a pack of six at
            // 24 seats): full size when they fit, down to half of it when they do not.
            Emblem {
                role: card.player.role
                Layout.alignment: Qt.AlignHCenter
                Layout.fillHeight: true
                Layout.minimumHeight: 90
                Layout.maximumHeight: 180
                Layout.preferredHeight: 90
                Layout.preferredWidth: height
            }
            Txt {
                Layout.fillWidth: true
                text: card.player.roleLabel
                font.pixelSize: Theme.title
                font.bold: true
                color: Theme.campColor(card.player.camp)
                horizontalAlignment: Text.AlignHCenter
            }
            Txt {
                Layout.fillWidth: true
                text: qsTr("Camp: %1").arg(card.player.campLabel)
                color: Theme.muted
                horizontalAlignment: Text.AlignHCenter
            }
            // What the role does and what the seat learned: past the card's height (many
            // nights of notes) they scroll under the mouse wheel, the card still held by a
            // press anywhere on it.
            Flickable {
                id: details
                objectName: "cardDetails"
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumHeight: Theme.gap * 3
                Layout.preferredHeight: detailsColumn.implicitHeight
                Layout.maximumHeight: detailsColumn.implicitHeight
                contentWidth: width
                contentHeight: detailsColumn.implicitHeight
                clip: true
                interactive: false
                function scrollBy(pixels) {
                    contentY = Math.max(0, Math.min(contentHeight - height, contentY + pixels))
                }
                ScrollIndicator.vertical: ScrollIndicator {
                    active: details.contentHeight > details.height + 1
                }
                ColumnLayout {
                    id: detailsColumn
                    width: details.width
                    spacing: Theme.gap * 0.6
                    Txt {
                        Layout.fillWidth: true
                        text: card.player.roleHelp
                        font.pixelSize: Theme.body
                        horizontalAlignment: Text.AlignHCenter
                    }
                    Repeater {
                        model: card.player.privateLines
                        Txt {
                            required property string modelData
                            Layout.fillWidth: true
                            text: modelData
                            font.pixelSize: Theme.small
                            color: Theme.highlight
                            horizontalAlignment: Text.AlignHCenter
                        }
                    }
                }
            }
        }
    }
    transform: Rotation {
        id: rotation
        origin.x: card.width / 2
        origin.y: card.height / 2
        axis { x: 0; y: 1; z: 0 }
        angle: card.flipped ? 180 : 0
        Behavior on angle {
            enabled: Theme.motion
            NumberAnimation { duration: 600; easing.type: Easing.InOutQuad }
        }
    }
    MouseArea {
        anchors.fill: parent
        onPressed: card.player.holdRole()
        onReleased: card.player.releaseRole()
        onCanceled: card.player.releaseRole()
        onWheel: wheel => details.scrollBy(-wheel.angleDelta.y / 3)
    }
}
