#!/usr/bin/env bash
# Trunk post-build hook: writes sw.js into the build with the list of files to precache and
# a version derived from their contents (a new build = a new cache).
set -euo pipefail
dir=${TRUNK_STAGING_DIR:?run by trunk as a post_build hook}
root=${TRUNK_SOURCE_DIR:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$dir"
files=$(find . -type f ! -name sw.js ! -name '*.map' | sed 's|^\./||' | sort)
version=$(echo "$files" | xargs cat | sha256sum | cut -c1-16)
list=$( (echo './'; echo "$files") | sed 's/.*/"&"/' | paste -sd, -)
sed -e "s/__VERSION__/$version/" -e "s|__FILES__|[$list]|" "$root/assets/sw-template.js" > sw.js
echo "service worker: version $version, $(echo "$files" | wc -l) files precached"
