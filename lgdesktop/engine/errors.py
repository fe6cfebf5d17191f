"""The engine's exceptions: one narrow type per reason an input or a set-up is refused.

Every refusal leaves the game exactly as it was (same state, same version, same log).
"""


class EngineError(Exception):
    """Base class of everything the engine refuses."""

    #: A stable machine-readable code, sent over the wire by the host.
    code = "engine_error"


class SetupError(EngineError, ValueError):
    """The game cannot be created: bad composition, player count, setting or deal."""

    code = "bad_setup"


class InputError(EngineError):
    """Base class of refused inputs."""

    code = "bad_input"


class GameOver(InputError):
    """The game has ended: no input is accepted any more."""

    code = "game_over"


class NotYourTurn(InputError):
    """This seat (or the host) may not submit this kind of input in the current phase."""

    code = "not_your_turn"


class IllegalTarget(InputError):
    """The input's target is not one of the legal targets."""

    code = "illegal_target"


class AlreadyActed(InputError):
    """The seat has already submitted this input and it cannot be changed (or it is identical)."""

    code = "already_acted"


class StaleVersion(InputError):
    """The input was decided on an older state version than the current one."""

    code = "stale_version"


class UnknownSeat(InputError):
    """No such seat at this table."""

    code = "unknown_seat"
