"""The chat of a player's window: the channels this seat may read and write now (the
pack's for a wolf, the dead's for a ghost ...), the lines received on each, and the line
sent.

:class:`Chat` is a part of :class:`~.player.PlayerModel` (its slots are the model's): it
keeps the lines received and fills the model's channel and chat rows.
"""

from __future__ import annotations

from PySide6.QtCore import Slot

from ...engine import PlayerView
from ..texts import texts

#: Longest chat line a player may send (the host enforces its own limit too).
MAX_CHAT = 200
#: Chat lines kept on screen.
CHAT_HISTORY = 100

CHAT_KEYS = ("author", "line")
CHANNEL_KEYS = ("channel", "label", "selected")


def chat_channels(view: PlayerView) -> list[str]:
    """The chat channels this seat's window shows now: those the engine lets it read and
    write (``view.channels``, in the edition's order; ``jinrou``'s pack has none)."""
    return list(view.channels)


class Chat:
    """The chat's lines by channel, its channels' rows and its slots."""

    def add_chat(self, author: str, text: str, channel: str = "dead") -> None:
        """A chat line received on ``channel``."""
        lines = [*self.chat_lines.get(channel, []), {"author": author, "line": text}]
        self.chat_lines[channel] = lines[-CHAT_HISTORY:]
        if channel == self.state["chatChannel"]:
            self.chat_rows.set_rows(self.chat_lines[channel])

    def _refresh_chat(self, view: PlayerView) -> None:
        """The channels shown and the one selected (the first, unless one still shown is)."""
        channels = chat_channels(view)
        selected = self.state["chatChannel"]
        if selected not in channels:
            selected = channels[0] if channels else ""
        self.channel_rows.set_rows(
            [
                {"channel": c, "label": texts.channel_name(c), "selected": c == selected}
                for c in channels
            ]
        )
        self.chat_rows.set_rows(self.chat_lines.get(selected, []))
        self.publish(chatChannel=selected, livingChat=view.alive and bool(channels))

    @Slot(str)
    def selectChat(self, channel: str) -> None:
        """Show the chat of ``channel`` (one of :attr:`chatChannels`)."""
        self.publish(chatChannel=channel)
        self.refresh()

    @Slot(str)
    def sendChat(self, text: str) -> None:
        """Send a line on the chat shown (:attr:`chatChannel`)."""
        text = text.strip()[:MAX_CHAT]
        channel = self.state["chatChannel"]
        if text and channel:
            self._port().chat(channel, text)
