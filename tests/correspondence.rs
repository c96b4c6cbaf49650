//! Playing by link (src/core/correspondence.rs and the game screen's side of it): what a
//! link of a match does to the saved games, match ids through links and saves, who plays
//! which seat on a device, and the screen waiting for a friend.

use boardshelf::core::ai::Level;
use boardshelf::core::codec::{decode_link, encode_link, parse_envelope, Json};
use boardshelf::core::correspondence::{
    arrive, claim, computers, news_from, relate, Arrival, Player, Relation,
};
use boardshelf::core::{Game, Record, Rng, Session};
use boardshelf::games::blokus::rules::{Config as BConfig, Variant};
use boardshelf::games::blokus::Blokus;
use boardshelf::games::info;
use boardshelf::games::king_square::rules::{Config, KingSquare};
use boardshelf::play_state::{
    Control, Effect, NewMoves, News, Opening, PlayAction, PlayState, Problem,
};

type K = KingSquare;
const HERE: Player = Player::Here;
const FRIEND: Player = Player::Friend;
const EASY: Player = Player::Computer(Level::Easy);

/// A King-Square game of match 77 with the first `moves` moves of one random game.
fn game(moves: usize) -> Record<K> {
    let mut s = Session::<K>::new(Config::default(), 5).unwrap();
    let mut rng = Rng::new(9);
    while s.moves().len() < moves {
        let legal = K::legal_moves(s.state());
        s.play(*rng.choose(&legal).unwrap()).unwrap();
    }
    s.record().clone().in_match(77)
}

// ---------- The merge rules ----------

#[test]
fn a_link_that_extends_the_save_updates_it() {
    assert_eq!(relate(&game(4), &game(6)), Relation::Extends);
    assert_eq!(
        arrive(&[("save", relate(&game(4), &game(6)))]),
        Arrival::Update("save")
    );
}

#[test]
fn a_link_with_the_same_moves_opens_the_save_unchanged() {
    assert_eq!(relate(&game(5), &game(5)), Relation::Same);
    assert_eq!(arrive(&[("save", Relation::Same)]), Arrival::Same("save"));
}

#[test]
fn a_link_behind_the_save_changes_nothing() {
    assert_eq!(relate(&game(8), &game(3)), Relation::Behind);
    assert_eq!(
        arrive(&[("save", Relation::Behind)]),
        Arrival::Behind("save")
    );
}

#[test]
fn a_link_with_other_moves_diverges() {
    let mut other = game(4);
    let mut s = Session::from_record(game(3)).unwrap();
    let legal = K::legal_moves(s.state());
    let different = *legal.iter().find(|m| **m != other.moves[3]).unwrap();
    s.play(different).unwrap();
    assert_eq!(relate(&other, s.record()), Relation::Diverges);
    // Other settings, deal or match are not the same game either.
    other.seed += 1;
    assert_eq!(relate(&game(4), &other), Relation::Diverges);
    let mut other_match = game(4);
    other_match.match_id = Some(78);
    assert_eq!(relate(&game(4), &other_match), Relation::Diverges);
    assert_eq!(
        arrive(&[("save", Relation::Diverges)]),
        Arrival::Diverged("save")
    );
}

#[test]
fn no_save_of_the_match_means_a_new_game() {
    assert_eq!(arrive::<&str>(&[]), Arrival::New);
}

#[test]
fn continuing_a_save_wins_over_the_others() {
    // Once a link diverged, a match has two saves: the link goes to the one it follows.
    let saves = [
        ("copy", Relation::Diverges),
        ("old", Relation::Behind),
        ("main", Relation::Extends),
    ];
    assert_eq!(arrive(&saves), Arrival::Update("main"));
    assert_eq!(arrive(&saves[..2]), Arrival::Behind("old"));
    assert_eq!(
        arrive(&[("a", Relation::Diverges), ("b", Relation::Same)]),
        Arrival::Same("b")
    );
}

#[test]
fn the_registry_relates_records_given_as_json() {
    let ks = info("king-square").unwrap().logic().unwrap();
    let json = |r: &Record<K>| Json::of(r);
    assert_eq!(
        ks.relate(&json(&game(2)), &json(&game(7))),
        Relation::Extends
    );
    assert_eq!(
        ks.relate(&json(&game(7)), &json(&game(2))),
        Relation::Behind
    );
    let broken = Json::parse(r#"{"game": "king-square"}"#.into()).unwrap();
    assert_eq!(ks.relate(&broken, &json(&game(2))), Relation::Diverges);
}

// ---------- Match ids through links and saves ----------

#[test]
fn match_ids_survive_links_and_saves() {
    for moves in [0, 1, 9, 40] {
        let record = game(moves);
        let link = encode_link(&record, &[None, Some(Level::Hard)]);
        let shared = decode_link::<K>(&link).unwrap();
        assert_eq!(shared.record, record);
        assert_eq!(shared.computers, [None, Some(Level::Hard)]);
        let json = serde_json::to_string(&record).unwrap();
        assert!(json.contains("\"match\":77"), "{json}");
        let back: Record<K> = serde_json::from_str(&json).unwrap();
        assert_eq!(back, record);
        assert_eq!(
            Session::from_record(back).unwrap().record().match_id,
            Some(77)
        );
    }
}

#[test]
fn records_without_a_match_id_keep_reading_as_their_own_match() {
    let mut record = game(3);
    record.match_id = None;
    let json = serde_json::to_string(&record).unwrap();
    assert!(
        !json.contains("match"),
        "an old record is written as before: {json}"
    );
    let back: Record<K> = serde_json::from_str(&json).unwrap();
    assert_eq!(back.match_id, None);
}

#[test]
fn golden_envelope_with_a_friend_by_link() {
    let text = include_str!("golden/king-square-envelope-v1-by-link.json");
    let env = parse_envelope(text).unwrap();
    assert_eq!(env.seats, [HERE, FRIEND]);
    assert_eq!(env.turn, Some(0));
    assert_eq!(env.by_link(), Some(false), "Black (here) to move: our turn");
    // A live table's save (seats on other devices are friends'): on the computer's turn
    // nobody is waited for, and it is not "your turn" either.
    let mut live = env.clone();
    live.seats = vec![HERE, FRIEND, EASY];
    live.turn = Some(2);
    assert_eq!(live.by_link(), None, "the computer to move");
    live.turn = Some(1);
    assert_eq!(live.by_link(), Some(true), "a friend to move");
    let record: Record<K> = env.record.read().unwrap();
    assert_eq!(record.match_id, Some(20015998343868));
    // What the shell reads of the record without its types.
    assert_eq!(env.match_id(), record.match_id);
    assert_eq!(env.moves(), record.moves.len());
    assert!(env.moves() > 0);
    // Today's envelope (no seats, no turn) is all people here, not by link.
    let old = parse_envelope(include_str!("golden/king-square-envelope-v1.json")).unwrap();
    assert!(old.seats.is_empty() && old.turn.is_none());
    assert_eq!(old.by_link(), None);
}

#[test]
fn seats_are_stored_as_before_with_friend_added() {
    let seats = vec![HERE, Player::Computer(Level::Medium), FRIEND];
    let json = serde_json::to_string(&seats).unwrap();
    assert_eq!(json, r#"[null,"Medium","Friend"]"#);
    assert_eq!(serde_json::from_str::<Vec<Player>>(&json).unwrap(), seats);
    assert!(serde_json::from_str::<Vec<Player>>(r#"["Nobody"]"#).is_err());
}

// ---------- Who plays where ----------

#[test]
fn a_device_claims_its_seats_and_the_other_people_are_friends() {
    let links = [None, Some(Level::Hard), None, None];
    assert_eq!(
        claim(&links, 4, &[2]),
        [FRIEND, Player::Computer(Level::Hard), HERE, FRIEND]
    );
    assert_eq!(computers(&claim(&links, 4, &[0, 3])), links);
}

#[test]
fn news_is_every_move_since_our_own_last_one() {
    // Seats: 0 here, 1 and 3 computers, 2 a friend. Moves by 0, 1, 2, 3: news from 1.
    let seats = [HERE, EASY, FRIEND, EASY];
    assert_eq!(news_from(&[0, 1, 2, 3], &seats), 1);
    assert_eq!(news_from(&[0, 1, 2, 3, 0, 1], &seats), 5);
    // Never moved here: the last round (three moves by the others).
    assert_eq!(
        news_from(&[0, 1, 2, 0, 1, 2], &[EASY, EASY, FRIEND, HERE]),
        3
    );
    assert_eq!(news_from(&[], &seats), 0);
}

// ---------- The game screen with a friend's seat ----------

fn screen(seats: Vec<Player>, moves: usize) -> (PlayState<K>, Vec<Effect>) {
    let session = Session::from_record(game(moves)).unwrap();
    PlayState::new(session, seats, false, Opening::default())
}

/// The screen of a game that came by link, with the moves it brought.
fn linked(seats: Vec<Player>, moves: usize, brought: NewMoves) -> PlayState<K> {
    let session = Session::from_record(game(moves)).unwrap();
    let news = Some(News {
        moves: brought,
        note: None,
    });
    let opening = Opening { shared: 0, news };
    PlayState::new(session, seats, false, opening).0
}

#[test]
fn on_a_friends_turn_the_board_waits_for_their_link() {
    let (mut play, effects) = screen(vec![HERE, FRIEND], 1);
    assert!(effects.is_empty(), "no search for a friend's seat");
    assert_eq!(play.waiting_for(), Some(1));
    assert!(!play.can_hint() && !play.computer_turn());
    let mv = K::legal_moves(play.session().state())[0];
    let effects = play.update(PlayAction::Move(mv));
    assert_eq!(play.problem(), Some(&Problem::Waiting(1)));
    assert!(
        !effects.contains(&Effect::Save),
        "nothing played for the friend"
    );
    assert_eq!(play.total(), 1);
}

#[test]
fn undo_never_takes_back_a_friends_move() {
    // White (the friend) played move 2; Black here is to move: nothing of ours to undo.
    let (mut play, _) = screen(vec![HERE, FRIEND], 2);
    assert!(!play.can_undo());
    play.update(Control::Undo);
    assert_eq!(play.total(), 2);
    // After our own move it can be taken back (until the friend has it), but no further.
    let mv = K::legal_moves(play.session().state())[0];
    play.update(PlayAction::Move(mv));
    assert!(play.can_undo());
    play.update(Control::Undo);
    assert_eq!(play.total(), 2);
    assert!(!play.can_undo());
}

#[test]
fn computers_between_friends_move_on_the_device_that_has_the_turn() {
    // Blokus Classic, 4 colours: here, computer, friend, computer.
    let config = BConfig {
        players: 4,
        variant: Variant::Classic,
        fixed_corners: true,
    };
    let session = Session::<Blokus>::new(config, 3).unwrap();
    let seats = vec![HERE, EASY, FRIEND, EASY];
    let (mut play, _) = PlayState::new(session, seats, false, Opening::default());
    let mv = Blokus::legal_moves(play.session().state())[0];
    let effects = play.update(PlayAction::Move(mv));
    let Some(&Effect::Search { job, .. }) =
        effects.iter().find(|e| matches!(e, Effect::Search { .. }))
    else {
        panic!("the computer after us searches here: {effects:?}");
    };
    let reply = Blokus::legal_moves(play.session().state())[0];
    let effects = play.update(PlayAction::Answer { job, mv: reply });
    assert!(effects.contains(&Effect::Save));
    assert!(
        !effects.iter().any(|e| matches!(e, Effect::Search { .. })),
        "the friend's seat is next: no search"
    );
    assert_eq!(play.waiting_for(), Some(2));
    // The undo takes back the computer's reply with our move.
    play.update(Control::Undo);
    assert_eq!(play.total(), 0);
}

#[test]
fn the_moves_that_came_by_link_are_news_until_the_next_change() {
    let mut play = linked(vec![HERE, FRIEND], 4, NewMoves::From(3));
    assert_eq!(play.news(), Some(3..4));
    play.update(Control::View(Some(1)));
    assert_eq!(play.news(), None, "not while looking back");
    play.update(Control::View(None));
    assert_eq!(play.news(), Some(3..4));
    let mv = K::legal_moves(play.session().state())[0];
    play.update(PlayAction::Move(mv));
    assert_eq!(play.news(), None);
    // From a never-seen link: every move since our seat's last one.
    let play = linked(vec![HERE, FRIEND], 6, NewMoves::SinceMine);
    assert_eq!(play.news(), Some(5..6));
}

#[test]
fn a_move_the_friend_has_is_never_taken_back() {
    // Opened from a link at move 3 (Black here to move... here: White is the friend).
    let mut play = linked(vec![HERE, FRIEND], 4, NewMoves::From(3));
    let mv = K::legal_moves(play.session().state())[0];
    play.update(PlayAction::Move(mv));
    assert!(play.can_undo(), "our own move, not sent yet");
    play.update(PlayAction::Sent(boardshelf::play_state::Sent::Copied));
    assert!(!play.can_undo(), "sent: the friend has it");
    play.update(Control::Undo);
    assert_eq!(play.total(), 5);
    // A failed send shares nothing.
    let mut play = linked(vec![HERE, FRIEND], 4, NewMoves::From(3));
    let mv = K::legal_moves(play.session().state())[0];
    play.update(PlayAction::Move(mv));
    play.update(PlayAction::Sent(boardshelf::play_state::Sent::Failed));
    assert!(play.can_undo());
    // Without friends by link a game opened from a link undoes as before.
    let play = linked(vec![HERE, HERE], 4, NewMoves::From(3));
    assert!(play.can_undo());
}

#[test]
fn what_the_friend_has_is_saved_and_restored() {
    let mut play = linked(vec![HERE, FRIEND], 4, NewMoves::From(3));
    let mv = K::legal_moves(play.session().state())[0];
    play.update(PlayAction::Move(mv));
    let effects = play.update(PlayAction::Sent(boardshelf::play_state::Sent::Shared));
    assert!(effects.contains(&Effect::Save), "sending is saved");
    assert_eq!(play.shared(), 5);
    // Reopened from that save: the sent move still cannot be taken back.
    let session = Session::from_record(play.session().record().clone()).unwrap();
    let (forgot, _) = PlayState::new(
        session.clone(),
        vec![HERE, FRIEND],
        false,
        Opening::default(),
    );
    assert!(
        forgot.can_undo(),
        "without the saved count it could be taken back"
    );
    let opening = Opening {
        shared: play.shared(),
        news: None,
    };
    let (reopened, _) = PlayState::new(session, vec![HERE, FRIEND], false, opening);
    assert!(!reopened.can_undo());
}
