//! Cards: codes 0..52 are standard cards (rank = code / 4 + 1, A = 1 … K = 13; suit =
//! code % 4), 52 and 53 are jokers. Several decks repeat the same codes.

pub type Card = u8;
pub const JOKER_RED: Card = 52;
pub const JOKER_BLACK: Card = 53;

pub fn is_joker(card: Card) -> bool {
    card >= 52
}
/// 1 (ace) … 13 (king); 0 for a joker.
pub fn rank(card: Card) -> u8 {
    if is_joker(card) {
        0
    } else {
        card / 4 + 1
    }
}
pub fn suit(card: Card) -> u8 {
    card % 4
}
pub fn card(rank: u8, suit: u8) -> Card {
    (rank - 1) * 4 + suit
}

/// The full deck for a player count: 3 decks + 6 jokers (4 and 6 players), 4 + 8 (8 players).
pub fn deck(players: u8) -> Vec<Card> {
    let (decks, jokers) = if players >= 8 { (4, 8) } else { (3, 6) };
    let mut cards: Vec<Card> = (0..decks).flat_map(|_| 0..52u8).collect();
    cards.extend((0..jokers).map(|i| if i % 2 == 0 { JOKER_RED } else { JOKER_BLACK }));
    cards
}

/// Cards that bring a peg out (R1, R3).
pub fn brings_out(card: Card) -> bool {
    matches!(rank(card), 1 | 11 | 12 | 13)
}

/// The forward distance of a card used whole, if it moves forward (R1–R4, R6).
pub fn forward(card: Card) -> Option<u8> {
    match rank(card) {
        1 => Some(1),
        r @ (2..=7 | 9 | 10) => Some(r),
        11..=13 => Some(10),
        _ => None,
    }
}

pub fn is_backward(card: Card) -> bool {
    rank(card) == 8
}

/// 7 and 9 may be split (R22).
pub fn splits(card: Card) -> bool {
    matches!(rank(card), 7 | 9)
}
