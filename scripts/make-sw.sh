#!/usr/bin/env bash
# Trunk post-build hook: writes sw.js into the build with the list of files to precache and
# a version derived from their contents (a new build = a new cache).
set -euo pipefail
dir=${TRUNK_STAGING_DIR:?run by trunk as a post_build hook}
root=${TRUNK_SOURCE_DIR:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$dir"
# The full app is built as a "worker" (see index.html), which Trunk does not name by its
# contents: name it here, so no cache ever pairs an old script with a new wasm.
if [ -f boardshelf.js ]; then
  hash=$(cat boardshelf.js boardshelf_bg.wasm | sha256sum | cut -c1-16)
  mv boardshelf.js "boardshelf-$hash.js"
  mv boardshelf_bg.wasm "boardshelf-${hash}_bg.wasm"
  sed -i -e "s|'./boardshelf.js'|'./boardshelf-$hash.js'|" \
    -e "s|'./boardshelf_bg.wasm'|'./boardshelf-${hash}_bg.wasm'|" index.html
  grep -q "boardshelf-$hash.js" index.html || { echo "make-sw.sh: the loader names no boardshelf.js" >&2; exit 1; }
fi
# Each game's app (scripts/build-per-game.sh), named by its contents too; the loader learns
# their names by game id (GAME_APPS in index.html).
if [ -f game-apps.list ]; then
  apps=""
  while read -r id stem; do
    hash=$(cat "$stem.js" "${stem}_bg.wasm" | sha256sum | cut -c1-16)
    mv "$stem.js" "$stem-$hash.js"
    mv "${stem}_bg.wasm" "$stem-${hash}_bg.wasm"
    apps="$apps${apps:+, }'$id': './$stem-$hash'"
  done < game-apps.list
  rm game-apps.list
  sed -i "s|var GAME_APPS = {};|var GAME_APPS = { $apps };|" index.html
  grep -q "var GAME_APPS = { '" index.html || { echo "make-sw.sh: the loader names no game's app" >&2; exit 1; }
fi
# The live app (scripts/build-per-game.sh), named by its contents; the loader starts it for
# an address that says `live` (LIVE_APP in index.html).
if [ -f app-live.js ]; then
  hash=$(cat app-live.js app-live_bg.wasm | sha256sum | cut -c1-16)
  mv app-live.js "app-live-$hash.js"
  mv app-live_bg.wasm "app-live-${hash}_bg.wasm"
  sed -i "s|var LIVE_APP = '';|var LIVE_APP = './app-live-$hash';|" index.html
  grep -q "var LIVE_APP = './app-live-" index.html || { echo "make-sw.sh: the loader names no live app" >&2; exit 1; }
fi
# live.js (the live games' network, 120 KB) is not precached: most players never play live,
# and a live game needs the network anyway. The worker caches it when first used.
# Nor is each game's own app: offline, the full app (precached) shows every game, and the
# page's loader falls back to it. Precaching them all would download every game's shell
# again (about 2 MB). A game's app is cached when first used.
files=$(find . -type f ! -name sw.js ! -name '*.map' ! -name live.js ! -name 'app-*' | sed 's|^\./||' | sort)
# They count in the version: a new one must not be served from an old cache.
version=$( (echo "$files"; find . -maxdepth 1 -type f \( -name live.js -o -name 'app-*' \) | sort) | xargs cat | sha256sum | cut -c1-16)
list=$( (echo './'; echo "$files") | sed 's/.*/"&"/' | paste -sd, -)
sed -e "s/__VERSION__/$version/" -e "s|__FILES__|[$list]|" "$root/assets/sw-template.js" > sw.js
echo "service worker: version $version, $(echo "$files" | wc -l) files precached"
