//! Every word Pegs and Jokers shows to a player.

use super::board::{team, Pos};
use super::cards::{self, Card};
use super::rules::{Config, PegRef, PegsJokers, Play, RuleError, State};
use crate::core::ConfigError;
use crate::core::{GameText, Seat};
use std::fmt;

pub const NAME: &str = "Pegs and Jokers";
pub const TAGLINE: &str =
    "Kilpatrick rules: race your team's pegs home with cards, for 4, 6 or 8 players.";

pub const OPT_PLAYERS: &str = "Players (two teams, seated alternately)";
pub const OPT_DEAL: &str = "Cards dealt";
pub const OPT_HAND: &str = "Hand size after each turn";

pub fn bad_players(p: u8) -> String {
    format!("Pegs and Jokers is played by 4, 6 or 8 players, not {p}")
}
pub fn bad_hand(deal: u8, hand: u8) -> String {
    format!("the deal ({deal}) must be 1 to the hand size ({hand}), and the hand 1 to 7")
}

pub const COLOURS: [&str; 8] = [
    "Red", "Blue", "Yellow", "Green", "Orange", "Purple", "Black", "White",
];

pub fn colour(c: u8) -> &'static str {
    COLOURS[c as usize]
}
pub fn team_name(t: u8) -> &'static str {
    if t == 0 {
        "Team A"
    } else {
        "Team B"
    }
}
pub fn team_of(state: &State, t: u8) -> String {
    let names: Vec<&str> = (0..state.players())
        .filter(|&c| team(c) == t)
        .map(colour)
        .collect();
    format!("{} ({})", team_name(t), names.join(" + "))
}

pub fn card_name(card: Card) -> String {
    let (rank, suit) = card_face(card);
    format!("{rank}{suit}")
}

/// A card as printed on it: its rank ("A", "10", "Joker") and its suit's symbol ("" for a
/// joker).
pub fn card_face(card: Card) -> (String, &'static str) {
    if cards::is_joker(card) {
        return ("Joker".into(), "");
    }
    let r = match cards::rank(card) {
        1 => "A".to_string(),
        11 => "J".into(),
        12 => "Q".into(),
        13 => "K".into(),
        r => r.to_string(),
    };
    (r, ["♠", "♥", "♦", "♣"][cards::suit(card) as usize])
}

// The board's legend.
pub const LEGEND_DIRECTION: &str = "direction of travel";
pub const LEGEND_COME_OUT: &str = "come-out hole: a peg leaving start lands here";
pub const LEGEND_IN_SPOT: &str = "in-spot: the way into home";

pub fn hole_name(hole: u16) -> String {
    format!("T{hole}")
}

/// A button that sends the chosen peg to a hole.
pub fn to_hole(hole: u16) -> String {
    format!("To {}", hole_name(hole))
}

pub fn pos_name(p: Pos) -> String {
    match p {
        Pos::Start => "start".into(),
        Pos::Track(h) => hole_name(h),
        Pos::Home(j) => format!("home {j}"),
    }
}

pub fn peg_name(state: &State, p: PegRef) -> String {
    format!("{} peg on {}", colour(p.colour), pos_name(state.pos(p)))
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            RuleError::GameOver => "the game is over",
            RuleError::NotInHand => "that card is not in your hand",
            RuleError::NoSuchPeg => "there is no such peg",
            RuleError::NotYourTeam => "you can only move your team's pegs",
            RuleError::WrongCard => "that card cannot be played that way",
            RuleError::InStart => {
                "a peg in its start area only comes out with an A, J, Q, K or a joker"
            }
            RuleError::InHome => "pegs in a home track cannot move backward or jump",
            RuleError::Overshoot => "the card would take the peg past the end of its home track",
            RuleError::BlockedByOwnColour => "a peg cannot pass or land on a peg of its own colour",
            RuleError::StartEmpty => "no peg of that colour is waiting in its start area",
            RuleError::ComeOutTaken => "a peg of the same colour is on its come-out hole",
            RuleError::TeammateOnInSpot => {
                "that teammate peg is already on its in-spot and cannot be sent there"
            }
            RuleError::InSpotTaken => "the teammate's in-spot holds a peg of its own colour",
            RuleError::SplitSamePeg => "a split moves two different pegs",
            RuleError::SplitSteps => "both parts of a split must move at least one hole",
            RuleError::JokerMustUseStart => {
                "while your team has pegs in start, the joker must bring one of them out"
            }
            RuleError::JokerNeedsAPeg => "a joker jumps onto a hole with a peg on it",
            RuleError::JokerOwnColour => "a joker cannot jump onto a peg of the same colour",
            RuleError::MustPlay => {
                "a card can move, so you must play one (discarding is not allowed)"
            }
        })
    }
}

fn bump_words(state_after: &State, play_bumps: &[super::rules::Bump]) -> String {
    play_bumps
        .iter()
        .map(|b| match b.to {
            Pos::Start => format!(" — {}'s peg sent back to start", colour(b.peg.colour)),
            _ => format!(" — {}'s peg moved to its in-spot", colour(b.peg.colour)),
        })
        .chain(
            state_after
                .winner()
                .map(|t| format!(" — {} wins!", team_of(state_after, t))),
        )
        .collect()
}

impl GameText for PegsJokers {
    fn turn_text(state: &State, seat: Seat) -> String {
        crate::text::turn_of(&Self::seat_name(state, seat))
    }

    fn option_label(key: &str) -> &'static str {
        match key {
            "players" => OPT_PLAYERS,
            "deal" => OPT_DEAL,
            _ => OPT_HAND,
        }
    }

    fn choice_label(_: &str, value: i32) -> &'static str {
        match value {
            4 => "4",
            6 => "6",
            _ => "8",
        }
    }

    fn config_problem(config: &Config, problem: ConfigError) -> String {
        match problem.option {
            "players" => bad_players(config.players),
            _ => bad_hand(config.deal, config.hand),
        }
    }

    fn name() -> &'static str {
        NAME
    }

    fn config_summary(config: &Config) -> String {
        format!("{} players", config.players)
    }

    fn seat_name(_: &State, seat: Seat) -> String {
        colour(seat).into()
    }

    fn describe_move(before: &State, play: &Play, after: &State) -> String {
        let who = colour(before.seat());
        let card = card_name(play.card());
        let body = match *play {
            Play::Out { peg, .. } => format!("{card}: {} peg comes out", colour(peg.colour)),
            Play::Move { peg, .. } => {
                format!(
                    "{card}: {} → {}",
                    peg_name(before, peg),
                    pos_name(after.pos(peg))
                )
            }
            Play::Split {
                first,
                steps,
                second,
                ..
            } => format!(
                "{card} split {steps} + {}: {} → {}, {} → {}",
                cards::rank(play.card()) - steps,
                peg_name(before, first),
                pos_name(after.pos(first)),
                colour(second.colour),
                pos_name(after.pos(second))
            ),
            Play::Joker { peg, to, .. } => format!(
                "Joker: {} peg jumps to {}",
                colour(peg.colour),
                hole_name(to)
            ),
            Play::Discard { .. } => format!("discards {card}"),
        };
        let bumps = after
            .last_play()
            .map(|l| bump_words(after, &l.bumps))
            .unwrap_or_default();
        format!("{who}: {body}{bumps}")
    }

    fn result_text(state: &State) -> String {
        match state.winner() {
            Some(t) => format!("{} wins: every peg is home", team_of(state, t)),
            None => String::new(),
        }
    }

    fn rules() -> &'static [&'static str] {
        RULES
    }

    fn share_note() -> Option<&'static str> {
        Some(LINK_REVEALS_DECK)
    }
}

pub const RULES: &[&str] = &[
    "Two teams, seated alternately. On your turn play one card to move any peg of your team (yours or a teammate's); then draw back up to 5 cards. Hands start with 3.",
    "A, J, Q, K bring a peg out of its start area to its come-out hole, or move a peg (A: 1, J/Q/K: 10). 2–6 and 10 move forward that many holes. 8 moves a peg 8 holes backward.",
    "7 and 9 move one peg, or are split between two different pegs (e.g. 3 + 4), both forward; you choose which moves first.",
    "A joker moves a peg onto any hole with a peg of another colour: from your team's start areas first; from the track only once all your team's start areas are empty.",
    "A peg can never pass or land on a peg of its own colour. Landing on an opponent sends it back to its start; landing on a teammate sends it to its in-spot (the hole in front of its home).",
    "A peg that would pass its own in-spot turns into its home track; a card that would overshoot the home track cannot be used for that peg. Every card must be used in full.",
    "If any card other than a joker can move, you must play. Otherwise you may play a joker or discard a card.",
    "The first team with every peg of all its colours home wins.",
];

pub const PASS_TO: &str = "Pass the device to";
pub const SHOW_HAND: &str = "Show my cards";
pub const HANDS_HIDDEN_LOOKING_BACK: &str =
    "Hands stay hidden while you look back through the moves.";
pub const HIDDEN: &str = "The cards are hidden until the next player is ready.";
pub const CHOOSE_CARD: &str = "Choose a card to play.";
pub const CHOOSE_PEG: &str = "Choose a highlighted peg.";
/// Added to a peg's spoken name when it is outlined.
pub const PEG_TARGET: &str = ", the joker can land here (bumps it)";
pub const PEG_MOVABLE: &str = ", can move with this card";
pub const CHOOSE_TARGET: &str = "Choose a highlighted peg to land on: it is bumped.";
pub const CHOOSE_SECOND: &str = "Choose the second peg for the rest of the split.";
pub const NO_MOVE: &str = "No card can move a peg: discard one card.";
pub const ONLY_JOKER: &str = "Only your joker can move: play it, or discard any one card.";
pub const DISCARD: &str = "Discard this card";
pub const WHOLE: &str = "Whole";
pub const DRAW_PILE: &str = "Draw pile";
pub const DISCARD_PILE: &str = "Last played";
pub const LINK_REVEALS_DECK: &str = "Note: a shared link lets its receiver rebuild the deck order.";
pub const CANCEL: &str = "Cancel";
pub const NOT_PLAYABLE: &str = "That card has no legal move now.";

pub fn pass_to(name: &str) -> String {
    format!("{PASS_TO} {name}")
}
pub fn split_first(steps: u8) -> String {
    format!("first peg {steps}")
}
pub fn home_count(n: usize) -> String {
    format!("{n}/5 home")
}

pub fn piles(draw: usize, discards: usize, last: &str) -> String {
    format!("{DRAW_PILE}: {draw} · discards: {discards} · {DISCARD_PILE}: {last}")
}

pub fn computer_plays(colour: &str) -> String {
    format!("The computer plays {colour}: its cards stay hidden.")
}
pub const SINCE_LAST_TURN: &str = "Since your last turn:";
