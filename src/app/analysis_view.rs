//! The analysis panel of the game screen, for every game at once: "Analyse the game" (among
//! the game's buttons, its progress with Stop in its place while it runs), then the graph of
//! each side's chance after every move (a point a move, marked moves flagged) and the list of
//! marked moves with the scale they were marked on. Tapping a point or a mark shows that
//! position; before a marked move the board shows the better move like a hint.

use crate::core::ai::analysis::Severity;
use crate::play_state::Control;
use crate::text::Words;
use yew::prelude::*;

/// What the panel shows.
pub struct AnalysisView {
    /// "Analyse the game" may be pressed.
    pub can_start: bool,
    /// The analysis runs: how far, from 0 to 1.
    pub progress: Option<f64>,
    pub graph: Option<Graph>,
}

/// A finished analysis, in words and numbers.
pub struct Graph {
    pub lines: Vec<Line>,
    /// Each move's point: the line of the side that made it, and what it cost.
    pub points: Vec<(usize, Option<Severity>)>,
    /// The ply shown on the board.
    pub at: usize,
    /// The marked moves: the ply after the move, and the words.
    pub mistakes: Vec<(usize, String)>,
    /// The better move at the position shown, in words.
    pub better: Option<String>,
    /// The scale the moves are marked on, in words.
    pub help: String,
}

/// One side's line.
pub struct Line {
    pub name: String,
    /// Its colours from the game's palette (CSS colours): several for partners, drawn in turn
    /// along the line.
    pub colours: Vec<&'static str>,
    /// Its chance at every ply (from 0, before the first move).
    pub chances: Vec<f64>,
}

const WIDTH: f64 = 300.0;
const HEIGHT: f64 = 110.0;
const PAD: f64 = 6.0;

fn on(send: &Callback<Control>, control: Control) -> Callback<MouseEvent> {
    let send = send.clone();
    Callback::from(move |_| send.emit(control.clone()))
}

pub fn panel(t: &Words, view: &AnalysisView, send: &Callback<Control>) -> Html {
    match &view.graph {
        Some(graph) => html! {
            <div class="analysis" data-testid="analysis">
                { chart(t, graph, send) }
                { mistakes(t, graph, send) }
            </div>
        },
        None => html! {},
    }
}

/// "Analyse the game", among the game's buttons from the start (disabled while it cannot
/// run), so that nothing moves when it becomes possible. While it runs, its progress and Stop
/// take its place: in view where the player just pressed (the panel may lie below the fold).
pub fn button(t: &Words, view: &AnalysisView, send: &Callback<Control>) -> Html {
    if let Some(done) = view.progress {
        let percent = (done.clamp(0.0, 1.0) * 100.0).round() as u32;
        return html! {
            <span class="analysing" role="status" data-testid="analysis-running">
                <progress max="100" value={percent.to_string()} aria-label={t.analysing}
                          title={t.analysing} data-testid="analysis-progress" />
                <button class="button" onclick={on(send, Control::StopAnalysis)}
                        data-testid="stop-analysis">{ t.stop_analysis }</button>
            </span>
        };
    }
    html! {
        <button class="button" onclick={on(send, Control::Analyse)} disabled={!view.can_start}
                data-testid="analyse">{ t.analyse }</button>
    }
}

fn x(ply: usize, plies: usize) -> f64 {
    PAD + (WIDTH - 2.0 * PAD) * ply as f64 / plies.max(1) as f64
}

fn y(chance: f64) -> f64 {
    PAD + (HEIGHT - 2.0 * PAD) * (1.0 - chance.clamp(0.0, 1.0))
}

/// Each line's dash pattern, besides its colours (for colour-blind players): one colour is
/// drawn in these dashes; several colours take turns along the line, in segments this long.
const DASHES: [&str; 4] = ["none", "6 3", "1.5 2.5", "8 2.5 2 2.5"];
const SEGMENTS: [f64; 4] = [8.0, 3.0, 5.5, 2.0];

/// A side's line through `points`: a casing in the text's colour (so that white, black and
/// yellow show on either theme), then its colours, one after the other along it.
fn line_strokes(index: usize, colours: &[&'static str], points: &str) -> Html {
    let style = |colour: &str, dashes: String, offset: f64| {
        format!("stroke: {colour}; stroke-dasharray: {dashes}; stroke-dashoffset: {offset}")
    };
    let k = colours.len().max(1);
    let (dashes, segment) = (DASHES[index % 4], SEGMENTS[index % 4]);
    let casing = if k == 1 {
        dashes.to_string()
    } else {
        "none".into()
    };
    html! {
        <g class={format!("line side-{index}")} data-colours={colours.join(" ")}>
            <polyline class="casing" points={points.to_string()} style={style("var(--fg)", casing, 0.0)} />
            { for colours.iter().enumerate().map(|(j, colour)| {
                let dash = match k {
                    1 => dashes.to_string(),
                    _ => format!("{segment} {}", segment * (k - 1) as f64),
                };
                html! {
                    <polyline class="stroke" points={points.to_string()}
                              style={style(colour, dash, segment * j as f64)} />
                }
            }) }
        </g>
    }
}

/// The glyph of a mark, as chess annotators write it.
fn glyph(s: Severity) -> &'static str {
    match s {
        Severity::Inaccuracy => "?!",
        Severity::Mistake => "?",
        Severity::Blunder => "??",
    }
}

/// The graph: a line a side, a point a move (tap to see the position after it).
fn chart(t: &Words, g: &Graph, send: &Callback<Control>) -> Html {
    let plies = g.points.len();
    let path = |chances: &Vec<f64>| {
        (chances.iter().enumerate())
            .map(|(ply, &c)| format!("{:.1},{:.1}", x(ply, plies), y(c)))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let band = (WIDTH - 2.0 * PAD) / plies.max(1) as f64;
    html! {
        <figure class="chances">
            <figcaption>{ t.chances_title }</figcaption>
            <svg viewBox={format!("0 0 {WIDTH} {HEIGHT}")} role="group" aria-label={t.chances_title}
                 data-testid="chances">
                <line class="even" x1={PAD.to_string()} x2={(WIDTH - PAD).to_string()}
                      y1={y(0.5).to_string()} y2={y(0.5).to_string()} />
                if g.at > 0 {
                    <line class="shown" x1={x(g.at, plies).to_string()} x2={x(g.at, plies).to_string()}
                          y1={PAD.to_string()} y2={(HEIGHT - PAD).to_string()} />
                }
                { for g.lines.iter().enumerate().map(|(i, line)| line_strokes(i, &line.colours, &path(&line.chances))) }
                { for g.points.iter().enumerate().map(|(i, &(line, cost))| {
                    let ply = i + 1;
                    let (cx, cy) = (x(ply, plies), y(g.lines[line].chances[ply]));
                    let colour = g.lines[line].colours.first().copied().unwrap_or("var(--fg)");
                    let class = classes!("point", format!("side-{line}"), cost.map(severity_class));
                    html! {
                        <g class={class} data-ply={ply.to_string()} role="button" tabindex="-1"
                           aria-label={format!("{ply}")} onclick={on(send, Control::View(Some(ply)))}>
                            <rect class="hit" x={(cx - band / 2.0).to_string()} y="0"
                                  width={band.to_string()} height={HEIGHT.to_string()} />
                            <circle cx={format!("{cx:.1}")} cy={format!("{cy:.1}")} style={format!("fill: {colour}")}
                                    r={if cost.is_some() { "3.5" } else { "1.8" }} />
                            if let Some(s) = cost {
                                <text class="glyph" x={format!("{cx:.1}")} y={format!("{:.1}", if cy < 20.0 { cy + 13.0 } else { cy - 6.0 })}>
                                    { glyph(s) }
                                </text>
                            }
                        </g>
                    }
                }) }
            </svg>
            <p class="legend">
                { for g.lines.iter().enumerate().map(|(i, line)| html! {
                    <span class={format!("key side-{i}")}>
                        <svg class="key-line" viewBox="0 0 28 8" aria-hidden="true">
                            { line_strokes(i, &line.colours, "1,4 27,4") }
                        </svg>
                        { &line.name }
                    </span>
                }) }
            </p>
        </figure>
    }
}

/// Shows the position before a mistake, and brings the board into view when it is off the
/// screen above (on a phone the panel lies under the board).
fn to_board(send: &Callback<Control>, ply: usize) -> Callback<MouseEvent> {
    let send = send.clone();
    Callback::from(move |_| {
        send.emit(Control::View(Some(ply)));
        let board = gloo::utils::document()
            .query_selector(".board-area")
            .ok()
            .flatten();
        if let Some(board) = board.filter(|b| b.get_bounding_client_rect().top() < 0.0) {
            board.scroll_into_view_with_bool(true);
        }
    })
}

fn severity_class(s: Severity) -> &'static str {
    match s {
        Severity::Inaccuracy => "inaccuracy",
        Severity::Mistake => "mistake",
        Severity::Blunder => "blunder",
    }
}

/// The marked moves (tap: the position before, with the better move shown).
fn mistakes(t: &Words, g: &Graph, send: &Callback<Control>) -> Html {
    html! {
        <>
            <h3>{ t.mistakes_title }</h3>
            <p class="muted scale" data-testid="scale-help">{ &g.help }</p>
            if g.mistakes.is_empty() {
                <p class="muted" data-testid="no-mistakes">{ t.no_mistakes }</p>
            } else {
                <ol class="mistakes" data-testid="mistakes">
                    { for g.mistakes.iter().map(|(ply, words)| html! {
                        <li class={classes!((g.at + 1 == *ply).then_some("current"))}>
                            <button type="button" class="move" onclick={to_board(send, ply - 1)}>
                                { words }
                            </button>
                        </li>
                    }) }
                </ol>
            }
            if let Some(better) = &g.better {
                <p class="better" data-testid="better" role="status">{ better }</p>
            }
        </>
    }
}
