//! Pegs and Jokers across devices (`core::dealt`): a view is a `State` whose hidden cards
//! (other seats' hands, the whole draw pile) are `UNSEEN`, and whose deck order is gone.

use super::cards::{self, Card};
use super::rules::{Config, PegsJokers, Play, RuleError, State};
use crate::core::{ConfigError, Dealt, Game, HandError, Rng, Seat};

/// A card this device may not see.
pub const UNSEEN: Card = u8::MAX;

/// What everyone knows of a deal: who dealt.
pub type DealInfo = Seat;

impl Dealt for PegsJokers {
    type Card = Card;
    type Deal = DealInfo;

    fn deal_of(state: &State) -> Seat {
        state.dealer()
    }

    fn unseen_start(config: &Config, dealer: &Seat) -> Result<State, ConfigError> {
        let mut state = PegsJokers::new_game(config, 0)?;
        if *dealer >= config.players {
            return ConfigError::err("players");
        }
        // Deal again from `dealer`: the hands' sizes follow from who deals.
        let dealt = config.deal as usize * config.players as usize;
        let mut hands = vec![Vec::new(); config.players as usize];
        for k in 0..dealt {
            hands[(*dealer as usize + 1 + k) % config.players as usize].push(UNSEEN);
        }
        state.hands = hands;
        state.draw = vec![UNSEEN; cards::deck(config.players).len() - dealt];
        state.set_dealer(*dealer);
        state.rng = Rng::new(0);
        Ok(state)
    }

    fn hand(state: &State, seat: Seat) -> Vec<Card> {
        state.hand(seat).to_vec()
    }

    fn view(state: &State, seats: &[Seat]) -> State {
        let mut view = state.clone();
        for (s, hand) in view.hands.iter_mut().enumerate() {
            if !seats.contains(&(s as Seat)) {
                hand.fill(UNSEEN);
            }
        }
        view.draw.fill(UNSEEN);
        view.rng = Rng::new(0);
        view
    }

    fn apply_seen(view: &mut State, play: &Play) -> Result<(), RuleError> {
        let seat = view.seat();
        let card = play.card();
        let hand = &view.hands[seat as usize];
        if !hand.contains(&card) {
            let unseen = hand.iter().position(|&c| c == UNSEEN);
            match unseen {
                Some(i) if left_in_deck(view, card) > 0 => view.hands[seat as usize][i] = card,
                _ => return Err(RuleError::NotInHand),
            }
        }
        let kept = view.hands[seat as usize].len() - 1;
        PegsJokers::apply(view, play)?;
        // The cards drawn are the mover's, not this device's (the dealer sends its own).
        view.hands[seat as usize][kept..].fill(UNSEEN);
        view.draw.fill(UNSEEN);
        view.rng = Rng::new(0);
        Ok(())
    }

    fn give_hand(view: &mut State, seat: Seat, given: &[Card]) -> Result<(), HandError> {
        let Some(hand) = view.hands.get(seat as usize) else {
            return Err(HandError::Size);
        };
        if given.len() != hand.len() {
            return Err(HandError::Size);
        }
        let mut rest = given.to_vec();
        for &c in hand.iter().filter(|&&c| c != UNSEEN) {
            match rest.iter().position(|&g| g == c) {
                Some(i) => _ = rest.swap_remove(i),
                None => return Err(HandError::LostCard),
            }
        }
        // The new cards: each must be one the deck still has, besides what is seen.
        let mut check = view.clone();
        for c in rest {
            if left_in_deck(&check, c) == 0 {
                return Err(HandError::NotInDeck);
            }
            let slot = check.hands[seat as usize].iter().position(|&h| h == UNSEEN);
            check.hands[seat as usize][slot.expect("as many unseen as new cards")] = c;
        }
        view.hands[seat as usize] = given.to_vec();
        Ok(())
    }
}

/// How many copies of `card` the deck has that this view has not seen (in a hand or
/// discarded).
fn left_in_deck(view: &State, card: Card) -> usize {
    let in_deck = cards::deck(view.players())
        .iter()
        .filter(|&&c| c == card)
        .count();
    let seen = (view.hands.iter().flatten())
        .chain(view.discard_pile())
        .filter(|&&c| c == card)
        .count();
    in_deck.saturating_sub(seen)
}
