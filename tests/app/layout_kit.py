"""A generic layout check of the app's windows, and a tour of every screen from real games.

**The checks** (:func:`problems`) walk the whole item tree of a window
(``window.contentItem()``, children in paint order) and report, for what is visible (visible,
effective opacity above :data:`MIN_OPACITY`, not clipped away):

- ``cut``: a text elided or truncated (``truncated``), or painting wider or taller than its
  own box; a text designed to elide opts out with a QML property ``elideOk: true`` on the
  Text itself (``Txt { property bool elideOk: true; elide: Text.ElideRight }``), and only
  from this check;
- ``outside``: an item that paints or takes clicks (a text, a filled rectangle, an image, a
  control) reaching beyond the window, or beyond a clipping ancestor that does not scroll;
  inside a Flickable (a ListView...) the item must lie within the view's content instead,
  where scrolling reaches it;
- ``out of its panel``: a text reaching beyond the nearest filled rectangle it is drawn in;
- ``overlap``: two texts whose painted areas intersect (neither inside the other);
- ``unreachable``: a visible and enabled control (a button, a MouseArea, a field) whose
  centre is neither on screen nor scrolled to by a view, or is covered there by something
  painted above it (a filled rectangle, an image, a text, another control).

:func:`small_board_texts` checks the TV's text size in the board's design units (the board
is drawn at 1920x1080 and scaled to the window; see ``BoardView.qml``).

**The tour** (:func:`tour`) plays a whole game of an edition with bots (the engine and
``lgdesktop/bots.py``, as :func:`conftest.drive` does), feeds a :class:`BoardModel` and the
:class:`PlayerModel` of a wolf, a power role, a plain villager and the first other seat to
die, and hands each screen to the caller the first time its key (screen, phase, step, what
is shown) is met, or when one of its lists is longer than on any earlier visit. The lobby
with every role of the edition (:func:`lobby_models`) and the join form
(:func:`join_models`) complete it.

To look at the screens of one tour and their problems (PNGs in ``FOLDER``)::

    QT_QPA_PLATFORM=offscreen PYTHONPATH=tests \\
        uv run python -m tests.app.layout_kit FOLDER jinrou 20 fr
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import shiboken6
from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QFontMetricsF
from PySide6.QtQml import QQmlEngine
from PySide6.QtQuick import QQuickItem, QQuickWindow

from lgdesktop.app.models.board import BoardModel
from lgdesktop.app.models.joining import JoinModel
from lgdesktop.app.models.player import PlayerModel
from lgdesktop.app.shell import runtime
from lgdesktop.app.texts.i18n import language
from lgdesktop.engine import Game, GameSetup, catalogue
from lgdesktop.net.discovery import FoundHost
from lgdesktop.protocol import MAX_NAME, MAX_ROOM, PROTOCOL_VERSION, LobbySeat, LobbyState

from .conftest import RecordingPort, drive

#: Seat names as long as the protocol allows (:data:`MAX_NAME`), all different, with
#: hyphens, particles and accents as people type them.
LONG_NAMES = (
    "Marie-Christine Lefebvre",
    "Jean-Baptiste Beauregard",
    "Anne-Sophie Vasseur-Roux",
    "Pierre-Alexandre Moreaux",
    "Marie-Hélène Castelnaudy",
    "Charles-Édouard Mercière",
    "Marguerite Fontaine-Lamy",
    "Jean-Christophe Delcourt",
    "François-Xavier Marchand",
    "Anne-Charlotte Bellanger",
    "Louis-Ferdinand Carvalho",
    "Marie-Antoinette Rivière",
    "Gwendoline Saint-Exupéry",
    "Bartholomew Featherstone",
    "Maximilian von Oppenheim",
    "Alexandrine Desrochelles",
    "Christopher Vandenberghe",
    "Konstantina Papadopoulos",
    "Évangéline Courtemanches",
    "Guillemette Rochechouart",
    "Hildegarde Van der Velde",
    "Sébastien Bouvier-Dupont",
    "Isabelle-Marie Thibodeau",
    "Aurélien Villeneuve-Roux",
)
assert len(set(LONG_NAMES)) == len(LONG_NAMES)
assert all(len(name) == MAX_NAME for name in LONG_NAMES)
#: Every edition the app ships, and both languages.
EDITIONS = ("jinrou", "one_night", "thiercelieux", "forum", "anniversary")
LANGUAGES = ("fr", "en")
#: The longest join code a host draws (6 digits by default, 8 allowed).
LONG_CODE = "73914862"
#: The room's name on the lobby, as long as the protocol allows (``MAX_ROOM``).
LONG_ROOM = "Salle des fêtes de Saint-Rémy-sur-Creuse"
assert len(LONG_ROOM) == MAX_ROOM
#: The TV sizes the board must hold at: 720p (older sets, projectors) and 4K.
TV_SIZES = ((1280, 720), (3840, 2160))
#: The smallest laptop screen the player window must hold at.
LAPTOP_SIZE = (1280, 720)
#: The board's design size (``BoardView.qml`` draws at it and scales to the window).
BOARD_DESIGN = (1920, 1080)
#: The smallest text the TV may show, in design pixels at 1080p (``Theme.boardSmall``:
#: readable from a sofa 3 m away).
MIN_BOARD_PIXELS = 30
#: Below this effective opacity an item counts as not shown (fading layers, hidden cards).
MIN_OPACITY = 0.05
#: Slack of every geometric comparison, in window pixels (sub-pixel layout and rounding).
SLACK = 1.5
#: A rectangle filled at least this opaque hides what lies under it (covers a control).
OPAQUE_ALPHA = 0.5
#: The board's speed on the tour: its interludes last 10,000 times longer (a day at most),
#: so that none ends by its timer during a check; the tour ends each one itself.
INTERLUDE_SPEED = 1e-4
#: Characters of a text quoted in a report line.
QUOTED = 48

#: Item classes a person clicks, types into or hovers (Qt Quick Controls and MouseArea).
CONTROL_CLASSES = (
    "QQuickAbstractButton",
    "QQuickMouseArea",
    "QQuickComboBox",
    "QQuickTextInput",
    "QQuickTextEdit",
    "QQuickSpinBox",
    "QQuickSlider",
)
_QML_SUFFIX = re.compile(r"(_QML(TYPE)?_\d+)+$")


# ---------------------------------------------------------------------------- the tree


@dataclass(slots=True)
class Node:
    """One visible item of a window, in paint order (``index``; its descendants are
    ``index + 1 .. last``). Rectangles are in window coordinates: ``rect`` what the item
    covers (a text: what it paints), ``shown`` the part its clipping ancestors leave,
    ``bounds`` where it must stay when it does not scroll (the window and the clipping
    ancestors that do not scroll). ``view`` is the innermost Flickable it scrolls in."""

    item: QQuickItem
    path: str
    index: int
    rect: QRectF
    shown: QRectF
    bounds: QRectF
    view: QQuickItem | None
    kind: str
    panel: Node | None
    last: int = 0
    text: str = ""
    scale: float = 1.0

    def contains(self, other: Node) -> bool:
        """``other`` is this node or one of its descendants."""
        return self.index <= other.index <= self.last

    def where(self) -> str:
        r = self.rect
        quoted = f" {self.text[:QUOTED]!r}" if self.text else ""
        return f"{self.path}{quoted} at ({r.x():.0f},{r.y():.0f} {r.width():.0f}x{r.height():.0f})"


def class_name(item: QQuickItem) -> str:
    """The C++ or QML class of ``item`` ("QQuickRectangle", "SeatChip_QMLTYPE_12").

    The wrapper PySide makes for the item's meta-object outlives the call, and a QML item's
    meta-object is its own: once the item is deleted, a new item at the same address comes
    back from ``childItems()`` as that stale ``QMetaObject``. So the wrapper is dropped at
    once."""
    meta = item.metaObject()
    try:
        return meta.className()
    finally:
        shiboken6.invalidate(meta)


def label(item: QQuickItem) -> str:
    """How a report names ``item``: its objectName, else its QML type."""
    if item.objectName():
        return item.objectName()
    return _QML_SUFFIX.sub("", class_name(item)).removeprefix("QQuick")


def kind_of(item: QQuickItem) -> str:
    """``text``, ``control``, ``paint`` (a filled rectangle, an image) or ``item``."""
    if item.inherits("QQuickText"):
        return "text" if item.property("text") else "item"
    if any(item.inherits(name) for name in CONTROL_CLASSES):
        return "control"
    if item.inherits("QQuickImageBase"):
        return "paint"
    if item.inherits("QQuickRectangle"):
        color = item.property("color")
        if isinstance(color, QColor) and color.alphaF() >= OPAQUE_ALPHA:
            return "paint"
    return "item"


def survey(window: QQuickWindow) -> list[Node]:
    """Every visible item of ``window``, in paint order (see :class:`Node`)."""
    nodes: list[Node] = []
    frame = QRectF(0, 0, window.width(), window.height())

    def visit(item, path, opacity, bounds, shown, view, panel):
        children = sorted(item.childItems(), key=lambda child: child.z())
        # A Flickable's content scrolls in it (its scroll bars do not).
        content = item.property("contentItem") if item.inherits("QQuickFlickable") else None
        for child in children:
            if not child.isVisible():
                continue
            seen = opacity * child.opacity()
            if seen < MIN_OPACITY:
                continue
            rect = child.mapRectToScene(child.boundingRect())
            kind = kind_of(child)
            node = Node(
                child,
                f"{path}/{label(child)}",
                len(nodes),
                rect,
                shown.intersected(rect),
                bounds,
                item if content is not None and child == content else view,
                kind,
                panel,
            )
            if kind == "text":
                node.text = child.property("text")
                origin = child.mapToScene(QPointF(0, 0))
                node.scale = child.mapToScene(QPointF(1, 0)).x() - origin.x()
            nodes.append(node)
            inner_bounds, inner_shown = bounds, shown
            if child.clip():  # to its own box (a text's painted area may be larger)
                box = child.mapRectToScene(QRectF(0, 0, child.width(), child.height()))
                inner_shown = shown.intersected(box)
                if not child.inherits("QQuickFlickable"):
                    inner_bounds = bounds.intersected(box)
            visit(
                child,
                node.path,
                seen,
                inner_bounds,
                inner_shown,
                node.view,
                node if kind == "paint" and child.inherits("QQuickRectangle") else panel,
            )
            node.last = len(nodes) - 1

    visit(window.contentItem(), "", 1.0, frame, frame, None, None)
    return nodes


# ---------------------------------------------------------------------------- the checks


def _inside(inner: QRectF, outer: QRectF) -> bool:
    return (
        inner.left() >= outer.left() - SLACK
        and inner.top() >= outer.top() - SLACK
        and inner.right() <= outer.right() + SLACK
        and inner.bottom() <= outer.bottom() + SLACK
    )


def _overlap(a: QRectF, b: QRectF) -> bool:
    both = a.intersected(b)
    return both.width() > SLACK and both.height() > SLACK


def _scrollable(node: Node) -> bool:
    """``node`` lies within the content of the view it scrolls in."""
    view = node.view
    item = node.item
    content = view.property("contentItem")
    rect = item.mapRectToItem(content, item.boundingRect())
    left, top = view.property("originX"), view.property("originY")
    width = max(view.property("contentWidth"), view.width())
    height = max(view.property("contentHeight"), view.height())
    return _inside(rect, QRectF(left, top, width, height))


def cut_texts(nodes: list[Node]) -> list[str]:
    """Texts elided, truncated or painting beyond their own box (see the module doc)."""
    bad = []
    for node in nodes:
        if node.kind != "text" or node.item.property("elideOk"):
            continue
        text = node.item
        width, height = text.width(), text.height()
        painted_w, painted_h = text.property("paintedWidth"), text.property("paintedHeight")
        if text.property("truncated"):
            bad.append(f"cut: elided or truncated: {node.where()}")
        elif painted_w > width + SLACK or painted_h > height + SLACK:
            bad.append(
                f"cut: paints {painted_w:.0f}x{painted_h:.0f} in a box of "
                f"{width:.0f}x{height:.0f}: {node.where()}"
            )
    return bad


def outside(nodes: list[Node]) -> list[str]:
    """Items that paint or take clicks out of the window (or a clipping ancestor that does
    not scroll), or out of the content their view scrolls (see the module doc). Only the
    outermost such item of a branch is named (its descendants go with it)."""
    bad = []
    reported: Node | None = None
    for node in nodes:
        if node.kind == "item" or node.rect.isEmpty():
            continue
        if reported is not None and reported.contains(node):
            continue
        if node.view is not None:
            if _scrollable(node):
                continue
            bad.append(f"outside: beyond what its view scrolls to: {node.where()}")
        elif _inside(node.rect, node.bounds):
            continue
        else:
            b = node.bounds
            bad.append(
                f"outside: beyond the window or its clip ({b.width():.0f}x{b.height():.0f} "
                f"at {b.x():.0f},{b.y():.0f}): {node.where()}"
            )
        reported = node
    return bad


def out_of_panel(nodes: list[Node]) -> list[str]:
    """Texts reaching beyond the filled rectangle they are drawn in (where they are not
    already out of the window, which :func:`outside` reports)."""
    bad = []
    for node in nodes:
        panel = node.panel
        if node.kind != "text" or panel is None or node.view is not panel.view:
            continue
        if node.view is None and not _inside(node.rect, node.bounds):
            continue
        if not _inside(node.rect, panel.rect):
            bad.append(f"out of its panel {panel.where()}: {node.where()}")
    return bad


def overlapping(nodes: list[Node]) -> list[str]:
    """Pairs of texts whose shown painted areas intersect."""
    texts = [node for node in nodes if node.kind == "text" and not node.shown.isEmpty()]
    texts.sort(key=lambda node: node.shown.top())
    bad = []
    for i, first in enumerate(texts):
        bottom = first.shown.bottom() - SLACK
        for second in texts[i + 1 :]:
            if second.shown.top() >= bottom:
                break
            if first.contains(second) or second.contains(first):
                continue
            if _overlap(first.shown, second.shown):
                bad.append(f"overlap: {first.where()} and {second.where()}")
    return bad


def unreachable(nodes: list[Node]) -> list[str]:
    """Enabled controls neither on screen nor scrollable to, or covered at their centre by
    something painted above them."""
    blockers = [node for node in nodes if node.kind != "item"]
    bad = []
    for node in nodes:
        if node.kind != "control" or not node.item.isEnabled() or node.rect.isEmpty():
            continue
        if node.shown.isEmpty():
            if node.view is None or not _scrollable(node):
                bad.append(f"unreachable: off screen: {node.where()}")
            continue
        centre = node.shown.center()
        for above in blockers:
            if above.index > node.last and above.shown.contains(centre):
                bad.append(f"unreachable: covered by {above.where()}: {node.where()}")
                break
    return bad


#: Every check of :func:`problems`, in report order.
CHECKS: tuple[Callable[[list[Node]], list[str]], ...] = (
    cut_texts,
    outside,
    out_of_panel,
    overlapping,
    unreachable,
)


def settle(window: QQuickWindow) -> None:
    """Let ``window`` lay out what changed, as it will be drawn: the events (a resize),
    then a frame drawn at once (polishing what asks for it: layouts, views, texts wrapped
    anew). Waiting for the window's own next frame would wait on a timer. Views create
    their delegates at once only when the QML engine has no incubation controller (see
    :class:`Windows`); otherwise a ListView fills its cache over the next frames. The
    windows of :class:`Windows` do not animate (``Theme.motion`` off), so a card turned over
    is checked turned over."""
    QCoreApplication.processEvents()
    window.grabWindow()


def problems(window: QQuickWindow) -> list[str]:
    """Every layout problem of what ``window`` shows now (see the module doc)."""
    nodes = survey(window)
    return [line for check in CHECKS for line in check(nodes)]


def design_scale(window: QQuickWindow) -> float:
    """How much the board's 1920x1080 design is scaled in ``window`` (as BoardView does)."""
    return min(window.width() / BOARD_DESIGN[0], window.height() / BOARD_DESIGN[1])


def pixel_size(text: QQuickItem) -> float:
    """The pixel size ``text`` is drawn at in its own coordinates. A text that shrinks to
    fit (``fontSizeMode``, whose enum PySide cannot read) is counted at the size it
    shrinks to: its lines are lower than the font's by as much."""
    font: QFont = text.property("font")
    size = font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * 96 / 72
    lines = text.property("lineCount")
    if lines > 0 and text.property("lineHeight") == 1:
        shrunk = text.property("paintedHeight") / lines / QFontMetricsF(font).height()
        size *= min(1.0, shrunk)
    return size


def small_board_texts(window: QQuickWindow, minimum: float = MIN_BOARD_PIXELS) -> list[str]:
    """Texts the TV draws smaller than ``minimum`` pixels of its 1080p design."""
    scale = design_scale(window)
    bad = []
    for node in survey(window):
        if node.kind != "text" or node.shown.isEmpty():
            continue
        size = pixel_size(node.item) * node.scale / scale
        if size < minimum - 0.5:
            bad.append(f"small: {size:.1f} px at 1080p: {node.where()}")
    return bad


def texts_of(item: QQuickItem) -> Iterator[QQuickItem]:
    """Every visible Text item under ``item``."""
    for child in item.childItems():
        if not child.isVisible():
            continue
        if child.inherits("QQuickText"):
            yield child
        yield from texts_of(child)


def overflowing(window: QQuickWindow) -> list[str]:
    """Texts cut (elided, too many lines) or wider than their own box."""
    bad = []
    for text in texts_of(window.contentItem()):
        painted = text.property("paintedWidth")
        if text.property("truncated") or painted > text.width() + 1:
            bad.append(f"{text.property('text')!r} ({painted:.0f} > {text.width():.0f})")
    return bad


# ---------------------------------------------------------------------------- the tour


def table_sizes(edition: str) -> tuple[int, int]:
    """The smallest and the largest table of ``edition``."""
    info = catalogue.edition_info(edition)
    return info.min_players, info.max_players


@dataclass(frozen=True, slots=True)
class Screen:
    """One screen of the tour: ``model`` (a BoardModel, or a PlayerModel and its
    ``join``) in the state to check, and what the report calls it. Screens of the same
    ``slot`` (a watched seat) come one after the other from the same models, so that a
    window may keep showing them (a model swap re-evaluates every binding)."""

    window: str  # "board" or "player"
    name: str
    model: BoardModel | PlayerModel
    join: JoinModel | None = None
    slot: str = ""
    #: The model's ``screen`` (``lobby``, ``night``, ``tally``...; ``join`` for the form).
    kind: str = ""


def _row_counts(model) -> tuple[int, ...]:
    return tuple(rows.count for name, rows in sorted(vars(model).items()) if name.endswith("_rows"))


@dataclass
class _Seen:
    """The keys met so far and the longest lists shown under each."""

    longest: dict[tuple, tuple[int, ...]] = field(default_factory=dict)

    def new(self, key: tuple, counts: tuple[int, ...]) -> bool:
        before = self.longest.get(key)
        if before is not None and all(
            now <= then for now, then in zip(counts, before, strict=True)
        ):
            return False
        self.longest[key] = counts if before is None else tuple(map(max, counts, before))
        return True


def joined() -> JoinModel:
    """The join form of a laptop that is past it (the player's screens show)."""
    join = JoinModel(discovery=False)
    join.update_joined()
    return join


def tour(
    edition: str,
    players: int,
    visit: Callable[[Screen], None],
    *,
    seed: int = 1,
    seats: bool = True,
) -> Game:
    """Play a whole ``edition`` game at ``players`` seats with bots and call ``visit`` with
    every new screen of the board and (``seats``) of the watched seats (a wolf, a power
    role, a villager, the first other seat to die), with and without the card held open."""
    game = Game(GameSetup.create(edition, list(LONG_NAMES[:players]), seed, timed_nights=True))
    info = catalogue.edition_info(edition)
    board = BoardModel(object(), speed=INTERLUDE_SPEED)
    join = joined()
    watched: dict[int, tuple[str, str, PlayerModel]] = {}
    seen = _Seen()

    def watch(seat: int, what: str) -> None:
        if seat is not None and seat not in watched:
            name = f"{what} {game.roles[seat]} (seat {seat})"
            watched[seat] = (what, name, PlayerModel(RecordingPort()))

    roles = [info.role(role) for role in game.roles] if seats else []
    watch(next((s for s, r in enumerate(roles) if r.wolf), None), "wolf")
    powers = (
        s for s, r in enumerate(roles) if not r.wolf and r.night_order and r.id != info.filler_role
    )
    watch(next(powers, None), "power")
    watch(next((s for s, r in enumerate(roles) if r.id == info.filler_role), None), "villager")

    def show(slot: str, name: str, model, key: tuple) -> None:
        window = "board" if slot == "board" else "player"
        visit(Screen(window, f"{name} {'/'.join(map(str, key))}", model, join, slot))

    last: dict[int | None, object] = {}  # the last view each model was fed

    def after(game: Game) -> None:
        view = game.public_view()
        if view == last.get(None):
            return
        last[None] = view
        if seats and len(watched) < 4:
            dead = (s for s, status in enumerate(view.seats) if not status.alive)
            watch(next((s for s in dead if s not in watched), None), "dead")
        board.update_view(view)
        while True:
            key = ("board", board.state["screen"], view.phase, view.step)
            if seen.new(key, _row_counts(board)):
                show("board", "board", board, key[1:])
            if not board.interludes:
                break
            board.next_interlude()
        for seat, (what, name, player) in watched.items():
            seat_view = game.player_view(seat)
            if seat_view == last.get(seat):
                continue
            last[seat] = seat_view
            player.update_view(seat_view)
            for _ in range(2):  # the card dealt, then (read) the screen under it
                state = player.state
                key = (state["screen"], view.phase, state["hasAction"], state["composing"])
                if seen.new((what, *key, "hidden"), _row_counts(player)):
                    show(what, name, player, (*key, "card hidden"))
                if state["screen"] != "role":
                    break
                player.acknowledgeRole()
            if state["screen"] != "end" and seen.new((what, *key), _row_counts(player)):
                player.holdRole()
                show(what, name, player, (*key, "card held"))
                player.releaseRole()

    return drive(game, after, seed=seed)


class Windows:
    """The windows of a session, one per slot of :class:`Screen` (the board, each
    watched seat's laptop...), created when first needed: a screen is shown by handing
    its window the screen's models (unless it shows them already), at each size in turn."""

    def __init__(self, session: runtime.Session):
        self.session = session
        self.windows: dict[str, QQuickWindow] = {}
        #: What each window shows now.
        self.showing: dict[str, Screen] = {}
        #: Every model ever handed to a window, alive as long as the windows: a model
        #: deleted while the window that showed it lives can crash it (a binding, a view
        #: still holding the model it let go).
        self.handed: dict[int, object] = {}

    def _window(self, screen: Screen) -> QQuickWindow:
        key = f"{screen.window} {screen.slot}"
        if key not in self.windows:
            common = {"errors": self.session.reporter, "language": language()}
            if screen.window == "board":
                models = {"board": screen.model}
            else:
                models = {"player": screen.model, "join": screen.join}
            self.windows[key] = self.session.open(f"{screen.window.title()}Window", models | common)
            # A window gives the engine its incubation controller, with which views create
            # delegates over several frames (half laid out in between): without one, at once.
            self.session.engine.setIncubationController(None)
            # The frame a screen settles on, not one caught mid-animation (Theme.motion).
            self.session.engine.singletonInstance("LgUi", "Theme").setProperty("motion", False)
        window = self.windows[key]
        shown = self.showing.get(key)
        # What is handed to QML would be the engine's to collect: keep it ours.
        for handed in (screen.model, screen.join, self.session.reporter, language()):
            if handed is not None:
                QQmlEngine.setObjectOwnership(handed, QQmlEngine.ObjectOwnership.CppOwnership)
        self.handed |= {id(m): m for m in (screen.model, screen.join) if m is not None}
        if screen.window == "board" and (shown is None or shown.model is not screen.model):
            window.setProperty("board", screen.model)
        elif screen.window == "player":
            if shown is None or shown.model is not screen.model:
                window.setProperty("player", screen.model)
            if shown is None or shown.join is not screen.join:
                window.setProperty("join", screen.join)
        self.showing[key] = screen
        return window

    def shown(
        self, screen: Screen, sizes: tuple[tuple[int, int], ...] | None = None
    ) -> Iterator[tuple[QQuickWindow, str]]:
        """``screen`` in its window at each of ``sizes`` (default: :data:`TV_SIZES` for the
        board, :data:`LAPTOP_SIZE` for a laptop): the window, and its size's name."""
        window = self._window(screen)
        if sizes is None:
            sizes = TV_SIZES if screen.window == "board" else (LAPTOP_SIZE,)
        for width, height in sizes:
            window.resize(width, height)
            settle(window)
            yield window, f"{screen.window} {width}x{height}"


def lobby_state(edition: str, players: int) -> LobbyState:
    """The lobby of ``edition`` at ``players`` seats (long names, a long code and room),
    with every role of the edition in the composition."""
    info = catalogue.edition_info(edition)
    seats = [
        LobbySeat(seat, LONG_NAMES[seat], seat % 3 != 0, seat % 5 != 4, seat % 4 == 3)
        for seat in range(players)
    ]
    return LobbyState(
        room=LONG_ROOM,
        edition=edition,
        state="lobby",
        max_players=info.max_players,
        seats=seats,
        composition={role.id: 1 for role in info.roles},
        settings={},
        recommended={},
        addresses=["192.168.178.120:47800", "[fe80::1c2b:3d4e:5f60:7182]:47800"],
        code=LONG_CODE,
    )


def lobby_models(edition: str, players: int) -> Iterator[Screen]:
    """The TV's lobby (the host's, every role editable) and a seated laptop's."""
    lobby = lobby_state(edition, players)
    board = BoardModel(RecordingPort())
    board.update_lobby(lobby)
    yield Screen("board", "lobby", board, kind="lobby")
    player = PlayerModel(RecordingPort())
    player.update_seat(players - 1)
    player.update_lobby(lobby)
    yield Screen("player", "lobby", player, joined(), kind="lobby")


def join_models() -> Iterator[Screen]:
    """The join form: hosts found (long room names, the last of another version), then a
    mistyped address."""
    join = JoinModel(name=LONG_NAMES[0], code=LONG_CODE, discovery=False)
    join.update_hosts(
        [
            FoundHost(
                f"tv{n}._lgdesktop._tcp.local.",
                LONG_ROOM,
                f"192.168.178.{100 + n}",
                47800,
                PROTOCOL_VERSION if n < 2 else PROTOCOL_VERSION - 1,
                state,
                n * 5,
                24,
            )
            for n, state in enumerate(("lobby", "playing", "lobby"))
        ]
    )
    player = PlayerModel(RecordingPort())
    yield Screen("player", "join, hosts found", player, join, kind="join")
    join = JoinModel(name=LONG_NAMES[0], code=LONG_CODE, discovery=False)
    join.joinAddress("[::1", LONG_CODE, LONG_NAMES[0])
    yield Screen(
        "player", "join, address mistyped", PlayerModel(RecordingPort()), join, kind="join"
    )


def main(argv: list[str]) -> int:
    """Save every screen of the tour of ``EDITION PLAYERS LANG`` as PNGs in ``FOLDER``
    (``NNN-<window>-<size>.png``) and print the problems of each."""
    if (
        len(argv) != 4
        or argv[1] not in EDITIONS
        or not argv[2].isdigit()
        or argv[3] not in LANGUAGES
    ):
        print("usage: layout_kit FOLDER EDITION PLAYERS LANG", file=sys.stderr)
        return 2
    folder, edition, players, lang = Path(argv[0]), argv[1], int(argv[2]), argv[3]
    runtime.application()
    language().choose(lang)
    session = runtime.Session(runtime.ErrorReporter())
    windows = Windows(session)
    shots = 0

    def visit(screen: Screen) -> None:
        nonlocal shots
        for window, where in windows.shown(screen):
            shots += 1
            name = f"{shots:03}-{where.replace(' ', '-')}.png"
            runtime.grab(window, folder / name)
            print(f"{name} [{screen.name}]")
            for line in problems(window):
                print(f"    {line}")

    try:
        for screen in (*lobby_models(edition, players), *join_models()):
            visit(screen)
        tour(edition, players, visit)
    finally:
        session.release()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
