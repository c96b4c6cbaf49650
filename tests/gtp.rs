//! The Blokus GTP front end, driven through its standard input like a match tool would.

use std::io::Write;
use std::process::{Command, Stdio};

fn session(script: &str) -> Vec<String> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_blokus_gtp"))
        .arg("easy")
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
