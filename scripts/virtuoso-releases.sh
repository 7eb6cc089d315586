#!/usr/bin/env bash
# By hand: the README's Virtuoso findings (docs/endpoints.md V1 to V4) on each Virtuoso release Debian
# has. The machine's own package (bookworm: 7.2.5.1) is run as installed; another release is fetched
# with a private apt configuration under WORKDIR (never the system's sources or its dpkg state),
# `apt-get download`ed and `dpkg -x`ed into WORKDIR, with that suite's libc run through its own
# dynamic loader (trixie's virtuoso-t needs glibc 2.38; bookworm has 2.36). Each release runs with
# its own ini on 127.0.0.1, one graph loaded over /sparql-auth, every repro asked with
# default-graph-uri, and is stopped by its PID. Prints each repro's answer per release.
#   scripts/virtuoso-releases.sh WORKDIR [SUITE...]   (default: system trixie sid; bullseye also works)
set -euo pipefail
work="$(mkdir -p "$1" && cd "$1" && pwd)"; shift
suites=("$@"); [ ${#suites[@]} -gt 0 ] || suites=(system trixie sid)
apt_dir="$work/apt"
mkdir -p "$apt_dir/lists/partial" "$apt_dir/cache/archives/partial" "$apt_dir/etc/sources.list.d" "$apt_dir/etc/preferences.d"
cat > "$apt_dir/apt.conf" <<CONF
Dir::State "$apt_dir";
Dir::State::Lists "$apt_dir/lists";
Dir::State::status "/var/lib/dpkg/status";
Dir::Cache "$apt_dir/cache";
Dir::Etc::SourceList "$apt_dir/etc/sources.list";
Dir::Etc::SourceParts "$apt_dir/etc/sources.list.d";
Dir::Etc::Preferences "$apt_dir/etc/preferences";
Dir::Etc::PreferencesParts "$apt_dir/etc/preferences.d";
CONF
for s in bullseye trixie sid; do echo "deb http://deb.debian.org/debian $s main"; done > "$apt_dir/etc/sources.list"
export APT_CONFIG="$apt_dir/apt.conf"
[ -f "$apt_dir/updated" ] || { apt-get update -qq >&2 && touch "$apt_dir/updated"; }

G=http://example.org/g
run_release() { # NAME PORT CMD...
  local name="$1" port="$2"; shift 2
  local d="$work/run-$name"; rm -rf "$d"; mkdir -p "$d/db" "$d/root"
  cat > "$d/virtuoso.ini" <<INI
[Database]
DatabaseFile = $d/db/virtuoso.db
ErrorLogFile = $d/db/virtuoso.log
LockFile = $d/db/virtuoso.lck
TransactionFile = $d/db/virtuoso.trx
xa_persistent_file = $d/db/virtuoso.pxa
Striping = 0
TempStorage = TempDatabase
[TempDatabase]
DatabaseFile = $d/db/virtuoso-temp.db
TransactionFile = $d/db/virtuoso-temp.trx
[Parameters]
ServerPort = 127.0.0.1:$((port + 1))
ServerThreads = 10
NumberOfBuffers = 10000
MaxDirtyBuffers = 6000
DirsAllowed = .
[HTTPServer]
ServerPort = 127.0.0.1:$port
ServerRoot = $d/root
ServerThreads = 10
[SPARQL]
ResultSetMaxRows = 100000
MaxQueryExecutionTime = 30
MaxQueryCostEstimationTime = 0
INI
  (cd "$d" && exec "$@" +foreground +configfile "$d/virtuoso.ini" >"$d/log" 2>&1) &
  local pid=$! up=no
  for _ in $(seq 1 120); do
    if curl -sf -m 5 -o /dev/null "http://127.0.0.1:$port/sparql?query=ASK%7B%7D"; then up=yes; break; fi
    kill -0 $pid 2>/dev/null || break
    sleep 1
  done
  if [ $up = no ]; then echo "$name: did not start (see $d/log)"; kill -TERM $pid 2>/dev/null || true; return; fi
  local e="http://127.0.0.1:$port"
  echo "== $name: $(curl -s -m 10 -o /dev/null -D - "$e/sparql?query=ASK%7B%7D" | grep -i '^Server:' | tr -d '\r')"
  upd() { curl -s -m 30 --digest -u dba:dba --data-urlencode "update=$1" "$e/sparql-auth" >/dev/null; }
  ask() { # LABEL QUERY
    local out code
    out=$(curl -s -m 30 -w '\n%{http_code}' -H 'Accept: application/sparql-results+json' --data-urlencode "default-graph-uri=$G" \
      --data-urlencode "query=$2" -G "$e/sparql")
    code=$(tail -1 <<<"$out")
    echo "  $1: HTTP $code $(head -n -1 <<<"$out" | tr -d '\n' | tr -s ' ' | sed 's/.*"bindings" *: *//' | cut -c1-220)"
  }
  upd "CLEAR GRAPH <$G>"
  upd "INSERT DATA { GRAPH <$G> { <http://example.org/s0> <http://example.org/p> 1 } }"
  ask "V1 SELECT (true AS ?t) {} [want \"true\"^^xsd:boolean]" 'SELECT (true AS ?t) {}'
  ask "V2 IF(20 >= ?s) over <s0> <p> 1 [want ?x unbound]" 'SELECT ?x WHERE { ?s <http://example.org/p> ?o BIND(IF(20 >= ?s, "t", "f") AS ?x) }'
  ask "V2 FILTER(20 >= ?s) [want no row]" 'SELECT ?s WHERE { ?s <http://example.org/p> ?o FILTER(20 >= ?s) }'
  ask "V2 FILTER(COALESCE(IF(20 >= ?s, false, false), true)) [want 1 row]" 'SELECT ?s WHERE { ?s <http://example.org/p> ?o FILTER(COALESCE(IF(20 >= ?s, false, false), true)) }'
  ask "V4 FILTER(?s <= 2) [want no row, no error]" 'SELECT ?s WHERE { ?s <http://example.org/p> ?o FILTER(?s <= 2) }'
  ask "V4 FILTER(?o / false = 1) [want no row, no error]" 'SELECT ?s WHERE { ?s <http://example.org/p> ?o FILTER(?o / false = 1) }'
  upd "CLEAR GRAPH <$G>"
  upd "INSERT DATA { GRAPH <$G> { <http://example.org/s3> <http://example.org/p> <http://example.org/s0> } }"
  ask "V3 FILTER(2.5E1 < ?o) over <s3> <p> <s0> [want no row]" 'SELECT ?s WHERE { ?s <http://example.org/p> ?o FILTER(2.5E1 < ?o) }'
  ask "V3 FILTER(!(2.5E1 < ?o)) [want no row]" 'SELECT ?s WHERE { ?s <http://example.org/p> ?o FILTER(!(2.5E1 < ?o)) }'
  kill -TERM $pid 2>/dev/null || true; wait $pid 2>/dev/null || true
}

port=19800
for s in "${suites[@]}"; do
  port=$((port + 10))
  if [ "$s" = system ]; then
    command -v virtuoso-t >/dev/null || { echo "system: no virtuoso-t installed"; continue; }
    run_release "system-$(dpkg-query -W -f='${Version}' virtuoso-opensource-7-bin)" $port virtuoso-t
    continue
  fi
  v=$(apt-cache madison virtuoso-opensource-7-bin | awk -v s="$s" '$0 ~ "debian "s"/" {print $3; exit}')
  [ -n "$v" ] || { echo "$s: no virtuoso-opensource-7-bin"; continue; }
  root="$work/$s"
  if [ ! -x "$root/usr/bin/virtuoso-t" ]; then
    mkdir -p "$work/debs-$s" "$root"
    libc=$(apt-cache madison libc6 | awk -v s="$s" '$0 ~ "debian "s"/" {print $3; exit}')
    (cd "$work/debs-$s" && apt-get download -qq "virtuoso-opensource-7-bin=$v" "libc6=$libc" >&2)
    for deb in "$work/debs-$s"/*.deb; do dpkg -x "$deb" "$root"; done
  fi
  lib="$root/usr/lib/x86_64-linux-gnu"
  run_release "$s-$v" $port "$lib/ld-linux-x86-64.so.2" --library-path "$lib:/lib/x86_64-linux-gnu:/usr/lib/x86_64-linux-gnu" "$root/usr/bin/virtuoso-t"
done
