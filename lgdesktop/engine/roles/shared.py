"""The words the box characters share with the screens and with their editions: the
night inputs' action names, what a step tells a seat (``Told.what``), the causes, the
step ids the characters name, and two small helpers of the night.

They were declared by ``thiercelieux``, ``forum`` and ``anniversary`` and moved here with
their characters; each edition imports the ones it uses.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model import NightChoice
from ..notes import camp_key, news_key, told_key
from ..values import cause
from .base import NightContext

if TYPE_CHECKING:
    from ..context import RoleContext


#: Action names of the night inputs, as screens read them.
DEVOUR = "devour"  # the pack: one living non-wolf
LOOK = "look"  # the Seer: one other player's card
COUPLE = "couple"  # Cupid: two living players, himself allowed
TAKE = "take"  # the Thief: one of the two center cards
SPY = "spy"  # the Little Girl: one cell of the peek grid
SAVE, POISON, SAVE_POISON = "save", "poison", "save_poison"  # the Witch's potions
PASS = "pass"  # an option: do nothing (the Thief, the Little Girl, the Witch)

#: What a step tells a seat (``Told.what``): the pack's victim (the Witch), the couple
#: (each lover), a Little Girl caught (herself and the pack), a peek that showed nothing.
VICTIM, LOVERS, CAUGHT, NOTHING = "victim", "lovers", "caught", "nothing"
#: Their notes (:mod:`..notes`).
VICTIM_NOTE = told_key(
    VICTIM,
    "whom tonight's wolf attack will kill (the Witch) or the pack picked (a Wolf-Father)",
    seats="those seats (maybe none)",
)
LOVERS_NOTE = told_key(LOVERS, "you are one of the two lovers", seats="the two lovers")
CAUGHT_NOTE = told_key(CAUGHT, "the Little Girl was caught peeking", seats="the Little Girl caught")
NOTHING_NOTE = told_key(NOTHING, "the Little Girl's peek saw nothing")

#: The winning sides, in report order.
VILLAGE, WOLVES, LOVERS_WIN = "village", "wolves", "lovers"

#: The Little Girl's peek grid (RULES §6): columns A-H, rows 1-8, 64 cells.
GRID_COLUMNS, GRID_ROWS = "ABCDEFGH", 8
CELLS = tuple(f"{column}{row}" for column in GRID_COLUMNS for row in range(1, GRID_ROWS + 1))

#: Largest count of "sees a wolf" and of "caught" cells: half the grid each, so that both
#: always fit.
MAX_GRID_CELLS = len(CELLS) // 2


def _pick(night: NightContext, seat: int) -> tuple[str, NightChoice | None]:
    """The seat's night input (action, pick), or ("", None) when the clock closed the step
    before it chose."""
    return night.picks.get(seat, ("", None))


def _wolves(game: RoleContext) -> list[int]:
    """The living seats holding a wolf card now, in seat order."""
    return [seat for seat in game.living() if game.role(seat).counts_as_wolf]


#: The step ids the characters name: Cupid's two (night 1) and the pack's (``anniversary``
#: calls it the pack's step: every pack card, not the werewolves only).
COUPLE_STEP, LOVERS_STEP, WEREWOLF_STEP = "cupid", "lovers", "werewolf"
PACK_STEP = WEREWOLF_STEP
#: ``forum``'s two steps where the wolves place the Little Girl's grid cells.
GRID_SEES, GRID_CAUGHT = "grid_sees", "grid_caught"

#: Action names of forum's own night inputs, as screens read them (the others are
#: ``thiercelieux``'s: devour, look, couple, spy, save, poison, pass).
PROTECT = "protect"  # the Savior: one living player, himself allowed
COLOUR = "colour"  # the Thief: one of his two colours
PLACE_SEES, PLACE_CAUGHT = "place_sees", "place_caught"  # a wolf places a grid cell

#: What a step tells a seat (``Told.what``) besides ``thiercelieux``'s victim, caught and
#: nothing: whom a lover loves; the pack's new member (the Thief's wolf colour); the
#: Thief chose and stayed out of the pack (no name).
LOVES, JOINED, THIEF_STAYED = "loves", "joined", "thief_stayed"
#: Their notes (:mod:`..notes`).
LOVES_NOTE = told_key(LOVES, "whom you love (the love triangle)", seats="the seats you love")
JOINED_NOTE = told_key(JOINED, "the Thief's colour made him a wolf", seats="the Thief")
THIEF_STAYED_NOTE = told_key(THIEF_STAYED, "the Thief chose and did not join the pack")

#: The day vote's outcome when a tie eliminates the Scapegoat.
SCAPEGOAT_OUTCOME = "scapegoat"

#: Morning note of the talkative Seer: this prefix, then the role she saw.
SEER_SAW = "seer_saw:"
SEER_SAW_NOTE = news_key(SEER_SAW[:-1], "the card the Seer saw last night", cards="that card")

#: The colours the Thief's two are drawn from at the deal.
COLOURS = ("red", "blue", "green", "yellow", "purple", "orange", "white", "black")

#: Action names of this edition's own night inputs, as screens read them (the others are
#: ``thiercelieux``'s and ``forum``'s: devour, look, couple, take, spy, save, poison,
#: save_poison, protect, pass).
MARK = "mark"  # the Raven: another living player, +2 votes in the next day's first vote
STOP = "stop"  # the Learned Monkey: end (or do not open) his session of looks
DEVOUR_ALONE = "devour_alone"  # the Big Bad Wolf's second victim, the White Werewolf's kill
INFECT = "infect"  # the Accursed Wolf-Father: infect tonight's victim instead
MODEL = "model"  # the Wild Child's role model, night 1
SNIFF = "sniff"  # the Fox: a living player, him and his two nearest living neighbours
CHARM = "charm"  # the Piper: two living players not yet charmed
VOTE_TWICE = "vote_twice"  # the Judge's ballot that asks for a second vote
SECOND_VOTE = "second_vote"  # its option
TAKE_CARD = "take_card"  # the Devoted Servant's owed choice (its board line key too)

#: The Witch's ``save_poison`` option naming the victim she saves: this prefix + his seat.
SAVE_PREFIX = SAVE + ":"

#: What a step tells a seat (``Told.what``) besides ``thiercelieux``'s: the Learned Monkey
#: saw a wolves-camp card and is cursed (the seat he looked at).
CURSED = "cursed"

#: Morning note when the Raven's mark is public: this prefix, then the marked seat.
RAVEN_NOTE = "raven_mark:"

#: Dawn note (``DawnNote``, once the dawn's owed actions are taken): the bear growls (a
#: pack member beside the Bear Tamer, or he is infected).
GROWL = "growl"

#: What the pack and the wolf who caught the Rusty Knight's tetanus are told in the pack's
#: step (``Told.what``, that wolf's seat): he died as the night fell and does not hunt.
TETANUS_TOLD = "tetanus"

#: What the Fox is told (``Told.what``, the seat he pointed at): a pack member is among
#: that player and his two neighbours, or none is (his power is lost).
FOX_PACK, FOX_CLEAR = "fox_pack", "fox_clear"

#: What the charmed are told each night (``Told.what``): every living charmed seat.
CHARMED = "charmed"

#: Why a player joined the pack (``CampChanged.why``), besides ``wild_child``.
INFECTED = "infected"

#: Why the Devoted Servant changed camp (``CampChanged.why``).
SERVANT = "servant"
#: The notes of those (:mod:`..notes`).
CURSED_NOTE = told_key(CURSED, "the Learned Monkey saw a wolves' card", seats="that seat")
RAVEN_MARK_NOTE = news_key(RAVEN_NOTE[:-1], "the Raven's public mark", seats="the marked seat")
GROWL_NOTE = news_key(GROWL, "the bear growls: a pack member beside the Bear Tamer")
TETANUS_NOTE = told_key(
    TETANUS_TOLD, "a wolf caught the Rusty Knight's tetanus and hunts no more", seats="him"
)
FOX_NOTES = (
    told_key(FOX_PACK, "a pack member is among that player and his neighbours", seats="him"),
    told_key(FOX_CLEAR, "no pack member there: the Fox loses his nose", seats="him"),
)
CHARMED_NOTE = told_key(CHARMED, "the living charmed players", seats="every living charmed")
INFECTED_NOTE = camp_key(INFECTED, "the Accursed Wolf-Father's infection: joins the pack")
WILD_CHILD_NOTE = camp_key("wild_child", "the Wild Child's model died: joins the pack")
SERVANT_NOTE = camp_key(SERVANT, "the Devoted Servant took the banished's card")

#: Death causes of this edition besides the usual ones.
CURSE, REVENGE, TETANUS = "curse", "revenge", "tetanus"
#: Their declarations (:mod:`..values`), shared by the roles that give them.
CURSE_CAUSE = cause(CURSE, "a curse: a Seer's probe of the Fox, a Nekomata's or Monkey's")
REVENGE_CAUSE = cause(REVENGE, "named by a devoured Colossus or Psychopath")

#: The owed action of a Colossus killed by a wolf attack (its board line key).
REVENGE_KIND = REVENGE

#: The Captain's title, and the Puppeteer's mute badge (a title that weighs nothing).
CAPTAIN, MUTE = "captain", "mute"

#: ``night.found`` keys: the pack has hunted tonight; the Little Girl it caught.
HUNTED = "hunted"

#: The steps of the pack cards that also act alone (after the pack's step).
ACCURSED_STEP, BIG_BAD_WOLF_STEP = "accursed_wolf_father", "big_bad_wolf"
WHITE_WEREWOLF_STEP = "white_werewolf"
