#!/usr/bin/env bash
# By hand: the minimal repros of the Oxigraph path findings (findings.jsonl: oxigraph-alternative-path-
# deduplicated, oxigraph-zero-length-path-absent-constant) on npm releases of the `oxigraph` package that
# the managed engine does not run (`bisect` runs 0.4.1 to 0.5.11 behind servers/oxigraph/server.js; 0.3.x
# has another JavaScript API and 0.4.0 ignores the default_graph option). Each release is installed in a
# folder of its own under WORKDIR and queried in-process by a small Node program (no server): the number
# of rows of each query, with what SPARQL 1.1 §18.4 gives in parentheses. The by-hand part of those
# findings' release attributions (attributions.jsonl, "by hand (scripts/oxigraph-releases.sh)") is this
# script's output.
#   scripts/oxigraph-releases.sh WORKDIR VERSION...    (e.g. 0.3.2 0.3.5 0.3.10 0.3.18 0.3.22 0.4.1 0.5.11)
set -euo pipefail
work="$(mkdir -p "$1" && cd "$1" && pwd)"; shift
cat > "$work/run.js" <<'JS'
// node run.js MODULE_DIR: the row counts of the path repros on that release
const ox = require(process.argv[2] + "/node_modules/oxigraph");
function rows(data, query) {
  const store = new ox.Store();
  try { store.load(data, { format: "application/n-triples" }); } catch (e) { store.load(data, "application/n-triples"); } // 0.3.x: (data, mimeType)
  return store.query(query).length;
}
const E = "http://example.org/";
const alt = `<${E}s0> <${E}p> "1" .\n<${E}s0> <${E}q> "1" .\n`, absent = `<${E}s1> <${E}p> "1" .\n`;
const checks = [
  ["alternative <s0> <p>|<q> ?w", alt, `SELECT * { <${E}s0> <${E}p>|<${E}q> ?w }`, 2],
  ["the same as a UNION", alt, `SELECT * { { <${E}s0> <${E}p> ?w } UNION { <${E}s0> <${E}q> ?w } }`, 2],
  ["zero-length <s0> <p>? ?w, <s0> absent", absent, `SELECT * { <${E}s0> <${E}p>? ?w }`, 1],
  ["zero-length <s0> <p>* ?w, <s0> absent", absent, `SELECT * { <${E}s0> <${E}p>* ?w }`, 1],
  ["VALUES ?s { <s0> } ?s <p>? ?w (rdf-tests#98)", absent, `SELECT * { VALUES ?s { <${E}s0> } ?s <${E}p>? ?w }`, 0],
];
for (const [name, data, query, want] of checks) {
  const got = rows(data, query);
  console.log(`  ${got === want ? "right" : "WRONG"}  ${name}: ${got} row(s) (§18.4: ${want})`);
}
JS
for v in "$@"; do
  dir="$work/oxigraph-$v"
  if [ ! -f "$dir/node_modules/oxigraph/package.json" ]; then
    mkdir -p "$dir"
    (cd "$dir" && npm install --no-audit --no-fund --no-save "oxigraph@$v" >install.log 2>&1)
  fi
  echo "## oxigraph $v"
  node "$work/run.js" "$dir"
done
