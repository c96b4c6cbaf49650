#!/usr/bin/env python3
"""Plays Classic 4-colour Blokus between two engines that speak the Blokus subset of GTP
(our `blokus_gtp`, or another program) and prints engine A's score with a 95% interval.

    scripts/gtp_match.py "<command for A>" "<command for B>" [games=20]

A plays blue and red in even games, yellow and green in odd ones. Each game the winners
(highest score) share one point; A's score is its share.
"""
import math
import re
import subprocess
import sys

COLOURS = ["blue", "yellow", "red", "green"]


class Engine:
    def __init__(self, command):
        self.proc = subprocess.Popen(command, shell=True, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True)

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        lines = []
        while True:
            got = self.proc.stdout.readline()
            if got == "":
                raise RuntimeError(f"engine quit after {line!r}")
            if got.strip() == "":
                if lines:
                    break
                continue
            lines.append(got.rstrip("\n"))
        reply = "\n".join(lines)
        if reply.startswith("?"):
            raise RuntimeError(f"{line!r} failed: {reply}")
        return reply.lstrip("=0123456789").strip()


def duo_after(command, line):
    """`command`'s engine set to Blokus Duo with `line` played: (colour letter, cells) pairs."""
    engine = Engine(command)
    engine.send("set_game Blokus Duo")
    engine.send("clear_board")
    for colour, cells in line:
        engine.send(f"play {colour.lower()} {cells}")
    return engine


def duo_line(command, cells):
    """`duo_after` with `cells` (placements) played alternately, purple (`b`) first."""
    return duo_after(command, alternately(cells))


def alternately(cells):
    """`cells` (placements) as (colour letter, cells) pairs, played alternately from the
    start."""
    return [(to_move(cells[:i]), c) for i, c in enumerate(cells)]


def to_move(cells):
    """The colour letter to move after `cells` were played alternately from the start."""
    return "bw"[len(cells) % 2]


def root_moves(engine):
    """The last search's root moves, most visited first, each as its fields (visits, ...,
    value, cells), as `move_values` prints them."""
    return [row.split() for row in engine.send("move_values").splitlines() if row.strip()]


def recorded_games(path):
    """Each Blokus game of a .blksgf file as its placements: (colour letter, cells) pairs."""
    records = re.findall(r"\(;GM[^)]*\)", open(path).read())
    return [re.findall(r";([BW])\[([^\]]*)\]", record) for record in records]


def play(a, b, a_colours):
    for engine in (a, b):
        engine.send("clear_board")
    passes, turn = 0, 0
    while passes < 4:
        colour = COLOURS[turn % 4]
        mover, other = (a, b) if turn % 4 in a_colours else (b, a)
        move = mover.send(f"genmove {colour}")
        passes = passes + 1 if move == "pass" else 0
        other.send(f"play {colour} {move}")
        turn += 1
    scores = [int(s) for s in a.send("final_score").split()]
    if scores != [int(s) for s in b.send("final_score").split()]:
        raise RuntimeError("the engines disagree on the final score")
    winners = [c for c, s in enumerate(scores) if s == max(scores)]
    return sum(1 for c in winners if c in a_colours) / len(winners)


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    a, b = Engine(sys.argv[1]), Engine(sys.argv[2])
    games = int(sys.argv[3]) if len(sys.argv) > 3 else 20
    score = 0.0
    for g in range(games):
        score += play(a, b, {0, 2} if g % 2 == 0 else {1, 3})
        print(f"\rgame {g + 1}/{games}: A {score:.1f}", end="", file=sys.stderr)
    print(file=sys.stderr)
    p = score / games
    half = 1.96 * math.sqrt(p * (1 - p) / games)
    print(f"A scores {100 * p:.1f}% ± {100 * half:.1f} over {games} games")
    for engine in (a, b):
        engine.send("quit")


if __name__ == "__main__":
    main()
