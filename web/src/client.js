// A connection to the host, the browser's lgdesktop/net/client.py: server_info in clear,
// the SPAKE2 handshake on the code, the sealed Hello, then sealed JSON messages (a night
// pulse's items handed over one by one, as the laptop does).

import { ClientHandshake, SecureError, paddedLength } from "./secure.js";

/** Protocol version this page speaks (lgdesktop/protocol/version.py PROTOCOL_VERSION;
 * tests/net/test_page.py fails when they differ: rebuild the page with the new protocol). */
export const PROTOCOL_VERSION = 7;
/** Door tags (messages.py DOOR_TAG_ALPHABET, DOOR_TAG_LENGTH): no look-alike characters. */
export const DOOR_TAG_ALPHABET = "ACDEFHJKMNPRTWXY3479";
export const DOOR_TAG_LENGTH = 3;
/** Largest frame the host accepts from a client (messages.py MAX_CLIENT_FRAME). */
export const MAX_CLIENT_FRAME = 4096;
/** Largest frame a client accepts from the host (messages.py MAX_SERVER_FRAME). */
export const MAX_SERVER_FRAME = 4 * 1024 * 1024;

const encoder = new TextEncoder();
const decoder = new TextDecoder("utf-8", { fatal: true });

/** An error that ends the connection, with a code of docs/protocol.md (`bad_code`,
 * `incompatible_version`, `locked_out`, `bad_frame`, ...) for the page to translate. */
export class ConnectionError extends Error {
  constructor(code, message, params = {}) {
    super(`${code}: ${message}`);
    this.code = code;
    this.params = params;
  }
}

/** The WebSocket address of the host that served this page. */
export function hostUrl(location) {
  return `ws://${location.host}/`;
}

/** A random door tag (docs/protocol.md, "The knock"): it names nobody. */
export function drawDoorTag(random = globalThis.crypto) {
  const bytes = random.getRandomValues(new Uint8Array(DOOR_TAG_LENGTH));
  // 256 is not a multiple of 20: redraw the bytes past the last whole round.
  const limit = 256 - (256 % DOOR_TAG_ALPHABET.length);
  let tag = "";
  for (let byte of bytes) {
    while (byte >= limit) byte = random.getRandomValues(new Uint8Array(1))[0];
    tag += DOOR_TAG_ALPHABET[byte % DOOR_TAG_ALPHABET.length];
  }
  return tag;
}

/** One connection. `hello`: the Hello's fields besides `type` and `protocol` (`kind`,
 * `name`, `code`, `token`, `screen`); `onMessage(message)` gets each decoded message of
 * the host; `onClose(error | null)` is called once, when the connection ends (the error's
 * `welcomed` says whether the host had seated this connection). `doorTag`: knock with this
 * tag (a clear `knock` frame right after `server_info`, before `START`), as a join turned
 * away `host_busy` does on its next attempts. `entropy`: fixed randomness for tests.
 * `send(message)` seals and sends one client message. */
export class Connection {
  constructor({ url, code, hello, onMessage, onClose, WebSocketImpl, entropy, doorTag }) {
    this.code = code;
    this.doorTag = doorTag ?? null;
    this.welcomed = false;
    this.hello = hello;
    this.onMessage = onMessage ?? (() => {});
    this.onClose = onClose ?? (() => {});
    this.entropy = entropy;
    this.channel = null;
    this.handshake = null;
    this.info = null;
    this.closed = false;
    this.ws = new (WebSocketImpl ?? globalThis.WebSocket)(url);
    this.ws.binaryType = "arraybuffer";
    this.ws.onmessage = (event) => this.receive(event.data);
    this.ws.onclose = (event) =>
      this.end(new ConnectionError(event.reason || "connection_lost", "the connection closed"));
    this.ws.onerror = () => this.end(new ConnectionError("connection_lost", "no connection"));
  }

  /** Seal and send one client message, padded to its size bucket. */
  send(message) {
    if (this.channel === null) throw new ConnectionError("not_connected", "not connected");
    const data = encoder.encode(JSON.stringify(message));
    this.ws.send(this.channel.seal(data, paddedLength(data.length, MAX_CLIENT_FRAME)));
  }

  /** Close the connection (no onClose error). */
  close() {
    this.end(null);
  }

  end(error) {
    if (this.closed) return;
    this.closed = true;
    if (error !== null) error.welcomed = this.welcomed;
    try {
      this.ws.close();
    } catch {
      // already closed
    }
    this.onClose(error);
  }

  receive(data) {
    if (this.closed) return;
    try {
      this.step(data);
    } catch (error) {
      if (error instanceof ConnectionError) this.end(error);
      else if (error instanceof SecureError) this.end(new ConnectionError(error.code, error.message));
      else this.end(new ConnectionError("bad_frame", String(error)));
    }
  }

  step(data) {
    if (this.info === null) {
      if (typeof data !== "string") throw new ConnectionError("bad_frame", "no server_info");
      const info = JSON.parse(data);
      if (info.type !== "server_info") {
        throw new ConnectionError("bad_frame", "the host did not introduce itself");
      }
      if (info.protocol !== PROTOCOL_VERSION) {
        throw new ConnectionError("incompatible_version", "another protocol", {
          theirs: String(info.protocol),
          ours: String(PROTOCOL_VERSION),
        });
      }
      this.info = info;
      this.handshake = new ClientHandshake(this.code, {
        context: encoder.encode(data),
        maxFrame: MAX_SERVER_FRAME,
        entropy: this.entropy,
      });
      if (this.doorTag !== null) {
        // Exactly the canonical form the host checks (messages.py Knock).
        this.ws.send(`{"type":"knock","tag":"${this.doorTag}"}`);
      }
      this.ws.send(this.handshake.start());
      return;
    }
    if (this.channel === null) {
      if (typeof data === "string") {
        // Refused before any guess (locked out, busy, version): a plain fatal Error.
        const error = JSON.parse(data);
        throw new ConnectionError(error.code ?? "bad_frame", error.message ?? "", error.params);
      }
      const { confirm, channel } = this.handshake.finish(new Uint8Array(data));
      this.ws.send(confirm);
      this.channel = channel;
      this.send({ type: "hello", protocol: PROTOCOL_VERSION, ...this.hello, code: this.code });
      return;
    }
    if (typeof data === "string") throw new ConnectionError("bad_frame", "a text frame");
    const message = JSON.parse(decoder.decode(this.channel.open(new Uint8Array(data))));
    if (message.type === "welcome") this.welcomed = true;
    if (message.type === "pulse") {
      for (const item of message.items) {
        if (item.type === "welcome") this.welcomed = true;
        this.onMessage(item);
      }
    } else {
      this.onMessage(message);
    }
    if (message.type === "error" && message.fatal) {
      throw new ConnectionError(message.code, message.message, message.params);
    }
  }
}
