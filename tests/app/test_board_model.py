"""The board's view-model, fed real engine games: screens, texts, admin orders, secrecy."""

from __future__ import annotations

import pytest
from msgspec.structs import replace

from lgdesktop.app.models.board import BoardModel
from lgdesktop.app.models.board_interludes import (
    DEATHS_SECONDS,
    MORNING_SECONDS,
    TALLY_SECONDS,
    Interlude,
    interludes_from,
)
from lgdesktop.app.texts import texts
from lgdesktop.app.texts.i18n import language
from lgdesktop.app.texts.presenters import night_steps
from lgdesktop.engine import Game, Timeout, catalogue
from lgdesktop.engine.events import RoleShown
from lgdesktop.engine.notes import PUBLIC_AUDIENCE
from lgdesktop.protocol import Clock, LobbySeat, LobbyState, Problem

from .conftest import ALL_ROLES, NAMES, RecordingPort, drive, setup


def lobby(
    seats: int, *, ready: bool = True, state: str = "lobby", composition: dict | None = None
) -> LobbyState:
    return LobbyState(
        room="Salon",
        edition="jinrou",
        state=state,
        max_players=8,
        seats=[LobbySeat(i, NAMES[i], ready, True, False) for i in range(seats)],
        composition=composition or {"werewolf": 1, "seer": 1, "villager": 2},
        settings={},
        recommended={},
        addresses=["10.0.0.5:47800"],
        code="4821",
    )


def follow(board: BoardModel, screens: list[str]):
    """An ``after`` callback: feed the public view, read every interlude, note screens."""

    def after(game: Game) -> None:
        board.update_view(game.public_view())
        while True:
            if not screens or screens[-1] != board.state["screen"]:
                screens.append(board.state["screen"])
            if not board.interludes:
                break
            board.next_interlude()

    return after


def test_a_whole_game_goes_through_every_board_screen(english):
    board = BoardModel()
    screens: list[str] = []
    game = drive(Game(setup(8, seed=3)), follow(board, screens))
    assert screens[0] == "night"
    assert {"night", "morning", "day", "vote", "tally", "end"} <= set(screens)
    assert screens[-1] == "end"
    assert board.state["winnerTitle"] == texts.winner_title(game.result.winner)
    revealed = {row["name"]: row["role"] for row in board.reveal_rows.rows}
    assert revealed == dict(zip(NAMES[:8], game.roles, strict=False))
    chapters = [chapter["title"] for chapter in board.recap_rows.rows]
    assert chapters[0] == "Night 1" and "Day 1" in chapters
    assert board.recap_rows.rows[-1]["lines"][-1] == texts.winner_title(game.result.winner)


def test_the_board_refuses_a_players_view(english):
    game = Game(setup(5, seed=1))
    with pytest.raises(TypeError, match="public views only"):
        BoardModel().update_view(game.player_view(0))


@pytest.mark.parametrize("reveal", ["hidden", "shown"])
def test_no_board_text_ever_tells_a_secret(english, reveal):
    """Across whole games with every jinrou role, until the end the board shows no role
    that was not made public, no cause of death, and no probe result."""
    forbidden = [texts.cause(cause) for cause in texts.CAUSES if cause != "banished"]
    forbidden += ["is a werewolf", "not a werewolf", "watched over", "attacked"]
    checked = 0
    for seed in range(12):
        board = BoardModel()
        game = Game(
            setup(16, seed=seed, composition=ALL_ROLES, settings={"reveal_banished_role": reveal})
        )

        def after(game: Game, board=board) -> None:
            nonlocal checked
            board.update_view(game.public_view())
            while True:
                if not game.ended:
                    check(game, board)
                    checked += 1
                if not board.interludes:
                    break
                board.next_interlude()

        def check(game: Game, board: BoardModel) -> None:
            public = {e.seat for e in game.public_view().events if isinstance(e, RoleShown)}
            for row in board.player_rows.rows:
                assert row["roleLabel"] == (
                    "" if row["seat"] not in public else texts.role_name(game.roles[row["seat"]])
                )
            shown = board.exposed()
            for text in shown:
                for word in forbidden:
                    assert word not in text, (word, text)
                for seat, role in enumerate(game.roles):
                    if seat not in public:
                        assert not (NAMES[seat] in text and texts.role_name(role) in text), (
                            NAMES[seat],
                            role,
                            text,
                        )

        drive(game, after, strategy="random" if seed % 2 else "heuristic", seed=seed)
    assert checked > 500


def test_night_steps_and_interludes_do_not_depend_on_the_deal(english):
    """The same composition gives the same narration every night, whoever holds the roles
    and whoever is dead; interludes last a fixed time per kind."""
    nights: dict[int, set[tuple[str, ...]]] = {}
    for seed in range(8):
        game = Game(
            setup(10, seed=seed, composition=ALL_ROLES | {"villager": 0, "lover": 0, "fox": 0})
        )

        def after(game: Game) -> None:
            view = game.public_view()
            if view.phase == "night":
                nights.setdefault(view.number, set()).add(night_steps(view.narration))

        drive(game, after, seed=seed)
    assert all(len(variants) == 1 for variants in nights.values())
    assert nights[1] != nights[2]  # the Madman's step is on the first night only
    assert Interlude("morning", 1, deaths=[1, 2]).seconds == MORNING_SECONDS
    assert Interlude("morning", 2).seconds == MORNING_SECONDS
    assert Interlude("tally", 1).seconds == TALLY_SECONDS
    assert Interlude("deaths", 3, deaths=[4]).seconds == DEATHS_SECONDS


def test_the_night_line_follows_the_clock(english):
    board = BoardModel()
    game = Game(setup(8, seed=2))
    board.update_view(game.public_view())
    assert board.state["narrationLine"] == texts.narration("night_falls")
    board.update_clock(Clock("night", 1, 10.0, False, "seer", 3, 6))
    assert board.state["narrationStep"] == "seer"
    assert board.state["narrationLine"] == "The Seer wakes up and looks into someone's soul…"
    assert (board.state["stepIndex"], board.state["stepsTotal"]) == (3, 6)


def test_the_lobby_shows_how_to_join_and_what_is_missing(english):
    port = RecordingPort()
    board = BoardModel(port)
    board.update_endpoint("0.0.0.0", 47800)
    board.update_lobby(lobby(2))
    assert board.state["screen"] == "lobby"
    assert board.state["code"] == "4821"
    assert board.state["address"] == "10.0.0.5:47800"
    # The QR code opens the player page on a phone, the code in the fragment ...
    assert board.state["qrText"] == "http://10.0.0.5:47800/#4821"
    assert board.state["startHint"] == "8 roles for 8 seats: waiting for 6 more players"
    assert not board.state["canStart"]
    # ... or, when the host serves no page to phones, the laptop app's link.
    board.phones = False
    board.update_lobby(lobby(2))
    assert board.state["qrText"] == "lgdesktop://10.0.0.5:47800/?code=4821"
    board.update_lobby(lobby(4))
    assert board.state["canStart"] and board.state["startHint"] == ""
    assert board.state["villagers"] == 2
    assert [row["role"] for row in board.composition_rows.rows][:4] == [
        "seer",
        "werewolf",
        "villager",
        "bodyguard",
    ]  # every role to edit, those in play first
    names = [row["name"] for row in board.setting_rows.rows]
    assert "tie_rule" in names and "bodyguard_self" not in names  # no Bodyguard in play


def test_admin_orders_go_through_the_port(english):
    port = RecordingPort()
    board = BoardModel(port)
    board.update_lobby(lobby(4))
    board.setRoleCount("seer", 0)
    board.setRoleCount("hunter", 1)
    board.setSetting("tie_rule", "random")
    board.useRecommended()
    board.start()
    board.kick(3, NAMES[2])  # the table moved since the host asked: nobody is removed
    board.kick(3, NAMES[3])
    board.addBot()
    game = Game(setup(5, seed=1))
    while game.phase.value != "day":
        game.submit(None, Timeout())
    board.update_view(game.public_view())
    board.extendTimer()
    board.togglePause()
    board.update_clock(Clock("day", 1, 30.0, True, None, 0, 0))
    board.togglePause()
    board.skipTimer()
    assert port.calls == [
        ("set_composition", {"werewolf": 1}),
        ("set_composition", {"werewolf": 1, "seer": 1, "hunter": 1}),
        ("set_setting", "tie_rule", "random"),
        ("use_recommended",),
        ("start",),
        ("kick", 3),
        ("add_bot", "Bot 1"),
        ("timer", "extend", 60),
        ("timer", "pause"),
        ("timer", "resume"),
        ("timer", "skip"),
    ]


def test_the_hosts_bots_get_the_first_free_name_in_the_tvs_language(english):
    port = RecordingPort()
    board = BoardModel(port)
    seats = [LobbySeat(i, name, True, True, True) for i, name in enumerate(("bot 1", "Bot 3"))]
    board.update_lobby(replace(lobby(0), seats=seats))
    board.addBot()
    language().choose("fr")
    board.addBot()
    board.removeBot()
    assert port.calls == [("add_bot", "Bot 2"), ("add_bot", "Ordi 1"), ("remove_bot",)]
    assert board.state["botCount"] == 2


def test_a_table_that_fills_reads_plainly_and_start_waits(english):
    """8 of 16 seats taken, 16 roles: the host says the table is filling (not "too many
    roles"), and the line is neutral; a set-up to fix is a warning."""
    board = BoardModel(RecordingPort())
    deck = {"werewolf": 3, "seer": 1, "hunter": 1, "villager": 11}
    waiting = Problem("waiting_for_players", {"roles": "16", "seats": "16", "missing": "8"})
    filling = replace(lobby(8), max_players=16, composition=deck, start_blocker=waiting)
    board.update_lobby(filling)
    assert board.state["startHint"] == "16 roles for 16 seats: waiting for 8 more players"
    assert not board.state["startAlarm"] and not board.state["canStart"]
    board.update_lobby(replace(filling, composition={**deck, "werewolf": 15}, start_blocker=None))
    assert board.state["startHint"] == "Too many roles for 16 seats"
    assert board.state["startAlarm"] and not board.state["canStart"]
    board.update_lobby(replace(filling, start_blocker=None))  # enough players for the deck
    assert board.state["startHint"] == "" and board.state["canStart"]
    unready = [replace(seat, ready=seat.seat > 1) for seat in filling.seats]
    board.update_lobby(replace(filling, seats=unready, start_blocker=Problem("not_ready")))
    assert board.state["startHint"] == "Waiting for 2 players to be ready"
    assert not board.state["startAlarm"] and not board.state["canStart"]


@pytest.mark.parametrize(
    ("edition", "seats"),
    [("jinrou", 20), ("one_night", 12), ("thiercelieux", 20), ("forum", 20), ("anniversary", 20)],
)
def test_every_edition_counts_seats_while_the_table_fills(english, edition, seats):
    """4 players at a table of ``seats``: the same neutral line in every edition (however
    few the edition's least table), and the size warning speaks of the table's seats."""
    deck = catalogue.recommended_setup(edition, seats)
    table = replace(
        lobby(4), edition=edition, max_players=seats, composition=deck, recommended=deck
    )
    least = catalogue.edition_info(edition).min_players
    if least <= 4:  # enough players to deal, not the table's roles: the host says "filling"
        missing = str(seats - 4)
        table = replace(
            table,
            start_blocker=Problem(
                "waiting_for_players",
                {"roles": str(seats), "seats": str(seats), "missing": missing},
            ),
        )
    board = BoardModel(RecordingPort())
    board.update_lobby(table)
    expected = f"{seats} roles for {seats} seats: waiting for {seats - 4} more players"
    assert board.state["startHint"] == expected
    assert not board.state["startAlarm"] and not board.state["canStart"]
    assert board.state["playerWarning"] == texts.player_warning(edition, seats)
    assert board.state["presetLabel"] == "Recommended roles"


def test_the_size_warning_follows_the_seats_not_the_players_present(english):
    """Thiercelieux is best from 8 players: 4 seated at a 10-seat table is no warning, a
    6-seat table is one, however many sit there yet."""
    deck = catalogue.recommended_setup("thiercelieux", 10)
    table = replace(lobby(4), edition="thiercelieux", max_players=10, composition=deck)
    board = BoardModel(RecordingPort())
    board.update_lobby(table)
    assert board.state["playerWarning"] == ""
    board.update_lobby(replace(table, seats=lobby(6).seats, max_players=6))
    assert board.state["playerWarning"] == "This edition is best played with 8 to 18 players."


def test_the_roles_in_play_come_first_and_the_preset_box_names_the_set_up(english):
    """The host's list shows the deck first (night order), then the roles at ×0 (night
    order); the preset box says "Recommended roles" for the recommended deck and "None"
    once the host changed it by hand."""
    deck = catalogue.recommended_setup("anniversary", 20)
    table = replace(
        lobby(8), edition="anniversary", max_players=20, composition=deck, recommended=deck
    )
    board = BoardModel(RecordingPort())
    board.update_lobby(table)
    counts = [row["count"] for row in board.composition_rows.rows]
    playing = sum(1 for n in counts if n)
    assert playing == len([n for n in deck.values() if n]) and all(counts[:playing])
    assert not any(counts[playing:])
    order = [role.id for role in catalogue.edition_info("anniversary").roles]
    roles = [row["role"] for row in board.composition_rows.rows]
    for part in (roles[:playing], roles[playing:]):
        assert part == sorted(part, key=order.index)
    assert board.state["presetIndex"] == -1 and board.state["presetLabel"] == "Recommended roles"
    assert board.state["presetLine"].startswith("Preset “Recommended roles”: ")
    changed = {**deck, "villager": deck["villager"] - 1, "hunter": deck.get("hunter", 0) + 1}
    board.update_lobby(replace(table, composition=changed))
    assert board.state["presetLabel"] == "None: roles chosen by hand"
    assert board.state["presetLine"] == ""


def test_a_spectator_board_cannot_give_orders(english):
    board = BoardModel()
    board.update_lobby(lobby(4))
    assert not board.state["isAdmin"] and not board.state["canStart"]
    with pytest.raises(PermissionError):
        board.start()


def test_the_day_timer_and_vote_progress(english):
    board = BoardModel(now=lambda: 1000.0)  # time stands still: the test reads the clock
    game = Game(setup(6, seed=4))
    seen: dict[str, dict] = {}

    def after(game: Game) -> None:
        board.update_view(game.public_view())
        if game.phase.value in ("day", "vote"):
            board.update_clock(
                Clock(game.phase.value, game.number, 95.0, False, None, 0, 0, duration=190.0)
            )
        while board.interludes:
            board.next_interlude()
        seen.setdefault(board.state["screen"], dict(board.state))

    drive(game, after)
    day, vote = seen["day"], seen["vote"]
    assert day["hasTimer"] and day["timerText"] == "1:35"
    assert day["timerFraction"] == pytest.approx(0.5)
    assert vote["voterCount"] == 6 and 0 <= vote["votedCount"] < 6


def _news(interlude: Interlude) -> list[tuple]:
    """The news items an interlude tells, in order. A death after a tally (a last shot) is
    told with the tally when both arrive together, on its own otherwise: items, not
    interludes, are compared."""
    if interlude.kind == "morning":
        return [("morning", interlude.number, tuple(interlude.deaths), interlude.notes)]
    told = [] if interlude.tally is None else [("tally", interlude.tally)]
    return told + [("died", seat) for seat in interlude.deaths]


@pytest.mark.parametrize("seed", range(8))
def test_the_tv_plays_each_news_once_in_order_and_the_end_comes_last(english, seed):
    """Over whole games, whether the TV reads its news as fast as views come, now and then,
    or only at the end: every news item of the public log is played once, in order, and the
    end screen comes right after the last one (at the end the board sees every event, which
    must not queue old news again)."""
    every = {"at once": 1, "now and then": 7, "at the end": 0}
    boards = {mode: BoardModel() for mode in every}
    played: dict[str, list[tuple]] = {mode: [] for mode in every}
    screens: dict[str, list[str]] = {mode: [] for mode in every}
    steps = 0

    def read(mode: str, board: BoardModel, *, all_news: bool) -> None:
        while True:
            if not screens[mode] or screens[mode][-1] != board.state["screen"]:
                screens[mode].append(board.state["screen"])
            if not board.interludes or not all_news:
                return
            played[mode] += _news(board.interludes[0])
            board.next_interlude()

    def after(game: Game) -> None:
        nonlocal steps
        steps += 1
        for mode, board in boards.items():
            board.update_view(game.public_view())
            read(mode, board, all_news=bool(every[mode]) and steps % every[mode] == 0)

    game = drive(
        Game(setup(16, seed=seed, composition=ALL_ROLES)),
        after,
        strategy="random" if seed % 2 else "heuristic",
        seed=seed,
    )
    public = [n for n in game.public_view().notes if n.audience == PUBLIC_AUDIENCE]
    expected = [item for interlude in interludes_from(public, 0, 0) for item in _news(interlude)]
    for mode, board in boards.items():
        read(mode, board, all_news=True)
        assert played[mode] == expected, mode
        assert screens[mode][-1] == "end" and screens[mode].count("end") == 1, mode


def test_a_board_that_arrives_late_shows_the_step_not_old_news(english):
    game = drive(Game(setup(8, seed=5)), lambda game: None)
    board = BoardModel()
    board.update_view(game.public_view())
    assert not board.interludes and board.state["screen"] == "end"


def test_the_hosts_start_blocker_keeps_start_closed(english):
    board = BoardModel(RecordingPort())
    blocked = replace(lobby(4), start_blocker=Problem("bad_composition", {"detail": "x"}))
    board.update_lobby(blocked)
    assert not board.state["canStart"]
    assert board.state["startHint"] == "These roles cannot be dealt: change the composition."
    board.update_lobby(lobby(4))
    assert board.state["canStart"] and board.state["startHint"] == ""
