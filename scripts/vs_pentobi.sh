#!/usr/bin/env bash
# Our Blokus engine against Pentobi's, over GTP with Pentobi's own `twogtp`, colours
# alternating, then our score (scripts/match_score.py). Pentobi is only driven here, never
# built or fetched: PENTOBI_DIR names a folder outside the project where its GTP engine and
# `twogtp` were built from its source (docs/ai.md, "How to measure").
#
#   PENTOBI_DIR=<dir> scripts/vs_pentobi.sh <our options> <level> <games> <seed> <file> [game] [our binary]
#
# <our options>: blokus_gtp's, say `hard` or `max:80/bonus:0.3`; <level>: Pentobi's level;
# game `duo` (default) or `classic_2`; our binary: target/fast/blokus_gtp unless given.
# Writes <file>.dat and <file>.blksgf. PENTOBI_PARAMS="name=value,..." sets Pentobi's search
# parameters with its `param` command before the games (scripts/gtp_param_proxy.py).
set -euo pipefail
if [ $# -lt 5 ] || [ -z "${PENTOBI_DIR:-}" ]; then
    sed -n '2,12p' "$0" >&2
    exit 2
fi
options=$1 level=$2 games=$3 seed=$4 file=$5 game=${6:-duo}
here=$(cd "$(dirname "$0")" && pwd)
ours=$(realpath "${7:-$here/../target/fast/blokus_gtp}")
pentobi="$PENTOBI_DIR/pentobi_gtp/pentobi-gtp --quiet --nobook --noresign --level $level --game $game"
if [ -n "${PENTOBI_PARAMS:-}" ]; then
    pentobi="python3 $here/gtp_param_proxy.py $PENTOBI_PARAMS $pentobi"
fi
nice -n 5 "$PENTOBI_DIR/twogtp/twogtp" --black "$ours $options $seed" --white "$pentobi" \
    --game "$game" --nugames "$games" --file "$file" --quiet
python3 "$here/match_score.py" "$file.dat"
