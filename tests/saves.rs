//! The rules of saved games that need no browser: revisions between tabs (a newer version is
//! never written over, a deletion is final), read from stored text.

use boardshelf::core::codec::{
    next_revision, parse_envelope, stored_revision, Stored, WriteConflict,
};

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
        next_revision(Some(3), stored_revision("{not json")),
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
    assert_eq!(stored_revision(golden), Stored::At(0));
    assert_eq!(next_revision(Some(0), stored_revision(golden)), Ok(1));
    assert_eq!(
        stored_revision(r#"{"format": 1, "revision": 12}"#),
        Stored::At(12)
    );
}
