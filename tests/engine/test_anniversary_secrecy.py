"""Secrecy of ``anniversary``, against an oracle of its own.

The oracle (:class:`Oracle`) is written from RULES.md §5 and §6, not from the edition's code
nor from the events' visibility. It walks the log's facts in order (the deal, the Thief's
swap, who died) and says, for every reader and every event, whether that reader may know it
now:

- everybody: the steps, the phases, the morning news (the Raven's mark only when public),
  the bear's growl once the dawn's owed actions are taken, every death with its card (a
  wolf dead of tetanus as the night fell: at dawn only), a card shown by the day vote (the Idiot,
  the Puppeteer), the ballots and the tallies (without totals when a hidden Raven's +2
  counted), the titles (the Captain, the mute badge), the owed actions and their answers
  (but the Servant's choice: hers alone);
- a seat alone: its own card, its own night inputs and ballots, what its role was shown
  (the Seer's and the Monkey's looks, the Thief's two undealt cards and his swap, the
  Little Girl's wolf, the Witch's victims, the Accursed Wolf-Father the pack's pick
  (in his step, while his infection is unspent), each lover the couple, the Monkey his curse,
  the Fox's answers, the charmed who is charmed, the Servant the card she took);
- the pack (the seats holding a pack card at that moment, and those who joined it: the
  infected, a turned Wild Child): its cards (the White Werewolf shown to the others as a
  werewolf, never to himself), the Mother marked among them, its picks, a Little Girl
  caught, who joined it, which of its members died of tetanus as the night fell (he
  too);
- the two sisters: each other;
- nobody alive until the end: the real causes of death, the shots, the attacks;
- the dead: everything (the ghost screen); after the end: everything.

After every input of 480 random games (6-12 players, random compositions of all 28
characters, random settings, three drivers, timed and untimed nights) every view must match
it (its events, and exactly their notes: every line the reader reads), every night prompt
must be one per living seat (the called role's own, a decoy for the others and for
whoever lost his powers), no living reader may know a card the rules do not show him, and
the winning side must be the oracle's.
"""

from __future__ import annotations

import random

import pytest

from lgdesktop.engine import Game, GameSetup
from lgdesktop.engine.events import (
    ActionOwed,
    ActionTaken,
    Attacked,
    CampChanged,
    CardSeen,
    CardsSwapped,
    DawnNote,
    DeathCause,
    Died,
    GameEnded,
    GameStarted,
    MorningNews,
    NightChoiceMade,
    NightPickMade,
    PhaseStarted,
    RoleDealt,
    RoleShown,
    ShotFired,
    StepStarted,
    TeamRevealed,
    TitleGiven,
    Told,
    VoteCast,
    VoteChoice,
    VoteTally,
)

from .anniversary_play import OTHERS, PACK_EXTRAS
from .secrecy_kit import Verdicts, assert_decoy, assert_notes, count, open_actions, table_games

EDITION = "anniversary"
GAMES = 480
CHUNK = 80
#: No game may need more inputs than this (12 seats, 17 steps a night, a dozen nights).
MAX_INPUTS = 12000
PUBLIC = (
    GameStarted,
    PhaseStarted,
    StepStarted,
    MorningNews,
    DawnNote,
    Died,
    RoleShown,
    VoteCast,
    VoteTally,
    TitleGiven,
    # The Hunter's shot: the TV names who fired at whom, as the owed shot's answer does.
    ShotFired,
    GameEnded,
)
#: Owed actions are public, but the Servant's (hers alone).
OWED = (ActionOwed, ActionTaken)
SERVANT_OWES = "take_card"
SECRET_UNTIL_THE_END = (DeathCause, Attacked)
#: The pack's cards (RULES §5: the werewolves, the Mother Wolf, the Big Bad Wolf, the
#: Accursed Wolf-Father, the White Werewolf).
PACK_CARDS = {"werewolf", "mother_wolf", "big_bad_wolf", "accursed_wolf_father"}
PACK_CARDS |= {"white_werewolf"}
#: The roles each step calls, in RULES §5's night order.
CALLED = {
    "thief": ("thief",),
    "cupid": ("cupid",),
    "lovers": ("cupid",),
    "wild_child": ("wild_child",),
    "two_sisters": ("two_sisters",),
    "savior": ("savior",),
    "seer": ("seer",),
    "thiercelieux_fox": ("thiercelieux_fox",),
    "werewolf": (*sorted(PACK_CARDS), "little_girl"),
    "accursed_wolf_father": ("accursed_wolf_father",),
    "big_bad_wolf": ("big_bad_wolf",),
    "white_werewolf": ("white_werewolf",),
    "colossus": ("colossus",),
    "learned_monkey": ("learned_monkey",),
    "witch": ("witch",),
    "piper": ("piper",),
    "raven": ("raven",),
}
#: What each card may answer when its step calls it (a decoy: the Colossus and the
#: sisters never act, the Monkey once his session is spent, the Fox after a "no", the
#: Big Bad Wolf after a pack death, the Wolf-Father once he infected, the Piper with
#: nobody left to charm; Cupid dreams while the lovers meet).
OWN_ACTIONS = {
    ("thief", "thief"): {"take", "pass"},
    ("cupid", "cupid"): {"couple"},
    ("lovers", "cupid"): {"dream"},
    ("wild_child", "wild_child"): {"model"},
    ("two_sisters", "two_sisters"): {"decoy"},
    ("savior", "savior"): {"protect"},
    ("seer", "seer"): {"look"},
    ("thiercelieux_fox", "thiercelieux_fox"): {"sniff", "pass", "decoy"},
    **{("werewolf", card): {"devour"} for card in PACK_CARDS},
    ("werewolf", "little_girl"): {"spy", "pass"},
    ("accursed_wolf_father", "accursed_wolf_father"): {"infect", "pass", "decoy"},
    ("big_bad_wolf", "big_bad_wolf"): {"devour_alone", "decoy"},
    ("white_werewolf", "white_werewolf"): {"devour_alone", "pass"},
    ("colossus", "colossus"): {"decoy"},
    ("learned_monkey", "learned_monkey"): {"look", "stop", "decoy"},
    ("witch", "witch"): {"pass", "save", "poison", "save_poison"},
    ("piper", "piper"): {"charm", "decoy"},
    ("raven", "raven"): {"mark", "pass"},
}
#: The village's powers (lost when the Elder is banished).
VILLAGE_POWERS = {"thief", "cupid", "savior", "seer", "little_girl", "learned_monkey"}
VILLAGE_POWERS |= {"witch", "raven", "colossus", "wild_child", "thiercelieux_fox"}
VILLAGE_POWERS |= {"two_sisters"}


def random_table(index: int) -> tuple[int, dict, dict]:
    """A table size, a composition and settings, drawn for game ``index``."""
    rng = random.Random(f"anniversary-{index}")
    players = rng.randint(6, 12)
    wolves = rng.randint(1, max(1, players // 4))
    composition = {"werewolf": wolves}
    for role in PACK_EXTRAS:
        if composition["werewolf"] > 1 and rng.random() < 0.5:
            composition[role] = 1
            composition["werewolf"] -= 1
    if rng.random() < 0.3:  # a lone card of the pack
        composition = {rng.choice(PACK_EXTRAS): 1, **composition}
        composition["werewolf"] -= 1
    for role in OTHERS:
        if rng.random() < 0.3 and sum(composition.values()) < players - 1:
            composition[role] = 2 if role == "two_sisters" else 1
    composition = {role: count for role, count in composition.items() if count}
    settings = {
        "tie_rule": rng.choice(("captain", "nobody")),
        "elder_dies_on": rng.choice(("second_attack", "two_nights_running")),
        "raven_public": rng.choice(("no", "yes")),
        "ghost_chat": rng.choice(("no", "yes")),
        "decoys": rng.choice(("on", "on", "off")),
        "little_girl_sees": str(rng.choice((8, 20))),
        "little_girl_caught": str(rng.choice((8, 20))),
    }
    return players, composition, settings


class Oracle:
    """What each reader may know, from the facts of the game and the rules."""

    def __init__(self, game: Game):
        self.players = game.players
        self.ghost_chat = game.settings["ghost_chat"] == "yes"
        self.raven_public = game.settings["raven_public"] == "yes"
        #: The one seat that may owe the Servant's secret choice (see :meth:`servant_of`).
        self.servant: int | None = None
        self.verdicts = Verdicts()

    @staticmethod
    def servant_of(game: Game) -> int | None:
        """The seat holding the Servant's card in play: dealt it, or a Thief who took it
        from the center (the center card he saw, then took)."""
        for seat in range(game.players):
            if game.dealt[seat] == "devoted_servant":
                return seat
        center = {
            e.card: e.role for e in game.log if isinstance(e, CardSeen) and e.card is not None
        }
        for event in game.log:
            took = center.get(event.cards[0]) if isinstance(event, CardsSwapped) else None
            if took == "devoted_servant":
                return event.seat
        return None

    @staticmethod
    def joined(game: Game) -> set[int]:
        """The seats that joined the pack in play (the infected, a turned Wild Child)."""
        return {e.seat for e in game.log if isinstance(e, CampChanged) and e.camp == "wolves"}

    def packs(self, game: Game) -> list[frozenset[int]]:
        """For each event of the log, the living pack at that moment (the dealt pack
        cards, then a Thief or Servant once he took one, and whoever joined it; the dead
        leave it)."""
        pack = {s for s in range(self.players) if game.dealt[s] in PACK_CARDS}
        packs = []
        for event in game.log:
            if (isinstance(event, CardsSwapped) and game.roles[event.seat] in PACK_CARDS) or (
                isinstance(event, CampChanged) and event.camp == "wolves"
            ):
                pack.add(event.seat)
            elif isinstance(event, Died):
                pack.discard(event.seat)
            packs.append(frozenset(pack))
        return packs

    def may_see(self, game: Game, reader: int | None, event, pack: frozenset[int]) -> bool:
        if game.ended or isinstance(event, PUBLIC):
            return True
        if isinstance(event, OWED) and event.kind != SERVANT_OWES:
            return True
        if reader is None:
            return False
        if not game.alive[reader]:
            return True  # the ghost screen shows everything
        if isinstance(event, SECRET_UNTIL_THE_END):
            return False
        if isinstance(event, OWED):
            return reader == self.servant
        if isinstance(event, RoleDealt):
            return event.seat == reader
        if isinstance(event, TeamRevealed):
            if event.role == "two_sisters":
                return reader in event.members
            ww = "white_werewolf" in (game.roles[reader], game.dealt[reader])
            disguised = reader in event.members and ww and event.role == "werewolf"
            return reader in pack and not disguised
        if isinstance(event, CampChanged):
            joins = event.camp == "wolves" and event.why != "servant"  # she shows her card
            return event.seat == reader or (joins and reader in pack)
        if isinstance(event, (NightChoiceMade, NightPickMade)):
            return event.seat == reader or (event.action == "devour" and reader in pack)
        if isinstance(event, (CardSeen, CardsSwapped, Told)):
            return event.seat == reader
        if isinstance(event, VoteChoice):
            return event.voter == reader
        raise AssertionError(f"unreviewed event {event}")

    def check_facts(self, game: Game) -> None:
        """Each private fact goes to whom the rules say, and says what the rules say."""
        held, dealt = game.roles, game.dealt
        couple = ()
        tetanus = {e.seat for e in game.log if isinstance(e, DeathCause) and e.cause == "tetanus"}
        step, pick, infected = None, (), False
        for event in game.log:
            if isinstance(event, StepStarted):
                step = event.step
                pick = () if step == "werewolf" else pick
            elif isinstance(event, Attacked) and step == "werewolf":
                pick = (event.victim,)  # the pack's pick (RULES §5: the pack knows it)
            if isinstance(event, NightPickMade) and event.action == "couple":
                couple = tuple(sorted(event.seats))
            if isinstance(event, TeamRevealed):
                if event.role == "two_sisters":
                    assert all(dealt[m] == "two_sisters" for m in event.members)
                    continue
                assert event.role in PACK_CARDS
                for member in event.members:
                    card = held[member] if held[member] in PACK_CARDS else dealt[member]
                    disguised = card == "white_werewolf" and event.role == "werewolf"
                    assert card == event.role or disguised, event
            elif isinstance(event, CampChanged):
                infected = infected or event.why == "infected"
                if event.why == "servant":
                    assert event.seat == self.servant
                else:
                    assert event.camp == "wolves" and event.why in ("infected", "wild_child")
                    child = "wild_child" in (held[event.seat], dealt[event.seat])
                    assert event.why == "infected" or child
            elif isinstance(event, Told):
                cards = {held[event.seat], dealt[event.seat]}
                if event.what == "victim" and step == "accursed_wolf_father":
                    # RULES §5: he infects the pack's pick, so he is told it, while unspent
                    assert "accursed_wolf_father" in cards and not infected, event
                    assert event.seats == pick, (event, pick)
                elif event.what == "victim":
                    assert "witch" in cards
                elif event.what == "lovers":
                    assert event.seats == couple and event.seat in couple
                elif event.what == "caught":
                    (girl,) = event.seats
                    assert "little_girl" in {held[girl], dealt[girl]}
                    assert event.seat == girl or cards & PACK_CARDS
                elif event.what == "cursed":
                    assert "learned_monkey" in cards
                    target = event.seats[0]
                    assert {held[target], dealt[target]} & PACK_CARDS
                elif event.what == "charmed":
                    assert event.seat in event.seats and "piper" in game.composition
                elif event.what in ("fox_pack", "fox_clear"):
                    assert "thiercelieux_fox" in cards
                elif event.what == "tetanus":  # the pack wakes without him
                    (wolf,) = event.seats
                    assert wolf in tetanus or wolf in game.held, event
                    assert "rusty_knight" in game.composition
                    assert cards & PACK_CARDS or event.seat in self.joined(game)
                else:
                    assert event.what == "nothing" and "little_girl" in cards
            elif isinstance(event, CardSeen):
                cards = {held[event.seat], dealt[event.seat]}
                if event.card is not None:
                    assert dealt[event.seat] == "thief"
                elif event.target == event.seat:
                    assert event.seat == self.servant  # the card she took
                else:
                    assert cards & {"seer", "little_girl", "learned_monkey"}, event
                    assert event.role in (held[event.target], dealt[event.target])
                    if cards == {"little_girl"}:
                        assert event.role in PACK_CARDS
            elif isinstance(event, CardsSwapped):
                assert dealt[event.seat] == "thief" or event.seat == self.servant
                assert event.seats == (event.seat,) or len(event.seats) == 2
            elif isinstance(event, VoteTally) and not self.raven_public:
                assert event.bonuses == ()  # the hidden Raven's +2 never shows
            elif isinstance(event, MorningNews) and not self.raven_public:
                assert event.notes == ()
            elif isinstance(event, DawnNote):
                assert event.notes == ("growl",) and "bear_tamer" in game.composition

    def check(self, game: Game) -> None:
        self.servant = self.servant_of(game)
        self.check_facts(game)
        ended = game.ended
        packs = self.packs(game)
        board = game.public_view()
        assert board.events == self.visible(game, None, packs)
        assert_notes(board)
        shown = {e.seat for e in game.log if isinstance(e, RoleShown)}
        for status in board.seats:  # a card shows when its holder died or the vote showed it
            assert (status.role is None) == (status.seat not in shown and not ended)
        for reader in range(self.players):
            view = game.player_view(reader)
            assert view.events == self.visible(game, reader, packs), reader
            assert_notes(view)
            if not ended and game.alive[reader]:
                self.check_cards(game, reader, view, shown, packs[-1])
            self.check_prompt(game, reader, view)
        living = set(game.living())
        dead = tuple(sorted(set(range(self.players)) - living))
        assert game.chat_members("dead") == (dead if self.ghost_chat else ())
        muted = game.titles.get("mute")
        joined = self.joined(game)
        assert game.chat_members("pack") == tuple(
            s for s in sorted(living) if (game.roles[s] in PACK_CARDS or s in joined) and s != muted
        )
        assert game.chat_members("sisters") == tuple(
            s for s in sorted(living) if game.roles[s] == "two_sisters" and s != muted
        )
        if ended:
            assert game.result.labels == self.labels(game)

    def visible(self, game: Game, reader: int | None, packs) -> tuple:
        """The log's events ``reader`` (None: the board) may see now. The verdicts of the
        last check are kept while all they depend on stays (the end, the reader's life,
        the cards held, the Servant's seat): only the events since are judged."""
        alive = reader is not None and game.alive[reader]
        key = (game.ended, alive, tuple(game.roles), self.servant)
        return self.verdicts.visible(
            game,
            reader,
            key,
            lambda index: self.may_see(game, reader, game.log[index], packs[index]),
        )

    def check_cards(self, game: Game, reader: int, view, shown: set[int], pack) -> None:
        """A living reader knows only cards the rules showed him, as they are (or as the
        pack takes the White Werewolf's; a card the Servant took since was seen before)."""
        allowed = {reader} | shown
        if reader in pack:
            allowed |= {s for s in range(self.players) if game.roles[s] in PACK_CARDS}
        if game.roles[reader] == "two_sisters" or game.dealt[reader] == "two_sisters":
            allowed |= {s for s in range(self.players) if game.dealt[s] == "two_sisters"}
        for event in view.events:
            if isinstance(event, CardSeen) and event.target is not None:
                allowed.add(event.target)
        for seat, role in view.known_roles:
            assert seat in allowed, (reader, seat)
            disguised = role == "werewolf" and game.roles[seat] == "white_werewolf"
            moved = seat == self.servant and role == "devoted_servant"
            assert role == game.roles[seat] or seat == reader or disguised or moved, (
                reader,
                seat,
                role,
            )
        if view.known_center:
            assert game.dealt[reader] == "thief"

    def check_prompt(self, game: Game, reader: int, view) -> None:
        """One prompt per living seat in every night step: the called role's own, or a
        decoy (when decoys are on) of the same shape (what a called role may not pick is
        marked); a village power lost (the Elder banished) answers a decoy too; who joined
        the pack hunts in its step."""
        if game.ended or game.phase.value != "night" or reader not in game.awaited():
            return
        actions = open_actions(view.legal)
        held = game.roles[reader]
        step = game.step.id
        lost = "village" in game.powers_lost and held in VILLAGE_POWERS
        lost |= reader in game.held  # dead of tetanus since nightfall: decoys until dawn
        if held in CALLED[step] and not lost:
            assert actions <= OWN_ACTIONS[(step, held)], (reader, step, actions)
        elif step == "werewolf" and reader in self.joined(game) and not lost:
            assert actions == {"devour"}, (reader, actions)
        else:
            assert game.settings["decoys"] == "on"
            assert_decoy(game, view)

    def labels(self, game: Game) -> tuple[str, ...]:
        """RULES §5's win order, from the cards held, who lives and who was charmed."""
        living = set(game.living())
        charmed = {
            s for e in game.log if isinstance(e, Told) and e.what == "charmed" for s in e.seats
        }
        pipers = [s for s in living if game.roles[s] == "piper"]
        if pipers and living - {pipers[0]} <= charmed:
            return ("piper",)
        if game.lovers and living == set(game.lovers[0]):
            return ("lovers",)
        if len(living) == 1 and game.roles[min(living)] == "white_werewolf":
            return ("white_werewolf",)
        joined = self.joined(game)
        pack = {s for s in living if game.roles[s] in PACK_CARDS or s in joined}
        if not pack:
            return ("village",)
        assert 2 * len(pack) >= len(living)
        return ("wolves",)


@pytest.mark.parametrize("start", range(0, GAMES, CHUNK))
def test_every_view_matches_the_anniversary_oracle(start):
    seen = {"labels": set(), "swaps": 0, "caught": 0, "cursed": 0, "revenge": 0, "lost": 0}
    seen["camp"] = seen["growl"] = 0
    games = table_games(
        EDITION, range(start, start + CHUNK), random_table, Oracle, max_inputs=MAX_INPUTS
    )
    for game in games:
        seen["labels"].add(game.result.labels)
        seen["swaps"] += count(game.log, CardsSwapped)
        seen["caught"] += count(game.log, Told, what="caught")
        seen["cursed"] += count(game.log, Told, what="cursed")
        seen["revenge"] += count(game.log, ActionOwed, kind="revenge")
        seen["lost"] += bool(game.powers_lost)
        seen["camp"] += bool(count(game.log, CampChanged))
        seen["growl"] += bool(count(game.log, DawnNote))
    # Not vacuous: thieves swapped, little girls were caught, monkeys cursed, colossi
    # struck back, elders were banished, camps changed, bears growled, both camps won.
    keys = ("swaps", "caught", "cursed", "revenge", "lost", "camp", "growl")
    assert all(seen[key] for key in keys), seen
    assert {("village",), ("wolves",)} <= seen["labels"]


def test_the_oracle_refuses_what_the_rules_keep_secret():
    deal = ["werewolf", "mother_wolf", "seer", "witch", "raven", "villager", "villager", "villager"]
    game = Game(GameSetup.create(EDITION, 8, 0, deal=deal))
    oracle = Oracle(game)
    pack = frozenset({0, 1})
    assert not oracle.may_see(game, 2, NightChoiceMade(0, "devour", 4), pack)
    assert oracle.may_see(game, 1, NightChoiceMade(0, "devour", 4), pack)
    assert not oracle.may_see(game, 1, NightChoiceMade(4, "mark", 5), pack)
    assert not oracle.may_see(game, 0, Told(3, "victim", (4,)), pack)
    assert not oracle.may_see(game, None, CardSeen(2, "werewolf", target=0), pack)
    assert not oracle.may_see(game, 4, DeathCause(5, "curse"), pack)
    assert not oracle.may_see(game, 2, TeamRevealed("mother_wolf", (1,)), pack)
