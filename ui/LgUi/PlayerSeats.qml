import QtQuick
import QtQuick.Layouts
import LgModels

// Every seat on a living player's screen (the night's choice, the vote, the day), under
// the scrolling column, never in it: always in view, at any table size. At most
// ``maxRows`` lines: a large table's chips are capped to fit (a long name cut with "…",
// its whole self on the TV and among the choices), so that 24 long names take four lines
// of a 1280x720 screen and leave the rest to the question and its names. The same on
// every screen of a step (a decoy's too): the seats, their title's badge, the ✓ of a
// ballot cast (``mark``) and its weight when public.
SeatStrip {
    required property PlayerModel player
    objectName: "playerSeats"
    // Four lines of chips (about 150 of the 800 canvas pixels at 24 seats): five or six
    // names a line in the column's width, each still told from its neighbours.
    maxRows: 4
    model: player.seats
    size: Theme.small
}
