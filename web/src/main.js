// The player page's script: the wire (secure.js, client.js) and, in a browser, the page.
// Built into lgdesktop/web/static/app.mjs by build.mjs; the exports are what
// tests/net/test_page.py checks under Node.

import { Connection, ConnectionError, drawDoorTag, hostUrl, PROTOCOL_VERSION } from "./client.js";
import {
  allowedChoice,
  MAX_CHAT_LINES,
  initialSelection,
  promptKey,
  proxySubmit,
  renderScreen,
  screenName,
  submitOf,
  toggle,
} from "./screens.js";
import { Session, WAKE_RECONNECT_MS } from "./session.js";

export * from "./secure.js";
export * from "./screens.js";
export * from "./session.js";
export { DOOR_TAG_ALPHABET, DOOR_TAG_LENGTH } from "./client.js";
export { Connection, ConnectionError, drawDoorTag, hostUrl, PROTOCOL_VERSION };

/** Where the page remembers the language picked with its switch. */
const LANGUAGE_KEY = "lgdesktop.language";

/** The join code the QR code put in the page's address (`http://HOST:PORT/#CODE`). */
export function codeFromFragment(hash) {
  let code = "";
  try {
    code = decodeURIComponent(hash.replace(/^#/, "")).trim();
  } catch {
    return "";
  }
  return /^[0-9]{4,8}$/.test(code) ? code : "";
}

/** The page's language: the one picked with the switch, else the browser's first
 * language the catalogue has, else the first of the catalogue (French). */
export function pickLanguage(texts, stored, preferred) {
  const codes = texts.languages.map(([code]) => code);
  if (codes.includes(stored)) return stored;
  for (const tag of preferred) {
    const code = String(tag).toLowerCase().split("-")[0];
    if (codes.includes(code)) return code;
  }
  return codes[0];
}

const has = (object, key) => Object.prototype.hasOwnProperty.call(object, key);

/** Fill a sentence's `{name}` fields from `params` (a field without a value stays). */
export function fill(sentence, params = {}) {
  return sentence.replace(/\{(\w+)\}/g, (field, name) =>
    has(params, name) ? String(params[name]) : field,
  );
}

/** The sentence of error `code` in `language` (texts.json, exported from the app's
 * catalogue): the code's own, or the general one for a code this page does not know. */
export function errorText(texts, language, code, params = {}) {
  const table = texts[language];
  return fill(has(table.errors, code) ? table.errors[code] : table.unknown, params);
}

/** Whether to keep every decoded host message in `window.lgdesktopTrace` (the browser
 * tests read it to check secrecy): `?trace` in the page's address, or a DevTools
 * `window.lgdesktopTrace = []` before joining. Off, nothing is kept. */
export function traceWanted(search) {
  return new URLSearchParams(search).has("trace");
}

function startPage(document, window) {
  const byId = (id) => document.getElementById(id);
  const form = byId("join");
  const status = byId("status");
  const switcher = byId("language");
  const section = byId("screen");
  const connectionLine = byId("connection");
  const door = byId("door");
  const dock = byId("dock");
  const hold = byId("hold");
  const card = byId("card");
  const chatForm = byId("chat");
  if (traceWanted(window.location.search)) window.lgdesktopTrace = [];
  // Until texts.json is here (or if it never comes), the page's own French words stay and
  // a refusal shows its code.
  let texts = null;
  let language = "fr";
  let shown = null; // the status line: [page key, params] or ["error", code, params]
  let link = null; // null, ["reconnecting"] or ["knocking", tag]
  const model = {
    page: null,
    lobby: null,
    welcome: null,
    screen: null,
    tab: "play",
    selection: initialSelection(null),
    chat: [],
    channel: "",
    promptKey: "",
    sent: null, // the selection the host acknowledged for this prompt (JSON)
    gameNumber: null,
    holding: false, // the card is held: a secret prompt shows its question (screens.js)
  };
  let submitting = null; // [ref, selection JSON] of the submit awaiting its answer
  let nextRef = 1;
  let restoreReady = false; // say ready again after a language switch's rejoin
  let wantReady = null; // what this player last said in this lobby (null: nothing yet)
  let holding = false;

  function storage() {
    try {
      return window.localStorage;
    } catch {
      return null;
    }
  }

  function render() {
    const name = screenName(model);
    document.body.dataset.screen = name;
    form.hidden = name !== "join";
    dock.hidden = !(name !== "join" && name !== "lobby" && name !== "end");
    if (texts === null) {
      status.textContent = shown === null ? "" : shown[0] === "error" ? shown[1] : "…";
      return;
    }
    const page = texts[language].page;
    model.page = page;
    document.documentElement.lang = language;
    document.title = page.title;
    for (const element of document.querySelectorAll("[data-text]")) {
      element.textContent = page[element.dataset.text];
    }
    const other = texts.languages.find(([code]) => code !== language);
    switcher.textContent = other[1];
    switcher.lang = other[0];
    switcher.hidden = false;
    if (shown !== null && shown[0] === "error") {
      status.textContent = errorText(texts, language, shown[1], shown[2]);
    } else if (name === "lobby") {
      status.textContent = fill(page.seated, { room: model.welcome.room, seat: model.welcome.seat + 1 });
    } else {
      status.textContent = shown === null ? "" : fill(page[shown[0]], shown[1]);
    }
    connectionLine.hidden = link === null;
    connectionLine.textContent = link === null ? "" : link[0] === "knocking" ? page.knocking : page.reconnecting;
    door.hidden = link === null || link[0] !== "knocking";
    door.textContent = link !== null && link[0] === "knocking" ? link[1] : "";
    const screen = model.screen;
    const channels = screen ? screen.channels : [];
    if (!channels.some((entry) => entry.channel === model.channel)) {
      model.channel = channels.length > 0 ? channels[0].channel : "";
    }
    if (model.tab === "chat" && channels.length === 0) model.tab = "play";
    for (const button of document.querySelectorAll("#tabs button")) {
      button.hidden = button.dataset.tab === "chat" && channels.length === 0;
      button.setAttribute("aria-pressed", String(button.dataset.tab === model.tab));
    }
    chatForm.hidden = screenName(model) !== "chat";
    byId("message").placeholder = page.message;
    hold.hidden = screen === null || !screen.role || !screen.role.name;
    showCard();
    section.replaceChildren(...renderScreen(document, model, act));
  }

  // The card shows only while it is held (a finger, a mouse button or the space bar).
  function showCard() {
    const role = model.screen?.role;
    if (!holding || !role || !role.name) {
      card.hidden = true;
      card.replaceChildren();
      return;
    }
    const title = document.createElement("strong");
    title.textContent = role.name;
    const camp = document.createElement("span");
    camp.textContent = role.camp;
    const text = document.createElement("p");
    text.textContent = role.text;
    const prompt = model.screen.prompt;
    const secret = model.screen.secret_ballot;
    const question = document.createElement("p");
    question.className = "question";
    question.textContent =
      prompt && secret && model.selection.secret ? secret.question : prompt?.secret ? prompt.question : "";
    card.replaceChildren(title, camp, text, question);
    card.hidden = false;
  }
  function setHolding(value) {
    if (holding === value) return;
    holding = value;
    model.holding = value;
    render(); // a secret prompt's question and choices follow the card (screens.js)
  }
  hold.addEventListener("pointerdown", (event) => {
    event.preventDefault();
    try {
      hold.setPointerCapture(event.pointerId);
    } catch {
      // a pointer the browser no longer tracks: the release still hides the card
    }
    setHolding(true);
  });
  for (const name of ["pointerup", "pointercancel", "lostpointercapture", "blur"]) {
    hold.addEventListener(name, () => setHolding(false));
  }
  hold.addEventListener("contextmenu", (event) => event.preventDefault());
  hold.addEventListener("keydown", (event) => {
    if (event.key === " " || event.key === "Enter") {
      event.preventDefault();
      setHolding(true);
    }
  });
  hold.addEventListener("keyup", () => setHolding(false));

  function show(what) {
    shown = what;
    render();
  }

  // The host clears a lobby seat's ready when its connection drops: before a rejoin of our
  // own (a language switch, a wake-up), remember to say it again.
  function keepReady() {
    const mine = model.lobby?.seats.find((seat) => seat.seat === model.welcome?.seat);
    restoreReady = model.lobby?.state === "lobby" && (wantReady ?? mine?.ready) === true;
  }

  function request(message) {
    const ref = nextRef++;
    return session.send({ ...message, ref });
  }

  function act(action, value) {
    shown = null;
    const prompt = model.screen?.prompt;
    if (action === "ready") {
      wantReady = value;
      request({ type: "set_ready", ready: value });
    } else if (action === "seat" || action === "card" || action === "option") {
      if (prompt && !holding && !allowedChoice(prompt, action, value)) {
        // Offered with the card hidden, not open to this card: refused here, as the host
        // would (the laptop does the same), and nothing is sent.
        show(["error", "illegal_target", {}]);
        return;
      }
      if (prompt) model.selection = toggle(model.selection, prompt, action, value);
    } else if (action === "confirm") {
      if (prompt) {
        const ref = nextRef;
        const submit = submitOf(model.selection, prompt, model.screen.version, model.screen.secret_ballot);
        if (request(submit)) {
          submitting = [ref, JSON.stringify(model.selection)];
        }
      }
    } else if (action === "secret_ballot") {
      // The button shows only while the card is held (screens.js): pressed, the next
      // ballot of this vote takes the secret form, as on the laptop.
      if (holding && model.screen?.secret_ballot) {
        model.selection = { ...model.selection, secret: !model.selection.secret };
      }
    } else if (action === "proxy") {
      if (model.screen?.proxy) request(proxySubmit(value, model.screen.version));
    } else if (action === "ready_to_vote") {
      request({ type: "ready_to_vote" });
    } else if (action === "channel") {
      model.channel = value;
    }
    render();
  }

  for (const button of document.querySelectorAll("#tabs button")) {
    button.addEventListener("click", () => {
      model.tab = button.dataset.tab;
      render();
    });
  }
  chatForm.addEventListener("submit", (event) => {
    event.preventDefault();
    const input = byId("message");
    const text = input.value.trim();
    if (text === "" || model.channel === "") return;
    if (request({ type: "chat", channel: model.channel, text })) input.value = "";
  });

  function onMessage(message) {
    if (Array.isArray(window.lgdesktopTrace)) window.lgdesktopTrace.push(message);
    switch (message.type) {
      case "welcome":
        model.welcome = message;
        link = null;
        break;
      case "lobby":
        if (model.lobby !== null && message.game_number !== model.gameNumber && message.state === "playing") {
          model.chat = [];
        }
        model.gameNumber = message.game_number;
        model.lobby = message;
        if (restoreReady && message.state === "lobby") {
          restoreReady = false;
          const mine = message.seats.find((seat) => seat.seat === model.welcome?.seat);
          if (mine && !mine.ready) request({ type: "set_ready", ready: true });
        }
        if (message.state !== "lobby") wantReady = null;
        if (message.state === "lobby") {
          model.screen = null;
          model.tab = "play";
        }
        break;
      case "view":
        if (message.screen) {
          const key = promptKey(message.screen.prompt);
          if (key !== model.promptKey || model.screen === null) {
            model.selection = initialSelection(message.screen.prompt);
            model.promptKey = key;
            // A choice the host already holds (after a rejoin) is not sent again.
            model.sent = model.selection.seats.length > 0 ? JSON.stringify(model.selection) : null;
          }
          model.screen = message.screen;
        }
        break;
      case "chat_line":
        model.chat.push(message);
        if (model.chat.length > MAX_CHAT_LINES) model.chat.splice(0, model.chat.length - MAX_CHAT_LINES);
        break;
      case "ack":
        if (submitting !== null && message.ref === submitting[0]) {
          model.sent = submitting[1];
          submitting = null;
        }
        break;
      case "error":
        if (submitting !== null && message.ref === submitting[0]) submitting = null;
        if (!message.fatal) {
          shown = ["error", message.code, message.params ?? {}];
          // A refusal changes nothing: the taps go back to what the host holds.
          model.selection = initialSelection(model.screen?.prompt);
        }
        break;
      default:
        return;
    }
    if (shown !== null && shown[0] !== "error") shown = null;
    render();
  }

  const session = new Session({
    location: window.location,
    storage: storage(),
    language,
    onMessage,
    onState(state, detail) {
      if (state === "joining") {
        link = null;
        shown = ["joining", {}];
      } else if (state === "seated") {
        link = null;
      } else if (state === "reconnecting") {
        link = ["reconnecting"];
      } else if (state === "knocking") {
        link = ["knocking", detail];
      } else if (state === "out") {
        link = null;
        model.lobby = null;
        model.welcome = null;
        model.screen = null;
        model.chat = [];
        shown = detail === null ? null : ["error", detail.code, detail.params ?? {}];
        if (session.seat === null && detail !== null && detail.code === "unreachable") {
          shown = ["error", "unreachable", {}];
        }
      }
      render();
    },
  });
  window.lgdesktopSession = session;

  switcher.hidden = true;
  switcher.addEventListener("click", () => {
    language = texts.languages.find(([code]) => code !== language)[0];
    try {
      window.localStorage.setItem(LANGUAGE_KEY, language);
    } catch {
      // private browsing without storage: the switch holds for this visit
    }
    // The host renders the game's screens in the language of the hello: rejoin in the new
    // one.
    keepReady();
    session.setLanguage(language);
    render();
  });
  const fragment = codeFromFragment(window.location.hash);
  byId("name").value = session.seat?.name ?? "";
  // A QR code with another code than the kept seat's: a new table at this address.
  if (fragment !== "" && session.seat !== null && session.seat.code !== fragment) session.forget(null);
  byId("code").value = fragment || (session.seat?.code ?? "");
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const name = byId("name").value.trim();
    if (name === "") {
      show(["error", "name_required", {}]);
      return;
    }
    session.join(name, byId("code").value.trim());
  });
  // A phone back from sleep may hold a connection that died without a word: rejoin.
  let hiddenAt = null;
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") {
      hiddenAt = Date.now();
    } else if (hiddenAt !== null && Date.now() - hiddenAt >= WAKE_RECONNECT_MS && session.hasSeat) {
      hiddenAt = null;
      keepReady();
      session.rejoin();
    }
  });
  window.addEventListener("online", () => {
    if (session.hasSeat && session.connection === null) session.rejoin();
  });
  window
    .fetch("texts.json")
    .then((answer) => answer.json())
    .then((loaded) => {
      let stored = null;
      try {
        stored = window.localStorage.getItem(LANGUAGE_KEY);
      } catch {
        // no storage: the browser's language decides
      }
      texts = loaded;
      language = pickLanguage(texts, stored, window.navigator.languages ?? [window.navigator.language]);
      session.language = language;
      render();
      // The join screen in the reader's language: bench/phone_page.py times this mark.
      window.performance?.mark?.("lgdesktop-screen");
      // A seat kept from an earlier visit: take it back at once (in the page's language).
      if (session.hasSeat) session.rejoin();
    })
    .catch(() => {});
}

if (typeof document !== "undefined" && document.getElementById("join") !== null) {
  startPage(document, window);
}
