//! Blokus over a subset of the Go Text Protocol, as Blokus engines commonly speak it, so the
//! engine can be matched against other Blokus programs with standard match tools.
//!
//! `cargo run --release --bin blokus_gtp -- [easy|medium|hard|max:<ms>]`
//! Commands: protocol_version, name, version, known_command, list_commands, set_game
//! (`Blokus` = Classic with fixed corners, `Blokus Duo`), clear_board, play <colour> <cells>,
//! genmove <colour>, all_legal <colour>, showboard, final_score, quit. Cells are written like
//! `a1,b1,c2`: column letters from the left, rows counted from the bottom. A colour without a
//! legal move is skipped by the engine; `play <colour> pass` is accepted for such a colour.

use boardshelf::core::ai::{search, Level};
use boardshelf::core::{Game, Rng};
use boardshelf::games::blokus::pieces::orientations;
use boardshelf::games::blokus::rules::{Blokus, Config, Place, State, Variant};
use std::io::{BufRead, Write};
use std::time::{Duration, Instant};

const COMMANDS: &[&str] = &[
    "protocol_version",
    "name",
    "version",
    "known_command",
    "list_commands",
    "set_game",
    "clear_board",
    "play",
    "genmove",
    "all_legal",
    "showboard",
    "final_score",
    "quit",
];

struct Engine {
    config: Config,
    state: State,
    level: Level,
    limit: Option<Duration>,
    rng: Rng,
}

fn colour_index(state: &State, name: &str) -> Result<u8, String> {
    let names: &[&str] = match state.variant() {
        Variant::Classic => &["blue", "yellow", "red", "green"],
        Variant::Duo => &["purple", "orange"],
    };
    let alt: &[&str] = match state.variant() {
        Variant::Classic => &["b", "y", "r", "g"],
        Variant::Duo => &["blue", "green"], // names some Duo engines use
    };
    let lower = name.to_lowercase();
    names
        .iter()
        .chain(alt)
        .position(|&n| n == lower)
        .map(|i| (i % names.len()) as u8)
        .ok_or(format!("unknown colour {name}"))
}

fn cells_of(state: &State, mv: &Place) -> String {
    let o = &orientations()[mv.piece as usize][mv.orient as usize];
    let n = state.size();
    o.cells
        .iter()
        .map(|&(x, y)| format!("{}{}", (b'a' + mv.x + x) as char, n - (mv.y + y)))
        .collect::<Vec<_>>()
        .join(",")
}

fn parse_cells(state: &State, text: &str) -> Result<Place, String> {
    let n = state.size();
    let mut cells = Vec::new();
    for c in text.split(',') {
        let c = c.trim();
        let mut chars = c.chars();
        let col = chars.next().ok_or("empty cell")?;
        let row: u8 = chars
            .as_str()
            .parse()
            .map_err(|_| format!("bad cell {c}"))?;
        let x = (col.to_ascii_lowercase() as u8).wrapping_sub(b'a');
        if x >= n || row == 0 || row > n {
            return Err(format!("cell {c} is off the board"));
        }
        cells.push((x, n - row));
    }
    cells.sort_by_key(|&(x, y)| (y, x));
    let (x0, y0) = (
        cells.iter().map(|c| c.0).min().unwrap_or(0),
        cells.iter().map(|c| c.1).min().unwrap_or(0),
    );
    let shape: Vec<(u8, u8)> = cells.iter().map(|&(x, y)| (x - x0, y - y0)).collect();
    for (p, orients) in orientations().iter().enumerate() {
        if let Some(o) = orients.iter().position(|o| o.cells == shape) {
            return Ok(Place {
                piece: p as u8,
                orient: o as u8,
                x: x0,
                y: y0,
            });
        }
    }
    Err(format!("{text} is not a Blokus piece"))
}

impl Engine {
    fn reset(&mut self) {
        self.state = Blokus::new_game(&self.config, 0).expect("valid config");
    }

    /// Checks that it is `colour`'s turn (colours without moves are skipped by the engine).
    fn turn_of(&self, colour: u8) -> Result<bool, String> {
        if self.state.is_over() || self.state.current() != colour {
            if !self.state.has_move(colour) {
                return Ok(false); // nothing to play: a pass
            }
            return Err(format!("it is not {}'s turn", colour));
        }
        Ok(true)
    }

    fn handle(&mut self, cmd: &str, args: &[&str]) -> Result<String, String> {
        match cmd {
            "protocol_version" => Ok("2".into()),
            "name" => Ok("Boardshelf".into()),
            "version" => Ok(env!("CARGO_PKG_VERSION").into()),
            "known_command" => Ok(COMMANDS
                .contains(&args.first().copied().unwrap_or(""))
                .to_string()),
            "list_commands" => Ok(COMMANDS.join("\n")),
            "set_game" => {
                self.config = match args.join(" ").to_lowercase().as_str() {
                    "blokus" => Config {
                        players: 4,
                        variant: Variant::Classic,
                        fixed_corners: true,
                    },
                    "blokus duo" => Config {
                        players: 2,
                        variant: Variant::Duo,
                        fixed_corners: false,
                    },
                    other => return Err(format!("unsupported game {other}")),
                };
                self.reset();
                Ok(String::new())
            }
            "clear_board" => {
                self.reset();
                Ok(String::new())
            }
            "play" => {
                let colour = colour_index(&self.state, args.first().ok_or("missing colour")?)?;
                let cells = args.get(1).ok_or("missing move")?;
                let to_move = self.turn_of(colour)?;
                if cells.eq_ignore_ascii_case("pass") {
                    return if to_move {
                        Err("a legal move exists: passing is not allowed".into())
                    } else {
                        Ok(String::new())
                    };
                }
                if !to_move {
                    return Err("that colour has no legal move".into());
                }
                let mv = parse_cells(&self.state, cells)?;
                Blokus::apply(&mut self.state, &mv).map_err(|e| e.to_string())?;
                Ok(String::new())
            }
            "genmove" => {
                let colour = colour_index(&self.state, args.first().ok_or("missing colour")?)?;
                if !self.turn_of(colour)? {
                    return Ok("pass".into());
                }
                let start = Instant::now();
                let limit = self.limit;
                let choice = search::<Blokus>(&self.state, self.level, &mut self.rng, |_| {
                    limit.is_none_or(|l| start.elapsed() < l)
                })
                .ok_or("no legal move")?;
                let cells = cells_of(&self.state, &choice.mv);
                Blokus::apply(&mut self.state, &choice.mv).map_err(|e| e.to_string())?;
                Ok(cells)
            }
            "all_legal" => {
                let colour = colour_index(&self.state, args.first().ok_or("missing colour")?)?;
                let moves = if self.state.is_over() || self.state.current() != colour {
                    Vec::new()
                } else {
                    Blokus::legal_moves(&self.state)
                };
                Ok(moves
                    .iter()
                    .map(|m| cells_of(&self.state, m))
                    .collect::<Vec<_>>()
                    .join("\n"))
            }
            "showboard" => {
                let n = self.state.size();
                let mut out = String::from("\n");
                for y in 0..n {
                    out += &format!("{:>2} ", n - y);
                    for x in 0..n {
                        out.push(match self.state.cell(x, y) {
                            None => '.',
                            Some(c) => ['X', 'O', '#', '@'][c as usize],
                        });
                        out.push(' ');
                    }
                    out.push('\n');
                }
                out += "   ";
                out += &(0..n)
                    .map(|x| format!("{} ", (b'a' + x) as char))
                    .collect::<String>();
                Ok(out)
            }
            "final_score" => Ok((0..self.state.colours())
                .map(|c| self.state.colour_score(c).to_string())
                .collect::<Vec<_>>()
                .join(" ")),
            "quit" => Ok(String::new()),
            other => Err(format!("unknown command {other}")),
        }
    }
}

fn main() {
    let (level, limit) = match std::env::args().nth(1).as_deref() {
        Some("easy") => (Level::Easy, None),
        Some("hard") => (Level::Hard, None),
        Some(s) if s.starts_with("max:") => {
            (Level::Max, s[4..].parse().ok().map(Duration::from_millis))
        }
        _ => (Level::Medium, None),
    };
    let config = Config {
        players: 4,
        variant: Variant::Classic,
        fixed_corners: true,
    };
    let state = Blokus::new_game(&config, 0).expect("valid config");
    let mut engine = Engine {
        config,
        state,
        level,
        limit: limit.or((level == Level::Max).then(|| Duration::from_secs(2))),
        rng: Rng::new(1),
    };
    let stdin = std::io::stdin();
    let mut out = std::io::stdout();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        let line = line.split('#').next().unwrap_or("").trim().to_string();
        if line.is_empty() {
            continue;
        }
        let mut words: Vec<&str> = line.split_whitespace().collect();
        let id = words[0].parse::<u64>().ok().map(|i| {
            words.remove(0);
            i.to_string()
        });
        let Some((&cmd, args)) = words.split_first() else {
            continue;
        };
        let id = id.unwrap_or_default();
        let reply = engine.handle(cmd, args);
        let _ = match &reply {
            Ok(text) => write!(out, "={id} {text}\n\n"),
            Err(why) => write!(out, "?{id} {why}\n\n"),
        };
        let _ = out.flush();
        if cmd == "quit" {
            break;
        }
    }
}
