#!/usr/bin/env bash
# A restart command for an engines.yaml endpoint (`restart: [scripts/restart-server.sh, NAME, PORT, DIR]`):
# stops the server whose PID is in DIR/pid (if any), then starts NAME on 127.0.0.1:PORT with a fresh
# store in DIR (scripts/servers.sh start), and exits 0 once it answers. Prints the new PID.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
[ $# -eq 3 ] || { echo "usage: restart-server.sh NAME PORT DIR" >&2; exit 2; }
if [ -f "$3/pid" ]; then
  "$here/servers.sh" stop "$3" || true
fi
mkdir -p "$3"
"$here/servers.sh" start "$1" "$2" "$3"
