"""The test-only ``trial`` edition's ``master`` variant, as the app's tests play it.

:data:`DEAL` and :func:`new_game` set up the same six-seat table every test reads;
:func:`night`, :func:`everybody` and :class:`Table` play it through the engine and feed
a board and one player model per seat. ``apptrial`` is the same edition with three
switches the app must cope with (settings): ``candidacy=on`` opens the election with
candidacies (stand or decline); ``bonus=secret`` adds two hidden votes against seat 0 in
every day vote (a hidden Raven: the tally keeps its totals secret); a ``scapegoat`` card
that, banished, owes a choice of any number of voters. :func:`registered` puts both
editions in the engine's registry for one test module.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Mapping

import pytest
from engine.test_flow import Scapegoat
from engine.test_trial import MASTER_DEAL
from engine.trial import TRIAL, Trial

from lgdesktop.app.models.board import BoardModel
from lgdesktop.app.models.player import PlayerModel
from lgdesktop.engine import EDITIONS, HOST, Game, GameSetup, NightChoice, Timeout, register_edition
from lgdesktop.engine.flow import Flow
from lgdesktop.engine.settings import SettingSpec

from .conftest import NAMES, RecordingPort

#: Seats 0-5, then the center: wolves at 0 and 5, the seer 1, the witch 2, a villager 3,
#: the tanner 4 (the engine's own master deal).
DEAL = MASTER_DEAL
#: The same table with a scapegoat at seat 3 (banished, he owes a choice of any number of
#: the living: who votes next).
SCAPEGOAT_DEAL = [*DEAL[:3], "scapegoat", *DEAL[4:]]


class AppTrial(Trial):
    """The master variant with candidacies, a hidden bonus and a scapegoat (settings)."""

    id = "apptrial"
    roles = (*Trial.roles, Scapegoat())
    settings = (
        *Trial.settings,
        SettingSpec("bonus", ("none", "secret")),
        SettingSpec("candidacy", ("off", "on")),
    )

    def flow(self, settings: Mapping[str, str]) -> Flow:
        flow = super().flow(settings)
        if settings.get("candidacy") != "on":
            return flow
        election = dataclasses.replace(flow.before_night_1[0], candidacy=True)
        return dataclasses.replace(flow, before_night_1=(election,))

    def vote_bonuses(self, game: Game, round_: int) -> tuple[tuple[int, int, bool], ...]:
        return ((0, 2, False),) if game.settings["bonus"] == "secret" else ()


APPTRIAL = AppTrial()


@pytest.fixture(autouse=True, scope="module")
def registered() -> Iterator[None]:
    """``trial`` and ``apptrial`` in the engine's registry for one test module."""
    register_edition(TRIAL)
    register_edition(APPTRIAL)
    yield
    EDITIONS.pop(TRIAL.id, None)
    EDITIONS.pop(APPTRIAL.id, None)


def new_game(edition: str = "trial", deal: list[str] = DEAL, **settings: str) -> Game:
    """The master variant of :data:`DEAL` (timed nights, as the host plays them)."""
    return Game(
        GameSetup.create(
            edition,
            list(NAMES[:6]),
            0,
            deal=deal,
            settings={"variant": "master", **settings},
            timed_nights=True,
        )
    )


def everybody(game: Game, make) -> None:
    """Every seat the game waits for submits ``make(seat)``."""
    for seat in game.awaited():
        game.submit(seat, make(seat))


def night(game: Game, victim: int, *, save: bool = False, after=None) -> None:
    """One night: the pack takes ``victim``, the witch saves him (``save``) or passes,
    every other seat answers its decoy with its first target; the clock closes each step
    (timed nights). ``after(game)`` runs after every input."""
    while game.phase.value == "night":
        for seat in game.awaited():
            spec = game.legal_inputs(seat)[-1]
            if spec.action == "devour":
                inp = NightChoice(victim)
            elif spec.options:
                inp = NightChoice(option="save" if save and "save" in spec.options else "pass")
            else:
                inp = NightChoice(
                    seats=spec.targets[: spec.count], cards=spec.cards[: spec.card_count]
                )
            game.submit(seat, inp)
            if after is not None:
                after(game)
        if game.phase.value == "night":
            game.submit(HOST, Timeout())
            if after is not None:
                after(game)


class Table:
    """A board and one player model per seat, fed the game's views."""

    def __init__(self, game: Game):
        self.game = game
        self.board = BoardModel(object())
        self.ports = [RecordingPort() for _ in range(game.players)]
        self.players = [PlayerModel(port) for port in self.ports]
        self.feed()
        for player in self.players:
            player.acknowledgeRole()

    def feed(self, *, read: bool = True) -> None:
        """Every screen gets its view; the board reads its interludes (``read``)."""
        self.board.update_view(self.game.public_view())
        while read and self.board.interludes:
            self.board.next_interlude()
        for seat, player in enumerate(self.players):
            player.update_view(self.game.player_view(seat))

    def send(self, seat: int) -> None:
        """Submit the last input seat ``seat``'s screen sent, then feed every screen."""
        self.game.submit(seat, self.ports[seat].calls[-1][1])
        self.feed()
