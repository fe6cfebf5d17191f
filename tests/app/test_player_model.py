"""A player's view-model, fed real engine games: screens, the silent night, results, moves."""

from __future__ import annotations

import pytest

from lgdesktop.app.models.player import PlayerModel
from lgdesktop.app.texts import texts
from lgdesktop.engine import Game, NightChoice, ProxyVote, Shot, Vote
from lgdesktop.protocol import LobbySeat, LobbyState

from .conftest import ALL_ROLES, NAMES, RecordingPort, drive, setup
from .fakehost import FakeHost, async_until, lobby, run_seated


def models(game: Game) -> list[PlayerModel]:
    players = [PlayerModel(RecordingPort()) for _ in range(game.players)]
    for player in players:
        player.acknowledgeRole()
    return players


def test_every_living_player_has_a_choice_every_night(english):
    """The silent night: no screen shows who has a power (roles without one dream)."""
    game = Game(setup(16, seed=5, composition=ALL_ROLES))
    players = models(game)
    nights: set[int] = set()

    def after(game: Game) -> None:
        view = game.public_view()
        if view.phase == "night" and view.number not in nights and not game.night_choices:
            nights.add(view.number)
            for seat in game.living():
                player = players[seat]
                player.update_view(game.player_view(seat))
                assert player.state["screen"] == "night"
                assert player.state["hasAction"], (seat, game.roles[seat])
                assert player.target_rows.count > 0
                assert player.state["prompt"] == texts.action_prompt(player.state["action"])

    drive(game, after, seed=5)
    assert len(nights) >= 2


def test_screens_results_and_the_end(english):
    game = Game(setup(8, seed=11, composition={"werewolf": 2, "seer": 1, "medium": 1}))
    players = [PlayerModel(RecordingPort()) for _ in range(8)]
    screens: dict[int, list[str]] = {seat: [] for seat in range(8)}

    def after(game: Game) -> None:
        for seat, player in enumerate(players):
            player.update_view(game.player_view(seat))
            if not screens[seat] or screens[seat][-1] != player.state["screen"]:
                screens[seat].append(player.state["screen"])
            if player.state["screen"] == "role":
                player.acknowledgeRole()

    drive(game, after, seed=11)
    for seat in range(8):
        assert screens[seat][0] == "role" and screens[seat][-1] == "end"
        if "ghost" in screens[seat]:  # (a seat dying at the very end goes straight to it)
            assert not game.alive[seat]
    assert any("ghost" in seen for seen in screens.values())
    seer = game.roles.index("seer")
    lines = players[seer].state["privateLines"]
    assert any(line.endswith("a werewolf!") or line.endswith("not a werewolf.") for line in lines)
    wolves = [seat for seat, role in enumerate(game.roles) if role == "werewolf"]
    assert (
        texts.team_line("werewolf", [NAMES[wolves[1]]]) in players[wolves[0]].state["privateLines"]
    )
    end = players[0]
    assert end.state["winnerTitle"] == texts.winner_title(game.result.winner)
    assert end.state["won"] == (0 in game.result.winners)
    assert [row["name"] for row in end.reveal_rows.rows] == list(NAMES[:8])
    # the laptop marks the dead at the end, as the TV does
    assert [row["alive"] for row in end.reveal_rows.rows] == list(game.alive)
    assert end.recap_rows.count > 2


def test_the_pack_sees_each_others_picks(english):
    game = Game(setup(8, seed=2, composition={"werewolf": 2, "seer": 1}))
    wolves = [seat for seat, role in enumerate(game.roles) if role == "werewolf"]
    drive_until_night_two(game)
    prey = next(seat for seat in game.living() if seat not in wolves)
    game.submit(wolves[0], NightChoice(prey))
    mate = PlayerModel(RecordingPort())
    mate.update_view(game.player_view(wolves[1]))
    row = next(row for row in mate.target_rows.rows if row["seat"] == prey)
    assert row["picks"] == NAMES[wolves[0]]
    villager = next(seat for seat in game.living() if game.roles[seat] == "villager")
    outsider = PlayerModel(RecordingPort())
    outsider.update_view(game.player_view(villager))
    assert all(row["picks"] == "" for row in outsider.target_rows.rows)


def drive_until_night_two(game: Game) -> None:
    """Dream through night 1, then close the day and the vote by the clock."""
    from lgdesktop.engine import HOST, Timeout

    while not (game.phase.value == "night" and game.number == 2):
        game.submit(HOST, Timeout())


def test_moves_go_through_the_port(english):
    game = Game(
        setup(
            5, seed=1, composition={"werewolf": 1, "hunter": 1}, settings={"hunter_trigger": "any"}
        )
    )
    port = RecordingPort()
    player = PlayerModel(port)
    player.update_view(game.player_view(0))
    target = player.target_rows.rows[0]["seat"]
    player.choose(target)
    assert port.calls[-1] == ("submit", NightChoice(target))
    drive_until_day(game)
    player.update_view(game.player_view(0))
    player.proxyVote(2)
    assert port.calls[-1] == ("submit", ProxyVote(2))
    player.readyToVote()
    player.setReady(True)
    player.sendChat("  boo  ")  # a living jinrou player has no chat (RULES §1)
    player.sendChat("   ")
    assert port.calls[-2:] == [("ready_to_vote",), ("set_ready", True)]
    from lgdesktop.engine import HOST, Timeout

    game.submit(HOST, Timeout())  # the vote opens
    player.update_view(game.player_view(0))
    assert player.state["screen"] == "role"  # not acknowledged yet
    player.acknowledgeRole()
    assert player.state["screen"] == "vote"
    player.choose(3)
    assert port.calls[-1] == ("submit", Vote(3))
    hunter = game.roles.index("hunter")
    for voter in game.living():
        game.submit(voter, Vote(hunter if voter != hunter else (hunter + 1) % 5))
    assert game.phase.value == "resolving"
    shooter = PlayerModel(port)
    shooter.update_view(game.player_view(hunter))
    shooter.acknowledgeRole()
    assert shooter.state["screen"] == "shoot" and shooter.state["action"] == "shoot"
    shooter.choose(shooter.target_rows.rows[0]["seat"])
    assert port.calls[-1] == ("submit", Shot(shooter.target_rows.rows[0]["seat"]))


def drive_until_day(game: Game) -> None:
    from lgdesktop.engine import HOST, Timeout

    while game.phase.value != "day":
        game.submit(HOST, Timeout())


def test_nothing_to_choose_is_an_error_not_a_silent_move(english):
    player = PlayerModel(RecordingPort())
    with pytest.raises(RuntimeError):
        player.choose(1)
    with pytest.raises(PermissionError):
        PlayerModel().setReady(True)


def test_the_lobby_and_the_dead_chat(english):
    player = PlayerModel(RecordingPort())
    assert player.state["screen"] == "connecting"
    player.update_seat(1)
    player.update_lobby(
        LobbyState(
            room="Salon",
            edition="jinrou",
            state="lobby",
            max_players=6,
            seats=[
                LobbySeat(0, "Zork", True, True, True),
                LobbySeat(1, "Quill", False, True, False),
            ],
            composition={"werewolf": 1, "seer": 1, "villager": 4},
            settings={"tie_rule": "random"},
            recommended={},
            addresses=[],
        )
    )
    assert player.state["screen"] == "lobby"
    assert player.state["name"] == "Quill" and not player.state["ready"]
    assert [row["me"] for row in player.lobby_rows.rows] == [False, True]
    tie = next(row for row in player.setting_rows.rows if row["name"] == "tie_rule")
    assert tie["valueLabel"] == "draw lots at once"
    player.add_chat("Zork", "hello from beyond")
    assert player.chat_rows.rows == [{"author": "Zork", "line": "hello from beyond"}]


def test_a_refused_pick_is_taken_back_and_the_choice_stays_open(english):
    game = Game(setup(6, seed=1))
    player = PlayerModel(RecordingPort())
    player.acknowledgeRole()
    player.update_view(game.player_view(0))
    first, second = (row["seat"] for row in player.target_rows.rows[:2])
    player.choose(first)  # shown at once, before the host answers
    assert player.state["current"] == first
    assert [row["seat"] for row in player.target_rows.rows if row["mine"]] == [first]
    player.input_refused("The game moved on: choose again.")
    assert player.state["screen"] == "night" and player.state["hasAction"]
    assert player.state["current"] == -1 and not any(r["mine"] for r in player.target_rows.rows)
    assert player.state["refusal"] == "The game moved on: choose again."
    assert player.state["notice"] == ""  # no banner
    player.choose(second)
    assert player.state["refusal"] == "" and player.state["current"] == second
    player.input_refused("Refused.")
    drive_until_day(game)
    player.update_view(game.player_view(0))  # a new step forgets the refusal
    assert player.state["refusal"] == ""


def test_a_laptop_re_offers_a_choice_the_host_refused(app, english):
    """Through the real client: the host refuses a vote as stale; the laptop shows a
    sentence instead of a banner, and the next pick goes out again."""

    async def script(host: FakeHost, seat, report: dict) -> None:
        player = seat.model
        game = Game(setup(6, seed=1))
        await host.async_send(lobby(6, state="playing", ready=True, game_number=1))
        await host.async_send_view(game.player_view(0))
        await async_until(lambda: player.view is not None, player)
        player.acknowledgeRole()
        first, second = (row["seat"] for row in player.target_rows.rows[:2])
        player.choose(first)
        refused = await host.async_refuse_next_submit("stale_version")
        await async_until(lambda: player.state["refusal"] != "", player)
        report.update(
            refused=refused.target == first,
            notice=player.state["notice"],
            current=player.state["current"],
            open=player.state["hasAction"],
        )
        player.choose(second)
        report["again"] = (await host.async_next()).target == second

    report = run_seated(script)
    assert report == {"refused": True, "notice": "", "current": -1, "open": True, "again": True}
