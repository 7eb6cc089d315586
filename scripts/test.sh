#!/usr/bin/env bash
# The test command: sets up whatever the tests need on a fresh machine, then runs Maven.
# Usage: scripts/test.sh [extra maven arguments]
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -B -ntp verify "$@"
