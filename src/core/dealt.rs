//! Games with hidden hands played across devices: what one seat may know of a state (a
//! view), and how a view follows the game from what is shown to everyone plus the cards
//! the dealer sends that seat. A view is a `Game::State` whose hidden cards are unseen
//! placeholders, so the board, the rules and the computer read it as they read any state;
//! the dealer's device keeps the full state (`live::dealt`).

use super::{ConfigError, Game, Seat};
use serde::{de::DeserializeOwned, Serialize};
use std::fmt::Debug;

/// Why a hand sent by the dealer cannot be believed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandError {
    /// Not as many cards as the seat holds.
    Size,
    /// A card the deck does not have that many of, counting those already seen.
    NotInDeck,
    /// A card the seat had is missing.
    LostCard,
}

pub trait Dealt: Game {
    /// A card as messages carry it.
    type Card: Copy + Debug + Eq + Ord + Serialize + DeserializeOwned;
    /// What everyone may know of the deal before any card is seen (who deals, ...).
    type Deal: Clone + Debug + PartialEq + Serialize + DeserializeOwned;

    /// The public facts of a game's deal.
    fn deal_of(state: &Self::State) -> Self::Deal;

    /// The start of a game as a device that sees no card knows it.
    fn unseen_start(config: &Self::Config, deal: &Self::Deal) -> Result<Self::State, ConfigError>;

    /// The cards `seat` holds (unseen placeholders included, in a view).
    fn hand(state: &Self::State, seat: Seat) -> Vec<Self::Card>;

    /// The view of `state` a device holding `seats` may have: every other hand and the draw
    /// pile unseen, and nothing else that is hidden (the deck's future order) kept.
    fn view(state: &Self::State, seats: &[Seat]) -> Self::State;

    /// Plays a move that everyone saw on a view: the card it shows comes out of the mover's
    /// hand (from an unseen one if need be); the cards it draws stay unseen.
    fn apply_seen(view: &mut Self::State, mv: &Self::Move) -> Result<(), Self::RuleError>;

    /// Gives a view the cards of `seat`, as the dealer sent them: refused unless they are
    /// as many as the seat holds, keep every card of it the view has seen, and are in the deck.
    fn give_hand(view: &mut Self::State, seat: Seat, cards: &[Self::Card])
        -> Result<(), HandError>;
}

/// How a seat's saved view of a live game is made again (`Game::SEEN`): every position as
/// anyone may see it, from the deal's public part (`Dealt::Deal` as JSON) and the moves.
/// No hand's cards are in it (the cards played show as they were played).
pub struct SeenReplay<G: Game> {
    pub positions: PublicPositions<G>,
}

/// The positions of a seat's view from the game's options, the deal (JSON) and the moves.
pub type PublicPositions<G> =
    fn(&<G as Game>::Config, &str, &[<G as Game>::Move]) -> Option<Vec<<G as Game>::State>>;

impl<G: Dealt> SeenReplay<G> {
    pub const OF: SeenReplay<G> = SeenReplay {
        positions: public_positions::<G>,
    };
}

fn public_positions<G: Dealt>(
    config: &G::Config,
    deal: &str,
    moves: &[G::Move],
) -> Option<Vec<G::State>> {
    let deal: G::Deal = serde_json::from_str(deal).ok()?;
    let mut view = G::unseen_start(config, &deal).ok()?;
    let mut positions = vec![view.clone()];
    for mv in moves {
        G::apply_seen(&mut view, mv).ok()?;
        positions.push(view.clone());
    }
    Some(positions)
}
