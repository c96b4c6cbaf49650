//! Imports every game record file (.blksgf, .sgf) of a directory the way the app's Import
//! button does, each into an empty store, and says per file what happened: the game added
//! (its variant and moves) and what was left out, or why it was refused. Checks by hand that
//! files from other programs (Pentobi's opening books) import their main lines.
//!
//! cargo run --example sgf_import -- <directory>

use boardshelf::core::Record;
use boardshelf::games::blokus::rules::Blokus;
use boardshelf::lang::Lang;
use boardshelf::saves::backup::{ImportError, Verdict};
use boardshelf::saves::{MemoryStore, Saves};

fn main() {
    let dir = std::env::args().nth(1).expect("a directory");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("a readable directory")
        .filter_map(|e| Some(e.ok()?.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "blksgf" || x == "sgf"))
        .collect();
    files.sort();
    for path in files {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(&path).expect("a UTF-8 file");
        println!("{name}: {}", import(&text));
    }
}

/// What importing one file does, in words.
fn import(text: &str) -> String {
    let saves = Saves::new(MemoryStore::default());
    let plan = match saves.import(Lang::En, text, 0.0) {
        Ok(plan) => plan,
        Err(ImportError::File(why)) => return format!("refused: {why}"),
        Err(e) => return format!("refused: {e:?}"),
    };
    let entry = &plan.saves[0];
    let Verdict::Add { .. } = entry.verdict else {
        return format!("not added: {:?}", entry.verdict);
    };
    let id = entry.id.as_deref().expect("an added game has an id");
    let (envelope, _) = saves.load(Lang::En, id).expect("the added game opens");
    let record: Record<Blokus> = envelope.record.read().expect("a Blokus record");
    format!(
        "imported \"{}\": {} moves of its main line ({:?}, {} players, own corners: {}); \
         left out: {:?}",
        envelope.title,
        record.moves.len(),
        record.config.variant,
        record.config.players,
        record.config.fixed_corners,
        plan.file_left_out
    )
}
