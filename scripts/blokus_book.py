#!/usr/bin/env python3
"""Chooses an opening book move for Blokus Duo with our own long searches (#29).

    scripts/blokus_book.py [--options <opts>] "<engine>" <ms> <seeds> [<cells> ...]

plays the line of placements given (Pentobi's cell names, `e8,d9,e9,f9,e10`, purple first)
into `<engine>` (our `blokus_gtp`, driven over GTP), then:
1. lists candidates: the six most visited root moves of a search of <ms> milliseconds with
   each seed (`max:<ms>`), all of them together;
2. values each candidate by searching the position after it for the opponent with each seed
   (<ms> again) and taking 1 - the opponent's best root value, the mean over the seeds.
A search looks at one move more than at the others once it leads; a search of each move's
position tells near-equal moves apart. `--options` adds search options to each search
(`max:<ms>/<opts>`): `nobook` re-searches a position the book already answers, where the
engine would otherwise play the book's move without a search. Prints the candidates best
first, tab-separated: value, each seed's value, the move.
"""
import sys

from gtp_match import duo_line, root_moves, to_move

def engine_at(command, level, seed, line):
    """Our engine searching at `level` (`max:<ms>`, maybe with options) with `seed`, the
    line played."""
    return duo_line(f"{command} {level} {seed}", line)


def searched(command, level, seed, line, top):
    """The `top` most visited root moves of a search after `line`, with their values."""
    engine = engine_at(command, level, seed, line)
    engine.send(f"reg_genmove {to_move(line)}")
    rows = root_moves(engine)
    engine.send("quit")
    return [(float(r[1]), r[2]) for r in rows[:top]]


def main():
    args, options = sys.argv[1:], ""
    if args[:1] == ["--options"]:
        options, args = "/" + args[1], args[2:]
    if len(args) < 3:
        sys.exit(__doc__)
    command, level, seeds = args[0], f"max:{int(args[1])}{options}", int(args[2])
    line = args[3:]
    candidates = []
    for seed in range(1, seeds + 1):
        for _, mv in searched(command, level, seed, line, 6):
            if mv not in candidates:
                candidates.append(mv)
    valued = []
    for mv in candidates:
        values = [1 - searched(command, level, seed, line + [mv], 1)[0][0]
                  for seed in range(1, seeds + 1)]
        valued.append((sum(values) / len(values), values, mv))
        print(f"{valued[-1][0]:.3f}\t{mv}", file=sys.stderr, flush=True)
    for value, values, mv in sorted(valued, reverse=True):
        print(f"{value:.3f}\t{' '.join(f'{v:.3f}' for v in values)}\t{mv}")


if __name__ == "__main__":
    main()
