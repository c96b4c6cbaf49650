#!/usr/bin/env python3
"""A stronger GTP engine judges our moves in lost Blokus Duo games (docs/lab/notebook.md, #29,
round eight).

    scripts/judge_games.py judge [--first] "<judge command>" <games> <games.blksgf>:<games.dat>... > judged.tsv
    scripts/judge_games.py summary judged.tsv
    scripts/judge_games.py suite [--first] judged.tsv "<our command>" <first ply> <last ply> <blksgf>:<dat>...
    scripts/judge_games.py moves "<judge command>" <cells>... -- <move>...

The games come from a match run by a twogtp-style tool with our engine as --black: its .dat
file gives, per game, the Result for our engine and PlayerB (1: the other engine moved
first, so we played the second colour, `w`). Only games we lost as the second colour are
read (with `--first`, those we lost as the first colour, `b`). `judge` asks the judge engine (one that has `reg_genmove` and `move_values` printing
"visits ... value cells" per root move, most visited first, as Pentobi's and our
`blokus_gtp` do) for its move before each of ours: one row per our move with the game, the
ply, the judge's value of our move (nan if it did not search it), of its own best move,
both moves' visits and both moves. `summary` tabulates the losses by ply. `suite` has our
engine search again (seeds 101 and 102) every position where the judge found our move more
than 0.1 worse, and counts how often it now plays the judge's move or the game's.
`moves` values each move after a line of placements (Pentobi's cell names, purple first)
for the player making it: 1 - the judge's best root value for the opponent after it (say, a
book move against the moves a quick search plays there).
"""
import collections
import math
import sys

from gtp_match import Engine, duo_after, duo_line, recorded_games, root_moves, to_move  # the match scripts' client


def lost_games(pairs, first):
    """The moves of each game we lost as the first colour (`first`) or as the second."""
    for pair in pairs:
        sgf, dat = pair.split(":")
        rows = [l.split() for l in open(dat) if l.strip() and not l.startswith("#")]
        for row, moves in zip(rows, recorded_games(sgf)):
            if row[3] == ("0" if first else "1") and float(row[1]) == 0:
                yield moves


def same(a, b):
    return sorted(a.split(",")) == sorted(b.split(","))


def judge(first, command, games, pairs):
    ours = "B" if first else "W"
    engine = Engine(command)
    engine.send("set_game Blokus Duo")
    for number, moves in enumerate(lost_games(pairs, first), 1):
        if number > games:
            break
        engine.send("clear_board")
        for ply, (colour, move) in enumerate(moves):
            if colour == ours:
                engine.send(f"reg_genmove {ours.lower()}")
                # Each row: visits, [other counts], value, cells (Pentobi prefixes "[piece]").
                rows = root_moves(engine)
                rows = [(int(float(r[0])), float(r[-2]), r[-1].split("]")[-1]) for r in rows]
                best = rows[0]
                mine = next((r for r in rows if same(r[2], move)), (0, math.nan, move))
                print(f"{number}\t{ply}\t{mine[1]:.3f}\t{best[1]:.3f}\t{best[0]}\t{mine[0]}"
                      f"\t{best[2]}\t{move}", flush=True)
            engine.send(f"play {colour.lower()} {move}")
    engine.send("quit")


def moves(command, line, candidates):
    for move in candidates:
        played = line + [move]
        engine = duo_line(command, played)
        engine.send(f"reg_genmove {to_move(played)}")
        value = float(root_moves(engine)[0][-2])
        engine.send("quit")
        print(f"{1 - value:.3f}\t{move}", flush=True)


def judged(path):
    for line in open(path):
        game, ply, ours, best, best_visits, our_visits, best_move, move = line.rstrip("\n").split("\t")
        yield int(game), int(ply), float(ours), float(best), best_move, move


def summary(path):
    by_ply = collections.defaultdict(list)
    for _, ply, ours, best, _, _ in judged(path):
        by_ply[ply].append((None if math.isnan(ours) else best - ours, best))
    print("ply  moves  mean loss  > 0.05  > 0.10  judge's best value")
    for ply in sorted(by_ply):
        rows = by_ply[ply]
        losses = [l for l, _ in rows if l is not None]
        print(f"{ply:3d}  {len(rows):5d}  {sum(losses) / max(1, len(losses)):9.3f}  "
              f"{sum(l > 0.05 for l in losses):6d}  {sum(l > 0.1 for l in losses):6d}  "
              f"{sum(b for _, b in rows) / len(rows):8.3f}")


def suite(first_seat, path, command, first, last, pairs):
    games = list(lost_games(pairs, first_seat))
    our_colour = "b" if first_seat else "w"
    searches = found = repeated = 0
    for game, ply, ours, best, best_move, move in judged(path):
        if math.isnan(ours) or best - ours <= 0.1 or not first <= ply <= last:
            continue
        for seed in (101, 102):
            engine = duo_after(f"{command} {seed}", games[game - 1][:ply])
            chosen = engine.send(f"genmove {our_colour}")
            engine.send("quit")
            searches += 1
            found += same(chosen, best_move)
            repeated += same(chosen, move)
    print(f"{command} plies {first}-{last}: {searches} searches, the judge's move {found}, "
          f"the game's move {repeated}")


if __name__ == "__main__":
    what, args = sys.argv[1], sys.argv[2:]
    first_seat = args[:1] == ["--first"]
    args = args[first_seat:]
    if what == "judge":
        judge(first_seat, args[0], int(args[1]), args[2:])
    elif what == "summary":
        summary(args[0])
    elif what == "moves":
        split = args.index("--")
        moves(args[0], args[1:split], args[split + 1:])
    elif what == "suite":
        suite(first_seat, args[0], args[1], int(args[2]), int(args[3]), args[4:])
    else:
        sys.exit(__doc__)
