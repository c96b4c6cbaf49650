#!/usr/bin/env bash
# Prints the size of the built app (dist/), raw and gzipped. A report, not a test.
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
wasmjs=$(cat dist/*.wasm dist/*.js | wc -c)
wasmjs_gz=$(( $(gzip -9 -c dist/*.wasm | wc -c) + $(gzip -9 -c dist/*.js | wc -c) ))
echo "wasm + js: $wasmjs bytes, $wasmjs_gz bytes gzipped; everything gzipped: $total bytes"
