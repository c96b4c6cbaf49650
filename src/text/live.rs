//! The words of live play (the lobby, what other devices sent, the "Live servers"
//! setting): a table of their own per language (`live/en.rs`, …), like a game's.

use crate::live::dealt::Mismatch;
use crate::live::Refusal;

crate::words! {
    pub struct Words {
        sentences {
            live_title,
            invite,
            invite_help,
            copy_invite,
            invite_copied,
            qr_label,
            your_name,
            seats,
            sit_here,
            leave_seat,
            computer,
            free_seat,
            you,
            away,
            start,
            start_with_computer,
            waiting_for_players,
            connecting,
            alone,
            all_gone,
            stop_live,
            rematch,
            accept,
            refuse,
            undo_waiting,
            your_move,
            bad_invite,
            servers,
            servers_help,
            brokers,
            turn_server,
            turn_user,
            turn_password,
            save_servers,
            servers_saved,
            deal_fair,
            you_deal,
            mismatch_commitment,
            mismatch_nonce,
            mismatch_deal,
            mismatch_hand,
            mismatch_move,
            why_too_large,
            why_malformed,
            why_other_room,
            why_impostor,
            why_not_started,
            why_game_over,
            why_illegal,
            why_forged,
            why_started,
            why_no_undo,
            why_not_dealer,
            why_hand,
            why_waiting,
            why_unready,
            someone,
            before_deal,
        }
        formats {
            connected(n: usize),
            refused(who: &str, why: &str),
            why_version(v: u32),
            why_not_your_seat(seat: usize),
            why_seat_taken(seat: usize),
            undo_asked(name: &str),
            waiting_for_dealer(name: &str),
            dealer_is(name: &str),
            deal_unfair(what: &str),
            deal_disputed(name: &str),
            undo_refused(name: &str),
            failed(code: &str),
            plays_elsewhere(seat: &str),
        }
    }
}

impl Words {
    /// How the check of a deal went, in a sentence.
    pub fn checked(&self, result: Result<(), Mismatch>) -> String {
        let what = match result {
            Ok(()) => return self.deal_fair.into(),
            Err(Mismatch::Commitment) => self.mismatch_commitment,
            Err(Mismatch::Nonce) => self.mismatch_nonce,
            Err(Mismatch::Deal) => self.mismatch_deal,
            Err(Mismatch::Hand { .. }) => self.mismatch_hand,
            Err(Mismatch::Move { .. }) => self.mismatch_move,
        };
        self.deal_unfair(what)
    }

    /// Why a message or an action was refused, in words.
    pub fn why(&self, why: Refusal) -> String {
        match why {
            Refusal::TooLarge => self.why_too_large.into(),
            Refusal::Malformed => self.why_malformed.into(),
            Refusal::Version(v) => self.why_version(v),
            Refusal::OtherRoom => self.why_other_room.into(),
            Refusal::Impostor => self.why_impostor.into(),
            Refusal::NotStarted => self.why_not_started.into(),
            Refusal::NotYourSeat(s) => self.why_not_your_seat(s as usize + 1),
            Refusal::GameOver => self.why_game_over.into(),
            Refusal::Illegal => self.why_illegal.into(),
            Refusal::Forged => self.why_forged.into(),
            Refusal::Started => self.why_started.into(),
            Refusal::SeatTaken(s) => self.why_seat_taken(s as usize + 1),
            Refusal::NoUndo => self.why_no_undo.into(),
            Refusal::NotDealer => self.why_not_dealer.into(),
            Refusal::Hand(_) => self.why_hand.into(),
            Refusal::Waiting => self.why_waiting.into(),
            Refusal::Unready => self.why_unready.into(),
        }
    }
}
