//! The lab's search options (`Searcher::configured`): the arena's, the GTP engine's and the
//! tests' variants of the search named as `/`-separated words, to compare them in one build.
//! Only with the `lab` feature: the app never names its search.

use super::searchable::Searchable;
use super::searcher::Searcher;
use super::selection::Selection;

/// An option's number, or the error naming the option's form (`usage`).
pub(super) fn parsed<T: std::str::FromStr>(value: &str, usage: &str) -> Result<T, String> {
    value.parse().map_err(|_| format!("{usage}, not {value:?}"))
}

/// A weight that switches its feature off at zero or below.
pub(super) fn positive(weight: f64) -> Option<f64> {
    (weight > 0.0).then_some(weight)
}

impl<G: Searchable> Searcher<G> {
    /// The search as named by `/`-separated options (the arena's and the GTP engine's
    /// variants, to compare them in one build): `fresh` (no tree reuse), `flat` (the
    /// level's budget at every move), `ucb`, `puct:<c>:<prior visits>` (see [`Selection`]),
    /// `playout:<name>` (a playout policy the game names, [`Searchable::playout_named`]),
    /// `rave:<k>` (RAVE with equivalence k, [`Experiments::rave`](super::Experiments); `rave:0` none), and the
    /// others named in the error for an unknown one.
    pub fn configured(options: &str) -> Result<Self, String> {
        let mut searcher = Self::new();
        for option in options.split('/').filter(|o| !o.is_empty()) {
            if option == "fresh" {
                searcher.reuse = false;
            } else if option == "flat" {
                searcher.budget_weight = |_| 1.0;
            } else if option == "rave-dist" {
                searcher.experiments.rave_distance = true;
            } else if let Some(w) = option.strip_prefix("rave-value:") {
                searcher.rave_value = positive(parsed(w, "rave-value:<weight>")?);
            } else if let Some(w) = option.strip_prefix("minimax:") {
                searcher.experiments.minimax = positive(parsed(w, "minimax:<weight>")?);
            } else if option == "explore-log" {
                searcher.experiments.log_explore = true;
            } else if option == "lgr" || option == "nolgr" {
                searcher.experiments.replies = option == "lgr";
            } else if option == "lgr2" {
                (
                    searcher.experiments.replies,
                    searcher.experiments.replies_to_two,
                ) = (true, true);
            } else if let Some(n) = option.strip_prefix("rave-untried:") {
                searcher.experiments.untried_rave =
                    Some(parsed(n, "rave-untried:<virtual visits>")?);
            } else if option == "book" || option == "nobook" {
                searcher.book = option == "book";
            } else if option == "timed-stop" {
                searcher.experiments.timed_stop = true;
            } else if let Some(k) = option.strip_prefix("settled:") {
                let usage = "settled:<share of the time>[:<certainty>]";
                let (share, certainty) = k.split_once(':').unwrap_or((k, ""));
                searcher.settled_share = positive(parsed(share, usage)?);
                if !certainty.is_empty() {
                    // At half or less, every search would count as settled at once.
                    match parsed(certainty, usage)? {
                        c if c > 0.5 && c <= 1.0 => searcher.settled_certainty = c,
                        _ => return Err(format!("{usage}: a certainty above 0.5, up to 1")),
                    }
                }
            } else if let Some(k) = option.strip_prefix("unstable:") {
                match parsed(k, "unstable:<factor of the time>")? {
                    f if f >= 1.0 => searcher.experiments.unstable_extension = Some(f),
                    _ => return Err("unstable:<factor of the time>: at least 1".into()),
                }
            } else if option == "final:wins" {
                searcher.experiments.choose_by_wins = true;
            } else if option == "stop:decided" {
                searcher.experiments.stop_when_decided = true;
            } else if option == "noprune" {
                searcher.pruning = None;
            } else if let Some(w) = option.strip_prefix("length-bonus:") {
                searcher.experiments.length_bonus = positive(parsed(w, "length-bonus:<weight>")?);
            } else if let Some(w) = option.strip_prefix("bonus:") {
                searcher.experiments.bonus = positive(parsed(w, "bonus:<weight>")?);
            } else if let Some(k) = option.strip_prefix("scale:") {
                searcher.experiments.budget_scale = parsed(k, "scale:<factor>")?;
            } else if let Some(n) = option.strip_prefix("expand:") {
                let (n, per_ply) = n.split_once(':').unwrap_or((n, "0"));
                searcher.expand_after = parsed(n, "expand:<visits>[:<per ply>]")?;
                searcher.experiments.expand_per_ply =
                    parsed(per_ply, "expand:<visits>[:<per ply>]")?;
            } else if let Some(k) = option.strip_prefix("rave:") {
                searcher.experiments.rave = positive(parsed(k, "rave:<equivalence>")?);
            } else if let Some(k) = option.strip_prefix("sharpen:") {
                searcher.experiments.sharpness = parsed(k, "sharpen:<power>")?;
            } else if let Some(name) = option.strip_prefix("priors:") {
                searcher.priors =
                    G::priors_named(name).ok_or(format!("this game has no priors {name:?}"))?;
            } else if let Some(name) = option.strip_prefix("budget:") {
                searcher.budget_weight = G::budget_named(name)
                    .ok_or(format!("this game has no budget weight {name:?}"))?;
            } else if let Some(name) = option.strip_prefix("prune:") {
                searcher.pruning = Some(
                    G::pruning_named(name).ok_or(format!("this game has no pruning {name:?}"))?,
                );
            } else if let Some(name) = option.strip_prefix("playout:") {
                searcher.policy = G::playout_named(name)
                    .ok_or(format!("this game has no playout policy {name:?}"))?;
            } else {
                searcher.selection = Selection::parse(option).ok_or(format!(
                    "unknown search option {option:?}: fresh, flat, noprune, ucb, \
                     book, nobook, timed-stop, settled:<share>[:<certainty>], unstable:<factor>, final:wins, stop:decided, scale:<k>, puct:<c>:<prior visits>, rave:<k>, bonus:<w>, length-bonus:<w>, expand:<n>, lgr, lgr2, \
                     nolgr, rave-untried:<n>, rave-dist, rave-value:<w>, minimax:<w>, explore-log, priors:<name>, sharpen:<k>, prune:<name>, budget:<name> or \
                     playout:<name>"
                ))?;
            }
        }
        Ok(searcher)
    }
}

impl Selection {
    /// A selection named as the arena and the GTP engine take it: `ucb`, or
    /// `puct:<c>:<prior visits>`.
    pub fn parse(text: &str) -> Option<Selection> {
        if text == "ucb" {
            return Some(Selection::Ucb);
        }
        let mut parts = text.strip_prefix("puct:")?.split(':');
        let c = parts.next()?.parse().ok()?;
        let prior_visits = parts.next()?.parse().ok()?;
        let scaled = match parts.next() {
            None => false,
            Some("sqrt") => true,
            Some(_) => return None,
        };
        Some(Selection::Puct {
            c,
            prior_visits,
            scaled,
        })
    }
}
