#!/usr/bin/env bash
# Builds Boardshelf and serves it on localhost; open the printed URL.
# Installs any missing tool first (see scripts/tools.sh). PORT=… to change the port.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f Cargo.lock ] || cargo generate-lockfile
. scripts/tools.sh
PORT=${PORT:-8080}
echo
echo "Boardshelf will be at:  http://127.0.0.1:$PORT/"
echo
exec trunk serve --release --port "$PORT" --address 127.0.0.1
