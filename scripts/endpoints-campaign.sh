#!/usr/bin/env bash
# TLP and NoREC through each server: starts the loopback servers engines.yaml points at, runs
# `bin/sparqlcheck endpoints` with the given arguments, and stops every server it started by its PID.
#   scripts/endpoints-campaign.sh --tries 2000 --seed 0 [--engines fuseki,oxigraph]
# SPARQLCHECK_SERVERS=fuseki,oxigraph starts only those.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
exec "$root/scripts/with-servers.sh" endpoints --engines-file "$root/engines.yaml" "$@"
