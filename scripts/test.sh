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
cargo clippy --all-targets --features lab --locked -- -D warnings
cargo clippy --target wasm32-unknown-unknown --locked -- -D warnings

step "native tests (rules engines and shared machinery; the lab's too: the measuring tools and the experiments)"
cargo test --locked --features lab

step "build the app (release)"
start=$(date +%s)
trunk build --release
echo "trunk build took $(( $(date +%s) - start )) s"
scripts/size-report.sh

step "browser tests (headless Chromium, in a network namespace with only loopback and a local MQTT broker)"
scripts/with-broker.sh node tests/e2e/harness.cjs
echo "screenshots: tests/e2e/artifacts/"
