"""The lobby: seats, admission, readiness, composition, settings, kicks.

Pure: no I/O, no asyncio, no Qt. A :class:`Seat` holds a connection id (an int chosen by
the I/O shell), never a socket. Every refusal is a :class:`~lgdesktop.protocol.ProtocolError`
with a stable code, ``params`` for the screen's sentence and an English ``message``.
"""

from __future__ import annotations

import hashlib
import secrets
from collections import Counter
from dataclasses import dataclass

from ..engine import Game, GameSetup, SetupError
from ..engine.edition import Edition
from ..engine.settings import resolve_settings
from ..protocol import LobbySeat, LobbyState, Problem, ProtocolError
from ..protocol.names import check_name

#: Bytes of randomness in a seat token (URL-safe base64: 32 characters).
TOKEN_BYTES = 24


def token_hash(token: str) -> str:
    """What the host keeps of a seat token (SHA-256, hex): enough to recognise it, useless
    to whoever reads the journal (a token has 192 random bits: no salt needed)."""
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass(eq=False)
class Seat:
    """A seat: its player's name and token, and the connection that holds it (None: away).
    ``token`` is the seat token when this host run knows it (it dealt it, or its player
    came back with it), None after a resume until then; ``token_hash`` (:func:`token_hash`)
    is what is compared and journaled.
    ``local`` seats belong to an in-process table (a shared screen): always present.
    ``address``: the IP the player last connected from (a kick bans it). ``hosted``: a
    computer player the host runs itself (``add_bot``): removed without a ban."""

    name: str
    token: str | None
    bot: bool = False
    hosted: bool = False
    ready: bool = False
    conn: int | None = None
    local: bool = False
    address: str = ""
    token_hash: str = ""

    def __post_init__(self) -> None:
        if self.token is not None:
            self.token_hash = token_hash(self.token)

    @property
    def present(self) -> bool:
        return self.local or self.conn is not None


class Lobby:
    """The table before (and between) games.

    ``max_players`` seats at most; ``deal`` (roles in seat order, then the center cards
    in editions with a center) fixes the roles;
    ``composition`` None follows the edition's recommendation for the seated players.
    ``compose_for_seated``: the composition shown is for the seated players (a shared
    screen) rather than for ``max_players`` (a host waiting for its table).
    """

    def __init__(
        self,
        edition: Edition,
        max_players: int,
        *,
        settings: dict[str, str] | None = None,
        composition: dict[str, int] | None = None,
        deal: tuple[str, ...] | None = None,
        compose_for_seated: bool = False,
    ):
        self.edition = edition
        self.max_players = max_players
        self.deal = deal
        self.compose_for_seated = compose_for_seated
        self.overrides = dict(settings or {})
        self.settings = _resolve(edition, self.overrides)
        self.composition = composition
        self.seats: list[Seat] = []

    # ------------------------------------------------------------------ seats

    def find_token(self, token: str | None) -> Seat | None:
        """The seat whose token this is (its hash compared in constant time), or None."""
        if token is None:
            return None
        wanted = token_hash(token)
        for seat in self.seats:
            if secrets.compare_digest(seat.token_hash, wanted):
                return seat
        return None

    def check_name(self, name: str | None) -> str:
        """The name a new player would be seated under (normalised), or the refusal of
        :func:`~lgdesktop.protocol.names.check_name` (``name_required``, ``name_invisible``,
        ``name_invalid``, ``name_taken``, ``name_confusable``: against every seated name)."""
        return check_name(name or "", [seat.name for seat in self.seats])

    def join(
        self, name: str | None, *, bot: bool = False, local: bool = False, hosted: bool = False
    ) -> Seat:
        """Seat a new player at the end of the table (``hosted``: one of the host's own
        computer players, a bot); refuses a name as :meth:`check_name` does, and
        ``room_full``. A refusal seats nobody."""
        name = self.check_name(name)
        if len(self.seats) >= self.max_players:
            raise ProtocolError(
                "room_full",
                f"the table is full ({self.max_players} seats)",
                {"max": str(self.max_players)},
            )
        seat = Seat(
            name,
            secrets.token_urlsafe(TOKEN_BYTES),
            bot=bot or hosted,
            hosted=hosted,
            ready=local,
            local=local,
        )
        self.seats.append(seat)
        return seat

    def last_hosted(self) -> int:
        """The index of the last seat held by one of the host's own bots; refused
        ``no_bot`` when there is none."""
        for index in range(len(self.seats) - 1, -1, -1):
            if self.seats[index].hosted:
                return index
        raise ProtocolError("no_bot", "no computer player of the host is seated")

    def kick(self, index: int) -> Seat:
        """Remove seat ``index``; the seats after it move up by one."""
        if not 0 <= index < len(self.seats):
            raise ProtocolError("unknown_seat", f"no seat {index}", {"seat": str(index)})
        return self.seats.pop(index)

    def clear_ready(self) -> None:
        """Every networked seat must say ready again (shared-screen seats always are)."""
        for seat in self.seats:
            seat.ready = seat.local

    # ------------------------------------------------------------------ set-up

    def set_composition(self, composition: dict[str, int] | None) -> None:
        """Use ``composition`` (None: the recommended one); refused when the edition
        refuses it for ``max_players``."""
        if self.deal is not None:
            raise ProtocolError("bad_setup", "the roles are fixed by the deal", {"detail": "deal"})
        if composition is not None:
            players = self._composed_players()
            full = self.edition.complete_composition(composition, players)
            try:
                self.edition.validate_composition(full, players, self.settings)
                self.edition.validate_balance(full, self.settings)
            except SetupError as error:
                raise ProtocolError(error.code, str(error), {"detail": str(error)}) from None
        self.composition = None if composition is None else dict(composition)

    def set_edition(self, edition: Edition) -> None:
        """Play ``edition`` from now on: its default composition and settings, and a table
        of ``max_players`` brought into its range. Refused ``bad_setup`` when the deal is
        fixed, ``too_many_players`` when more players are seated than it seats."""
        if self.deal is not None:
            raise ProtocolError("bad_setup", "the roles are fixed by the deal", {"detail": "deal"})
        if len(self.seats) > edition.max_players:
            raise ProtocolError(
                "too_many_players",
                f"{len(self.seats)} players seated, {edition.id} seats {edition.max_players}",
                {"max": str(edition.max_players)},
            )
        self.edition = edition
        self.max_players = min(max(self.max_players, edition.min_players), edition.max_players)
        self.overrides = {}
        self.settings = _resolve(edition, self.overrides)
        self.composition = None

    def set_setting(self, name: str, value: str) -> None:
        """Change one setting; refused when the edition refuses the value."""
        try:
            self.settings = _resolve(self.edition, {**self.overrides, name: value})
        except SetupError as error:
            raise ProtocolError(error.code, str(error), {"detail": str(error)}) from None
        self.overrides[name] = self.settings[name]

    def _composed_players(self) -> int:
        if self.compose_for_seated:
            return max(len(self.seats), self.edition.min_players)
        return self.max_players

    def composition_shown(self, game: Game | None = None) -> dict[str, int]:
        """The composition the lobby shows: the game's once dealt."""
        if self.deal is not None:
            return dict(Counter(self.deal))
        if game is not None:
            return dict(game.composition)
        players = self._composed_players()
        if self.composition is None:
            return self.edition.recommended_setup(players)
        return self.edition.complete_composition(self.composition, players)

    def start_blocker(self) -> Problem | None:
        """Why a game cannot start with the seated players now (None: it can).

        ``not_enough_players`` (``min``) below the edition's least table; then, while the
        table is still filling and the roles fit its seats but not the players seated so
        far, ``waiting_for_players`` (``roles``: the players' cards, ``seats``, ``missing``:
        seats still empty): a table that fills, not a set-up to fix; then ``not_ready``;
        then what the edition refuses in the deal for the seated players."""
        count = len(self.seats)
        if count < self.edition.min_players:
            return Problem("not_enough_players", {"min": str(self.edition.min_players)})
        problem = self._deal_problem(count)
        if (
            problem is not None
            and count < self.max_players
            and self._deal_problem(self.max_players) is None
        ):
            return Problem(
                "waiting_for_players",
                {
                    "roles": str(self.max_players),
                    "seats": str(self.max_players),
                    "missing": str(self.max_players - count),
                },
            )
        if not all(seat.ready for seat in self.seats):
            return Problem("not_ready")
        return problem

    def _deal_problem(self, count: int) -> Problem | None:
        """What the edition refuses in a deal for ``count`` players (None: nothing)."""
        try:
            self.edition.check_players(count)
            if self.deal is not None:
                if len(self.deal) != self.edition.deck_size(count, Counter(self.deal)):
                    center = self.edition.center_for(Counter(self.deal))
                    raise SetupError(
                        f"the deal has {len(self.deal)} roles for {count} players"
                        + (f" and {center} center cards" if center else "")
                    )
                composition = dict(Counter(self.deal))
            elif self.composition is None:
                composition = self.edition.recommended_setup(count)
            else:
                composition = self.edition.complete_composition(self.composition, count)
            self.edition.validate_composition(composition, count, self.settings)
            self.edition.validate_balance(composition, self.settings)
        except SetupError as error:
            return Problem(error.code, {"detail": str(error)})
        return None

    def setup(self, seed: int) -> GameSetup:
        """The set-up of a game with the seated players; ProtocolError when
        :meth:`start_blocker` objects."""
        problem = self.start_blocker()
        if problem is not None:
            raise ProtocolError(
                problem.code, f"cannot start: {problem.code} {problem.params}", dict(problem.params)
            )
        return GameSetup.create(
            self.edition.id,
            [seat.name for seat in self.seats],
            seed,
            settings=self.overrides,
            composition=self.composition,
            deal=self.deal,
            timed_nights=True,
        )

    def state(
        self,
        *,
        room: str,
        state: str,
        addresses: list[str],
        code: str | None,
        game_number: int,
        game: Game | None,
        vote_requests: tuple[int, ...] = (),
    ) -> LobbyState:
        """The ``lobby`` message (``code`` only for admin connections)."""
        return LobbyState(
            room=room,
            edition=self.edition.id,
            state=state,
            max_players=self.max_players,
            seats=[
                LobbySeat(index, seat.name, seat.ready, seat.present, seat.bot)
                for index, seat in enumerate(self.seats)
            ],
            composition=self.composition_shown(game),
            settings=dict(self.settings),
            recommended=self.edition.recommended_setup(self._composed_players()),
            addresses=addresses,
            code=code,
            game_number=game_number,
            start_blocker=self.start_blocker() if state == "lobby" else None,
            vote_requests=list(vote_requests),
        )


def _resolve(edition: Edition, overrides: dict[str, str]) -> dict[str, str]:
    return resolve_settings(edition.settings, overrides)
