"""The phone's screen, rendered by the host: :func:`phone_screen` of a seat's view.

A pure function of the seat's :class:`~lgdesktop.engine.PlayerView` and a language, made
of the laptop's own presenters (:mod:`lgdesktop.app.models.player_notes`,
:mod:`~lgdesktop.app.models.player_choice`, :mod:`~lgdesktop.app.models.player_card`,
:mod:`~lgdesktop.app.models.player_end`, :mod:`lgdesktop.app.texts`) rendered in that
language (:func:`~lgdesktop.app.texts.i18n.rendering_in`: the process's own language, the
TV's, does not change): one source of texts, and nothing on the screen the view does not
hold. At night every living seat gets a prompt of the same shape, its real action's or its
decoy's (the engine's), read by the same functions as on a laptop.

Imports the app's texts, hence Qt's core (translations only: no window, no event loop); the
network host imports this module only when a phone asks for a screen.
"""

from __future__ import annotations

from ..app.models.player_card import seen_cards
from ..app.models.player_choice import (
    composed,
    listed_specs,
    main_prompt,
    main_spec,
    offered_options,
    open_cards,
    open_targets,
    pack_line,
    pick_hint,
    proxy_offer,
    public_prompt,
    secret_ballot_button,
    shown_targets,
    team_picks,
    waiting_line,
)
from ..app.models.player_end import recap_rows, reveal_rows
from ..app.models.player_notes import news_line, private_lines
from ..app.texts import presenters, texts
from ..app.texts.i18n import rendering_in
from ..engine import PlayerView
from ..protocol.screen import (
    Screen,
    ScreenCard,
    ScreenChannel,
    ScreenChapter,
    ScreenChoice,
    ScreenEnd,
    ScreenKnown,
    ScreenOption,
    ScreenPrompt,
    ScreenProxy,
    ScreenReveal,
    ScreenRole,
    ScreenSeat,
    ScreenSecretBallot,
    ScreenTarget,
)


def phone_screen(view: PlayerView, language: str, *, asked: bool = False) -> Screen:
    """What the phone of ``view``'s seat shows now, in ``language`` (``fr``, ``en``).

    ``asked``: the seat asked for the vote today (public: the lobby's ``vote_requests``);
    it only sets ``ready_to_vote`` to True where the seat may ask. Raises ValueError for
    an unknown language."""
    with rendering_in(language):
        return _screen(view, language, asked)


def _screen(view: PlayerView, language: str, asked: bool) -> Screen:
    board = view.board
    role = view.role
    camp = texts.role_camp(board.edition, role) if role else ""
    may_ask = board.phase == "day" and view.alive
    return Screen(
        language=language,
        version=view.version,
        seat=view.seat,
        name=board.seats[view.seat].name,
        edition=board.edition,
        phase=board.phase,
        title=presenters.phase_title(board),
        step=step_line(view),
        alive=view.alive,
        role=ScreenRole(
            name=texts.role_name(role) if role else "",
            camp=texts.camp_name(camp) if camp else "",
            text=texts.role_help(role, board.edition) if role else "",
        ),
        lines=private_lines(view),
        news=news_line(view),
        pack=pack_line(view),
        prompt=_prompt(view),
        secret_ballot=_secret_ballot(view),
        waiting=waiting_line(view),
        ready_to_vote=asked if may_ask else None,
        proxy=_proxy(view),
        channels=[ScreenChannel(c, texts.channel_name(c)) for c in view.channels],
        seats=[
            ScreenSeat(
                seat=row["seat"],
                name=row["name"],
                alive=row["alive"],
                role=row["roleLabel"],
                badges=" ".join(part for part in (row["titleLabel"], row["weight"]) if part),
            )
            for row in presenters.seat_rows(board, None)
        ],
        known=[
            ScreenKnown(
                label=row["label"], role=row["roleLabel"], camp=texts.camp_name(row["camp"])
            )
            for row in seen_cards(view)
        ],
        end=_end(view),
    )


def step_line(view: PlayerView) -> str:
    """The night's narration line the board shows now (the step under way, which the TV
    reads aloud to everybody); empty by day."""
    board = view.board
    if board.phase != "night":
        return ""
    steps = presenters.night_steps(board.narration)
    step = board.step if board.step in steps else (steps[0] if steps else "")
    return texts.narration(step, board.edition) if step else ""


def _prompt(view: PlayerView) -> ScreenPrompt | None:
    """The main action's prompt: every player, center card and option the laptop's
    screen lists for it (a night's real action and its decoy alike), which of them the
    action may take, the question and the hint. A secret ballot's form is not among them
    (:func:`_secret_ballot`: its button goes with the card)."""
    spec = main_spec(view)
    if spec is None:
        return None
    specs = listed_specs(view)
    names = [seat.name for seat in view.board.seats]
    picks = team_picks(view)
    allowed = open_targets(view)
    cards = open_cards(view)
    together = composed(view)
    open_options = {o for s in specs for o in s.options}
    return ScreenPrompt(
        input=spec.kind,
        question=main_prompt(view),
        cover=public_prompt(view),
        secret=spec.kind == "night_choice",
        hint=pick_hint(view),
        count=spec.count,
        card_count=spec.card_count,
        choices=[
            ScreenChoice(t, names[t], t in allowed, ", ".join(picks.get(t, [])))
            for t in shown_targets(view, spec)
        ],
        cards=[
            ScreenCard(c, texts.center_card(c), c in cards)
            for c in (range(view.board.center_cards) if together else ())
        ],
        options=[
            ScreenOption(o, texts.option_name(o, names), o in open_options)
            for o in offered_options(specs)
        ],
        current=spec.current,
    )


def _secret_ballot(view: PlayerView) -> ScreenSecretBallot | None:
    """The secret ballot's button (the laptop's, shown with the card only), if any."""
    secret = secret_ballot_button(view)
    if secret is None:
        return None
    return ScreenSecretBallot(label=secret.label, question=secret.question, option=secret.option)


def _proxy(view: PlayerView) -> ScreenProxy | None:
    """The proxy vote this seat may lodge now (the laptop's day screen's list), if any."""
    proxy = proxy_offer(view)
    if proxy is None:
        return None
    return ScreenProxy(
        question=proxy.question,
        nobody=proxy.nobody,
        choices=[ScreenTarget(seat, name) for seat, name in proxy.choices],
        current=proxy.current,
    )


def _end(view: PlayerView) -> ScreenEnd | None:
    """The end screen: the winners' title, whether this seat won, the center, every card
    and the story; None before the end."""
    result = view.board.result
    if result is None:
        return None
    return ScreenEnd(
        title=texts.winners_title(result.labels),
        won=view.seat in result.winners,
        center=presenters.center_line(result),
        reveal=[
            ScreenReveal(
                seat=row["seat"],
                name=row["name"],
                role=row["roleLabel"],
                camp=texts.camp_name(row["camp"]),
                winner=row["winner"],
                alive=row["alive"],
                me=row["me"],
                dealt=row["dealtLabel"],
            )
            for row in reveal_rows(view)
        ],
        recap=[ScreenChapter(row["title"], list(row["lines"])) for row in recap_rows(view)],
    )
