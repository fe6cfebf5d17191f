// A phone's seat across connections: the seat token and the code kept in the browser's
// storage (one entry per host), the automatic rejoin with bounded backoff after a reload,
// a sleep or a lost Wi-Fi, and the knock when the host's door is busy. The browser's
// mirror of lgdesktop/net/client.py's reconnection loop and TokenStore.

import { Connection, drawDoorTag, hostUrl } from "./client.js";

/** Waits before each new attempt after a lost connection, in ms; the last one repeats.
 * Short first (a Wi-Fi hiccup), then backing off so a TV that is gone is not hammered
 * (client.py RECONNECT_DELAYS). */
export const RECONNECT_DELAYS_MS = [100, 250, 500, 1000, 2000, 4000];
/** Attempts to get a seat back before the page gives up and shows the join form with the
 * "cannot reach the TV" sentence: about five minutes at the longest delay (a TV
 * restarting with --resume takes well under that). A reload starts over. */
export const MAX_RECONNECT_ATTEMPTS = 80;
/** A join turned away `host_busy` knocks again this often, in ms (client.py
 * KNOCK_INTERVAL: the TV shows a knock for 30 s; once let in, the phone walks in within
 * this time). */
export const KNOCK_INTERVAL_MS = 3000;
/** Knocks before the page stops trying on its own (ten minutes at KNOCK_INTERVAL_MS); the
 * form then says the TV is busy and Join tries again. */
export const MAX_KNOCKS = 200;
/** Longest `retry_after` a join waits out by itself, in ms (client.py MAX_RETRY_AFTER). */
export const MAX_RETRY_AFTER_MS = 60000;
/** A page hidden this long (ms) reconnects when it is shown again: a phone that slept may
 * hold a connection that died silently (a browser cannot see the host's pings). */
export const WAKE_RECONNECT_MS = 10000;
/** Where the seat of the host at `location.host` is kept. */
export const SEAT_KEY_PREFIX = "lgdesktop.seat.";
/** Errors after which a stored seat is worth nothing: the page forgets it and shows the
 * join form with the sentence. */
export const SEAT_LOST = new Set([
  "new_table",
  "kicked",
  "banned",
  "replaced",
  "host_closed",
  "bad_code",
  "game_started",
  "room_full",
]);
/** Errors that stop the page without forgetting the seat: a page older than the host's
 * (the sentence says to reload; the reloaded page, the host's, takes the seat back). */
const SEAT_KEPT = new Set(["incompatible_version"]);
/** Errors that mean "not now" while a seat is held: try again, backing off. */
const RETRY_LATER = new Set(["connection_lost", "host_busy", "too_many_attempts", "handshake_timeout"]);

/** The seat kept for `host` ({token, code, name}), or null. */
export function loadSeat(storage, host) {
  try {
    const seat = JSON.parse(storage?.getItem(SEAT_KEY_PREFIX + host) ?? "null");
    if (seat && typeof seat.token === "string" && typeof seat.code === "string") return seat;
  } catch {
    // no storage, or not ours: no seat
  }
  return null;
}

function saveSeat(storage, host, seat) {
  try {
    if (seat === null) storage?.removeItem(SEAT_KEY_PREFIX + host);
    else storage?.setItem(SEAT_KEY_PREFIX + host, JSON.stringify(seat));
  } catch {
    // private browsing without storage: the seat holds for this visit only
  }
}

/** One player's seat at the host that served the page. `onMessage(message)`: every decoded
 * host message; `onState(state, detail)`: `"joining"`, `"seated"`, `"reconnecting"`
 * (detail: attempt), `"knocking"` (detail: the door tag), `"out"` (detail: the error
 * {code, params}, or null after `leave`). Timers and storage are injected for tests. */
export class Session {
  constructor({ location, storage, onMessage, onState, language, timers, WebSocketImpl }) {
    this.location = location;
    this.host = location.host;
    this.storage = storage;
    this.onMessage = onMessage;
    this.onState = onState;
    this.language = language;
    this.timers = timers ?? globalThis;
    this.WebSocketImpl = WebSocketImpl;
    this.seat = loadSeat(storage, this.host);
    this.connection = null;
    this.attempt = 0;
    this.knocks = 0;
    this.doorTag = null;
    this.timer = null;
    this.pendingName = null;
    this.pendingCode = null;
  }

  /** Whether a seat is kept for this host (the page rejoins it at once). */
  get hasSeat() {
    return this.seat !== null;
  }

  /** Join as a new player (forgets any kept seat of this host). */
  join(name, code) {
    this.stop();
    this.seat = null;
    saveSeat(this.storage, this.host, null);
    this.pendingName = name;
    this.pendingCode = code;
    this.doorTag = null;
    this.knocks = 0;
    this.onState("joining");
    this.open();
  }

  /** Take the kept seat back (after a reload, a wake-up, a language switch). */
  rejoin() {
    if (this.seat === null) return;
    this.stop();
    this.onState(this.attempt > 0 ? "reconnecting" : "joining", this.attempt);
    this.open();
  }

  /** Switch the screens' language: the host renders them, so rejoin with the seat. */
  setLanguage(language) {
    this.language = language;
    if (this.connection !== null && this.seat !== null) this.rejoin();
  }

  /** Send one message on the live connection; false when there is none. */
  send(message) {
    if (this.connection === null || this.connection.channel === null) return false;
    this.connection.send(message);
    return true;
  }

  stop() {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
    const connection = this.connection;
    this.connection = null;
    if (connection !== null) connection.close();
  }

  open() {
    const seat = this.seat;
    const hello =
      seat !== null
        ? { kind: "player", name: seat.name, token: seat.token, screen: this.language }
        : { kind: "player", name: this.pendingName, screen: this.language };
    const connection = new Connection({
      url: hostUrl(this.location),
      code: seat !== null ? seat.code : this.pendingCode,
      hello,
      doorTag: seat === null ? this.doorTag : null,
      WebSocketImpl: this.WebSocketImpl,
      onMessage: (message) => {
        if (connection !== this.connection) return;
        if (message.type === "welcome" && typeof message.token === "string") {
          this.seat = {
            token: message.token,
            code: seat !== null ? seat.code : this.pendingCode,
            name: seat !== null ? seat.name : this.pendingName,
          };
          saveSeat(this.storage, this.host, this.seat);
          this.attempt = 0;
          this.knocks = 0;
          this.doorTag = null;
          this.onState("seated");
        }
        this.onMessage(message);
      },
      onClose: (error) => {
        if (connection !== this.connection) return;
        this.connection = null;
        if (error !== null) this.closed(error);
      },
    });
    this.connection = connection;
  }

  closed(error) {
    const code = error.code;
    const params = error.params ?? {};
    if (this.seat !== null) {
      if (SEAT_KEPT.has(code)) {
        this.attempt = 0;
        this.onState("out", { code, params });
        return;
      }
      if (SEAT_LOST.has(code) || !RETRY_LATER.has(code)) {
        this.forget({ code, params });
        return;
      }
      if (this.attempt >= MAX_RECONNECT_ATTEMPTS) {
        this.attempt = 0;
        this.onState("out", { code: "unreachable", params: {} });
        return;
      }
      const delay = Math.max(
        RECONNECT_DELAYS_MS[Math.min(this.attempt, RECONNECT_DELAYS_MS.length - 1)],
        retryAfter(params),
      );
      this.attempt += 1;
      this.onState("reconnecting", this.attempt);
      this.timer = this.timers.setTimeout(() => {
        this.timer = null;
        this.open();
      }, delay);
      return;
    }
    // A new join: knock while the door is busy, otherwise say why and stop.
    if (code === "host_busy" && this.knocks < MAX_KNOCKS) {
      if (this.doorTag === null) this.doorTag = drawDoorTag();
      this.knocks += 1;
      this.onState("knocking", this.doorTag);
      this.timer = this.timers.setTimeout(
        () => {
          this.timer = null;
          this.open();
        },
        Math.min(KNOCK_INTERVAL_MS, Math.max(retryAfter(params), RECONNECT_DELAYS_MS[0])),
      );
      return;
    }
    this.onState("out", { code: code === "connection_lost" ? "unreachable" : code, params });
  }

  /** Forget the kept seat and go back to the join form with `error` ({code, params}). */
  forget(error) {
    this.stop();
    this.seat = null;
    this.attempt = 0;
    saveSeat(this.storage, this.host, null);
    this.onState("out", error);
  }
}

/** A refusal's `retry_after`, in ms (0 when none), capped at MAX_RETRY_AFTER_MS. */
function retryAfter(params) {
  const seconds = Number(params?.retry_after ?? 0);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, MAX_RETRY_AFTER_MS) : 0;
}
