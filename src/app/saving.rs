//! The game on the game screen and its saving: started, autosaved after every change (once
//! the change is drawn, and always before the game is left or the page hidden), retried
//! while storage refuses, and never written over a newer version from another tab
//! or over a deletion (`core::codec::next_revision`). When another tab changes the save,
//! this tab loads the newer version; when it deletes it, this tab offers to keep a copy.

use super::storage::{self, SaveProblem};
use super::{NewGame, Seats, Snapshot};
use crate::core::codec::{other_write, Json, OtherWrite, SavedView, WriteConflict};
use crate::games::GameInfo;
use crate::text;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// A change to the open game not written yet: it makes the game's snapshot when it is
/// written, so the changes of one frame cost one write, made after the frame is drawn.
pub type Change = Rc<dyn Fn() -> Option<Snapshot>>;

/// The game on the game screen. Its record is JSON so the shell stays free of game types.
#[derive(Clone, PartialEq)]
pub struct OpenGame {
    pub id: String,
    pub info: &'static GameInfo,
    pub record: AttrValue,
    pub created: f64,
    pub undos: u32,
    pub seats: Seats,
    /// Bumped when the game is reloaded from storage, so the game screen starts afresh.
    pub generation: u32,
    /// What a link just brought, shown as the game opens.
    pub news: Option<News>,
    /// How many moves the friends by link have (from its save).
    pub shared: usize,
    /// One seat's view of a live game with hidden hands (from its save).
    pub view: Option<SavedView>,
    /// The analysis kept with the save.
    pub analysis: Option<AttrValue>,
}

pub use crate::play_state::{LinkNote, NewMoves, News};

impl OpenGame {
    /// A saved game as read from storage.
    pub fn loaded(id: &str, env: &crate::core::codec::Envelope, info: &'static GameInfo) -> Self {
        OpenGame {
            id: id.to_string(),
            info,
            record: env.record.text().into(),
            created: env.created,
            undos: env.undos,
            seats: env.seats.clone(),
            generation: 0,
            news: None,
            shared: env.shared,
            analysis: env.analysis.as_ref().map(|a| a.text().to_string().into()),
            view: env.view.clone(),
        }
    }
}

#[derive(Clone)]
pub struct Keeper {
    /// Set when another game opens (or this one is reloaded): the page draws it anew.
    open: UseStateHandle<Option<OpenGame>>,
    /// The open game, always the latest: its moves since it opened too (which the game
    /// screen, its owner while open, draws itself).
    current: Rc<RefCell<Option<OpenGame>>>,
    problem: UseStateHandle<Option<SaveProblem>>,
    /// The same, always the latest (the storage listener was made at the first render).
    problem_now: Rc<RefCell<Option<SaveProblem>>>,
    /// The open game's latest state, for Retry, Download and Keep a copy.
    last: Rc<RefCell<Option<Snapshot>>>,
    /// The open game's latest change, until it is written (see `autosave`).
    pending: Rc<RefCell<Option<Change>>>,
}

#[hook]
pub fn use_keeper() -> Keeper {
    let keeper = Keeper {
        open: use_state(|| None),
        current: use_mut_ref(|| None),
        problem: use_state(|| None),
        problem_now: use_mut_ref(|| None),
        last: use_mut_ref(|| None),
        pending: use_mut_ref(|| None),
    };
    {
        let keeper = keeper.clone();
        use_effect_with((), move |_| {
            let window = gloo::utils::window();
            let other = keeper.clone();
            let listener = gloo::events::EventListener::new(&window, "storage", move |e| {
                if let Some(e) = e.dyn_ref::<web_sys::StorageEvent>() {
                    other.other_tab_wrote(e.key(), e.new_value());
                }
            });
            // Moves kept only in this tab (the store refused them): leaving asks first.
            let options = gloo::events::EventListenerOptions::enable_prevent_default();
            let before = keeper.clone();
            let leaving = gloo::events::EventListener::new_with_options(
                &window,
                "beforeunload",
                options,
                move |e| {
                    before.flush();
                    if storage::has_unsaved() {
                        e.prevent_default();
                    }
                },
            );
            // A page hidden may be closed or killed without another word: written now.
            let hiding = keeper.clone();
            let hidden =
                gloo::events::EventListener::new(&window, "pagehide", move |_| hiding.flush());
            let document = gloo::utils::document();
            let unseen = gloo::events::EventListener::new(&document, "visibilitychange", {
                let keeper = keeper.clone();
                move |_| {
                    if gloo::utils::document().hidden() {
                        keeper.flush();
                    }
                }
            });
            move || drop((listener, leaving, hidden, unseen))
        });
    }
    keeper
}

impl Keeper {
    /// The open game as it is now (after the last move too).
    pub fn open(&self) -> Option<OpenGame> {
        self.current.borrow().clone()
    }

    pub fn problem(&self) -> Option<SaveProblem> {
        *self.problem_now.borrow()
    }

    fn set_problem(&self, problem: Option<SaveProblem>) {
        *self.problem_now.borrow_mut() = problem;
        self.problem.set(problem);
    }

    /// Whether the page asks the player about another tab's version (then nothing is
    /// written or loaded until the player chooses).
    fn asking(&self) -> bool {
        matches!(self.problem(), Some(SaveProblem::Conflict(_)))
    }

    fn set(&self, game: OpenGame) {
        *self.current.borrow_mut() = Some(game.clone());
        self.open.set(Some(game));
    }

    /// Shows a game (opened from a link or a save), with what happened saving it.
    pub fn show(&self, game: OpenGame, saved: Result<(), SaveProblem>) {
        self.flush();
        self.last.borrow_mut().take();
        self.set_problem(saved.err());
        self.set(game);
    }

    /// A new game: saved at once (and again with every move if that fails), then shown.
    /// Returns its id.
    pub fn start(&self, info: &'static GameInfo, new: NewGame) -> String {
        self.flush();
        let id = storage::new_id();
        let record = Json::parse(new.record.clone()).expect("setup makes valid JSON");
        let logic = info.logic().expect("only playable games start");
        let created = storage::now();
        let snapshot = logic
            .open(super::settings::page_lang(), &record)
            .ok()
            .map(|summary| Snapshot {
                record,
                summary,
                shared: 0,
                analysis: None,
                seats: None,
                view: None,
                disputed: false,
            });
        let written = match &snapshot {
            Some(s) => storage::write(&id, info.id, created, s, &new.seats),
            None => Ok(()),
        };
        *self.last.borrow_mut() = snapshot;
        self.set_problem(written.err());
        self.set(OpenGame {
            id: id.clone(),
            info,
            record: new.record.into(),
            created,
            undos: 0,
            seats: new.seats,
            generation: 0,
            news: None,
            shared: 0,
            analysis: None,
            view: None,
        });
        id
    }

    /// After every move, undo and redo: written once the browser has drawn the change, so
    /// the click's frame never waits for storage (a long game's record is large).
    pub fn autosave(&self, change: Change) {
        let waiting = self.pending.borrow_mut().replace(change).is_some();
        if !waiting {
            self.write_after_frame();
        }
    }

    /// Writes the latest change after the next frame is painted; at once in a hidden page,
    /// which paints no frames.
    fn write_after_frame(&self) {
        if gloo::utils::document().hidden() {
            return self.flush();
        }
        let keeper = self.clone();
        let painted = wasm_bindgen::closure::Closure::once_into_js(move || {
            gloo::timers::callback::Timeout::new(0, move || keeper.flush()).forget();
        });
        if gloo::utils::window()
            .request_animation_frame(painted.unchecked_ref())
            .is_err()
        {
            self.flush();
        }
    }

    /// Writes the change not written yet, if any: before anything reads, replaces or leaves
    /// the open game, and when the page is hidden or closed.
    pub fn flush(&self) {
        let Some(change) = self.pending.borrow_mut().take() else {
            return;
        };
        if let Some(snap) = change() {
            self.save(snap);
        }
    }

    /// The open game's latest state: kept, and written unless the player is asked first.
    fn save(&self, snap: Snapshot) {
        let Some(game) = self.current.borrow().clone() else {
            return;
        };
        *self.last.borrow_mut() = Some(snap.clone());
        // Once another tab changed or deleted the save, the player chooses what happens.
        if self.asking() {
            return;
        }
        let game = OpenGame {
            seats: snap.seats.clone().unwrap_or(game.seats),
            ..game
        };
        self.write(&game, &snap);
        // The game screen already shows this: only what a later visit opens is updated,
        // with no new render (the screen owns the game while it is open).
        *self.current.borrow_mut() = Some(OpenGame {
            record: snap.record.text().into(),
            undos: snap.summary.undos,
            shared: snap.shared,
            analysis: snap.analysis.as_ref().map(|a| a.text().to_string().into()),
            view: snap.view.clone(),
            ..game
        });
    }

    fn write(&self, game: &OpenGame, snap: &Snapshot) {
        let result = storage::write(&game.id, game.info.id, game.created, snap, &game.seats)
            .and_then(|_| {
                storage::record_stats(game.info.id, &game.id, &snap.summary, &game.seats)
                    .map_err(SaveProblem::Storage)
            });
        if result.is_err() || self.problem().is_some() {
            self.set_problem(result.err());
        }
    }

    /// Retry: write the latest state again.
    pub fn retry(&self) {
        if let Some((game, snap)) = self.latest() {
            self.set_problem(None);
            self.write(&game, &snap);
        }
    }

    /// Download: the game as a saved-game file (it can be imported in Saved games).
    pub fn download(&self) {
        if let Some((game, snap)) = self.latest() {
            let json =
                storage::envelope_json(&game.id, game.info.id, game.created, &snap, &game.seats);
            super::download(
                &format!("boardshelf-{}-{}.json", game.info.id, game.id),
                &json,
            );
        }
    }

    /// The open game and its latest state (the shown record when no move was made since it
    /// was opened).
    fn latest(&self) -> Option<(OpenGame, Snapshot)> {
        self.flush();
        let game = self.current.borrow().clone()?;
        if let Some(snap) = self.last.borrow().clone() {
            return Some((game, snap));
        }
        let record = Json::parse(game.record.to_string()).ok()?;
        let logic = game.info.logic()?;
        let summary = logic.open(super::settings::page_lang(), &record).ok()?;
        let shared = game.shared;
        let analysis = game
            .analysis
            .as_ref()
            .and_then(|a| Json::parse(a.to_string()).ok());
        Some((
            game,
            Snapshot {
                record,
                summary,
                shared,
                analysis,
                seats: None,
                view: None,
                disputed: false,
            },
        ))
    }

    /// Keep a copy of a game deleted or changed elsewhere (or whose save is taken): a new
    /// save with what this tab shows.
    pub fn keep_copy(&self) {
        let Some((game, snap)) = self.latest() else {
            return;
        };
        // The copy holds these moves: the old save's unsaved ones are not written over it.
        storage::discard_unsaved(&game.id);
        let id = storage::new_id();
        let written = storage::write(&id, game.info.id, storage::now(), &snap, &game.seats);
        self.set_problem(written.err());
        let hash = super::route::play_hash(game.info.id, &id);
        self.set(OpenGame {
            id,
            record: snap.record.text().into(),
            generation: game.generation + 1,
            news: None,
            ..game
        });
        super::go(&hash);
    }

    /// Loads the version another tab saved.
    pub fn load_newer(&self) {
        self.flush();
        let Some(game) = self.current.borrow().clone() else {
            return;
        };
        storage::discard_unsaved(&game.id);
        match storage::open(&game.id) {
            Ok((env, info)) => {
                self.last.borrow_mut().take();
                self.set_problem(None);
                self.set(OpenGame {
                    generation: game.generation + 1,
                    ..OpenGame::loaded(&game.id, &env, info)
                });
            }
            Err(_) => self
                .problem
                .set(Some(SaveProblem::Conflict(WriteConflict::Deleted))),
        }
    }

    /// Another tab wrote (or deleted) a key: if it is this game's, follow it when that loses
    /// no move shown here, else ask the player (`core::codec::other_write`).
    fn other_tab_wrote(&self, key: Option<String>, value: Option<String>) {
        let Some(game) = self.current.borrow().clone() else {
            return;
        };
        if key.as_deref() != Some(storage::key_of(&game.id).as_str()) {
            return;
        }
        // This tab's change not written yet counts as written first (as it was).
        self.flush();
        let Some(raw) = value else {
            self.set_problem(Some(SaveProblem::Conflict(WriteConflict::Deleted)));
            return;
        };
        let ours = match self.last.borrow().as_ref() {
            Some(snap) => snap.record.text().to_string(),
            None => game.record.to_string(),
        };
        match other_write(&ours, &raw, self.asking()) {
            OtherWrite::Follow => self.load_newer(),
            OtherWrite::Conflict => {
                self.set_problem(Some(SaveProblem::Conflict(WriteConflict::Changed)))
            }
            OtherWrite::Ignore => {}
        }
    }

    /// The banner over the page while saving has a problem, with what the player can do.
    pub fn banner(&self, t: &text::Words) -> Html {
        let Some(problem) = self.problem() else {
            return html! {};
        };
        let button = |label: &'static str, f: fn(&Keeper)| {
            let keeper = self.clone();
            html! { <button class="button small" onclick={Callback::from(move |_| f(&keeper))}>{ label }</button> }
        };
        let (words, actions) = match problem {
            SaveProblem::Storage(e) => (
                e.words(t).to_string(),
                html! { <>{ button(t.retry, Keeper::retry) }{ button(t.download_game, Keeper::download) }</> },
            ),
            SaveProblem::Conflict(WriteConflict::Changed) => (
                t.save_changed_elsewhere.to_string(),
                html! { <>{ button(t.load_newer, Keeper::load_newer) }{ button(t.keep_mine, Keeper::keep_copy) }</> },
            ),
            SaveProblem::Conflict(WriteConflict::Deleted | WriteConflict::Exists) => (
                t.save_deleted.to_string(),
                button(t.keep_a_copy, Keeper::keep_copy),
            ),
        };
        html! {
            <div class="save-problem" role="alert" data-testid="save-problem">
                <p>{ words }</p>
                <p class="actions">{ actions }</p>
            </div>
        }
    }
}
