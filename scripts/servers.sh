#!/usr/bin/env bash
# Installs, starts and stops the real SPARQL servers sparqlcheck's endpoint tests and campaigns run
# against. Every server binds 127.0.0.1 only and is stopped by the PID this script recorded.
#
#   scripts/servers.sh install NAME...        install what NAME needs (idempotent; fast when present)
#   scripts/servers.sh start NAME PORT DIR    start NAME on 127.0.0.1:PORT with its state in DIR, wait
#                                             until it answers; DIR/pid holds its PID. Machine output:
#                                             stdout carries the PID and nothing else (every message,
#                                             and everything Maven, apt or npm print, goes to stderr)
#   scripts/servers.sh stop DIR               stop the server whose PID is in DIR/pid (SIGTERM, then SIGKILL)
#   scripts/servers.sh stop-all ROOT          stop every server with a pid file under ROOT
#
# NAME is one of: virtuoso, blazegraph, oxigraph, comunica, fuseki (the standalone jar; the tests embed Fuseki).
# Endpoints once started (see engines.yaml):
#   virtuoso    http://127.0.0.1:PORT/sparql (query), /sparql-auth (update, digest auth dba/dba);
#               its ISQL port is PORT+1 (also loopback)
#   blazegraph  http://127.0.0.1:PORT/blazegraph/sparql (in-memory triples mode, namespace kb)
#   oxigraph    http://127.0.0.1:PORT/query, /update (servers/oxigraph/server.js)
#   comunica    http://127.0.0.1:PORT/query, /update (servers/comunica/server.js over @comunica/query-sparql-rdfjs
#               $COMUNICA_VERSION, installed where the managed engine comunica@VERSION installs it)
#   fuseki      http://127.0.0.1:PORT/ds/query, /ds/update (in-memory)
set -euo pipefail
# stdout is machine output (start: the PID alone); everything else goes to stderr
exec 3>&1 1>&2
root="$(cd "$(dirname "$0")/.." && pwd)"
tools="$root/target/server-tools"
BLAZEGRAPH_VERSION=2.1.5
JENA_VERSION=5.6.0
COMUNICA_VERSION=4.5.0
# the managed engines' npm cache (ManagedEngines.DEFAULT_HOME/npm), so both share one install
comunica_dir="$root/.sparqlcheck/engines/npm/@comunica+query-sparql-rdfjs-$COMUNICA_VERSION"

die() { echo "servers.sh: $*" >&2; exit 1; }

# fetch_jar GROUP ARTIFACT VERSION: the jar from Maven Central into $tools, once.
fetch_jar() {
  if [ ! -f "$tools/$2-$3.jar" ]; then
    mkdir -p "$tools"
    mvn -q -B -ntp -Dstyle.color=never -f "$root/pom.xml" dependency:copy -Dartifact="$1:$2:$3" -DoutputDirectory="$tools" >&2
  fi
}

install_one() {
  case "$1" in
    virtuoso)
      if ! command -v virtuoso-t >/dev/null || ! command -v isql-vt >/dev/null; then
        [ "$(id -u)" = 0 ] || die "virtuoso-opensource is not installed and installing it needs root (apt-get)"
        echo "servers.sh: installing virtuoso-opensource with apt-get" >&2
        apt-get update -qq >&2
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends virtuoso-opensource >&2
      fi ;;
    blazegraph) fetch_jar com.blazegraph blazegraph-jar "$BLAZEGRAPH_VERSION" ;;
    fuseki) fetch_jar org.apache.jena jena-fuseki-server "$JENA_VERSION" ;;
    oxigraph)
      command -v node >/dev/null || die "node is not installed (Node 20 is expected on this machine)"
      if [ ! -d "$root/servers/oxigraph/node_modules/oxigraph" ]; then
        (cd "$root/servers/oxigraph" && npm ci --no-audit --no-fund --loglevel=error >&2)
      fi ;;
    comunica)
      command -v node >/dev/null || die "node is not installed (Node 20 is expected on this machine)"
      if [ ! -f "$comunica_dir/node_modules/@comunica/query-sparql-rdfjs/package.json" ]; then
        npm install --no-audit --no-fund --loglevel=error --prefix "$comunica_dir" \
          "@comunica/query-sparql-rdfjs@$COMUNICA_VERSION" n3@1 >&2
      fi
      cp "$root/servers/comunica/server.js" "$comunica_dir/server.js" ;;
    chromium)
      # not a server: the headless browser the report test opens report.html in
      if ! command -v chromium >/dev/null; then
        [ "$(id -u)" = 0 ] || die "chromium is not installed and installing it needs root (apt-get)"
        echo "servers.sh: installing chromium with apt-get" >&2
        apt-get update -qq >&2
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >&2
      fi ;;
    *) die "unknown server '$1' (known: virtuoso, blazegraph, oxigraph, comunica, fuseki, chromium)" ;;
  esac
}

# wait_until DIR SECONDS CMD...: polls CMD until it succeeds, or fails naming the log
wait_until() {
  local dir="$1" secs="$2"; shift 2
  local pid; pid="$(cat "$dir/pid")"
  for _ in $(seq 1 $((secs * 10))); do
    if "$@" >/dev/null 2>&1; then return 0; fi
    if ! kill -0 "$pid" 2>/dev/null; then
      die "the server exited before it answered; last lines of $dir/log:
$(tail -20 "$dir/log" 2>/dev/null)"
    fi
    sleep 0.1
  done
  kill -TERM "$pid" 2>/dev/null || true
  die "the server did not answer within ${secs}s (stopped it); last lines of $dir/log:
$(tail -20 "$dir/log" 2>/dev/null)"
}

start() {
  local name="$1" port="$2" dir="$3"
  install_one "$name"
  mkdir -p "$dir"
  dir="$(cd "$dir" && pwd)"
  if [ -f "$dir/pid" ] && kill -0 "$(cat "$dir/pid")" 2>/dev/null; then
    die "a server is already running from $dir (PID $(cat "$dir/pid"))"
  fi
  case "$name" in
    virtuoso)
      local isql=$((port + 1))
      rm -rf "$dir/db"; mkdir -p "$dir/db" "$dir/root" "$dir/load"
      cat > "$dir/virtuoso.ini" <<INI
[Database]
DatabaseFile = $dir/db/virtuoso.db
ErrorLogFile = $dir/db/virtuoso.log
LockFile = $dir/db/virtuoso.lck
TransactionFile = $dir/db/virtuoso.trx
xa_persistent_file = $dir/db/virtuoso.pxa
ErrorLogLevel = 7
FileExtend = 200
MaxCheckpointRemap = 2000
Striping = 0
TempStorage = TempDatabase

[TempDatabase]
DatabaseFile = $dir/db/virtuoso-temp.db
TransactionFile = $dir/db/virtuoso-temp.trx
MaxCheckpointRemap = 2000
Striping = 0

[Parameters]
ServerPort = 127.0.0.1:$isql
ServerThreads = 10
CheckpointInterval = 60
NumberOfBuffers = 10000
MaxDirtyBuffers = 6000
MaxQueryMem = 256M
DirsAllowed = ., $dir/load, /usr/share/virtuoso-opensource-7/vad
VADInstallDir = /usr/share/virtuoso-opensource-7/vad/

[HTTPServer]
ServerPort = 127.0.0.1:$port
ServerRoot = $dir/root
ServerThreads = 10
MaxKeepAlives = 10
KeepAliveTimeout = 10
MaxClientConnections = 10

[SPARQL]
ResultSetMaxRows = 100000
MaxQueryExecutionTime = 30
MaxQueryCostEstimationTime = 0
DefaultQuery = select distinct ?Concept where {[] a ?Concept} LIMIT 100
INI
      (cd "$dir" && exec setsid virtuoso-t +foreground +configfile "$dir/virtuoso.ini" >"$dir/log" 2>&1 3>&-) &
      echo $! > "$dir/pid"
      wait_until "$dir" 60 curl -sf -o /dev/null "http://127.0.0.1:$port/sparql?query=ASK%7B%7D"
      ;;
    blazegraph)
      local jar="$tools/blazegraph-jar-$BLAZEGRAPH_VERSION.jar"
      cat > "$dir/mem.properties" <<PROPS
com.bigdata.journal.AbstractJournal.bufferMode=MemStore
com.bigdata.rdf.store.AbstractTripleStore.quads=false
com.bigdata.rdf.sail.truthMaintenance=false
com.bigdata.rdf.store.AbstractTripleStore.statementIdentifiers=false
com.bigdata.rdf.store.AbstractTripleStore.textIndex=false
com.bigdata.rdf.store.AbstractTripleStore.axiomsClass=com.bigdata.rdf.axioms.NoAxioms
PROPS
      # java -jar does not start on Java 9+ (ENGINES.md): run the server class directly.
      # MemStore keeps about 1 MB of direct memory per dataset loaded and dropped, and never returns it
      # (found by the first campaign: direct memory exhausted after ~1,150 datasets at the default 1 GB)
      (cd "$dir" && exec setsid java -server -Xmx1g -XX:MaxDirectMemorySize=6g -Djetty.host=127.0.0.1 -Djetty.port="$port" \
        -Djetty.home="jar:file:$jar!/war" -cp "$jar" com.bigdata.rdf.sail.webapp.NanoSparqlServer \
        "$port" kb "$dir/mem.properties" >"$dir/log" 2>&1 3>&-) &
      echo $! > "$dir/pid"
      wait_until "$dir" 90 curl -sf -o /dev/null "http://127.0.0.1:$port/blazegraph/status"
      ;;
    oxigraph)
      (cd "$dir" && exec setsid node "$root/servers/oxigraph/server.js" "$port" >"$dir/log" 2>&1 3>&-) &
      echo $! > "$dir/pid"
      wait_until "$dir" 30 curl -sf -o /dev/null "http://127.0.0.1:$port/status"
      ;;
    comunica)
      (cd "$dir" && exec setsid node "$comunica_dir/server.js" "$port" >"$dir/log" 2>&1 3>&-) &
      echo $! > "$dir/pid"
      wait_until "$dir" 60 curl -sf -o /dev/null "http://127.0.0.1:$port/status"
      ;;
    fuseki)
      local jar="$tools/jena-fuseki-server-$JENA_VERSION.jar"
      (cd "$dir" && exec setsid java -Xmx512m -jar "$jar" --localhost --port "$port" --mem --update /ds \
        >"$dir/log" 2>&1 3>&-) &
      echo $! > "$dir/pid"
      wait_until "$dir" 60 curl -sf -o /dev/null "http://127.0.0.1:$port/ds/query?query=ASK%7B%7D"
      ;;
    *) die "unknown server '$name' (known: virtuoso, blazegraph, oxigraph, comunica, fuseki)" ;;
  esac
  cat "$dir/pid" >&3
}

stop() {
  local dir="$1"
  [ -f "$dir/pid" ] || return 0
  local pid; pid="$(cat "$dir/pid")"
  if kill -0 "$pid" 2>/dev/null; then
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    if kill -0 "$pid" 2>/dev/null; then kill -KILL "$pid" 2>/dev/null || true; fi
  fi
  rm -f "$dir/pid"
}

cmd="${1:-}"; shift || true
case "$cmd" in
  install) [ $# -ge 1 ] || die "usage: servers.sh install NAME..."; for n in "$@"; do install_one "$n"; done ;;
  start) [ $# -eq 3 ] || die "usage: servers.sh start NAME PORT DIR"; start "$@" ;;
  stop) [ $# -eq 1 ] || die "usage: servers.sh stop DIR"; stop "$1" ;;
  stop-all)
    [ $# -eq 1 ] || die "usage: servers.sh stop-all ROOT"
    if [ -d "$1" ]; then
      find "$1" -name pid -type f | while read -r f; do stop "$(dirname "$f")"; done
    fi ;;
  *) die "usage: servers.sh install|start|stop|stop-all ..." ;;
esac
