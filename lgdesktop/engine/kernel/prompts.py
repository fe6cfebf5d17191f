"""The night's prompts: at every night step, one shape for every living seat, called or
not (RULES §6, decoys of the same shape).

Duty: the shape of the step running now, the called seats' real prompts padded to it and
the decoys of the others. Contracts:

- a step's shape is built from its roles' :meth:`~..roles.Role.prompt_slots`, which read
  public facts only (edition, step, night, public composition, settings, living seats):
  the roles the step calls that are in the composition (every role of it in a one-step
  night), their slots merged in night order where they agree (:attr:`Slot.key`); it is
  built once per step, night and set of living seats, never from a seat's live prompt;
- a called seat's real specs fill their role's slots (by action), each padded with
  ``marked`` entries (offered, refused) up to its slot; a slot the seat has no spec for is
  offered wholly marked; a role that answers a decoy (a power spent or lost, a wolf of a
  pack of several in one_night's peek) gets the step's decoy;
- a decoy (action :data:`~.table.DECOY`) offers every slot of the shape, nothing marked,
  and is built once per seat and shape.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ..model import InputSpec, NightChoice, PickShape
from ..roles import DREAM, LIVING, OTHERS, Slot
from .table import DECOY

if TYPE_CHECKING:
    from ..roles import Role
    from . import Kernel

#: The input kind of every night prompt.
_NIGHT = NightChoice.kind
#: A step whose roles declare no slot offers this (a dream: one other living player).
_DEFAULT_SLOTS = (Slot(DREAM),)


@dataclass
class StepShape:
    """A night step's shape: its slots, in order, and for each role id the slot each of
    its actions fills."""

    slots: list[Slot]
    index: dict[str, dict[str, int]]

    def place(self, role: Role, declared: tuple[Slot, ...], *, grow: bool) -> dict[str, int]:
        """Map ``role``'s ``declared`` slots onto the shape's (a slot of the same key not
        yet taken by the role, offering living seats if either does); with ``grow``, a
        slot that matches none is added, otherwise it is an error (a role met late, which
        must fit the shape the public composition gave)."""
        mine: dict[str, int] = {}
        used: set[int] = set()
        for slot in declared:
            for i, known in enumerate(self.slots):
                if i not in used and known.key == slot.key:
                    if slot.seats == LIVING and known.seats == OTHERS:
                        if not grow:
                            raise RuntimeError(f"{role.id}'s {slot.action} does not fit the step")
                        self.slots[i] = replace(known, seats=LIVING)
                    break
            else:
                if not grow:
                    raise RuntimeError(f"{role.id}'s {slot.action} does not fit the step")
                self.slots.append(slot)
                i = len(self.slots) - 1
            used.add(i)
            mine[slot.action] = i
        self.index[role.id] = mine
        return mine


class Prompts:
    """The night's prompts (a part of :class:`~.Kernel`).

    Owns: the shape of the step running now and its decoys, rebuilt when the step, the
    night or the living seats change.
    """

    def _init_prompts(self: Kernel) -> None:
        self._shape: StepShape | None = None
        self._shape_of: tuple = ()
        self._decoys: dict[int, tuple[InputSpec, ...]] = {}
        #: Decoy specs by what they offer (and the seat, for those that leave it out),
        #: shared by every step of that shape while the living seats stay the same.
        self._decoy_specs: dict[tuple, InputSpec] = {}
        self._decoy_living: tuple[int, ...] = ()
        #: id of a night step of the flow (which outlives the game) -> its roles (those of
        #: the composition it calls), in night order.
        self._roles_of_step: dict[int, list[Role]] = {}
        #: id of a night step -> the merges made for it: (its roles' declared slots, the
        #: shape's slots, its index). A later night whose roles declare the same slots
        #: reuses the merge; the declarations are compared by value (equal tuples of
        #: equal slots), at the cost of an identity test when a role returns constants.
        #: A step has one or two variants (night 1 and later), so the lists stay short.
        self._merged: dict[int, list[tuple[tuple, list[Slot], dict[str, dict[str, int]]]]] = {}

    def step_shape(self: Kernel) -> StepShape:
        """The shape of the night step running now (built once per step, night and set
        of living seats; merged once per step and set of declarations)."""
        step, living = self.step, self._living
        of = self._shape_of
        if self._shape is not None and of[0] is step and of[1] == self.number and of[2] is living:
            return self._shape
        roles = self._roles_of_step.get(id(step))
        if roles is None:
            called = step.called
            roles = self._roles_of_step[id(step)] = [
                role
                for role in self.edition.roles
                if role.id in self.composition and (not called or role.id in called)
            ]
        declared = tuple([role.prompt_slots(self) for role in roles])
        variants = self._merged.setdefault(id(step), [])
        for merged in variants:
            if merged[0] == declared:
                break
        else:
            shape = StepShape([], {})
            for role, slots in zip(roles, declared, strict=True):
                shape.place(role, slots, grow=True)
            if not shape.slots:
                shape.slots = list(_DEFAULT_SLOTS)
            merged = (declared, shape.slots, shape.index)
            variants.append(merged)
        # copies: a role met late adds its placement to tonight's shape alone
        shape = StepShape(list(merged[1]), dict(merged[2]))
        self._shape, self._shape_of, self._decoys = shape, (step, self.number, living), {}
        return shape

    def decoy_prompt(self: Kernel, seat: int) -> tuple[InputSpec, ...]:
        """The decoy of ``seat``: every slot of the step's shape, nothing marked."""
        shape = self.step_shape()
        found = self._decoys.get(seat)
        if found is None:
            if self._decoy_living is not self._living:
                self._decoy_specs, self._decoy_living = {}, self._living
            specs = self._decoy_specs
            made = []
            for slot in shape.slots:
                key = (slot.key, slot.seats, seat if slot.seats == OTHERS else -1)
                spec = specs.get(key)
                if spec is None:
                    spec = specs[key] = self._decoy_spec(slot, seat)
                made.append(spec)
            found = self._decoys[seat] = tuple(made)
        return found

    def night_prompt(
        self: Kernel, seat: int, role: Role, specs: tuple[InputSpec, ...]
    ) -> tuple[InputSpec, ...]:
        """``seat``'s real ``specs`` as ``role``, padded to the step's shape (a decoy when
        the role answers one)."""
        if specs[0].action == DECOY:
            return self.decoy_prompt(seat)
        shape = self.step_shape()
        mine = shape.index.get(role.id)
        if mine is None:
            mine = shape.place(role, role.prompt_slots(self), grow=False)
        slots = shape.slots
        if len(slots) == 1:  # the usual step: one form, which the role's one spec fills
            padded = self._padded(specs[0], slots[0], seat)
            return specs if padded is specs[0] else (padded,)
        placed = {mine[spec.action]: spec for spec in specs}
        return tuple([self._padded(placed.get(i), slot, seat) for i, slot in enumerate(slots)])

    def _offered(self: Kernel, slot: Slot, seat: int) -> tuple[int, ...]:
        if slot.seats == OTHERS:
            return self.others_than(seat)
        return self._living if slot.seats == LIVING else ()

    def _decoy_spec(self: Kernel, slot: Slot, seat: int) -> InputSpec:
        targets = self._offered(slot, seat)
        if slot.count == 1 and not slot.card_count and not slot.options and not slot.at_most:
            return InputSpec(_NIGHT, DECOY, targets)
        cards = tuple(range(len(self.center))) if slot.card_count else ()
        shape = PickShape(slot.count, cards, slot.card_count, slot.options, slot.at_most)
        return InputSpec(_NIGHT, DECOY, targets, shape=shape)

    def _padded(self: Kernel, spec: InputSpec | None, slot: Slot, seat: int) -> InputSpec:
        """``spec`` with what ``slot`` offers beyond it marked; None: the slot, all marked."""
        offered = self._offered(slot, seat)
        cards = tuple(range(len(self.center))) if slot.card_count else ()
        if spec is None:
            shape = PickShape(
                slot.count,
                (),
                slot.card_count,
                (),
                slot.at_most,
                marked_cards=cards,
                marked_options=slot.options,
            )
            return InputSpec(_NIGHT, slot.action, (), None, shape, offered)
        targets = spec.targets
        marked = ()
        if len(targets) != len(offered):
            marked = tuple([s for s in offered if s not in targets])
        shape = spec.shape
        if shape is not None and (
            len(shape.cards) != len(cards) or len(shape.options) != len(slot.options)
        ):
            shape = replace(
                shape,
                marked_cards=tuple([c for c in cards if c not in shape.cards]),
                marked_options=tuple([o for o in slot.options if o not in shape.options]),
            )
        if not marked and shape is spec.shape:
            return spec
        return InputSpec(spec.kind, spec.action, targets, spec.current, shape, marked)
