"""The phone's screen (issue 25): what a browser page shows, rendered by the host.

A phone names its language in its ``hello`` (``screen``); every ``view`` it then receives
carries a :class:`Screen` beside the view: that seat's own PlayerView rendered in that
language with the laptop's presenters and catalogue (``lgdesktop.web.screen``), so that
the page needs no second copy of the texts nor of the engine's reading of a view. The
screen is a pure function of the view and the language: it carries nothing the view does
not (tests/room/test_phone_screens.py checks it over whole games). Every string is
already translated; ``""`` when there is nothing to show.

Pure data, like the rest of :mod:`lgdesktop.protocol`.
"""

from __future__ import annotations

from typing import Literal

from msgspec import Struct

#: The languages a host renders a phone's screen in (the app's ``LANGUAGES``; a test keeps
#: the two lists equal).
Language = Literal["fr", "en"]
#: The game's phase, as the engine names it.
ScreenPhase = Literal["night", "day", "vote", "election", "resolving", "ended"]
#: The input kind a prompt submits (``submit.input``).
PromptInput = Literal["night_choice", "vote", "shot", "act"]


class ScreenRole(Struct, frozen=True):
    """This seat's card: its name, its camp's name, what it does (all ``""`` before the
    deal)."""

    name: str
    camp: str
    text: str


class ScreenChoice(Struct, frozen=True):
    """A player the prompt lists: ``allowed`` whether this seat's action may take it (at
    night every seat the prompt's shape offers is listed, so that the list betrays no
    role); ``picks`` the names of the teammates who picked it (the pack's live picks)."""

    seat: int
    name: str
    allowed: bool
    picks: str


class ScreenCard(Struct, frozen=True):
    """A center card the prompt lists (``card``: its index; ``allowed`` as for a
    player)."""

    card: int
    label: str
    allowed: bool


class ScreenOption(Struct, frozen=True):
    """An option the prompt lists (a potion, a square of the peek grid, ``pass`` ...;
    ``allowed`` as for a player)."""

    option: str
    label: str
    allowed: bool


class ScreenPrompt(Struct, frozen=True):
    """The one thing this seat may do now (at night: its real action or its decoy, in the
    same shape). Submit with ``input``; ``count`` seats, ``card_count`` center cards and
    at most one option; ``current``: the seat already chosen (one-seat prompts).

    ``secret``: the prompt goes with the card (a night choice): while the card is not
    held the page shows ``cover`` (a question that tells nothing: "Choose a player."),
    every choice open and no pack's picks, as the laptop does; ``question``, which
    choices are ``allowed`` and the ``picks`` show only with the card. Not secret,
    ``cover`` is ``question``."""

    input: PromptInput
    question: str
    cover: str
    secret: bool
    hint: str
    count: int
    card_count: int
    choices: list[ScreenChoice]
    cards: list[ScreenCard]
    options: list[ScreenOption]
    current: int | None = None


class ScreenSecretBallot(Struct, frozen=True):
    """The secret form this seat's ballot may take (the anniversary's Stuttering Judge: a
    ballot that also calls for a second vote), a button shown with the card only, like a
    secret prompt's question: its ``label``, the vote's ``question`` once it is pressed
    (read with the card), and the ``option`` a ballot sends once it is pressed
    (``submit`` with ``input: "vote"``, the target, that ``option``)."""

    label: str
    question: str
    option: str


class ScreenTarget(Struct, frozen=True):
    """A player a list names (the proxy's)."""

    seat: int
    name: str


class ScreenProxy(Struct, frozen=True):
    """The vote this seat may lodge by day, counted only if it is away when the vote
    closes (docs/protocol.md, "Day"): the ``question`` over the list, what the list reads
    while ``nobody`` is named (away, the seat abstains), the players it may name and the
    one it named (``current``). Submit ``{input: "proxy_vote", target, version}``."""

    question: str
    nobody: str
    choices: list[ScreenTarget]
    current: int | None = None


class ScreenChannel(Struct, frozen=True):
    """A chat channel this seat may read and write now."""

    channel: str
    label: str


class ScreenSeat(Struct, frozen=True):
    """A seat as everybody sees it: ``role`` only when public, ``badges`` its title and
    its ballot's weight."""

    seat: int
    name: str
    alive: bool
    role: str
    badges: str


class ScreenKnown(Struct, frozen=True):
    """A card this seat knows besides its own (another player's, a center card's), as it
    last saw it: ``label`` whose card (a player's name, a center card), its role and camp
    (the dead who see every card see them all here)."""

    label: str
    role: str
    camp: str


class ScreenReveal(Struct, frozen=True):
    """A seat's card at the end (``dealt``: the card dealt, when it moved; else ``""``)."""

    seat: int
    name: str
    role: str
    camp: str
    winner: bool
    alive: bool
    me: bool
    dealt: str


class ScreenChapter(Struct, frozen=True):
    """One chapter of the game's story (a night, a day)."""

    title: str
    lines: list[str]


class ScreenEnd(Struct, frozen=True):
    """The end: who won, whether this seat did, the center, every card, the story."""

    title: str
    won: bool
    center: str
    reveal: list[ScreenReveal]
    recap: list[ScreenChapter]


class Screen(Struct, frozen=True):
    """What a phone shows now (see the module doc and docs/protocol.md, "The phone's
    screen"). ``version`` is the view's: send it with every ``submit``.
    ``secret_ballot``: the secret form of this seat's ballot now (shown with the card
    only), else None; ``ready_to_vote``: None when the seat may not ask for the vote now,
    False when it may, True once it asked; ``proxy``: the proxy vote it may lodge (by
    day), else None; ``known``: the other cards this seat knows."""

    language: Language
    version: int
    seat: int
    name: str
    edition: str
    phase: ScreenPhase
    title: str
    step: str
    alive: bool
    role: ScreenRole
    lines: list[str]
    news: str
    pack: str
    prompt: ScreenPrompt | None
    secret_ballot: ScreenSecretBallot | None
    waiting: str
    ready_to_vote: bool | None
    proxy: ScreenProxy | None
    channels: list[ScreenChannel]
    seats: list[ScreenSeat]
    known: list[ScreenKnown]
    end: ScreenEnd | None
