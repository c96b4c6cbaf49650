#!/usr/bin/env bash
# Runs every test: formatting and lints, native engine tests, then the built app in
# headless Chromium. Installs any missing tool first (see scripts/tools.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f Cargo.lock ] || cargo generate-lockfile
. scripts/tools.sh

step() { echo; echo "==> $*"; }
step "format and lints"
cargo fmt --check
cargo clippy --all-targets --locked -- -D warnings
cargo clippy --all-targets --features lab,test-game --locked -- -D warnings
cargo clippy --target wasm32-unknown-unknown --locked -- -D warnings
cargo clippy --target wasm32-unknown-unknown --features test-game,live --locked -- -D warnings

step "native tests (rules engines and shared machinery; the lab's too, and the test-only sixth game)"
cargo test --locked --features lab,test-game

step "build the app (release): the product, measured"
start=$(date +%s)
trunk build --release
echo "trunk build took $(( $(date +%s) - start )) s"
scripts/size-report.sh

# The browser suites run on the app with the test-only sixth game (src/games/tic_tac_toe):
# every suite that covers all games reads them from the app, and picks it up.
step "build the app (release) with the test-only sixth game, for the browser tests"
start=$(date +%s)
TRUNK_BUILD_FEATURES=test-game trunk build --release
echo "trunk build took $(( $(date +%s) - start )) s"

step "browser tests (headless Chromium, in a network namespace with only loopback and a local MQTT broker)"
scripts/with-broker.sh node tests/e2e/harness.cjs
echo "screenshots: tests/e2e/artifacts/"
