"""What a player's screen asks now: the seat's main action, the players, center cards,
options and peek-grid squares it lists, and the question of a night action.

Pure functions of the seat's :class:`~lgdesktop.engine.PlayerView`. At night every living
seat is shown the same screen (see :func:`shown_targets` and :func:`composed`), so that
nothing on a laptop tells who is called while the card is hidden.
"""

from __future__ import annotations

from typing import NamedTuple

from ...engine import InputSpec, PlayerView, SetupError, catalogue
from ..texts import presenters, texts
from ..texts.i18n import translate
from .read_notes import doer

TARGET_KEYS = ("seat", "name", "picks", "mine", "allowed")
CARD_KEYS = ("card", "label", "mine", "allowed")
OPTION_KEYS = ("option", "label", "mine", "allowed")
#: One square of the Little Girl's peek grid (``A1`` ... ``H8``, options of her action, or
#: of a forum wolf placing it): ``picks`` the names of the teammates who placed it in this
#: step, ``allowed`` whether this action may take it (a "caught" square never goes where
#: the pack put a "sees" one).
GRID_KEYS = ("cell", "mine", "picks", "allowed")
#: The peek grid's squares (RULES §6: A-H by 1-8), shown as a grid, not as buttons.
GRID_CELLS = frozenset(catalogue.GRID_CELLS)
#: Input kinds shown as the main action of a screen (a proxy vote is a side option).
MAIN_KINDS = ("night_choice", "vote", "shot", "act")
#: Input kinds answered on the owed-action screen (a shot, a successor, a tie-break ...).
OWED_KINDS = ("shot", "act")


def main_spec(view: PlayerView) -> InputSpec | None:
    """The seat's main action now (night choice, vote, shot or owed act), if any: its
    first form some input fits (a form wholly marked, offered only for the prompt's
    shape, is not what the seat is asked)."""
    main = [spec for spec in view.legal if spec.kind in MAIN_KINDS]
    return next((spec for spec in main if spec.feasible()), main[0] if main else None)


def main_specs(view: PlayerView) -> tuple[InputSpec, ...]:
    """Every form of the seat's main action now (a Seer: one player, or two center cards)."""
    spec = main_spec(view)
    return () if spec is None else tuple(s for s in view.legal if s.kind == spec.kind)


def stepped_night(view: PlayerView) -> bool:
    """Whether the night runs in steps with decoys (``thiercelieux``): one role called at
    a time, every other living player answering a decoy."""
    if view.board.phase != "night":
        return False
    try:
        steps = catalogue.edition_info(view.board.edition).steps
    except SetupError:
        return False
    return any(s.key == view.board.step and s.kind == "night" and s.decoys for s in steps)


#: Ballot forms that are a card's secret power, not another way to vote (anniversary's
#: Stuttering Judge: a ballot that also calls for a second vote): the vote screen stays a
#: tap on a player for everybody, and the power is a button shown only with the card.
SECRET_BALLOTS = frozenset({"vote_twice"})


def secret_ballot(view: PlayerView) -> InputSpec | None:
    """The secret form this seat's ballot may take now (:data:`SECRET_BALLOTS`), if any."""
    return next(
        (spec for spec in view.legal if spec.kind == "vote" and spec.action in SECRET_BALLOTS),
        None,
    )


class SecretBallot(NamedTuple):
    """The secret ballot's button as a screen shows it with the card only: its ``label``,
    the vote's ``question`` once it is pressed, and the ``option`` of the ballot it sends
    (a tap on a player then submits ``Vote(target, option=option)``)."""

    label: str
    question: str
    option: str


def secret_ballot_button(view: PlayerView) -> SecretBallot | None:
    """The secret ballot's button now (:func:`secret_ballot`: the Stuttering Judge's once a
    game), None when this seat's ballot has no secret form."""
    secret = secret_ballot(view)
    if secret is None:
        return None
    return SecretBallot(
        label=texts.action_prompt(secret.action),
        question=texts.secret_ballot_prompt(secret.action, main_prompt(view)),
        option=secret.options[0],
    )


def listed_specs(view: PlayerView) -> tuple[InputSpec, ...]:
    """The forms of the main action a screen lists for anybody to see: every one of
    :func:`main_specs` but a secret ballot (:data:`SECRET_BALLOTS`), whose button shows
    only with the card (:func:`secret_ballot_button`)."""
    return tuple(s for s in main_specs(view) if s.action not in SECRET_BALLOTS)


def composed(view: PlayerView) -> bool:
    """Whether the main action is made on the composing screen (pick players, center cards
    and an option, then confirm) rather than by one tap on a player.

    At night in an edition with center cards, or whose night runs in steps with decoys,
    every role composes, so that the screen looks the same for all of them while the role
    is hidden (the Witch's potions and a decoy, Cupid's two arrows and a decoy); elsewhere
    only an action that is not "one player" (several forms, several seats, cards or an
    option) does."""
    specs = listed_specs(view)
    if not specs:
        return False
    if specs[0].kind == "night_choice" and (view.board.center_cards or stepped_night(view)):
        return True
    return len(specs) > 1 or specs[0].shape is not None


def shown_targets(view: PlayerView, spec: InputSpec) -> list[int]:
    """The players a choice screen lists: at night every player the prompt offers, marked
    ones included (the engine gives every living seat a prompt of one shape, so the number
    of buttons betrays nothing), over every form of the action; the vote and the shot list
    their legal targets, which are public."""
    if spec.kind != "night_choice":
        return list(spec.targets)
    return sorted({t for s in main_specs(view) for t in (*s.targets, *s.marked)})


def offered_options(specs: tuple[InputSpec, ...]) -> list[str]:
    """The options a prompt offers, marked ones included, form after form (each form's in
    a fixed order, so that a real prompt and a decoy of the same shape list them alike)."""
    return list(
        dict.fromkeys(
            option
            for spec in specs
            for option in sorted(
                (*spec.options, *(spec.shape.marked_options if spec.shape else ())),
                key=lambda o: (len(o), o),
            )
        )
    )


def step_key(view: PlayerView) -> tuple:
    """What a choice is made on: the step and the action asked (a new key, a new choice)."""
    spec = main_spec(view)
    vote = view.board.vote
    return (
        view.board.phase,
        view.board.number,
        vote.round if vote else 0,
        None if spec is None else spec.action,
        # A day's second vote (the Stuttering Judge's) is a new choice.
        presenters.votes_closed_today(view.board.notes) if view.board.phase == "vote" else 0,
    )


def night_prompt(view: PlayerView, spec: InputSpec) -> str | None:
    """The question of a night action that depends on the step or on what is left
    (anniversary): the Piper's last player to charm, the White Werewolf's lone kill, and,
    in its own step, a power spent (the Fox's lost nose, the infection used, the Big Bad
    Wolf's second prey gone); None for the action's usual question."""
    if spec.kind != "night_choice":
        return None
    step = view.board.step
    if spec.action == "charm" and spec.shape is not None:
        return texts.charm_prompt(spec.shape.count)
    if spec.action == "decoy" and step == view.role:
        return texts.spent_prompt(step)
    return texts.step_prompt(step, spec.action)


def pack_seats(view: PlayerView) -> set[int]:
    """The living seats this seat knows hunt with the pack tonight, itself included when it
    does: the pack its view knows (``view.pack``: the wolf cards it saw, the seats it saw
    join the pack in play); a wolf dying of tetanus since nightfall hunts no more."""
    alive = {seat.seat for seat in view.board.seats if seat.alive}
    alive -= {  # a wolf dead of tetanus since nightfall no longer hunts (anniversary)
        s for note in view.notes if note.key == "told.tetanus" for s in note.seats
    }
    return set(view.pack) & alive


def pack_line(view: PlayerView) -> str:
    """The pack's agreement tonight, for a wolf choosing its victim: every living wolf on
    the same prey (the choice locks), or not yet; empty for anybody else."""
    spec = main_spec(view)
    if spec is None or spec.action != "devour" or not view.team_picks:
        return ""
    pack = pack_seats(view)
    picks = dict(view.team_picks)
    targets = {picks.get(s) for s in pack | {view.seat}}
    if len(targets) == 1 and None not in targets:
        names = [seat.name for seat in view.board.seats]
        return translate("Player", "The pack agrees on {name}.").format(name=names[targets.pop()])
    return translate("Player", "The pack does not agree yet: every wolf must pick the same prey.")


def grid_picks(view: PlayerView, names: list[str]) -> dict[str, list[str]]:
    """The squares of the grid the seat's teammates placed in the step under way (the
    forum pack placing the Little Girl's grid sees its picks live), by square."""
    latest: dict[int, str] = {}
    for note in reversed(view.notes):
        if note.key == "step.started":
            break
        if note.key != "pick.made" or note.seats[0] == view.seat:
            continue
        option = str(note.param("option"))
        if option in GRID_CELLS and note.seats[0] not in latest:
            latest[note.seats[0]] = option
    placed: dict[str, list[str]] = {}
    for seat in sorted(latest):
        placed.setdefault(latest[seat], []).append(names[seat])
    return placed


def told_victims(view: PlayerView) -> list[str]:
    """The names of the pack's victim this seat was last told of (the Witch, the Accursed
    Wolf-Father in his step), if any."""
    names = [seat.name for seat in view.board.seats]
    for note in reversed(view.notes):
        if note.key == "told.victim" and note.param("to") == view.seat:
            return [names[s] for s in note.seats]
    return []


def session_looks(view: PlayerView) -> list[str]:
    """The players whose cards this seat looked at since the night call under way began
    (anniversary's Learned Monkey, who looks one card at a time and chooses the next)."""
    names = [seat.name for seat in view.board.seats]
    looked: list[str] = []
    for note in view.notes:
        if note.key == "step.started":
            looked = []
        elif note.key == "card.seen" and doer(note) == view.seat:
            looked.append(names[note.seats[0]])
    return looked


def waiting_line(view: PlayerView) -> str:
    """What the seat reads when it has nothing to do now (its choice made, its vote cast,
    the day's discussion, an owed action somebody else takes); empty when it has something
    to do, when it is dead and at the end."""
    spec = main_spec(view)
    phase = view.board.phase
    vote = view.board.vote
    if spec is not None or not view.alive or phase == "ended":
        return ""
    if phase == "night":
        return translate("Player", "Your choice is made. Keep your eyes closed until dawn…")
    if phase == "election" and vote is not None and vote.round == 0:
        return translate("Player", "Your answer is given. Waiting for the others…")
    if phase == "vote" and vote and view.seat not in vote.voters:
        # Not among today's voters (a Scapegoat chose them): who votes, and not you.
        names = [seat.name for seat in view.board.seats]
        voters = [names[s] for s in vote.voters]
        if not voters:
            return translate("Player", "Nobody votes today.")
        return translate("Player", "You do not vote today. Voting: {names}.").format(
            names=texts.names_list(voters)
        )
    if phase == "vote" and dict(view.board.settings).get("votes_final") == "yes":
        return translate(
            "Player", "Your vote is cast and final: it cannot change. Waiting for the others…"
        )
    if phase in ("vote", "election"):
        return translate("Player", "Your vote is in. Waiting for the others…")
    if phase == "resolving":
        return texts.owed_line(
            view.board.owed[0] if view.board.owed else "",
            presenters.held_title(view.board.edition),
        )
    return translate("Player", "Discuss with the village. The vote comes next.")


def main_prompt(view: PlayerView) -> str:
    """The question of the seat's main action now, as read with the card (empty when
    there is none): the action's own question (its forms' together, with the pack's victim
    the seat was told of), a night's question that depends on the step
    (:func:`night_prompt`), the Learned Monkey's looks so far, the cards to take, and a
    ballot that may still change says so."""
    spec = main_spec(view)
    if spec is None:
        return ""
    names = [seat.name for seat in view.board.seats]
    prompt = texts.actions_prompt(
        [s.action for s in main_specs(view) if s.feasible()], told_victims(view)
    )
    if spec.action == "look" and (looked := session_looks(view)):
        prompt = texts.session_prompt(looked)
    if spec.action == texts.TAKE_CARD:
        prompt = texts.take_card_prompt([names[t] for t in spec.targets])
    else:
        prompt = night_prompt(view, spec) or prompt
    vote = view.board.vote
    if spec.kind == "vote" and vote and view.seat in vote.voted:
        # A ballot that may still change (forum's votes_final=no): say so.
        prompt = translate(
            "Player", "{question} You voted: you may change it until the vote closes."
        ).format(question=prompt)
    return prompt


def public_prompt(view: PlayerView) -> str:
    """The question of the seat's main action as anybody looking at the screen may read it
    (the card hidden): a night choice, real or decoy, only says to choose (to compose and
    confirm, on the composing screen), so that no word of it tells the seat's card; any
    other action's question is :func:`main_prompt`'s, public anyway."""
    spec = main_spec(view)
    if spec is None or spec.kind != "night_choice":
        return main_prompt(view)
    if composed(view):
        return translate("Player", "Make your choice, then confirm.")
    return translate("Player", "Choose a player.")


def pick_hint(view: PlayerView) -> str:
    """How many players, center cards or options the main action takes, when it is made
    on the composing screen (:func:`composed`: one hint per form it may take, joined with
    "or"), or the cards a Thief may take; empty for a one-tap choice."""
    spec = main_spec(view)
    if spec is None:
        return ""
    if composed(view):
        return texts.or_list(
            [
                texts.pick_hint(
                    s.count,
                    s.card_count,
                    bool(s.options),
                    at_most=s.shape is not None and s.shape.at_most,
                    square=bool(GRID_CELLS.intersection(s.options)),
                )
                for s in main_specs(view)
                if s.feasible()  # a wholly marked form takes nothing
            ]
        )
    if spec.action == texts.TAKE_CARD:
        names = [seat.name for seat in view.board.seats]
        return texts.take_card_hint([names[t] for t in spec.targets])
    return ""


def team_picks(view: PlayerView) -> dict[int, list[str]]:
    """The names of this seat's teammates by the player each picked tonight (the pack's
    live picks), this seat left out."""
    names = [seat.name for seat in view.board.seats]
    picks: dict[int, list[str]] = {}
    for seat, target in view.team_picks:
        if seat != view.seat:
            picks.setdefault(target, []).append(names[seat])
    return picks


def open_targets(view: PlayerView) -> set[int]:
    """The players this seat's main action may take now, among :func:`shown_targets`:
    on the composing screen, those of every form that takes players; otherwise the
    action's legal targets."""
    spec = main_spec(view)
    if spec is None:
        return set()
    if composed(view):
        return {t for s in main_specs(view) if s.count for t in s.targets}
    return set(spec.targets)


def open_cards(view: PlayerView) -> set[int]:
    """The center cards this seat's main action may take now (composing screen only)."""
    if main_spec(view) is None or not composed(view):
        return set()
    return {c for s in main_specs(view) if s.card_count for c in s.cards}


class ProxyOffer(NamedTuple):
    """The vote a seat may lodge by day in case it is away when the vote closes: the
    ``question`` over the list, what the list reads while ``nobody`` is chosen (the seat
    abstains if away), the players it may name (``(seat, name)``) and the one named
    (``current``, None for nobody)."""

    question: str
    nobody: str
    choices: list[tuple[int, str]]
    current: int | None


def proxy_offer(view: PlayerView) -> ProxyOffer | None:
    """The proxy vote this seat may lodge now (docs/protocol.md, "Day"): by day only (in
    the vote, the seat casts its ballot itself), None when the view offers none (a dead
    seat, the night)."""
    if view.board.phase != "day":
        return None
    proxy = next((s for s in view.legal if s.kind == "proxy_vote"), None)
    if proxy is None:
        return None
    names = [seat.name for seat in view.board.seats]
    return ProxyOffer(
        question=translate(
            "Player", "If you must leave before the vote closes, your vote goes to:"
        ),
        nobody=translate("Player", "nobody (abstain)"),
        choices=[(t, names[t]) for t in proxy.targets],
        current=proxy.current,
    )
