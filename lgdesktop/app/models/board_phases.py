"""The board's game phases under way: the night's narration line (the step the host's
clock names) and the day's vote or election (who voted, who may vote, who stands).

:class:`Phases` is a part of :class:`~.board.BoardModel`: it publishes through it.
"""

from __future__ import annotations

from ...engine import PublicView
from ..texts import presenters, texts
from ..texts.i18n import translate

#: The note keys of a seat's candidacy in an election: it stands, or declines.
CANDIDACY_KEYS = frozenset({"election.stands", "election.declines"})


class Phases:
    """The night's and the day's fields of the board."""

    def _refresh_night(self, view: PublicView) -> None:
        steps = presenters.night_steps(view.narration)
        clock = self.clock
        if clock is not None and clock.phase == "night" and clock.step:
            step, index, total = clock.step, clock.step_index, clock.steps_total
        else:
            step, index, total = steps[0], 0, len(steps)
        self.publish(
            narrationStep=step,
            narrationLine=texts.narration(step, view.edition),
            stepIndex=index,
            stepsTotal=total,
        )

    def _refresh_day(self, view: PublicView) -> None:
        if view.vote is not None:
            self.publish(
                voteRound=view.vote.round,
                votedCount=len(view.vote.voted),
                voterCount=len(view.vote.voters),
                electedTitle=texts.title_name(view.vote.title) if view.vote.title else "",
                candidacy=bool(view.vote.title) and view.vote.round == 0,
                candidatesLine=presenters.candidates_line(view),
                candidatesEveryone=sorted(view.vote.candidates)
                == [seat.seat for seat in view.seats if seat.alive],
                candidacyLine=self._candidacy_line(view),
                votersLine=self._voters_line(view),
                secondVote=view.phase == "vote" and presenters.votes_closed_today(view.notes) > 0,
            )

    @staticmethod
    def _voters_line(view: PublicView) -> str:
        """Who may vote, when not every living player may (a Scapegoat chose them)."""
        voters = view.vote.voters if view.vote is not None else ()
        living = [seat.seat for seat in view.seats if seat.alive]
        if view.vote is None or view.vote.title or sorted(voters) == living:
            return ""
        if not voters:
            return translate("Board", "Nobody may vote today.")
        names = [seat.name for seat in view.seats]
        return translate("Board", "Only {names} may vote today.").format(
            names=texts.names_list([names[s] for s in voters])
        )

    @staticmethod
    def _candidacy_line(view: PublicView) -> str:
        """During an election's candidacies, who stands so far (declared in public)."""
        if view.vote is None or view.vote.round != 0:
            return ""
        standing = {}
        for note in view.notes:
            if note.key in CANDIDACY_KEYS:
                standing[note.seats[0]] = note.key == "election.stands"
        names = [seat.name for seat in view.seats]
        stood = [presenters.name_of(names, seat) for seat, yes in sorted(standing.items()) if yes]
        if not stood:
            return translate("Board", "Nobody stands yet.")
        return translate("Board", "Standing: {names}").format(names=texts.names_list(stood))
