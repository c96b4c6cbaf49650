//! Every word Pegs and Jokers shows to a player: one table per language (`text/en.rs`, …)
//! and the functions that put its sentences together.

use super::board::{team, Pos};
use super::cards::{self, Card};
use super::rules::{Bump, Config, PegRef, PegsJokers, Play, RuleError, State};
use crate::core::ConfigError;
use crate::core::{GameText, Seat};
use crate::lang::Lang;

crate::words! {
    pub struct Words {
        catalog {
            name,
            tagline,
        }
        sentences {
            opt_players,
            opt_deal,
            opt_hand,
            team_a,
            team_b,
            joker,
            start,
            legend_direction,
            legend_come_out,
            legend_in_spot,
            board_label,
            show_hand,
            hands_hidden_looking_back,
            hidden,
            choose_card,
            choose_peg,
            peg_target,
            peg_movable,
            choose_target,
            choose_split,
            split_only,
            no_move,
            only_joker,
            discard,
            link_reveals_deck,
            not_playable,
            since_last_turn,
            err_game_over,
            err_not_in_hand,
            err_no_such_peg,
            err_not_your_team,
            err_wrong_card,
            err_in_start,
            err_in_home,
            err_overshoot,
            err_blocked_by_own_colour,
            err_start_empty,
            err_come_out_taken,
            err_teammate_on_in_spot,
            err_in_spot_taken,
            err_split_same_peg,
            err_split_steps,
            err_joker_must_use_start,
            err_joker_needs_a_peg,
            err_joker_own_colour,
            err_must_play,
        }
        lists {
            rules,
            colours,
        }
        formats {
            bad_players(players: u8),
            bad_hand(deal: u8, hand: u8),
            config_summary(players: u8),
            team_with(team: &str, colours: &str),
            home_hole(j: u8),
            to_hole(hole: &str),
            peg_on(colour: &str, place: &str),
            peg_number(colour: &str, number: usize, place: &str),
            sent_to_start(colour: &str),
            sent_to_in_spot(colour: &str),
            team_wins_move(team: &str),
            comes_out(who: &str, card: &str, colour: &str),
            moves_peg(who: &str, card: &str, peg: &str, to: &str),
            splits(who: &str, card: &str, first: u8, second: u8, peg: &str, to: &str, other: &str, other_to: &str),
            joker_jumps(who: &str, colour: &str, hole: &str),
            discards(who: &str, card: &str),
            team_wins(team: &str),
            pass_to(name: &str),
            steps_for(steps: u8, peg: &str),
            pegs_home(team: &str, home: usize, total: usize),
            piles(draw: usize, discards: usize, last: &str),
            computer_plays(colour: &str),
            plays_elsewhere(colour: &str),
            your_cards(colour: &str),
        }
    }
}

/// A main-track hole in every language ("T12").
pub fn hole_name(hole: u16) -> String {
    format!("T{hole}")
}

/// A card as printed on it: its rank ("A", "10", the joker's word) and its suit's symbol
/// ("" for a joker).
pub fn card_face(w: &Words, card: Card) -> (String, &'static str) {
    if cards::is_joker(card) {
        return (w.joker.into(), "");
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

impl Words {
    pub fn colour(&self, c: u8) -> &'static str {
        self.colours[c as usize]
    }

    pub fn team_name(&self, t: u8) -> &'static str {
        if t == 0 {
            self.team_a
        } else {
            self.team_b
        }
    }

    /// A team with its colours: "Team A (Red + Yellow)".
    pub fn team_of(&self, state: &State, t: u8) -> String {
        let names: Vec<&str> = (0..state.players())
            .filter(|&c| team(c) == t)
            .map(|c| self.colour(c))
            .collect();
        self.team_with(self.team_name(t), &names.join(" + "))
    }

    pub fn card_name(&self, card: Card) -> String {
        let (rank, suit) = card_face(self, card);
        format!("{rank}{suit}")
    }

    pub fn pos_name(&self, p: Pos) -> String {
        match p {
            Pos::Start => self.start.into(),
            Pos::Track(h) => hole_name(h),
            Pos::Home(j) => self.home_hole(j),
        }
    }

    pub fn peg_name(&self, state: &State, p: PegRef) -> String {
        self.peg_on(self.colour(p.colour), &self.pos_name(state.pos(p)))
    }

    pub fn rule_error(&self, e: &RuleError) -> &'static str {
        match e {
            RuleError::GameOver => self.err_game_over,
            RuleError::NotInHand => self.err_not_in_hand,
            RuleError::NoSuchPeg => self.err_no_such_peg,
            RuleError::NotYourTeam => self.err_not_your_team,
            RuleError::WrongCard => self.err_wrong_card,
            RuleError::InStart => self.err_in_start,
            RuleError::InHome => self.err_in_home,
            RuleError::Overshoot => self.err_overshoot,
            RuleError::BlockedByOwnColour => self.err_blocked_by_own_colour,
            RuleError::StartEmpty => self.err_start_empty,
            RuleError::ComeOutTaken => self.err_come_out_taken,
            RuleError::TeammateOnInSpot => self.err_teammate_on_in_spot,
            RuleError::InSpotTaken => self.err_in_spot_taken,
            RuleError::SplitSamePeg => self.err_split_same_peg,
            RuleError::SplitSteps => self.err_split_steps,
            RuleError::JokerMustUseStart => self.err_joker_must_use_start,
            RuleError::JokerNeedsAPeg => self.err_joker_needs_a_peg,
            RuleError::JokerOwnColour => self.err_joker_own_colour,
            RuleError::MustPlay => self.err_must_play,
        }
    }

    /// A play's own sentence, before what it bumped.
    fn play_words(&self, before: &State, play: &Play, after: &State) -> String {
        let who = self.colour(before.seat());
        let card = self.card_name(play.card());
        match *play {
            Play::Out { peg, .. } => self.comes_out(who, &card, self.colour(peg.colour)),
            Play::Move { peg, .. } => self.moves_peg(
                who,
                &card,
                &self.peg_name(before, peg),
                &self.pos_name(after.pos(peg)),
            ),
            Play::Split {
                first,
                steps,
                second,
                ..
            } => self.splits(
                who,
                &card,
                steps,
                cards::rank(play.card()) - steps,
                &self.peg_name(before, first),
                &self.pos_name(after.pos(first)),
                self.colour(second.colour),
                &self.pos_name(after.pos(second)),
            ),
            Play::Joker { peg, to, .. } => {
                self.joker_jumps(who, self.colour(peg.colour), &hole_name(to))
            }
            Play::Discard { .. } => self.discards(who, &card),
        }
    }

    /// What a play did to other pegs, and a win.
    fn bump_words(&self, after: &State, bumps: &[Bump]) -> String {
        bumps
            .iter()
            .map(|b| match b.to {
                Pos::Start => self.sent_to_start(self.colour(b.peg.colour)),
                _ => self.sent_to_in_spot(self.colour(b.peg.colour)),
            })
            .chain(
                after
                    .winner()
                    .map(|t| self.team_wins_move(&self.team_of(after, t))),
            )
            .collect()
    }
}

crate::games::rule_errors_in_english!(RuleError, PegsJokers);

impl GameText for PegsJokers {
    fn figure_names(lang: Lang) -> Vec<(&'static str, crate::core::stats::Figure)> {
        use crate::core::stats::Figure;
        vec![(
            match lang {
                Lang::En => "Rounds a game",
                Lang::Pt => "Rodadas por partida",
                Lang::Ko => "게임당 라운드",
                Lang::Hy => "Շրջաններ՝ մեկ խաղում",
            },
            Figure::Average,
        )]
    }

    fn turn_text(lang: Lang, state: &State, seat: Seat) -> String {
        crate::games::turn_of::<Self>(lang, state, seat)
    }

    fn option_label(lang: Lang, key: &str) -> &'static str {
        let w = words(lang);
        match key {
            "players" => w.opt_players,
            "deal" => w.opt_deal,
            _ => w.opt_hand,
        }
    }

    fn choice_label(_: Lang, _: &str, value: i32) -> &'static str {
        match value {
            4 => "4",
            6 => "6",
            _ => "8",
        }
    }

    fn config_problem(lang: Lang, config: &Config, problem: ConfigError) -> String {
        let w = words(lang);
        match problem.option {
            "players" => w.bad_players(config.players),
            _ => w.bad_hand(config.deal, config.hand),
        }
    }

    type Why = super::input::Why;

    fn why_words(lang: Lang, why: &Self::Why) -> String {
        use super::input::Why;
        let w = words(lang);
        match why {
            Why::ChooseCard => w.choose_card,
            Why::ChoosePeg => w.choose_peg,
            Why::ChooseTarget => w.choose_target,
            Why::ChooseSplit => w.choose_split,
            Why::SplitOnly => w.split_only,
            Why::NoMove => w.no_move,
            Why::OnlyJoker => w.only_joker,
            Why::NotPlayable => w.not_playable,
        }
        .into()
    }

    fn rule_error(lang: Lang, error: &RuleError) -> String {
        words(lang).rule_error(error).into()
    }

    fn name(lang: Lang) -> &'static str {
        catalog(lang).name
    }

    fn config_summary(lang: Lang, config: &Config) -> String {
        words(lang).config_summary(config.players)
    }

    fn seat_name(lang: Lang, _: &State, seat: Seat) -> String {
        words(lang).colour(seat).into()
    }

    fn describe_move(lang: Lang, before: &State, play: &Play, after: &State) -> String {
        let w = words(lang);
        let bumps = after
            .last_play()
            .map(|l| w.bump_words(after, &l.bumps))
            .unwrap_or_default();
        w.play_words(before, play, after) + &bumps
    }

    fn result_text(lang: Lang, state: &State) -> String {
        let w = words(lang);
        match state.winner() {
            Some(t) => w.team_wins(&w.team_of(state, t)),
            None => String::new(),
        }
    }

    fn rules(lang: Lang) -> &'static [&'static str] {
        words(lang).rules
    }

    fn lesson() -> Option<crate::core::lesson::Lesson<Self, crate::lang::Said>> {
        Some(super::lesson::lesson())
    }

    fn share_note(lang: Lang) -> Option<&'static str> {
        Some(words(lang).link_reveals_deck)
    }
}

/// No other program's files: records are this app's own saves and links.
impl crate::core::files::RecordFiles for PegsJokers {}
