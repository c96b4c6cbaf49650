#!/usr/bin/env bash
# Installs (once) and puts on PATH every tool the build and the tests need.
# Source it: `. scripts/tools.sh`. Idempotent: each tool is checked by version first,
# so the second run takes a second. Nothing is downloaded from outside the package
# registries (crates.io, npm, Debian apt) and `rustup target add`.
#
# Tools live outside the clone so fresh clones (and CI) reuse them:
#   BOARDSHELF_TOOLS (default: ~/.cache/boardshelf/tools)
set -euo pipefail

TRUNK_VERSION=0.21.14
BINARYEN_VERSION=132.0.0
PLAYWRIGHT_VERSION=1.64.1
AXE_VERSION=4.14.1
ESBUILD_VERSION=0.28.2
TRYSTERO_VERSION=0.25.4
MQTT_VERSION=5.16.0  # Trystero's own dependency, pinned too: it is most of live.js

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
TOOLS=${BOARDSHELF_TOOLS:-$HOME/.cache/boardshelf/tools}
mkdir -p "$TOOLS"

say() { echo "[tools] $*" >&2; }

# wasm-bindgen-cli must match the wasm-bindgen crate exactly: read it from Cargo.lock.
WASM_BINDGEN_VERSION=$(awk '/^name = "wasm-bindgen"$/ {getline; gsub(/version = |"/, ""); print; exit}' "$ROOT/Cargo.lock")

# 1. The wasm target.
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding rust target wasm32-unknown-unknown"
  rustup target add wasm32-unknown-unknown >&2
fi

# 2. trunk and wasm-bindgen-cli, built from crates.io (no prebuilt downloads).
cargo_tool() { # name version binary
  local dir="$TOOLS/$1-$2"
  if [ ! -x "$dir/bin/$3" ]; then
    say "building $1 $2 from crates.io (several minutes, once)"
    cargo install --locked --root "$dir" "$1" --version "$2" >&2
  fi
  export PATH="$dir/bin:$PATH"
}
cargo_tool trunk "$TRUNK_VERSION" trunk
cargo_tool wasm-bindgen-cli "$WASM_BINDGEN_VERSION" wasm-bindgen

# 3. wasm-opt (npm binaryen), playwright-core (no browser download) and axe-core (the
#    accessibility checks of the browser tests), from npm.
NODE_DIR="$TOOLS/node-binaryen$BINARYEN_VERSION-playwright$PLAYWRIGHT_VERSION-axe$AXE_VERSION"
if [ ! -x "$NODE_DIR/node_modules/.bin/wasm-opt" ] || [ ! -d "$NODE_DIR/node_modules/playwright-core" ] \
   || [ ! -d "$NODE_DIR/node_modules/axe-core" ]; then
  say "installing binaryen $BINARYEN_VERSION, playwright-core $PLAYWRIGHT_VERSION and axe-core $AXE_VERSION from npm"
  mkdir -p "$NODE_DIR"
  [ -f "$NODE_DIR/package.json" ] || echo '{"private": true}' > "$NODE_DIR/package.json"
  (cd "$NODE_DIR" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install --no-audit --no-fund \
     "binaryen@$BINARYEN_VERSION" "playwright-core@$PLAYWRIGHT_VERSION" "axe-core@$AXE_VERSION" >&2)
fi
export PATH="$NODE_DIR/node_modules/.bin:$PATH"
export NODE_PATH="$NODE_DIR/node_modules"

# 3b. The live games' JavaScript (scripts/bundle-live.sh, a Trunk hook): esbuild and Trystero
#     over MQTT, from npm, in a folder of their own so the one above is not reinstalled.
LIVE_NODE_DIR="$TOOLS/node-esbuild$ESBUILD_VERSION-trystero$TRYSTERO_VERSION-mqtt$MQTT_VERSION"
if [ ! -x "$LIVE_NODE_DIR/node_modules/.bin/esbuild" ] || [ ! -d "$LIVE_NODE_DIR/node_modules/@trystero-p2p/mqtt" ]; then
  say "installing esbuild $ESBUILD_VERSION, @trystero-p2p/mqtt $TRYSTERO_VERSION and mqtt $MQTT_VERSION from npm"
  mkdir -p "$LIVE_NODE_DIR"
  [ -f "$LIVE_NODE_DIR/package.json" ] || echo '{"private": true}' > "$LIVE_NODE_DIR/package.json"
  (cd "$LIVE_NODE_DIR" && npm install --no-audit --no-fund --save-exact \
     "esbuild@$ESBUILD_VERSION" "@trystero-p2p/mqtt@$TRYSTERO_VERSION" "mqtt@$MQTT_VERSION" >&2)
fi
export LIVE_NODE_MODULES="$LIVE_NODE_DIR/node_modules"

# 4. Chromium and chromedriver from Debian.
if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
  say "installing Debian chromium and chromium-driver"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
  $SUDO apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-driver >&2
fi
export CHROMIUM=${CHROMIUM:-/usr/bin/chromium}

# 5. mosquitto from Debian: the MQTT broker the live tests run on loopback
#    (scripts/with-broker.sh).
if ! command -v mosquitto >/dev/null && [ ! -x /usr/sbin/mosquitto ]; then
  say "installing Debian mosquitto"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
  $SUDO apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq mosquitto >&2
fi

# Trunk must never try to reach its servers.
export TRUNK_SKIP_VERSION_CHECK=true
