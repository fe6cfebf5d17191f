// The page's Session under Node with a scripted host (a fake WebSocket, fake timers and a
// fake storage): the knock after `host_busy`, the bounded backoff of a kept seat, and a
// fatal refusal that forgets the seat. Prints "ok N" and exits 0, or throws.
// Usage: node session.mjs BUNDLE PROTOCOL_VERSION

import assert from "node:assert/strict";
import { pathToFileURL } from "node:url";

const [bundlePath, protocol] = process.argv.slice(2);
const page = await import(pathToFileURL(bundlePath).href);
const info = JSON.stringify({ type: "server_info", protocol: Number(protocol), room: "R", edition: "jinrou", state: "lobby" });

/** A host's side of one WebSocket, scripted by `script(socket)` once it is open. */
function fakeSockets(script) {
  const made = [];
  class FakeSocket {
    constructor(url) {
      this.url = url;
      this.sent = [];
      this.closed = false;
      made.push(this);
      queueMicrotask(() => script(this, made.length));
    }
    send(data) {
      this.sent.push(data);
    }
    close() {
      this.closed = true;
    }
    say(data) {
      this.onmessage({ data });
    }
    drop(reason = "") {
      this.onclose({ reason });
    }
  }
  return { FakeSocket, made };
}

function fakeTimers() {
  const pending = [];
  return {
    pending,
    setTimeout(callback, delay) {
      pending.push({ callback, delay });
      return pending.length;
    },
    clearTimeout() {},
    fire() {
      const next = pending.shift();
      next.callback();
      return next.delay;
    },
  };
}

function fakeStorage(entries = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key) => (map.has(key) ? map.get(key) : null),
    setItem: (key, value) => map.set(key, String(value)),
    removeItem: (key) => map.delete(key),
    map,
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const location = { host: "192.168.1.20:47800" };
let checks = 0;

// 1. A new join turned away host_busy knocks with one door tag on each later attempt.
{
  const { FakeSocket, made } = fakeSockets((socket) => {
    socket.say(info);
    socket.say(JSON.stringify({ type: "error", code: "host_busy", message: "", params: { retry_after: "5" }, fatal: true }));
  });
  const timers = fakeTimers();
  const states = [];
  const session = new page.Session({
    location,
    storage: fakeStorage(),
    language: "fr",
    timers,
    WebSocketImpl: FakeSocket,
    onMessage() {},
    onState: (state, detail) => states.push([state, detail]),
  });
  session.join("Zoé", "123456");
  await tick();
  assert.equal(made[0].sent.length, 1, "a START only, no knock yet");
  assert.ok(made[0].sent[0] instanceof Uint8Array && made[0].sent[0].length === 35);
  const [state, tag] = states.at(-1);
  assert.equal(state, "knocking");
  assert.match(tag, new RegExp(`^[${page.DOOR_TAG_ALPHABET}]{${page.DOOR_TAG_LENGTH}}$`));
  assert.equal(timers.fire(), page.KNOCK_INTERVAL_MS, "knocks again within the knock interval");
  await tick();
  assert.equal(made[1].sent[0], `{"type":"knock","tag":"${tag}"}`, "the canonical knock, in clear");
  assert.ok(made[1].sent[1] instanceof Uint8Array && made[1].sent[1].length === 35, "then START");
  timers.fire();
  await tick();
  assert.equal(made[2].sent[0], `{"type":"knock","tag":"${tag}"}`, "the same tag every time");
  checks += 5;
}

// 2. A kept seat whose host has gone: bounded backoff, a reconnecting line, then it stops.
{
  const seat = { token: "t0k3n", code: "123456", name: "Zoé" };
  const storage = fakeStorage({ [page.SEAT_KEY_PREFIX + location.host]: JSON.stringify(seat) });
  const { FakeSocket, made } = fakeSockets((socket) => socket.drop());
  const timers = fakeTimers();
  const states = [];
  const session = new page.Session({
    location,
    storage,
    language: "en",
    timers,
    WebSocketImpl: FakeSocket,
    onMessage() {},
    onState: (state, detail) => states.push([state, detail]),
  });
  assert.ok(session.hasSeat);
  session.rejoin();
  const delays = [];
  for (let attempt = 0; attempt < page.MAX_RECONNECT_ATTEMPTS; attempt++) {
    await tick();
    assert.equal(states.at(-1)[0], "reconnecting");
    delays.push(timers.fire());
  }
  await tick();
  assert.deepEqual(states.at(-1), ["out", { code: "unreachable", params: {} }]);
  assert.equal(made.length, page.MAX_RECONNECT_ATTEMPTS + 1);
  assert.deepEqual(delays.slice(0, page.RECONNECT_DELAYS_MS.length), page.RECONNECT_DELAYS_MS);
  assert.ok(delays.every((delay) => delay <= page.RECONNECT_DELAYS_MS.at(-1)));
  assert.equal(timers.pending.length, 0, "no attempt after giving up");
  assert.ok(storage.map.has(page.SEAT_KEY_PREFIX + location.host), "the seat is kept for a reload");
  checks += 6;
}

// 3. A fatal refusal of the seat (banned) forgets it and says why.
{
  const seat = { token: "t0k3n", code: "123456", name: "Zoé" };
  const storage = fakeStorage({ [page.SEAT_KEY_PREFIX + location.host]: JSON.stringify(seat) });
  const { FakeSocket } = fakeSockets((socket) => {
    socket.say(info);
    socket.say(JSON.stringify({ type: "error", code: "banned", message: "", params: {}, fatal: true }));
  });
  const timers = fakeTimers();
  const states = [];
  const session = new page.Session({
    location,
    storage,
    language: "fr",
    timers,
    WebSocketImpl: FakeSocket,
    onMessage() {},
    onState: (state, detail) => states.push([state, detail]),
  });
  session.rejoin();
  await tick();
  assert.deepEqual(states.at(-1), ["out", { code: "banned", params: {} }]);
  assert.equal(storage.map.size, 0);
  assert.equal(session.hasSeat, false);
  assert.equal(timers.pending.length, 0);
  checks += 4;
}

console.log(`ok ${checks}`);
