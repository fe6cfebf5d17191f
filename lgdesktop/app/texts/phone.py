"""The phones' page's own sentences: its labels, and the error sentences whose laptop
version names the laptop (the rest of :data:`~.errors.ERROR_TEXTS` reads right on a phone
and is exported as it is).

They live in the app's catalogue (context ``Phone``) so that they are translated like every
other text; :mod:`lgdesktop.web.texts` exports them, with the error sentences, to the page's
``texts.json``. Nothing here is shown by the laptop app.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

#: Context of the page's sentences in the catalogue.
CONTEXT = "Phone"

#: The page's labels, by the key the page's script uses.
PAGE_TEXTS = {
    "title": QT_TRANSLATE_NOOP("Phone", "Werewolf"),
    "name": QT_TRANSLATE_NOOP("Phone", "Your name"),
    "code": QT_TRANSLATE_NOOP("Phone", "Code shown on the TV"),
    "join": QT_TRANSLATE_NOOP("Phone", "Join"),
    "joining": QT_TRANSLATE_NOOP("Phone", "Joining…"),
    "seated": QT_TRANSLATE_NOOP("Phone", "You are at the table {room}, seat {seat}."),
    "waiting": QT_TRANSLATE_NOOP("Phone", "The game starts when the host says so."),
    "reconnecting": QT_TRANSLATE_NOOP("Phone", "Connection lost — reconnecting…"),
    "knocking": QT_TRANSLATE_NOOP(
        "Phone", "The TV is busy. Read this code to the host, who will let you in:"
    ),
    "players": QT_TRANSLATE_NOOP("Phone", "Players at the table"),
    "you": QT_TRANSLATE_NOOP("Phone", "you"),
    "is_ready": QT_TRANSLATE_NOOP("Phone", "ready"),
    "away": QT_TRANSLATE_NOOP("Phone", "away"),
    "bot": QT_TRANSLATE_NOOP("Phone", "computer"),
    "dead": QT_TRANSLATE_NOOP("Phone", "dead"),
    "ready": QT_TRANSLATE_NOOP("Phone", "I am ready"),
    "unready": QT_TRANSLATE_NOOP("Phone", "Not ready after all"),
    "hold": QT_TRANSLATE_NOOP("Phone", "Hold to see your card"),
    "tab_play": QT_TRANSLATE_NOOP("Phone", "Play"),
    "tab_notes": QT_TRANSLATE_NOOP("Phone", "Notes"),
    "tab_chat": QT_TRANSLATE_NOOP("Phone", "Chat"),
    "confirm": QT_TRANSLATE_NOOP("Phone", "Confirm"),
    "ready_to_vote": QT_TRANSLATE_NOOP("Phone", "Ready to vote"),
    "asked_vote": QT_TRANSLATE_NOOP("Phone", "You asked for the vote."),
    "table": QT_TRANSLATE_NOOP("Phone", "The table"),
    "notes": QT_TRANSLATE_NOOP("Phone", "What you know"),
    "no_notes": QT_TRANSLATE_NOOP("Phone", "Nothing yet."),
    "known": QT_TRANSLATE_NOOP("Phone", "Cards you know"),
    "ghost": QT_TRANSLATE_NOOP("Phone", "You are dead: follow the game in silence."),
    "won": QT_TRANSLATE_NOOP("Phone", "You won!"),
    "lost": QT_TRANSLATE_NOOP("Phone", "You lost."),
    "cards": QT_TRANSLATE_NOOP("Phone", "Every card"),
    "again": QT_TRANSLATE_NOOP("Phone", "The host may start another game: keep this page open."),
    "message": QT_TRANSLATE_NOOP("Phone", "Your message"),
    "send": QT_TRANSLATE_NOOP("Phone", "Send"),
    "no_chat": QT_TRANSLATE_NOOP("Phone", "Nothing said yet."),
}

#: Error sentences for a phone, where the laptop's names the laptop.
PHONE_ERROR_TEXTS = {
    "incompatible_version": QT_TRANSLATE_NOOP(
        "Phone", "This page and the TV run different versions of the game: reload the page."
    ),
    "bad_hello": QT_TRANSLATE_NOOP(
        "Phone", "The TV did not understand this phone's greeting. Try joining again."
    ),
    "replaced": QT_TRANSLATE_NOOP("Phone", "Your seat was taken over from another screen."),
    "too_many_attempts": QT_TRANSLATE_NOOP(
        "Phone", "Too many wrong codes from this phone: wait a little, then try again."
    ),
    "bad_frame": QT_TRANSLATE_NOOP("Phone", "The TV could not read a message from this phone."),
    "bad_message": QT_TRANSLATE_NOOP("Phone", "The TV could not read a message from this phone."),
    "binary_frame": QT_TRANSLATE_NOOP("Phone", "The TV could not read a message from this phone."),
    "frame_too_deep": QT_TRANSLATE_NOOP(
        "Phone", "The TV could not read a message from this phone."
    ),
    "unreachable": QT_TRANSLATE_NOOP(
        "Phone", "The TV cannot be reached: is this phone on the same Wi-Fi as the TV?"
    ),
}
