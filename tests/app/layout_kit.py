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
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QColor, QFont
from PySide6.QtQuick import QQuickItem, QQuickWindow

from lgdesktop.app.models.board import BoardModel
from lgdesktop.app.models.joining import JoinModel
from lgdesktop.app.models.player import PlayerModel
from lgdesktop.engine import Game, GameSetup, catalogue
from lgdesktop.net.discovery import FoundHost
from lgdesktop.protocol import MAX_NAME, MAX_ROOM, LobbySeat, LobbyState

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


def label(item: QQuickItem) -> str:
    """How a report names ``item``: its objectName, else its QML type."""
    if item.objectName():
        return item.objectName()
    name = _QML_SUFFIX.sub("", item.metaObject().className())
    return name.removeprefix("QQuick")


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
            if child.clip():
                inner_shown = shown.intersected(rect)
                if not child.inherits("QQuickFlickable"):
                    inner_bounds = bounds.intersected(rect)
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
    not scroll), or out of the content their view scrolls (see the module doc)."""
    bad = []
    for node in nodes:
        if node.kind == "item" or node.rect.isEmpty():
            continue
        if node.view is not None:
            if not _scrollable(node):
                bad.append(f"outside: beyond what its view scrolls to: {node.where()}")
        elif not _inside(node.rect, node.bounds):
            b = node.bounds
            bad.append(
                f"outside: beyond the window or its clip ({b.width():.0f}x{b.height():.0f} "
                f"at {b.x():.0f},{b.y():.0f}): {node.where()}"
            )
    return bad


def out_of_panel(nodes: list[Node]) -> list[str]:
    """Texts reaching beyond the filled rectangle they are drawn in."""
    bad = []
    for node in nodes:
        panel = node.panel
        if node.kind != "text" or panel is None or node.view is not panel.view:
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
    """Let ``window`` lay out what changed (polish, layouts, text layout)."""
    QCoreApplication.processEvents()
    window.contentItem().polish()
    QCoreApplication.processEvents()


def problems(window: QQuickWindow) -> list[str]:
    """Every layout problem of what ``window`` shows now (see the module doc)."""
    nodes = survey(window)
    return [line for check in CHECKS for line in check(nodes)]


def design_scale(window: QQuickWindow) -> float:
    """How much the board's 1920x1080 design is scaled in ``window`` (as BoardView does)."""
    return min(window.width() / BOARD_DESIGN[0], window.height() / BOARD_DESIGN[1])


def pixel_size(text: QQuickItem) -> float:
    """The pixel size ``text`` is drawn at in its own coordinates (a text that shrinks to
    fit, ``fontSizeMode``, counted at the size it shrinks to)."""
    font: QFont = text.property("font")
    size = font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * 96 / 72
    if text.property("fontSizeMode"):
        natural = text.property("implicitWidth")
        if natural > text.width() > 0:
            size = max(text.property("minimumPixelSize"), size * text.width() / natural)
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
    ``join``) in the state to check, and what the report calls it."""

    window: str  # "board" or "player"
    name: str
    model: BoardModel | PlayerModel
    join: JoinModel | None = None


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


def tour(edition: str, players: int, visit: Callable[[Screen], None], *, seed: int = 1) -> Game:
    """Play a whole ``edition`` game at ``players`` seats with bots and call ``visit`` with
    every new screen of the board and of the watched seats (a wolf, a power role, a
    villager, the first other seat to die), with and without the card held open."""
    game = Game(GameSetup.create(edition, list(LONG_NAMES[:players]), seed, timed_nights=True))
    info = catalogue.edition_info(edition)
    board = BoardModel(object())
    join = joined()
    watched: dict[int, tuple[str, PlayerModel]] = {}
    seen = _Seen()

    def watch(seat: int, what: str) -> None:
        if seat is not None and seat not in watched:
            watched[seat] = (
                f"{what} {game.roles[seat]} (seat {seat})",
                PlayerModel(RecordingPort()),
            )

    roles = [info.role(role) for role in game.roles]
    watch(next((s for s, r in enumerate(roles) if r.wolf), None), "wolf")
    powers = (
        s for s, r in enumerate(roles) if not r.wolf and r.night_order and r.id != info.filler_role
    )
    watch(next(powers, None), "power")
    watch(next((s for s, r in enumerate(roles) if r.id == info.filler_role), None), "villager")

    def show(window: str, name: str, model, key: tuple) -> None:
        if seen.new((window, name.split(" (")[0], *key), _row_counts(model)):
            visit(Screen(window, f"{name} {'/'.join(map(str, key))}", model, join))

    def after(game: Game) -> None:
        view = game.public_view()
        if len(watched) < 4:
            dead = [s for s, status in enumerate(view.seats) if not status.alive]
            for seat in dead:
                if seat not in watched:
                    watch(seat, "dead")
                    break
        board.update_view(view)
        while True:
            show("board", "board", board, (board.state["screen"], view.phase, view.step))
            if not board.interludes:
                break
            board.next_interlude()
        for seat, (what, player) in watched.items():
            player.update_view(game.player_view(seat))
            state = player.state
            key = (state["screen"], view.phase, state.get("hasAction"), state.get("composing"))
            show("player", what, player, (*key, "card hidden"))
            if state["screen"] == "role":
                player.acknowledgeRole()
            elif state["screen"] != "end":
                player.holdRole()
                show("player", what, player, (*key, "card held"))
                player.releaseRole()

    return drive(game, after, seed=seed)


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
    yield Screen("board", "lobby", board)
    player = PlayerModel(RecordingPort())
    player.update_seat(players - 1)
    player.update_lobby(lobby)
    yield Screen("player", "lobby", player, joined())


def join_models() -> Iterator[Screen]:
    """The join form: hosts found (long room names), then a mistyped address."""
    join = JoinModel(name=LONG_NAMES[0], code=LONG_CODE, discovery=False)
    join.update_hosts(
        [
            FoundHost(
                f"tv{n}._lgdesktop._tcp.local.",
                LONG_ROOM,
                f"192.168.178.{100 + n}",
                47800,
                2,
                state,
                n * 5,
                24,
            )
            for n, state in enumerate(("lobby", "playing", "lobby"))
        ]
    )
    player = PlayerModel(RecordingPort())
    yield Screen("player", "join, hosts found", player, join)
    join = JoinModel(name=LONG_NAMES[0], code=LONG_CODE, discovery=False)
    join.joinAddress("[::1", LONG_CODE, LONG_NAMES[0])
    yield Screen("player", "join, address mistyped", PlayerModel(RecordingPort()), join)
