#!/usr/bin/env bash
# Trunk build hook: builds the computer's search worker once per game of the registry
# (src/games/mod.rs, `each_game!`), each holding that game's engine alone
# (BOARDSHELF_ONE_GAME, read by `games::engine` while compiling): worker-<folder>.js and
# worker-<folder>_bg.wasm. A player then downloads one engine, not all of them. Features
# come from Trunk's own TRUNK_BUILD_FEATURES (`TRUNK_BUILD_FEATURES=test-game trunk build`),
# so a game behind a feature gets its worker only in a build with that feature.
set -euo pipefail
dir=${TRUNK_STAGING_DIR:?run by trunk as a build hook}
root=${TRUNK_SOURCE_DIR:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$root"
command -v wasm-bindgen > /dev/null || . scripts/tools.sh
features=${TRUNK_BUILD_FEATURES:-}
# The registry's lines, `folder::Type,`, each maybe after `#[cfg(feature = "name")]`:
# prints the folders this build holds.
folders=$(sed -n '/^macro_rules! each_game/,/^}/p' src/games/mod.rs | awk -v features=",${features// /,}," '
  /#\[cfg\(feature = "/ { match($0, /"[^"]+"/); need = substr($0, RSTART + 1, RLENGTH - 2); next }
  /^ *[a-z_]+::[A-Za-z]+,/ {
    sub(/^ */, ""); split($0, part, "::")
    if (need == "" || index(features, "," need ",")) print part[1]
    need = ""
  }')
[ -n "$folders" ] || { echo "build-workers.sh: no game found in src/games/mod.rs" >&2; exit 1; }
# Searches run at full speed (the fast profile, wasm-opt -O3); the pages are built for size.
profile=fast; opt=-O3; out=fast
[ "${TRUNK_PROFILE:-release}" = release ] || { profile=dev; opt=-O0; out=debug; }
for folder in $folders; do
  BOARDSHELF_ONE_GAME=$folder cargo build --quiet --locked --target wasm32-unknown-unknown \
    --profile "$profile" --bin worker ${features:+--features "$features"}
  wasm-bindgen --target no-modules --no-typescript --out-dir "$dir" --out-name "worker-$folder" \
    "target/wasm32-unknown-unknown/$out/worker.wasm"
  [ "$opt" = -O0 ] || wasm-opt "$opt" --enable-bulk-memory --enable-nontrapping-float-to-int \
    --enable-sign-ext --enable-mutable-globals --enable-reference-types \
    "$dir/worker-${folder}_bg.wasm" -o "$dir/worker-${folder}_bg.wasm"
  echo "worker-$folder: $(gzip -9 -c "$dir/worker-${folder}_bg.wasm" | wc -c) bytes gzipped"
done
