"""Secrecy on the wire: no frame a client receives carries a fact that seat may not know.

Whole games are played over the network with every jinrou role in play; every raw frame
each player, the board and a spectator receive is recorded, then checked against a rule of
"may know" written here from RULES.md §1, independently of the engine's own filter:

- a living player, while the game runs, may know: their own role; the pack if they are a
  werewolf (or the Madman with ``madman_knows_pack=from_night_1``); the other lover if
  they are a lover; their own night choices, votes and probe results (Seer, Medium); the
  pack's night picks if they are a werewolf; and public facts (deaths, tallies, phases,
  banished roles when ``reveal_banished_role=shown``);
- in jinrou the dead know everything, and everybody knows everything once the game ended;
- the board and spectators know public facts only.
"""

import json

import pytest

from lgdesktop.engine import Game, GameSetup
from lgdesktop.protocol import encode, view_message
from lgdesktop.simulation import play_game

from .netkit import async_recorded_bot_game

DEAL = (
    "werewolf",
    "villager",
    "seer",
    "lover",
    "bodyguard",
    "medium",
    "werewolf",
    "madman",
    "fox",
    "psychopath",
    "baker",
    "lover",
    "nekomata",
    "hunter",
)
#: Events anybody may see while the game runs.
PUBLIC_EVENTS = {"game_started", "phase_started", "died", "morning_news", "vote_cast", "vote_tally"}
#: The note keys of those events (the lines anybody may read while the game runs).
PUBLIC_NOTES = {"phase.started", "death.night", "death.banished", "death.day", "news.morning"}
PUBLIC_NOTES |= {"news.bread_fresh", "news.bread_none", "vote.cast", "vote.tally"}


class Truth:
    """The real deal and settings of a game, as the checker knows them."""

    def __init__(self, deal, settings):
        self.deal = deal
        self.wolves = {s for s, role in enumerate(deal) if role == "werewolf"}
        self.lovers = {s for s, role in enumerate(deal) if role == "lover"}
        self.madman_knows = settings.get("madman_knows_pack") == "from_night_1"
        self.reveal = settings.get("reveal_banished_role") == "shown"

    def pack_known_by(self, seat) -> bool:
        role = None if seat is None else self.deal[seat]
        return role == "werewolf" or (role == "madman" and self.madman_knows)

    def roles_known(self, seat, board) -> set[tuple[int, str]]:
        known = set()
        if self.reveal:  # a banished player's role is shown to all
            known |= {(s["seat"], self.deal[s["seat"]]) for s in board["seats"] if not s["alive"]}
        if seat is None:
            return known
        known.add((seat, self.deal[seat]))
        if self.pack_known_by(seat):
            known |= {(w, "werewolf") for w in self.wolves}
        if self.deal[seat] == "lover":
            known |= {(lover, "lover") for lover in self.lovers}
        return known

    def audience(self, seat) -> set[int]:
        """Seats whose private events ``seat`` may share."""
        if seat is None:
            return set()
        shared = {seat}
        if self.deal[seat] == "werewolf":
            shared |= self.wolves
        if self.deal[seat] == "lover":
            shared |= self.lovers
        return shared


def violations(truth: Truth, seat: int | None, raw) -> list[str]:
    """What frame ``raw``, received by ``seat`` (None = board/spectator), may not carry."""
    frame = json.loads(raw)
    if frame["type"] != "view":
        return []
    view = frame["view"]
    found = []
    if view["type"] == "player_view":
        board = view["board"]
        if seat is None or view["seat"] != seat:
            return [f"a player view of seat {view['seat']} reached seat {seat}"]
    else:
        board = view
    if board["result"] is not None or (seat is not None and not board["seats"][seat]["alive"]):
        return []  # the game has ended, or a dead jinrou player: everything may be known
    allowed_roles = truth.roles_known(seat, board)
    roles = {(s["seat"], s["role"]) for s in board["seats"] if s["role"] is not None}
    if view["type"] == "player_view":
        roles.add((seat, view["role"]))
        roles |= {(s, r) for s, r in view["known_roles"]}
        if not {s for s, _ in view["team_picks"]} <= truth.audience(seat) & (truth.wolves | {seat}):
            found.append(f"team picks {view['team_picks']}")
        if set(view["pack"]) != (truth.wolves if truth.pack_known_by(seat) else set()):
            found.append(f"pack {view['pack']}")
        if view["channels"] != []:  # jinrou's pack has no chat (nor the living anything)
            found.append(f"channels {view['channels']}")
    notes = view["notes"] + (board["notes"] if view is not board else [])
    for note in notes:
        found += note_violations(truth, seat, note, roles)
    events = view["events"] + (board["events"] if view is not board else [])
    for event in events:
        kind = event["type"]
        if kind in ("role_dealt", "role_shown"):
            roles.add((event["seat"], event["role"]))
        elif kind == "team_revealed":
            roles |= {(member, event["role"]) for member in event["members"]}
        if not set(event["visibility"]["seats"]) <= truth.audience(seat) | (
            {seat} if seat is not None else set()
        ):
            found.append(f"{kind} addressed to {event['visibility']['seats']}")
        mine = seat is not None and event.get("seat", event.get("voter")) == seat
        if kind in PUBLIC_EVENTS or (kind == "role_shown" and truth.reveal):
            continue
        if kind in ("role_dealt", "probed", "vote_choice") and mine:
            continue
        if (
            kind == "team_revealed"
            and seat is not None
            and (seat in event["members"] or truth.pack_known_by(seat))
        ):
            continue
        if kind == "night_choice_made" and (
            mine or (event["seat"] in truth.audience(seat) and event["seat"] in truth.wolves)
        ):
            continue
        found.append(f"event {kind} {event}")
    found += [f"role of seat {s} ({r})" for s, r in sorted(roles - allowed_roles)]
    return found


def note_violations(truth: Truth, seat: int | None, note: dict, roles: set) -> list[str]:
    """What note ``note``, received by ``seat``, may not say; the cards it names go to
    ``roles`` (checked with the rest)."""
    key, seats, cards = note["key"], note["seats"], note["cards"]
    if key in ("card.dealt", "card.shown", "team.revealed"):
        roles |= {(s, card) for s in seats for card in cards}
    if note["audience"] == "public":
        return (
            []
            if key in PUBLIC_NOTES or (key == "card.shown" and truth.reveal)
            else [f"public note {note}"]
        )
    if seat is None:
        return [f"note {note} reached the board"]
    if key == "card.dealt" and seats == [seat]:
        return []
    if key.startswith("probe.") or key == "vote.choice":
        return []  # the reader's own probe or ballot: the event is checked for its owner
    if key == "team.revealed" and (seat in seats or truth.pack_known_by(seat)):
        return []
    if key == "pick.made" and (seats[0] == seat or {seats[0], seat} <= truth.wolves):
        return []
    return [f"note {note}"]


def test_the_checker_catches_leaks():
    truth = Truth(DEAL, {})
    game = play_game(GameSetup.create("jinrou", len(DEAL), 1, deal=DEAL, timed_nights=True))
    assert violations(truth, 1, encode(view_message(game.player_view(1)))) == []
    fresh = Game(GameSetup.create("jinrou", len(DEAL), 1, deal=DEAL, timed_nights=True))
    wolf_view = encode(view_message(fresh.player_view(0)))
    assert violations(truth, 0, wolf_view) == []
    assert violations(truth, 1, wolf_view)  # a villager given the wolf's view
    assert violations(truth, None, wolf_view)  # the board given a player's view
    villager = json.loads(encode(view_message(fresh.player_view(1))))
    villager["view"]["known_roles"].append([6, "werewolf"])
    assert any("role of seat 6" in v for v in violations(truth, 1, json.dumps(villager)))
    leaked = json.loads(encode(view_message(fresh.public_view())))
    leaked["view"]["events"].append(
        {
            "type": "death_cause",
            "seat": 3,
            "cause": "devoured",
            "visibility": {"public": False, "seats": []},
        }
    )
    assert violations(truth, None, json.dumps(leaked))
    told = json.loads(encode(view_message(fresh.player_view(1))))
    told["view"]["notes"].append(
        {"audience": "seat", "key": "team.revealed", "seats": [0, 6], "cards": ["werewolf"]}
    )
    assert any("note" in v for v in violations(truth, 1, json.dumps(told)))
    told["view"]["notes"][-1]["audience"] = "public"  # a card on a public line
    assert any("role of seat 6" in v for v in violations(truth, 1, json.dumps(told)))
    packed = json.loads(encode(view_message(fresh.player_view(1))))
    packed["view"]["pack"] = [0, 6]
    assert any("pack" in v for v in violations(truth, 1, json.dumps(packed)))


async def play_recorded(start_host, connect, seed, settings):
    server = await start_host(players=len(DEAL), deal=DEAL, seed=seed, speed=500, settings=settings)
    board_frames, spectator_frames = [], []
    board = await connect(
        server, kind="board", admin_token=server.admin_token, on_frame=board_frames.append
    )
    await connect(server, kind="spectator", code=server.code, on_frame=spectator_frames.append)
    received = await async_recorded_bot_game(server, board, seed)
    return server, received, board_frames + spectator_frames


@pytest.mark.slow
@pytest.mark.parametrize(
    ("seed", "settings"),
    [
        (
            21,
            {
                "madman_knows_pack": "from_night_1",
                "reveal_banished_role": "shown",
                "first_night_seer": "random_white",
            },
        ),
        (22, {}),
        (23, {"lovers_win": "village", "hunter_trigger": "banished_or_devoured"}),
    ],
    ids=["madman-knows-reveal", "defaults", "variants"],
)
async def test_no_frame_carries_a_secret(start_host, connect, seed, settings):
    server, received, public_frames = await play_recorded(start_host, connect, seed, settings)
    truth = Truth(tuple(server.game.roles), settings)
    assert tuple(server.game.roles) == DEAL and server.game.ended
    checked = 0
    for seat, frames in received.items():
        assert frames, f"seat {seat} received nothing"
        for raw in frames:
            assert violations(truth, seat, raw) == [], f"seat {seat} got a secret"
            checked += 1
    for raw in public_frames:
        assert violations(truth, None, raw) == [], "the board got a secret"
    assert checked > 200
