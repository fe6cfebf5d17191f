"""The board's lobby: the table filling (seats, addresses and the join code's QR), the
composition, settings and presets, why the game cannot start yet, and the host's slots
that change them.

:class:`Lobby` is a part of :class:`~.board.BoardModel` (its slots are the model's): it
fills the model's lobby rows and acts through the model's admin port.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, Slot

from ...engine import SetupError, catalogue
from ...web import page_url
from ..texts import presenters, texts
from ..texts.i18n import translate

#: A preset's row: the presenter's, its line in the menu (with why it is greyed out), and
#: whether the roles in play are that preset's.
PRESET_KEYS = (*presenters.PRESET_KEYS, "choice", "selected")
#: The names the host gives its own computer players, "Bot 1", "Bot 2"... in the TV's
#: language (a name is kept once given: everybody sees the same one).
BOT_NAME = QT_TRANSLATE_NOOP("Board", "Bot {number}")


class Lobby:
    """The lobby's rows and fields, and the host's slots on the table's set-up.

    ``phones``: whether the host serves the player page (its "Phones may join"); the QR
    code then opens that page in a phone's browser, and the short address a guest types
    (``phoneAddress``, ``http://HOST:PORT``, which the app's join form takes too) shows
    under it, one per address of the host (``typedAddresses``); off, the QR code holds the
    app's ``lgdesktop://`` link and the addresses show as the app takes them
    (``HOST:PORT``). The host's switch is :meth:`setPhones`.
    """

    phones = True

    def _qr_text(self, address: str, code: str) -> str:
        """What the TV's QR code holds: the player page's address with the code in its
        fragment, or (phones not welcome) the link that opens the laptop app."""
        if not address:
            return ""
        if self.phones:
            return page_url(address, code)
        return f"lgdesktop://{address}/?code={code}"

    def _refresh_lobby(self) -> None:
        lobby = self.lobby
        if lobby is None:
            return
        edition = catalogue.edition_info(lobby.edition)
        composition = presenters.as_dict(lobby.composition)
        settings = presenters.as_dict(lobby.settings)
        count = len(lobby.seats)
        # The deck holds one card per player plus the center's, which may depend on the
        # composition (one_night: 3; thiercelieux: 2 with the Thief, none without).
        try:
            center = catalogue.center_cards(lobby.edition, composition)
        except SetupError:  # an edition gone from the registry (a test's): its usual center
            center = edition.center_cards
        villagers = (
            count
            + center
            - sum(n for role, n in composition.items() if role != edition.filler_role)
        )
        addresses = [
            a if ":" in a else f"{a}:{self.endpoint.rpartition(':')[2]}"
            for a in getattr(lobby, "addresses", ()) or ()
        ] or ([self.endpoint] if self.endpoint else [])
        address = addresses[0] if addresses else ""
        spare = villagers + self._table_seats() - count  # villagers the whole table gets
        hint, alarm = self._start_hint(lobby, count, spare)
        in_lobby = lobby.state == "lobby"
        self.publish(
            room=lobby.room,
            code=lobby.code or "",
            edition=lobby.edition,
            editionLabel=texts.edition_name(lobby.edition),
            address=address,
            addresses=addresses,
            qrText=self._qr_text(address, lobby.code or ""),
            phonesMayJoin=self.phones,
            phoneAddress=f"http://{address}" if self.phones and address else "",
            typedAddresses=[f"http://{a}" for a in addresses] if self.phones else addresses,
            playerCount=count,
            minPlayers=edition.min_players,
            maxPlayers=lobby.max_players,
            canStart=in_lobby and not hint and self.port is not None,
            startHint=hint,
            startAlarm=alarm,
            botCount=sum(seat.bot for seat in lobby.seats),
            playerWarning=texts.player_warning(lobby.edition, self._table_seats()),
            villagers=max(0, villagers),
        )
        if self.view is None:
            self.player_rows.set_rows(
                [
                    {
                        "seat": seat.seat,
                        "name": seat.name,
                        "ready": seat.ready,
                        "connected": seat.connected,
                        "bot": seat.bot,
                        "alive": True,
                        "roleLabel": "",
                        "voted": False,
                        "title": "",
                        "titleLabel": "",
                        "weight": "",
                    }
                    for seat in lobby.seats
                ]
            )
        editions = presenters.edition_rows()
        if self.edition_rows.rows != editions:
            self.edition_rows.set_rows(editions)
        ids = [row["edition"] for row in editions]
        self.publish(editionIndex=ids.index(lobby.edition) if lobby.edition in ids else -1)
        rows = presenters.composition_rows(
            lobby.edition, composition, every_role=in_lobby and self.port is not None
        )
        # The roles in play first, then those the host may add; each part in night order
        # (a stable sort), so the deck reads from the top even in the host's editable list.
        self.composition_rows.set_rows(sorted(rows, key=lambda row: not row["count"]))
        self.setting_rows.set_rows(presenters.setting_rows(lobby.edition, settings, composition))
        seats = self._table_seats()
        try:
            presets = presenters.preset_rows(lobby.edition, seats)
        except SetupError:  # an edition gone from the registry (a test's): no presets
            presets = []
        chosen = self._preset_in_play(presets, composition)
        for row in presets:
            row["selected"] = row["preset"] == chosen
            row["choice"] = row["label"] + (f" ({row['reason']})" if row["reason"] else "")
        self.preset_rows.set_rows(presets)
        ids = [row["preset"] for row in presets]
        in_play = {role: n for role, n in composition.items() if n}
        recommended = not chosen and in_play == {
            role: n
            for role, n in presenters.as_dict(getattr(lobby, "recommended", None)).items()
            if n
        }
        if chosen:
            label = texts.preset_name(chosen)
        elif recommended:
            label = translate("Board", "Recommended roles")
        else:
            label = translate("Board", "None: roles chosen by hand")
        self.publish(
            presetLine=self._preset_line(
                label if chosen or recommended else "", composition, seats
            ),
            presetIndex=ids.index(chosen) if chosen else -1,
            presetLabel=label,
        )

    def _table_seats(self) -> int:
        """The seats the roles are dealt for: the whole table a host waits for, or the
        players seated at a shared screen (its roles follow them)."""
        if self.state["local"]:
            return len(self.lobby.seats)
        return self.lobby.max_players

    def _preset_in_play(self, presets: list[dict[str, Any]], composition: dict) -> str:
        """The available preset whose roles (villagers aside) are the ones in play, or ""."""
        filler = catalogue.edition_info(self.lobby.edition).filler_role
        powers = {role: n for role, n in composition.items() if n and role != filler}
        for row in presets:
            if not row["available"]:
                continue
            deck = catalogue.preset_setup(self.lobby.edition, row["preset"], self._table_seats())
            if {role: n for role, n in deck.items() if n and role != filler} == powers:
                return row["preset"]
        return ""

    def _preset_line(self, label: str, composition: dict, seats: int) -> str:
        """ "Preset “First game”: 7 roles with a power for 16 seats" ("" without ``label``,
        the name of the preset, or "Recommended roles", in play)."""
        if not label:
            return ""
        filler = catalogue.edition_info(self.lobby.edition).filler_role
        count = sum(n for role, n in composition.items() if role != filler)
        powers = translate("Board", "%n role(s) with a power", None, count)
        return translate("Board", "Preset “{preset}”: {powers} for {seats} seats").format(
            preset=label, powers=powers, seats=seats
        )

    def _start_hint(self, lobby: Any, count: int, spare: int) -> tuple[str, bool]:
        """Why the game cannot start yet and whether that is a set-up to fix (True) or a
        table that fills (False); ("", False) when it can start. The host's
        ``start_blocker`` counts the table's seats: roles for 16 seats are no problem
        while 8 players sit there. ``spare``: the villagers the table's seats leave (below 0:
        more roles than seats)."""
        edition = catalogue.edition_info(lobby.edition)
        blocker = lobby.start_blocker
        waiting = sum(not seat.ready for seat in lobby.seats)
        filling = blocker is not None and blocker.code == "waiting_for_players"
        if count < edition.min_players or filling:
            # The same neutral line in every edition while the table fills: the seats the
            # roles are dealt for (at least the edition's least table) and those still empty.
            seats = max(self._table_seats(), edition.min_players)
            return translate(
                "Board",
                "{roles} roles for {seats} seats: waiting for %n more player(s)",
                None,
                seats - count,
            ).format(roles=seats, seats=seats), False
        if spare < 0:
            seats = self._table_seats()
            return translate("Board", "Too many roles for %n seat(s)", None, seats), True
        if waiting:
            return translate("Board", "Waiting for %n player(s) to be ready", None, waiting), False
        if blocker is not None:  # the host knows better
            if blocker.code in ("not_ready", "not_enough_players"):
                return translate("Board", "Not everybody is ready yet."), False
            return translate("Board", "These roles cannot be dealt: change the composition."), True
        return "", False

    @Slot(str, int)
    def setRoleCount(self, role: str, count: int) -> None:
        """Change one role's count in the composition (villagers fill the rest)."""
        composition = presenters.as_dict(self.lobby.composition)
        composition[role] = max(0, count)
        filler = catalogue.edition_info(self.lobby.edition).filler_role
        composition.pop(filler, None)
        self._admin().set_composition({r: n for r, n in composition.items() if n})

    @Slot(str, str)
    def setSetting(self, name: str, value: str) -> None:
        self._admin().set_setting(name, value)

    @Slot(str)
    def setEdition(self, edition: str) -> None:
        """Play ``edition`` at this table (the host resets composition and settings)."""
        if self.lobby is not None and edition != self.lobby.edition:
            self._admin().set_edition(edition)

    @Slot()
    def useRecommended(self) -> None:
        self._admin().use_recommended()

    @Slot(str)
    def usePreset(self, preset: str) -> None:
        """Deal ``preset``'s composition to the table's seats (a greyed-out preset does
        nothing); villagers fill the rest, as with :meth:`setRoleCount`."""
        lobby = self.lobby
        seats = self._table_seats()
        if catalogue.preset_unavailable(lobby.edition, preset, seats) is not None:
            return
        composition = catalogue.preset_setup(lobby.edition, preset, seats)
        composition.pop(catalogue.edition_info(lobby.edition).filler_role, None)
        self._admin().set_composition(composition)

    @Slot()
    def start(self) -> None:
        self._admin().start()

    @Slot(bool)
    def setPhones(self, on: bool) -> None:
        """The host's "Phones may join" switch: the host serves the phones' page or stops
        at once (its next ``GET /`` answers 404), and the QR code and the phone's address
        follow."""
        self._admin().set_phones(on)
        self.phones = on
        self.refresh()

    @Slot(str)
    def addPlayer(self, name: str) -> None:
        """Single-device mode: seat one more player at the shared screen."""
        self._admin().add_player(name)

    @Slot(int, str)
    def kick(self, seat: int, name: str) -> None:
        """Remove the player at ``seat``, once the host confirmed it by ``name``: nothing
        happens when that seat no longer holds ``name`` (the table moved meanwhile)."""
        seats = self.lobby.seats if self.lobby is not None else []
        if 0 <= seat < len(seats) and seats[seat].name == name:
            self._admin().kick(seat)

    @Slot(int, result=str)
    def seatName(self, seat: int) -> str:
        """The name at lobby seat ``seat`` ("" when there is none)."""
        seats = self.lobby.seats if self.lobby is not None else []
        return seats[seat].name if 0 <= seat < len(seats) else ""

    @Slot(int, result=bool)
    def seatIsBot(self, seat: int) -> bool:
        """Whether lobby seat ``seat`` is played by the computer."""
        seats = self.lobby.seats if self.lobby is not None else []
        return 0 <= seat < len(seats) and seats[seat].bot

    @Slot()
    def addBot(self) -> None:
        """Seat a computer player run by the host, "Bot N" with the first free N (names
        are compared as the host compares them: case aside)."""
        taken = {seat.name.casefold() for seat in self.lobby.seats}
        number = 1
        while (name := translate("Board", BOT_NAME).format(number=number)).casefold() in taken:
            number += 1
        self._admin().add_bot(name)

    @Slot()
    def removeBot(self) -> None:
        """Remove the last seat of the host's own computer players."""
        self._admin().remove_bot()
