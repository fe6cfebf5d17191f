pragma Singleton
import QtQuick

// Colours and sizes of every screen. Colours come from the Okabe-Ito palette, which stays
// distinct for colour-blind eyes; camps are told apart by emblem and text too, never by
// colour alone. Sizes are for the design resolution of each window (the board is drawn at
// 1920x1080 and scaled to the TV; a player's screen at 1280x800).
QtObject {
    readonly property color background: "#0d1321"
    readonly property color nightSky: "#080c18"
    readonly property color surface: "#19223a"
    readonly property color surfaceHigh: "#26324f"
    readonly property color outline: "#3c4a6e"
    readonly property color text: "#f6f2e8"
    readonly property color muted: "#b3bccf"
    readonly property color village: "#56b4e9"
    readonly property color wolves: "#e69f00"
    readonly property color solo: "#cc79a7"
    readonly property color good: "#009e73"
    readonly property color danger: "#d55e00"
    readonly property color highlight: "#f0e442"
    readonly property color dead: "#6b7389"

    readonly property string fontFamily: "DejaVu Sans"
    readonly property string serifFamily: "DejaVu Serif"

    // Board sizes (1920x1080 design, read from a sofa 3 m away).
    readonly property int boardHuge: 120
    readonly property int boardTitle: 72
    readonly property int boardLarge: 52
    readonly property int boardBody: 40
    readonly property int boardSmall: 30

    // Player sizes (1280x800 design, read at arm's length).
    readonly property int title: 44
    readonly property int large: 32
    readonly property int body: 24
    readonly property int small: 19

    // Most lines of seat chips on a board's game screen: 24 long names in 6 lines of 4.
    readonly property int boardSeatRows: 6

    // Whether state changes animate (a card turning over, a line fading in). On in the
    // product; the layout tests turn it off so that they check the frame a screen settles on,
    // not one caught mid-turn.
    property bool motion: true

    readonly property int radius: 18
    readonly property int gap: 24
    // The TV lobby's top-right corner, left free for the language buttons (BoardWindow's),
    // and what the sound's button (BoardView's, left of them) takes more.
    readonly property int lobbyCorner: 360
    readonly property int soundCorner: 170

    function campColor(camp) {
        return camp === "wolves" ? wolves : camp === "solo" ? solo : village
    }
}
