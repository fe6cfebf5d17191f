// Builds the player page into lgdesktop/web/static/: the script bundle (app.mjs, one
// minified ES module holding the noble libraries) and copies of the page and its style.
// Deterministic: the same sources and lockfile give the same bytes (tests/net/test_page.py rebuilds
// the page and compares it with the committed files). Usage: npm ci && npm run build
// [-- OUT_DIR] (default: the package's static folder).

import { copyFileSync, mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const here = dirname(fileURLToPath(import.meta.url));
const out = resolve(process.argv[2] ?? join(here, "..", "lgdesktop", "web", "static"));
mkdirSync(out, { recursive: true });

await build({
  entryPoints: [join(here, "src", "main.js")],
  outfile: join(out, "app.mjs"),
  bundle: true,
  format: "esm",
  platform: "browser",
  // BigInt literals (noble) need ES2020; every phone browser of the last five years has it.
  target: ["es2020"],
  minify: true,
  legalComments: "eof",
  charset: "utf8",
  sourcemap: false,
  logLevel: "warning",
  banner: { js: "// Built by web/build.mjs from web/src: do not edit (npm run build)." },
});
for (const name of ["index.html", "style.css"]) {
  copyFileSync(join(here, "src", name), join(out, name));
}
