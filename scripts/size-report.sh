#!/usr/bin/env bash
# Prints the size of the built app (dist/), raw and gzipped, and fails if the first page
# grows over its target, or starting a game over its ceiling (#65).
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d dist ] || { echo "dist/ is missing: run trunk build --release first" >&2; exit 1; }
total=0
printf '%-44s %10s %10s\n' "file" "bytes" "gzip -9"
for f in dist/*.wasm dist/*.js dist/*.css dist/index.html; do
  [ -f "$f" ] || continue
  raw=$(wc -c < "$f"); gz=$(gzip -9 -c "$f" | wc -c); total=$((total + gz))
  printf '%-44s %10d %10d\n' "$(basename "$f")" "$raw" "$gz"
done
# live.js (the live games' network) loads only when a live game opens: counted apart.
js=$(ls dist/*.js | grep -v '/live\.js$')
wasmjs=$(cat dist/*.wasm $js | wc -c)
wasmjs_gz=$(( $(gzip -9 -c dist/*.wasm | wc -c) + $(gzip -9 -c $js | wc -c) ))
echo "wasm + js: $wasmjs bytes, $wasmjs_gz bytes gzipped; everything gzipped: $total bytes"
gz() { gzip -9 -c "$1" | wc -c; }
first=$(gz dist/home-*_bg.wasm); full=$(gz dist/boardshelf-*_bg.wasm)
echo "first page (the light home, home-*_bg.wasm): $first B gzip; full app (boardshelf-*_bg.wasm): $full B"
# The live app: the full app with the live tables, downloaded only for a live game (#61).
live_app=$(ls dist/app-live-*_bg.wasm 2> /dev/null | head -1)
[ -n "$live_app" ] || { echo "no live app in dist/ (scripts/build-per-game.sh)" >&2; exit 1; }
echo "live app (app-live-*_bg.wasm, only for a live game): $(gz "$live_app") B gzip"
# What a player downloads to start one game: the first page, then that game's own app and
# its search worker (wasm, gzipped; the issue's target is 250 KB).
workers=0; apps=0; worst=0
for w in dist/worker-*_bg.wasm; do
  folder=$(basename "$w" _bg.wasm); folder=${folder#worker-}
  app=$(ls dist/app-"$folder"-*_bg.wasm 2> /dev/null | head -1)
  [ -n "$app" ] || { echo "no app for $folder in dist/ (scripts/build-per-game.sh)" >&2; exit 1; }
  size=$(gz "$w"); own=$(gz "$app"); workers=$((workers + size)); apps=$((apps + own))
  start=$((first + own + size)); [ "$start" -le "$worst" ] || worst=$start
  printf '  %-12s its app %7d B, search worker %7d B; to start it: %7d B (first page + both)\n' \
    "$folder" "$own" "$size" "$start"
done
echo "search workers, all games: $workers B gzip; games' own apps, all games: $apps B gzip"
# #65's targets. The first page is checked (the build fails above it). Starting a game is
# reported against its target, which is not met, and checked against a ceiling that keeps
# it from growing back: 650,000 B, the largest measured when each game got its own app was
# 624,201 B (Pegs and Jokers).
[ "$first" -le 90000 ] || { echo "the first page is $first B gzipped: over its 90000 B target" >&2; exit 1; }
[ "$worst" -le 650000 ] || { echo "starting a game takes $worst B gzipped: over the 650000 B ceiling" >&2; exit 1; }
echo "targets: first page $first B <= 90000 B (checked); to start a game, at most $worst B: target 250000 B (not met), ceiling 650000 B (checked)"
[ -f dist/live.js ] && echo "live games' network (live.js, loaded when a live game opens): $(gz dist/live.js) B gzip"

# The ten largest functions and data of each page wasm, by name (twiggy, on cargo's output
# before wasm-bindgen and wasm-opt strip the names; sizes are before wasm-opt, not gzipped).
twiggy_dir="${BOARDSHELF_TOOLS:-$HOME/.cache/boardshelf/tools}/twiggy-0.8.0"
for bin in home boardshelf; do
  wasm=target/wasm32-unknown-unknown/release/$bin.wasm
  [ -f "$wasm" ] || continue
  if [ ! -x "$twiggy_dir/bin/twiggy" ]; then
    echo "[tools] building twiggy 0.8.0 from crates.io (a few minutes, once)" >&2
    cargo install --locked --root "$twiggy_dir" twiggy --version 0.8.0 >&2
  fi
  echo "largest items of $bin.wasm (before wasm-opt):"
  "$twiggy_dir/bin/twiggy" top -n 40 "$wasm" | grep -v -e "custom section" -e "subsection" \
    | sed -n '3,12p' | cut -c1-150
done
