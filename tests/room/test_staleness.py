"""The staleness rule: an input is refused only when its basis changed."""

from lgdesktop.engine import Vote
from lgdesktop.protocol import Ack, Error, Submit, TimerControl

from .kit import BOARD, DEAL7, Table


def to_vote(table: Table) -> None:
    table.send(BOARD, TimerControl("skip"))  # night -> day
    table.send(BOARD, TimerControl("skip"))  # day -> vote
    assert table.room.game.phase.value == "vote"


def test_votes_decided_on_the_same_view_are_all_accepted():
    table = Table(players=7, deal=DEAL7, seed=3)
    conns = table.start()
    to_vote(table)
    decided = {conn: table.views[conn] for conn in conns}  # everyone reads, then votes
    living = [conn for conn in conns if decided[conn].alive]
    for conn in living:
        view = decided[conn]
        target = view.legal[0].targets[0]
        answer = table.send(conn, Submit(Vote.kind, target, view.version))
        if table.room.game.phase.value != "vote":
            break  # the last vote closed it
        assert isinstance(answer, Ack), answer
    assert all(isinstance(table.last(conn, Ack | Error), Ack) for conn in living)


def test_an_input_whose_step_changed_is_stale_and_a_forged_version_too():
    table = Table(players=7, deal=DEAL7, seed=3)
    table.start()
    night = table.views[3]
    table.send(BOARD, TimerControl("skip"))  # night -> day: the basis changed
    answer = table.send(3, Submit("proxy_vote", 4, night.version))
    assert answer.code == "stale_version"
    assert answer.params == {"version": str(night.version), "current": str(table.views[3].version)}
    assert (
        table.send(3, Submit("proxy_vote", 4, table.views[3].version + 7)).code == "stale_version"
    )
    assert isinstance(table.send(3, Submit("proxy_vote", 4, table.views[3].version)), Ack)


def test_another_wolfs_pick_does_not_make_a_wolfs_choice_stale():
    table = Table(players=7, deal=DEAL7, seed=3)
    table.start()
    before = table.views[1]
    assert isinstance(table.send(0, Submit("night_choice", 4, table.views[0].version)), Ack)
    assert table.views[1].version != before.version  # the pack sees the pick
    assert isinstance(table.send(1, Submit("night_choice", 5, before.version)), Ack)
