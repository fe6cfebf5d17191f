"""A bot that plays through the network protocol exactly as a laptop would.

It joins with a name and the code, says it is ready, and then answers each new view of
its own seat with what :mod:`lgdesktop.bots` decides; during the day it asks for the vote
at once (bots have nothing to discuss). When the host plays again (same seats) it follows
the table back to the lobby and says ready again. Used by ``lgdesktop bot``, by the app to
fill empty seats, and by the tests.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable, Sequence

from ..bots import make_bot
from ..engine import PlayerView
from .client import GameClient, RequestRefused, TokenStore

log = logging.getLogger(__name__)

#: How long a bot keeps trying to join, in seconds: a host under a code-guessing attack
#: gives a newcomer the next free guess (a few refills of 6 s, ``lockout.py``) once the
#: attacking addresses have each spent one, and lets a knocking bot in at once (its door
#: tag is logged for the host); a host that is really gone is reported after a minute.
BOT_JOIN_PATIENCE = 60.0


async def async_run_bot(
    host: str,
    port: int,
    code: str,
    name: str,
    strategy: str = "random",
    seed: int = 0,
    *,
    games: int | None = 1,
    token: str | None = None,
    token_store: TokenStore | None = None,
    on_frame: Callable[[bytes | str], None] | None = None,
    on_result: Callable[[dict], None] | None = None,
    chat: Callable[[PlayerView], Sequence[tuple[str, str]]] | None = None,
) -> dict:
    """Join and play ``games`` games (None: every game until the host closes the table),
    getting ready again in the lobby after each; returns the last game's result from this
    seat's point of view: ``seat``, ``name``, ``role``, ``winner``, ``winners``, ``won``.

    ``on_result`` receives each game's result as it ends; ``on_frame`` every raw frame
    from the host (see :class:`GameClient`). Raises :class:`RequestRefused` if the host
    refuses the bot (wrong code, full table...) and ConnectionError if the connection is
    closed for good before a game ended (or, with ``games``, before that many ended).
    ``token``: take the seat the host made for this bot (the host's own bots) rather than
    join under ``name``.
    ``chat`` gives, for each new view of the game, the lines (channel, text) the bot
    posts before it acts (a refused line is dropped: the view moved on).
    """
    bot = make_bot(strategy, seed)
    changed = asyncio.Event()
    client = GameClient(
        host,
        port,
        kind="player",
        name=name,
        code=code,
        bot=True,
        token=token,
        token_store=token_store,
        on_frame=on_frame,
        on_lobby=lambda _: changed.set(),
        on_view=lambda _: changed.set(),
        on_status=lambda _: changed.set(),
        on_door_tag=lambda tag: log.warning(
            "%s: the host is busy (code guesses at its door); let door tag %s in", name, tag
        ),
    )
    await client.async_connect(patience=BOT_JOIN_PATIENCE)
    results: list[dict] = []
    asked_vote: set[tuple[int, int]] = set()
    #: The view that showed the last result, and the game number it ended.
    done_view: PlayerView | None = None
    done_number = -1
    try:
        while True:
            await changed.wait()
            changed.clear()
            view, lobby = client.view, client.lobby
            number = 0 if lobby is None else lobby.game_number
            ended = (
                isinstance(view, PlayerView)
                and view is not done_view
                and view.board.result is not None
                and number != done_number
            )
            if ended:  # first, even if the host closed the table right after the end
                done_view, done_number = view, number
                result = _result(view, name)
                results.append(result)
                if on_result is not None:
                    on_result(result)
                if games is not None and len(results) >= games:
                    return result
            if client.status == "closed":
                if results and games is None:
                    return results[-1]
                raise ConnectionError(f"{name}: the host closed the connection")
            try:
                if lobby is not None and lobby.state == "lobby":
                    await _async_get_ready(client)
                    continue
                if (
                    not isinstance(view, PlayerView)
                    or view is done_view
                    or view.board.result is not None
                ):
                    continue  # no view of the new game yet, or nothing left to do
                board = view.board
                for channel, text in chat(view) if chat is not None else ():
                    with contextlib.suppress(RequestRefused):
                        await client.async_chat(channel, text)
                if board.phase == "day" and view.alive and (number, board.number) not in asked_vote:
                    asked_vote.add((number, board.number))
                    await client.async_ready_to_vote()
                choice = bot.decide(view)
                if choice is not None:
                    await client.async_submit(choice)
            except RequestRefused as refusal:
                if refusal.code in ("not_connected", "connection_lost"):
                    continue  # the client reconnects; the next view wakes us up
                # Otherwise the state moved on under us (the step closed, the basis of
                # the choice changed): the next view says what to do.
    finally:
        await client.async_close()


def _result(view: PlayerView, name: str) -> dict:
    result = view.board.result
    return {
        "seat": view.seat,
        "name": name,
        "role": view.role,
        "winner": result.winner,
        "winners": list(result.winners),
        "won": view.seat in result.winners,
    }


async def _async_get_ready(client: GameClient) -> None:
    """In the lobby: say ready once the host lists this seat as not ready."""
    lobby = client.lobby
    if lobby is None or lobby.state != "lobby" or client.seat is None:
        return
    seat = next((s for s in lobby.seats if s.seat == client.seat), None)
    if seat is not None and not seat.ready:
        await client.async_set_ready(True)
