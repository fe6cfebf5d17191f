"""The encrypted, authenticated wire: a SPAKE2 handshake on the join code, then sealed frames.

Why a PAKE (and not TLS with a pinned fingerprint): a laptop that typed ``host:port`` by hand
has no fingerprint to pin, so only a password-authenticated key exchange on the code everyone
already shares makes "a machine that does not know the code can neither join nor pose as the
host" true. docs/architecture.md records the decision.

Handshake (binary frames, after the host's plaintext ``server_info``; ``context`` binds that
plaintext preamble so that tampering with it fails the handshake)::

    client -> host   START    = 0x01 | version | SPAKE2 message A       (35 bytes)
    host -> client   REPLY    = 0x02 | SPAKE2 message B | host proof    (66 bytes)
    client -> host   CONFIRM  = 0x03 | client proof                     (33 bytes)

The host proves it knows the code first; the client checks that proof before it answers, so a
fake host learns nothing from a laptop (not even one guess per reconnection). A machine posing
as a client gets at most one guess per handshake, which the host counts (see
:mod:`lgdesktop.net.lockout`) from the moment it sends REPLY: a client that never confirms has
still used its guess. A wrong code fails on both sides before any game data: the client refuses
REPLY (``bad_code``), and the host refuses a wrong or missing CONFIRM.

Keys: SPAKE2 (python ``spake2``, Ed25519 group) gives a shared key; HKDF-SHA256 over it, salted
with the session id (SHA-256 of the context and both SPAKE2 messages), gives the two proof keys
and one ChaCha20-Poly1305 key per direction. Frames carry no nonce: each side counts the frames
it sent and received, so a replayed, reordered, dropped or truncated frame fails to open, and
after the first failure the channel refuses everything (no oracle, no resynchronisation).

Pure: no I/O, no clock. Inputs are bytes; outputs are bytes or :class:`SecureChannel`.
"""

from __future__ import annotations

import hashlib
import hmac
import os
from collections.abc import Callable

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from spake2 import SPAKE2_A, SPAKE2_B
from spake2.spake2 import SPAKEError

#: Version of this handshake, carried by START; a peer of another version is refused.
HANDSHAKE_VERSION = 1
#: SPAKE2 identities of the two roles (part of the SPAKE2 transcript: roles cannot be swapped).
CLIENT_ID = b"lgdesktop client"
HOST_ID = b"lgdesktop host"
#: Frame type bytes of the three handshake messages.
START, REPLY, CONFIRM = 0x01, 0x02, 0x03
#: Length of a SPAKE2 message with the default Ed25519 parameters (side byte + point).
SPAKE2_MESSAGE_BYTES = 33
#: Length of a key-confirmation proof (HMAC-SHA256).
PROOF_BYTES = 32
#: Exact lengths of the three handshake frames (anything else is refused unread).
START_BYTES = 2 + SPAKE2_MESSAGE_BYTES
REPLY_BYTES = 1 + SPAKE2_MESSAGE_BYTES + PROOF_BYTES
CONFIRM_BYTES = 1 + PROOF_BYTES
#: Bytes a sealed frame adds to its plaintext: the Poly1305 tag and at least one padding byte.
SEAL_OVERHEAD = 16 + 1
#: Frames one direction may carry before the channel refuses to go on (nonces never repeat;
#: a game sends a few thousand).
MAX_FRAMES = 2**63
#: Length of every derived key, in bytes.
KEY_BYTES = 32
_PADDING_MARK = 0x80
#: Size bucket of what a laptop seals: its plaintext (message + padding mark) is padded to
#: the next multiple of this many bytes, so a frame's length tells an onlooker on the Wi-Fi
#: only its bucket. 256 because every night input of every edition at the largest table
#: (a kind, one or a few seats, center cards, an option such as ``save:17``, the version and
#: ``ref``) encodes to well under 256 bytes (about 120 today), so the Witch, Cupid, the
#: Little Girl and every decoy send the same length; chat lines and lobby requests share it
#: when short. tests/security/test_padding.py checks this for every legal night input.
CLIENT_PAD_BUCKET = 256


def padded_length(length: int, limit: int) -> int:
    """The ``pad_to`` that puts a message of ``length`` bytes in its size bucket: the
    plaintext (message + padding mark) rounded up to a multiple of
    :data:`CLIENT_PAD_BUCKET`, but never past ``limit + 1`` (the peer's ``max_frame``
    bound, see :class:`SecureChannel`)."""
    buckets = -(-(length + 1) // CLIENT_PAD_BUCKET)
    return min(buckets * CLIENT_PAD_BUCKET, limit + 1)


class SecureError(Exception):
    """The handshake or a frame is refused. ``code``: ``bad_handshake`` (malformed or out of
    order), ``bad_code`` (the other side does not know the code, or is not the host),
    ``bad_frame`` (a sealed frame that does not open), ``channel_closed`` (a frame after a
    failure)."""

    def __init__(self, code: str, message: str):
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


def code_password(code: str) -> bytes:
    """The SPAKE2 password for a join code (domain-separated, so the same digits used
    elsewhere never give the same key)."""
    return b"lgdesktop join code:" + code.encode("utf-8")


class _Keys:
    """The four keys of one session, derived from the SPAKE2 key and the session id."""

    def __init__(self, spake_key: bytes, session_id: bytes):
        material = HKDF(
            algorithm=hashes.SHA256(),
            length=4 * KEY_BYTES,
            salt=session_id,
            info=b"lgdesktop secure wire v1",
        ).derive(spake_key)
        chunks = [material[i : i + KEY_BYTES] for i in range(0, 4 * KEY_BYTES, KEY_BYTES)]
        self.host_proof, self.client_proof, self.to_host, self.to_client = chunks
        self.session_id = session_id


def _session_id(context: bytes, message_a: bytes, message_b: bytes) -> bytes:
    digest = hashlib.sha256(b"lgdesktop session v1")
    for part in (context, message_a, message_b):
        digest.update(len(part).to_bytes(4, "big"))
        digest.update(part)
    return digest.digest()


def _agree(
    spake: SPAKE2_A | SPAKE2_B,
    their_message: bytes,
    context: bytes,
    message_a: bytes,
    message_b: bytes,
) -> _Keys:
    """Finish SPAKE2 with the peer's message and derive the session's keys."""
    try:
        spake_key = spake.finish(their_message)
    except (SPAKEError, ValueError) as error:
        raise SecureError("bad_handshake", f"bad SPAKE2 message: {error}") from None
    return _Keys(spake_key, _session_id(context, message_a, message_b))


def _proof(key: bytes, session_id: bytes) -> bytes:
    return hmac.new(key, session_id, hashlib.sha256).digest()


class SecureChannel:
    """Seals outgoing and opens incoming frames of one established connection.

    Each direction has its own key and frame counter: the n-th frame sent is sealed with
    nonce n, and the receiver expects exactly n, so replays, reordering, drops and cut frames
    all fail. Any failure closes the channel for good (every later call raises).
    ``max_frame`` bounds the plaintext this side accepts in :meth:`open`: the payload and
    its padding together may be at most ``max_frame + 1`` bytes (so a peer's ``pad_to``
    must stay within that).
    """

    def __init__(self, send_key: bytes, receive_key: bytes, session_id: bytes, max_frame: int):
        self._sealer = ChaCha20Poly1305(send_key)
        self._opener = ChaCha20Poly1305(receive_key)
        self._sent = 0
        self._received = 0
        self._broken = False
        self.max_frame = max_frame
        #: SHA-256 of the context and both SPAKE2 messages: names this session in logs.
        self.session_id = session_id

    @staticmethod
    def _nonce(counter: int) -> bytes:
        return counter.to_bytes(12, "big")

    def seal(self, data: bytes, *, pad_to: int = 0) -> bytes:
        """Encrypt and authenticate one frame. ``pad_to``: pad the plaintext to at least
        this many bytes, so frames of one size bucket cannot be told apart by length (the
        padding is removed by :meth:`open`)."""
        if self._broken:
            raise SecureError("channel_closed", "the channel failed earlier")
        if self._sent >= MAX_FRAMES:
            self._broken = True
            raise SecureError("channel_closed", "too many frames on one channel")
        padding = max(1, pad_to - len(data))
        plain = data + bytes([_PADDING_MARK]) + bytes(padding - 1)
        sealed = self._sealer.encrypt(self._nonce(self._sent), plain, None)
        self._sent += 1
        return sealed

    def open(self, frame: bytes) -> bytes:
        """Check and decrypt the next frame from the peer; returns its plaintext.

        Raises :class:`SecureError` ``bad_frame`` for anything but the exact next frame the
        peer sealed (forged, replayed, reordered, cut, too large), then ``channel_closed``
        for every later frame: the caller closes the connection.
        """
        if self._broken:
            raise SecureError("channel_closed", "the channel failed earlier")
        if not isinstance(frame, bytes | bytearray | memoryview):
            self._broken = True
            raise SecureError("bad_frame", "sealed frames are binary")
        if not SEAL_OVERHEAD <= len(frame) <= self.max_frame + SEAL_OVERHEAD:
            self._broken = True
            raise SecureError("bad_frame", f"sealed frame of {len(frame)} bytes")
        try:
            plain = self._opener.decrypt(self._nonce(self._received), bytes(frame), None)
        except InvalidTag:
            self._broken = True
            raise SecureError("bad_frame", "frame forged, replayed, reordered or cut") from None
        self._received += 1
        end = len(plain.rstrip(b"\0")) - 1
        if end < 0 or plain[end] != _PADDING_MARK:
            self._broken = True
            raise SecureError("bad_frame", "bad padding")
        return plain[:end]


class ClientHandshake:
    """The laptop's side. ``code``: what the player typed (or the code remembered for a
    reconnection); ``context``: the exact bytes of the host's plaintext ``server_info``;
    ``max_frame``: largest plaintext accepted from the host.

    Use: ``send(hs.start())``; on the host's reply, ``confirm, channel = hs.finish(reply)``,
    send ``confirm``, then only sealed frames (``channel.seal(hello)`` first).
    ``entropy``: the source of SPAKE2's randomness (``os.urandom``; the test vectors of
    the phone's page, tests/net/test_page.py, give fixed bytes).
    """

    def __init__(
        self,
        code: str,
        *,
        context: bytes = b"",
        max_frame: int,
        entropy: Callable[[int], bytes] = os.urandom,
    ):
        self._spake = SPAKE2_A(code_password(code), idA=CLIENT_ID, idB=HOST_ID, entropy_f=entropy)
        self._context = context
        self._max_frame = max_frame
        self._message: bytes | None = None
        self._done = False

    def start(self) -> bytes:
        """The START frame (call once)."""
        if self._message is not None:
            raise SecureError("bad_handshake", "start() already called")
        self._message = self._spake.start()
        return bytes([START, HANDSHAKE_VERSION]) + self._message

    def finish(self, reply: bytes) -> tuple[bytes, SecureChannel]:
        """Check the host's REPLY; returns the CONFIRM frame to send and the channel.

        Raises :class:`SecureError`: ``bad_code`` when the host's proof is wrong (the code
        typed is not the room's, or this is not the host: tell the player "wrong code"),
        ``bad_handshake`` for a malformed or unexpected frame. Nothing is to be sent then.
        """
        if self._message is None or self._done:
            raise SecureError("bad_handshake", "finish() before start() or twice")
        self._done = True
        if not isinstance(reply, bytes) or len(reply) != REPLY_BYTES or reply[0] != REPLY:
            raise SecureError("bad_handshake", "not a handshake reply")
        their_message = reply[1 : 1 + SPAKE2_MESSAGE_BYTES]
        keys = _agree(self._spake, their_message, self._context, self._message, their_message)
        if not hmac.compare_digest(
            reply[1 + SPAKE2_MESSAGE_BYTES :], _proof(keys.host_proof, keys.session_id)
        ):
            raise SecureError("bad_code", "the host does not know this code")
        confirm = bytes([CONFIRM]) + _proof(keys.client_proof, keys.session_id)
        return confirm, SecureChannel(
            keys.to_host, keys.to_client, keys.session_id, self._max_frame
        )


class HostHandshake:
    """The host's side of one connection. ``code``: the room's join code; ``context``: the
    exact bytes of the ``server_info`` frame sent on this connection; ``max_frame``: largest
    plaintext accepted from the laptop.

    Use: on START, ``send(hs.reply(start))`` (check the lockout *before*: each reply gives
    the peer one guess); on CONFIRM, ``channel = hs.finish(confirm)``. ``entropy``: as
    for :class:`ClientHandshake`.
    """

    def __init__(
        self,
        code: str,
        *,
        context: bytes = b"",
        max_frame: int,
        entropy: Callable[[int], bytes] = os.urandom,
    ):
        self._spake = SPAKE2_B(code_password(code), idA=CLIENT_ID, idB=HOST_ID, entropy_f=entropy)
        self._context = context
        self._max_frame = max_frame
        self._keys: _Keys | None = None
        self._replied = False
        self._done = False

    def reply(self, start: bytes) -> bytes:
        """Answer the client's START with REPLY (the host's SPAKE2 message and proof).

        Raises :class:`SecureError` ``bad_handshake`` for a malformed START, another
        handshake version, or a second call. A START that raises costs no guess.
        """
        if self._replied:
            raise SecureError("bad_handshake", "the client started twice")
        self._replied = True
        if not isinstance(start, bytes) or len(start) != START_BYTES or start[0] != START:
            raise SecureError("bad_handshake", "not a handshake start")
        if start[1] != HANDSHAKE_VERSION:
            raise SecureError(
                "bad_handshake", f"handshake version {start[1]} is not {HANDSHAKE_VERSION}"
            )
        their_message = start[2:]
        mine = self._spake.start()
        self._keys = _agree(self._spake, their_message, self._context, their_message, mine)
        return bytes([REPLY]) + mine + _proof(self._keys.host_proof, self._keys.session_id)

    def finish(self, confirm: bytes) -> SecureChannel:
        """Check the client's CONFIRM; returns the channel.

        Raises :class:`SecureError` ``bad_code`` when the proof is wrong (the client does
        not know the code: count a failure), ``bad_handshake`` when malformed or early.
        """
        if self._keys is None or self._done:
            raise SecureError("bad_handshake", "confirmation before the reply, or twice")
        self._done = True
        if not isinstance(confirm, bytes) or len(confirm) != CONFIRM_BYTES or confirm[0] != CONFIRM:
            raise SecureError("bad_handshake", "not a handshake confirmation")
        keys = self._keys
        if not hmac.compare_digest(confirm[1:], _proof(keys.client_proof, keys.session_id)):
            raise SecureError("bad_code", "the client does not know the code")
        return SecureChannel(keys.to_client, keys.to_host, keys.session_id, self._max_frame)
