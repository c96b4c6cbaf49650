//! Plays many games between two engines and prints win rates with 95% confidence intervals
//! and search speed.
//!
//! `cargo run --release --features lab --bin arena -- <game>[:key=value,...] <engine A> <engine B> [games] [seed]`
//! game: any game's id (king-square, foursquare, stacks, blokus, pegs-and-jokers); options as
//! in the new-game form (e.g. `king-square:target=1`), over its match board
//! (`Searchable::match_config`: Stacks stops at 200 turns).
//! engine: random, easy, medium, hard, or max:<milliseconds per move>; a search engine with
//! `/uniform` (e.g. `easy/uniform`) plays uniformly random playouts instead of the game's
//! own playout policy, to measure what the policy is worth; `-v1` (e.g. `hard-v1`,
//! `max:1000-v1`) plays the search as it was before priors and widening (`core::ai::v1`).
//! Search options after `/` (`Searcher::configured`): `fresh` (no tree reuse between moves),
//! `ucb` or `puct:<c>:<prior visits>` (the selection), `rave:<k>` (RAVE's equivalence,
//! `rave:0` none), `playout:<name>` (another playout policy the game offers), e.g.
//! `hard/fresh/ucb`.
//! Engine A plays the even seats in even-numbered games and the odd seats in the others
//! (in Foursquare, a one-player game, only engine A plays).
//! `ext:<level>:<program>` is another build's search, e.g. an older commit's
//! `target/fast/engine` (src/bin/engine.rs): the arena sends it each position's record.
//! Besides wall time, each engine's CPU time a move is reported.

use boardshelf::core::ai::{uniform_move, v1, Level, Searchable, Searcher};
use boardshelf::core::record::Record;
use boardshelf::core::{GameText, Rng, Seat};
use boardshelf::games::EachGame;
use boardshelf::lang::Lang;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

#[derive(Clone, Debug)]
enum Engine {
    Random,
    Search(Search),
    /// Another build's engine program, and the level it plays at (`max:<ms>` or a name).
    External {
        level: String,
        program: String,
    },
}

/// An engine program running beside the arena.
struct Process {
    child: Child,
    out: BufReader<ChildStdout>,
}

impl Process {
    fn start(program: &str) -> Process {
        let mut child = Command::new(program)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {program}: {e}"));
        let out = BufReader::new(child.stdout.take().expect("piped"));
        Process { child, out }
    }

    /// Its CPU time so far, from /proc (Linux), in seconds.
    fn cpu_seconds(&self) -> f64 {
        cpu_seconds(&format!("/proc/{}/stat", self.child.id()))
    }
}

/// User plus system CPU time of a process, from its `/proc/<pid>/stat` (0 where unreadable).
fn cpu_seconds(stat: &str) -> f64 {
    let text = std::fs::read_to_string(stat).unwrap_or_default();
    // The fields after the command name (which may hold spaces) start after its ')'.
    let fields: Vec<&str> = text
        .rsplit_once(')')
        .map_or(vec![], |(_, rest)| rest.split_whitespace().collect());
    let ticks: f64 = [11, 12]
        .iter()
        .filter_map(|&i| fields.get(i).and_then(|f| f.parse::<f64>().ok()))
        .sum();
    ticks / 100.0 // USER_HZ is 100 on Linux
}

#[derive(Clone, Debug)]
struct Search {
    level: Level,
    limit: Option<Duration>,
    /// Uniformly random playouts instead of the game's policy.
    uniform: bool,
    /// The search before priors and widening.
    v1: bool,
    /// The searcher's options (`Searcher::configured`), e.g. `fresh/ucb`.
    options: String,
}

fn parse_engine(s: &str) -> Result<Engine, String> {
    if let Some(rest) = s.strip_prefix("ext:") {
        // The level is a name or max:<ms>; the program is what follows it.
        let cut = rest
            .match_indices(':')
            .nth(rest.starts_with("max:") as usize);
        let Some((i, _)) = cut else {
            return Err(format!("{s:?}: ext:<level>:<program>"));
        };
        return Ok(Engine::External {
            level: rest[..i].to_string(),
            program: rest[i + 1..].to_string(),
        });
    }
    let (s, options) = s.split_once('/').unwrap_or((s, ""));
    let uniform = options.split('/').any(|o| o == "uniform");
    let options = options
        .split('/')
        .filter(|&o| o != "uniform")
        .collect::<Vec<_>>()
        .join("/");
    let (s, v1) = match s.strip_suffix("-v1") {
        Some(rest) => (rest, true),
        None => (s, false),
    };
    let (level, limit) = match s {
        "random" => return Ok(Engine::Random),
        "easy" => (Level::Easy, None),
        "medium" => (Level::Medium, None),
        "hard" => (Level::Hard, None),
        _ => match s.strip_prefix("max:").and_then(|ms| ms.parse().ok()) {
            Some(ms) => (Level::Max, Some(Duration::from_millis(ms))),
            None => {
                return Err(format!(
                    "unknown engine {s:?}: random, easy, medium, hard or max:<ms>"
                ))
            }
        },
    };
    Ok(Engine::Search(Search {
        level,
        limit,
        uniform,
        v1,
        options,
    }))
}

#[derive(Default)]
struct Tally {
    score: f64,
    games: u32,
    iterations: u64,
    thinking: Duration,
    cpu: f64,
    moves: u64,
}

/// Asks an engine program for its move in the record's position.
fn ask<G: Searchable>(p: &mut Process, level: &str, seed: u64, record: &Record<G>) -> G::Move {
    let json = serde_json::to_string(record).expect("records serialise");
    let stdin = p.child.stdin.as_mut().expect("piped");
    writeln!(stdin, "{level} {seed} {json}")
        .and_then(|_| stdin.flush())
        .expect("the engine reads");
    let mut line = String::new();
    p.out.read_line(&mut line).expect("the engine answers");
    serde_json::from_str(line.trim())
        .unwrap_or_else(|e| panic!("the engine's answer {line:?} is not a move: {e}"))
}

/// Picks a move for the seat to move (a search engine keeps its tree between its moves in
/// `searcher`).
fn choose<G: Searchable>(
    state: &G::State,
    record: &Record<G>,
    engine: &Engine,
    process: Option<&mut Process>,
    searcher: &mut Searcher<G>,
    rng: &mut Rng,
    tally: &mut Tally,
) -> G::Move {
    tally.moves += 1;
    match engine {
        Engine::Random => rng.choose(&G::legal_moves(state)).expect("a move").clone(),
        Engine::External { level, .. } => {
            let p = process.expect("external engines run");
            let (start, cpu) = (Instant::now(), p.cpu_seconds());
            let mv = ask(p, level, rng.below(u64::MAX), record);
            tally.thinking += start.elapsed();
            tally.cpu += p.cpu_seconds() - cpu;
            mv
        }
        Engine::Search(e) => {
            let cpu = cpu_seconds("/proc/self/stat");
            let start = Instant::now();
            let policy = if e.uniform {
                uniform_move::<G>
            } else {
                searcher.policy
            };
            let keep_going = |_| e.limit.is_none_or(|l| start.elapsed() < l);
            let spent =
                |_| (e.limit).map_or(0.0, |l| start.elapsed().as_secs_f64() / l.as_secs_f64());
            let choice = if e.v1 {
                v1::search::<G>(state, e.level, rng, keep_going, policy)
            } else {
                (searcher.book_move(state, e.level, rng))
                    .or_else(|| searcher.search_timed(state, e.level, rng, spent, policy))
            }
            // v1 finds nothing when its time is up before the first simulation (a loaded
            // machine): then the first legal move.
            .unwrap_or_else(|| boardshelf::core::ai::Choice {
                mv: G::legal_moves(state)[0].clone(),
                iterations: 0,
                value: 0.5,
                won: None,
                seen: Default::default(),
            });
            tally.iterations += choice.iterations as u64;
            tally.thinking += start.elapsed();
            tally.cpu += cpu_seconds("/proc/self/stat") - cpu;
            choice.mv
        }
    }
}

/// The games' lengths in plies: the median with its 95 % confidence interval (the order
/// statistics n/2 ± 0.98·√n, distribution-free), the middle half and the extremes.
fn print_lengths(lengths: &mut [usize]) {
    if lengths.is_empty() {
        return;
    }
    lengths.sort_unstable();
    let n = lengths.len();
    let at = |rank: f64| lengths[(rank.round().max(0.0) as usize).min(n - 1)];
    let half = n as f64 / 2.0;
    let spread = 0.98 * (n as f64).sqrt();
    let median = if n % 2 == 1 {
        lengths[n / 2] as f64
    } else {
        (lengths[n / 2 - 1] + lengths[n / 2]) as f64 / 2.0
    };
    println!(
        "  plies: median {median} (95% CI {}–{}), middle half {}–{}, shortest {}, longest {}",
        at(half - spread - 1.0),
        at(half + spread),
        at(n as f64 / 4.0),
        at(3.0 * n as f64 / 4.0),
        lengths[0],
        lengths[n - 1]
    );
}

/// Applies `key=value,...` option overrides (the keys of the game's new-game form).
fn configure<G: Searchable + GameText>(
    mut config: G::Config,
    overrides: &str,
) -> Result<G::Config, String> {
    for pair in overrides.split(',').filter(|p| !p.is_empty()) {
        let (key, value) = pair
            .split_once('=')
            .ok_or_else(|| format!("option {pair:?} is not key=value"))?;
        if !G::options().iter().any(|o| o.key == key) {
            let keys: Vec<_> = G::options().iter().map(|o| o.key).collect();
            return Err(format!(
                "unknown option {key:?}; options: {}",
                keys.join(", ")
            ));
        }
        let value = value
            .parse()
            .map_err(|_| format!("option {key}: {value:?} is not a number"))?;
        G::set_option(&mut config, key, value);
    }
    G::validate(&config).map_err(|e| G::config_problem(Lang::En, &config, e))?;
    Ok(config)
}

fn play_match<G: Searchable>(config: G::Config, a: Engine, b: Engine, games: u32, seed: u64) {
    let mut tally = [Tally::default(), Tally::default()];
    let mut lengths = Vec::new();
    let mut rng = Rng::new(seed);
    let engines = [a, b];
    let mut processes = engines.clone().map(|e| match e {
        Engine::External { program, .. } => Some(Process::start(&program)),
        _ => None,
    });
    for g in 0..games {
        let game_seed = seed.wrapping_add(g as u64);
        let mut state = G::new_game(&config, game_seed).expect("valid config");
        let mut record = Record::<G> {
            game: G::ID.to_string(),
            config: config.clone(),
            seed: game_seed,
            moves: Vec::new(),
            match_id: None,
        };
        let engine_of = |seat: Seat| ((seat as u32 + g) % 2) as usize; // 0 = A, 1 = B
        let mut searchers = engines.clone().map(|e| match e {
            Engine::Search(e) => Searcher::<G>::configured(&e.options).unwrap_or_else(|why| {
                eprintln!("{why}");
                std::process::exit(2)
            }),
            _ => Searcher::new(),
        });
        let mut plies = 0;
        while let Some(seat) = G::to_move(&state) {
            let who = if G::seats(&state) == 1 {
                0
            } else {
                engine_of(seat)
            };
            let process = processes[who].as_mut();
            let mv = choose(
                &state,
                &record,
                &engines[who],
                process,
                &mut searchers[who],
                &mut rng,
                &mut tally[who],
            );
            G::apply(&mut state, &mv).expect("engines play legal moves");
            record.moves.push(mv);
            plies += 1;
            if plies > 5000 {
                break; // a safety net for endless games
            }
        }
        let result = match G::outcome(&state) {
            Some(o) if G::seats(&state) == 1 => (!o.winners.is_empty()) as u8 as f64,
            Some(o) if !o.winners.is_empty() => {
                let a_wins = o.winners.iter().filter(|&&w| engine_of(w) == 0).count() as f64;
                a_wins / o.winners.len() as f64
            }
            _ => 0.5,
        };
        tally[0].score += result;
        tally[0].games += 1;
        lengths.push(plies);
        eprint!(
            "\rgame {}/{games}: A {:.1}, {plies} plies ",
            g + 1,
            tally[0].score
        );
    }
    eprintln!();
    let n = tally[0].games as f64;
    let p = tally[0].score / n;
    let half = 1.96 * (p * (1.0 - p) / n).sqrt();
    // One line per run that sums across runs (different seeds) for larger samples.
    println!(
        "result {} A={:?} B={:?} games={} score_a={:.1} seed={seed}",
        G::ID,
        engines[0],
        engines[1],
        tally[0].games,
        tally[0].score
    );
    println!(
        "{}: A ({:?}) scores {:.1}% ± {:.1} over {} games against B ({:?})",
        G::ID,
        engines[0],
        100.0 * p,
        100.0 * half,
        n,
        engines[1]
    );
    print_lengths(&mut lengths);
    for (name, t) in [("A", &tally[0]), ("B", &tally[1])] {
        if t.iterations > 0 {
            let per_second = t.iterations as f64 / t.thinking.as_secs_f64().max(1e-9);
            println!(
                "  {name}: {} playouts in {:.1} s = {:.0} playouts/s",
                t.iterations,
                t.thinking.as_secs_f64(),
                per_second
            );
        }
        if t.moves > 0 {
            println!(
                "  {name}: {} moves, {:.1} ms wall and {:.1} ms CPU a move",
                t.moves,
                1000.0 * t.thinking.as_secs_f64() / t.moves as f64,
                1000.0 * t.cpu / t.moves as f64
            );
        }
    }
    for p in processes.iter_mut().flatten() {
        let _ = p.child.kill();
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 3 {
        eprintln!("usage: arena <game> <engine A> <engine B> [games=200] [seed=1]");
        std::process::exit(2);
    }
    let engines = (parse_engine(&args[1]), parse_engine(&args[2]));
    let (Ok(a), Ok(b)) = engines else {
        eprintln!(
            "{}",
            engines.0.err().or(engines.1.err()).unwrap_or_default()
        );
        std::process::exit(2);
    };
    let games = args.get(3).and_then(|g| g.parse().ok()).unwrap_or(200);
    let seed = args.get(4).and_then(|s| s.parse().ok()).unwrap_or(1);
    // `<game>[:key=value,...]`: options override the game's defaults (Stacks gets a turn
    // limit so that slide-back-and-forth games end).
    let (game, overrides) = args[0].split_once(':').unwrap_or((&args[0], ""));
    // The game of that id in the registry, on its match board with the options given.
    struct Run<'a> {
        game: &'a str,
        overrides: &'a str,
        engines: (Engine, Engine),
        games: u32,
        seed: u64,
        found: bool,
    }
    impl EachGame for Run<'_> {
        fn game<G: Searchable + GameText>(&mut self, _folder: &'static str) {
            if G::ID != self.game {
                return;
            }
            self.found = true;
            let (a, b) = self.engines.clone();
            match configure::<G>(G::match_config(), self.overrides) {
                Ok(config) => play_match::<G>(config, a, b, self.games, self.seed),
                Err(e) => {
                    eprintln!("{e}");
                    std::process::exit(2);
                }
            }
        }
    }
    let mut run = Run {
        game,
        overrides,
        engines: (a, b),
        games,
        seed,
        found: false,
    };
    boardshelf::games::visit(&mut run);
    if !run.found {
        eprintln!("unknown game {game:?}");
        std::process::exit(2);
    }
}
