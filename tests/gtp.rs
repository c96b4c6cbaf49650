//! The Blokus GTP front end, driven through its standard input like a match tool would.

use std::io::Write;
use std::process::{Command, Stdio};

fn session(script: &str) -> Vec<String> {
    session_at("easy", script)
}

fn session_at(level: &str, script: &str) -> Vec<String> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_blokus_gtp"))
        .arg(level)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("start the GTP engine");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    String::from_utf8(out.stdout)
        .unwrap()
        .split("\n\n")
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .collect()
}

#[test]
fn gtp_plays_classic_with_fixed_corners() {
    let replies = session("protocol_version\nset_game Blokus\nclear_board\nall_legal blue\nplay blue a20\ngenmove yellow\nplay red t1\n1 play green a2\nshowboard\nfinal_score\nquit\n");
    assert_eq!(replies[0], "= 2");
    assert_eq!(
        replies[3].lines().count(),
        58,
        "58 first moves from the blue corner"
    );
    assert_eq!(replies[4], "= ");
    assert!(
        replies[5].contains("t20"),
        "yellow's first piece covers its corner: {}",
        replies[5]
    );
    assert_eq!(replies[6], "= ");
    assert!(
        replies[7].starts_with("?1 "),
        "green must cover a1, not a2: {}",
        replies[7]
    );
    assert!(replies[8].contains("20 X"), "{}", replies[8]);
    assert_eq!(
        replies[9].split_whitespace().count(),
        5,
        "four colour scores: {}",
        replies[9]
    );
    assert_eq!(replies[10], "= ", "quit is acknowledged");
}

#[test]
fn gtp_duo_has_414_first_moves() {
    let replies = session("set_game Blokus Duo\nall_legal purple\nquit\n");
    assert_eq!(replies[1].lines().count(), 414);
}

#[test]
fn gtp_speaks_the_colour_names_of_match_tools() {
    // Duo: b/w; Classic: 1-4 (as Pentobi's twogtp sends them).
    let replies = session(
        "set_game Blokus Duo\ngenmove b\ngenmove w\ncputime\nset_game Blokus Two-Player\n\
         genmove 1\ngenmove 2\nplay 3 t1\ngenmove 4\nquit\n",
    );
    assert!(replies.iter().all(|r| r.starts_with('=')), "{replies:?}");
    assert!(replies[1].contains(','), "b places a piece: {}", replies[1]);
    assert!(replies[2].contains(','), "w places a piece: {}", replies[2]);
    assert!(
        replies[3][2..].trim().parse::<f64>().is_ok(),
        "cputime: {}",
        replies[3]
    );
    assert!(
        replies[8].contains("a1"),
        "green covers its corner: {}",
        replies[8]
    );
}

#[test]
fn gtp_takes_moves_for_any_colour_in_any_order_and_undoes_them() {
    let replies = session(
        "set_game Blokus\nplay red t1\nplay blue a20\nall_legal green\nundo\nundo\n\
         undo\nreg_genmove yellow\nshowboard\nquit\n",
    );
    assert_eq!(replies[1], "= ", "red may play before blue");
    assert_eq!(replies[2], "= ");
    assert_eq!(
        replies[3].lines().count(),
        58,
        "green, not the colour to move, has its 58 first moves"
    );
    assert_eq!(replies[4], "= ");
    assert_eq!(replies[5], "= ");
    assert!(
        replies[6].starts_with("? "),
        "nothing left to undo: {}",
        replies[6]
    );
    assert!(replies[7].contains("t20"), "yellow's move: {}", replies[7]);
    assert!(
        !replies[8].contains('X') && !replies[8].contains('O'),
        "reg_genmove plays nothing and the undos took both moves back: {}",
        replies[8]
    );
}

#[test]
fn gtp_errors_name_the_colour() {
    let replies = session("set_game Blokus\nplay blue a2\nplay purple a20\nquit\n");
    assert!(replies[1].starts_with("? blue"), "{}", replies[1]);
    assert!(
        replies[2].contains("unknown colour purple"),
        "{}",
        replies[2]
    );
}

#[test]
fn gtp_rejects_an_unknown_level_and_knows_max() {
    let out = Command::new(env!("CARGO_BIN_EXE_blokus_gtp"))
        .arg("hardest")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown level"));
    let replies = session_at("max:50", "set_game Blokus Duo\ngenmove b\nquit\n");
    assert!(replies[1].contains(','), "{}", replies[1]);
    let replies = session_at("hard-v1", "set_game Blokus Duo\nkomi 0\nquit\n");
    assert!(
        replies[1].starts_with('?'),
        "unknown command: {}",
        replies[1]
    );
}

/// A GTP engine process, driven one command at a time like a match tool does.
struct Engine {
    child: std::process::Child,
    out: std::io::BufReader<std::process::ChildStdout>,
}

impl Engine {
    fn start(level: &str, seed: &str) -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_blokus_gtp"))
            .args([level, seed])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("start the GTP engine");
        let out = std::io::BufReader::new(child.stdout.take().unwrap());
        Engine { child, out }
    }

    fn send(&mut self, command: &str) -> String {
        use std::io::BufRead;
        writeln!(self.child.stdin.as_mut().unwrap(), "{command}").unwrap();
        let mut reply = String::new();
        loop {
            let mut line = String::new();
            assert!(self.out.read_line(&mut line).unwrap() > 0, "engine quit");
            if line.trim().is_empty() && !reply.is_empty() {
                break;
            }
            reply += &line;
        }
        assert!(reply.starts_with('='), "{command:?} failed: {reply}");
        reply[1..].trim().to_string()
    }
}

/// Plays a whole game between two engines as Pentobi's twogtp does: `genmove` to the side to
/// move, `play` to the other, colours by letter or number, until both pass.
fn match_game(game: &str, colours: &[&str]) -> Vec<i32> {
    let mut engines = [Engine::start("easy", "1"), Engine::start("easy", "2")];
    for e in &mut engines {
        e.send(&format!("set_game {game}"));
        e.send("clear_board");
    }
    let (mut passes, mut turn) = (0, 0);
    while passes < colours.len() {
        let colour = colours[turn % colours.len()];
        let mover = turn % 2;
        let mv = engines[mover].send(&format!("genmove {colour}"));
        passes = if mv == "pass" { passes + 1 } else { 0 };
        engines[1 - mover].send(&format!("play {colour} {mv}"));
        turn += 1;
    }
    let scores: Vec<Vec<i32>> = engines
        .iter_mut()
        .map(|e| {
            let s = e.send("final_score");
            e.send("cputime");
            e.send("quit");
            s.split_whitespace().map(|v| v.parse().unwrap()).collect()
        })
        .collect();
    assert_eq!(scores[0], scores[1], "both engines agree on the score");
    scores[0].clone()
}

#[test]
fn a_match_tool_completes_duo_and_classic_games() {
    let duo = match_game("Blokus Duo", &["b", "w"]);
    assert_eq!(duo.len(), 2);
    let classic = match_game("Blokus Two-Player", &["1", "2", "3", "4"]);
    assert_eq!(classic.len(), 4);
    assert!(
        classic.iter().any(|&s| s > -89),
        "pieces were placed: {classic:?}"
    );
}

#[test]
fn gtp_move_values_lists_the_last_search_s_root_moves_most_visited_first() {
    let replies = session_at(
        "medium",
        "set_game Blokus Duo\nmove_values\nplay b e8,d9,e9,f9,e10\nreg_genmove w\nmove_values\nquit\n",
    );
    assert_eq!(replies[1], "= ", "no search yet, no moves");
    let chosen = replies[3].trim_start_matches("= ").to_string();
    let rows: Vec<(f64, f64, String)> = replies[4]
        .trim_start_matches("= ")
        .lines()
        .map(|l| {
            let mut words = l.split(' ');
            let mut number = || words.next().unwrap().parse::<f64>().unwrap();
            let (visits, mean) = (number(), number());
            (visits, mean, words.next().unwrap().to_string())
        })
        .collect();
    assert!(rows.len() > 1, "several root moves searched: {rows:?}");
    assert_eq!(rows[0].2, chosen, "the chosen move is the most visited");
    assert!(
        rows.windows(2).all(|w| w[0].0 >= w[1].0),
        "sorted: {rows:?}"
    );
    assert!(
        rows.iter().all(|r| (0.0..=1.0).contains(&r.1)),
        "means: {rows:?}"
    );
    let visits: f64 = rows.iter().map(|r| r.0).sum();
    assert!(visits >= 900.0, "Medium's 1,000 simulations: {visits}");
}
