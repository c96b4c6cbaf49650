#!/usr/bin/env python3
"""Simulations a second of our Blokus Duo search and of Pentobi's, in the same positions:
those after each given ply of recorded games (#29, docs/lab/notebook.md, seventeenth round).

    PENTOBI_DIR=<dir> scripts/speed_vs_pentobi.py "<our command>" <games.blksgf> <game,...> <ply,...>

For each position, Pentobi level 6 (a fresh `pentobi-gtp --nobook`, built outside the project:
see scripts/vs_pentobi.sh) searches one move and its own log gives its simulations a second;
then our engine (say `target/fast/blokus_gtp max:200/nobook 1`; `nobook`, since a book move
is made without a search) searches one move afresh, and its root's visits over the CPU time
the move took give ours. Prints one row per position, then
each ply's ratio, Pentobi's over ours. The two run one after the other, on the same load.
"""
import os
import re
import subprocess
import sys

from gtp_match import duo_after, recorded_games, root_moves, to_move  # the match scripts' GTP client


def pentobi_speed(pentobi, line, colour):
    """Pentobi level 6's simulations a second in its search after `line`, from its log."""
    command = [pentobi, "--nobook", "--noresign", "--level", "6", "--game", "duo", "--seed", "1"]
    script = "".join(f"play {c.lower()} {m}\n" for c, m in line) + f"genmove {colour}\nquit\n"
    run = subprocess.run(command, input=script, capture_output=True, text=True, check=True)
    speeds = re.findall(r"Sim/s ([0-9]+)", run.stderr)
    if not speeds:
        sys.exit("Pentobi's log gave no Sim/s: is it a build that logs its searches?")
    return float(speeds[-1])


def our_speed(ours, line, colour):
    """Our engine's root visits a CPU second in one fresh search after `line`."""
    engine = duo_after(ours, line)
    before = float(engine.send("cputime"))
    engine.send(f"genmove {colour}")
    took = float(engine.send("cputime")) - before
    visits = sum(float(row[0]) for row in root_moves(engine))
    engine.send("quit")
    return visits / max(took, 1e-9)


def main(ours, sgf, games, plies):
    pentobi = os.path.join(os.environ["PENTOBI_DIR"], "pentobi_gtp", "pentobi-gtp")
    recorded = recorded_games(sgf)
    ratios = {}
    for g in games:
        for ply in plies:
            line = recorded[g][:ply]
            colour = to_move(line)
            theirs, mine = pentobi_speed(pentobi, line, colour), our_speed(ours, line, colour)
            ratios.setdefault(ply, []).append(theirs / mine)
            print(f"game {g}\tply {ply}\tPentobi {theirs:.0f}/s\tours {mine:.0f}/s\t{theirs / mine:.2f}")
    for ply, r in ratios.items():
        print(f"ply {ply}: Pentobi / ours {min(r):.2f}-{max(r):.2f}, mean {sum(r) / len(r):.2f}")


if __name__ == "__main__":
    if len(sys.argv) != 5 or "PENTOBI_DIR" not in os.environ:
        sys.exit(__doc__)
    as_ints = lambda text: [int(x) for x in text.split(",")]
    main(sys.argv[1], sys.argv[2], as_ints(sys.argv[3]), as_ints(sys.argv[4]))
