"""An independent re-reading of a finished jinrou game against RULES.md §1.

``audit(game)`` walks the event log of a finished game and re-derives, from the roles, the
settings and the players' recorded choices alone, what every night, vote and shot had to
produce: who dies and of what cause (protection, probes, the pack's attack, the Fox's
curse, the Psychopath's revenge, the Nekomata, heartbreak, the Hunter's owed shots), the
Seer's and the Medium's results, the Baker's bread, the legality of every choice. Random
draws the rules allow (ties, the Nekomata's victim, a drawn shot) are accepted when they
fall among what the rules allow. The engine's conventions are those of docs/engine.md:
night order Bodyguard -> Seer -> pack; the first cause scheduled is kept; no kill of any
kind on night 1.
"""

from __future__ import annotations

from collections import Counter

from lgdesktop.engine import Game
from lgdesktop.engine.events import (
    Attacked,
    DeathCause,
    Died,
    GameEnded,
    MorningNews,
    NightChoiceMade,
    PhaseStarted,
    Probed,
    RoleRemoved,
    RoleShown,
    ShotFired,
    VoteChoice,
    VoteTally,
)

TRIGGERS = {
    "any": {"banished", "devoured", "shot", "curse", "revenge", "heartbreak"},
    "banished_or_devoured": {"banished", "devoured"},
    "banished": {"banished"},
}


class Audit:
    def __init__(self, game: Game):
        self.game = game
        self.roles = game.roles
        self.settings = game.settings
        self.alive = [True] * game.players
        lovers = [seat for seat, role in enumerate(self.roles) if role == "lover"]
        self.partner = {lovers[0]: lovers[1], lovers[1]: lovers[0]} if lovers else {}
        self.owed: list[int] = []  # Hunters who owe a shot, in order
        self.last_protect: dict[int, int | None] = {}
        self.baker_gone_told = False

    # -- helpers
    def living(self, role: str | None = None) -> list[int]:
        return [
            s for s, up in enumerate(self.alive) if up and (role is None or self.roles[s] == role)
        ]

    def apply(self, batch: list[tuple[int, str]], actual: list[DeathCause]) -> None:
        """Compare a death batch with the actual DeathCause events and apply it."""
        found = {(event.seat, event.cause) for event in actual}
        assert len(found) == len(actual), actual
        # heartbreak: the partner of anyone dying dies too, if not already dying
        index = 0
        while index < len(batch):
            seat, _cause = batch[index]
            other = self.partner.get(seat)
            if other is not None and self.alive[other] and other not in dict(batch):
                batch.append((other, "heartbreak"))
            index += 1
        assert found == set(batch), f"expected deaths {sorted(batch)}, got {sorted(found)}"
        trigger = TRIGGERS[self.settings["hunter_trigger"]]
        for seat, cause in batch:
            assert self.alive[seat], f"seat {seat} dies twice"
            self.alive[seat] = False
            if self.roles[seat] == "hunter" and cause in trigger:
                self.owed.append(seat)

    @staticmethod
    def kill(batch: list[tuple[int, str]], seat: int, cause: str) -> None:
        if seat not in dict(batch):
            batch.append((seat, cause))

    # -- the walk
    def run(self) -> None:
        log = self.game.log
        index = 0
        while index < len(log):
            event = log[index]
            if isinstance(event, PhaseStarted) and event.phase == "night":
                index = self.night(log, index)
                continue
            if isinstance(event, VoteTally):
                index = self.tally(log, index)
                continue
            if isinstance(event, ShotFired):
                index = self.shot(log, index)
                continue
            if isinstance(event, (Died, DeathCause)):
                raise AssertionError(f"a death outside any resolution: {event}")
            if isinstance(event, PhaseStarted) and event.phase in ("day", "night"):
                assert not self.owed, f"the game moved on with shots owed by {self.owed}"
            if isinstance(event, GameEnded):
                assert not [
                    h
                    for h in self.owed
                    if any(self.alive[s] for s in range(len(self.alive)) if s != h)
                ]
            index += 1

    def deaths_after(self, log, index: int) -> tuple[list[DeathCause], int]:
        """The run of Died/DeathCause events starting at ``index``."""
        causes: list[DeathCause] = []
        while index < len(log) and isinstance(log[index], (Died, DeathCause, RoleShown)):
            if isinstance(log[index], DeathCause):
                causes.append(log[index])
            index += 1
        return causes, index

    def night(self, log, index: int) -> int:
        number = log[index].number
        settings = self.settings
        index += 1
        # nightfall: the Medium's reading of yesterday's banished, the random_white look
        readings = []
        while index < len(log) and isinstance(log[index], Probed):
            readings.append(log[index])
            index += 1
        banished = self.last_banished if number > 1 else None
        expected = []
        if banished is not None:
            expected += [
                (m, banished, self.roles[banished] == "werewolf", "medium")
                for m in self.living("medium")
            ]
        if number == 1 and settings["first_night_seer"] == "random_white":
            for seer in self.living("seer"):
                white = [r for r in readings if r.seat == seer and r.source == "random_white"]
                assert len(white) == 1 and not white[0].werewolf
                assert self.roles[white[0].target] != "werewolf" and white[0].target != seer
                expected.append((seer, white[0].target, False, "random_white"))
        assert sorted((r.seat, r.target, r.werewolf, r.source) for r in readings) == sorted(
            expected
        ), (number, readings, expected)
        # the night's choices
        choices: dict[int, tuple[str, int]] = {}
        while not isinstance(log[index], (Attacked, Probed, Died, DeathCause, MorningNews)):
            event = log[index]
            if isinstance(event, NightChoiceMade):
                assert self.alive[event.seat]
                choices[event.seat] = (event.action, event.target)
            index += 1
        night_events = []
        while not isinstance(log[index], (Died, DeathCause, MorningNews)):
            night_events.append(log[index])
            index += 1
        actual, index = self.deaths_after(log, index)
        morning = log[index]
        assert isinstance(morning, MorningNews) and morning.number == number, morning
        batch = self.resolve_night(number, choices, night_events, actual)
        if number == 1:
            assert batch == [] and actual == []
        self.apply(batch, actual)
        assert morning.deaths == tuple(sorted(seat for seat, _ in batch))
        self.bread(morning)
        return index + 1

    def resolve_night(self, number: int, choices, night_events, actual) -> list:
        settings, roles = self.settings, self.roles
        batch: list[tuple[int, str]] = []
        peaceful = number == 1
        for seat, (action, target) in choices.items():
            role = roles[seat]
            assert (self.alive[target] and target != seat) or (
                action == "protect" and target == seat and settings["bodyguard_self"] == "yes"
            ), (seat, action, target)
            expected_action = "dream"
            if role == "werewolf" and number > 1:
                expected_action = "devour"
                assert roles[target] != "werewolf"
            elif role == "bodyguard" and number > 1:
                expected_action = "protect"
                if settings["bodyguard_repeat"] == "forbidden":
                    assert target != self.last_protect.get(seat), "protected twice in a row"
            elif role == "seer" and (number > 1 or settings["first_night_seer"] == "choose"):
                expected_action = "probe"
            assert action == expected_action, (seat, role, action, number)
        if number > 1:
            for guard in self.living("bodyguard"):
                self.last_protect[guard] = choices.get(guard, (None, None))[1]
        protected = set()
        for guard in self.living("bodyguard"):
            if number > 1 and guard in choices:
                target = choices[guard][1]
                protected.add(target)
                if (
                    roles[target] == "psychopath"
                    and settings["psychopath_kills_bodyguard"] == "yes"
                    and not peaceful
                ):
                    self.kill(batch, guard, "revenge")
        probes = [e for e in night_events if isinstance(e, Probed)]
        expected_probes = []
        for seer in self.living("seer"):
            if seer in choices and choices[seer][0] == "probe":
                target = choices[seer][1]
                expected_probes.append((seer, target, roles[target] == "werewolf", "seer"))
                if peaceful:
                    continue
                if roles[target] == "fox":
                    self.kill(batch, target, "curse")
                if roles[target] == "psychopath" and settings["psychopath_kills_seer"] == "yes":
                    self.kill(batch, seer, "revenge")
        assert sorted((p.seat, p.target, p.werewolf, p.source) for p in probes) == sorted(
            expected_probes
        )
        attacks = [e for e in night_events if isinstance(e, Attacked)]
        pack = self.living("werewolf")
        if peaceful or not pack:
            assert attacks == []
            return batch
        (attack,) = attacks
        picks = {wolf: choices[wolf][1] for wolf in pack if wolf in choices}
        if picks:
            counts = Counter(picks.values())
            best = max(counts.values())
            assert counts[attack.victim] == best, (picks, attack)
            assert picks.get(attack.devourer) == attack.victim
        else:
            assert self.alive[attack.victim] and roles[attack.victim] != "werewolf"
            assert attack.devourer in pack
        victim = attack.victim
        if victim in protected:
            outcome = "protected"
        elif roles[victim] == "fox":
            outcome = "immune"
        else:
            outcome = "devoured"
        assert attack.outcome == outcome, (attack, outcome)
        if outcome != "devoured":
            return batch
        self.kill(batch, victim, "devoured")
        if roles[victim] == "psychopath":
            self.kill(batch, attack.devourer, "revenge")
        elif roles[victim] == "nekomata":
            mode = settings["nekomata_devoured"]
            if mode == "devourer":
                self.kill(batch, attack.devourer, "curse")
            elif mode == "random_wolf":
                dying = dict(batch)
                candidates = [w for w in pack if w not in dying]
                cursed = [e.seat for e in actual if e.cause == "curse" and e.seat in candidates]
                if candidates:
                    assert len(cursed) == 1, (candidates, actual)
                    self.kill(batch, cursed[0], "curse")
        return batch

    def bread(self, morning: MorningNews) -> None:
        if "baker" not in self.game.composition:  # the public composition
            assert morning.notes == ()
        elif self.living("baker") or RoleRemoved("baker") in self.game.log:
            # a Baker taken out by missing_role keeps "delivering": nobody learns it is missing
            assert morning.notes == ("bread_fresh",)
        elif not self.baker_gone_told:
            assert morning.notes == ("bread_none",)
            self.baker_gone_told = True
        else:
            assert morning.notes == ()

    last_banished: int | None = None

    def tally(self, log, index: int) -> int:
        tally = log[index]
        settings = self.settings
        ballots = dict(tally.ballots)
        for voter, target in ballots.items():
            assert self.alive[voter] and self.alive[target] and voter != target
        counts = Counter(ballots.values())
        assert dict(tally.counts) == dict(counts)
        top = sorted(t for t, n in counts.items() if n == max(counts.values(), default=0))
        tie_rule = settings["tie_rule"]
        if not top:
            expected = {("nobody", None)}
        elif len(top) == 1:
            expected = {("banished", top[0])}
        elif tally.round == 1 and tie_rule != "random":
            expected = {("revote", None)}
        elif tie_rule == "revote_then_nobody":
            expected = {("nobody", None)}
        else:
            expected = {("random", t) for t in top}
        assert (tally.outcome, tally.banished) in expected, (tally, expected)
        if tally.outcome == "revote":
            return index + 1
        self.last_banished = tally.banished
        actual, end = self.deaths_after(log, index + 1)
        shown = [e for e in log[index + 1 : end] if isinstance(e, RoleShown)]
        if tally.banished is None:
            assert actual == [] and shown == []
            return end
        assert [(e.seat, e.role) for e in shown] == (
            [(tally.banished, self.roles[tally.banished])]
            if settings["reveal_banished_role"] == "shown"
            else []
        )
        batch = [(tally.banished, "banished")]
        if self.roles[tally.banished] == "nekomata":
            cursed = [e.seat for e in actual if e.cause == "curse"]
            others = [s for s in self.living() if s != tally.banished]
            if others:
                assert len(cursed) == 1 and cursed[0] in others
                batch.append((cursed[0], "curse"))
        self.apply(batch, actual)
        return end

    def shot(self, log, index: int) -> int:
        shot = log[index]
        while self.owed and not [s for s in self.living() if s != self.owed[0]]:
            self.owed.pop(0)
        assert self.owed and shot.shooter == self.owed.pop(0), (shot, self.owed)
        assert self.alive[shot.target] and shot.target != shot.shooter
        actual, end = self.deaths_after(log, index + 1)
        self.apply([(shot.target, "shot")], actual)
        return end


def audit(game: Game) -> None:
    """Fail unless every resolution of the finished ``game`` follows RULES.md §1."""
    Audit(game).run()
    votes = [e for e in game.log if isinstance(e, VoteChoice) and not e.proxy]
    assert len(votes) == sum(1 for _, inp in game.inputs if inp.kind == "vote")
