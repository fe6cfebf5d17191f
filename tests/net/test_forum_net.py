"""``forum`` over the real host: the Mayor elected before the deal, and a proxy vote lodged
by day that counts because its player is away (disconnected) when the session closes (the
room passes the away seats in its closing ``Timeout(absent=...)``)."""

from __future__ import annotations

from engine.forumplay import SHORT

from lgdesktop.engine import ProxyVote, Vote

from .netkit import eventually, start_game

#: A wolf, five villagers, a Seer, a villager (RULES §4's smallest recommended table).
DEAL = tuple(SHORT[letter] for letter in "WVVVVSVV")


async def test_a_proxy_counts_for_a_player_away_at_the_close(start_host, connect):
    server = await start_host(edition="forum", players=8, deal=DEAL, seed=5)
    board, players = await start_game(server, connect, 8, deal=DEAL)
    for seat, player in enumerate(players):
        await player.async_submit(Vote(option="stand" if seat == 1 else "decline"))
    await eventually(lambda: server.game.title_holder("mayor") == 1, what="the Mayor")
    while server.game.phase.value == "night":  # the admin closes each step of the night
        await board.async_timer("skip")
    await eventually(lambda: server.game.phase.value == "day", what="day 1")
    away = next(s for s in range(2, 8) if server.game.alive[s])
    await eventually(lambda: players[away].view.board.phase == "day")
    await players[away].async_submit(ProxyVote(1))
    await players[away].async_close()
    await eventually(lambda: not server.lobby.seats[away].connected, what="the seat away")
    await board.async_timer("skip")  # the debate ends: the vote session opens
    await eventually(lambda: server.game.phase.value == "vote", what="the vote")
    await board.async_timer("skip")  # the session closes: only the proxy was cast
    tally = await eventually(
        lambda: next((e for e in server.game.public_view().events if e.type == "vote_tally"), None)
    )
    assert tally.ballots == ((away, 1),)
