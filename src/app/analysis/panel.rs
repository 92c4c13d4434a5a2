//! The analysis board's panel: the position box, the table of throws, a chosen throw's moves, and
//! the rollouts.

use leptos::prelude::*;

use super::link::listen_for_positions;
use super::rollout::{LevelChoice, RolloutRow};
use super::text::{best_words, move_words, percent};
use crate::ai::analysis::{Analyser, Analysis, BestOf, Outcome, DEPTH};
use crate::ai::{Level, Squares};
use crate::app::contexts::prefs::use_prefs;
use crate::app::contexts::shown::{use_board_view, Visit};
use crate::app::contexts::table::use_table;
use crate::app::contexts::ui::{table_into_view, use_panels};
use crate::app::glossary;
use crate::app::i18n::{capitalized, fixed, side_name, tr};
use crate::app::later;
use crate::app::panel_head::PanelHead;
use crate::app::library::use_library;
use crate::app::marks::{mark, measure};
use crate::app::messages::position_message;
use crate::app::share;
use crate::app::state::Session;
use crate::app::visiting::{use_visits, Visits};
use crate::engine::{Action, Game, Move, Options, Parts, Side, System};
use crate::record::position::to_link;

later::part!(drawing => AnalysisPanel);

/// The panel, while it is open (`Panels::analysis`); a position link opens it on its position.
#[component]
pub fn AnalysisPanel() -> impl IntoView {
    let (prefs, open) = (use_prefs(), use_panels().analysis);
    // The position asked for by a link (or an "Analyse" button), analysed as the panel opens.
    let asked = RwSignal::new(None::<Game>);
    listen_for_positions(move |game| {
        asked.set(Some(game));
        open.set(true);
        request_animation_frame(|| {
            if let Some(panel) = document().query_selector("[data-analysis]").ok().flatten() {
                panel.scroll_into_view();
            }
        });
    });
    move || {
        let asked = asked.get();
        open.get().then(|| view! {
            <section class="analysis" data-analysis="" aria-label=move || prefs.tr("Analysis board", "Доска анализа")>
                <PanelHead title=("Analysis board", "Доска анализа") close="close-analysis"
                    close_label=("Close the analysis board", "Закрыть доску анализа") open=open/>
                <Board asked=asked/>
            </section>
        })
    }
}

/// The position box and what it shows.
#[component]
fn Board(asked: Option<Game>) -> impl IntoView {
    let (table, prefs) = (use_table(), use_prefs());
    // The position asked for, else the game's last at a throw (the board's own, or the one whose
    // throw is being played).
    let shown = asked.unwrap_or_else(|| table.with_untracked(|s| s.throw_before(s.actions.len())));
    let options = RwSignal::new(*shown.options());
    let text = RwSignal::new(shown.arrangement());
    let problem = RwSignal::new(None::<String>);
    let analysed = RwSignal::new(None::<(Game, Analysis)>);
    let chosen = RwSignal::new(None::<u8>);
    // Each position analysed ends the steps of the one before.
    let run = StoredValue::new(0u32);
    let working = RwSignal::new(false);
    // The position being set up on the board, square by square: the text follows it.
    let (board, visits) = (use_board_view(), use_visits());
    let setting_up = move || board.visit() == Some(Visit::SettingUp);
    Effect::new(move |_| {
        if setting_up() {
            let game = table.game();
            options.set(*game.options());
            text.set(game.arrangement());
        }
    });
    // The position in the box (read once a change), or why it is none.
    let parsed = Memo::new(move |_| Game::arrange(options.get(), text.get().trim()));
    let refused = move |reason: &str| {
        let lang = prefs.lang_now();
        let reason = position_message(lang, reason);
        problem.set(Some(tr!(lang, "That position cannot be analysed: {reason}.", "Эту позицию нельзя разобрать: {reason}.")));
    };
    let typed = move || parsed.get_untracked().map_err(|reason| refused(&reason));
    let set_up = move |game: Game| {
        problem.set(None);
        visits.visit(Visit::SettingUp, Session::from_position(game, js_sys::Date::now()));
        request_animation_frame(table_into_view);
    };
    let analyse_now = move |game: Game| {
        match Analyser::new(&game, DEPTH) {
            Some(analyser) => {
                problem.set(None);
                run.update_value(|r| *r += 1);
                working.set(true);
                analyse_in_steps(analyser, run, run.get_value(), move |analysis| {
                    working.set(false);
                    chosen.set(None);
                    analysed.set(Some((game, analysis)));
                    // Measured for the budget script: how long a table takes in the browser.
                    measure("senet-analysis", "senet-analysis-start");
                });
            }
            None => problem.set(Some(prefs.tr("That game is over: no throw to analyse.", "Эта партия окончена: разбирать нечего.").to_string())),
        }
    };
    let set_position = move || {
        mark("senet-analysis-start");
        match typed() {
            // A position typed while one is set up on the board goes there too.
            Ok(game) if setting_up() && table.with_untracked(|s| s.start) != Some(game) => {
                visits.visit(Visit::SettingUp, Session::from_position(game, js_sys::Date::now()));
                analyse_now(game);
            }
            Ok(game) => analyse_now(game),
            // The position analysed before stays.
            Err(()) => {}
        }
    };
    if asked.is_some() {
        set_position();
    }
    let system = move |value: String| {
        let system = System::from_name(&value).unwrap_or(System::Kendall);
        options.update(|o| *o = Options { system, ..Options::new(system, o.pieces) });
    };
    let pieces = move |value: String| {
        let pieces = value.parse().unwrap_or(5);
        options.update(|o| *o = Options { pieces, ..Options::new(o.system, pieces) });
    };
    // What the board cannot show, changed in the box's position (and on the board while one is
    // set up there): whose throw, and each side's drowned pieces.
    let change = move |change: &dyn Fn(&mut Parts)| {
        let Ok(game) = typed() else { return };
        let mut parts = game.parts();
        change(&mut parts);
        match Game::set_up(*game.options(), parts) {
            Ok(changed) if setting_up() => set_up(changed),
            Ok(changed) => text.set(changed.arrangement()),
            Err(reason) => refused(&reason),
        }
    };
    let position_now = move || parsed.get().ok();
    view! {
        <p>{move || prefs.tr("A position in the position notation: each side's squares, whose throw, and what the board cannot show (drowned pieces, the counter of extra throws…).",
            "Позиция в нотации позиций: поля каждой стороны, чей бросок и то, чего не видно на доске (утонувшие фишки, счётчик лишних бросков…).")}</p>
        <form class="position-form" on:submit=move |ev| { ev.prevent_default(); set_position(); }>
            <label>{move || prefs.tr("System ", "Система ")}
                <select data-option="analysis-system" on:change:target=move |ev| system(ev.target().value())>
                    {[(System::Kendall, glossary::KENDALL), (System::Bell, glossary::BELL), (System::Cycles, glossary::CYCLES), (System::Gods, glossary::GODS)].map(|(s, term)| view! {
                        <option value=s.name() selected=move || options.get().system == s>{move || capitalized(term.get(prefs.lang.get()))}</option>
                    }).collect_view()}
                </select>
            </label>
            <label>{move || prefs.tr("Pieces ", "Фишек ")}
                <select data-option="analysis-pieces" on:change:target=move |ev| pieces(ev.target().value())>
                    {[5u8, 7].map(|n| view! { <option value=n.to_string() selected=move || options.get().pieces == n>{n}</option> }).collect_view()}
                </select>
            </label>
            <label class="position-text">{move || prefs.tr("Position ", "Позиция ")}
                <input data-position-input="" autocomplete="off" spellcheck="false" maxlength="300" prop:value=move || text.get()
                    on:input:target=move |ev| text.set(ev.target().value())/>
            </label>
            <label>{move || prefs.tr("Whose throw ", "Чей бросок ")}
                <select data-option="analysis-turn" on:change:target=move |ev| {
                    let side = if ev.target().value() == "C" { Side::Cones } else { Side::Spools };
                    change(&|parts| parts.to_move = side);
                }>
                    {[(Side::Spools, "S"), (Side::Cones, "C")].map(|(side, letter)| view! {
                        <option value=letter selected=move || position_now().is_some_and(|g| g.to_move() == side)>
                            {move || capitalized(side_name(prefs.lang.get(), options.get().system, side))}
                        </option>
                    }).collect_view()}
                </select>
            </label>
            {[Side::Spools, Side::Cones].map(|side| view! {
                <label>{move || {
                    let (lang, system) = (prefs.lang.get(), options.get().system);
                    let sides = side_name(lang, system, side);
                    tr!(lang, "Drowned, {sides} ", "Утонуло, {sides}: ")
                }}
                    <input type="number" min="0" max="7" data-option=format!("drowned-{}", if side == Side::Spools { "spools" } else { "cones" })
                        prop:value=move || position_now().map_or(0, |g| g.drowned(side)).to_string()
                        on:change:target=move |ev| {
                            let drowned = ev.target().value().parse::<u8>().unwrap_or(0).min(7);
                            change(&|parts| parts.drowned[side.index()] = drowned);
                        }/>
                </label>
            }).collect_view()}
            <button type="submit" data-action="set-position">{move || prefs.tr("Analyse", "Разобрать")}</button>
        </form>
        <div class="set-up">
            <button data-action="set-up-on-board" on:click=move |_| { let _ = typed().map(set_up); }>
                {move || prefs.tr("Set it up on the board", "Расставить на доске")}
            </button>
            <button data-action="empty-board" on:click=move |_| {
                let options = options.get_untracked();
                let empty = Parts { board: [0, 0], ..Game::new(options).parts() };
                let _ = Game::set_up(options, empty).map(set_up);
            }>{move || prefs.tr("An empty board", "Пустая доска")}</button>
        </div>
        {move || problem.get().map(|said| view! { <p class="alert" role="alert" data-position-problem="">{said}</p> })}
        {move || working.get().then(|| view! { <p role="status" data-analysing="">{prefs.tr("Analysing every throw…", "Разбираем каждый бросок…")}</p> })}
        {move || analysed.get().map(|(game, analysis)| view! {
            <Throws game=game analysis=analysis chosen=chosen/>
            <ShareLink link=share::page_with(&format!("#{}", to_link(&game)))/>
            <PlayOn game=game/>
            // A new position, a new rollout.
            <RolloutRow game=game/>
        })}
    }
}

/// A move of the table on the board: the position, the throw and the move played there, marked
/// as the last move (the saved game untouched until "Back to my game").
fn show_move(visits: Visits, game: Game, value: u8, mv: Move) {
    let mut session = Session::from_position(game, js_sys::Date::now());
    session.actions = vec![Action::Throw(value), Action::Move(mv)];
    visits.visit(Visit::Analysed, session);
    request_animation_frame(table_into_view);
}

/// One step of `analyser` a task, so that the page answers between them (a step is a throw's
/// moves, a few tens of milliseconds); `done` gets the analysis unless `run` moved on.
fn analyse_in_steps(mut analyser: Analyser, run: StoredValue<u32>, this: u32, done: impl FnOnce(Analysis) + 'static) {
    set_timeout(
        move || {
            if run.get_value() != this {
                return;
            }
            match analyser.step() {
                Some(analysis) => done(analysis),
                None => analyse_in_steps(analyser, run, this, done),
            }
        },
        std::time::Duration::ZERO,
    );
}

/// The table of throws and, for the chosen one, every move ranked.
#[component]
fn Throws(game: Game, analysis: Analysis, chosen: RwSignal<Option<u8>>) -> impl IntoView {
    let system = game.options().system;
    let (prefs, visits) = (use_prefs(), use_visits());
    let side = analysis.side;
    let chance = analysis.chance;
    let rows = analysis.throws.clone();
    let ranked = analysis.throws.clone();
    let revive = analysis.revive;
    let caption = move || {
        let lang = prefs.lang.get();
        let (who, chance) = (side_name(lang, system, side), percent(chance));
        tr!(lang, "The {who} to throw: their winning chance {chance}", "Бросают {who}: их шанс на победу {chance}")
    };
    let row = move |row: crate::ai::analysis::ThrowRow| {
        let value = row.value;
        let sixteenths = (row.probability * 16.0).round() as u8;
        let best = BestOf(&row).to_string();
        let (after, exact) = (percent(row.chance), fixed(row.chance, 4));
        view! {
            <tr data-analysis-throw=value data-best=best data-chance=exact>
                <th scope="row">
                    <button aria-pressed=move || (chosen.get() == Some(value)).to_string() on:click=move |_| chosen.set(Some(value))
                        aria-label=move || tr!(prefs.lang.get(), "Throw {value}: every move", "Бросок {value}: все ходы")>{value}</button>
                </th>
                <td>{format!("{sixteenths}/16")}</td>
                <td>{move || best_words(prefs.lang.get(), &game, &row)}</td>
                <td>{after}</td>
            </tr>
        }
    };
    let moves = move || {
        let value = chosen.get()?;
        let row = ranked.iter().find(|r| r.value == value)?.clone();
        let Outcome::Moves(moves) = row.outcome else { return None };
        let best = moves[0].1;
        let lang = prefs.lang.get();
        Some(view! {
            <h3>{tr!(lang, "Every move with a {value}", "Все ходы при броске {value}")}</h3>
            <ol class="analysis-moves">
                {moves.into_iter().map(|(mv, chance)| {
                    let lost = percent(best - chance);
                    view! {
                        <li data-analysis-move=Squares(mv).to_string() data-chance=fixed(chance, 4)>
                            <button class="analysis-move" data-action="show-move" on:click=move |_| show_move(visits, game, value, mv)>
                                {format!("{}: {}", move_words(lang, &game, value, mv), percent(chance))}
                                {(chance < best).then(|| tr!(lang, " ({lost} less than the best)", " (на {lost} меньше лучшего)"))}
                            </button>
                        </li>
                    }
                }).collect_view()}
            </ol>
        })
    };
    view! {
        <table class="analysis-table" data-analysis-table="" data-chance=fixed(chance, 4)>
            <caption>{caption}</caption>
            <thead><tr>
                <th scope="col">{move || prefs.tr("Throw", "Бросок")}</th>
                <th scope="col">{move || prefs.tr("Falls", "Выпадает")}</th>
                <th scope="col">{move || prefs.tr("Best", "Лучше всего")}</th>
                <th scope="col">{move || prefs.tr("Winning chance after", "Шанс после")}</th>
            </tr></thead>
            <tbody>{rows.into_iter().map(row).collect_view()}</tbody>
        </table>
        {revive.map(|revived| view! {
            <p data-analysis-revive=fixed(revived, 4)>{move || {
                let chance = percent(revived);
                tr!(prefs.lang.get(), "Reviving a drowned piece on 15 instead of throwing: {chance}", "Возродить утонувшую фишку на поле 15 вместо броска: {chance}")
            }}</p>
        })}
        {moves}
    }
}

/// The analysed position as a link to send: it opens this board on it.
#[component]
fn ShareLink(link: String) -> impl IntoView {
    let prefs = use_prefs();
    view! {
        <label class="position-link">{move || prefs.tr("This position as a link ", "Эта позиция ссылкой ")}
            <input data-position-link="" readonly="" prop:value=link/>
        </label>
    }
}

/// "Play on from here": a new game from the analysed position, against the computer (the player
/// takes the side to throw) or two on this device; the game on the board goes to the library.
#[component]
fn PlayOn(game: Game) -> impl IntoView {
    let (library, prefs) = (use_library(), use_prefs());
    let level = RwSignal::new(Level::Strong);
    let gods = game.options().system == System::Gods;
    let play_on = move |computer: Option<Level>| {
        let mut session = Session::from_position(game, js_sys::Date::now());
        if let Some(level) = computer {
            session.computer[game.to_move().opponent().index()] = Some(level);
        }
        library.start_new(session);
    };
    view! {
        <div class="play-on" data-play-on="">
            {(!gods).then(|| view! {
                <LevelChoice option="play-on-level" levels=&Level::ALL level=level
                    label=("Against the computer at ", "Против компьютера, уровень ")/>
                <button data-action="play-on-computer" on:click=move |_| play_on(Some(level.get_untracked()))>
                    {move || prefs.tr("Play on from here", "Играть отсюда")}
                </button>
            })}
            <button data-action="play-on-two" on:click=move |_| play_on(None)>
                {move || prefs.tr("Play on here, two on this device", "Играть отсюда вдвоём на этом устройстве")}
            </button>
        </div>
    }
}
