"""Secrecy on the wire in ``thiercelieux``: whole games with bots over the real WebSocket
host (127.0.0.1, port 0), every raw frame each player, the board and a spectator receive
checked against a "may know" rule written here from RULES.md §3 and §6, independently of
the engine's own filter. Knowledge grows over the game, so the checker reads each seat's
frames in order and keeps what that seat learned by right:

- a living player may know their own card (the one dealt and the one held after a swap);
  every wolf card's holder if they hold one (the pack, the Thief who took a wolf
  included); the card of each player the Seer looked at if they were dealt the Seer (the
  card truly held); one wolf's card if they were dealt the Little Girl; the two center
  cards if they were dealt the Thief; their own inputs, and the pack's picks if they hold
  a wolf card; what a step told them (the victim: the Witch; the couple: a lover; a peek
  caught: the Little Girl and the pack; a peek that showed nothing: the Little Girl);
- every death shows its card to everybody; the dead and, at the end, everybody know all;
- the board and spectators know public facts only.
"""

from __future__ import annotations

import json

import pytest
from engine.thiercelieux_play import deal_of, new_game, night

from lgdesktop.protocol import encode, view_message

from .netkit import async_recorded_bot_game

#: Ten seats (Cupid, the Thief, the Seer, two wolves, the Little Girl, the Witch, the
#: Hunter, two villagers), then the center: a villager and a wolf for the Thief to pick.
DEAL = tuple(deal_of("CTSWWGHUVVVW"))
PLAYERS = 10
#: Events anybody may see while the game runs.
PUBLIC_EVENTS = {
    "game_started",
    "phase_started",
    "step_started",
    "died",
    "role_shown",
    "morning_news",
    "vote_cast",
    "vote_tally",
    "title_given",
    "candidacy",
    "candidates_named",
    "action_owed",
    "action_taken",
    "shot_fired",  # the Hunter's shot, as public as the owed shot's answer
}
#: What a step may tell a seat, by the card it was dealt or holds (RULES §3, §6).
TOLD_TO = {"victim": {"witch"}, "nothing": {"little_girl"}, "caught": {"little_girl", "werewolf"}}


class Truth:
    """The real cards of a game: as dealt (players, then the center) and as held at the
    end (a Thief may have taken a center card)."""

    def __init__(self, deal: tuple[str, ...], final: tuple[str, ...]):
        self.dealt, self.center, self.final = deal[: len(final)], deal[len(final) :], final
        self.wolves = {s for s, role in enumerate(final) if role == "werewolf"}

    def holds(self, seat: int, role: str) -> bool:
        return role in (self.dealt[seat], self.final[seat])

    def cards(self, seat: int) -> set[str]:
        return {self.dealt[seat], self.final[seat]}


class Checker:
    """One seat's frames (None: the board or a spectator), read in order."""

    def __init__(self, truth: Truth, seat: int | None):
        self.truth, self.seat = truth, seat
        #: (seat, role) this seat learned by right (a look, a peek).
        self.learned: set[tuple[int, str]] = set()

    def pack(self) -> set[int]:
        """The seats whose pack events this seat may share."""
        seat = self.seat
        return self.truth.wolves if seat is not None and seat in self.truth.wolves else set()

    def allowed_roles(self, board: dict) -> set[tuple[int, str]]:
        truth, seat = self.truth, self.seat
        known = {(s["seat"], truth.final[s["seat"]]) for s in board["seats"] if not s["alive"]}
        if seat is None:
            return known
        known |= {(seat, role) for role in truth.cards(seat)} | self.learned
        return known | {(w, "werewolf") for w in self.pack()}

    def card_seen(self, event: dict) -> list[str]:
        """A card this seat saw: right for its power, and true."""
        truth, role = self.truth, event["role"]
        dealt = truth.dealt[self.seat]
        if event["card"] is not None:
            if dealt == "thief" and truth.center[event["card"]] == role:
                return []
            return [f"center card {event['card']} ({role}) seen by a {dealt}"]
        target = event["target"]
        right = (
            dealt == "seer"
            or (dealt == "little_girl" and role == "werewolf")
            or target == self.seat
        )
        if not right or not truth.holds(target, role):
            return [f"card of seat {target} ({role}) seen by a {dealt}"]
        self.learned.add((target, role))
        return []

    def private(self, event: dict) -> list[str]:
        """A private event this seat received: why it may know it, or a violation."""
        kind, seat, truth = event["type"], self.seat, self.truth
        if seat is None:
            return [f"event {kind} reached the board"]
        mine = event.get("seat", event.get("voter")) == seat
        if kind == "card_seen" and mine:
            return self.card_seen(event)
        if kind in ("role_dealt", "vote_choice", "cards_swapped") and mine:
            return []
        if kind in ("night_choice_made", "night_pick_made") and (
            mine or event["seat"] in self.pack()
        ):
            return []
        if kind == "team_revealed" and (
            seat in event["members"] or (event["role"] == "werewolf" and seat in truth.wolves)
        ):
            return []
        if kind == "told" and mine:
            if event["what"] == "lovers" and seat in event["seats"]:
                return []
            if truth.cards(seat) & TOLD_TO.get(event["what"], set()):
                return []
        return [f"event {kind} {event}"]

    def exempt(self, view: dict, board: dict) -> bool:
        """Whether frame's ``view`` may carry anything: the game has ended, or this seat
        is dead (the dead see everything here)."""
        seat = self.seat
        return board["result"] is not None or (
            seat is not None and not board["seats"][seat]["alive"]
        )

    def violations(self, raw: str) -> list[str]:
        """What frame ``raw`` may not carry (what it teaches by right is kept)."""
        frame = json.loads(raw)
        if frame["type"] != "view":
            return []
        view, seat, found = frame["view"], self.seat, []
        board = view["board"] if view["type"] == "player_view" else view
        if view["type"] == "player_view" and view["seat"] != seat:
            return [f"a player view of seat {view['seat']} reached seat {seat}"]
        if self.exempt(view, board):
            return []
        roles = {(s["seat"], s["role"]) for s in board["seats"] if s["role"] is not None}
        events = view["events"] + (board["events"] if view is not board else [])
        if view["type"] == "player_view":
            roles |= {(seat, view["role"])} | {(s, r) for s, r in view["known_roles"]}
            roles.discard((seat, ""))  # no card yet (an election before the deal)
            if view["known_center"] and self.truth.dealt[seat] != "thief":
                found.append(f"center cards {view['known_center']}")
            if not {s for s, _ in view["team_picks"]} <= self.pack() | {seat}:
                found.append(f"team picks {view['team_picks']}")
        audience = set() if seat is None else {seat} | self.pack()
        for event in events:
            kind = event["type"]
            if not set(event["visibility"]["seats"]) <= audience:
                found.append(f"{kind} addressed to {event['visibility']['seats']}")
            if kind in ("role_dealt", "role_shown"):
                roles.add((event["seat"], event["role"]))
            elif kind == "team_revealed":
                roles |= {(member, event["role"]) for member in event["members"]}
            elif kind == "card_seen" and event["target"] is not None:
                roles.add((event["target"], event["role"]))
            if event["visibility"]["public"]:
                if kind not in PUBLIC_EVENTS:
                    found.append(f"public event {kind}")
                continue
            found += self.private(event)
        found += [f"role of seat {s} ({r})" for s, r in sorted(roles - self.allowed_roles(board))]
        return found


def test_the_checker_catches_leaks():
    """Night 1 on the engine: each seat's own view passes; a villager given the Seer's or
    a wolf's view, or the board given a player's, does not."""
    game = new_game("".join("CTSWWGHUVVVW"), seed=3)
    night(game)
    truth = Truth(DEAL, tuple(game.player_view(s).role for s in range(PLAYERS)))
    for seat in range(PLAYERS):
        raw = encode(view_message(game.player_view(seat)))
        assert Checker(truth, seat).violations(raw) == [], seat
    assert Checker(truth, None).violations(encode(view_message(game.public_view()))) == []
    villager = 8
    for other in (2, 3):  # the Seer's look, the pack
        assert Checker(truth, villager).violations(encode(view_message(game.player_view(other))))
    assert Checker(truth, None).violations(encode(view_message(game.player_view(villager))))
    forged = json.loads(encode(view_message(game.player_view(villager))))
    forged["view"]["events"].append(
        {
            "type": "card_seen",
            "seat": villager,
            "role": "werewolf",
            "target": 3,
            "card": None,
            "visibility": {"public": False, "seats": [villager]},
        }
    )
    assert Checker(truth, villager).violations(json.dumps(forged))


async def play_recorded(
    start_host,
    connect,
    seed: int,
    settings: dict[str, str],
    edition: str = "thiercelieux",
    deal: tuple[str, ...] = DEAL,
    players: int = PLAYERS,
):
    """A whole bot game of ``edition`` on ``deal`` on the host; every frame each seat, the
    board and a spectator got."""
    server = await start_host(
        edition=edition, players=players, deal=deal, seed=seed, speed=500, settings=settings
    )
    public: list[str] = []
    board = await connect(
        server, kind="board", admin_token=server.admin_token, on_frame=public.append
    )
    await connect(server, kind="spectator", code=server.code, on_frame=public.append)
    received = await async_recorded_bot_game(server, board, seed)
    return server, received, public


@pytest.mark.slow
@pytest.mark.parametrize(
    ("seed", "settings"),
    [(31, {}), (32, {"captain_election": "before_night_1", "ghost_chat": "yes"})],
    ids=["defaults", "election-first"],
)
async def test_a_bot_game_to_the_end_leaks_no_card(start_host, connect, seed, settings):
    server, received, public = await play_recorded(start_host, connect, seed, settings)
    game = server.game
    assert game.ended and game.setup.deal == DEAL
    truth = Truth(DEAL, tuple(game.roles))
    checked = 0
    for seat, frames in received.items():
        assert frames, f"seat {seat} received nothing"
        checker = Checker(truth, seat)
        for raw in frames:
            assert checker.violations(raw) == [], f"seat {seat} got a secret"
            checked += 1
    board = Checker(truth, None)
    for raw in public:
        assert board.violations(raw) == [], "the board got a secret"
    assert checked > 200
