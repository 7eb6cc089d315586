#!/usr/bin/env bash
# Starts the loopback servers engines.yaml points at (fuseki 3330, virtuoso 8890, blazegraph 9999,
# oxigraph 7878), runs `bin/sparqlcheck` with the given arguments, and stops every server it started
# by its PID, also on failure or interrupt.
#   scripts/with-servers.sh campaign --engines-file engines.yaml --engines jena,fuseki --oracles differential --tries 2000
# SPARQLCHECK_SERVERS=fuseki,oxigraph starts only those.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
state="$root/target/servers/campaign"
servers="${SPARQLCHECK_SERVERS:-fuseki,virtuoso,blazegraph,oxigraph}"
trap '"$root/scripts/servers.sh" stop-all "$state"' EXIT
declare -A ports=([fuseki]=3330 [virtuoso]=8890 [blazegraph]=9999 [oxigraph]=7878)
for s in ${servers//,/ }; do
  [ -n "${ports[$s]:-}" ] || { echo "with-servers.sh: unknown server '$s'" >&2; exit 2; }
  "$root/scripts/servers.sh" install "$s"
  echo "starting $s on 127.0.0.1:${ports[$s]} (PID $("$root/scripts/servers.sh" start "$s" "${ports[$s]}" "$state/$s"))" >&2
done
# The private Virtuoso instance is a fresh database: its administrator is dba/dba.
export SPARQLCHECK_VIRTUOSO_USER="${SPARQLCHECK_VIRTUOSO_USER:-dba}"
export SPARQLCHECK_VIRTUOSO_PASSWORD="${SPARQLCHECK_VIRTUOSO_PASSWORD:-dba}"
"$root/bin/sparqlcheck" "$@"
