// A phone's page under Node, against a real host: joins with the page's own client
// (the built bundle), says it is ready, and prints every message it opens as one JSON line
// until it has its first player view (then exits 0) or the connection ends (exits 1 with
// the error's code). Needs a global WebSocket: node --experimental-websocket (Node 20/21).
// Usage: node --experimental-websocket join.mjs BUNDLE ws://HOST:PORT/ CODE NAME

import { pathToFileURL } from "node:url";

const [bundlePath, url, code, name] = process.argv.slice(2);
const wire = await import(pathToFileURL(bundlePath).href);
let ref = 0;
const connection = new wire.Connection({
  url,
  code,
  hello: { kind: "player", name },
  onMessage(message) {
    console.log(JSON.stringify(message));
    if (message.type === "welcome") {
      ref += 1;
      connection.send({ type: "set_ready", ready: true, ref });
    } else if (message.type === "view" && message.view.type === "player_view") {
      process.exit(0);
    }
  },
  onClose(error) {
    console.log(JSON.stringify({ type: "closed", code: error?.code ?? null }));
    process.exit(1);
  },
});
