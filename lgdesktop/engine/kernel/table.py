"""The table and its cards: the deal, the cards held and in the center, who lives, camps,
seats and the log every change is written to.

Duty: everything a rule may ask about the table, and the only ways a card moves or is
shown. Contracts:

- the deal draws from the game's seeded generator only (shuffle, ``prepare_deal``), so a
  setup deals the same cards every time;
- ``roles`` (held now), ``dealt`` (as dealt) and ``center`` change only through
  :meth:`Table.swap_cards`, which logs a ``CardsSwapped`` seen by its ``visibility``;
  :meth:`Table.show_card` logs a ``CardSeen`` only its viewer sees;
- ``alive`` and the living tuple change only in :mod:`.deaths`; the seat queries here
  read them and never change them;
- :meth:`Table.emit` is the one way an event enters the log (and the readers' knowledge).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, TypeVar

from ..context import ANY_CARD, SeatState
from ..errors import SetupError
from ..events import CampChanged, CardSeen, CardsSwapped, Event, GameStarted, RoleDealt, RoleRemoved
from ..model import PUBLIC, SECRET, Camp, InputSpec, NightChoice, Visibility, only
from ..roles import DREAM

S = TypeVar("S", bound=SeatState)
T = TypeVar("T")

if TYPE_CHECKING:
    from ..roles import Role
    from . import Kernel

#: Action name of the decoy prompt of the seats a stepped night does not call.
DECOY = "decoy"


class Table:
    """The table's state and queries (a part of :class:`~.Kernel`).

    Owns: ``roles``, ``dealt``, ``center``, ``composition``, ``removed_role``, ``alive``,
    the living seats, ``lovers``, ``joined``, ``powers_lost``, ``cards_seen`` and ``log``.
    """

    def _init_table(self: Kernel) -> None:
        self.log: list[Event] = []
        self.alive = [True] * self.players
        self._living = tuple(range(self.players))
        self._others_cache: dict[int, tuple[int, ...]] = {}
        self.lovers: list[tuple[int, int]] = []
        #: Seats whose camp changed in play: seat -> the role whose camp they play for and
        #: whose night steps they also wake in (the infected, a turned Wild Child).
        self.joined: dict[int, str] = {}
        #: Camps whose powers are lost for the rest of the game (the Elder banished).
        self.powers_lost: set[str] = set()
        #: The roles' typed state: per seat (kind -> seat -> state), and game-wide.
        self._seat_states: dict[type[SeatState], dict[int, SeatState]] = {}
        self._shared_states: dict[type, object] = {}

    def _deal(self) -> None:
        edition, setup = self.edition, self.setup
        #: The role ``missing_role`` took out before the deal (secret), if any.
        self.removed_role: str | None = None
        if setup.deal is not None:
            if self.settings.get("missing_role") == "on":
                raise SetupError("a fixed deal cannot be combined with missing_role=on")
            extra = edition.center_for(Counter(setup.deal))
            if len(setup.deal) != self.players + extra:
                center = f" and {extra} center cards" if extra else ""
                raise SetupError(
                    f"the deal has {len(setup.deal)} roles for {self.players} players{center}"
                )
            composition = dict(Counter(setup.deal))
            edition.validate_composition(composition, self.players, self.settings)
            edition.validate_balance(composition, self.settings)
            self.composition = composition
            deck = list(setup.deal)
        else:
            asked = (
                edition.recommended_setup(self.players)
                if setup.composition is None
                else edition.complete_composition(dict(setup.composition), self.players)
            )
            edition.validate_composition(asked, self.players, self.settings)
            edition.validate_balance(asked, self.settings)
            self.composition = asked
            dealt = dict(asked)
            self.removed_role = edition.prepare_deal(dealt, self.settings, self.rng)
            deck = [role_id for role_id in sorted(dealt) for _ in range(dealt[role_id])]
            self.rng.shuffle(deck)
        #: The card each seat holds now (cards move only in editions that swap them).
        self.roles: list[str] = deck[: self.players]
        #: The card dealt to each seat.
        self.dealt: tuple[str, ...] = tuple(self.roles)
        #: The center cards now, face down (empty in editions without a center).
        self.center: list[str] = deck[self.players :]
        #: The cards players wake by at night: the dealt ones, or those held now.
        self._waking = self.dealt if edition.wakes_by_dealt_card else self.roles
        self.emit(
            GameStarted(
                edition.id,
                self.names,
                tuple(sorted(self.composition.items())),
                tuple(sorted(self.settings.items())),
                visibility=PUBLIC,
            )
        )
        if self.removed_role is not None:
            self.emit(RoleRemoved(self.removed_role, visibility=SECRET))
        self._plan = list(self.flow.before_deal)
        #: Whether the seats have seen their cards (False during an election before the
        #: deal: nobody may act on, chat by or see a card yet).
        self.cards_seen = not self._plan
        if self.cards_seen:
            self._show_deal()
        self._plan += [*self.flow.before_night_1, *self._cycle(1)]
        self._next_step()

    def _show_deal(self) -> None:
        """Each seat learns its card; the dealt roles reveal their teams."""
        self.cards_seen = True
        for seat, role_id in enumerate(self.roles):
            self.emit(RoleDealt(seat, role_id, visibility=only(seat)))
        for role in self._dealt_roles():
            role.on_deal(self, self.seats_with(role.id))

    def emit(self, event: Event) -> None:
        """Append ``event`` to the log (role hooks report what happens through it); its
        visibility decides who will see it."""
        self.log.append(event)
        self._seen.add(event)

    def role(self, seat: int) -> Role:
        """The behaviour of the card ``seat`` holds now."""
        return self.edition.role_by_id[self.roles[seat]]

    def role_named(self: Kernel, role_id: str) -> Role:
        """The edition's behaviour of ``role_id``."""
        return self.edition.role_by_id[role_id]

    def night_role(self, seat: int) -> Role:
        """The role ``seat`` wakes as at night: its dealt card or the card it holds now,
        as the edition says (``wakes_by_dealt_card``)."""
        return self.edition.role_by_id[self._waking[seat]]

    def living(self) -> tuple[int, ...]:
        """The living seats, in seat order."""
        return self._living

    def others_than(self, seat: int) -> tuple[int, ...]:
        """The living seats other than ``seat`` (cached until somebody dies)."""
        others = self._others_cache.get(seat)
        if others is None:
            others = self._others_cache[seat] = tuple([o for o in self._living if o != seat])
        return others

    def seats_with(self, role_id: str, *, living: bool = False) -> list[int]:
        """The seats holding ``role_id`` now (the living only, with ``living``)."""
        return [
            seat
            for seat, held in enumerate(self.roles)
            if held == role_id and (self.alive[seat] or not living)
        ]

    def seats_waking_as(self, role_id: str) -> list[int]:
        """The living seats that wake as ``role_id`` at night (see :meth:`night_role`)."""
        joined = self.joined
        return [
            seat
            for seat, held in enumerate(self._waking)
            if (held == role_id or (joined and joined.get(seat) == role_id)) and self.alive[seat]
        ]

    def step_role(self, seat: int) -> Role:
        """The role ``seat`` answers as in the current night step: the one it wakes as, or,
        when the step does not call that one but calls the role it joined in play (the
        infected in the pack's step), the joined role."""
        role = self.edition.role_by_id[self._waking[seat]]
        joined = self.joined.get(seat) if self.joined else None
        if joined is not None and role.id not in self.step.called and joined in self.step.called:
            return self.edition.role_by_id[joined]
        return role

    def camp(self, seat: int) -> Camp:
        """The camp ``seat`` plays for now: its card's, or the one it joined in play."""
        joined = self.joined.get(seat)
        return self.edition.role_by_id[joined].camp if joined else self.role(seat).camp

    def join(self, seat: int, role_id: str, *, why: str, visibility: Visibility) -> None:
        """``seat`` plays for ``role_id``'s camp from now on and wakes in its night steps
        too (keeping its own card and power); ``visibility`` says who learns it."""
        self.joined[seat] = role_id
        role = self.edition.role_by_id[role_id]
        self.emit(CampChanged(seat, role.camp.value, why, role_id, visibility=visibility))

    def seats_after(self, seat: int) -> tuple[int, ...]:
        """The living seats after ``seat`` in rising seat order, wrapping round the table
        (``seat`` left out): the one service of who sits next to whom."""
        count, alive = self.players, self.alive
        return tuple([other for k in range(1, count) if alive[other := (seat + k) % count]])

    def living_neighbours(self, seat: int) -> tuple[int, ...]:
        """``seat``'s two nearest living neighbours, in seat order: the first living seat
        after it and the first before it, skipping the dead, those dead since nightfall
        (:attr:`held`, still shown alive until dawn) included, wrapping (one when only
        two live, none when it is alone)."""
        after = self.seats_after(seat)
        if self.held:
            after = tuple([other for other in after if other not in self.held])
        return tuple(sorted({after[0], after[-1]})) if after else ()

    def partner(self, seat: int) -> int | None:
        """The other lover of ``seat``'s couple, if any."""
        for first, second in self.lovers:
            if seat == first:
                return second
            if seat == second:
                return first
        return None

    def has_power(self, seat: int) -> bool:
        """Whether ``seat``'s role still has its powers (not lost by its camp, and the seat
        not dead since nightfall: :attr:`held`)."""
        if self.held and seat in self.held:
            return False
        return not self.powers_lost or self.night_role(seat).camp.value not in self.powers_lost

    def lose_powers(self, camp: str) -> None:
        """Every role of ``camp`` loses its powers for the rest of the game."""
        self.powers_lost.add(camp)

    def dream_spec(self, seat: int) -> InputSpec:
        """The harmless night choice: dream of any other living player."""
        return InputSpec(
            NightChoice.kind, DREAM, self.others_than(seat), self.night_choices.get(seat)
        )

    def decoy_spec(self, seat: int) -> InputSpec:
        """The decoy prompt of a seat a stepped night's step does not call: whom do you
        suspect? (kept in the seat's notes, never used by the rules)."""
        return InputSpec(
            NightChoice.kind, DECOY, self.others_than(seat), self.night_choices.get(seat)
        )

    def _announced_roles(self) -> list[Role]:
        """Roles of the public composition (dealt or not), in night order."""
        return [role for role in self.edition.roles if role.id in self.composition]

    def _dealt_roles(self) -> list[Role]:
        """Roles dealt to a seat, in night order."""
        dealt = set(self.dealt)
        return [role for role in self.edition.roles if role.id in dealt]

    @property
    def channels(self) -> tuple[str, ...]:
        """Every chat channel of the edition (``jinrou``: the living werewolves' ``pack``
        and the dead's ``dead``)."""
        return self.edition.channels

    def chat_members(self, channel: str) -> tuple[int, ...]:
        """The seats that may read and write ``channel`` now, in seat order (empty for a
        channel the edition does not know), as the edition declares them. The host relays
        chat lines to these seats only."""
        return self.edition.chat_members(self, channel)

    def swap_cards(
        self,
        *,
        seats: tuple[int, ...] = (),
        cards: tuple[int, ...] = (),
        by: int | None,
        visibility: Visibility,
    ) -> None:
        """Exchange two cards: two seats' (``seats``), a seat's and center card ``cards``,
        or two center cards. ``by`` made the swap; ``visibility`` says who sees it happen
        (what they knew of the two cards moves with them)."""
        places = [(self.roles, seat) for seat in seats] + [(self.center, card) for card in cards]
        if len(places) != 2:
            raise ValueError("a swap exchanges exactly two cards")
        (first, i), (second, j) = places
        first[i], second[j] = second[j], first[i]
        self.emit(CardsSwapped(by, tuple(seats), tuple(cards), visibility=visibility))

    def replace_card(self: Kernel, seat: int, role_id: str) -> None:
        """The card ``seat`` holds becomes ``role_id``, silently (the caller shows it)."""
        self.roles[seat] = role_id

    def unite(self: Kernel, first: int, second: int) -> None:
        """``first`` and ``second`` become a couple of lovers."""
        self.lovers.append((first, second))

    def show_card(self, viewer: int, *, target: int | None = None, card: int | None = None) -> None:
        """``viewer`` looks at seat ``target``'s card, or at center card ``card``, as it is
        now; only the viewer sees it."""
        role = self.center[card] if target is None else self.roles[target]
        self.emit(CardSeen(viewer, role, target, card, visibility=only(viewer)))

    # ------------------------------------------------------------------ typed role state

    def state(self: Kernel, seat: int, kind: type[S]) -> S:
        """``seat``'s state of ``kind``, created with its defaults the first time."""
        by_seat = self._seat_states.setdefault(kind, {})
        found = by_seat.get(seat)
        if found is None:
            found = by_seat[seat] = kind()
        return found

    def find_state(self: Kernel, seat: int, kind: type[S]) -> S | None:
        """``seat``'s state of ``kind``, or None when no rule wrote one."""
        by_seat = self._seat_states.get(kind)
        return None if by_seat is None else by_seat.get(seat)

    def states(self: Kernel, kind: type[S]) -> tuple[tuple[int, S], ...]:
        """Every seat's state of ``kind``, in seat order."""
        return tuple(sorted(self._seat_states.get(kind, {}).items()))

    def shared(self: Kernel, kind: type[T]) -> T:
        """The game-wide state of ``kind``, created with its defaults the first time."""
        found = self._shared_states.get(kind)
        if found is None:
            found = self._shared_states[kind] = kind()
        return found

    def hand_over_states(self: Kernel, giver: int, taker: int) -> None:
        """The states the card ``taker`` now holds carries (and those of any card) move
        from ``giver`` to ``taker``."""
        card = self.roles[taker]
        for kind, by_seat in self._seat_states.items():
            if kind.card in (card, ANY_CARD) and giver in by_seat:
                by_seat[taker] = by_seat.pop(giver)
