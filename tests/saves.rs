//! The rules of saved games that need no browser: revisions between tabs (a newer version is
//! never written over, a deletion is final), read from stored text.

use boardshelf::core::codec::{next_revision, parse_envelope, stored_head, Stored, WriteConflict};

/// One browser tab's view of a save: the revision it last read or wrote.
struct Tab {
    known: Option<u64>,
}

/// The save under one key: its revision, or nothing.
struct Slot {
    stored: Option<u64>,
}

impl Tab {
    fn open(slot: &Slot) -> Tab {
        Tab { known: slot.stored }
    }

    fn write(&mut self, slot: &mut Slot) -> Result<u64, WriteConflict> {
        let stored = slot.stored.map_or(Stored::Nothing, Stored::At);
        let next = next_revision(self.known, stored)?;
        slot.stored = Some(next);
        self.known = Some(next);
        Ok(next)
    }
}

#[test]
fn a_new_save_starts_at_revision_1_and_never_takes_a_used_key() {
    assert_eq!(next_revision(None, Stored::Nothing), Ok(1));
    assert_eq!(
        next_revision(None, Stored::At(4)),
        Err(WriteConflict::Exists)
    );
    assert_eq!(
        next_revision(None, Stored::Unreadable),
        Err(WriteConflict::Exists)
    );
}

#[test]
fn two_tabs_on_one_game_never_lose_a_move_silently() {
    // The issue's reproduction: A plays twice, B opens the game and plays twice, then A
    // (still showing its two moves) plays again.
    let mut slot = Slot { stored: None };
    let mut a = Tab { known: None };
    assert_eq!(a.write(&mut slot), Ok(1)); // the new game
    assert_eq!(a.write(&mut slot), Ok(2)); // C3
    assert_eq!(a.write(&mut slot), Ok(3)); // E5
    let mut b = Tab::open(&slot);
    assert_eq!(b.write(&mut slot), Ok(4)); // D3
    assert_eq!(b.write(&mut slot), Ok(5)); // F6
    assert_eq!(
        a.write(&mut slot),
        Err(WriteConflict::Changed),
        "A's H3 is refused"
    );
    assert_eq!(slot.stored, Some(5), "B's moves are still there");
    // A loads the newer version and plays on; now B is the stale one.
    let mut a = Tab::open(&slot);
    assert_eq!(a.write(&mut slot), Ok(6));
    assert_eq!(b.write(&mut slot), Err(WriteConflict::Changed));
}

#[test]
fn a_deleted_save_is_never_written_again() {
    let mut slot = Slot { stored: Some(7) };
    let mut tab = Tab::open(&slot);
    slot.stored = None; // deleted in #/saves, here or in another tab
    assert_eq!(tab.write(&mut slot), Err(WriteConflict::Deleted));
    assert_eq!(slot.stored, None);
    // "Keep a copy" is a new save, under a new key.
    let mut copy = Slot { stored: None };
    let mut tab = Tab { known: None };
    assert_eq!(tab.write(&mut copy), Ok(1));
}

#[test]
fn an_unreadable_value_under_the_key_is_never_written_over() {
    assert_eq!(
        next_revision(Some(3), stored_head("{not json").revision),
        Err(WriteConflict::Changed)
    );
}

#[test]
fn older_saves_without_a_revision_count_as_revision_0() {
    let golden = include_str!("golden/king-square-envelope-v1.json");
    assert!(
        !golden.contains("revision"),
        "the golden file predates revisions"
    );
    assert_eq!(parse_envelope(golden).unwrap().revision, 0);
    assert_eq!(stored_head(golden).revision, Stored::At(0));
    assert_eq!(next_revision(Some(0), stored_head(golden).revision), Ok(1));
    assert_eq!(
        stored_head(r#"{"format": 1, "revision": 12}"#).revision,
        Stored::At(12)
    );
    // The mark of a deal another device found unfair is read with the revision.
    assert!(!stored_head(golden).disputed);
    let marked = stored_head(r#"{"format": 1, "revision": 3, "disputed": true}"#);
    assert_eq!((marked.revision, marked.disputed), (Stored::At(3), true));
    assert!(!stored_head("{not json").disputed);
}

// ---- Two tabs writing one save: no move disappears unless the player chooses ------------

use boardshelf::core::codec::{other_write, OtherWrite};
use boardshelf::core::Rng;

fn record_json(moves: &[u32]) -> String {
    format!(r#"{{"game":"king-square","config":{{}},"seed":7,"moves":{moves:?}}}"#)
}

fn envelope_json(revision: u64, moves: &[u32]) -> String {
    format!(
        r#"{{"revision":{revision},"record":{}}}"#,
        record_json(moves)
    )
}

#[test]
fn another_tabs_version_is_followed_only_when_it_keeps_every_move_shown_here() {
    let ours = record_json(&[1, 2]);
    let follow = |theirs: &[u32]| other_write(&ours, &envelope_json(9, theirs), false);
    assert_eq!(follow(&[1, 2, 3]), OtherWrite::Follow, "more moves");
    assert_eq!(follow(&[1, 2]), OtherWrite::Follow, "the same moves");
    assert_eq!(
        follow(&[1]),
        OtherWrite::Conflict,
        "a move taken back elsewhere"
    );
    assert_eq!(
        follow(&[1, 3]),
        OtherWrite::Conflict,
        "another move written over ours"
    );
    assert_eq!(follow(&[1, 3, 4]), OtherWrite::Conflict, "another line");
    let other_seed = envelope_json(9, &[1, 2, 3]).replace("\"seed\":7", "\"seed\":8");
    assert_eq!(other_write(&ours, &other_seed, false), OtherWrite::Conflict);
    assert_eq!(
        other_write(&ours, &envelope_json(9, &[1]), true),
        OtherWrite::Ignore,
        "already asking the player"
    );
    assert_eq!(other_write(&ours, "{oops", false), OtherWrite::Ignore);
}

/// A model of two tabs on one store, as the browser runs them: a write reads the stored
/// revision, then (maybe after the other tab's steps) stores its value, and the other tab
/// hears of it later (a storage event carrying that value). The tab does what the app does:
/// `next_revision` before writing, `other_write` on every event, and once it asks the
/// player it neither writes nor loads.
struct ModelTab {
    known: Option<u64>,
    moves: Vec<u32>,
    asking: bool,
    /// A write between its read and its store: the revision it will store.
    writing: Option<u64>,
    /// Values the other tab stored that this tab has not heard of yet.
    events: Vec<String>,
}

impl ModelTab {
    fn new(stored: &Store) -> ModelTab {
        ModelTab {
            known: Some(stored.0),
            moves: stored.1.clone(),
            asking: false,
            writing: None,
            events: Vec::new(),
        }
    }
}

/// The stored save: its revision and moves.
type Store = (u64, Vec<u32>);

/// Runs one random schedule; returns the store, the tabs when every step is done and every
/// event heard, and every move made (by which tab).
fn two_tabs(seed: u64) -> (Store, Vec<ModelTab>, Vec<(usize, u32)>) {
    let mut rng = Rng::new(seed);
    let mut store: Store = (1, vec![0]);
    let mut tabs = vec![ModelTab::new(&store), ModelTab::new(&store)];
    let mut made = Vec::new();
    let mut next_move = 1;
    for _ in 0..40 {
        let t = rng.below(2) as usize;
        let other = 1 - t;
        match rng.below(3) {
            // A move (a click): shown at once, written in two steps.
            0 if tabs[t].writing.is_none() => {
                tabs[t].moves.push(next_move);
                made.push((t, next_move));
                next_move += 1;
                if !tabs[t].asking {
                    match next_revision(tabs[t].known, Stored::At(store.0)) {
                        Ok(r) => tabs[t].writing = Some(r),
                        Err(_) => tabs[t].asking = true,
                    }
                }
            }
            // The write's second step: the value is stored, the other tab will hear of it.
            1 => {
                if let Some(r) = tabs[t].writing.take() {
                    store = (r, tabs[t].moves.clone());
                    tabs[t].known = Some(r);
                    let value = envelope_json(r, &tabs[t].moves);
                    tabs[other].events.push(value);
                }
            }
            // The tab hears of one of the other's writes.
            _ => hear(&mut tabs[t], &store),
        }
    }
    for t in 0..2 {
        if let Some(r) = tabs[t].writing.take() {
            store = (r, tabs[t].moves.clone());
            tabs[t].known = Some(r);
            let value = envelope_json(r, &tabs[t].moves);
            tabs[1 - t].events.push(value);
        }
    }
    for tab in tabs.iter_mut() {
        while !tab.events.is_empty() {
            hear(tab, &store);
        }
    }
    (store, tabs, made)
}

/// What the app does on a storage event: follow (load what is stored now) or ask.
fn hear(tab: &mut ModelTab, store: &Store) {
    if tab.events.is_empty() {
        return;
    }
    let value = tab.events.remove(0);
    match other_write(&record_json(&tab.moves), &value, tab.asking) {
        OtherWrite::Follow if tab.writing.is_none() => {
            tab.known = Some(store.0);
            tab.moves = store.1.clone();
        }
        OtherWrite::Follow | OtherWrite::Ignore => {}
        OtherWrite::Conflict => tab.asking = true,
    }
}

#[test]
fn two_tabs_writing_at_once_never_lose_a_move_without_asking() {
    let mut asked = 0;
    for seed in 0..2000 {
        let (store, tabs, made) = two_tabs(seed);
        for (t, m) in made {
            let kept = store.1.contains(&m) || (tabs[t].asking && tabs[t].moves.contains(&m));
            assert!(
                kept,
                "seed {seed}: move {m} of tab {t} lost silently; store {store:?}"
            );
        }
        for (t, tab) in tabs.iter().enumerate() {
            if !tab.asking {
                assert_eq!(
                    tab.moves, store.1,
                    "seed {seed}: tab {t} shows another game"
                );
            }
        }
        asked += tabs.iter().filter(|t| t.asking).count();
    }
    // The schedules do race: some end with a tab asking the player.
    assert!(asked > 0);
}
