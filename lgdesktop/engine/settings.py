"""Typed edition settings: each has a name, its allowed values, a default, and maybe a role.

Values are kept as strings so that settings travel, print and compare the same everywhere.
A ``seconds`` setting takes a whole number of seconds or ``none``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from .errors import SetupError

#: Value of a ``seconds`` setting meaning "no timer".
NO_TIMER = "none"
#: Largest accepted value of a ``seconds`` setting (one hour; a longer timer is a mistake).
MAX_SECONDS = 3600


@dataclass(frozen=True, slots=True)
class SettingSpec:
    """One setting. ``choices[0]`` is the default of a choice setting.

    ``role`` names the role the setting is bound to: such a setting is shown (and matters)
    only when that role is in play.
    """

    name: str
    choices: tuple[str, ...] = ()
    default: str = ""
    role: str | None = None
    seconds: bool = False

    @property
    def default_value(self) -> str:
        return self.default or self.choices[0]

    def parse(self, value: str) -> str:
        """Return the canonical value, or raise SetupError naming the allowed values."""
        value = str(value).strip().lower()
        if self.seconds:
            if value == NO_TIMER:
                return value
            if value.isdigit() and 0 < int(value) <= MAX_SECONDS:
                return str(int(value))
            raise SetupError(
                f"setting {self.name}: expected seconds (1-{MAX_SECONDS}) or '{NO_TIMER}', "
                f"got {value!r}"
            )
        if value not in self.choices:
            raise SetupError(
                f"setting {self.name}: expected one of {', '.join(self.choices)}, got {value!r}"
            )
        return value


def resolve_settings(
    specs: tuple[SettingSpec, ...], overrides: Mapping[str, str] | None
) -> dict[str, str]:
    """Defaults of ``specs`` with ``overrides`` applied; unknown names raise SetupError."""
    by_name = {spec.name: spec for spec in specs}
    values = {spec.name: spec.default_value for spec in specs}
    for name, value in (overrides or {}).items():
        spec = by_name.get(name)
        if spec is None:
            raise SetupError(f"unknown setting {name!r} (known: {', '.join(sorted(by_name))})")
        values[name] = spec.parse(value)
    return values
