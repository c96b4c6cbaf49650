//! A game's statistics on its new-game screen: a one-player game's table (played, won, best
//! score, streaks), or a line per opponent and table for the others, each with a bar of its
//! wins, draws and losses and the game's own figures.

use crate::core::stats::{Against, Figure, Line, Stats};
use crate::text::Words;
use yew::prelude::*;

/// The statistics, or nothing before the first finished game.
pub fn panel(t: &'static Words, stats: &Stats, figures: &[(&'static str, Figure)]) -> Html {
    if stats.played == 0 && stats.with_undo == 0 && stats.lines.is_empty() {
        return html! {};
    }
    html! {
        <div class="stats" data-testid="stats">
            <h2>{ t.statistics }</h2>
            if stats.played > 0 || stats.with_undo > 0 {
                { one_player(t, stats) }
            }
            { for stats.lines.iter().map(|line| table_line(t, line, figures)) }
        </div>
    }
}

fn rows(rows: &[(&str, String)]) -> Html {
    html! {
        <dl>
            { for rows.iter().map(|(k, v)| html! { <div><dt>{ *k }</dt><dd>{ v.clone() }</dd></div> }) }
        </dl>
    }
}

fn percent(won: u32, played: u32) -> String {
    match played {
        0 => "–".into(),
        n => format!("{}%", (100.0 * won as f64 / n as f64).round() as i64),
    }
}

fn one_player(t: &Words, stats: &Stats) -> Html {
    let best = stats.best_score.map_or("–".to_string(), |b| b.to_string());
    html! {
        <>
            { rows(&[
                (t.stat_played, stats.played.to_string()),
                (t.stat_won, stats.won.to_string()),
                (t.stat_win_rate, percent(stats.won, stats.played)),
                (t.stat_best_score, best),
                (t.stat_streak, stats.streak.to_string()),
                (t.stat_best_streak, stats.best_streak.to_string()),
            ]) }
            if stats.with_undo > 0 {
                <p class="muted">{ t.with_undo_note(stats.with_undo) }</p>
            }
        </>
    }
}

/// One opponent and table: its title, its bar, its numbers and the game's figures.
fn table_line(t: &'static Words, line: &Line, figures: &[(&'static str, Figure)]) -> Html {
    let against = match line.against {
        Against::People => t.against_people,
        Against::Computer(level) => t.level_name(level),
    };
    let mut numbers = vec![
        (t.stat_played, line.played.to_string()),
        (t.stat_won, line.won.to_string()),
        (t.stat_lost, line.lost.to_string()),
        (t.stat_drawn, line.drawn.to_string()),
        (t.stat_win_rate, percent(line.won, line.played)),
        (t.stat_streak, line.streak.to_string()),
        (t.stat_best_streak, line.best_streak.to_string()),
    ];
    for (&(name, how), &sum) in figures.iter().zip(&line.figures) {
        numbers.push((name, figure(how, sum, line.played)));
    }
    html! {
        <section class="stats-line" data-testid="stats-line">
            <h3>{ t.stats_line(against, line.players as usize) }</h3>
            { bar(t, line) }
            { rows(&numbers) }
        </section>
    }
}

fn figure(how: Figure, sum: i64, played: u32) -> String {
    match how {
        Figure::Total => sum.to_string(),
        Figure::Average if played == 0 => "–".into(),
        Figure::Average => format!("{:.1}", sum as f64 / played as f64),
    }
}

/// Wins, draws and losses as one bar (games among people here fill the rest).
fn bar(t: &Words, line: &Line) -> Html {
    let total = line.played.max(1) as f64;
    let parts = [
        ("won", line.won),
        ("drawn", line.drawn),
        ("lost", line.lost),
    ];
    let mut x = 0.0;
    let label = format!(
        "{} {}, {} {}, {} {}",
        t.stat_won, line.won, t.stat_drawn, line.drawn, t.stat_lost, line.lost
    );
    html! {
        <svg class="stats-bar" viewBox="0 0 100 6" preserveAspectRatio="none" role="img" aria-label={label}>
            <rect class="rest" x="0" y="0" width="100" height="6" />
            { for parts.iter().map(|&(class, n)| {
                let width = 100.0 * n as f64 / total;
                let at = x;
                x += width;
                html! { <rect class={class} x={format!("{at:.2}")} y="0" width={format!("{width:.2}")} height="6" /> }
            }) }
        </svg>
    }
}
