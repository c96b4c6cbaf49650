#!/usr/bin/env bash
# Trunk build hook: builds, once per game of the registry (src/games/mod.rs, `each_game!`),
# - its search worker (src/bin/worker.rs), holding that game's engine alone:
#   worker-<folder>.js and worker-<folder>_bg.wasm;
# - its app (src/bin/game.rs), the full app with that game's screens and logic alone:
#   app-<folder>.js and app-<folder>_bg.wasm, which the page's loader starts for the game's
#   own addresses (make-sw.sh names them by their contents and tells the loader).
# Each names its game in BOARDSHELF_ONE_GAME (`games::one_game_from_env!`): only the binary's
# small crate is compiled again per game. A player then downloads one game, not all of them.
# Features come from Trunk's own TRUNK_BUILD_FEATURES (`TRUNK_BUILD_FEATURES=test-game trunk
# build`), so a game behind a feature is built only in a build with that feature.
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
[ -n "$folders" ] || { echo "build-per-game.sh: no game found in src/games/mod.rs" >&2; exit 1; }
wasm_opt() {
  wasm-opt "$@" --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals --enable-reference-types
}
release=true; [ "${TRUNK_PROFILE:-release}" = release ] || release=false
# Builds binary $1 for game $2 with cargo profile $3 (its output folder $4), and features $5.
build() {
  local with=${5:-$features}
  BOARDSHELF_ONE_GAME=$2 cargo build --quiet --locked --target wasm32-unknown-unknown \
    --profile "$3" --bin "$1" ${with:+--features "$with"}
  echo "target/wasm32-unknown-unknown/$4/$1.wasm"
}
: > "$dir/game-apps.list"
for folder in $folders; do
  # The search runs at full speed (the fast profile, wasm-opt -O3).
  if $release; then wasm=$(build worker "$folder" fast fast); else wasm=$(build worker "$folder" dev debug); fi
  wasm-bindgen --target no-modules --no-typescript --out-dir "$dir" --out-name "worker-$folder" "$wasm"
  ! $release || wasm_opt -O3 "$dir/worker-${folder}_bg.wasm" -o "$dir/worker-${folder}_bg.wasm"
  # The page is built for size, as Trunk builds the full app.
  if $release; then wasm=$(build game "$folder" release release); else wasm=$(build game "$folder" dev debug); fi
  wasm-bindgen --target web --no-typescript --out-dir "$dir" --out-name "app-$folder" "$wasm"
  ! $release || wasm_opt -Oz "$dir/app-${folder}_bg.wasm" -o "$dir/app-${folder}_bg.wasm"
  # The game's id (its addresses name it): its `Game::ID`, the one `const ID` of its folder
  # (tests/core.rs checks that this finds every game's).
  id=$(grep -rhoE 'const ID: &.static str = "[^"]+"' "src/games/$folder" | sed -E 's/.*"([^"]+)"$/\1/')
  echo "$id app-$folder" >> "$dir/game-apps.list"
  gz() { gzip -9 -c "$1" | wc -c; }
  echo "$folder: app $(gz "$dir/app-${folder}_bg.wasm") B, worker $(gz "$dir/worker-${folder}_bg.wasm") B gzipped"
done
# The live app (src/bin/live.rs): the full app with the live tables (the `live` feature),
# which the loader starts only for an address that says `live` (#61). The feature changes
# the library, so this compiles it once more.
if $release; then wasm=$(build live "" release release "${features:+$features,}live"); else wasm=$(build live "" dev debug "${features:+$features,}live"); fi
wasm-bindgen --target web --no-typescript --out-dir "$dir" --out-name "app-live" "$wasm"
! $release || wasm_opt -Oz "$dir/app-live_bg.wasm" -o "$dir/app-live_bg.wasm"
echo "live app $(gzip -9 -c "$dir/app-live_bg.wasm" | wc -c) B gzipped"
