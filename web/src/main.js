// The player page's script: the wire (secure.js, client.js) and, in a browser, the page.
// Built into lgdesktop/web/static/app.mjs by build.mjs; the exports are what
// tests/net/test_page.py checks under Node.

import { Connection, ConnectionError, hostUrl, PROTOCOL_VERSION } from "./client.js";

export * from "./secure.js";
export { Connection, ConnectionError, hostUrl, PROTOCOL_VERSION };

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

// The join screen. The game's screens, the seat token kept across reloads and the lobby's
// details come next (issue 25).
function startPage(document, window) {
  const byId = (id) => document.getElementById(id);
  const form = byId("join");
  const status = byId("status");
  const switcher = byId("language");
  // Until texts.json is here (or if it never comes), the page's own French words stay and
  // a refusal shows its code.
  let texts = null;
  let language = "fr";
  let shown = null; // what the status line says: [page key, params] or ["error", code, params]

  function render() {
    if (texts === null) {
      status.textContent = shown === null ? "" : shown[0] === "error" ? shown[1] : "…";
      return;
    }
    const page = texts[language].page;
    document.documentElement.lang = language;
    document.title = page.title;
    for (const element of document.querySelectorAll("[data-text]")) {
      element.textContent = page[element.dataset.text];
    }
    const other = texts.languages.find(([code]) => code !== language);
    switcher.textContent = other[1];
    switcher.lang = other[0];
    switcher.hidden = false;
    if (shown === null) status.textContent = "";
    else if (shown[0] === "error") status.textContent = errorText(texts, language, shown[1], shown[2]);
    else status.textContent = fill(page[shown[0]], shown[1]);
  }

  function show(what) {
    shown = what;
    render();
  }

  switcher.hidden = true;
  switcher.addEventListener("click", () => {
    language = texts.languages.find(([code]) => code !== language)[0];
    try {
      window.localStorage.setItem(LANGUAGE_KEY, language);
    } catch {
      // private browsing without storage: the switch holds for this visit
    }
    render();
  });
  byId("code").value = codeFromFragment(window.location.hash);
  let connection = null;
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const name = byId("name").value.trim();
    if (name === "") {
      show(["error", "name_required", {}]);
      return;
    }
    if (connection !== null) connection.close();
    show(["joining", {}]);
    connection = new Connection({
      url: hostUrl(window.location),
      code: byId("code").value.trim(),
      hello: { kind: "player", name },
      onMessage(message) {
        if (message.type === "welcome") {
          form.hidden = true;
          show(["seated", { room: message.room, seat: message.seat + 1 }]);
        } else if (message.type === "lobby") {
          byId("seats").replaceChildren(
            ...message.seats.map((seat) => {
              const item = document.createElement("li");
              item.textContent = seat.name;
              return item;
            }),
          );
        }
      },
      onClose(error) {
        form.hidden = false;
        connection = null;
        show(error === null ? null : ["error", error.code, error.params ?? {}]);
      },
    });
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
      render();
      // The join screen in the reader's language: bench/phone_page.py times this mark.
      window.performance?.mark?.("lgdesktop-screen");
    })
    .catch(() => {});
}

if (typeof document !== "undefined" && document.getElementById("join") !== null) {
  startPage(document, window);
}
