"""The board's news screens: what an interlude shows (the morning's deaths and notes, a
tally with the cards shown and whoever died with the banished, a last shot, an election's
announce).

:class:`News` is a part of :class:`~.board.BoardModel`: it fills the model's tally and
dead-card rows for the interlude on screen and publishes its lines.
"""

from __future__ import annotations

from typing import Any

from ...engine.flow import SHOT
from ..texts import presenters, texts
from ..texts.i18n import translate
from .board_interludes import Interlude

TALLY_KEYS = ("seat", "name", "votes", "votesText", "leading", "voters")
#: A death on the news, with the card it showed (``role`` empty where cards stay hidden).
DEAD_CARD_KEYS = ("seat", "name", "role", "roleLabel", "camp")


def by_leading(row: dict[str, Any]) -> bool:
    """Sort key of tally rows: the leading (eliminated) ones first, the order kept else."""
    return not row["leading"]


class News:
    """The lines and rows of the interlude on screen."""

    def _dead_cards(self, deaths: list[int], names: list[str]) -> list[dict[str, Any]]:
        """The dead of an interlude with the card each death showed (an edition where
        every death shows its card: ``thiercelieux``); none where cards stay hidden."""
        view = self.view
        if view is None:
            return []
        rows, roles = [], self._shown_roles(view)
        for seat in deaths:
            role = roles.get(seat)
            if role:
                rows.append(
                    {
                        "seat": seat,
                        "name": presenters.name_of(names, seat),
                        "role": role,
                        "roleLabel": texts.role_name(role),
                        "camp": texts.role_camp(view.edition, role),
                    }
                )
        return rows

    def _refresh_interlude(self) -> None:
        if not self.interludes:
            return
        interlude, names = self.interludes[0], self.names()
        dead = [presenters.name_of(names, seat) for seat in interlude.deaths]
        self.dead_card_rows.set_rows(self._dead_cards(interlude.deaths, names))
        if interlude.kind == "morning":
            self.publish(
                morningTitle=translate("Board", "Morning of day {n}").format(n=interlude.number),
                deathsLine="" if interlude.notes_only else texts.deaths_line(dead),
                notes=[texts.note(note, names) for note in interlude.notes],
            )
        elif interlude.kind == "tally":
            # The eliminated first (where the totals are kept secret, rows go in seat
            # order): a screen too short for every row keeps theirs.
            rows = sorted(presenters.tally_rows(interlude.tally, names), key=by_leading)
            self.tally_rows.set_rows(rows)
            self.publish(
                tallyTitle=texts.second_vote_title(interlude.second) if interlude.second else "",
                tallyMost=max((row["votes"] for row in rows), default=0),
            )
            tally = interlude.tally
            eliminated = tally.eliminated or (() if tally.banished is None else (tally.banished,))
            roles = self._shown_roles(self.view) if self.view is not None else {}
            shown = [(seat, roles[seat]) for seat in eliminated if roles.get(seat)]
            also = [seat for seat in interlude.deaths if seat not in eliminated]
            titled, spared = interlude.titled, interlude.spared
            badge = (
                texts.title_given(titled[0], presenters.name_of(names, titled[1]), titled[2])
                if titled is not None
                else ""
            )
            if spared is not None:  # the card shown says why nobody leaves
                text = texts.spared_line(presenters.name_of(names, spared[0]), spared[1])
                shown = []
            else:
                text, badge = badge or presenters.tally_text(tally, names, self._title()), ""
            self.publish(
                tallyText=text,
                tallyRole=" ".join(
                    line
                    for seat, role in shown
                    for line in (texts.shown_role(names[seat], role), texts.powers_lost_line(role))
                    if line
                )
                or badge,
                tallyDeaths=self._gone_with(also, names),
            )
        elif interlude.kind == "announce":
            self.publish(**self._announce(interlude, names))
        else:
            line = (
                self._after_pause_line(interlude, names)
                if interlude.owed in texts.PAUSE_KINDS
                else self._owed_deaths_line(interlude, names)
            )
            self.publish(
                deathsTitle=texts.owed_deaths_title(interlude.owed, self._title()),
                deathsLine=line,
            )

    def _owed_deaths_line(self, interlude: Interlude, names: list[str]) -> str:
        """The deaths an owed action caused: a Hunter's shot said as a shot (by whom,
        with his card, where the table sees who fired and his card is shown; the target
        alone where it is the one death; where the table may not know whom he aimed at,
        every death as the shot's, in the engine's order), then whoever died with the
        target; any other kind, the departures."""
        dead = [presenters.name_of(names, seat) for seat in interlude.deaths]
        if interlude.owed != SHOT:
            return texts.departures_line(dead)
        taken = interlude.taken
        if taken is None:
            return texts.shot_deaths_line(dead)
        shooter, *targets = taken.seats
        if len(targets) != 1 or targets[0] not in interlude.deaths:
            return texts.departures_line(dead)
        shooters = {targets[0]: shooter}
        return self._gone_with(interlude.deaths, names, shooters)

    def _gone_with(
        self, seats: list[int], names: list[str], shooters: dict[int, int | None] | None = None
    ) -> str:
        """The line for ``seats``, gone beside the news's own deaths: each one shot said
        as such (``shooters``: target -> the Hunter's seat, None where the table may not
        know who fired; by default the shots the view shows, a one-night game's at its
        end), naming the Hunter with his card where it is shown; then the others, also
        gone. Empty without ``seats``."""
        view = self.view
        if shooters is None:
            shots = [n.seats for n in (view.notes if view else ()) if n.key == "shot.fired"]
            shooters = {target: shooter for shooter, target in shots}
        lines = []
        for seat in seats:
            if seat not in shooters:
                continue
            hunter, card, shooter = "", "", shooters[seat]
            if shooter is not None and view is not None:
                card = self._shown_roles(view).get(shooter, "")
                hunter = presenters.name_of(names, shooter)
            lines.append(texts.shot_line(presenters.name_of(names, seat), hunter, card))
        also = [presenters.name_of(names, seat) for seat in seats if seat not in shooters]
        if also:
            lines.append(texts.also_gone(also))
        return " ".join(lines)

    def _after_pause_line(self, interlude: Interlude, names: list[str]) -> str:
        """The banished leave after the village's pause (the Devoted Servant's secret
        choice): each with the card shown, said as such (a Servant card: she took theirs);
        then whoever died with them."""
        roles = self._shown_roles(self.view) if self.view is not None else {}
        lines = []
        for seat in interlude.banished:
            role = roles.get(seat, "")
            name = presenters.name_of(names, seat)
            lines += [texts.banished_card_line(name, role), texts.powers_lost_line(role)]
        also = [
            presenters.name_of(names, s) for s in interlude.deaths if s not in interlude.banished
        ]
        if also:
            lines.append(texts.also_gone(also))
        return " ".join(line for line in lines if line)

    def _announce(self, interlude: Interlude, names: list[str]) -> dict[str, str]:
        """The title and line of an election's news without a tally."""
        title = interlude.titled[0] if interlude.titled else self._title()
        heading = translate("Board", "The election of the {title}").format(
            title=texts.title_name(title)
        )
        if interlude.titled is not None:
            _title, seat, how = interlude.titled
            line = texts.title_given(title, presenters.name_of(names, seat), how)
        else:
            line = translate(
                "Board", "Nobody stood: lots drew {names}, and the vote is between them."
            ).format(
                names=texts.names_list([presenters.name_of(names, s) for s in interlude.drawn])
            )
        return {"deathsTitle": heading, "deathsLine": line}
