// Checks the page's wire against the Python side's test vectors (tests/net/page_vectors.py).
// Usage: node check_vectors.mjs BUNDLE VECTORS.json — BUNDLE is the built app.mjs (the
// committed one, so that what ships is what is checked). Prints "ok N checks" and exits 0,
// or prints the first mismatch and exits 1.

import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

const [bundlePath, vectorsPath] = process.argv.slice(2);
const wire = await import(pathToFileURL(bundlePath).href);
const vectors = JSON.parse(readFileSync(vectorsPath, "utf-8"));
const { hex, toHex } = wire;
let checks = 0;

function same(actual, expected, what) {
  checks += 1;
  if (actual !== expected) {
    console.log(`MISMATCH ${what}: got ${actual}, expected ${expected}`);
    process.exit(1);
  }
}

function refuses(action, code, what) {
  checks += 1;
  try {
    action();
  } catch (error) {
    if (error.code === code) return;
    console.log(`MISMATCH ${what}: threw ${error}, expected ${code}`);
    process.exit(1);
  }
  console.log(`MISMATCH ${what}: accepted, expected ${code}`);
  process.exit(1);
}

same(wire.PROTOCOL_VERSION, vectors.protocol_version, "protocol version");
same(wire.CLIENT_PAD_BUCKET, vectors.client_pad_bucket, "pad bucket");
same(toHex(wire.M_BYTES), vectors.spake2_M, "SPAKE2 M");
same(toHex(wire.N_BYTES), vectors.spake2_N, "SPAKE2 N");
for (const [length, padded] of vectors.padded_length) {
  same(wire.paddedLength(length, vectors.max_client_frame), padded, `padded length ${length}`);
}
const encoder = new TextEncoder();
for (const [index, v] of vectors.cases.entries()) {
  const options = {
    context: encoder.encode(v.context),
    maxFrame: vectors.max_server_frame,
    entropy: hex(v.client_entropy),
  };
  const handshake = new wire.ClientHandshake(v.code, options);
  same(toHex(handshake.start()), v.start, `case ${index} START`);
  const { confirm, channel, keys } = handshake.finish(hex(v.reply));
  same(toHex(confirm), v.confirm, `case ${index} CONFIRM`);
  same(toHex(keys.sessionId), v.session_id, `case ${index} session id`);
  same(toHex(keys.hostProof), v.keys.host_proof, `case ${index} host proof key`);
  same(toHex(keys.clientProof), v.keys.client_proof, `case ${index} client proof key`);
  same(toHex(keys.toHost), v.keys.to_host, `case ${index} key to host`);
  same(toHex(keys.toClient), v.keys.to_client, `case ${index} key to client`);
  for (const [n, frame] of v.to_host.entries()) {
    const plain = hex(frame.plain);
    same(wire.paddedLength(plain.length, vectors.max_client_frame), frame.pad_to, `pad ${n}`);
    same(toHex(channel.seal(plain, frame.pad_to)), frame.sealed, `case ${index} to host ${n}`);
  }
  for (const [n, frame] of v.to_client.entries()) {
    same(toHex(channel.open(hex(frame.sealed))), frame.plain, `case ${index} to client ${n}`);
  }
  // A replayed frame fails, and the channel refuses everything after it.
  refuses(() => channel.open(hex(v.to_client[0].sealed)), "bad_frame", `case ${index} replay`);
  refuses(() => channel.open(hex(v.to_client[1].sealed)), "channel_closed", `case ${index} after`);
  // A host that does not know the code: its proof is refused.
  const other = new wire.ClientHandshake(v.code, options);
  other.start();
  refuses(() => other.finish(hex(v.wrong_code_reply)), "bad_code", `case ${index} wrong code`);
  // A forged frame (one bit of the tag flipped) fails to open.
  const fresh = new wire.ClientHandshake(v.code, options);
  fresh.start();
  const forged = hex(v.to_client[0].sealed);
  forged[forged.length - 1] ^= 1;
  refuses(() => fresh.finish(hex(v.reply)).channel.open(forged), "bad_frame", `case ${index} forged`);
  // A reply reflecting the client's own message, and a malformed one, are refused.
  const reflected = new wire.ClientHandshake(v.code, options);
  const start = reflected.start();
  const mirror = hex(v.reply);
  mirror.set(start.slice(2), 2);
  refuses(() => reflected.finish(mirror), "bad_handshake", `case ${index} reflected`);
  const short = new wire.ClientHandshake(v.code, options);
  short.start();
  refuses(() => short.finish(hex(v.reply).slice(1)), "bad_handshake", `case ${index} short reply`);
}
same(wire.codeFromFragment("#12345678"), "12345678", "code from the fragment");
same(wire.codeFromFragment("#12ab"), "", "no code from a bad fragment");
same(wire.codeFromFragment("#%E0%A4%A"), "", "no code from a broken fragment");
// The page's sentences: texts.json beside the bundle (exported from the app's catalogue).
const texts = JSON.parse(readFileSync(join(dirname(bundlePath), "texts.json"), "utf-8"));
same(wire.errorText(texts, "fr", "bad_code"), texts.fr.errors.bad_code, "a French sentence");
same(wire.errorText(texts, "en", "no_such_code"), texts.en.unknown, "an unknown code");
same(
  wire.errorText(texts, "en", "name_confusable", { name: "Zoë" }),
  texts.en.errors.name_confusable.replace("{name}", "Zoë"),
  "a sentence's params",
);
same(wire.fill("{a} and {b}", { a: 1 }), "1 and {b}", "a field without a value");
same(wire.fill("{toString}", {}), "{toString}", "no inherited field");
same(wire.pickLanguage(texts, null, ["en-US", "fr"]), "en", "the browser's language");
same(wire.pickLanguage(texts, null, ["de-DE"]), "fr", "French by default");
same(wire.pickLanguage(texts, "en", ["fr-FR"]), "en", "the switch wins");
console.log(`ok ${checks} checks`);
