//! Blokus game records as SGF files the way Pentobi writes them (its published "Pentobi SGF
//! Files" format: `GM[Blokus Duo]`, `GM[Blokus]`, …; moves `B[e10,f10,…]` in Duo, `1[…]` to
//! `4[…]` for the four colours of Classic; a cell is its column letter from `a` and its row
//! from `1` at the bottom). Written and read here in our own code, so a game played here
//! opens in Pentobi for its analysis, and a Pentobi game opens here to be stepped through and
//! continued. Any writer's file is read as SGF's grammar (FF[4]) allows: whitespace between
//! tokens, variations (the main line is read, the others counted), several game trees (the
//! first is read). A rule Pentobi does not have travels in a private property. Pure Rust;
//! errors are typed (words at the edge).

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

/// The colour a move property names (Pentobi before 0.2 named Classic's colours in words).
fn colour_of(variant: Variant, property: &str) -> Option<u8> {
    let old = ["BLUE", "YELLOW", "RED", "GREEN"]
        .iter()
        .position(|&p| p == property);
    match variant {
        Variant::Classic if old.is_some() => old.map(|c| c as u8),
        _ => (0..if variant == Variant::Duo { 2 } else { 4 })
            .find(|&c| colour_property(variant, c) == property),
    }
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

/// The game as a Pentobi SGF file: the root (format, game, application, and our own rule
/// variant when Pentobi has no such rule), then one node a move, each by its colour.
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
    if pentobi_reads_differently(config) {
        out += &format!("{CORNERS}[any]");
    }
    for (colour, mv) in moves {
        let property = colour_property(config.variant, *colour);
        out += &format!("\n;{property}[{}]", cells_text(size, mv));
    }
    out += ")\n";
    out
}

/// What a file held beyond the one game read from it: left out, and said.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LeftOut {
    /// Lines of play other than the main line (the variations of its game tree).
    pub variations: usize,
    /// Game trees after the first one of the collection.
    pub games: usize,
}

/// A game read from a file, and what was left out of it.
#[derive(Clone, Debug, PartialEq)]
pub struct Imported {
    pub record: Record<Blokus>,
    pub left_out: LeftOut,
}

/// Whether a file is SGF (a collection of game trees, whose first token is `(`) rather than,
/// say, JSON. Whitespace may stand anywhere between tokens, as Pentobi writes it.
pub fn looks_like_sgf(text: &str) -> bool {
    text.trim_start_matches(|c: char| c.is_whitespace() || c == '\u{feff}')
        .starts_with('(')
}

/// Reads a Pentobi SGF file: its main line (the first variation at every branch) as a game
/// record with `seed` (Blokus deals nothing: the seed only names the game).
pub fn read(text: &str, seed: u64) -> Result<Record<Blokus>, SgfError> {
    read_file(text, seed).map(|imported| imported.record)
}

/// The same, saying what else the file held: the other lines of play of its first game
/// tree, and the game trees after it (a collection), both left out.
pub fn read_file(text: &str, seed: u64) -> Result<Imported, SgfError> {
    let trees = collection(text).ok_or(SgfError::NotSgf)?;
    let nodes = main_line(&trees);
    let record = replay(&nodes, seed)?;
    let roots = trees.iter().filter(|t| t.parent.is_none()).count();
    Ok(Imported {
        record,
        left_out: LeftOut {
            variations: lines(&trees) - 1,
            games: roots - 1,
        },
    })
}

/// The private root property that says how a Classic game's colours start (`any`: on any
/// free corner). Pentobi, as SGF asks, ignores a property it does not know, and always
/// starts each colour on its own corner (the meaning when the property is absent).
const CORNERS: &str = "BSCORNERS";

/// Whether Pentobi would read a game of this configuration under other rules than it was
/// played (Pentobi knows only the own-corner start of Classic).
pub fn pentobi_reads_differently(config: &Config) -> bool {
    config.variant == Variant::Classic && !config.fixed_corners
}

/// The configuration a root node names.
fn config_of_root(root: &Node) -> Result<Config, SgfError> {
    let game = value(root, "GM").unwrap_or_default().trim();
    let mut config = config_of(game).ok_or_else(|| SgfError::UnknownGame(game.to_string()))?;
    if config.variant == Variant::Classic {
        config.fixed_corners = value(root, CORNERS) != Some("any");
    }
    Ok(config)
}

/// The nodes of a main line played move by move: every move property is the next move.
fn replay(nodes: &[&Node], seed: u64) -> Result<Record<Blokus>, SgfError> {
    let root = nodes.first().ok_or(SgfError::NotSgf)?;
    let config = config_of_root(root)?;
    let mut session = Session::<Blokus>::new(config, seed).expect("a known variant");
    let mut number = 0;
    for (ident, values) in nodes.iter().flat_map(|node| node.iter()) {
        if ["AB", "AW", "AE", "A1", "A2", "A3", "A4"].contains(&ident.as_str()) {
            return Err(SgfError::Setup);
        }
        let state: &State = session.state();
        let Some(colour) = colour_of(state.variant(), ident) else {
            continue;
        };
        number += 1;
        // Pentobi before 0.3 wrote a move as one value a cell: the same cells.
        let mv =
            parse_cells(state.size(), &values.join(",")).ok_or(SgfError::BadMove { number })?;
        if Blokus::to_move(state).is_none() || state.current() != colour {
            return Err(SgfError::OutOfTurn { number });
        }
        session
            .play(mv)
            .map_err(|error| SgfError::Illegal { number, error })?;
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

/// One game tree of a collection: its sequence of nodes and its variations (trees whose
/// `parent` it is, in the file's order). Kept in one list, each after its parent.
#[derive(Default)]
struct Tree {
    nodes: Vec<Node>,
    parent: Option<usize>,
    children: Vec<usize>,
}

/// The nodes of the main line of the first game tree: its sequence, then its first
/// variation's, and so on.
fn main_line(trees: &[Tree]) -> Vec<&Node> {
    let mut nodes = Vec::new();
    let mut at = trees.first();
    while let Some(tree) = at {
        nodes.extend(tree.nodes.iter());
        at = tree.children.first().map(|&c| &trees[c]);
    }
    nodes
}

/// How many lines of play the first game tree holds (its leaves).
fn lines(trees: &[Tree]) -> usize {
    // Children come after their parents: count from the last tree back.
    let mut count = vec![0; trees.len()];
    for i in (0..trees.len()).rev() {
        let tree = &trees[i];
        count[i] = if tree.children.is_empty() {
            1
        } else {
            tree.children.iter().map(|&c| count[c]).sum()
        };
    }
    count.first().copied().unwrap_or(1)
}

/// A whole collection as SGF's grammar (FF[4]) writes it: game trees `( ;node ;node (…)(…) )`,
/// whitespace between any two tokens, values with `\` escapes. Read without recursion, so
/// no nesting is too deep. `None` when the text is not SGF, or cut short.
fn collection(text: &str) -> Option<Vec<Tree>> {
    let mut chars = text.trim_start_matches('\u{feff}').chars().peekable();
    let mut trees: Vec<Tree> = Vec::new();
    let mut open: Vec<usize> = Vec::new();
    loop {
        skip_whitespace(&mut chars);
        match chars.next() {
            Some('(') => {
                let (parent, index) = (open.last().copied(), trees.len());
                if let Some(p) = parent {
                    trees[p].children.push(index);
                }
                open.push(index);
                trees.push(Tree {
                    parent,
                    ..Tree::default()
                });
            }
            // A node belongs to the sequence, before the tree's variations.
            Some(';') => {
                let tree = &mut trees[*open.last()?];
                if !tree.children.is_empty() {
                    return None;
                }
                tree.nodes.push(properties(&mut chars)?);
            }
            Some(')') => {
                let tree = open.pop()?;
                if trees[tree].nodes.is_empty() {
                    return None;
                }
            }
            // Text after the last game tree is not part of the collection.
            _ if open.is_empty() && !trees.is_empty() => return Some(trees),
            _ => return None,
        }
    }
}

type Chars<'a> = std::iter::Peekable<std::str::Chars<'a>>;

fn skip_whitespace(chars: &mut Chars) {
    while chars.next_if(|c| c.is_whitespace()).is_some() {}
}

/// The properties of one node: each an identifier in capitals (Pentobi's colours are
/// digits; FF[3]'s lower-case letters are dropped) with one or more `[values]`.
fn properties(chars: &mut Chars) -> Option<Node> {
    let mut node = Vec::new();
    loop {
        skip_whitespace(chars);
        let mut ident = String::new();
        while let Some(c) = chars.next_if(|c| c.is_ascii_alphanumeric()) {
            if !c.is_ascii_lowercase() {
                ident.push(c);
            }
        }
        if ident.is_empty() {
            return Some(node);
        }
        let mut values = Vec::new();
        loop {
            skip_whitespace(chars);
            if chars.next_if_eq(&'[').is_none() {
                break;
            }
            values.push(property_value(chars)?);
        }
        if values.is_empty() {
            return None;
        }
        node.push((ident, values));
    }
}

/// A value up to its closing `]`: `\` keeps the next character as it is, and `\` before a
/// line break joins the lines (a soft line break).
fn property_value(chars: &mut Chars) -> Option<String> {
    let mut value = String::new();
    loop {
        match chars.next()? {
            '\\' => match chars.next()? {
                '\r' => {
                    chars.next_if_eq(&'\n');
                }
                '\n' => {
                    chars.next_if_eq(&'\r');
                }
                c => value.push(c),
            },
            ']' => return Some(value),
            c => value.push(c),
        }
    }
}
