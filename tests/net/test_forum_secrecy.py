"""Secrecy on the wire in ``forum``: whole games with bots over the real WebSocket host
(127.0.0.1, port 0), the bots chatting in every channel they belong to, every raw frame
each player, the board and a spectator receive checked against a "may know" rule written
here from RULES.md §4 and §6, independently of the engine's own filter. Each seat's frames
are read in order; what the seat holds and whether it lives are read from its own latest
view, and what it learned by right is kept:

- a living player may know their own card (the one dealt, and the one the Thief's colour
  made); every wolf's card if they hold a wolf card (the pack, the Thief who joined it);
  the card of each player the Seer looked at if they were dealt the Seer (the card truly
  held then); a wolf's card if they were dealt the Little Girl; their own inputs, and the
  pack's picks (the grid's squares too) while they hold a wolf card; what a step told them
  (whom they love: the lover only; the pack's new member, or that the Thief stayed out:
  the pack; the victim: the Witch; a peek caught: the Little Girl and the pack; a peek
  that showed nothing: the Little Girl); the Hunter, that he owes and takes a shot;
- cards are not shown when players die: nobody else's card is public until the end;
- the dead know no more than when they died (``dead_see_roles=no``), or everything
  (``yes``);
- the pack's chat reaches the living who hold a wolf card only, the ghosts' chat the dead
  only; neither ever reaches the board or a spectator;
- the board and spectators know public facts only.
"""

from __future__ import annotations

import json

import pytest
from engine.forumplay import SHORT, forum_game, night

from lgdesktop.engine import PlayerView
from lgdesktop.protocol import encode, view_message

from . import test_thiercelieux_secrecy as thier
from .netkit import async_recorded_bot_game

#: Twelve seats, every forum role: the Thief, Cupid, the Seer, the Savior, two wolves, the
#: Little Girl, the Witch, the Hunter, the Scapegoat, two villagers.
DEAL = tuple(SHORT[letter] for letter in "TCSAWWGIHEVV")
PLAYERS = len(DEAL)
#: What a step may tell a seat, by the card it was dealt or holds (RULES §4, §6).
TOLD_TO = {
    "victim": {"witch"},
    "nothing": {"little_girl"},
    "caught": {"little_girl", "werewolf"},
    "joined": {"werewolf"},
    "thief_stayed": {"werewolf"},
}


#: The real cards of a game: as dealt, and as held at the end (the Thief's colour); no
#: center here.
Truth = thier.Truth


class Checker(thier.Checker):
    """One seat's frames (None: the board or a spectator), read in order; what the seat
    holds and whether it lives, as its own latest view says."""

    def __init__(self, truth: Truth, seat: int | None, dead_see_all: bool = False):
        super().__init__(truth, seat)
        self.dead_see_all = dead_see_all
        self.role = "" if seat is None else truth.dealt[seat]
        self.alive = True

    def pack(self) -> set[int]:
        """The pack, for a seat that holds (or was dealt) a wolf card."""
        seat = self.seat
        wolf = seat is not None and "werewolf" in (self.role, self.truth.dealt[seat])
        return self.truth.wolves if wolf else set()

    def allowed_roles(self, board: dict) -> set[tuple[int, str]]:
        """No card is shown on a death: only one's own, the pack, what one saw."""
        seat = self.seat
        if seat is None:
            return set()
        known = {(seat, role) for role in self.truth.cards(seat)} | self.learned
        return known | {(w, "werewolf") for w in self.pack()}

    def card_seen(self, event: dict) -> list[str]:
        """A card this seat saw: right for its power (the Seer's look, the Little Girl's
        wolf, the Thief's own new card), and true."""
        truth, role, target = self.truth, event["role"], event["target"]
        dealt = truth.dealt[self.seat]
        right = (
            dealt == "seer"
            or (dealt == "little_girl" and role == "werewolf")
            or target == self.seat
        )
        if event["card"] is not None or not right or not truth.holds(target, role):
            return [f"card of seat {target} ({role}) seen by a {dealt}"]
        self.learned.add((target, role))
        return []

    def private(self, event: dict) -> list[str]:
        """A private event this seat received: why it may know it, or a violation."""
        kind, seat = event["type"], self.seat
        if seat is None:
            return [f"event {kind} reached the board"]
        mine = event.get("seat", event.get("voter")) == seat
        if kind == "card_seen" and mine:
            return self.card_seen(event)
        if kind in ("role_dealt", "vote_choice") and mine:
            return []
        if kind in ("night_choice_made", "night_pick_made") and (
            mine or event["seat"] in self.pack()
        ):
            return []
        if kind == "team_revealed" and seat in event["members"]:
            return []
        if (
            kind in ("action_owed", "action_taken")
            and event["kind"] == "shot"
            and "hunter" in self.truth.cards(seat)
        ):
            return []  # a Hunter's shot is known to him alone (cards stay hidden)
        if kind == "told" and mine:
            if event["what"] == "loves":
                return []
            if ({self.role} | self.truth.cards(seat)) & TOLD_TO.get(event["what"], set()):
                return []
        return [f"event {kind} {event}"]

    def chat_line(self, frame: dict) -> list[str]:
        """A chat line: the pack's to a living wolf, the ghosts' to the dead, never the
        board's; written by a member of its channel."""
        channel, author = frame["channel"], frame["seat"]
        if self.seat is None:
            return [f"a {channel} line reached the board"]
        if channel == "pack" and self.alive and self.role == "werewolf":
            return [] if author in self.truth.wolves else [f"pack line by seat {author}"]
        if channel == "dead" and not self.alive:
            return []
        return [f"a {channel} line reached seat {self.seat} ({self.role}, alive={self.alive})"]

    def exempt(self, view: dict, board: dict) -> bool:
        """The game has ended, or a dead seat with ``dead_see_roles=yes``."""
        return board["result"] is not None or (self.dead_see_all and not self.alive)

    def violations(self, raw: str) -> list[str]:
        """What frame ``raw`` may not carry; a chat line, or a view (whose role and life
        this seat now knows)."""
        frame = json.loads(raw)
        if frame["type"] == "chat_line":
            return self.chat_line(frame)
        view = frame["view"] if frame["type"] == "view" else {}
        if view.get("type") == "player_view" and view["seat"] == self.seat:
            self.role = view["role"] or self.role
            self.alive = view["alive"]
        return super().violations(raw)


def test_the_checker_catches_leaks():
    """Night 1 on the engine: each seat's own view passes; a villager given the Seer's or
    a wolf's view, or the board given a player's, or a villager a pack line, does not."""
    game = forum_game("TCSAWWGIHEVV", mayor=1, seed=3)
    night(game, {"seer": {2: 4}})
    truth = Truth(DEAL, tuple(game.player_view(s).role for s in range(PLAYERS)))
    for seat in range(PLAYERS):
        raw = encode(view_message(game.player_view(seat)))
        assert Checker(truth, seat).violations(raw) == [], seat
    assert Checker(truth, None).violations(encode(view_message(game.public_view()))) == []
    villager = 10
    for other in (2, 4):  # the Seer's look, the pack
        assert Checker(truth, villager).violations(encode(view_message(game.player_view(other))))
    assert Checker(truth, None).violations(encode(view_message(game.player_view(villager))))
    line = json.dumps({"type": "chat_line", "channel": "pack", "seat": 4, "name": "", "text": ""})
    assert Checker(truth, villager).violations(line)
    assert Checker(truth, None).violations(line)
    assert Checker(truth, 5).violations(line) == []


def chatter():
    """The bots' chat: once per step, a living wolf writes in the pack's channel and a dead
    player in the ghosts' (each line says who wrote it, where and when)."""
    said: set[tuple] = set()

    def lines(view: PlayerView) -> list[tuple[str, str]]:
        board = view.board
        key = (view.seat, board.phase, board.number, board.step)
        if key in said or board.phase == "election":
            return []
        said.add(key)
        if not view.alive:
            return [("dead", f"seat {view.seat} from beyond, {key[1:]}")]
        if view.role == "werewolf":
            return [("pack", f"seat {view.seat} to the pack, {key[1:]}")]
        return []

    return lines


async def play_recorded(start_host, connect, seed: int, settings: dict[str, str]):
    """A whole bot game on the host; every frame each seat, the board and a spectator got."""
    server = await start_host(
        edition="forum", players=PLAYERS, deal=DEAL, seed=seed, speed=500, settings=settings
    )
    public: list[str] = []
    board = await connect(
        server, kind="board", admin_token=server.admin_token, on_frame=public.append
    )
    await connect(server, kind="spectator", code=server.code, on_frame=public.append)
    received = await async_recorded_bot_game(server, board, seed, chat=chatter())
    return server, received, public


@pytest.mark.slow
@pytest.mark.parametrize(
    ("seed", "settings"),
    [
        (41, {}),
        (
            42,
            {
                "love_triangle": "yes",
                "talkative_seer": "yes",
                "votes_final": "no",
                "dead_see_roles": "yes",
            },
        ),
    ],
    ids=["defaults", "triangle-dead-see-all"],
)
async def test_a_bot_game_to_the_end_leaks_nothing(start_host, connect, seed, settings):
    server, received, public = await play_recorded(start_host, connect, seed, settings)
    game = server.game
    assert game.ended and game.setup.deal == DEAL
    truth = Truth(DEAL, tuple(game.roles))
    dead_see_all = settings.get("dead_see_roles") == "yes"
    checked, lines = 0, {"pack": 0, "dead": 0}
    for seat, frames in received.items():
        assert frames, f"seat {seat} received nothing"
        checker = Checker(truth, seat, dead_see_all)
        for raw in frames:
            assert checker.violations(raw) == [], f"seat {seat} got a secret"
            frame = json.loads(raw)
            if frame["type"] == "chat_line":
                lines[frame["channel"]] += 1
            checked += 1
    board = Checker(truth, None)
    for raw in public:
        assert board.violations(raw) == [], "the board got a secret"
    assert checked > 200
    assert lines["pack"] > 0 and lines["dead"] > 0, lines
