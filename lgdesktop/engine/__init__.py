"""The rules engine: pure standard-library Python, deterministic, the only authority.

Public API: :class:`GameSetup`, :class:`Game` (``legal_inputs``, ``submit``,
``public_view``, ``player_view``), the input types, the event types, the errors, and the
edition registry; :mod:`.catalogue` for what each edition offers. See docs/engine.md.
"""

from . import catalogue
from .editions import EDITIONS, get_edition, register_edition
from .errors import (
    AlreadyActed,
    EngineError,
    GameOver,
    IllegalTarget,
    InputError,
    NotYourTurn,
    SetupError,
    StaleVersion,
    UnknownSeat,
)
from .events import Event
from .flow import Closes, Flow, Owed, Step, StepKind, Title
from .game import Game, GameSetup
from .model import (
    HOST,
    INPUT_TYPES,
    Act,
    Camp,
    Input,
    InputSpec,
    NightChoice,
    Phase,
    Pick,
    PickShape,
    ProxyVote,
    Shot,
    Timeout,
    Vote,
    Win,
)
from .views import PlayerView, PublicView, SeatStatus, VoteStatus

__all__ = [
    "EDITIONS",
    "HOST",
    "INPUT_TYPES",
    "Act",
    "AlreadyActed",
    "Camp",
    "Closes",
    "EngineError",
    "Event",
    "Flow",
    "Game",
    "GameOver",
    "GameSetup",
    "IllegalTarget",
    "Input",
    "InputError",
    "InputSpec",
    "NightChoice",
    "NotYourTurn",
    "Owed",
    "Phase",
    "Pick",
    "PickShape",
    "PlayerView",
    "ProxyVote",
    "PublicView",
    "SeatStatus",
    "SetupError",
    "Shot",
    "StaleVersion",
    "Step",
    "StepKind",
    "Timeout",
    "Title",
    "UnknownSeat",
    "Vote",
    "VoteStatus",
    "Win",
    "catalogue",
    "get_edition",
    "register_edition",
]
