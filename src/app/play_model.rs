//! What the game screen shows of its state (`PlayState`), for any game: the words
//! (`play_words`, tested natively), the board with its callbacks, the share and send-by-link
//! panels. `play_screen` draws it; `play` runs the state machine.

use super::analysis_view::{AnalysisView, Graph, Line};
use super::play_screen::{share_url, ByLink, Screen, Share};
use crate::board::{BoardProps, GameView, HandsHere, Waiting};
use crate::core::ai::analysis::{sides, Severity};
use crate::core::codec::encode_link;
use crate::core::correspondence::computers;
use crate::games::GameInfo;
use crate::lang::Lang;
use crate::play_state::{Control, PlayState};
use crate::play_words as words;
use crate::text;
use std::rc::Rc;
use yew::prelude::*;

/// Where the screen's buttons and the board send what the player does.
pub struct Ons<G: GameView> {
    pub control: Callback<Control>,
    pub on_move: Callback<G::Move>,
    pub on_problem: Callback<crate::core::input::BoardNote<G::Why>>,
}

/// What the screen shows of the state, in words and finished parts.
pub fn model<G: GameView>(
    lang: Lang,
    info: &'static GameInfo,
    play: &PlayState<G>,
    history: Vec<Rc<[String]>>,
    on: &Ons<G>,
    hands_here: Option<HandsHere>,
) -> Screen {
    let t = text::words(lang);
    let (state, session) = (play.shown(), play.session());
    let link = || {
        let code = encode_link(session.record(), &computers(play.seats()));
        share_url(info.id, &code)
    };
    let share = play.share().map(|copied| Share {
        link: link(),
        copied,
        note: G::share_note(lang),
    });
    let result = words::result(lang, play);
    Screen {
        words: t,
        name: info.name(lang),
        info,
        turn: words::turn(lang, play),
        computer_seats: words::computer_seats(lang, play),
        scoreboard: G::scoreboard(lang, state),
        result: result.as_ref().map(|r| r.0.clone()),
        verdict: result.and_then(|r| r.1),
        // One seat's view of a dealt game holds no deal to replay.
        uses_seed: G::USES_SEED && !play.session().is_seen(),
        share,
        dealt: false,
        notice: words::notice(lang, play),
        board: board(lang, play, on, hands_here),
        locked: play.board_locked(),
        thinking: play.thinking_done(),
        can_hint: play.can_hint(),
        hint_button: play.hint_button(),
        can_pause: play.can_pause(),
        paused: play.paused(),
        hint: words::hint_words(lang, play),
        undo_policy: G::undo_policy(&session.record().config),
        can_undo: play.can_undo(),
        can_redo: play.can_redo(),
        undos: session.undos(),
        rules_open: play.rules_open(),
        rules: G::rules(lang),
        rules_picture: super::game_view::described_drawing(G::rules_picture(lang)),
        at: play.at(),
        total: play.total(),
        history,
        news: play.news().map_or(0..0, |r| r),
        by_link: by_link(lang, play, link),
        analysis: analysis(lang, play),
        live: Html::default(),
    }
}

/// The analysis panel: the button, the progress, or the graph and the mistakes.
fn analysis<G: GameView>(lang: Lang, play: &PlayState<G>) -> AnalysisView {
    AnalysisView {
        can_start: play.can_analyse(),
        progress: play.analysing(),
        graph: graph(lang, play),
    }
}

fn graph<G: GameView>(lang: Lang, play: &PlayState<G>) -> Option<Graph> {
    let t = text::words(lang);
    let a = play.analysis()?;
    let session = play.session();
    let start = session.position(0);
    let lines = sides::<G>(start, &a.chances);
    let name = |side: u8| {
        let seats = (0..G::seats(start) as u8).filter(|&s| G::side(start, s) == side);
        (seats.map(|s| G::seat_name(lang, start, s)))
            .collect::<Vec<_>>()
            .join(" + ")
    };
    let line_of = |seat: u8| {
        let side = G::side(start, seat);
        lines.iter().position(|(s, _)| *s == side).unwrap_or(0)
    };
    let mover = |ply: usize| G::to_move(session.position(ply)).unwrap_or(0);
    let points = (a.mistakes.iter().enumerate())
        .map(|(ply, m)| (line_of(mover(ply)), m.as_ref().map(|m| m.severity)))
        .collect();
    let mistakes = (a.mistakes.iter().enumerate())
        .filter_map(|(ply, m)| {
            let m = m.as_ref()?;
            let seat = G::seat_name(lang, session.position(ply), mover(ply));
            Some((
                ply + 1,
                t.mistake_at(ply + 1, &seat, m.severity, percent(m.cost)),
            ))
        })
        .collect();
    let [inaccuracy, mistake, blunder] = Severity::ALL.map(|s| percent(s.threshold()));
    let better = (play.better_here())
        .map(|mv| t.better_was(&words::move_words::<G>(lang, play.shown(), mv)));
    Some(Graph {
        lines: (lines.iter())
            .map(|(side, chances)| Line {
                name: name(*side),
                colours: G::side_colours(start, *side),
                chances: chances.clone(),
            })
            .collect(),
        help: t.scale_help(inaccuracy, mistake, blunder),
        points,
        at: play.at(),
        mistakes,
        better,
    })
}

/// A share of the chance to win in whole percent, rounded down: a move that lost 19.6 %
/// (a mistake from 20 %) reads 19, never the next mark's figure.
fn percent(share: f64) -> u32 {
    (share * 100.0 + 1e-9).floor() as u32
}

/// Sending the game to a friend by link: while their seat is to move, and at the end.
fn by_link<G: GameView>(
    lang: Lang,
    play: &PlayState<G>,
    link: impl Fn() -> String,
) -> Option<ByLink> {
    let t = text::words(lang);
    let waiting = play.waiting_for();
    if !play.by_link() || !play.live() || (waiting.is_none() && !play.is_over()) {
        return None;
    }
    let seat = waiting.map(|s| G::seat_name(lang, play.session().state(), s));
    Some(ByLink {
        waiting: seat.as_deref().map(|s| t.waiting_for(s)),
        link: link(),
        text: t.send_text(G::name(lang), seat.as_deref(), play.total()),
        sent: play.sent(),
        passing_on: play.news().is_some(),
    })
}

fn board<G: GameView>(
    lang: Lang,
    play: &PlayState<G>,
    on: &Ons<G>,
    hands_here: Option<HandsHere>,
) -> Html {
    let at = play.at();
    G::board(BoardProps {
        lang,
        state: Rc::new(play.shown().clone()),
        ply: at,
        on_move: on.on_move.clone(),
        on_problem: on.on_problem.clone(),
        hand_shown: play.hand_shown(),
        on_show_hand: on.control.reform(|_| Control::ShowHand),
        on_next_round: on.control.reform(|_| Control::NextRound),
        // Looking back, nobody is to move in the position shown either.
        waiting: match () {
            _ if !play.live() => Waiting::LookingBack,
            _ if play.computer_moving() => Waiting::Computer,
            _ if play.waiting_for().is_some() => Waiting::Away,
            _ => Waiting::No,
        },
        last_move: at.checked_sub(1).map(|i| play.session().moves()[i].clone()),
        // The last of them is `last_move`.
        news: play
            .news()
            .map_or(&[][..], |r| &play.session().moves()[r.start..r.end - 1])
            .to_vec(),
        // Looking back before a marked mistake, the better move shows like a hint.
        hint: (play.hint().and_then(|h| h.answer.clone())).or(play.better_here().cloned()),
        since_last_turn: match G::HIDDEN_HANDS && !play.hand_shown() && play.live() {
            true => words::since_last_turn(lang, play),
            false => Vec::new(),
        },
        prefs: super::Prefs {
            get: super::storage::flag,
            set: super::storage::set_flag,
        },
        hands_here,
    })
}
