#!/usr/bin/env python3
"""Our score in matches played with Pentobi's `twogtp` (scripts/vs_pentobi.sh): wins plus half
the draws, a 95 % Wilson interval, the score as the first and as the second player, and each
engine's CPU time a move.

    scripts/match_score.py [--max <ms>] <file>.dat [<file>.dat ...]

With `--max <ms>`, the time limit our engine played at (`max:<ms>`), it also names the limit
that would have matched Pentobi's CPU a move, taking our CPU as proportional to the limit
(calibrate, then measure again at that limit: Pentobi's speed drifts from day to day).

Our engine is twogtp's `--black` engine (player 0); `Result` is its result, `PlayerB` the
player who moved first in that game.
"""
import math
import sys


def wilson(p, n, z=1.96):
    centre = p + z * z / (2 * n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return (centre - half) / (1 + z * z / n), (centre + half) / (1 + z * z / n)


def games(paths):
    for path in paths:
        try:
            lines = open(path).readlines()
        except OSError as error:
            sys.exit(f"{path}: {error.strerror}")
        for number, line in enumerate(lines, 1):
            if line.startswith("#") or not line.strip():
                continue
            try:
                _, result, length, first, cpu_ours, cpu_theirs = line.split("\t")[:6]
                yield float(result), int(first), int(length), float(cpu_ours), float(cpu_theirs)
            except ValueError:
                sys.exit(f"{path}:{number}: not a line of twogtp's results: {line.strip()!r}")


def main(paths, limit=None):
    played = list(games(paths))
    if not played:
        sys.exit("no games in " + " ".join(paths))
    n = len(played)
    score = sum(g[0] for g in played) / n
    low, high = wilson(score, n)
    moves = sum(g[2] for g in played) / 2  # each engine's moves
    print(f"{score * 100:.1f} % of {n} (95 % CI {low * 100:.1f}-{high * 100:.1f})", end="")
    for name, seat in (("first", 0), ("second", 1)):
        mine = [g[0] for g in played if g[1] == seat]
        print(f"; {name} {sum(mine) / max(1, len(mine)) * 100:.0f} % of {len(mine)}", end="")
    ours, theirs = (sum(g[k] for g in played) / moves for k in (3, 4))
    print(f"; CPU a move ours {ours:.3f} s, Pentobi {theirs:.3f} s")
    if limit is not None:
        print(f"equal CPU a move at about max:{round(limit * theirs / ours)}")


if __name__ == "__main__":
    args = sys.argv[1:]
    if args[:1] == ["--max"]:
        if len(args) < 2 or not args[1].isdigit():
            sys.exit("--max needs the time limit in milliseconds, say --max 115")
        main(args[2:], int(args[1]))
    else:
        main(args)
