// The phone's screens as pure DOM: the lobby from the `lobby` message and the page's own
// labels, the game from the host's `screen` (SCREEN.md: every sentence already rendered
// in the reader's language by the laptop's presenters). Nothing here reads a role to
// decide what to do: a real night choice and a decoy have the same shape, so the same
// buttons, the same taps and the same submit.

/** Chat lines kept on the page (the oldest go first). */
export const MAX_CHAT_LINES = 200;

/** The name of the screen shown (`data-screen`, the screenshots' file names). */
export function screenName(model) {
  if (model.lobby === null || model.welcome === null) return "join";
  const screen = model.screen;
  if (model.lobby.state === "lobby" || screen === null) return "lobby";
  if (screen.end) return "end";
  if (model.tab === "notes") return "notes";
  if (model.tab === "chat") return "chat";
  if (!screen.alive) return "ghost";
  return screen.phase;
}

/** A prompt's identity: a new one (another question, other choices) clears the taps. */
export function promptKey(prompt) {
  if (!prompt) return "";
  return JSON.stringify([
    prompt.input,
    prompt.question,
    prompt.count,
    prompt.card_count,
    prompt.choices.map((choice) => [choice.seat, choice.allowed]),
    prompt.cards.map((card) => card.card),
    prompt.options.map((option) => option.option),
  ]);
}

/** Whether a tap on a seat, a card or an option (`kind`, `value`) is open to this seat's
 * power in `prompt` (`allowed`). */
export function allowedChoice(prompt, kind, value) {
  const [list, key] = {
    seat: [prompt.choices, "seat"],
    card: [prompt.cards, "card"],
    option: [prompt.options, "option"],
  }[kind];
  const found = list.find((item) => item[key] === value);
  return found !== undefined && found.allowed !== false;
}

/** What a tap on a seat, a card or an option makes of the selection (a new object):
 * one-of prompts replace, many-of prompts toggle up to their count. */
export function toggle(selection, prompt, kind, value) {
  const next = {
    seats: [...selection.seats],
    cards: [...selection.cards],
    option: selection.option,
    secret: selection.secret === true,
  };
  if (kind === "option") {
    next.option = next.option === value ? "" : value;
    return next;
  }
  const list = kind === "seat" ? next.seats : next.cards;
  const most = kind === "seat" ? prompt.count : prompt.card_count;
  const at = list.indexOf(value);
  if (at >= 0) list.splice(at, 1);
  else if (most <= 1) list.splice(0, list.length, value);
  else if (list.length < most) list.push(value);
  // A prompt offering seats or cards (a Seer: a player, or center cards): one kind at a time.
  if (kind === "seat" && list.length > 0) next.cards = [];
  if (kind === "card" && list.length > 0) next.seats = [];
  return next;
}

/** Whether the selection may be sent (the host still judges it: a refusal changes nothing). */
export function canConfirm(selection, prompt) {
  if (!prompt) return false;
  const seats = selection.seats.length;
  const cards = selection.cards.length;
  if (prompt.options.length > 0 && selection.option === "" && seats === 0 && cards === 0) return false;
  if (seats === 0 && cards === 0) return selection.option !== "" || (prompt.count === 0 && prompt.card_count === 0);
  return seats <= prompt.count && cards <= prompt.card_count;
}

/** The `submit` of a selection (docs/protocol.md, "The phone's screen"): the same fields
 * for every prompt, real or decoy; with the screen's `secret_ballot` pressed
 * (`selection.secret`), the ballot takes its secret form (its `option`). */
export function submitOf(selection, prompt, version, secretBallot = null) {
  return {
    type: "submit",
    input: prompt.input,
    target: selection.seats.length === 1 ? selection.seats[0] : null,
    seats: [...selection.seats],
    cards: [...selection.cards],
    option: selection.secret && secretBallot ? secretBallot.option : selection.option,
    version,
  };
}

/** The `submit` lodging the day's proxy vote on `seat` (the screen's `proxy`). */
export function proxySubmit(seat, version) {
  return { type: "submit", input: "proxy_vote", target: seat, version };
}

/** The selection a prompt starts with: its current pick, if any (the secret ballot's
 * button released). */
export function initialSelection(prompt) {
  const seats = prompt && prompt.current !== null && prompt.current !== undefined ? [prompt.current] : [];
  return { seats, cards: [], option: "", secret: false };
}

function make(document, tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    if (name === "class") element.className = value;
    else if (name.startsWith("on")) element.addEventListener(name.slice(2), value);
    else if (name === "text") element.textContent = value;
    else element.setAttribute(name, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === "") continue;
    element.append(typeof child === "string" ? document.createTextNode(child) : child);
  }
  return element;
}

/** The nodes of the screen for `model` ({page, lobby, welcome, screen, tab, selection,
 * chat, channel, holding}); `act(action, value)` is called on every tap (`ready`, `seat`,
 * `card`, `option`, `confirm`, `secret_ballot`, `ready_to_vote`, `proxy`, `tab`,
 * `channel`). */
export function renderScreen(document, model, act) {
  const page = model.page;
  const h = (tag, attributes, ...children) => make(document, tag, attributes, ...children);
  const name = screenName(model);
  if (name === "join") return [];
  if (name === "lobby") return renderLobby(h, model, act);
  const screen = model.screen;
  const nodes = [];
  nodes.push(h("h2", { class: "title", text: screen.title }));
  if (screen.step) nodes.push(h("p", { class: "step", text: screen.step }));
  if (name === "end") {
    nodes.push(...renderEnd(h, model));
    return nodes;
  }
  if (!screen.alive) nodes.push(h("p", { class: "banner", text: page.ghost }));
  if (name === "notes") nodes.push(...renderNotes(h, model));
  else if (name === "chat") nodes.push(...renderChat(h, model, act));
  else nodes.push(...renderPlay(h, model, act));
  if (name === "ghost") nodes.push(...renderNotes(h, model, false));
  return nodes;
}

function renderLobby(h, model, act) {
  const page = model.page;
  const lobby = model.lobby;
  const mine = model.welcome.seat;
  const me = lobby.seats.find((seat) => seat.seat === mine);
  const ready = me ? me.ready : false;
  const marks = (seat) =>
    [
      seat.seat === mine ? page.you : "",
      seat.ready ? `✓ ${page.is_ready}` : "",
      seat.bot ? page.bot : "",
      seat.connected === false ? page.away : "",
    ]
      .filter(Boolean)
      .join(" · ");
  return [
    h(
      "button",
      {
        type: "button",
        id: "ready",
        class: ready ? "big on" : "big",
        "aria-pressed": ready ? "true" : "false",
        onclick: () => act("ready", !ready),
      },
      ready ? page.unready : page.ready,
    ),
    h("p", { class: "hint", text: page.waiting }),
    h("h3", { text: `${page.players} (${lobby.seats.length}/${lobby.max_players})` }),
    h(
      "ul",
      { class: "seats", id: "seats" },
      lobby.seats.map((seat) =>
        h(
          "li",
          { class: seat.seat === mine ? "me" : null },
          h("span", { class: "name", text: seat.name }),
          h("span", { class: "marks", text: marks(seat) }),
        ),
      ),
    ),
  ];
}

function renderPlay(h, model, act) {
  const page = model.page;
  const screen = model.screen;
  const prompt = screen.prompt;
  const nodes = [];
  if (prompt) {
    const selection = model.selection;
    // A secret prompt (a night's choice) tells the card: its question, which choices its
    // power may take and the pack's picks show only while the card is held (`open`).
    const open = !prompt.secret || model.holding === true;
    // So does a secret ballot (the Stuttering Judge's): its button, and the question once
    // it is pressed, only while the card is held; pressed, it stays so for the tap.
    const secret = model.holding === true ? screen.secret_ballot : null;
    const question = secret && selection.secret ? secret.question : open ? prompt.question : prompt.cover;
    nodes.push(h("p", { class: "question", text: question }));
    if (secret) {
      nodes.push(
        h("button", {
          type: "button",
          id: "secret_ballot",
          class: selection.secret ? "big secret on" : "big secret",
          "aria-pressed": selection.secret ? "true" : "false",
          onclick: () => act("secret_ballot"),
          text: secret.label,
        }),
      );
    }
    if (prompt.hint) nodes.push(h("p", { class: "hint", text: prompt.hint }));
    if (prompt.choices.length > 0) {
      nodes.push(
        h(
          "div",
          { class: "choices", role: "group" },
          prompt.choices.map((choice) =>
            h(
              "button",
              {
                type: "button",
                class: selection.seats.includes(choice.seat) ? "choice on" : "choice",
                "data-seat": choice.seat,
                "aria-pressed": selection.seats.includes(choice.seat) ? "true" : "false",
                disabled: open && !choice.allowed,
                onclick: () => act("seat", choice.seat),
              },
              h("span", { class: "name", text: choice.name }),
              open && choice.picks ? h("span", { class: "picks", text: choice.picks }) : null,
            ),
          ),
        ),
      );
    }
    if (prompt.cards.length > 0) {
      nodes.push(
        h(
          "div",
          { class: "choices cards", role: "group" },
          prompt.cards.map((card) =>
            h("button", {
              type: "button",
              class: selection.cards.includes(card.card) ? "choice on" : "choice",
              "data-card": card.card,
              "aria-pressed": selection.cards.includes(card.card) ? "true" : "false",
              disabled: open && card.allowed === false,
              onclick: () => act("card", card.card),
              text: card.label,
            }),
          ),
        ),
      );
    }
    if (prompt.options.length > 0) {
      nodes.push(
        h(
          "div",
          { class: "choices options", role: "group" },
          prompt.options.map((option) =>
            h("button", {
              type: "button",
              class: selection.option === option.option ? "choice on" : "choice",
              "data-option": option.option,
              "aria-pressed": selection.option === option.option ? "true" : "false",
              disabled: open && option.allowed === false,
              onclick: () => act("option", option.option),
              text: option.label,
            }),
          ),
        ),
      );
    }
    nodes.push(
      h("button", {
        type: "button",
        id: "confirm",
        class: "big sticky",
        "data-count": prompt.count,
        "data-cards": prompt.card_count,
        "data-sent": model.sent === JSON.stringify(selection) ? "" : null,
        disabled: !canConfirm(selection, prompt) || model.sent === JSON.stringify(selection),
        onclick: () => act("confirm"),
        text: page.confirm,
      }),
    );
  } else if (screen.waiting) {
    nodes.push(h("p", { class: "waiting", text: screen.waiting }));
  }
  if (screen.ready_to_vote !== null && screen.ready_to_vote !== undefined) {
    nodes.push(
      screen.ready_to_vote
        ? h("p", { class: "hint", id: "asked", text: page.asked_vote })
        : h("button", {
            type: "button",
            id: "ready_to_vote",
            class: "big",
            onclick: () => act("ready_to_vote"),
            text: page.ready_to_vote,
          }),
    );
  }
  if (screen.proxy) nodes.push(...renderProxy(h, screen.proxy, act));
  if (screen.news) nodes.push(h("p", { class: "news", text: screen.news }));
  if (!prompt) nodes.push(...renderSeats(h, model));
  return nodes;
}

/** The day's proxy vote: its question over a list of the players it may name, reading
 * `nobody` while none is named; picking one lodges it at once (the laptop's list). */
function renderProxy(h, proxy, act) {
  const none = proxy.current === null || proxy.current === undefined;
  return [
    h("label", { for: "proxy", class: "hint", text: proxy.question }),
    h(
      "select",
      { id: "proxy", class: "proxy", onchange: (event) => act("proxy", Number(event.target.value)) },
      none ? h("option", { value: "", disabled: true, selected: true, text: proxy.nobody }) : null,
      proxy.choices.map((choice) =>
        h("option", { value: choice.seat, selected: choice.seat === proxy.current, text: choice.name }),
      ),
    ),
  ];
}

function renderSeats(h, model) {
  const page = model.page;
  const screen = model.screen;
  return [
    h("h3", { text: page.table }),
    h(
      "ul",
      { class: "seats" },
      screen.seats.map((seat) =>
        h(
          "li",
          { class: [seat.seat === screen.seat ? "me" : "", seat.alive ? "" : "out"].join(" ").trim() || null },
          h("span", { class: "name", text: seat.name }),
          h("span", {
            class: "marks",
            text: [seat.alive ? "" : `✝ ${page.dead}`, seat.role, seat.badges].filter(Boolean).join(" · "),
          }),
        ),
      ),
    ),
  ];
}

/** What this seat knows; `whole`: with the news and the table (the notes tab), not under
 * the ghost's play screen that shows them already. */
function renderNotes(h, model, whole = true) {
  const page = model.page;
  const screen = model.screen;
  const nodes = [h("h3", { text: page.notes })];
  const lines = [...screen.lines];
  if (screen.pack) nodes.push(h("p", { class: "pack", text: screen.pack }));
  if (lines.length === 0) nodes.push(h("p", { class: "hint", text: page.no_notes }));
  else nodes.push(h("ol", { class: "lines" }, lines.map((line) => h("li", { text: line }))));
  const known = screen.known ?? [];
  if (known.length > 0) {
    nodes.push(h("h3", { text: page.known }));
    nodes.push(
      h(
        "ul",
        { class: "seats known" },
        known.map((entry) =>
          h(
            "li",
            {},
            h("span", { class: "name", text: entry.label }),
            h("span", { class: "marks", text: [entry.role, entry.camp].filter(Boolean).join(" · ") }),
          ),
        ),
      ),
    );
  }
  if (whole && screen.news) nodes.push(h("p", { class: "news", text: screen.news }));
  if (whole) nodes.push(...renderSeats(h, model));
  return nodes;
}

function renderChat(h, model, act) {
  const page = model.page;
  const channels = model.screen.channels;
  const channel = model.channel;
  const nodes = [];
  if (channels.length > 1) {
    nodes.push(
      h(
        "div",
        { class: "channels", role: "group" },
        channels.map((entry) =>
          h("button", {
            type: "button",
            class: entry.channel === channel ? "choice on" : "choice",
            "data-channel": entry.channel,
            onclick: () => act("channel", entry.channel),
            text: entry.label,
          }),
        ),
      ),
    );
  } else if (channels.length === 1) {
    nodes.push(h("h3", { text: channels[0].label }));
  }
  const lines = model.chat.filter((line) => line.channel === channel);
  if (lines.length === 0) nodes.push(h("p", { class: "hint", text: page.no_chat }));
  else
    nodes.push(
      h(
        "ol",
        { class: "chat", id: "chatlog" },
        lines.map((line) => h("li", {}, h("b", { text: `${line.name} ` }), line.text)),
      ),
    );
  return nodes;
}

function renderEnd(h, model) {
  const page = model.page;
  const end = model.screen.end;
  const nodes = [h("p", { class: end.won ? "banner won" : "banner", text: end.title })];
  nodes.push(h("p", { class: "big-line", text: end.won ? page.won : page.lost }));
  nodes.push(h("h3", { text: page.cards }));
  nodes.push(
    h(
      "ul",
      { class: "seats reveal" },
      end.reveal.map((entry) =>
        h(
          "li",
          { class: [entry.me ? "me" : "", entry.alive ? "" : "out"].join(" ").trim() || null },
          h("span", { class: "name", text: `${entry.winner ? "★ " : ""}${entry.name}` }),
          h("span", {
            class: "marks",
            text: [entry.role, entry.camp, entry.dealt, entry.alive ? "" : `✝ ${page.dead}`]
              .filter(Boolean)
              .join(" · "),
          }),
        ),
      ),
    ),
  );
  if (end.center) nodes.push(h("p", { class: "hint", text: end.center }));
  for (const part of end.recap) {
    nodes.push(h("h3", { text: part.title }));
    nodes.push(h("ol", { class: "lines" }, part.lines.map((line) => h("li", { text: line }))));
  }
  nodes.push(h("p", { class: "hint", text: page.again }));
  return nodes;
}
