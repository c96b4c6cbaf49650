//! A program that holds one game (the app of a game, `src/bin/game.rs`): what it does with
//! the saves of the others. Its own test binary, since `games::hold` is set once a process.

use boardshelf::games::{hold, logic, one_game, OneGame};
use boardshelf::lang::Lang;
use boardshelf::saves::backup::{check_save, Unplayable};

struct BlokusOnly;

impl OneGame for BlokusOnly {
    const FOLDER: &'static str = "blokus";
}

#[test]
fn the_app_of_one_game_lists_the_others_saves_as_written_and_imports_none_of_them() {
    hold::<BlokusOnly>();
    assert_eq!(one_game(), Some("blokus"));
    assert!(logic("blokus").is_some() && logic("king-square").is_none());
    let golden = include_str!("golden/king-square-envelope-v1.json");
    // Listed from its key: the title and status it was saved with, in their language.
    let (listed, game) = check_save(Lang::Ko, golden, Some("19b0c1d2e3f-0a1b2c3d")).unwrap();
    assert_eq!(game.id, "king-square");
    assert_eq!(
        listed.title,
        "King-Square · 2 players · 8×8 · first to 3 · move 8"
    );
    assert_eq!(listed.status, "Black to play");
    // A copy under another key is still told apart, and a file to import is not stored
    // unchecked: its game is unknown here.
    let other = check_save(Lang::En, golden, Some("another-id"));
    assert!(matches!(other, Err(Unplayable::OtherKey(_))));
    let imported = check_save(Lang::En, golden, None);
    assert_eq!(
        imported.map(|_| ()),
        Err(Unplayable::UnknownGame("king-square".into()))
    );
    // A save from before saves kept their words: listed by its game's name.
    let old = golden.replace(
        "\"title\": \"King-Square · 2 players · 8×8 · first to 3 · move 8\",",
        "",
    );
    let (listed, _) = check_save(Lang::Pt, &old, Some("19b0c1d2e3f-0a1b2c3d")).unwrap();
    assert_eq!(listed.title, "King-Square");
    // A game nobody knows stays damaged, as everywhere.
    let chess = golden.replace("\"game\": \"king-square\"", "\"game\": \"chess\"");
    let chess = check_save(Lang::En, &chess, Some("19b0c1d2e3f-0a1b2c3d"));
    assert!(matches!(chess, Err(Unplayable::UnknownGame(_))));
}
