//! The lesson screen (`#/learn/<game>`): a game's lesson (`GameText::lesson`) on its own
//! board, step by step. A right move is kept with why it works, a wrong one taken back
//! with its reason, an illegal one said with the rule; "Show me" plays the answer, "Skip"
//! goes on. Progress is kept per step, so a lesson left halfway resumes there.

use super::{storage, use_lang, use_words, NewGame};
use crate::board::{BoardProps, GameView, Prefs, Waiting};
use crate::core::ai::Level;
use crate::core::correspondence::Player;
use crate::core::lesson::{Lesson, Progress, Verdict};
use crate::core::Record;
use crate::games::GameInfo;
use crate::lang::{Lang, Said};
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct LearnProps {
    pub info: &'static GameInfo,
    /// Starts "your first game" (against Easy, on the lesson's board).
    pub on_start: Callback<NewGame>,
}

/// What came of the learner's last try at the step under way.
#[derive(Clone, PartialEq)]
enum Tried<S, M> {
    Nothing,
    /// Refused (wrong or illegal), with the reason: the board stays as it was.
    Wrong(String),
    /// Right: the position after it, shown until "Next" (after the step's own right move
    /// in place of the learner's when `swapped`: the next step goes on from that one).
    Right {
        step: usize,
        after: Rc<S>,
        mv: M,
        swapped: bool,
    },
}

#[function_component]
pub fn Learn<G: GameView>(props: &LearnProps) -> Html {
    let (lang, t) = (use_lang(), use_words());
    let lesson = use_memo((), |_| G::lesson());
    let progress = use_state(|| storage::lesson(G::ID));
    let tried = use_state(|| Tried::<G::State, G::Move>::Nothing);
    // A right answer's words and the button to go on are brought into view: on a phone the
    // player may have scrolled down to the board.
    let shown_right = matches!(&*tried, Tried::Right { .. });
    use_effect_with((progress.step, shown_right), |&(_, shown_right)| {
        if shown_right {
            bring_into_view("[data-testid=\"lesson-feedback\"]");
        }
    });
    let Some(lesson_now) = lesson.as_ref() else {
        return super::message_page(
            t,
            None,
            t.unknown_game,
            Some(("#/".into(), t.catalog().app_name)),
        );
    };
    let steps = lesson_now.steps.len();
    let at = progress.step.min(steps);
    let go_on = {
        let (progress, tried) = (progress.clone(), tried.clone());
        Callback::from(move |_: MouseEvent| {
            let next = progress.next(steps);
            storage::set_lesson(G::ID, next);
            progress.set(next);
            tried.set(Tried::Nothing);
            // On a phone the buttons are below the board: the next task is at the top.
            gloo::utils::window().scroll_to_with_x_and_y(0.0, 0.0);
        })
    };
    if at == steps {
        return finished::<G>(lang, props, lesson_now, &progress);
    }
    let step = &lesson_now.steps[at];
    let before = match lesson_now.position(at) {
        Ok(state) => Rc::new(state),
        // A lesson's data is checked natively (tests/lessons.rs): said, never a panic.
        Err(e) => return super::message_page(t, None, &format!("{e:?}"), None),
    };
    let right = matches!(&*tried, Tried::Right { step, .. } if *step == at);
    let (state, last) = match &*tried {
        Tried::Right {
            step, after, mv, ..
        } if *step == at => (after.clone(), Some(mv.clone())),
        _ => (before.clone(), None),
    };
    let try_move = {
        let (tried, lesson) = (tried.clone(), lesson.clone());
        let before = before.clone();
        Callback::from(move |mv: G::Move| {
            let Some(lesson) = lesson.as_ref() else {
                return;
            };
            tried.set(judged(lesson, at, &before, mv, lang));
        })
    };
    let show_me = {
        let (try_move, show) = (try_move.clone(), step.show.clone());
        Callback::from(move |_: MouseEvent| try_move.emit(show.clone()))
    };
    let on_problem = {
        let tried = tried.clone();
        Callback::from(move |note| {
            if let crate::core::input::BoardNote::Refused(why) = note {
                tried.set(Tried::Wrong(G::why_words(lang, &why)));
            }
        })
    };
    let feedback = feedback::<G>(lang, step.why_right.get(lang), &tried, right);
    // After a wrong try, the answer glows (as a hint does in a game).
    let hint = matches!(*tried, Tried::Wrong(_)).then(|| step.show.clone());
    let ply = at * 1000 + usize::from(right);
    let board = lesson_board::<G>(lang, state, ply, (try_move, on_problem), right, last, hint);
    let actions = html! {
        <span class="lesson-next">
            <button class="button" data-testid="lesson-show" onclick={show_me}>{ t.show_me }</button>
            <button class="button" data-testid="lesson-skip" onclick={go_on.clone()}>{ t.skip_step }</button>
        </span>
    };
    html! {
        <section class={classes!("play", "lesson", format!("game-{}", G::ID))}>
            <div class="play-head">
                <h1>{ t.lesson_title(props.info.name(lang)) }</h1>
                <p class="turn" data-testid="lesson-step">{ t.step_of(at + 1, steps) }</p>
            </div>
            <p class="lesson-task" data-testid="lesson-task" aria-live="polite">{ step.task.get(lang) }</p>
            // What is said of a try, with the buttons to go on, keeps the room of the longest
            // thing this step may say: the board below does not move while the step is tried.
            <div class="steady lesson-said">
                if let Some((words, good)) = feedback {
                    <p class={classes!("lesson-feedback", if good { "right" } else { "wrong" })}
                       data-testid="lesson-feedback" role="status">
                        if !good { <strong>{ t.lesson_wrong_title }{ ": " }</strong> }
                        { words }
                        // Beside the why, not below the board: going on is one tap away.
                        if right {
                            <span class="lesson-next">
                                <button class="button primary" data-testid="lesson-next" onclick={go_on.clone()}>{ t.next_step }</button>
                            </span>
                        } else {
                            { actions }
                        }
                    </p>
                } else {
                    <p class="lesson-untried">{ actions }</p>
                }
                { said_room(lang, lesson_now, at) }
            </div>
            <div class="play-body">
                <div class="board-area">{ board }</div>
                <aside class="side">
                    <p><a href={format!("#/new/{}", G::ID)}>{ t.catalog().new_game }</a></p>
                </aside>
            </div>
        </section>
    }
}

/// What is said of the last try, and whether it was right: why it was wrong, or why the
/// step's move is right (with why the board changed, when another right move was swapped).
fn feedback<G: GameView>(
    lang: Lang,
    why_right: &str,
    tried: &Tried<G::State, G::Move>,
    right: bool,
) -> Option<(String, bool)> {
    match tried {
        Tried::Wrong(why) => Some((why.clone(), false)),
        Tried::Right { swapped: true, .. } if right => Some((
            format!("{why_right} {}", crate::text::words(lang).lesson_goes_on),
            true,
        )),
        Tried::Right { .. } if right => Some((why_right.to_string(), true)),
        _ => None,
    }
}

/// The lesson's board: the step's position (or the one after a right try, which waits for
/// "Next"), taking tries (`on`: the moves and the refusals).
fn lesson_board<G: GameView>(
    lang: Lang,
    state: Rc<G::State>,
    ply: usize,
    on: (
        Callback<G::Move>,
        Callback<crate::core::input::BoardNote<G::Why>>,
    ),
    right: bool,
    last_move: Option<G::Move>,
    hint: Option<G::Move>,
) -> Html {
    G::board(BoardProps {
        lang,
        state,
        ply,
        on_move: on.0,
        on_problem: on.1,
        hand_shown: true,
        on_show_hand: Callback::noop(),
        on_next_round: Callback::noop(),
        waiting: match right {
            true => Waiting::Away,
            false => Waiting::No,
        },
        last_move,
        news: Vec::new(),
        hint,
        since_last_turn: Vec::new(),
        prefs: Prefs {
            get: storage::flag,
            set: storage::set_flag,
        },
        hands_here: None,
    })
}

/// What step `at` says of `mv` tried in its position `before`. Another right move than the
/// one the next step goes on from is replaced by that one on the board at once, and the
/// words say why it changed.
fn judged<G: GameView>(
    lesson: &Lesson<G, Said>,
    at: usize,
    before: &G::State,
    mv: G::Move,
    lang: Lang,
) -> Tried<G::State, G::Move> {
    let step = &lesson.steps[at];
    match step.judge(before, &mv) {
        Verdict::Right(..) if mv != step.show && goes_on_from_shown(lesson, at) => {
            match step.judge(before, &step.show) {
                Verdict::Right(after, _) => Tried::Right {
                    step: at,
                    after: Rc::new(after),
                    mv: step.show.clone(),
                    swapped: true,
                },
                _ => Tried::Nothing,
            }
        }
        Verdict::Right(after, _) => Tried::Right {
            step: at,
            after: Rc::new(after),
            mv,
            swapped: false,
        },
        Verdict::Wrong(why) => Tried::Wrong(why.get(lang).to_string()),
        Verdict::Illegal(e) => Tried::Wrong(G::rule_error(lang, &e)),
    }
}

/// Whether step `n + 1` follows on from step `n`'s shown move (its position is step `n`'s
/// with that move, and maybe a reply).
fn goes_on_from_shown<G: GameView>(lesson: &Lesson<G, Said>, n: usize) -> bool {
    let (this, next) = (&lesson.steps[n], lesson.steps.get(n + 1));
    next.is_some_and(|next| {
        let k = this.setup.len();
        next.setup.len() > k && next.setup[..k] == this.setup[..] && next.setup[k] == this.show
    })
}

/// Unseen, everything step `n` may say of a try, each with the buttons beside it
/// (`board::steady_line`'s way): the room the words above the board keep.
fn said_room<G: GameView>(lang: Lang, lesson: &Lesson<G, Said>, n: usize) -> Html {
    let (t, step) = (crate::text::words(lang), &lesson.steps[n]);
    let mut right = step.why_right.get(lang).to_string();
    if goes_on_from_shown(lesson, n) {
        right = format!("{right} {}", t.lesson_goes_on);
    }
    let wrongs = (step.wrong.iter().map(|(_, why)| why))
        .chain([&step.otherwise])
        .map(|why| {
            (
                format!("{}: {}", t.lesson_wrong_title, why.get(lang)),
                false,
            )
        });
    let room = [(right, true)].into_iter().chain(wrongs).map(|(said, good)| {
        let buttons = match good {
            true => vec![("button primary", t.next_step)],
            false => vec![("button", t.show_me), ("button", t.skip_step)],
        };
        html! {
            <p class={classes!("lesson-feedback", "room", if good { "right" } else { "wrong" })}
               aria-hidden="true" data-words={said}>
                <span class="lesson-next">
                    { for buttons.into_iter().map(|(class, words)| html! { <span class={class} data-words={words} /> }) }
                </span>
            </p>
        }
    });
    html! { <>{ for room }</> }
}

/// The end: the lesson is marked done, and the first game is one tap away.
fn finished<G: GameView>(
    lang: Lang,
    props: &LearnProps,
    lesson: &Lesson<G, Said>,
    progress: &UseStateHandle<Progress>,
) -> Html {
    let t = crate::text::words(lang);
    let play = {
        let on_start = props.on_start.clone();
        let config = lesson.config.clone();
        Callback::from(move |_: MouseEvent| {
            let record = Record::<G>::new(config.clone(), super::game_view::random_seed());
            let start = G::new_game(&config, record.seed).expect("a lesson's board is valid");
            // The learner takes the first seat; the computer, at Easy, every other.
            let seats = (0..G::seats(&start))
                .map(|s| match s {
                    0 => Player::Here,
                    _ => Player::Computer(Level::Easy),
                })
                .collect();
            let record = serde_json::to_string(&record).expect("a record serializes");
            on_start.emit(NewGame { record, seats });
        })
    };
    let again = {
        let progress = progress.clone();
        Callback::from(move |_: MouseEvent| {
            let start = Progress {
                step: 0,
                done: true,
            };
            storage::set_lesson(G::ID, start);
            progress.set(start);
        })
    };
    html! {
        <section class="lesson lesson-end">
            <h1>{ t.lesson_title(props.info.name(lang)) }</h1>
            <p data-testid="lesson-finished">{ t.lesson_finished }</p>
            <p class="actions">
                <button class="button primary" data-testid="lesson-play" onclick={play}>{ t.play_first_game }</button>
                <button class="button" data-testid="lesson-again" onclick={again}>{ t.lesson_again }</button>
            </p>
        </section>
    }
}

/// Scrolls the element to the top of the window when any of it is out of view.
fn bring_into_view(selector: &str) {
    let Ok(Some(element)) = gloo::utils::document().query_selector(selector) else {
        return;
    };
    let rect = element.get_bounding_client_rect();
    let height = (gloo::utils::window().inner_height().ok())
        .and_then(|h| h.as_f64())
        .unwrap_or(f64::MAX);
    if rect.top() < 0.0 || rect.bottom() > height {
        element.scroll_into_view_with_bool(true);
    }
}
