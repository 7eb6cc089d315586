#!/usr/bin/env bash
# The test command: sets up whatever the tests need on a fresh machine, then runs Maven.
# Usage: scripts/test.sh [extra maven arguments]
#
# The endpoint tests run against real servers: Fuseki embedded in the test JVM, and Virtuoso
# (Debian's virtuoso-opensource, installed with apt-get as root), Blazegraph (the Maven Central jar)
# and Oxigraph (the npm package behind servers/oxigraph/server.js), each started by the tests through
# scripts/servers.sh on a free 127.0.0.1 port and stopped by its PID. Installing is idempotent and
# fast when done. A server that cannot be started fails its tests with the reason. The only way to
# leave servers out is the documented switch SPARQLCHECK_SKIP_SERVERS=virtuoso,blazegraph (names:
# fuseki, virtuoso, blazegraph, oxigraph); the run then ends by saying what it skipped. It also
# installs Debian's chromium for the test of report.html (SPARQLCHECK_SKIP_BROWSER=1 skips that one).
set -euo pipefail
cd "$(dirname "$0")/.."
skip="${SPARQLCHECK_SKIP_SERVERS:-}"
wanted() { [[ ",${skip// /}," != *",$1,"* ]]; }
for server in virtuoso blazegraph oxigraph; do
  if wanted "$server"; then
    scripts/servers.sh install "$server"
  fi
done
# The report test opens report.html in headless Chromium (Debian's package). SPARQLCHECK_SKIP_BROWSER=1
# skips that test visibly instead.
if [ "${SPARQLCHECK_SKIP_BROWSER:-}" != 1 ] && ! command -v chromium >/dev/null 2>&1; then
  [ "$(id -u)" = 0 ] || { echo "scripts/test.sh: chromium is not installed and installing it needs root (apt-get)" >&2; exit 1; }
  echo "scripts/test.sh: installing chromium with apt-get" >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >&2
fi
# The tests stop every server they start; should Maven die first, stop what is left, by PID.
trap 'scripts/servers.sh stop-all target/servers/test; [ -z "$skip" ] || echo "scripts/test.sh: SKIPPED the server tests of: $skip (SPARQLCHECK_SKIP_SERVERS)"; [ "${SPARQLCHECK_SKIP_BROWSER:-}" != 1 ] || echo "scripts/test.sh: SKIPPED the report test in Chromium (SPARQLCHECK_SKIP_BROWSER)"' EXIT
mvn -B -ntp verify "$@"
