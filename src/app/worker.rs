//! The computer's search runs in a web worker, so the page never freezes: a second wasm
//! binary (`src/bin/worker.rs`), built once per game by `scripts/build-per-game.sh` (a game's
//! worker holds its engine alone: a player downloads one engine, not five). Messages are
//! JSON strings. A search cannot be interrupted from outside, so cancelling means
//! terminating the worker and starting a new one.

use crate::core::ai::Level;
use crate::core::codec::Json;
use serde::{Deserialize, Serialize};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Job {
    pub job: u32,
    pub game: String,
    pub record: Json,
    pub level: Level,
    pub seed: u64,
    /// Analyse the whole game (`Reply::Analysing`, then `Reply::Analysed`) instead of
    /// choosing a move.
    #[serde(default)]
    pub analyse: bool,
    /// Search afresh (the hint, as the analysis searches), not from the game's kept tree.
    #[serde(default)]
    pub fresh: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Reply {
    Ready,
    Progress {
        job: u32,
        playouts: usize,
    },
    /// The move, with how many playouts it took and how long (for the speed report).
    Move {
        job: u32,
        mv: Json,
        playouts: usize,
        ms: f64,
    },
    Failed {
        job: u32,
        why: String,
    },
    /// Positions analysed so far.
    Analysing {
        job: u32,
        done: usize,
        total: usize,
    },
    Analysed {
        job: u32,
        analysis: Json,
    },
}

/// The worker's side: answers jobs until the page terminates it, with the engines `engine`
/// finds by game id (those of the one game it was built for: `games::engine_for`).
pub fn run_worker(engine: fn(&str) -> Option<&'static dyn crate::erased::AnySearch>) {
    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let post = {
        let scope = scope.clone();
        move |reply: &Reply| {
            let text = serde_json::to_string(reply).expect("replies serialize");
            let _ = scope.post_message(&JsValue::from_str(&text));
        }
    };
    let post_in = post.clone();
    let mut players = std::collections::HashMap::<String, Box<dyn crate::erased::AnyPlayer>>::new();
    let onmessage =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
            let Some(text) = e.data().as_string() else {
                return;
            };
            let job: Job = match serde_json::from_str(&text) {
                Ok(job) => job,
                Err(err) => {
                    return post_in(&Reply::Failed {
                        job: 0,
                        why: err.to_string(),
                    })
                }
            };
            let Some(engine) = engine(&job.game) else {
                return post_in(&Reply::Failed {
                    job: job.job,
                    why: crate::text::words(crate::lang::Lang::En)
                        .unknown_game
                        .into(),
                });
            };
            if job.analyse {
                return analyse(engine, &job, &post_in);
            }
            let started = js_sys::Date::now();
            let mut playouts = 0;
            let mut spent = |done: usize| {
                playouts = done;
                if done > 0 && done.is_multiple_of(100) {
                    post_in(&Reply::Progress {
                        job: job.job,
                        playouts: done,
                    });
                }
                // Every level is bounded by its playout budget; Max by time, Hard by time too.
                job.level
                    .time_cap_ms()
                    .map_or(0.0, |cap| (js_sys::Date::now() - started) / cap)
            };
            // One player per game, kept while the worker lives: its tree serves the next move.
            let mut fresh;
            let player = match job.fresh {
                true => {
                    fresh = engine.player();
                    &mut fresh
                }
                false => players
                    .entry(job.game.clone())
                    .or_insert_with(|| engine.player()),
            };
            match player.computer_move(&job.record, job.level, job.seed, &mut spent) {
                Ok(mv) => {
                    let ms = js_sys::Date::now() - started;
                    post_in(&Reply::Move {
                        job: job.job,
                        mv,
                        playouts,
                        ms,
                    })
                }
                Err(why) => post_in(&Reply::Failed { job: job.job, why }),
            }
        });
    scope.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
    onmessage.forget();
    post(&Reply::Ready);
}

/// Analyses a game in the worker, telling the page after each position. Each position is
/// searched to the level's budget, with no time limit, as the hint searches it (a time limit
/// would make the analysis's choice differ from the hint's; Stop ends it at any time).
fn analyse(engine: &dyn crate::erased::AnySearch, job: &Job, post: &dyn Fn(&Reply)) {
    let mut progress = |done, total| {
        post(&Reply::Analysing {
            job: job.job,
            done,
            total,
        })
    };
    match engine.analyse(&job.record, job.level, job.seed, &mut progress, &mut |_| {
        true
    }) {
        Ok(analysis) => post(&Reply::Analysed {
            job: job.job,
            analysis,
        }),
        Err(why) => post(&Reply::Failed { job: job.job, why }),
    }
}

/// The page's side: one worker (of one game), jobs queued until it says it is ready.
pub struct Computer {
    worker: web_sys::Worker,
    ready: Rc<Cell<bool>>,
    queued: Rc<RefCell<Option<String>>>,
    /// A paced job and the time (ms since the epoch) before which its move is held back.
    pace: Rc<Cell<Option<(u32, f64)>>>,
    /// Cleared when the worker is dropped, so a move held back for pacing is never delivered
    /// after its search was cancelled.
    alive: Rc<Cell<bool>>,
    _onmessage: Closure<dyn FnMut(web_sys::MessageEvent)>,
}

impl Computer {
    /// The worker of the game in `folder`. (`on_reply` is a trait object, so this is
    /// compiled once, not once per game.)
    pub fn spawn(folder: &str, on_reply: Rc<dyn Fn(Reply)>) -> Result<Computer, String> {
        // The worker script is loaded by URL next to the page (works under any sub-path).
        let href = gloo::utils::window().location().href().unwrap_or_default();
        let base = href.split(['#', '?']).next().unwrap_or_default();
        let base = &base[..base.rfind('/').map_or(base.len(), |i| i + 1)];
        let script = js_sys::Array::new();
        script.push(
            &format!(
                r#"importScripts("{base}worker-{folder}.js");wasm_bindgen("{base}worker-{folder}_bg.wasm");"#
            )
                .into(),
        );
        let options = web_sys::BlobPropertyBag::new();
        options.set_type("text/javascript");
        let blob = web_sys::Blob::new_with_str_sequence_and_options(&script, &options)
            .map_err(|e| format!("{e:?}"))?;
        let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(|e| format!("{e:?}"))?;
        let worker = web_sys::Worker::new(&url).map_err(|e| format!("{e:?}"))?;
        let ready = Rc::new(Cell::new(false));
        let queued: Rc<RefCell<Option<String>>> = Rc::new(RefCell::new(None));
        let pace = Rc::new(Cell::new(None::<(u32, f64)>));
        let alive = Rc::new(Cell::new(true));
        let onmessage = {
            let (ready, queued, worker) = (ready.clone(), queued.clone(), worker.clone());
            let (pace, alive) = (pace.clone(), alive.clone());
            Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
                let Some(text) = e.data().as_string() else {
                    return;
                };
                let Ok(reply) = serde_json::from_str::<Reply>(&text) else {
                    return;
                };
                if reply == Reply::Ready {
                    ready.set(true);
                    if let Some(job) = queued.borrow_mut().take() {
                        let _ = worker.post_message(&JsValue::from_str(&job));
                    }
                    return;
                }
                // A paced move that came back early waits for its time.
                if let Reply::Move { job, .. } = &reply {
                    if let Some((_, at)) = pace.get().filter(|(paced, _)| paced == job) {
                        pace.set(None);
                        let wait = at - js_sys::Date::now();
                        if wait > 0.0 {
                            let (on_reply, alive) = (on_reply.clone(), alive.clone());
                            let deliver = Closure::once_into_js(move || {
                                if alive.get() {
                                    on_reply(reply)
                                }
                            });
                            let _ = gloo::utils::window()
                                .set_timeout_with_callback_and_timeout_and_arguments_0(
                                    deliver.unchecked_ref(),
                                    wait as i32,
                                );
                            return;
                        }
                    }
                }
                on_reply(reply);
            })
        };
        worker.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
        Ok(Computer {
            worker,
            ready,
            queued,
            pace,
            alive,
            _onmessage: onmessage,
        })
    }

    /// Asks for a computer's move, delivered no sooner than `min_ms` after asking: a quick
    /// search would otherwise make several computers' moves flash by faster than a person
    /// can follow them.
    pub fn ask_paced(&self, job: &Job, min_ms: f64) {
        self.pace.set(Some((job.job, js_sys::Date::now() + min_ms)));
        self.ask(job);
    }

    pub fn ask(&self, job: &Job) {
        let text = serde_json::to_string(job).expect("jobs serialize");
        if self.ready.get() {
            let _ = self.worker.post_message(&JsValue::from_str(&text));
        } else {
            *self.queued.borrow_mut() = Some(text);
        }
    }
}

impl Drop for Computer {
    fn drop(&mut self) {
        self.alive.set(false);
        self.worker.terminate();
    }
}

/// Starts the computer's search for `job`, with a worker started first if there is none
/// (it answers to `on_reply`). Not generic, so it is compiled once, not once per game.
pub fn ask(
    computer: &RefCell<Option<Computer>>,
    job: &Job,
    pace_ms: f64,
    on_reply: Rc<dyn Fn(Reply)>,
) -> Result<(), String> {
    if computer.borrow().is_none() {
        let info = crate::games::info(&job.game).ok_or("no such game")?;
        *computer.borrow_mut() = Some(Computer::spawn(info.folder, on_reply)?);
    }
    if let Some(c) = computer.borrow().as_ref() {
        c.ask_paced(job, pace_ms);
    }
    Ok(())
}

/// The speed report the browser tests read (playouts per second in wasm).
pub fn report_speed(game: &str, playouts: usize, ms: f64) {
    let speed = format!(
        "{game} search: {playouts} playouts in {} ms",
        ms.round() as i64
    );
    web_sys::console::info_1(&speed.into());
}
