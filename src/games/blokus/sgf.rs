//! Blokus game records as SGF files the way Pentobi writes them (its published "Pentobi SGF
//! Files" format: `GM[Blokus Duo]`, `GM[Blokus]`, …; moves `B[e10,f10,…]` in Duo, `1[…]` to
//! `4[…]` for the four colours of Classic; a cell is its column letter from `a` and its row
//! from `1` at the bottom). Written and read here in our own code, so a game played here
//! opens in Pentobi for its analysis, and a Pentobi game opens here to be stepped through and
//! continued. Pure Rust; errors are typed (words at the edge).

use super::pieces::orientations;
use super::rules::{Blokus, Config, Place, RuleError, State, Variant};
use crate::core::{Game, Record, Session};

/// Why a file is not a Blokus game this app can open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SgfError {
    /// Not SGF text (no game tree).
    NotSgf,
    /// Another game or Blokus variant (the `GM` value).
    UnknownGame(String),
    /// Pieces placed by setup properties, not moves (not supported).
    Setup,
    /// Move `number` (from 1) names no colour of this variant, or no piece.
    BadMove { number: usize },
    /// Move `number` is by a colour that is not to move there.
    OutOfTurn { number: usize },
    /// Move `number` breaks a rule.
    Illegal { number: usize, error: RuleError },
}

/// The `GM` value of a configuration.
fn game_name(config: &Config) -> &'static str {
    match (config.variant, config.players) {
        (Variant::Duo, _) => "Blokus Duo",
        (Variant::Classic, 2) => "Blokus Two-Player",
        (Variant::Classic, 3) => "Blokus Three-Player",
        (Variant::Classic, _) => "Blokus",
    }
}

fn config_of(game: &str) -> Option<Config> {
    let classic = |players| Config {
        players,
        variant: Variant::Classic,
        fixed_corners: true,
    };
    Some(match game {
        "Blokus Duo" => Config {
            players: 2,
            variant: Variant::Duo,
            fixed_corners: true,
        },
        "Blokus Two-Player" => classic(2),
        "Blokus Three-Player" => classic(3),
        "Blokus" => classic(4),
        _ => return None,
    })
}

/// The move property of a colour: `B`/`W` in Duo, `1` to `4` in Classic.
fn colour_property(variant: Variant, colour: u8) -> String {
    match variant {
        Variant::Duo => ["B", "W"][colour as usize & 1].into(),
        Variant::Classic => (colour + 1).to_string(),
    }
}

fn colour_of(variant: Variant, property: &str) -> Option<u8> {
    (0..if variant == Variant::Duo { 2 } else { 4 })
        .find(|&c| colour_property(variant, c) == property)
}

/// A placement as Pentobi names it: its cells, "e10,f10,f9", ordered a1, b1, …, a2, ….
pub fn cells_text(size: u8, mv: &Place) -> String {
    let mut cells: Vec<(u8, u8)> = (cells_of(mv).into_iter())
        .map(|(x, y)| (x, size - y))
        .collect();
    cells.sort_by_key(|&(x, row)| (row, x));
    let names: Vec<String> = (cells.iter())
        .map(|&(x, row)| format!("{}{row}", (b'a' + x) as char))
        .collect();
    names.join(",")
}

/// The placement with these cells (any order, either case), if they make a piece on the
/// board.
pub fn parse_cells(size: u8, text: &str) -> Option<Place> {
    let mut cells = Vec::new();
    for c in text.split(',').map(str::trim) {
        let col = c.chars().next()?.to_ascii_lowercase();
        let row: u8 = c.get(1..)?.parse().ok()?;
        let x = (col as u8).wrapping_sub(b'a');
        if !col.is_ascii_lowercase() || x >= size || row == 0 || row > size {
            return None;
        }
        cells.push((x, size - row));
    }
    place_covering(cells)
}

/// The placement covering exactly these board cells (x, y from the top left), if they make
/// a piece.
pub fn place_covering(mut cells: Vec<(u8, u8)>) -> Option<Place> {
    cells.sort_by_key(|&(x, y)| (y, x));
    let x0 = cells.iter().map(|c| c.0).min()?;
    let y0 = cells.iter().map(|c| c.1).min()?;
    let shape: Vec<(u8, u8)> = cells.iter().map(|&(x, y)| (x - x0, y - y0)).collect();
    orientations().iter().enumerate().find_map(|(p, orients)| {
        let o = orients.iter().position(|o| o.cells == shape)?;
        Some(Place {
            piece: p as u8,
            orient: o as u8,
            x: x0,
            y: y0,
        })
    })
}

/// The board cells a placement covers (x, y from the top left).
pub fn cells_of(mv: &Place) -> Vec<(u8, u8)> {
    let o = &orientations()[mv.piece as usize][mv.orient as usize];
    (o.cells.iter())
        .map(|&(x, y)| (mv.x + x, mv.y + y))
        .collect()
}

/// The game as a Pentobi SGF file: the root (format, game, application), then one node a
/// move, each by its colour.
pub fn write(record: &Record<Blokus>) -> String {
    let mut state = Blokus::new_game(&record.config, record.seed).expect("a recorded config");
    let mut moves = Vec::new();
    for mv in &record.moves {
        moves.push((state.current(), *mv));
        if Blokus::apply(&mut state, mv).is_err() {
            break;
        }
    }
    write_moves(&record.config, &moves)
}

/// The same from the placements with their colours (as a GTP engine keeps them).
pub fn write_moves(config: &Config, moves: &[(u8, Place)]) -> String {
    // The rules know the board's size; this file format only names its cells.
    let size = Blokus::new_game(config, 0)
        .expect("a recorded config")
        .size();
    let mut out = format!("(;FF[4]CA[UTF-8]AP[Boardshelf]GM[{}]", game_name(config));
    for (colour, mv) in moves {
        let property = colour_property(config.variant, *colour);
        out += &format!("\n;{property}[{}]", cells_text(size, mv));
    }
    out += ")\n";
    out
}

/// Reads a Pentobi SGF file: its main line (the first variation at every branch) as a game
/// record with `seed` (Blokus deals nothing: the seed only names the game).
pub fn read(text: &str, seed: u64) -> Result<Record<Blokus>, SgfError> {
    let nodes = main_line(text).ok_or(SgfError::NotSgf)?;
    let root = nodes.first().ok_or(SgfError::NotSgf)?;
    let game = value(root, "GM").unwrap_or_default();
    let config = config_of(game).ok_or_else(|| SgfError::UnknownGame(game.to_string()))?;
    let mut session = Session::<Blokus>::new(config, seed).expect("a known variant");
    let mut number = 0;
    for node in &nodes {
        for (ident, values) in node {
            if ["AB", "AW", "AE", "A1", "A2", "A3", "A4"].contains(&ident.as_str()) {
                return Err(SgfError::Setup);
            }
            let state: &State = session.state();
            let Some(colour) = colour_of(state.variant(), ident) else {
                continue;
            };
            number += 1;
            let mv = (values.first())
                .and_then(|v| parse_cells(state.size(), v))
                .ok_or(SgfError::BadMove { number })?;
            if Blokus::to_move(state).is_none() || state.current() != colour {
                return Err(SgfError::OutOfTurn { number });
            }
            session
                .play(mv)
                .map_err(|error| SgfError::Illegal { number, error })?;
        }
    }
    Ok(session.record().clone())
}

type Node = Vec<(String, Vec<String>)>;

fn value<'a>(node: &'a Node, ident: &str) -> Option<&'a str> {
    node.iter()
        .find(|(i, _)| i == ident)
        .and_then(|(_, v)| v.first())
        .map(String::as_str)
}

/// The nodes of the main line of the first game tree: at every branch, the first. Read in
/// order, that is every node up to the first `)` (which closes the first variation).
fn main_line(text: &str) -> Option<Vec<Node>> {
    let mut chars = text.trim_start().strip_prefix('(')?.chars().peekable();
    let mut nodes = Vec::new();
    while let Some(c) = chars.next() {
        match c {
            ';' => nodes.push(properties(&mut chars)?),
            '(' => {}
            ')' => return Some(nodes),
            c if c.is_whitespace() => {}
            _ => return None,
        }
    }
    None
}

/// The properties of one node: identifiers in capitals, each with one or more `[values]`.
fn properties(chars: &mut std::iter::Peekable<std::str::Chars>) -> Option<Node> {
    let mut node = Vec::new();
    loop {
        while chars.peek().is_some_and(|c| c.is_whitespace()) {
            chars.next();
        }
        let mut ident = String::new();
        while let Some(&c) = chars.peek().filter(|c| c.is_ascii_alphanumeric()) {
            ident.push(c);
            chars.next();
        }
        if ident.is_empty() {
            return Some(node);
        }
        let mut values = Vec::new();
        loop {
            while chars.peek().is_some_and(|c| c.is_whitespace()) {
                chars.next();
            }
            if chars.peek() != Some(&'[') {
                break;
            }
            chars.next();
            let mut value = String::new();
            loop {
                match chars.next()? {
                    '\\' => value.push(chars.next()?),
                    ']' => break,
                    c => value.push(c),
                }
            }
            values.push(value);
        }
        node.push((ident, values));
    }
}
