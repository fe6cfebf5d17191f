// The encrypted wire of docs/protocol.md, the browser's side: the SPAKE2 handshake on the
// join code (as python `spake2` 0.9 computes it: SPAKE2_A, Ed25519 group, M and N made by
// hashing the seeds "M" and "N"), then the sealed frames. A line-by-line mirror of
// lgdesktop/protocol/secure.py (ClientHandshake, SecureChannel); tests/net/test_page.py checks it against
// vectors the Python side makes.
//
// Pure: no I/O. Inputs and outputs are Uint8Arrays.

import { chacha20poly1305 } from "@noble/ciphers/chacha.js";
import { ed25519 } from "@noble/curves/ed25519.js";
import { hkdf } from "@noble/hashes/hkdf.js";
import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";

const Point = ed25519.Point;
const text = new TextEncoder();

/** Version of the handshake, carried by START (secure.py HANDSHAKE_VERSION). */
export const HANDSHAKE_VERSION = 1;
/** SPAKE2 identities of the two roles (part of the SPAKE2 transcript). */
export const CLIENT_ID = text.encode("lgdesktop client");
export const HOST_ID = text.encode("lgdesktop host");
/** Frame type bytes of the three handshake messages. */
export const START = 0x01;
export const REPLY = 0x02;
export const CONFIRM = 0x03;
/** A SPAKE2 message: its side byte and an encoded point. */
export const SPAKE2_MESSAGE_BYTES = 33;
/** A key-confirmation proof (HMAC-SHA256). */
export const PROOF_BYTES = 32;
export const START_BYTES = 2 + SPAKE2_MESSAGE_BYTES;
export const REPLY_BYTES = 1 + SPAKE2_MESSAGE_BYTES + PROOF_BYTES;
export const CONFIRM_BYTES = 1 + PROOF_BYTES;
/** Bytes a sealed frame adds to its plaintext: the Poly1305 tag and one padding byte. */
export const SEAL_OVERHEAD = 16 + 1;
/** Size bucket of what a client seals (secure.py CLIENT_PAD_BUCKET). */
export const CLIENT_PAD_BUCKET = 256;
const KEY_BYTES = 32;
const PADDING_MARK = 0x80;
/** Bytes of randomness behind one SPAKE2 scalar (python spake2's random_scalar: 256 bits
 * more than the group order, so that the reduction has no bias worth the name). */
export const ENTROPY_BYTES = 64;

/** Order of the Ed25519 prime subgroup (python spake2's L). */
const L = 2n ** 252n + 27742317777372353535851937790883648493n;
/** python spake2's ParamsEd25519 M and N: arbitrary_element(b"M") and (b"N"), i.e.
 * HKDF-SHA256(seed, info "SPAKE2 arbitrary element", 48 bytes) as a big-endian y, the
 * first y (counting up) on the curve with the even x, times 8. Fixed here and checked
 * against the Python package by tests/net/test_page.py (a change there fails the vectors). */
export const M_BYTES = hex("15cfd18e385952982b6a8f8c7854963b58e34388c8e6dae891db756481a02312");
export const N_BYTES = hex("f04f2e7eb734b2a8f8b472eaf9c3c632576ac64aea650b496a8a20ff00e583c3");
const M = Point.fromBytes(M_BYTES);
const N = Point.fromBytes(N_BYTES);
const SIDE_A = 0x41;
const SIDE_B = 0x42;

/** An error of the wire, with the code secure.py's SecureError would carry:
 * `bad_handshake`, `bad_code`, `bad_frame` or `channel_closed`. */
export class SecureError extends Error {
  constructor(code, message) {
    super(`${code}: ${message}`);
    this.code = code;
  }
}

/** Bytes of a hex string. */
export function hex(string) {
  const bytes = new Uint8Array(string.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(string.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

/** Hex string of bytes. */
export function toHex(bytes) {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function concat(...parts) {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function bigEndian(bytes) {
  let number = 0n;
  for (const byte of bytes) number = (number << 8n) | BigInt(byte);
  return number;
}

function equal(a, b) {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
  return diff === 0;
}

function u32(length) {
  return new Uint8Array([length >>> 24, (length >>> 16) & 255, (length >>> 8) & 255, length & 255]);
}

/** The SPAKE2 password of a join code (secure.py code_password). */
export function codePassword(code) {
  return text.encode("lgdesktop join code:" + code);
}

/** python spake2's password_to_scalar: HKDF-SHA256(pw, info "SPAKE2 pw", 48 bytes), a
 * big-endian number, modulo L. */
function passwordScalar(password) {
  return bigEndian(hkdf(sha256, password, new Uint8Array(0), text.encode("SPAKE2 pw"), 48)) % L;
}

/** The side A of python spake2's SPAKE2 (SPAKE2_A with idA, idB). */
class Spake2A {
  constructor(password, idA, idB, entropy) {
    this.password = password;
    this.idA = idA;
    this.idB = idB;
    this.pw = passwordScalar(password);
    this.x = bigEndian(entropy) % L;
    if (this.x === 0n || this.pw === 0n) throw new SecureError("bad_handshake", "zero scalar");
    this.outbound = Point.BASE.multiply(this.x).add(M.multiply(this.pw)).toBytes();
  }

  start() {
    return concat([SIDE_A], this.outbound);
  }

  finish(inbound) {
    if (inbound[0] !== SIDE_B) throw new SecureError("bad_handshake", "bad SPAKE2 side");
    const message = inbound.slice(1);
    let element;
    try {
      element = Point.fromBytes(message);
    } catch {
      throw new SecureError("bad_handshake", "bad SPAKE2 message: not a point");
    }
    if (element.is0() || !element.isTorsionFree()) {
      throw new SecureError("bad_handshake", "bad SPAKE2 message: not in the group");
    }
    if (equal(element.toBytes(), this.outbound)) {
      throw new SecureError("bad_handshake", "bad SPAKE2 message: reflected");
    }
    const shared = element.add(N.multiply(L - this.pw)).multiply(this.x).toBytes();
    return sha256(
      concat(
        sha256(this.password),
        sha256(this.idA),
        sha256(this.idB),
        this.outbound,
        message,
        shared,
      ),
    );
  }
}

function sessionId(context, messageA, messageB) {
  const parts = [text.encode("lgdesktop session v1")];
  for (const part of [context, messageA, messageB]) parts.push(u32(part.length), part);
  return sha256(concat(...parts));
}

/** The four keys of one session (secure.py _Keys). */
export function deriveKeys(spakeKey, session) {
  const material = hkdf(sha256, spakeKey, session, text.encode("lgdesktop secure wire v1"), 128);
  const chunk = (i) => material.slice(i * KEY_BYTES, (i + 1) * KEY_BYTES);
  return {
    hostProof: chunk(0),
    clientProof: chunk(1),
    toHost: chunk(2),
    toClient: chunk(3),
    sessionId: session,
  };
}

function proof(key, session) {
  return hmac(sha256, key, session);
}

/** The `padTo` that puts a message of `length` bytes in its size bucket, never past
 * `limit + 1` (secure.py padded_length). */
export function paddedLength(length, limit) {
  const buckets = Math.ceil((length + 1) / CLIENT_PAD_BUCKET);
  return Math.min(buckets * CLIENT_PAD_BUCKET, limit + 1);
}

function nonce(counter) {
  const bytes = new Uint8Array(12);
  let value = counter;
  for (let i = 11; i >= 4 && value > 0; i--) {
    bytes[i] = value % 256;
    value = Math.floor(value / 256);
  }
  return bytes;
}

/** Seals outgoing and opens incoming frames of one connection (secure.py SecureChannel):
 * the n-th frame of a direction has nonce n; any failure closes the channel for good. */
export class SecureChannel {
  constructor(sendKey, receiveKey, session, maxFrame) {
    this.sendKey = sendKey;
    this.receiveKey = receiveKey;
    this.sessionId = session;
    this.maxFrame = maxFrame;
    this.sent = 0;
    this.received = 0;
    this.broken = false;
  }

  /** Encrypt one frame, its plaintext padded to at least `padTo` bytes. */
  seal(data, padTo = 0) {
    if (this.broken) throw new SecureError("channel_closed", "the channel failed earlier");
    const padding = Math.max(1, padTo - data.length);
    const plain = new Uint8Array(data.length + padding);
    plain.set(data);
    plain[data.length] = PADDING_MARK;
    const sealed = chacha20poly1305(this.sendKey, nonce(this.sent)).encrypt(plain);
    this.sent += 1;
    return sealed;
  }

  /** Check and decrypt the next frame from the host; throws SecureError `bad_frame` for
   * anything but the exact next frame, then `channel_closed` for every later one. */
  open(frame) {
    if (this.broken) throw new SecureError("channel_closed", "the channel failed earlier");
    if (!(frame instanceof Uint8Array)) {
      this.broken = true;
      throw new SecureError("bad_frame", "sealed frames are binary");
    }
    if (frame.length < SEAL_OVERHEAD || frame.length > this.maxFrame + SEAL_OVERHEAD) {
      this.broken = true;
      throw new SecureError("bad_frame", `sealed frame of ${frame.length} bytes`);
    }
    let plain;
    try {
      plain = chacha20poly1305(this.receiveKey, nonce(this.received)).decrypt(frame);
    } catch {
      this.broken = true;
      throw new SecureError("bad_frame", "frame forged, replayed, reordered or cut");
    }
    this.received += 1;
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end--;
    if (end < 0 || plain[end] !== PADDING_MARK) {
      this.broken = true;
      throw new SecureError("bad_frame", "bad padding");
    }
    return plain.slice(0, end);
  }
}

/** The client's side of the handshake (secure.py ClientHandshake). `context`: the exact
 * bytes of the host's server_info; `entropy`: 64 random bytes (tests give fixed ones). */
export class ClientHandshake {
  constructor(code, { context, maxFrame, entropy }) {
    const random = entropy ?? crypto.getRandomValues(new Uint8Array(ENTROPY_BYTES));
    this.spake = new Spake2A(codePassword(code), CLIENT_ID, HOST_ID, random);
    this.context = context;
    this.maxFrame = maxFrame;
    this.message = null;
    this.done = false;
  }

  /** The START frame (call once). */
  start() {
    if (this.message !== null) throw new SecureError("bad_handshake", "start() already called");
    this.message = this.spake.start();
    return concat([START, HANDSHAKE_VERSION], this.message);
  }

  /** Check the host's REPLY; returns `{confirm, channel}`. Throws `bad_code` when the
   * host's proof is wrong (a wrong code, or not the host), `bad_handshake` otherwise. */
  finish(reply) {
    if (this.message === null || this.done) {
      throw new SecureError("bad_handshake", "finish() before start() or twice");
    }
    this.done = true;
    if (!(reply instanceof Uint8Array) || reply.length !== REPLY_BYTES || reply[0] !== REPLY) {
      throw new SecureError("bad_handshake", "not a handshake reply");
    }
    const theirs = reply.slice(1, 1 + SPAKE2_MESSAGE_BYTES);
    const keys = deriveKeys(
      this.spake.finish(theirs),
      sessionId(this.context, this.message, theirs),
    );
    if (!equal(reply.slice(1 + SPAKE2_MESSAGE_BYTES), proof(keys.hostProof, keys.sessionId))) {
      throw new SecureError("bad_code", "the host does not know this code");
    }
    const confirm = concat([CONFIRM], proof(keys.clientProof, keys.sessionId));
    return {
      confirm,
      channel: new SecureChannel(keys.toHost, keys.toClient, keys.sessionId, this.maxFrame),
      keys,
    };
  }
}
