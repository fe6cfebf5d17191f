"""The role library: every character of every edition, one module per family.

:mod:`.base` holds the base :class:`Role` (the named hooks the kernel calls), the night's
:class:`NightContext`, the same-instant :class:`DeathBatch` and the prompt builders;
they are re-exported here, so ``from lgdesktop.engine.roles import Role`` keeps working.
The family modules (``wolves``, ``seers``, ``witch`` ...) hold the characters; an edition
module lists the ones it deals, with their parameters (docs/engine.md, "The role
library"). Nothing here imports an edition.
"""

from .base import (
    DREAM,
    LIVING,
    NO_SEAT,
    OTHERS,
    DeathBatch,
    NightContext,
    Role,
    Slot,
    card_slot,
    option_slot,
    option_spec,
    target_spec,
)

__all__ = [
    "DREAM",
    "LIVING",
    "NO_SEAT",
    "OTHERS",
    "DeathBatch",
    "NightContext",
    "Role",
    "Slot",
    "card_slot",
    "option_slot",
    "option_spec",
    "target_spec",
]
