// The player page's script: the wire (secure.js, client.js) and, in a browser, the page.
// Built into lgdesktop/web/static/app.mjs by build.mjs; the exports are what tests/net/test_page.py
// checks under Node.

import { Connection, ConnectionError, hostUrl, PROTOCOL_VERSION } from "./client.js";

export * from "./secure.js";
export { Connection, ConnectionError, hostUrl, PROTOCOL_VERSION };

/** The join code the QR code put in the page's address (`http://HOST:PORT/#CODE`). */
export function codeFromFragment(hash) {
  const code = decodeURIComponent(hash.replace(/^#/, "")).trim();
  return /^[0-9]{4,8}$/.test(code) ? code : "";
}

// Phase 1: the join form and the seats of the lobby. The game's screens, the seat token
// kept across reloads and the translated sentences come next (issue 25).
function startPage(document, location) {
  const form = document.getElementById("join");
  const status = document.getElementById("status");
  const seats = document.getElementById("seats");
  document.getElementById("code").value = codeFromFragment(location.hash);
  let connection = null;
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (connection !== null) connection.close();
    status.textContent = "…";
    connection = new Connection({
      url: hostUrl(location),
      code: document.getElementById("code").value.trim(),
      hello: { kind: "player", name: document.getElementById("name").value.trim() },
      onMessage(message) {
        if (message.type === "welcome") {
          form.hidden = true;
          status.textContent = `${message.room} · ${message.seat + 1}`;
        } else if (message.type === "lobby") {
          seats.replaceChildren(
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
        status.textContent = error === null ? "" : error.code;
        connection = null;
      },
    });
  });
}

if (typeof document !== "undefined" && document.getElementById("join") !== null) {
  startPage(document, window.location);
}
