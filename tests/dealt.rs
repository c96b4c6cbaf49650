//! Pegs and Jokers seen from one device (`core::dealt`): a view that follows the game from
//! the moves everyone sees and the cards the dealer sends is exactly the dealer's state with
//! the other hands hidden; hands that cannot be true are refused; the computer's choice
//! depends only on what its seat sees.

use boardshelf::core::ai::{Level, Searcher};
use boardshelf::core::{Dealt, Game, HandError, Rng, Seat};
use boardshelf::games::pegs_jokers::cards::{card, deck};
use boardshelf::games::pegs_jokers::dealt::UNSEEN;
use boardshelf::games::pegs_jokers::rules::{Config, PegsJokers, Play, RuleError, State};

type P = PegsJokers;

fn config(players: u8) -> Config {
    Config {
        players,
        ..Config::default()
    }
}

/// The seats a device holds, drawn at random (one or two of them).
fn some_seats(players: u8, rng: &mut Rng) -> Vec<Seat> {
    let first = rng.below(players as u64) as Seat;
    let mut seats = vec![first];
    if rng.below(2) == 0 {
        seats.push((first + 1 + rng.below(players as u64 - 1) as Seat) % players);
    }
    seats
}

/// A device's view from the start: no card seen, then its seats' hands given.
fn start_view(full: &State, seats: &[Seat]) -> State {
    let mut view = P::unseen_start(&config(full.players()), &P::deal_of(full)).unwrap();
    for &s in seats {
        P::give_hand(&mut view, s, &P::hand(full, s)).unwrap();
    }
    view
}

#[test]
fn a_view_follows_the_game_as_the_dealer_sees_it() {
    let mut plies = 0;
    for seed in 0..90u64 {
        let players = [4, 6, 8][seed as usize % 3];
        let mut rng = Rng::new(seed);
        let mut full = P::new_game(&config(players), seed).unwrap();
        let seats = some_seats(players, &mut rng);
        let mut view = start_view(&full, &seats);
        assert_eq!(view, P::view(&full, &seats), "seed {seed}: the start");
        while P::to_move(&full).is_some() && plies < 40_000 {
            let mover = full.seat();
            let play = *rng.choose(&P::legal_moves(&full)).unwrap();
            P::apply(&mut full, &play).unwrap();
            P::apply_seen(&mut view, &play).unwrap();
            if seats.contains(&mover) {
                P::give_hand(&mut view, mover, &P::hand(&full, mover)).unwrap();
            }
            assert_eq!(view, P::view(&full, &seats), "seed {seed}, after {play:?}");
            plies += 1;
        }
    }
    assert!(plies > 10_000, "only {plies} plies were checked");
}

#[test]
fn a_view_holds_no_hidden_card() {
    let full = P::new_game(&config(6), 3).unwrap();
    let view = P::view(&full, &[2]);
    for s in 0..6 {
        let expected = if s == 2 {
            P::hand(&full, 2)
        } else {
            vec![UNSEEN; full.hand(s).len()]
        };
        assert_eq!(P::hand(&view, s), expected);
    }
    assert_eq!(view.draw_len(), full.draw_len());
}

#[test]
fn hands_that_cannot_be_true_are_refused() {
    let full = P::new_game(&config(4), 11).unwrap();
    let mut view = start_view(&full, &[0]);
    let hand = P::hand(&full, 0);
    let short = &hand[1..];
    assert_eq!(P::give_hand(&mut view, 0, short), Err(HandError::Size));
    // A card the seat had, swapped for another.
    let mut swapped = hand.clone();
    swapped[0] = if hand[0] == card(5, 0) {
        card(6, 0)
    } else {
        card(5, 0)
    };
    assert_eq!(
        P::give_hand(&mut view, 0, &swapped),
        Err(HandError::LostCard)
    );
    // A fourth ace of spades where the deck (three decks) has three.
    let mut seen = P::unseen_start(&config(4), &P::deal_of(&full)).unwrap();
    let aces = vec![card(1, 0); 3];
    P::give_hand(&mut seen, 0, &aces).unwrap();
    assert_eq!(P::give_hand(&mut seen, 1, &aces), Err(HandError::NotInDeck));
    assert_eq!(P::give_hand(&mut seen, 9, &aces), Err(HandError::Size));
}

#[test]
fn a_card_the_deck_has_no_more_of_is_refused_as_played() {
    let full = P::new_game(&config(4), 5).unwrap();
    let mut view = start_view(&full, &[full.seat()]);
    let mover = full.seat();
    // The mover's own hand is known: a card not in it is refused.
    let absent = (0..52u8).find(|c| !full.hand(mover).contains(c)).unwrap();
    let discard = Play::Discard { card: absent };
    assert_eq!(
        P::apply_seen(&mut view, &discard),
        Err(RuleError::NotInHand)
    );
    // Another seat's card is unseen: a card of the deck is believed, one it lacks is not.
    let mut other = start_view(&full, &[(mover + 1) % 4]);
    let no_card = Play::Discard { card: 200 };
    assert_eq!(
        P::apply_seen(&mut other, &no_card),
        Err(RuleError::NotInHand)
    );
    assert_eq!(deck(4).iter().filter(|&&c| c == absent).count(), 3);
}

/// The same position with the cards its seat cannot see dealt otherwise.
fn scrambled(state: &State, seat: Seat, rng: &mut Rng) -> State {
    let mut other = state.clone();
    other.resample_hidden(seat, rng);
    other
}

#[test]
fn the_computer_reads_only_what_its_seat_sees() {
    for seed in 0..12u64 {
        let mut rng = Rng::new(seed);
        let mut full = P::new_game(&config([4, 6, 8][seed as usize % 3]), seed).unwrap();
        for _ in 0..(seed * 7) % 40 {
            let play = *rng.choose(&P::legal_moves(&full)).unwrap();
            P::apply(&mut full, &play).unwrap();
        }
        let seat = full.seat();
        let choose = |state: &State| {
            let mut searcher = Searcher::<P>::new();
            let choice = searcher.play(state, Level::Medium, &mut Rng::new(seed), |_| true);
            choice.unwrap().mv
        };
        let real = choose(&full);
        assert_eq!(
            choose(&P::view(&full, &[seat])),
            real,
            "seed {seed}: its view"
        );
        for k in 0..3 {
            let other = scrambled(&full, seat, &mut Rng::new(1000 + k));
            assert_ne!(other, full);
            assert_eq!(choose(&other), real, "seed {seed}: other hands {k}");
        }
    }
}
