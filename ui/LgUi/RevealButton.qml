import QtQuick
import LgModels

// "Show my role": the role and private results show while this is held (or for a few
// seconds after a tap), like the R key. Drawn the same for every role.
ActionButton {
    id: control
    required property PlayerModel player
    objectName: "revealButton"
    accent: Theme.surfaceHigh
    text: control.player.revealed ? qsTr("Hide my role") : qsTr("Hold to see my role (key R)")
    contentItem: Txt {
        text: control.text
        font.pixelSize: control.size
        font.bold: true
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
    }
    onPressed: control.player.revealed && !control.player.holding
               ? control.player.hideRole() : control.player.holdRole()
    onReleased: if (control.player.holding) control.player.releaseRole()
    onCanceled: if (control.player.holding) control.player.releaseRole()
}
