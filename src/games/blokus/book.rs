//! Duo's opening book: the first moves our own long searches chose, for the openings strong
//! players play. In the opening hundreds of placements look nearly alike to a search of a
//! second, so Hard chose its first reply almost by chance; a search of each candidate's
//! position for half a minute tells them apart (docs/lab/notebook.md, #29's ninth round). The book
//! holds positions up to the board's symmetry: Duo's board mirrored on the diagonal through
//! both starting cells is the same game. Hard and Max play it (in the app too); against
//! Pentobi level 6 it scored no worse than the search and took a quarter less CPU a move,
//! and our third move as the first player, where level 6 nearly always answers our first
//! two alike, gained twelve points as the first player at its time a move (docs/lab/notebook.md).
//! Later lines cover the positions level 6's answers reach most often: our fifth and sixth
//! moves as the first player, our second to fourth as the second (the eighteenth round),
//! then the positions `scripts/book_gaps.py` found most reached before a move the book did
//! not answer (the nineteenth round).
//! The search option `nobook` turns it off.

use super::rules::{Blokus, Config, Place, State, Variant};
use super::sgf::{cells_of, parse_cells, place_covering};
use crate::core::Game;

/// Lines from the start (each placement as Pentobi names its cells) and the answers chosen
/// there, any of them as good as the others. Each was chosen by `scripts/blokus_book.py
/// target/fast/blokus_gtp 15000 2 <line>` (two 15-second searches of each candidate's
/// position; `--options nobook` since the eighteenth round): the answer's value for the
/// mover, then the runner-up's. Which positions to cover was taken from the games against
/// Pentobi level 6: those its answers led to most often.
pub const DUO: &[(&[&str], &[&str])] = &[
    // Our first move (0.719 and its mirror image 0.705; next 0.702).
    (&[], &["f7,f8,e9,f9,e10", "f9,g9,h9,e10,f10"]),
    // The answer to the X opening, strong players' usual first move (0.319; next 0.292).
    (&["e8,d9,e9,f9,e10"], &["i4,h5,i5,j5,i6"]),
    // Our second move after the two usual replies to our first (0.711, next 0.648; 0.728,
    // next 0.723).
    (&["f7,f8,e9,f9,e10", "i4,h5,i5,j5,i6"], &["f4,g4,h4,g5,g6"]),
    (&["f7,f8,e9,f9,e10", "j5,i6,j6,k6,j7"], &["h4,i4,g5,h5,g6"]),
    // Our second move after the X opening, our answer and each of four usual second moves
    // (0.319, next 0.286; 0.369, 0.352; 0.306, 0.287; 0.339, 0.312).
    (
        &["e8,d9,e9,f9,e10", "i4,h5,i5,j5,i6", "g4,g5,f6,g6,f7"],
        &["f3,g3,h3,e4,f4"],
    ),
    (
        &["e8,d9,e9,f9,e10", "i4,h5,i5,j5,i6", "g5,g6,h6,f7,g7"],
        &["j7,j8,i9,j9,i10"],
    ),
    (
        &["e8,d9,e9,f9,e10", "i4,h5,i5,j5,i6", "h6,h7,i7,g8,h8"],
        &["f6,g6,e7,f7,f8"],
    ),
    (
        &["e8,d9,e9,f9,e10", "i4,h5,i5,j5,i6", "h7,i7,g8,h8,h9"],
        &["f6,g6,e7,f7,f8"],
    ),
    // Our second move after the X opening, our answer and each of nine less usual second
    // moves, in 24 % of the second-seat games of the sixteenth and seventeenth rounds
    // (docs/lab/notebook.md, the eighteenth round; `--options nobook`, two 15-second searches).
    // (0.392, next 0.384)
    (
        &["e8,d9,e9,f9,e10", "i4,h5,i5,j5,i6", "g7,h7,i7,g8,h8"],
        &["k6,j7,k7,i8,j8"],
    ),
    // (0.346, next 0.330)
    (
        &["e8,d9,e9,f9,e10", "i4,h5,i5,j5,i6", "g10,h10,i10,j10,i11"],
        &["g7,h7,f8,g8,g9"],
    ),
    // (0.432, next 0.400)
    (
        &["e8,d9,e9,f9,e10", "i4,h5,i5,j5,i6", "i8,h9,i9,g10,h10"],
        &["j7,j8,j9,k9,l9"],
    ),
    // (0.340, next 0.335)
    (
        &["e8,d9,e9,f9,e10", "i4,h5,i5,j5,i6", "g10,h10,i10,j10,h11"],
        &["j7,j8,k8,k9,k10"],
    ),
    // (0.353, next 0.339)
    (
        &["e8,d9,e9,f9,e10", "i4,h5,i5,j5,i6", "f6,f7,g7,g8,h8"],
        &["j7,j8,k8,i9,j9"],
    ),
    // (0.318, next 0.316)
    (
        &["e8,d9,e9,f9,e10", "i4,h5,i5,j5,i6", "f6,f7,g7,h7,g8"],
        &["j7,j8,i9,j9,j10"],
    ),
    // (0.350, next 0.346)
    (
        &["e8,d9,e9,f9,e10", "i4,h5,i5,j5,i6", "f5,f6,g6,h6,f7"],
        &["e4,f4,g4,d5,e5"],
    ),
    // (0.364, next 0.336)
    (
        &["e8,d9,e9,f9,e10", "i4,h5,i5,j5,i6", "g10,h10,i10,i11,j11"],
        &["h7,h8,g9,h9,i9"],
    ),
    // (0.394, next 0.323)
    (
        &["e8,d9,e9,f9,e10", "i4,h5,i5,j5,i6", "g5,f6,g6,h6,f7"],
        &["j7,i8,j8,k8,k9"],
    ),
    // Our third move after our first two and the second move level 6 plays there, in
    // three of four of our games as the first player against it (0.704, next 0.694; 0.754,
    // next 0.744).
    (
        &[
            "f7,f8,e9,f9,e10",
            "i4,h5,i5,j5,i6",
            "f4,g4,h4,g5,g6",
            "g7,h7,g8,h8,g9",
        ],
        &["f11,g11,h11,i11,h12"],
    ),
    (
        &[
            "f7,f8,e9,f9,e10",
            "j5,i6,j6,k6,j7",
            "h4,i4,g5,h5,g6",
            "g7,h7,g8,h8,g9",
        ],
        &["f11,g11,h11,i11,h12"],
    ),
    // Our fourth move after the first of those and level 6's usual answer, in over a third
    // of our first-player games (0.732, next 0.729).
    (
        &[
            "f7,f8,e9,f9,e10",
            "i4,h5,i5,j5,i6",
            "f4,g4,h4,g5,g6",
            "g7,h7,g8,h8,g9",
            "f11,g11,h11,i11,h12",
            "i9,j9,j10,k10,j11",
        ],
        &["i2,i3,j3,k3,k4"],
    ),
    // Our fifth move as the first player, where level 6 answered the book's line as it
    // mostly does: the first position in 121 of the seventeenth round's 400 first-seat games
    // (where `max:80`, playing six different moves, scored 54 %), then in 10 and in 9
    // (0.773, next 0.756; 0.746, next 0.740; 0.764, next 0.750; docs/lab/notebook.md,
    // eighteenth round).
    (
        &[
            "f7,f8,e9,f9,e10",
            "i4,h5,i5,j5,i6",
            "f4,g4,h4,g5,g6",
            "g7,h7,g8,h8,g9",
            "f11,g11,h11,i11,h12",
            "i9,j9,j10,k10,j11",
            "i2,i3,j3,k3,k4",
            "d5,e5,f5,d6,f6",
        ],
        &["k12,i13,j13,k13,j14"],
    ),
    (
        &[
            "f7,f8,e9,f9,e10",
            "i4,h5,i5,j5,i6",
            "f4,g4,h4,g5,g6",
            "g7,h7,g8,h8,g9",
            "f11,g11,h11,i11,h12",
            "i9,j9,j10,k10,j11",
            "i2,i3,j3,k3,k4",
            "e3,e4,e5,f5,f6",
        ],
        &["c6,b7,c7,d7,d8"],
    ),
    (
        &[
            "f7,f8,e9,f9,e10",
            "i4,h5,i5,j5,i6",
            "f4,g4,h4,g5,g6",
            "g7,h7,g8,h8,g9",
            "f11,g11,h11,i11,h12",
            "e6,f6,d7,e7,e8",
            "j2,i3,j3,j4,k4",
            "m4,l5,m5,k6,l6",
        ],
        &["l3,m3,n3,n4,n5"],
    ),
    // Our third move as the second player after the X opening, our answer, level 6's
    // usual second move and ours, and its usual third (0.343, next 0.330).
    (
        &[
            "e8,d9,e9,f9,e10",
            "i4,h5,i5,j5,i6",
            "h7,i7,g8,h8,h9",
            "f6,g6,e7,f7,f8",
            "k4,l4,k5,j6,k6",
        ],
        &["g9,g10,h10,i10,i11"],
    ),
    // Our sixth move as the first player after the fifth above and level 6's usual answer
    // (in 17 of the 24 games that reached it in the eighteenth round's first lane; 0.772,
    // next 0.750).
    (
        &[
            "f7,f8,e9,f9,e10",
            "i4,h5,i5,j5,i6",
            "f4,g4,h4,g5,g6",
            "g7,h7,g8,h8,g9",
            "f11,g11,h11,i11,h12",
            "i9,j9,j10,k10,j11",
            "i2,i3,j3,k3,k4",
            "d5,e5,f5,d6,f6",
            "k12,i13,j13,k13,j14",
            "l11,l12,l13,l14,m14",
        ],
        &["l5,k6,l6,m6,l7"],
    ),
    // Our third move as the second player in the positions after the book's second that
    // the seventeenth round's second-seat games reached most, where `max:80` scored 1 % of
    // 48, 28 % of 37, 12 % of 30 and 12 % of 20 (0.299, next 0.291; 0.482, next 0.477;
    // 0.330, next 0.328; 0.361, next 0.338).
    (
        &[
            "e8,d9,e9,f9,e10",
            "i4,h5,i5,j5,i6",
            "h6,h7,i7,g8,h8",
            "f6,g6,e7,f7,f8",
            "k4,l4,k5,j6,k6",
        ],
        &["c8,d8,c9,b10,c10"],
    ),
    (
        &[
            "e8,d9,e9,f9,e10",
            "i4,h5,i5,j5,i6",
            "g4,g5,f6,g6,f7",
            "f3,g3,h3,e4,f4",
            "h7,i7,j7,k7,j8",
        ],
        &["k6,l6,l7,m7,m8"],
    ),
    (
        &[
            "e8,d9,e9,f9,e10",
            "i4,h5,i5,j5,i6",
            "h6,h7,i7,g8,h8",
            "f6,g6,e7,f7,f8",
            "d5,c6,d6,c7,c8",
        ],
        &["e3,c4,d4,e4,e5"],
    ),
    (
        &[
            "e8,d9,e9,f9,e10",
            "i4,h5,i5,j5,i6",
            "g4,g5,f6,g6,f7",
            "f3,g3,h3,e4,f4",
            "j6,h7,i7,j7,i8",
        ],
        &["d5,d6,d7,e7,d8"],
    ),
    // Our fourth move as the second player in the three positions after those lines that
    // the eighteenth round's lanes reached most (19, 10 and 7 of 400 second-seat games,
    // where `max:80` scored 18 %, 15 % and 0 %; 0.398, next 0.377; 0.360, next 0.328;
    // 0.288, next 0.285).
    (
        &[
            "e8,d9,e9,f9,e10",
            "i4,h5,i5,j5,i6",
            "h7,i7,g8,h8,h9",
            "f6,g6,e7,f7,f8",
            "k4,l4,k5,j6,k6",
            "g9,g10,h10,i10,i11",
            "h2,g3,h3,i3,j3",
        ],
        &["d11,e11,f11,c12,d12"],
    ),
    (
        &[
            "e8,d9,e9,f9,e10",
            "i4,h5,i5,j5,i6",
            "h7,i7,g8,h8,h9",
            "f6,g6,e7,f7,f8",
            "k4,l4,k5,j6,k6",
            "g9,g10,h10,i10,i11",
            "f11,g11,h11,g12,h12",
        ],
        &["k2,j3,k3,l3,m3"],
    ),
    (
        &[
            "e8,d9,e9,f9,e10",
            "i4,h5,i5,j5,i6",
            "h6,h7,i7,g8,h8",
            "f6,g6,e7,f7,f8",
            "k4,l4,k5,j6,k6",
            "c8,d8,c9,b10,c10",
            "a11,b11,c11,d11,d12",
        ],
        &["k2,j3,k3,l3,m3"],
    ),
    // The nineteenth round (docs/lab/notebook.md): the positions before an unbooked move of
    // ours that lanes 831 and 833 reached most (`scripts/book_gaps.py`), with `max:80`'s score
    // there.
    // Our answer as the second player to the X opening centred at d10, not at e9 (27 of 300
    // second-seat games, 0 %).
    // (0.413, next 0.412)
    (&["d9,c10,d10,e10,d11"], &["i4,h5,i5,j5,i6"]),
    // Our second move as the first player after three less usual replies to our first
    // (19, 17, 16 and 10 of 300 first-seat games; 24 %, 47 %, 66 %, 60 %).
    // (0.776, next 0.740)
    (&["f7,f8,e9,f9,e10", "h4,g5,h5,i5,j5"], &["f4,g4,e5,f5,e6"]),
    // (0.739, next 0.736)
    (&["f7,f8,e9,f9,e10", "j4,i5,j5,h6,i6"], &["h4,i4,g5,h5,g6"]),
    // (0.725, next 0.722)
    (&["f7,f8,e9,f9,e10", "j5,h6,i6,j6,i7"], &["g4,g5,h5,i5,g6"]),
    // (0.730, next 0.714)
    (&["f7,f8,e9,f9,e10", "i4,i5,j5,h6,i6"], &["f4,g4,h4,g5,g6"]),
    // Our fourth move as the first player after level 6's usual answers and three of its
    // third moves (40, 15 and 12 of 300 first-seat games; 69 %, 60 %, 46 %).
    // (0.726, next 0.716)
    (
        &[
            "f9,g9,h9,e10,f10",
            "j5,i6,j6,k6,j7",
            "k7,i8,j8,k8,k9",
            "g7,h7,f8,g8,h8",
            "d6,c7,d7,d8,d9",
            "i9,g10,h10,i10,h11",
        ],
        &["k4,k5,l5,l6,m6"],
    ),
    // (0.742, next 0.742)
    (
        &[
            "f9,g9,h9,e10,f10",
            "j5,i6,j6,k6,j7",
            "k7,i8,j8,k8,k9",
            "g7,h7,f8,g8,h8",
            "d6,c7,d7,d8,d9",
            "i9,j9,j10,i11,j11",
        ],
        &["k4,l4,l5,m5,l6"],
    ),
    // (0.714, next 0.712)
    (
        &[
            "f9,g9,h9,e10,f10",
            "j5,i6,j6,k6,j7",
            "k7,i8,j8,k8,k9",
            "g7,h7,f8,g8,h8",
            "d6,c7,d7,d8,d9",
            "e4,d5,e5,e6,f6",
        ],
        &["d3,e3,c4,d4,c5"],
    ),
    // Our third move as the second player in four positions after the book's second
    // (11, 10, 9 and 8 of 300 second-seat games; 0 %, 0 %, 11 %, 0 %).
    // (0.399, next 0.352)
    (
        &[
            "f9,e10,f10,g10,f11",
            "j5,i6,j6,k6,j7",
            "i7,h8,i8,j8,h9",
            "f5,g5,h5,e6,f6",
            "d6,c7,d7,d8,d9",
        ],
        &["c3,c4,d4,e4,c5"],
    ),
    // (0.357, next 0.357)
    (
        &[
            "e8,d9,e9,f9,e10",
            "i4,h5,i5,j5,i6",
            "h7,i7,g8,h8,h9",
            "f6,g6,e7,f7,f8",
            "d5,c6,d6,c7,c8",
        ],
        &["c3,c4,d4,e4,e5"],
    ),
    // (0.351, next 0.321)
    (
        &[
            "e8,d9,e9,f9,e10",
            "i4,h5,i5,j5,i6",
            "g4,g5,f6,g6,f7",
            "f3,g3,h3,e4,f4",
            "k6,h7,i7,j7,k7",
        ],
        &["d5,d6,d7,e7,d8"],
    ),
    // (0.346, next 0.318)
    (
        &[
            "e8,d9,e9,f9,e10",
            "i4,h5,i5,j5,i6",
            "h6,h7,i7,g8,h8",
            "f6,g6,e7,f7,f8",
            "k4,k5,j6,k6,l6",
        ],
        &["l2,j3,k3,l3,l4"],
    ),
];

/// The book's answers to the position `state`, none where it holds no line that leads there
/// (Duo only).
pub fn answers(state: &State) -> Vec<Place> {
    if state.variant() != Variant::Duo {
        return Vec::new();
    }
    let on_board: u32 = (0..state.colours())
        .map(|c| state.placed_count(c) as u32)
        .sum();
    let lines = DUO.iter().filter(|(line, _)| line.len() as u32 == on_board);
    for (line, moves) in lines {
        let Some(start) = position_after(line) else {
            continue;
        };
        for mirrored in [false, true] {
            if same_board(state, &start, mirrored) {
                return (moves.iter())
                    .filter_map(|m| parse_cells(state.size(), m))
                    .filter_map(|mv| if mirrored { mirror(&mv) } else { Some(mv) })
                    .collect();
            }
        }
    }
    Vec::new()
}

/// The Duo position after `line`, if every placement in it is legal.
fn position_after(line: &[&str]) -> Option<State> {
    let mut state = Blokus::new_game(&Config::duo(), 0).ok()?;
    for text in line {
        let mv = parse_cells(state.size(), text)?;
        Blokus::apply(&mut state, &mv).ok()?;
    }
    Some(state)
}

/// Whether `a` shows the board of `b` (mirrored on the diagonal if `mirrored`), the same
/// colour to move.
fn same_board(a: &State, b: &State, mirrored: bool) -> bool {
    let n = a.size();
    a.size() == b.size()
        && a.current() == b.current()
        && (0..n).all(|y| {
            (0..n).all(|x| {
                let (bx, by) = if mirrored { (y, x) } else { (x, y) };
                a.cell(x, y) == b.cell(bx, by)
            })
        })
}

/// A placement mirrored on the diagonal through the top left corner (x and y swapped).
pub fn mirror(mv: &Place) -> Option<Place> {
    place_covering(cells_of(mv).into_iter().map(|(x, y)| (y, x)).collect())
}
