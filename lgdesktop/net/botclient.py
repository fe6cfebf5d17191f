"""A bot that plays through the network protocol exactly as a laptop would.

It joins with a name and the code, says it is ready, and then answers each new view of
its own seat with what :mod:`lgdesktop.bots` decides; during the day it asks for the vote
at once (bots have nothing to discuss). Used by ``lgdesktop bot``, by the app to fill
empty seats, and by the tests.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from ..bots import make_bot
from ..engine import PlayerView
from .client import GameClient, RequestRefused, TokenStore


async def async_run_bot(host: str, port: int, code: str, name: str,
                        strategy: str = "random", seed: int = 0, *,
                        token_store: TokenStore | None = None,
                        on_frame: Callable[[bytes | str], None] | None = None) -> dict:
    """Join, play a whole game, and return its result from this seat's point of view:
    ``seat``, ``name``, ``role``, ``winner``, ``winners`` and ``won``.

    ``on_frame`` receives every raw frame from the host (see :class:`GameClient`).
    Raises :class:`RequestRefused` if the host refuses the bot (wrong code, full table...)
    and ConnectionError if the connection is closed for good before the end.
    """
    bot = make_bot(strategy, seed)
    changed = asyncio.Event()
    client = GameClient(host, port, kind="player", name=name, code=code, bot=True,
                        token_store=token_store, on_frame=on_frame,
                        on_lobby=lambda _: changed.set(), on_view=lambda _: changed.set(),
                        on_status=lambda _: changed.set())
    await client.async_connect()
    asked_vote: set[int] = set()
    try:
        while True:
            await changed.wait()
            changed.clear()
            if client.status == "closed":
                raise ConnectionError(f"{name}: the host closed the connection")
            view = client.view
            try:
                if not isinstance(view, PlayerView):
                    await _async_get_ready(client)
                    continue
                board = view.board
                if board.result is not None:
                    return {"seat": view.seat, "name": name, "role": view.role,
                            "winner": board.result.winner,
                            "winners": list(board.result.winners),
                            "won": view.seat in board.result.winners}
                if board.phase == "day" and view.alive and board.number not in asked_vote:
                    asked_vote.add(board.number)
                    await client.async_ready_to_vote()
                choice = bot.decide(view)
                if choice is not None:
                    await client.async_submit(choice)
            except RequestRefused as refusal:
                if refusal.code in ("not_connected", "connection_lost"):
                    continue  # the client reconnects; the next view wakes us up
                # Otherwise the state moved on under us (stale version, step closed):
                # the next view says what to do.
    finally:
        await client.async_close()


async def _async_get_ready(client: GameClient) -> None:
    """In the lobby: say ready once the host lists this seat as not ready."""
    lobby = client.lobby
    if lobby is None or lobby.state != "lobby" or client.seat is None:
        return
    seat = next((s for s in lobby.seats if s.seat == client.seat), None)
    if seat is not None and not seat.ready:
        await client.async_set_ready(True)
