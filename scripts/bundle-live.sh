#!/usr/bin/env bash
# Trunk build hook: bundles live/net.js (Trystero and mqtt.js with it) into the build's
# live.js, which the app imports only when a live game opens. Build hooks end before
# make-sw.sh (post_build) starts, so the service worker precaches it. No flag of esbuild makes it smaller: mqtt.js ships a
# prebuilt, minified browser bundle (with its Buffer and stream polyfills), ~87% of live.js.
set -euo pipefail
dir=${TRUNK_STAGING_DIR:?run by trunk as a build hook}
root=${TRUNK_SOURCE_DIR:-$(cd "$(dirname "$0")/.." && pwd)}
# esbuild and the packages come from the tools cache (scripts/tools.sh), not from the clone.
[ -n "${LIVE_NODE_MODULES:-}" ] || . "$root/scripts/tools.sh"
NODE_PATH="$LIVE_NODE_MODULES" "$LIVE_NODE_MODULES/.bin/esbuild" "$root/live/net.js" \
  --bundle --format=esm --platform=browser --minify \
  --log-level=warning --outfile="$dir/live.js"
echo "live.js: $(wc -c < "$dir/live.js") bytes, $(gzip -9 -c "$dir/live.js" | wc -c) gzipped"
