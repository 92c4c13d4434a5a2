//! The panels beside the board: status, sticks and throw button, game over, the record, new game.

use leptos::prelude::*;

use super::board::PieceShape;
use super::cards::{house_name, house_rule};
use super::state::side_name;
use super::Ctx;
use crate::engine::squares::House;
use crate::ai::{analyse, rank_moves, win_chance, Level};
use crate::engine::{Action, CycleGoal, Game, Move, Options, Phase, Side, Stage, System};
use crate::record::{Entry, Mark, Outcome};

pub fn title(options: &Options) -> String {
    let length = if options.pieces == 7 { "long Senet" } else { "short Senet" };
    let system = match (options.system, options.goal) {
        (System::Kendall, _) => "Kendall system".to_string(),
        (System::Bell, _) => "Bell system".to_string(),
        (System::Cycles, CycleGoal::Cycles(n)) => format!("Kendall ↔ Bell, {n} cycle{}", if n == 1 { "" } else { "s" }),
        (System::Cycles, CycleGoal::TimeLimit { minutes }) => format!("Kendall ↔ Bell, {minutes} minutes"),
        (System::Gods, _) => format!("with the gods, release {}", if options.release { "on" } else { "off" }),
    };
    format!("{system}, {length}")
}

fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// What the game waits for, in words.
pub fn waiting_for(game: &Game) -> String {
    let system = game.options().system;
    let who = capitalized(side_name(system, game.to_move()));
    match game.stage() {
        Stage::Throw if game.must_revive() => format!("{who}: revive a drowned piece on 15 (K14)"),
        Stage::Throw => format!("{who} to throw"),
        Stage::Move { value, .. } => format!("{who}: move a piece {value} (marked pieces can move)"),
        Stage::GodsPiece { distance } => format!("The gods throw again for the piece that moves {distance} (G4)"),
        Stage::Fate { owner } => format!("Fate throw for the piece of {} on 26 (K13)", side_name(system, owner)),
        Stage::Over { winner } => format!("{} won", capitalized(side_name(system, winner))),
    }
}

/// Where the picked piece will end and what will happen there, before it moves.
fn preview(game: &Game, mv: Move) -> String {
    let system = game.options().system;
    let mut said = match (mv.is_entry(), mv.is_bear_off(), mv.ba) {
        (true, _, _) => format!("Enters on {}.", mv.to),
        (_, true, _) => format!("{} leaves the board.", mv.from),
        (_, _, true) => format!("{} → 21, and Ba carries it on to {}.", mv.from, mv.to),
        _ => format!("{} → {}.", mv.from, mv.to),
    };
    if mv.capture {
        if let Some(side) = game.piece_at(mv.to) {
            said.push_str(&format!(" Captures the {} there, which goes to {}.", side_name(system, side), mv.from));
        }
    }
    let kendall = game.phase(game.to_move()) == Phase::Kendall;
    let house = House::at(mv.to).filter(|h| kendall || matches!(h, House::Rebirth | House::Net));
    if let Some(house) = house.filter(|_| !mv.is_bear_off()) {
        said.push_str(&format!(" {}: {}", house_name(house), house_rule(house)));
    }
    said
}

/// K11's counter in words.
fn counter_text(counter: i8) -> Option<String> {
    match counter {
        0 => None,
        1 => Some("1 extra throw pending".into()),
        n if n > 1 => Some(format!("{n} extra throws pending")),
        -1 => Some("skips the next turn".into()),
        n => Some(format!("skips the next {} turns", -n)),
    }
}

/// What the Houses did in the last line of the record.
fn effects(outcome: &Outcome) -> Vec<String> {
    let Outcome::Move { path, mark, capture, fate } = outcome else { return Vec::new() };
    let house = |mark: Mark, whose: &str| {
        let house = match mark {
            Mark::Rebirth => House::Rebirth,
            Mark::Net => House::Net,
            Mark::Beauty => House::Beauty,
            Mark::Water => House::Water,
            Mark::Waits(28) => House::ThreeTruths,
            Mark::Waits(29) => House::IsisAndNephthys,
            Mark::Waits(_) => House::RisingSun,
        };
        format!("{whose} {}: {}", house_name(house), house_rule(house))
    };
    let mut said = Vec::new();
    if path.ba {
        said.push(format!("House of Ba: the move went on from 21 to {}.", path.to));
    }
    if let Some(mark) = mark {
        said.push(house(*mark, "The piece reached the"));
    }
    if let Some(capture) = capture {
        said.push(format!("Captured: the piece on {} was exchanged onto {}.", capture.path.from, capture.path.to));
        if let Some(mark) = capture.knocked {
            said.push(house(mark, "The captured piece was knocked into the"));
        }
    }
    if let Some(fate) = fate {
        match fate.result {
            Some((path, mark)) => {
                said.push(format!("Fate throw {}: the piece went to {}.", fate.value, path.to));
                if let Some(mark) = mark {
                    said.push(house(mark, "Fate took it to the"));
                }
            }
            None => said.push(format!("Fate throw {}: no free square, the piece stays on 26.", fate.value)),
        }
    }
    said
}

#[component]
pub fn Status() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let side_row = move |side: Side| {
        let game = ctx.game.get();
        let session = ctx.session.get();
        let system = session.options.system;
        let player = match system {
            System::Gods => String::new(),
            _ => {
                let spools = session.spools_player();
                format!(" (player {})", if side == Side::Spools { spools } else { 3 - spools })
            }
        };
        let mut facts = Vec::new();
        if let Some(text) = counter_text(game.counter(side)) {
            facts.push(text);
        }
        if system == System::Cycles {
            facts.push(match game.phase(side) {
                Phase::Kendall => format!("Kendall phase, {} phases done", game.phases_done(side)),
                Phase::Bell => format!("Bell phase, {} phases done", game.phases_done(side)),
            });
        }
        if game.odd_domains().is_some() && game.domain_mask(side) & 2 != 0 {
            facts.push("owns the odd domains".into());
        }
        view! {
            <li class="player" class:to-move=game.to_move() == side && game.winner().is_none()>
                <PieceShape side=side/>
                <span class="who">{format!("{}{player}", capitalized(side_name(system, side)))}</span>
                <span class="facts">{facts.join("; ")}</span>
            </li>
        }
    };
    let clock = move || {
        let session = ctx.session.get();
        let CycleGoal::TimeLimit { minutes } = session.options.goal else { return None };
        if session.options.system != System::Cycles {
            return None;
        }
        let left = (session.started_at + f64::from(minutes) * 60_000.0 - ctx.now.get()).max(0.0) / 1000.0;
        Some(format!("Time left: {}:{:02}", (left / 60.0) as u32, left as u32 % 60))
    };
    let last = move || {
        ctx.recorder.with(|r| {
            let system = r.game().options().system;
            r.record().lines.last().map(|line| {
                let effects = match &line.entry {
                    Entry::Throw { outcome, .. } => effects(outcome),
                    Entry::Revive => vec!["A drowned piece came back to life on 15 (K14).".into()],
                };
                (line.display(system).to_string(), effects)
            })
        })
    };
    view! {
        <section class="status" aria-label="Status">
            <ul class="players">
                {move || side_row(Side::Spools)}
                {move || side_row(Side::Cones)}
            </ul>
            <p class="waiting" aria-live="polite">{move || waiting_for(&ctx.game.get())}</p>
            {clock}
            {move || ctx.picked_move().map(|mv| view! { <p class="preview">{preview(&ctx.game.get(), mv)}</p> })}
            {move || ctx.notice.get().map(|text| view! { <p class="notice" role="status">{text}</p> })}
            {move || last().map(|(line, effects)| view! {
                <div class="last" aria-live="polite">
                    <p>"Last: " <code>{line}</code></p>
                    <ul class="effects">{effects.into_iter().map(|e| view! { <li>{e}</li> }).collect_view()}</ul>
                </div>
            })}
        </section>
    }
}

#[component]
pub fn Sticks() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let throw_due = move || {
        let game = ctx.game.get();
        ctx.winner_on_time().is_none()
            && match game.stage() {
                Stage::Throw => !game.must_revive(),
                Stage::GodsPiece { .. } | Stage::Fate { .. } => true,
                Stage::Move { .. } | Stage::Over { .. } => false,
            }
    };
    let label = move || match ctx.game.get().stage() {
        Stage::GodsPiece { .. } => "Throw for the gods' piece",
        Stage::Fate { .. } => "Fate throw",
        _ => "Throw",
    };
    let value = move || {
        ctx.session.get().sticks.map(|bits| {
            let value = crate::engine::Sticks::new(bits).value();
            let extra = if crate::engine::gives_extra_throw(value) { " — an extra throw" } else { "" };
            format!("{value}{extra}")
        })
    };
    let stick = move |i: u8| {
        let white = move || ctx.session.get().sticks.is_some_and(|bits| bits >> i & 1 == 1);
        view! { <span class="stick" class:white=white class:black=move || !white()></span> }
    };
    view! {
        <section class="throwing" aria-label="Sticks">
            <div class="sticks" aria-hidden="true">{(0..4).map(stick).collect_view()}</div>
            <p class="value">{move || value().map(|v| format!("Thrown: {v}"))}</p>
            <button class="throw" data-action="throw" disabled=move || !throw_due() on:click=move |_| ctx.throw()>
                {label}
            </button>
            {move || ctx.game.get().can_revive().then(|| view! {
                <button class="revive" data-action="revive" on:click=move |_| ctx.act(Action::Revive, None)>
                    "Revive a drowned piece on 15"
                </button>
            })}
            {move || {
                let session = ctx.session.get();
                (!session.throw_off.is_empty() && session.actions.is_empty()).then(|| {
                    let throws = session.throw_off.iter().enumerate()
                        .map(|(i, t)| format!("player {}: {t}", i % 2 + 1))
                        .collect::<Vec<_>>()
                        .join(", ");
                    view! {
                        <p class="throw-off">
                            {format!("Throw-off (K2): {throws}. Player {} threw the 1, plays the spools and starts.", session.spools_player())}
                        </p>
                    }
                })
            }}
        </section>
    }
}

#[component]
pub fn GameOver() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let over = move || {
        let game = ctx.game.get();
        let (winner, by_time) = match (game.winner(), ctx.winner_on_time()) {
            (Some(w), _) => (w, false),
            (None, Some(w)) => (w, true),
            (None, None) => return None,
        };
        let session = ctx.session.get();
        let system = session.options.system;
        let throws = ctx.recorder.with(|r| r.record().lines.len());
        let reason = if by_time { " (time is up: ahead by C3)" } else { "" };
        Some(view! {
            <section class="game-over" aria-label="Game over">
                <h2>{format!("{} won{reason}", capitalized(side_name(system, winner)))}</h2>
                <p>{format!("{} in {throws} record lines.", title(&session.options))}</p>
                <button data-action="new-game-again" on:click=move |_| ctx.new_game_open.set(true)>"New game"</button>
                <Analysis/>
            </section>
        })
    };
    view! { {over} }
}

/// Put text on the clipboard; where the browser refuses, say so.
fn copy_to_clipboard(ctx: Ctx, text: String) {
    let clipboard = window().navigator().clipboard();
    let promise = clipboard.write_text(&text);
    leptos::task::spawn_local(async move {
        match wasm_bindgen_futures::JsFuture::from(promise).await {
            Ok(_) => ctx.notice.set(Some("Copied.".into())),
            Err(_) => ctx.notice.set(Some("The browser did not allow copying: select the text and copy it.".into())),
        }
    });
}

/// The running record, copy and download, import, and stepping through it.
#[component]
pub fn RecordPanel() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let text = move || ctx.recorder.with(|r| r.record().to_string());
    let lines = move || ctx.recorder.with(|r| r.record().lines.len());
    let shown = move || ctx.step.get().unwrap_or_else(lines);
    let download = move || format!("data:text/plain;charset=utf-8,{}", String::from(js_sys::encode_uri_component(&text())));
    let pasted = RwSignal::new(String::new());
    let problems = RwSignal::new(Vec::<String>::new());
    let import = move |source: String| match super::import(&source) {
        Ok(session) => {
            problems.set(Vec::new());
            pasted.set(String::new());
            ctx.visit("an imported record", session);
        }
        Err(found) => problems.set(found),
    };
    let go_to_line = RwSignal::new(String::new());
    view! {
        <details class="record" open>
            <summary>"Game record"</summary>
            <pre data-record="">{text}</pre>
            <div class="record-actions">
                <button data-action="copy-record" on:click=move |_| copy_to_clipboard(ctx, text())>"Copy"</button>
                <a class="button" data-action="download-record" download="senet-game.senet" href=download>"Download .senet"</a>
            </div>
            <nav class="stepper" aria-label="Step through the record">
                <button data-action="first" on:click=move |_| ctx.go_to(0)>"⏮ First"</button>
                <button data-action="back" on:click=move |_| ctx.go_to(shown().saturating_sub(1))>"◀ Back"</button>
                <span class="position">{move || format!("line {} of {}", shown(), lines())}</span>
                <button data-action="forward" on:click=move |_| ctx.go_to(shown() + 1)>"Forward ▶"</button>
                <button data-action="last" on:click=move |_| ctx.go_to(lines())>"Last ⏭"</button>
                <label>"To line "
                    <input type="number" min="0" size="4" data-option="go-to-line" prop:value=go_to_line
                        on:change:target=move |ev| {
                            go_to_line.set(ev.target().value());
                            if let Ok(n) = ev.target().value().parse::<usize>() { ctx.go_to(n.min(lines())) }
                        }/>
                </label>
                {move || ctx.step.get().map(|_| view! {
                    <button data-action="continue-from-here" on:click=move |_| ctx.continue_from_here()>"Continue playing from here"</button>
                })}
            </nav>
            <div class="import">
                <label for="import-text">"Import a record (paste it, or choose a file)"</label>
                <textarea id="import-text" rows="5" data-option="import-text" prop:value=pasted
                    on:input:target=move |ev| pasted.set(ev.target().value())></textarea>
                <div class="record-actions">
                    <button data-action="import" on:click=move |_| import(pasted.get())>"Import"</button>
                    <input type="file" accept=".senet,.txt,text/plain" data-option="import-file"
                        on:change:target=move |ev| {
                            let Some(file) = ev.target().files().and_then(|files| files.get(0)) else { return };
                            leptos::task::spawn_local(async move {
                                match wasm_bindgen_futures::JsFuture::from(file.text()).await {
                                    Ok(text) => import(text.as_string().unwrap_or_default()),
                                    Err(_) => problems.set(vec!["The file could not be read.".into()]),
                                }
                            });
                        }/>
                </div>
                {move || (!problems.get().is_empty()).then(|| view! {
                    <ul class="import-problems" role="alert">
                        {problems.get().into_iter().map(|p| view! { <li>{p}</li> }).collect_view()}
                    </ul>
                })}
            </div>
        </details>
    }
}

/// A shared game or an imported record is on the board: keep it, or go back.
#[component]
pub fn Visiting() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    move || {
        ctx.visiting.get().map(|what| view! {
            <div class="visiting" role="region" aria-label="Another game">
                <p>{format!("You are looking at {what}. The game saved in this browser is untouched.")}</p>
                <button data-action="keep-visited" on:click=move |_| ctx.keep_visited()>"Continue this game here"</button>
                <button data-action="leave-visited" on:click=move |_| ctx.leave_visited()>"Back to my game"</button>
            </div>
        })
    }
}

/// The share link of this game, with a copy button.
#[component]
pub fn SharePanel() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let link = RwSignal::new(None::<String>);
    let share = move |_| match super::share::link_to(&ctx.session.get_untracked()) {
        Some(url) => link.set(Some(url)),
        None => ctx.alert.set(Some("This game cannot be put in a link.".into())),
    };
    view! {
        <section class="share" aria-label="Share">
            <button data-action="share" on:click=share>"Share this game"</button>
            {move || link.get().map(|url| view! {
                <p class="share-link">
                    <input readonly data-share-link="" aria-label="Link to this game" prop:value=url.clone()/>
                    <button data-action="copy-link" on:click=move |_| copy_to_clipboard(ctx, url.clone())>"Copy link"</button>
                </p>
            })}
        </section>
    }
}

#[component]
pub fn NewGame() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let system = RwSignal::new("kendall".to_string());
    let pieces = RwSignal::new(5u8);
    let cycles = RwSignal::new(1u8);
    let minutes = RwSignal::new(0u32);
    let release = RwSignal::new(true);
    let touch_move = RwSignal::new(true);
    let players = RwSignal::new([String::new(), String::new()]);
    let start = move |_| {
        let system = System::from_name(&system.get()).unwrap_or(System::Kendall);
        let mut options = Options::new(system, if system == System::Gods { 5 } else { pieces.get() });
        options.release = release.get();
        options.touch_move = touch_move.get();
        options.goal = match minutes.get() {
            0 => CycleGoal::Cycles(cycles.get().max(1)),
            minutes => CycleGoal::TimeLimit { minutes },
        };
        let computer = players.get().map(|name| Level::from_name(&name));
        ctx.start(options, computer);
    };
    move || {
        ctx.new_game_open.get().then(|| view! {
            <form class="new-game-form" aria-label="New game" on:submit=move |ev| { ev.prevent_default(); start(()); }>
                <label>"System "
                    <select data-option="system" on:change:target=move |ev| system.set(ev.target().value())>
                        <option value="kendall">"Kendall"</option>
                        <option value="bell">"Bell"</option>
                        <option value="cycles">"Kendall ↔ Bell cycles"</option>
                        <option value="gods">"With the gods (solo)"</option>
                    </select>
                </label>
                <label>"Pieces "
                    <select data-option="pieces" on:change:target=move |ev| pieces.set(ev.target().value().parse().unwrap_or(5))>
                        <option value="5">"5 (short Senet)"</option>
                        <option value="7">"7 (long Senet)"</option>
                    </select>
                </label>
                <label>"Cycles "
                    <input type="number" min="1" max="9" value="1" data-option="cycles"
                        on:change:target=move |ev| cycles.set(ev.target().value().parse().unwrap_or(1))/>
                </label>
                <label>"or a time limit in minutes (0: none) "
                    <input type="number" min="0" max="600" value="0" data-option="minutes"
                        on:change:target=move |ev| minutes.set(ev.target().value().parse().unwrap_or(0))/>
                </label>
                <label><input type="checkbox" checked=true data-option="release"
                    on:change:target=move |ev| release.set(ev.target().checked())/>" Release from 28–30 (G5)"</label>
                <label><input type="checkbox" checked=true data-option="touch-move"
                    on:change:target=move |ev| touch_move.set(ev.target().checked())/>" Touch-move (K17)"</label>
                {[Side::Spools, Side::Cones].map(|side| view! {
                    <label>{format!("{} ", capitalized(side_name(System::Kendall, side)))}
                        <select data-option=format!("player-{}", side_name(System::Kendall, side))
                            on:change:target=move |ev| players.update(|p| p[side.index()] = ev.target().value())>
                            <option value="">"a person"</option>
                            {Level::ALL.map(|level| view! {
                                <option value=level.name()>{format!("the computer ({level})")}</option>
                            })}
                        </select>
                    </label>
                })}
                <p class="players-note">"In the game with the gods the spools are the gods, whose throws decide their moves; the computer can advise the operator (Hint)."</p>
                <button type="submit" data-action="start">"Start"</button>
            </form>
        })
    }
}

/// The win-probability bar and the hint: every legal move with its estimated chance of winning.
#[component]
pub fn Advice() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let hint = RwSignal::new(false);
    let chances = Memo::new(move |_| {
        let game = ctx.game.get();
        game.winner().is_none().then(|| win_chance(&game, Side::Spools, 1))
    });
    let bar = move || {
        chances.get().map(|spools| {
            let system = ctx.session.with(|s| s.options.system);
            let percent = (spools * 100.0).round();
            view! {
                <div class="win-bar" role="img"
                    aria-label=format!("Chances: {} {percent}%, {} {}%", side_name(system, Side::Spools), side_name(system, Side::Cones), 100.0 - percent)>
                    <span class="spools-share" style=format!("width: {percent}%")></span>
                </div>
                <p class="win-numbers">{format!("{} {percent}% · {} {}%", capitalized(side_name(system, Side::Spools)), side_name(system, Side::Cones), 100.0 - percent)}</p>
            }
        })
    };
    let moves = move || {
        let game = ctx.game.get();
        if !hint.get() || !matches!(game.stage(), Stage::Move { .. }) {
            return None;
        }
        let ranked = rank_moves(&game, Level::Strong);
        Some(view! {
            <ol class="hint">
                {ranked.into_iter().map(|(mv, p)| view! {
                    <li>{format!("{mv}: {:.0}% to win", p * 100.0)}</li>
                }).collect_view()}
            </ol>
        })
    };
    view! {
        <section class="advice" aria-label="Advice">
            {bar}
            <button data-action="hint" aria-pressed=move || hint.get().to_string() on:click=move |_| hint.update(|h| *h = !*h)>
                "Hint"
            </button>
            {moves}
        </section>
    }
}

/// For a finished game: the decisions that lost the most winning chance.
#[component]
fn Analysis() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let shown = RwSignal::new(false);
    let mistakes = move || {
        if !shown.get() {
            return None;
        }
        let session = ctx.session.get();
        let recorder = ctx.recorder.get();
        let system = session.options.system;
        let mut decisions = analyse(session.options, &session.actions, Level::Strong).unwrap_or_default();
        decisions.sort_by(|a, b| b.loss().total_cmp(&a.loss()));
        let lines = recorder.record().lines.clone();
        Some(view! {
            <ol class="mistakes">
                {decisions.into_iter().take(8).map(|d| {
                    let line = lines.get(d.line).map(|l| l.display(system).to_string()).unwrap_or_default();
                    view! {
                        <li>{format!("{line}: {} played; {} was best ({:.0}% of winning chance lost)", d.played, d.best, d.loss() * 100.0)}</li>
                    }
                }).collect_view()}
            </ol>
        })
    };
    view! {
        <button data-action="analyse" on:click=move |_| shown.set(true)>"Analyse the game"</button>
        {mistakes}
    }
}
