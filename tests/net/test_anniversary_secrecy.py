"""Secrecy on the wire in ``anniversary``: whole games with bots over the real WebSocket
host (127.0.0.1, port 0), every raw frame each player, the board and a spectator receive
checked against a "may know" rule written here from RULES.md §5 and §6, independently of
the engine's own filter. Each seat's frames are read in order and what it learned by right
is kept:

- a living player may know their own card; every pack card's holder if they hold one (the
  werewolves and the Mother Wolf, each with their own card); the card of each player the
  Seer or the Learned Monkey looked at if they were dealt that card (the card truly held);
  one pack member's card if they were dealt the Little Girl; their own inputs, and the
  pack's picks if they hold a pack card; what a step told them (the victims: the Witch;
  the couple: a lover; a peek caught: the Little Girl and the pack; a peek that showed
  nothing: the Little Girl; the curse: the Monkey);
- every death shows its card to everybody, and so does a card shown in play (the Idiot's,
  the Puppeteer's); the dead and, at the end, everybody know all;
- the board and spectators know public facts only; a tally's totals are the ballots
  (with their weights) plus the public Raven's +2: a hidden Raven's +2 never shows, so
  with ``raven_public=no`` a tally carries no bonus and no total that the ballots do not
  give.
"""

from __future__ import annotations

import json
from collections import Counter

import pytest
from engine.anniversary_play import deal_of, new_game, night, step, stop_monkey

from lgdesktop.engine import NightChoice
from lgdesktop.protocol import encode, view_message

from . import test_thiercelieux_secrecy as thier

#: Thirteen seats, every character the box's own scenarios use: the Mother Wolf, a
#: werewolf, the Seer, the Witch, the Learned Monkey, the Raven, the Puppeteer, the Idiot,
#: the Colossus, the Elder, the Little Girl, the Hunter, Cupid.
DEAL = tuple(deal_of("MWSHKRPIOEGUC"))
PLAYERS = len(DEAL)
#: The pack's cards in this deal (RULES §5).
PACK_CARDS = {"werewolf", "mother_wolf"}
#: What a step may tell a seat, by the card it was dealt or holds (RULES §5, §6).
TOLD_TO = {
    "victim": {"witch"},
    "nothing": {"little_girl"},
    "caught": {"little_girl"} | PACK_CARDS,
    "cursed": {"learned_monkey"},
}


def tally_violations(event: dict, raven_public: bool) -> list[str]:
    """What a day vote's tally may not show: its totals are the ballots' weights plus the
    public Raven's bonuses; a hidden Raven's +2 never shows (no bonus, and no totals but
    those the ballots give)."""
    bonuses = dict(event["bonuses"])
    if bonuses and not raven_public:
        return [f"a hidden Raven's bonus {bonuses}"]
    if not event["counts"]:
        return []
    weights = dict(event["weights"])
    given = Counter()
    for voter, target in event["ballots"]:
        given[target] += weights.get(voter, 1)
    for target, votes in bonuses.items():
        given[target] += votes
    counts = {target: votes for target, votes in event["counts"] if votes}
    return [] if counts == {t: v for t, v in given.items() if v} else [f"totals {counts}"]


class Truth(thier.Truth):
    """The real cards of a game; the pack is every pack card's holder."""

    def __init__(self, deal: tuple[str, ...], final: tuple[str, ...]):
        super().__init__(deal, final)
        self.wolves = {s for s, role in enumerate(final) if role in PACK_CARDS}


class Checker(thier.Checker):
    """One seat's frames (None: the board or a spectator), read in order."""

    def __init__(self, truth: Truth, seat: int | None, raven_public: bool):
        super().__init__(truth, seat)
        self.raven_public = raven_public
        #: The tallies read; the day votes' with ballots, and those of them without
        #: totals (a hidden Raven in the game).
        self.tallies = self.with_ballots = self.without_totals = 0
        self.phase = ""  # the phase of the events read last

    def allowed_roles(self, board: dict) -> set[tuple[int, str]]:
        """The thiercelieux rule, the pack with each member's own card."""
        known = super().allowed_roles(board) | self.learned
        return known | {(w, self.truth.final[w]) for w in self.pack()}

    def card_seen(self, event: dict) -> list[str]:
        """The Monkey's look and the Little Girl's Mother Wolf, if true; the rest as in
        thiercelieux (the Seer's look, one's own card)."""
        truth, role, target = self.truth, event["role"], event["target"]
        dealt = truth.dealt[self.seat]
        right = dealt == "learned_monkey" or (dealt == "little_girl" and role in PACK_CARDS)
        if right and event["card"] is None and truth.holds(target, role):
            self.learned.add((target, role))
            return []
        return super().card_seen(event)

    def private(self, event: dict) -> list[str]:
        kind, seat, truth = event["type"], self.seat, self.truth
        mine = seat is not None and event.get("seat") == seat
        if mine and kind == "told" and truth.cards(seat) & TOLD_TO.get(event["what"], set()):
            return []
        if kind == "team_revealed" and seat in truth.wolves and event["role"] in PACK_CARDS:
            return []
        return super().private(event)

    def tally(self, event: dict, phase: str = "vote") -> list[str]:
        """A tally's totals (see :func:`tally_violations`), counted; those of the day
        votes (``phase``: ``vote``, not the election) by their totals shown or not."""
        found = tally_violations(event, self.raven_public)
        if not found:
            self.tallies += 1
            if phase == "vote" and event["ballots"]:
                self.with_ballots += 1
                self.without_totals += not event["counts"]
        return found

    def violations(self, raw: str) -> list[str]:
        """The thiercelieux checks, after learning the cards shown in play and checking
        every tally's totals."""
        frame, found = json.loads(raw), []
        view = frame["view"] if frame["type"] == "view" else {}
        board = view.get("board", view)
        for event in view.get("events", []) + board.get("events", []):
            if event["visibility"]["public"] and event["type"] == "role_shown":
                self.learned.add((event["seat"], event["role"]))
            if event["type"] == "phase_started":
                self.phase = event["phase"]
            if event["type"] == "vote_tally":
                found += self.tally(event, self.phase)
        return found + super().violations(raw)


def test_the_checker_catches_leaks():
    """Night 1 on the engine: each seat's own view passes; a villager given the Seer's,
    the Monkey's or a wolf's view, the board a player's, or a hidden +2 in totals, does
    not."""
    game = new_game("MWSHKRPIOEGUC", seed=3)
    while game.step.id != "learned_monkey":
        step(game, {2: NightChoice(5)} if game.step.id == "seer" else None)
    game.submit(4, NightChoice(7))  # the Monkey looks at the Idiot, then stops
    stop_monkey(game, 4)
    night(game)
    truth = Truth(DEAL, tuple(game.player_view(s).role for s in range(PLAYERS)))
    for seat in range(PLAYERS):
        raw = encode(view_message(game.player_view(seat)))
        assert Checker(truth, seat, False).violations(raw) == [], seat
    assert Checker(truth, None, False).violations(encode(view_message(game.public_view()))) == []
    villager = 11  # the Hunter
    for other in (0, 2, 4):  # the pack, the Seer's look, the Monkey's
        raw = encode(view_message(game.player_view(other)))
        assert Checker(truth, villager, False).violations(raw)
    assert Checker(truth, None, False).violations(encode(view_message(game.player_view(1))))
    ballots = [[0, 5], [1, 5], [2, 6]]
    tally = {"ballots": ballots, "weights": [], "bonuses": [], "counts": [[5, 2], [6, 3]]}
    assert Checker(truth, None, False).tally(tally)
    assert Checker(truth, None, False).tally(tally | {"counts": [[5, 2], [6, 1]]}) == []
    assert Checker(truth, None, False).tally(tally | {"counts": [], "bonuses": [[6, 2]]})
    public = tally | {"counts": [[5, 2], [6, 3]], "bonuses": [[6, 2]]}
    assert Checker(truth, None, True).tally(public) == []


@pytest.mark.slow
@pytest.mark.parametrize(
    ("seed", "settings"),
    [(51, {}), (52, {"raven_public": "yes", "tie_rule": "nobody", "ghost_chat": "yes"})],
    ids=["hidden-raven", "public-raven"],
)
async def test_a_bot_game_to_the_end_leaks_no_card(start_host, connect, seed, settings):
    server, received, public = await thier.play_recorded(
        start_host, connect, seed, settings, "anniversary", DEAL, PLAYERS
    )
    game = server.game
    assert game.ended and game.setup.deal == DEAL
    truth = Truth(DEAL, tuple(game.roles))
    raven_public = settings.get("raven_public") == "yes"
    checked = 0
    for seat, frames in received.items():
        assert frames, f"seat {seat} received nothing"
        checker = Checker(truth, seat, raven_public)
        for raw in frames:
            assert checker.violations(raw) == [], f"seat {seat} got a secret"
            checked += 1
    board = Checker(truth, None, raven_public)
    for raw in public:
        assert board.violations(raw) == [], "the board got a secret"
    assert checked > 200 and board.tallies > 0
    # A hidden Raven in the deal: no tally with ballots shows totals, marked or not.
    assert board.without_totals == (0 if raven_public else board.with_ballots)
