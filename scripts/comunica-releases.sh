#!/usr/bin/env bash
# By hand: the minimal repro of each Comunica finding (findings.jsonl, engine comunica) on Comunica
# releases, with no server: each release of @comunica/query-sparql-rdfjs (npm, with n3) in a folder of
# its own under WORKDIR, and a small Node program that loads a TriG file into an N3 store and prints
# the SPARQL JSON answer, "ERROR: message" for a rejected or failed query, or nothing when the query
# never settles (Node's event loop empties); a crash of the process shows as rc=1 and its TypeError.
# Managed comunica@V runs 4.5.0 behind the project's server (5.x needs the undici override below on
# Node 20), so `bisect` does not reach these releases; the findings' by-hand release attributions
# (attributions.jsonl, "by hand (scripts/comunica-releases.sh)") are this script's output.
#   scripts/comunica-releases.sh WORKDIR VERSION...    (e.g. 2.10.2 3.2.3 4.0.2 4.5.0 5.4.1)
set -euo pipefail
work="$(mkdir -p "$1" && cd "$1" && pwd)"; shift
cat > "$work/run.js" <<'JS'
// node run.js MODULE_DIR DATA.trig QUERY: QUERY on that release over an N3 store holding DATA
const [dir, dataFile, query] = process.argv.slice(2);
const { QueryEngine } = require(dir + "/node_modules/@comunica/query-sparql-rdfjs");
const N3 = require(dir + "/node_modules/n3");
const store = new N3.Store();
store.addQuads(new N3.Parser({ format: "application/trig" }).parse(require("fs").readFileSync(dataFile, "utf8")));
(async () => {
  const engine = new QueryEngine();
  try {
    const { data } = await engine.resultToString(await engine.query(query, { sources: [store] }), "application/sparql-results+json");
    let s = ""; for await (const c of data) s += c; console.log(s.replace(/\n/g, ""));
  } catch (e) { console.log("ERROR: " + e.message); }
})();
JS
ex='<http://example.org'
printf '' > "$work/empty.trig"
echo "$ex/s0> $ex/p> $ex/s0> ." > "$work/one.trig"
printf '%s\n' "$ex/s0> $ex/p> $ex/s1> ." "$ex/s1> $ex/p> $ex/s2> ." > "$work/chain.trig"
printf '%s\n' "$ex/s0> $ex/p> $ex/s1> ." "$ex/s2> $ex/r> $ex/s1> ." > "$work/crash.trig"
printf '%s\n' "$ex/s0> $ex/p> \"0\"^^<http://www.w3.org/2001/XMLSchema#integer> ." \
  "$ex/s0> $ex/p> \"1\"^^<http://www.w3.org/2001/XMLSchema#integer> ." > "$work/two.trig"
echo "$ex/s0> $ex/p> \"0\"^^<http://www.w3.org/2001/XMLSchema#integer> ." > "$work/zero.trig"
printf '%s\n' "$ex/s0> $ex/p> $ex/s0> ." "$ex/g1> { $ex/s1> $ex/p> $ex/s1> . }" "$ex/g2> { $ex/s2> $ex/q> $ex/s2> . }" > "$work/graphs.trig"
P='PREFIX : <http://example.org/> '
queries=(
  "nps-bind|one.trig|SELECT * { ?s !:q ?w . BIND(1 AS ?b) }"
  "nps-join|chain.trig|SELECT * { ?s !:q ?w . ?w :p ?b }"
  "count|empty.trig|SELECT (COUNT(?w) AS ?c) {}"
  "limit0|one.trig|SELECT * { ?s :p ?o } LIMIT 0"
  "path-star|one.trig|SELECT * { ?s (:q|:r)* ?w }"
  "path-plus|one.trig|SELECT * { ?s (:q|:r)+ ?w }"
  "path-union|empty.trig|SELECT * { ?s :p ?o . { ?s (:q|:q)* ?w . } UNION { } }"
  "join|two.trig|SELECT * { ?s :p ?o . BIND(?x AS ?w) { ?s :p ?w } }"
  "values-undef|zero.trig|SELECT * { ?s :p ?o VALUES ?w { UNDEF } FILTER(0 = ?x) }"
  "values-0|zero.trig|SELECT * { ?s :p ?o VALUES ?w { 0 } FILTER(?x = 0) }"
  "orderby|empty.trig|SELECT ?x { VALUES ?x { \"INF\" \"http://a\" \"1\" } } ORDER BY ?x"
  "hang|one.trig|SELECT * { ?s (:q/:q)* ?w }"
  "dataset-union|graphs.trig|SELECT * FROM :g1 { GRAPH ?g { ?s ?p ?o } }"
  "dataset-named|graphs.trig|SELECT * FROM NAMED :g1 { ?s ?p ?o }"
  "decimal-add|empty.trig|SELECT ((0.000000000000000000000000000001 + 0.000000000000000000000000000001) AS ?x) {}"
  "decimal-mul|empty.trig|SELECT ((0.0000001 * 1) AS ?x) {}"
  "crash|crash.trig|SELECT * { ?s :p ?o . OPTIONAL { ?o :r ?w . FILTER(true) } FILTER(25 IN (?o)) }"
  "crash-plain|crash.trig|SELECT * { ?s :p ?o . OPTIONAL { ?o :r ?w . FILTER(true) } }"
)
for v in "$@"; do
  dir="$work/com-$v"
  if [ ! -f "$dir/node_modules/@comunica/query-sparql-rdfjs/package.json" ]; then
    mkdir -p "$dir"
    echo "{\"name\":\"x\",\"version\":\"1.0.0\",\"overrides\":{\"undici\":\"^7.16.0\"},\"dependencies\":{\"@comunica/query-sparql-rdfjs\":\"$v\",\"n3\":\"^1.26.0\"}}" > "$dir/package.json"
    (cd "$dir" && npm install --no-audit --no-fund >install.log 2>&1)
  fi
done
for entry in "${queries[@]}"; do
  IFS='|' read -r name data query <<<"$entry"
  echo "## $name [$data] $query"
  for v in "$@"; do
    set +e
    out=$(cd "$work" && timeout 60 node run.js "$work/com-$v" "$data" "$P$query" 2>&1); rc=$?
    set -e
    echo "  $v rc=$rc: $(echo "$out" | grep -v '^\s*at ' | grep -v '^$' | tail -n 2 | tr '\n' ' ' | cut -c1-260)"
  done
done
