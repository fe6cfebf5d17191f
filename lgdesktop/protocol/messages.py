"""The messages between the host and its laptops, their limits, and the codec.

Every message is a JSON object whose ``type`` field names it (msgspec tagged Structs).
Whatever a peer sends is validated against these types and limits before anything looks
at it: an oversized frame, a wrong type, an unknown tag, a too-long name or list all raise
one :class:`ProtocolError`, never anything else. See docs/protocol.md for the flow.

Pure: no I/O, no asyncio.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cached_property
from typing import Annotated, Literal

import msgspec
from msgspec import Meta, Struct

from ..engine import PlayerView, PublicView
from .screen import Language, Screen
from .version import PROTOCOL_VERSION
from .wire import FIELDS, WireView, from_wire, to_wire, to_wire_as

# --------------------------------------------------------------------------- limits
#: Largest frame a laptop may send to the host, in bytes. The largest legitimate client
#: message (a full composition edit) is under 1 KiB; 4 KiB leaves room and caps abuse.
MAX_CLIENT_FRAME = 4096
#: Largest frame the host may send to a laptop, in bytes. A player view of a long 20-seat
#: game (every event revealed at the end) stays well under 1 MiB; 4 MiB is a safety cap.
MAX_SERVER_FRAME = 4 * 1024 * 1024
#: Longest player name, in characters (fits a seat label on the TV).
MAX_NAME = 24
#: Longest name a laptop may type, before normalisation: room for a 24-character name
#: written with combining marks and spaces that NFKC and the space folding take out; past
#: it the frame is malformed (``bad_message``), below it the name check answers.
MAX_TYPED_NAME = 4 * MAX_NAME
#: Longest room name, in characters.
MAX_ROOM = 40
#: Longest chat line, in characters.
MAX_CHAT = 280
#: Join codes are 4 to 8 digits.
MIN_CODE, MAX_CODE = 4, 8
#: Longest token (seat token or admin token), in characters.
MAX_TOKEN = 64
#: Longest role id, setting name or setting value, in characters.
MAX_IDENT = 40
#: Most entries in a composition edit (the largest edition has 28 roles).
MAX_ROLES = 32
#: Highest seat number and role count a peer may name (tables hold at most 20 seats).
MAX_SEAT = 63
#: Longest timer extension a request may ask for, in seconds (one hour).
MAX_TIMER_SECONDS = 3600.0
#: Request references and state versions are non-negative and below 2**53 (exact in JS).
MAX_COUNTER = 2**53 - 1

Name = Annotated[str, Meta(min_length=1, max_length=MAX_NAME)]
#: A name as a laptop typed it (hello, add_bot): only bounded here, so that an empty or a
#: too long name reaches :func:`~.names.check_name` and gets its own refusal
#: (``name_required``, ``name_invalid`` / ``too_long``) instead of ``bad_message``.
TypedName = Annotated[str, Meta(max_length=MAX_TYPED_NAME)]
Room = Annotated[str, Meta(min_length=1, max_length=MAX_ROOM)]
#: The characters of a door tag (:class:`Knock`): no look-alikes (no 0/O, 1/I/L, 2/Z, 5/S,
#: 6/G, 8/B, U/V), so that a tag read aloud or off a screen is typed and matched right.
DOOR_TAG_ALPHABET = "ACDEFHJKMNPRTWXY3479"
#: Characters of a door tag: 20**3 = 8,000 tags, enough that the few devices knocking at
#: once (the TV lists 6) almost never share one, short enough to read aloud.
DOOR_TAG_LENGTH = 3
DoorTag = Annotated[str, Meta(pattern=rf"^[{DOOR_TAG_ALPHABET}]{{{DOOR_TAG_LENGTH}}}$")]
Code = Annotated[str, Meta(pattern=rf"^[0-9]{{{MIN_CODE},{MAX_CODE}}}$")]
Token = Annotated[str, Meta(min_length=1, max_length=MAX_TOKEN)]
Ident = Annotated[str, Meta(min_length=1, max_length=MAX_IDENT)]
Seat = Annotated[int, Meta(ge=0, le=MAX_SEAT)]
Count = Annotated[int, Meta(ge=0, le=MAX_SEAT)]
Counter = Annotated[int, Meta(ge=0, le=MAX_COUNTER)]
ChatText = Annotated[str, Meta(min_length=1, max_length=MAX_CHAT)]
Kind = Literal["player", "spectator", "board"]
#: A chat channel: the edition names them (``game.channels``: ``dead``, ``pack`` ...).
Channel = Ident
RoomState = Literal["lobby", "playing", "ended"]
#: Input kinds a player may submit (the host's own Timeout never comes from the wire).
InputKind = Literal["night_choice", "vote", "proxy_vote", "shot", "act"]
TimerAction = Literal["extend", "pause", "resume", "skip"]
#: Parameters of an error or a problem: a few short strings (names, numbers as text).
Params = Annotated[dict[Ident, Annotated[str, Meta(max_length=200)]], Meta(max_length=8)]


class ProtocolError(Exception):
    """A frame or a request is refused: ``code`` is stable and machine-readable, ``params``
    (string values) complete it for the sentence a screen shows, ``message`` is an English
    technical detail for logs and bots (never shown on a screen). ``ref``: the refused
    request's ``ref`` when it could be read before the frame was decoded (a frame refused
    as too deep), else None."""

    def __init__(
        self,
        code: str,
        message: str,
        params: dict[str, str] | None = None,
        *,
        ref: int | None = None,
    ):
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message
        self.params = dict(params or {})
        self.ref = ref


# --------------------------------------------------------------------------- client -> host


class _ClientMessage(Struct, tag_field="type", forbid_unknown_fields=False, frozen=True):
    """Base of what a laptop sends. ``ref`` (on requests) is echoed in the Ack or Error."""


class Hello(_ClientMessage, tag="hello"):
    """First message of every connection. A ``player`` joins with ``name`` and ``code``, or
    comes back with ``token``; ``admin_token`` grants host rights (the TV board); ``bot``
    marks a seat played by a program (shown in the lobby); ``screen`` (a phone's page) asks
    for the seat's :class:`~.screen.Screen`, rendered in that language, with every view."""

    protocol: int
    kind: Kind
    name: TypedName | None = None
    code: Code | None = None
    token: Token | None = None
    admin_token: Token | None = None
    bot: bool = False
    ref: Counter = 0
    screen: Language | None = None


class SetReady(_ClientMessage, tag="set_ready"):
    """Lobby: this player is (not) ready to start."""

    ready: bool
    ref: Counter = 0


class Submit(_ClientMessage, tag="submit"):
    """A game input decided on state ``version``. ``seat``, when given, must be the sender's
    own seat (an input for another seat is refused). The input is ``input`` (its kind) +
    ``seats`` + ``cards`` (center cards) + ``option``; ``target`` is the one-seat shorthand
    (null for an input that names no single seat)."""

    input: InputKind
    target: Seat | None
    version: Counter
    seat: Seat | None = None
    ref: Counter = 0
    seats: list[int] = []
    cards: list[int] = []
    option: str = ""


class ReadyToVote(_ClientMessage, tag="ready_to_vote"):
    """Day: this living player has heard enough and asks for the vote."""

    ref: Counter = 0


class SendChat(_ClientMessage, tag="chat"):
    """A chat line on ``channel``, one of the edition's channels (``dead``: among the dead;
    ``pack``: among living wolves ...); refused ``not_allowed`` unless the sender is one of
    the channel's members now."""

    channel: Channel
    text: ChatText
    ref: Counter = 0


class SetComposition(_ClientMessage, tag="set_composition"):
    """Admin, lobby: role id -> count (villagers fill the rest)."""

    composition: Annotated[dict[Ident, Count], Meta(max_length=MAX_ROLES)]
    ref: Counter = 0


class SetSetting(_ClientMessage, tag="set_setting"):
    """Admin, lobby: one edition setting."""

    name: Ident
    value: Ident
    ref: Counter = 0


class SetEdition(_ClientMessage, tag="set_edition"):
    """Admin, lobby: play ``edition`` (one of the built editions). The composition and the
    settings go back to that edition's defaults; refused ``unknown_edition``, or
    ``too_many_players`` when more players are seated than the edition seats."""

    edition: Ident
    ref: Counter = 0


class UseRecommended(_ClientMessage, tag="use_recommended"):
    """Admin, lobby: follow the edition's recommended composition for the seated players."""

    ref: Counter = 0


class StartGame(_ClientMessage, tag="start"):
    """Admin, lobby: deal and start (every seated player must be ready)."""

    ref: Counter = 0


class KickSeat(_ClientMessage, tag="kick"):
    """Admin: remove the player at ``seat`` (lobby only; in game seats are held)."""

    seat: Seat
    ref: Counter = 0


class AddBot(_ClientMessage, tag="add_bot"):
    """Admin, lobby: seat a computer player that the host itself runs, under ``name`` (the
    board picks a name that reads as a computer's, "Bot 1"). Refused as a join would be
    (``name_taken``, ``name_confusable``, ``room_full`` ...). The seat appears at once,
    away until the host's bot connects to it, then ready."""

    name: TypedName
    ref: Counter = 0


class RemoveBot(_ClientMessage, tag="remove_bot"):
    """Admin, lobby: remove the last seat held by one of the host's own computer players
    (refused ``no_bot`` when there is none). Unlike a kick, nobody is refused afterwards."""

    ref: Counter = 0


class TimerControl(_ClientMessage, tag="timer"):
    """Admin, in game: ``extend`` the running step by ``seconds``, ``pause``, ``resume`` or
    ``skip`` it (skipping closes the step now, as its timer would)."""

    action: TimerAction
    seconds: Annotated[float, Meta(ge=0, le=MAX_TIMER_SECONDS)] = 0.0
    ref: Counter = 0


class PlayAgain(_ClientMessage, tag="play_again"):
    """Admin, once the game has ended: ``keep_seats`` (same players, new deal) takes the
    table back to the lobby with every seat and token kept and every ``ready`` cleared;
    otherwise every player seat is freed (each player connection gets the fatal error
    ``new_table``)."""

    ref: Counter = 0
    keep_seats: bool = True


class AllowBack(_ClientMessage, tag="allow_back"):
    """Admin: let a kicked player join again (``name``: as listed in the lobby's
    ``banned``)."""

    name: Name
    ref: Counter = 0


class Knock(_ClientMessage, tag="knock"):
    """Sent in clear, before the handshake's START, by a device the host turned away with
    ``host_busy`` (a code-guessing attack holds the door): ``tag`` is a random door tag
    the device shows its user (:data:`DOOR_TAG_ALPHABET`, :data:`DOOR_TAG_LENGTH`
    characters), who reads it to the host; the TV lists the tags knocking and the host
    lets one in (its address skips the global guess budget for a while). It names
    nobody. Refused ``bad_message`` anywhere else (after the handshake)."""

    tag: DoorTag


ClientMessage = (
    Knock
    | Hello
    | SetReady
    | Submit
    | ReadyToVote
    | SendChat
    | SetComposition
    | SetSetting
    | UseRecommended
    | StartGame
    | KickSeat
    | AddBot
    | RemoveBot
    | TimerControl
    | PlayAgain
    | SetEdition
    | AllowBack
)

# --------------------------------------------------------------------------- host -> client


class _ServerMessage(Struct, tag_field="type", forbid_unknown_fields=False, frozen=True):
    """Base of what the host sends."""


class ServerInfo(_ServerMessage, tag="server_info"):
    """First message of every connection, before the client's Hello: lets the client check
    the protocol version and look up its stored seat token for this room."""

    protocol: int
    room: Room
    edition: Ident
    state: RoomState


class Welcome(_ServerMessage, tag="welcome"):
    """The Hello is accepted. ``seat`` and ``token`` are set for players (keep the token to
    get the seat back); ``code`` only for admin connections. Sent again when the seat number
    changes (a lobby kick closes the gap)."""

    protocol: int
    kind: Kind
    room: Room
    admin: bool
    seat: Seat | None = None
    token: Token | None = None
    code: Code | None = None


class Ack(_ServerMessage, tag="ack"):
    """The request ``ref`` is accepted; ``version`` is the game state version after it (0 in
    the lobby). An input is acknowledged only once it is committed to the journal."""

    ref: Counter
    version: Counter = 0


class Error(_ServerMessage, tag="error"):
    """A refusal. ``ref`` names the refused request (None for a frame that could not be
    read). ``fatal``: the host closes the connection after it (do not retry). A screen
    shows a sentence made from ``code`` and ``params``; ``message`` is an English
    technical detail for logs and bots."""

    code: Ident
    message: Annotated[str, Meta(max_length=1000)]
    ref: Counter | None = None
    fatal: bool = False
    params: Params = {}


class Problem(Struct, frozen=True):
    """Why something cannot be done now: a stable ``code`` and its ``params``."""

    code: Ident
    params: Params = {}


class LobbySeat(Struct, frozen=True):
    """A seat in the lobby (and its presence during the game)."""

    seat: Seat
    name: Name
    ready: bool
    connected: bool
    bot: bool


class LobbyState(_ServerMessage, tag="lobby"):
    """The room: sent to everybody at each change (seats, composition, settings, state).

    ``addresses`` are ``ip:port`` strings for manual entry; ``code`` is set only for
    admin connections. ``game_number`` counts the games started at this table so far;
    ``start_blocker`` says why *start* is refused now (None: it would be accepted).
    ``vote_requests``: the living seats that asked to end today's discussion (a public
    gesture, like a raised hand), in seat order; empty outside the day.
    """

    room: Room
    edition: Ident
    state: RoomState
    max_players: Count
    seats: list[LobbySeat]
    composition: dict[Ident, Count]
    settings: dict[Ident, Ident]
    recommended: dict[Ident, Count]
    addresses: list[str]
    code: Code | None = None
    game_number: Counter = 0
    start_blocker: Problem | None = None
    vote_requests: list[Count] = []
    banned: list[Name] = []


class Clock(_ServerMessage, tag="clock"):
    """The host's clock, sent to everybody at every change.

    Sent when a step starts, on every pause / resume / extend, and to every connection
    that (re)joins. During the night ``step`` is the narration step the board shows
    (``night_falls``, each id of the view's ``narration``, then ``dawn``);
    ``seconds_left`` is None when the step has no timer (a day without discussion timer).
    ``duration`` is the full scaled length of the current step (None when untimed).
    Clients count down locally: ``max(0, seconds_left - elapsed since received)`` unless
    ``paused``.
    """

    phase: Ident
    number: Counter
    seconds_left: float | None
    paused: bool
    step: Ident | None
    step_index: Counter
    steps_total: Counter
    duration: float | None = None


class ChatLine(_ServerMessage, tag="chat_line"):
    """A chat line, delivered only to those who may read its channel."""

    channel: Channel
    seat: Seat
    name: Name
    text: ChatText


class ViewUpdate(_ServerMessage, tag="view"):
    """The receiver's view: its own ``player_view`` (players) or the ``public_view``.

    Event lists only ever grow, so a view usually carries only the events its receiver does
    not have yet: the first ``events_from`` events of the view are those of the previous
    view this connection received, followed by ``view.events``; likewise
    ``board_events_from`` for the board inside a player view, and ``notes_from`` /
    ``board_notes_from`` for their ``notes``. All are 0 in a complete view (always the
    first one a connection gets). ``screen``: the seat's screen for a connection whose
    ``hello`` asked for one (a phone), rendered from this very view; None otherwise.
    """

    view: WireView
    events_from: Counter = 0
    board_events_from: Counter = 0
    notes_from: Counter = 0
    board_notes_from: Counter = 0
    screen: Screen | None = None


class Pulse(_ServerMessage, tag="pulse"):
    """A beat of a secret step (a night and its dawn, the Servant's pause): what this
    connection's screen gained since the last beat (its view updates, the answers to its
    requests, pack chat), in order.

    During those steps every connection (players living or dead, spectators, the board)
    receives exactly one pulse at each beat, and all pulses of one beat have the same
    length (``pad``: spaces, to ignore), so that nobody watching the traffic can tell who
    acts at night or who learns something at dawn.
    """

    items: list[Ack | Error | ChatLine | ViewUpdate]
    pad: str = ""


ServerMessage = (
    ServerInfo | Welcome | Ack | Error | LobbyState | Clock | ChatLine | ViewUpdate | Pulse
)

# --------------------------------------------------------------------------- codec

_encoder = msgspec.json.Encoder()
_client_decoder = msgspec.json.Decoder(ClientMessage)
_server_decoder = msgspec.json.Decoder(ServerMessage)


class _VersionProbe(Struct):
    """Reads only the protocol version of a Hello or ServerInfo, whatever else it holds."""

    protocol: int


_probe_decoder = msgspec.json.Decoder(_VersionProbe)


def encode(message: ClientMessage | ServerMessage) -> bytes:
    """One message as a UTF-8 JSON frame."""
    return _encoder.encode(message)


def view_message(
    view: PublicView | PlayerView,
    previous: PublicView | PlayerView | None = None,
    screen: Screen | None = None,
) -> ViewUpdate:
    """The ``view`` message carrying an engine PublicView or PlayerView (and ``screen``,
    the phone's screen of that view, if given).

    With ``previous`` (the last view sent on the same connection), only the events and
    notes the receiver does not have yet travel.
    """
    if previous is None or type(previous) is not type(view):
        return ViewUpdate(to_wire(view), screen=screen)
    events_from = _shared_prefix(previous.events, view.events)
    notes_from = _shared_prefix(previous.notes, view.notes)
    if isinstance(view, PublicView):
        wire = _public_since(view, events_from, notes_from).wire
        return ViewUpdate(wire, events_from, notes_from=notes_from, screen=screen)
    board_from = _shared_prefix(previous.board.events, view.board.events)
    board_notes_from = _shared_prefix(previous.board.notes, view.board.notes)
    return ViewUpdate(
        to_wire_as(
            view,
            events=to_wire(view.events[events_from:]),
            notes=to_wire(view.notes[notes_from:]),
            board=_public_since(view.board, board_from, board_notes_from).wire,
        ),
        events_from,
        board_from,
        notes_from,
        board_notes_from,
        screen,
    )


def engine_view(
    message: ViewUpdate, previous: PublicView | PlayerView | None = None
) -> PublicView | PlayerView:
    """The engine PublicView or PlayerView carried by a ``view`` message, completed with
    the events and notes of ``previous`` (the last view received on the same connection).

    Raises ProtocolError if the message counts on events or notes the receiver does not
    have.
    """
    view = from_wire(message.view)
    if not (
        message.events_from
        or message.board_events_from
        or message.notes_from
        or message.board_notes_from
    ):
        return view
    if previous is None or type(previous) is not type(view):
        raise ProtocolError("bad_message", "a partial view arrived without a complete one")
    events = _completed(previous.events, message.events_from, view.events)
    notes = _completed(previous.notes, message.notes_from, view.notes, "notes")
    if isinstance(view, PublicView):
        return replace(view, events=events, notes=notes)
    board_events = _completed(previous.board.events, message.board_events_from, view.board.events)
    board_notes = _completed(
        previous.board.notes, message.board_notes_from, view.board.notes, "notes"
    )
    board = replace(view.board, events=board_events, notes=board_notes)
    return replace(view, events=events, notes=notes, board=board)


#: A player view as the host encodes it: the wire player view's fields, in its order,
#: with the board given as already encoded JSON (``msgspec.Raw``). Encoding only.
_PlayerViewFrame = msgspec.defstruct(
    "_PlayerViewFrame", list(FIELDS[PlayerView]), tag="player_view", tag_field="type", kw_only=True
)


def view_frame(
    view: PublicView | PlayerView,
    previous: PublicView | PlayerView | None = None,
    screen: Screen | None = None,
) -> bytes:
    """``encode(view_message(view, previous, screen))``, made faster for a fan-out.

    The public part (the board, or the board inside a player view) is converted and
    encoded once per board and first event and note, then spliced into every frame that
    carries it; a player frame converts only its own fields. The bytes are the same
    (tested).
    """
    if previous is None or type(previous) is not type(view):
        return _encoder.encode(view_message(view, previous, screen))
    events_from = _shared_prefix(previous.events, view.events)
    notes_from = _shared_prefix(previous.notes, view.notes)
    if isinstance(view, PublicView):
        raw = _public_since(view, events_from, notes_from).raw
        return _encoder.encode(ViewUpdate(raw, events_from, notes_from=notes_from, screen=screen))
    board_from = _shared_prefix(previous.board.events, view.board.events)
    board_notes_from = _shared_prefix(previous.board.notes, view.board.notes)
    frame = _PlayerViewFrame(
        version=view.version,
        seat=view.seat,
        role=view.role,
        alive=view.alive,
        board=_public_since(view.board, board_from, board_notes_from).raw,
        known_roles=view.known_roles,
        events=to_wire(view.events[events_from:]),
        legal=to_wire(view.legal),
        team_picks=view.team_picks,
        known_center=view.known_center,
        notes=to_wire(view.notes[notes_from:]),
        channels=view.channels,
        pack=view.pack,
    )
    return _encoder.encode(
        ViewUpdate(frame, events_from, board_from, notes_from, board_notes_from, screen)
    )


class _PublicPart:
    """A board with only its events and notes from some indexes on: wire form, and its
    JSON."""

    def __init__(self, board: PublicView, start: int, notes_start: int):
        self.board, self.start, self.notes_start = board, start, notes_start

    @cached_property
    def wire(self):
        board = self.board
        return to_wire_as(
            board,
            events=to_wire(board.events[self.start :]),
            notes=to_wire(board.notes[self.notes_start :]),
        )

    @cached_property
    def raw(self) -> msgspec.Raw:
        return msgspec.Raw(_encoder.encode(self.wire))


#: The latest board and its partial forms by first event and note (one board at a time:
#: every connection of a fan-out gets the same board, and most had the same events
#: before).
_parts_board: PublicView | None = None
_parts: dict[tuple[int, int], _PublicPart] = {}


def _public_since(board: PublicView, start: int, notes_start: int) -> _PublicPart:
    global _parts_board
    if board is not _parts_board:
        _parts_board = board
        _parts.clear()
    part = _parts.get((start, notes_start))
    if part is None:
        part = _parts[start, notes_start] = _PublicPart(board, start, notes_start)
    return part


def _shared_prefix(old: tuple, new: tuple) -> int:
    """How many leading events (or notes) ``new`` shares with ``old`` (0 or
    ``len(old)``).

    Both are ordered selections of one game's log and ``new`` sees at least what ``old``
    saw, so they share all of ``old`` exactly when ``new`` has ``old``'s last event at the
    same place (a seat that starts seeing more, like a dead one in ``jinrou``, gets a
    complete list again).
    """
    count = len(old)
    return count if count and len(new) >= count and new[count - 1] is old[-1] else 0


def _completed(known: tuple, count: int, new: tuple, what: str = "events") -> tuple:
    if count > len(known):
        raise ProtocolError(
            "bad_message", f"a view counts on {count} {what}, only {len(known)} were received"
        )
    return known[:count] + new


def _decode(decoder: msgspec.json.Decoder, data: bytes | str, limit: int):
    if len(data) > limit:
        raise ProtocolError("frame_too_large", f"frame of {len(data)} bytes (limit {limit})")
    try:
        return decoder.decode(data)
    except msgspec.ValidationError as error:
        raise ProtocolError("bad_message", str(error)) from None
    except msgspec.DecodeError as error:
        raise ProtocolError("bad_frame", str(error)) from None


def decode_client(data: bytes | str) -> ClientMessage:
    """Decode and validate a frame from a laptop; raises :class:`ProtocolError`."""
    return _decode(_client_decoder, data, MAX_CLIENT_FRAME)


def decode_server(data: bytes | str) -> ServerMessage:
    """Decode and validate a frame from the host; raises :class:`ProtocolError`."""
    return _decode(_server_decoder, data, MAX_SERVER_FRAME)


def peek_ref(data: bytes | str) -> int | None:
    """The ``ref`` of a frame that failed validation, if it is readable JSON with an integer
    ``ref`` in range, so that the refusal can name the request; otherwise None."""
    if len(data) > MAX_CLIENT_FRAME:
        return None
    try:
        ref = msgspec.json.decode(data, type=dict).get("ref")
    except (msgspec.ValidationError, msgspec.DecodeError):
        return None
    return ref if type(ref) is int and 0 <= ref <= MAX_COUNTER else None


def check_protocol(data: bytes | str, limit: int = MAX_CLIENT_FRAME) -> None:
    """Refuse a Hello or ServerInfo frame of another protocol version, with a clear message.

    Only the ``protocol`` field is read, so a peer of any other version (whose messages may
    not decode at all here) still gets the right explanation. Raises :class:`ProtocolError`
    ``incompatible_version``; a frame without a readable version passes (the full decode
    then reports what is wrong with it).
    """
    if len(data) > limit:
        return
    try:
        theirs = _probe_decoder.decode(data).protocol
    except (msgspec.ValidationError, msgspec.DecodeError):
        return
    if theirs != PROTOCOL_VERSION:
        raise ProtocolError(
            "incompatible_version",
            f"the other machine speaks protocol {theirs}, this one {PROTOCOL_VERSION}",
            {"theirs": str(theirs), "ours": str(PROTOCOL_VERSION)},
        )
