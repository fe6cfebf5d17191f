"""In-process bots: players without a screen, for simulation, tests and empty seats.

A bot sees exactly what a human at that seat would: it reads only a
:class:`~lgdesktop.engine.PlayerView` and answers with one input (or ``None`` when it has
nothing to do). Each bot owns its seeded RNG, so a simulation is reproducible.
"""

from __future__ import annotations

import random
from collections import Counter

from .engine import INPUT_TYPES, Input, InputSpec, PlayerView, catalogue
from .engine.events import Probed, Told, VoteTally
from .engine.model import Camp

#: Bot strategy names, as the CLI and the protocol spell them.
STRATEGIES = ("random", "heuristic")
#: The action of a night prompt that only hides that the seat is not called.
DECOY = "decoy"


class RandomBot:
    """Picks uniformly among its legal inputs and what they allow (never lodges proxies).

    A one-seat spec gets one target; any other shape (several seats, center cards, an
    option) gets as many distinct seats and cards as it asks, and one of its options; a
    marked entry (offered, refused) is never picked.

    A decoy (:meth:`decoy`) first draws, from the bot's stream, the one-seat answer the
    decoys had before they took the called role's shape, so that the bot's real choices
    stay the draws they were; the rest of its answer comes from a stream of its own.
    """

    def __init__(self, seed: int):
        self.rng = random.Random(seed)
        self._seed = seed
        self._decoy_rng: random.Random | None = None

    @property
    def decoy_rng(self) -> random.Random:
        """The decoys' own stream, seeded on first use (a string seed costs a hash, and
        most bots of a game never answer a decoy of another shape)."""
        if self._decoy_rng is None:
            self._decoy_rng = random.Random(f"{DECOY}:{self._seed}")
        return self._decoy_rng

    def decide(self, view: PlayerView) -> Input | None:
        """An input for this view, or None if this seat has nothing to do now."""
        if view.legal and view.legal[0].action == DECOY:
            return self.decoy(view)
        specs = [
            spec
            for spec in view.legal
            if spec.kind != "proxy_vote"
            and spec.current is None
            and (spec.targets if spec.shape is None else spec.feasible())
        ]
        if not specs:
            return None
        spec = self.rng.choice(specs)
        if spec.shape is None:  # the common one-seat spec
            return INPUT_TYPES[spec.kind](self.choose(view, spec))
        seats, cards = self.choose_many(view, spec)
        option = self.rng.choice(spec.options) if spec.options else ""
        return INPUT_TYPES[spec.kind](seats=seats, cards=cards, option=option)

    def decoy(self, view: PlayerView) -> Input | None:
        """An answer to a decoy: the one-seat draw of old (see the class), kept when the
        decoy is one seat among the others, else a draw of the decoy's stream."""
        legal = view.legal
        first = legal[0]
        others = tuple(s.seat for s in view.board.seats if s.alive and s.seat != view.seat)
        of_old = self.rng.choice((InputSpec(first.kind, DECOY, others),))
        target = self.choose(view, of_old)
        if len(legal) == 1 and first.shape is None and target in first.targets:
            return INPUT_TYPES[first.kind](target)
        open_ = [spec for spec in legal if spec.feasible()]
        if not open_:  # (two picks among fewer players: left to the clock)
            return None
        rng = self.decoy_rng
        spec = rng.choice(open_)
        return INPUT_TYPES[spec.kind](
            seats=tuple(rng.sample(spec.targets, spec.count)),
            cards=tuple(rng.sample(spec.cards, spec.card_count)),
            option=rng.choice(spec.options) if spec.options else "",
        )

    def choose(self, view: PlayerView, spec: InputSpec) -> int:
        """The target of a one-seat spec."""
        return self.rng.choice(spec.targets)

    def choose_many(
        self, view: PlayerView, spec: InputSpec
    ) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """The seats and center cards of a spec of any other shape."""
        return (
            tuple(self.rng.sample(spec.targets, spec.count)),
            tuple(self.rng.sample(spec.cards, spec.card_count)),
        )


class HeuristicBot(RandomBot):
    """Plays like a cautious beginner, from its own view only, by the camps of the cards it
    knows (the edition's catalogue).

    Wolves follow the pack's current pick (the first spares its friends: the Mother Wolf, a
    lover) and never vote for a friend (a card of their own
    camp: packmates, the Madman or Minion and the wolves they know); the Seer probes
    players she knows nothing about and votes for the wolves she found; lovers spare each
    other (dealt as lovers, or told so by Cupid's step). A Witch saves the pack's victim
    unless she knows him for an enemy and poisons an enemy she knows; a Thief takes a
    center card with a power; an election or a successor goes to a friend (oneself
    included), never to a known enemy; a tie-break to a known enemy first. A voter who
    knows a card of the other camp (a village card seeing a wolf card, a wolf seeing a
    village card) votes for it, and nobody votes for a solo card it knows (a Tanner wants
    to be eliminated). Everybody else follows the village's earlier votes (the
    most-voted players). What it does to several players leaves its friends out, and it
    looks first at the center cards it knows nothing about.
    """

    def __init__(self, seed: int):
        super().__init__(seed)
        #: role id -> (camp, counts as a wolf), for the edition being played.
        self._sides: dict[str, tuple[str, bool]] = {}
        self._edition = ""

    def decide(self, view: PlayerView) -> Input | None:
        """As the random bot, except for two choices between forms: a Witch's potions
        and a Thief's center cards."""
        actions = {spec.action: spec for spec in view.legal if spec.feasible()}
        if "pass" in actions and ("save" in actions or "poison" in actions):
            return self._potions(view, actions)
        if "take" in actions:
            return self._take(view, actions)
        return super().decide(view)

    def _potions(self, view: PlayerView, actions: dict[str, InputSpec]) -> Input:
        """Saves the victim unless she knows him for an enemy, poisons an enemy she knows
        (both at once when she can), else keeps her potions."""
        victims = [
            event.seats
            for event in view.events
            if isinstance(event, Told) and event.seat == view.seat and event.what == "victim"
        ]
        victim = victims[-1][0] if victims and victims[-1] else None
        enemies, _ = self._known_enemies(view, dict(view.known_roles))
        save = "save" in actions and victim not in enemies
        spec = actions.get("poison") or actions.get("save_poison")
        targets = [t for t in spec.targets if t in enemies] if spec is not None else []
        kind = view.legal[0].kind
        # A save names the victim where the Witch may be shown several (``anniversary``:
        # a one-seat ``save``, a ``save_poison`` option per victim), else no one.
        named = save and actions["save"].shape is None
        if save and targets and "save_poison" in actions:
            option = f"save:{victim}" if named else "save"
            return INPUT_TYPES[kind](seats=(self.rng.choice(targets),), option=option)
        if save:
            return INPUT_TYPES[kind](victim) if named else INPUT_TYPES[kind](option="save")
        if targets and "poison" in actions:
            return INPUT_TYPES[kind](self.rng.choice(targets))
        return INPUT_TYPES[kind](option="pass")

    def _take(self, view: PlayerView, actions: dict[str, InputSpec]) -> Input:
        """Takes a center card with a power (a wolf card first for a wolf at heart: any
        card with a power will do), keeps his own when both are plain villagers."""
        spec = actions["take"]
        center = dict(view.known_center)
        powers = [card for card in spec.cards if center.get(card) not in (None, "villager")]
        if powers or "pass" not in actions:
            return INPUT_TYPES[spec.kind](cards=(self.rng.choice(powers or list(spec.cards)),))
        return INPUT_TYPES[spec.kind](option="pass")

    def choose(self, view: PlayerView, spec: InputSpec) -> int:
        targets = list(spec.targets)
        known = dict(view.known_roles)
        probes = {
            event.target: event.werewolf
            for event in view.events
            if isinstance(event, Probed) and event.seat == view.seat
        }
        friends = self._friends(view, known)
        if spec.action == "devour":
            picks = Counter(target for seat, target in view.team_picks if seat != view.seat)
            if picks:
                return max(sorted(picks), key=picks.__getitem__)
            return self.rng.choice([t for t in targets if t not in friends] or targets)
        if spec.action == "probe":
            unknown = [t for t in targets if t not in probes and t not in known]
            return self.rng.choice(unknown or targets)
        enemies, solos = self._known_enemies(view, known)
        found = [t for t in targets if probes.get(t) or t in enemies]
        if spec.action in ("vote", "shoot", "tie_break") and found:
            return self.rng.choice(found)
        cleared = {t for t, wolf in probes.items() if not wolf} | solos
        if spec.action in ("elect", "successor"):
            trusted = [t for t in targets if t in friends or t == view.seat]
            return self.rng.choice(trusted or [t for t in targets if t not in found] or targets)
        suspects = [t for t in targets if t not in friends and t not in cleared] or targets
        if spec.action in ("vote", "shoot", "tie_break"):
            return self._most_suspected(view, suspects)
        return self.rng.choice(suspects)

    def choose_many(
        self, view: PlayerView, spec: InputSpec
    ) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """Leaves its friends out of what it does to several players, and looks first at
        the center cards it knows nothing about, when it can."""
        known = dict(view.known_roles)
        friends = self._friends(view, known)
        strangers = [t for t in spec.targets if t not in friends]
        pool = strangers if len(strangers) >= spec.count else list(spec.targets)
        seen_center = dict(view.known_center)
        unseen = [card for card in spec.cards if card not in seen_center]
        cards = unseen if len(unseen) >= spec.card_count else list(spec.cards)
        return (
            tuple(self.rng.sample(pool, spec.count)),
            tuple(self.rng.sample(cards, spec.card_count)),
        )

    def _side(self, view: PlayerView, role_id: str) -> tuple[str, bool]:
        """(camp, counts as a wolf) of ``role_id`` in the view's edition."""
        if self._edition != view.board.edition:
            info = catalogue.edition_info(view.board.edition)
            self._sides = {role.id: (role.camp, role.wolf) for role in info.roles}
            self._edition = info.id
        return self._sides[role_id]

    def _friends(self, view: PlayerView, known: dict[int, str]) -> set[int]:
        """The other seats this seat knows to hold a card of its own side: the same card,
        or a card of the same camp (not ``solo``, whose cards win alone); for the wolves' camp,
        the pack it knows (``view.pack``: one_night's wolves and Minion know the pack's
        seats, not its cards).
        None before the deal (a forum Mayor's election)."""
        if not view.role:
            return set()
        mine, _ = self._side(view, view.role)
        pack = set(view.pack) - {view.seat} if mine == Camp.WOLVES else set()
        lovers = {
            seat
            for event in view.events
            if isinstance(event, Told) and event.what in ("lovers", "loves")
            for seat in event.seats
        }
        return (
            {
                seat
                for seat, role in known.items()
                if seat != view.seat
                and (role == view.role or (mine != "solo" and self._side(view, role)[0] == mine))
            }
            | (lovers - {view.seat})
            | pack
        )

    def _known_enemies(self, view: PlayerView, known: dict[int, str]) -> tuple[set[int], set[int]]:
        """The other seats this seat knows to hold a card of the other camp (a wolf card
        for the village, a village card for the wolves), and those holding a solo card."""
        if not view.role:
            return set(), set()
        mine, _ = self._side(view, view.role)
        enemies, solos = set(), set()
        for seat, role in known.items():
            if seat == view.seat:
                continue
            camp, wolf = self._side(view, role)
            if (mine == "village" and wolf) or (mine == "wolves" and camp == "village"):
                enemies.add(seat)
            elif camp == "solo" and role != view.role:
                solos.add(seat)
        return enemies, solos

    def _most_suspected(self, view: PlayerView, candidates: list[int]) -> int:
        """The candidate who drew the most votes in earlier tallies (seeded tie-break)."""
        history = Counter(
            target
            for event in view.board.events
            if isinstance(event, VoteTally)
            for _, target in event.ballots
        )
        best = max(history[c] for c in candidates)
        return self.rng.choice([c for c in candidates if history[c] == best])


def make_bot(strategy: str, seed: int) -> RandomBot:
    """A bot of the named strategy (see :data:`STRATEGIES`)."""
    if strategy == "random":
        return RandomBot(seed)
    if strategy == "heuristic":
        return HeuristicBot(seed)
    raise ValueError(f"unknown bot strategy {strategy!r} (known: {', '.join(STRATEGIES)})")
