//! Blokus over the Go Text Protocol, as Blokus engines commonly speak it, so the engine can be
//! matched against other Blokus programs with standard match tools (Pentobi's `twogtp`,
//! `scripts/gtp_match.py`).
//!
//! `cargo run --profile fast --features lab --bin blokus_gtp -- [easy|medium|hard|hard:<ms>|browser:<rate>|max|max:<ms>][-v1]`
//! (`-v1`: the search before priors and widening; `max` thinks 2 s a move; `hard:<ms>` stops
//! Hard's search at <ms> too; `browser:<rate>` is the app's Hard in a browser whose wasm
//! makes <rate> simulations a second: its 1.9 s cap counted in simulations, with the app's
//! time management and tree reuse; docs/ai.md gives the measured rates), optionally with
//! search options after `/` as the arena takes them (`hard/fresh/ucb`: no tree reuse, UCB;
//! `hard/rave:0`: no RAVE).
//! Commands: protocol_version, name, version, known_command, list_commands, set_game
//! (`Blokus` = Classic with fixed corners, `Blokus Two-Player` = the same with two players
//! holding two colours each, `Blokus Duo`), clear_board, play <colour> <cells>, genmove
//! <colour>, reg_genmove <colour> (a move, not played), undo, all_legal <colour>, showboard,
//! final_score, cputime, move_values (the last search's root moves: visits, mean reward for
//! the colour that searched, cells; most visited first; none after a move made without
//! search), quit. Colours are named (blue, yellow, red, green; Duo: purple,
//! orange), by letter (b, y, r, g; Duo: b, w) or by number (1–4). Cells are written like
//! `a1,b1,c2`: column letters from the left, rows counted from the bottom. Moves may come
//! for any colour in any order; a colour without a legal move is skipped by the engine, and
//! `play <colour> pass` is accepted for such a colour.

use boardshelf::core::ai::{v1, Level, Searchable, Searcher};
use boardshelf::core::{Game, Rng};
use boardshelf::games::blokus::rules::{Blokus, Config, Place, State, Variant};
use boardshelf::games::blokus::sgf;
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
    "reg_genmove",
    "undo",
    "all_legal",
    "showboard",
    "loadsgf",
    "savesgf",
    "final_score",
    "cputime",
    "move_values",
    "quit",
];

/// How the engine searches: a level, a limit (`max`, `hard:<ms>`, `browser:<rate>`), and
/// which search.
#[derive(Clone, Copy, Debug)]
struct Strength {
    level: Level,
    limit: Option<Limit>,
    v1: bool,
}

/// What ends a move's search besides the level's budget.
#[derive(Clone, Copy, Debug)]
enum Limit {
    Time(Duration),
    /// The browser's Hard on a machine whose wasm runs `rate` simulations a second: its
    /// 1.9 s cap counted in simulations, so the preset plays the same on any machine.
    Simulations(f64),
}

impl Limit {
    /// The share of the limit used after `done` simulations, `start` being when it began.
    fn spent(self, done: usize, start: Instant) -> f64 {
        match self {
            Limit::Time(l) => start.elapsed().as_secs_f64() / l.as_secs_f64(),
            Limit::Simulations(most) => done as f64 / most,
        }
    }
}

fn parse_strength(arg: &str) -> Result<Strength, String> {
    let arg = arg.split_once('/').map_or(arg, |(level, _)| level);
    let (name, v1) = match arg.strip_suffix("-v1") {
        Some(rest) => (rest, true),
        None => (arg, false),
    };
    let ms = |ms| Some(Limit::Time(Duration::from_millis(ms)));
    let (level, limit) = match name {
        "easy" => (Level::Easy, None),
        "medium" => (Level::Medium, None),
        "hard" => (Level::Hard, None),
        "max" => (Level::Max, ms(2000)),
        _ => match name.split_once(':').map(|(level, n)| (level, n.parse())) {
            Some(("max", Ok(n))) => (Level::Max, ms(n)),
            Some(("hard", Ok(n))) => (Level::Hard, ms(n)),
            Some(("browser", Ok(rate))) => {
                let cap = Level::Hard.time_cap_ms().expect("Hard has a cap") / 1000.0;
                (Level::Hard, Some(Limit::Simulations(rate as f64 * cap)))
            }
            _ => {
                return Err(format!(
                    "unknown level {arg:?}: easy, medium, hard, hard:<ms>, browser:<rate>, max \
                     or max:<ms>, optionally with -v1"
                ))
            }
        },
    };
    Ok(Strength { level, limit, v1 })
}

struct Engine {
    config: Config,
    state: State,
    /// The states before each move played, for `undo`.
    history: Vec<State>,
    /// The placements played, with their colours (for `savesgf`).
    played: Vec<(u8, Place)>,
    strength: Strength,
    rng: Rng,
    /// The search, which keeps its tree from one move to the next.
    searcher: Searcher<Blokus>,
    /// The last search's root moves with their visits and mean rewards (`move_values`).
    seen: Vec<(Place, f64, f64)>,
}

fn colour_names(variant: Variant) -> &'static [&'static str] {
    match variant {
        Variant::Classic => &["blue", "yellow", "red", "green"],
        Variant::Duo => &["purple", "orange"],
    }
}

fn colour_index(state: &State, name: &str) -> Result<u8, String> {
    let names = colour_names(state.variant());
    let other: &[&[&str]] = match state.variant() {
        Variant::Classic => &[&["b", "y", "r", "g"], &["1", "2", "3", "4"]],
        // Duo engines also say b/w (black, white), 1/2, or blue/green.
        Variant::Duo => &[
            &["b", "w"],
            &["1", "2"],
            &["blue", "green"],
            &["black", "white"],
        ],
    };
    let lower = name.to_lowercase();
    std::iter::once(names)
        .chain(other.iter().copied())
        .find_map(|list| list.iter().position(|&n| n == lower))
        .map(|i| i as u8)
        .ok_or_else(|| {
            format!(
                "unknown colour {name}: the colours are {} (or {})",
                names.join(", "),
                other
                    .iter()
                    .map(|l| l.join("/"))
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        })
}

fn cells_of(state: &State, mv: &Place) -> String {
    sgf::cells_text(state.size(), mv)
}

fn parse_cells(state: &State, text: &str) -> Result<Place, String> {
    sgf::parse_cells(state.size(), text)
        .ok_or_else(|| format!("{text} is not a Blokus piece on the board"))
}

/// CPU time this process has used, in seconds (Linux: from /proc; else wall time since start).
fn cpu_seconds(started: Instant) -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // Fields after the command name (which is in parentheses): utime and stime are the 12th
    // and 13th, in clock ticks (100 per second on Linux).
    let after = stat.rsplit_once(')').map(|(_, rest)| rest).unwrap_or("");
    let fields: Vec<f64> = after
        .split_whitespace()
        .filter_map(|f| f.parse().ok())
        .collect();
    match (fields.get(10), fields.get(11)) {
        (Some(u), Some(s)) => (u + s) / 100.0,
        _ => started.elapsed().as_secs_f64(),
    }
}

impl Engine {
    fn reset(&mut self) {
        self.state = Blokus::new_game(&self.config, 0).expect("valid config");
        self.history.clear();
        self.played.clear();
        self.searcher.clear();
    }

    fn name(&self, colour: u8) -> &'static str {
        colour_names(self.state.variant())[colour as usize]
    }

    fn colour(&self, args: &[&str]) -> Result<u8, String> {
        colour_index(&self.state, args.first().ok_or("missing colour")?)
    }

    /// Whether `colour` can place now (any colour, in any order, as match tools send them).
    fn can_place(&self, colour: u8) -> bool {
        !self.state.is_over() && self.state.has_move(colour)
    }

    fn play(&mut self, colour: u8, mv: &Place) -> Result<(), String> {
        let mut next = self.state.clone();
        next.set_current(colour);
        Blokus::apply(&mut next, mv)
            .map_err(|e| format!("{} cannot play that: {e}", self.name(colour)))?;
        self.history.push(std::mem::replace(&mut self.state, next));
        self.played.push((colour, *mv));
        Ok(())
    }

    /// The engine's move for `colour`, as cells, or "pass".
    fn think(&mut self, colour: u8) -> Result<Option<Place>, String> {
        self.seen.clear();
        if !self.can_place(colour) {
            return Ok(None);
        }
        let mut state = self.state.clone();
        state.set_current(colour);
        let start = Instant::now();
        let Strength { level, limit, v1 } = self.strength;
        let spent = |done| limit.map_or(0.0, |l| l.spent(done, start));
        let keep_going = |done| spent(done) < 1.0;
        let searcher = &mut self.searcher;
        let choice = if v1 {
            v1::search::<Blokus>(
                &state,
                level,
                &mut self.rng,
                keep_going,
                Blokus::playout_move,
            )
        } else {
            let policy = searcher.policy;
            (searcher.book_move(&state, level, &mut self.rng))
                .or_else(|| searcher.search_timed(&state, level, &mut self.rng, spent, policy))
        };
        let Some(choice) = choice else {
            return Ok(None);
        };
        self.seen = choice.seen.moves;
        self.seen.sort_by(|a, b| b.1.total_cmp(&a.1));
        Ok(Some(choice.mv))
    }

    fn handle(&mut self, cmd: &str, args: &[&str], started: Instant) -> Result<String, String> {
        match cmd {
            "protocol_version" => Ok("2".into()),
            "name" => Ok("Boardshelf".into()),
            "version" => Ok(env!("CARGO_PKG_VERSION").into()),
            "known_command" => Ok(COMMANDS
                .contains(&args.first().copied().unwrap_or(""))
                .to_string()),
            "list_commands" => Ok(COMMANDS.join("\n")),
            "set_game" => {
                let fixed = |players| Config {
                    players,
                    variant: Variant::Classic,
                    fixed_corners: true,
                };
                self.config = match args.join(" ").to_lowercase().as_str() {
                    "blokus" => fixed(4),
                    "blokus two-player" => fixed(2),
                    "blokus duo" => Config::duo(),
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
                let colour = self.colour(args)?;
                let cells = args.get(1).ok_or("missing move")?;
                let can = self.can_place(colour);
                match (cells.eq_ignore_ascii_case("pass"), can) {
                    (true, true) => Err(format!(
                        "{} has a legal move: passing is not allowed",
                        self.name(colour)
                    )),
                    (true, false) => Ok(String::new()),
                    (false, false) => Err(format!("{} has no legal move", self.name(colour))),
                    (false, true) => {
                        let mv = parse_cells(&self.state, cells)?;
                        self.play(colour, &mv).map(|_| String::new())
                    }
                }
            }
            "genmove" | "reg_genmove" => {
                let colour = self.colour(args)?;
                let Some(mv) = self.think(colour)? else {
                    return Ok("pass".into());
                };
                let cells = cells_of(&self.state, &mv);
                if cmd == "genmove" {
                    self.play(colour, &mv)?;
                }
                Ok(cells)
            }
            "undo" => {
                let before = self.history.pop().ok_or("no move to undo")?;
                self.played.pop();
                self.state = before;
                Ok(String::new())
            }
            "all_legal" => {
                let colour = self.colour(args)?;
                let moves = if self.state.is_over() {
                    Vec::new()
                } else {
                    self.state.legal_for(colour)
                };
                Ok(moves
                    .iter()
                    .map(|m| cells_of(&self.state, m))
                    .collect::<Vec<_>>()
                    .join("\n"))
            }
            "showboard" => Ok(self.board_text()),
            "loadsgf" => {
                let file = args.first().ok_or("missing file")?;
                let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
                let record = sgf::read(&text, 0).map_err(|e| format!("{file}: {e:?}"))?;
                self.config = record.config.clone();
                self.reset();
                for mv in &record.moves {
                    let colour = self.state.current();
                    self.play(colour, mv)?;
                }
                Ok(String::new())
            }
            "savesgf" => {
                let file = args.first().ok_or("missing file")?;
                let text = sgf::write_moves(&self.config, &self.played);
                std::fs::write(file, text).map_err(|e| format!("{file}: {e}"))?;
                Ok(String::new())
            }
            "final_score" => Ok((0..self.state.colours())
                .map(|c| self.state.colour_score(c).to_string())
                .collect::<Vec<_>>()
                .join(" ")),
            "cputime" => Ok(format!("{:.3}", cpu_seconds(started))),
            "move_values" => Ok(self
                .seen
                .iter()
                .map(|(mv, visits, mean)| {
                    format!("{visits:.0} {mean:.3} {}", cells_of(&self.state, mv))
                })
                .collect::<Vec<_>>()
                .join("\n")),
            "quit" => Ok(String::new()),
            other => Err(format!("unknown command {other}")),
        }
    }

    fn board_text(&self) -> String {
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
        out
    }
}

fn main() {
    let started = Instant::now();
    let arg = std::env::args().nth(1).unwrap_or("medium".into());
    let options = arg.split_once('/').map_or("", |(_, o)| o);
    let (strength, searcher) = match (parse_strength(&arg), Searcher::configured(options)) {
        (Ok(s), Ok(searcher)) => (s, searcher),
        (Err(why), _) | (_, Err(why)) => {
            eprintln!("{why}");
            std::process::exit(2);
        }
    };
    let config = Config {
        players: 4,
        variant: Variant::Classic,
        fixed_corners: true,
    };
    let state = Blokus::new_game(&config, 0).expect("valid config");
    let seed = std::env::args()
        .nth(2)
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    let mut engine = Engine {
        config,
        state,
        history: Vec::new(),
        played: Vec::new(),
        strength,
        rng: Rng::new(seed),
        searcher,
        seen: Vec::new(),
    };
    let stdin = std::io::stdin();
    let mut out = std::io::stdout();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        let line = line.split('#').next().unwrap_or("").trim().to_string();
        let mut words: Vec<&str> = line.split_whitespace().collect();
        let id = match words.first().and_then(|w| w.parse::<u64>().ok()) {
            Some(i) => {
                words.remove(0);
                i.to_string()
            }
            None => String::new(),
        };
        let Some((&cmd, args)) = words.split_first() else {
            continue;
        };
        let reply = engine.handle(cmd, args, started);
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
