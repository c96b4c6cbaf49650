#!/usr/bin/env python3
"""Where Duo's opening book could grow: the positions our games against Pentobi reached most
often before a move of ours that the book does not answer (#29, docs/lab/notebook.md).

    scripts/book_gaps.py <seat> <plies> <lane> [<lane> ...]

<seat>: 0 for the games we played first, 1 for those we played second; <plies>: how many
placements were on the board (comma-separated, say `8,10`); each <lane> is the file name
`scripts/vs_pentobi.sh` was given (it reads <lane>.dat and <lane>.blksgf). Positions are
counted up to the board's mirror, as the book matches them. For each position reached at
least twice: how many games reached it, our score there, the moves we played there (each
with its games and score), and one line that leads there, to give `scripts/blokus_book.py`.

    scripts/book_gaps.py --reached <lane>[,<lane> ...] "<line>" ["<line>" ...]

prints, for each line (placements separated by spaces), how many games of the lanes reached
the position after it, in either seat, and our score in them; then the sum over the lines.
"""
import re
import sys
from collections import defaultdict
from pathlib import Path

from gtp_match import alternately, recorded_games
from match_score import games as results_of

SIZE = 14
BOOK = Path(__file__).resolve().parent.parent / "src/games/blokus/book.rs"


def cells(placement):
    """A placement's cells as (column, row) pairs, Pentobi's names (`e8` is (4, 8))."""
    return frozenset((ord(c[0]) - ord("a"), int(c[1:])) for c in placement.split(","))


def mirrored(placement_cells):
    """The cells mirrored on the diagonal through both starting cells (e10 and j5)."""
    return frozenset((SIZE - row, SIZE - col) for col, row in placement_cells)


def named(placement_cells):
    """Cells as Pentobi names a placement, in its order (by row, then column)."""
    ordered = sorted(placement_cells, key=lambda cell: (cell[1], cell[0]))
    return ",".join(f"{chr(ord('a') + col)}{row}" for col, row in ordered)


def board(line, mirror):
    """The board after `line` ((colour, placement) pairs), maybe mirrored, as a sorted tuple.
    Colour letters in either case (recorded games have `B`, lines played here `b`)."""
    return tuple(sorted((colour.lower(), tuple(sorted(mirrored(cells(p)) if mirror else cells(p))))
                        for colour, p in line))


def oriented(line):
    """The board after `line` up to the mirror (the lesser of it and its mirror image), and
    whether that is the mirror image."""
    plain, mirror = board(line, False), board(line, True)
    return (mirror, True) if mirror < plain else (plain, False)


def position(line):
    """The board after `line` up to the mirror."""
    return oriented(line)[0]


def as_seen(placement, flip):
    """`placement` named as it lies on the board `oriented` gave (mirrored if `flip`)."""
    return named(mirrored(cells(placement))) if flip else placement


def book_positions():
    """The positions Duo's book answers (parsed from book.rs's `DUO` lines)."""
    source = BOOK.read_text().split("pub const DUO")[1].split("\n];")[0]
    entries = re.findall(r"\(\s*&\[(.*?)\],\s*&\[", source, re.S)
    lines = [re.findall(r'"([^"]+)"', entry) for entry in entries]
    return {position(alternately(line)) for line in lines}


def results(lane):
    """Each game of `lane` as (our result, our seat, its placements)."""
    rows = list(results_of([f"{lane}.dat"]))  # (result, first, length, CPU ours, theirs)
    games = recorded_games(f"{lane}.blksgf")
    if len(rows) != len(games):
        sys.exit(f"{lane}: {len(rows)} results but {len(games)} games")
    return [(row[0], row[1], game) for row, game in zip(rows, games)]


def reached(lanes, lines):
    """How many games of `lanes` reached the position after each of `lines`, and our score."""
    games = [game for lane in lanes for game in results(lane)]
    total = []
    for line in lines:
        target, ply = position(alternately(line)), len(line)
        seen = [result for result, _, game in games
                if len(game) >= ply and position(game[:ply]) == target]
        total += seen
        print(f"{len(seen)} games, our score {100 * sum(seen) / max(1, len(seen)):.1f} %: "
              + " ".join(line))
    print(f"in all {len(total)} games, our score {100 * sum(total) / max(1, len(total)):.1f} %")


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    if sys.argv[1] == "--reached":
        return reached(sys.argv[2].split(","), [line.split() for line in sys.argv[3:]])
    seat, plies, lanes = int(sys.argv[1]), [int(p) for p in sys.argv[2].split(",")], sys.argv[3:]
    booked = book_positions()
    found = defaultdict(list)  # (ply, position) -> [(result, our move, line)]
    games = [g for lane in lanes for g in results(lane) if g[1] == seat]
    for result, _, game in games:
        for ply in plies:
            line = game[:ply]
            seen_as, flip = oriented(line)
            if len(game) > ply and seen_as not in booked:
                found[(ply, seen_as)].append((result, as_seen(game[ply][1], flip), line))
    print(f"{len(games)} games with our seat {seat}")
    for (ply, _), seen in sorted(found.items(), key=lambda kv: -len(kv[1])):
        if len(seen) < 2:
            break
        score = sum(r for r, _, _ in seen) / len(seen)
        print(f"\nply {ply}: {len(seen)} games, our score {100 * score:.0f} %")
        ours = defaultdict(list)
        for result, move, _ in seen:
            ours[move].append(result)
        for move, rs in sorted(ours.items(), key=lambda kv: -len(kv[1]))[:6]:
            print(f"  {move}\t{len(rs)} games\t{100 * sum(rs) / len(rs):.0f} %")
        line = seen[0][2]
        flip = oriented(line)[1]
        print("  line: " + " ".join(as_seen(p, flip) for _, p in line))


if __name__ == "__main__":
    main()
