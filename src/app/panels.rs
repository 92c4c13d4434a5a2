//! The panels beside the board: status, sticks and throw button, game over, the record, new game.

use leptos::prelude::*;

use super::board::PieceShape;
use super::cards::house_name;
use super::glossary::{self, level_name};
use super::i18n::{capitalized, count, side_name, side_name_genitive, tr, Lang};
use super::messages::message;
use super::later::{Later, Part};
use super::Ctx;
use crate::engine::squares::House;
use crate::ai::review::DEPTH;
use crate::ai::{rank_moves_at, win_chance, Level};
use crate::engine::{Action, CycleGoal, Game, Move, Options, Phase, Side, Stage, System};
use crate::record::import::{Problems, MAX_IMPORT_BYTES};
use crate::record::link::{EncodeError, MAX_CHARS};
use crate::record::{Entry, Mark, Outcome};

pub fn title(lang: Lang, options: &Options) -> String {
    let length = match options.pieces {
        7 => tr!(lang, "long Senet", "долгий Сенет"),
        _ => tr!(lang, "short Senet", "короткий Сенет"),
    };
    let system = match (options.system, options.goal) {
        (System::Kendall, _) => tr!(lang, "Kendall system", "система Кендалла"),
        (System::Bell, _) => tr!(lang, "Bell system", "система Белла"),
        (System::Cycles, CycleGoal::Cycles(n)) => tr!(lang, "Kendall ↔ Bell, cycles: {n}", "Кендалл ↔ Белл, кругов: {n}"),
        (System::Cycles, CycleGoal::TimeLimit { minutes }) => {
            tr!(lang, "Kendall ↔ Bell, {minutes} minutes", "Кендалл ↔ Белл, {minutes} мин.")
        }
        (System::Gods, _) if options.release => tr!(lang, "with the gods, release on", "с богами, с освобождением"),
        (System::Gods, _) => tr!(lang, "with the gods, release off", "с богами, без освобождения"),
    };
    format!("{}, {length}", capitalized(&system))
}

/// What the game waits for, in words.
pub fn waiting_for(lang: Lang, game: &Game) -> String {
    let system = game.options().system;
    let who = capitalized(side_name(lang, system, game.to_move()));
    match game.stage() {
        Stage::Throw if game.must_revive() => tr!(lang, "{who}: revive a drowned piece on 15 (K14)", "{who}: воскрешение — утонувшая фишка возрождается на поле 15 (K14)"),
        Stage::Throw => tr!(lang, "{who} to throw", "{who}: бросок"),
        Stage::Move { value, .. } => tr!(lang, "{who}: {value} thrown, choose a piece", "{who}: выпало {value}, выберите фишку"),
        Stage::GodsPiece { distance } => tr!(lang, "The gods throw again for the piece that moves {distance} (G4)", "Боги бросают ещё раз: какая фишка пойдёт на {distance} (G4)"),
        Stage::Fate { owner } => {
            let owner = side_name_genitive(lang, system, owner);
            tr!(lang, "Fate throw for the piece of {owner} on 26 (K13)", "Бросок судьбы для фишки {owner} на поле 26 (K13)")
        }
        Stage::Over { winner } => {
            let winner = capitalized(side_name(lang, system, winner));
            tr!(lang, "{winner} won", "Победа: {winner}")
        }
    }
}

/// Where the picked piece will end and what will happen there, before it moves.
fn preview(lang: Lang, game: &Game, mv: Move) -> String {
    let (from, to) = (mv.from, mv.to);
    let mut said = match (mv.is_entry(), mv.is_bear_off(), mv.ba) {
        (true, _, _) => tr!(lang, "Enters on {to}.", "Фишка выставляется на поле {to}."),
        (_, true, _) => tr!(lang, "{from} leaves the board.", "Фишка с поля {from} уходит с доски."),
        (_, _, true) => tr!(lang, "{from} → 21, and the House of Ba carries the piece on to {to}.", "{from} → 21, и Дом Ба несёт фишку дальше, на {to}."),
        _ => format!("{from} → {to}."),
    };
    if mv.capture {
        if let Some(side) = game.piece_at(mv.to) {
            said.push(' ');
            let whose = side_name_genitive(lang, game.options().system, side);
            said.push_str(&tr!(lang, "Captures the piece of {whose} there, which goes to {from}.", "Бьёт там фишку {whose}: она встаёт на {from}."));
        }
    }
    let kendall = game.phase(game.to_move()) == Phase::Kendall;
    let house = House::at(mv.to).filter(|h| kendall || matches!(h, House::Rebirth | House::Net));
    if let Some(house) = house.filter(|_| !mv.is_bear_off()) {
        said.push(' ');
        said.push_str(&landed(lang, house, Landed::Mover));
    }
    said
}

/// K11's counter in words.
fn counter_text(lang: Lang, counter: i8) -> Option<String> {
    let n = counter.unsigned_abs();
    match counter {
        0 => None,
        1.. => {
            let throws = count(lang, n.into(), ["extra throw", "extra throws"], ["дополнительный бросок", "дополнительных броска", "дополнительных бросков"]);
            Some(tr!(lang, "{throws} pending", "в запасе {throws}"))
        }
        -1 => Some(tr!(lang, "skips the next turn", "пропускает следующий ход")),
        _ => {
            let turns = count(lang, n.into(), ["turn", "turns"], ["ход", "хода", "ходов"]);
            Some(tr!(lang, "skips the next {turns}", "пропускает {turns}"))
        }
    }
}

/// Whose piece a House took.
#[derive(Clone, Copy)]
enum Landed {
    Mover,
    Captured,
    Fate,
}

/// What a House did to the piece that came to it, in one sentence.
fn landed(lang: Lang, house: House, who: Landed) -> String {
    let name = house_name(lang, house);
    let effect = match (lang, house) {
        (Lang::En, House::Rebirth) => "one extra throw",
        (Lang::En, House::Net) => "a throw is lost",
        (Lang::En, House::Beauty) => "the fate throw follows",
        (Lang::En, House::Water) => "the piece drowned and waits to be revived on 15",
        (Lang::En, House::ThreeTruths) => "the piece leaves the board with a 3",
        (Lang::En, House::IsisAndNephthys) => "the piece leaves the board with a 2",
        (Lang::En, House::RisingSun) => "the piece leaves the board with a 1",
        (Lang::En, House::Ba) => "the move counts twice",
        (Lang::Ru, House::Rebirth) => "дополнительный бросок",
        (Lang::Ru, House::Net) => "бросок пропадает",
        (Lang::Ru, House::Beauty) => "следует бросок судьбы",
        (Lang::Ru, House::Water) => "фишка утонула и ждёт воскрешения на поле 15",
        (Lang::Ru, House::ThreeTruths) => "фишка уйдёт с доски при броске 3",
        (Lang::Ru, House::IsisAndNephthys) => "фишка уйдёт с доски при броске 2",
        (Lang::Ru, House::RisingSun) => "фишка уйдёт с доски при броске 1",
        (Lang::Ru, House::Ba) => "ход удваивается",
    };
    match who {
        Landed::Mover => tr!(lang, "{name}: {effect}.", "{name}: {effect}."),
        Landed::Captured => tr!(lang, "The captured piece went to the {name}: {effect}.", "Побитая фишка попала в {name}: {effect}."),
        Landed::Fate => tr!(lang, "Fate took the piece to the {name}: {effect}.", "Судьба привела фишку в {name}: {effect}."),
    }
}

/// A record line as written, and what it did: the Houses' effects, or the revival.
pub(super) fn line_said(lang: Lang, system: System, line: &crate::record::Line) -> (String, Vec<String>) {
    let effects = match &line.entry {
        Entry::Throw { outcome, .. } => effects(lang, outcome),
        Entry::Revive => vec![glossary::REVIVED.get(lang).to_string()],
    };
    (line.display(system).to_string(), effects)
}

/// What the Houses did in the last line of the record.
fn effects(lang: Lang, outcome: &Outcome) -> Vec<String> {
    let Outcome::Move { path, mark, capture, fate } = outcome else { return Vec::new() };
    let house = |mark: Mark, who: Landed| {
        let house = match mark {
            Mark::Rebirth => House::Rebirth,
            Mark::Net => House::Net,
            Mark::Beauty => House::Beauty,
            Mark::Water => House::Water,
            Mark::Waits(28) => House::ThreeTruths,
            Mark::Waits(29) => House::IsisAndNephthys,
            Mark::Waits(_) => House::RisingSun,
        };
        landed(lang, house, who)
    };
    let mut said = Vec::new();
    if path.ba {
        let to = path.to;
        said.push(tr!(lang, "House of Ba: the move went on from 21 to {to}.", "Дом Ба: ход продолжился с 21 до {to}."));
    }
    if let Some(mark) = mark {
        said.push(house(*mark, Landed::Mover));
    }
    if let Some(capture) = capture {
        let (from, to) = (capture.path.from, capture.path.to);
        let captured = glossary::CAPTURED.get(lang);
        said.push(tr!(lang, "{captured}: the piece on {from} was exchanged onto {to}.", "{captured} фишка с поля {from}: она встала на {to}."));
        if let Some(mark) = capture.knocked {
            said.push(house(mark, Landed::Captured));
        }
    }
    if let Some(fate) = fate {
        let value = fate.value;
        match fate.result {
            Some((path, mark)) => {
                let to = path.to;
                said.push(tr!(lang, "Fate throw {value}: the piece went to {to}.", "Бросок судьбы {value}: фишка ушла на {to}."));
                if let Some(mark) = mark {
                    said.push(house(mark, Landed::Fate));
                }
            }
            None => said.push(tr!(lang, "Fate throw {value}: no free square, the piece stays on 26.", "Бросок судьбы {value}: свободного поля нет, фишка остаётся на 26.")),
        }
    }
    said
}

#[component]
pub fn Status() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let side_row = move |side: Side| {
        let lang = ctx.lang.get();
        let game = ctx.game.get();
        let session = ctx.session.get();
        let system = session.options.system;
        let player = match (system, session.computer[side.index()]) {
            (System::Gods, _) => String::new(),
            (_, Some(level)) => {
                let level = level_name(lang, level);
                tr!(lang, " (the computer, {level})", " (компьютер, {level})")
            }
            _ => {
                let spools = session.spools_player();
                let n = if side == Side::Spools { spools } else { 3 - spools };
                tr!(lang, " (player {n})", " (игрок {n})")
            }
        };
        let mut facts = Vec::new();
        if let Some(text) = counter_text(lang, game.counter(side)) {
            facts.push(text);
        }
        if system == System::Cycles {
            let done = game.phases_done(side);
            facts.push(match game.phase(side) {
                Phase::Kendall => tr!(lang, "Kendall phase, {done} phases done", "фаза Кендалла, пройдено фаз: {done}"),
                Phase::Bell => tr!(lang, "Bell phase, {done} phases done", "фаза Белла, пройдено фаз: {done}"),
            });
        }
        if game.is_domain_of(side, 1) {
            let domains = glossary::DOMAINS.get(lang);
            facts.push(tr!(lang, "{domains}: the odd squares", "{domains}: нечётные поля"));
        }
        view! {
            <li class="player" class:to-move=game.to_move() == side && game.winner().is_none()>
                <PieceShape side=side/>
                <span class="who">{format!("{}{player}", capitalized(side_name(lang, system, side)))}</span>
                <span class="facts">{facts.join("; ")}</span>
            </li>
        }
    };
    let last = move || {
        let lang = ctx.lang.get();
        ctx.recorder.with(|r| {
            let system = r.game().options().system;
            r.record().lines.last().map(|line| line_said(lang, system, line))
        })
    };
    view! {
        <section class="status" aria-label=move || ctx.tr("Status", "Положение")>
            <ul class="players">
                {move || side_row(Side::Spools)}
                {move || side_row(Side::Cones)}
            </ul>
            {move || {
                let session = ctx.session.get();
                (!session.throw_off.is_empty() && session.throw_off_complete() && session.actions.is_empty()).then(|| {
                    let lang = ctx.lang.get();
                    let throws = session.throw_off.iter().enumerate()
                        .map(|(i, t)| {
                            let player = i % 2 + 1;
                            tr!(lang, "player {player}: {t}", "игрок {player}: {t}")
                        })
                        .collect::<Vec<_>>()
                        .join(", ");
                    let starter = session.spools_player();
                    // Each throw of the throw-off drawn as its four sticks.
                    let drawn = session.throw_off.iter().map(|&value| {
                        let fall = Some(crate::engine::Sticks::showing(value));
                        view! { <span class="mini-sticks" aria-hidden="true">{four_sticks(fall)}</span> }
                    }).collect_view();
                    view! {
                        <div class="throw-off">
                            <div class="throw-off-sticks">{drawn}</div>
                            <p>{tr!(lang, "Throw-off (K2): {throws}. Player {starter} threw the 1, plays the spools and starts.",
                                "Розыгрыш первого хода (K2): {throws}. Игрок {starter} выбросил единицу, играет катушками и ходит первым.")}</p>
                        </div>
                    }
                })
            }}
            {move || last().map(|(line, effects)| view! {
                <div class="last" aria-live="polite">
                    <p>{move || ctx.tr("Last line: ", "Последняя запись: ")} <code>{line}</code></p>
                    <ul class="effects">{effects.into_iter().map(|e| view! { <li>{e}</li> }).collect_view()}</ul>
                </div>
            })}
        </section>
    }
}

/// What the game waits for, and what the player should know now: beside the throw button, in view
/// with the board on every screen.
#[component]
pub fn Turn() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let clock = move || {
        let session = ctx.session.get();
        let CycleGoal::TimeLimit { minutes } = session.options.goal else { return None };
        if session.options.system != System::Cycles {
            return None;
        }
        let left = (session.started_at + f64::from(minutes) * 60_000.0 - ctx.now.get()).max(0.0) / 1000.0;
        let (m, s) = ((left / 60.0) as u32, left as u32 % 60);
        Some(tr!(ctx.lang.get(), "Time left: {m}:{s:02}", "Осталось времени: {m}:{s:02}"))
    };
    view! {
        <div class="turn-text">
            {move || match ctx.lesson.get() {
                Some(_) => view! { <Later part=Part::LessonTask/> }.into_any(),
                None => view! {
                    <p class="waiting" aria-live="polite">{move || {
                        let lang = ctx.lang.get();
                        let session = ctx.session.get();
                        if session.throw_off_complete() {
                            return waiting_for(lang, &ctx.game.get());
                        }
                        let player = session.throw_off.len() % 2 + 1;
                        tr!(lang, "Throw-off (K2): player {player} throws; the first to throw a 1 plays the spools",
                            "Розыгрыш первого хода (K2): бросает игрок {player}; кто первым выбросит единицу, играет катушками")
                    }}</p>
                    <super::lessons::Welcome/>
                }.into_any(),
            }}
            {clock}
            {move || ctx.picked_move().map(|mv| view! { <p class="preview">{preview(ctx.lang.get(), &ctx.game.get(), mv)}</p> })}
            {move || ctx.notice.get().map(|text| view! { <p class="notice" role="status">{text}</p> })}
            <Later part=Part::HouseLesson/>
        </div>
    }
}

/// Four sticks as they fell; before the first throw they lie unturned (neither face counts yet).
fn four_sticks(fall: Option<crate::engine::Sticks>) -> impl IntoView {
    (0..4)
        .map(|i| {
            let white = fall.map(|f| f.white(i));
            view! {
                <span class="stick" class:white=white == Some(true) class:black=white == Some(false)
                    class:unturned=white.is_none()></span>
            }
        })
        .collect_view()
}

#[component]
pub fn Sticks() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let own_sticks = move || ctx.session.with(|s| s.own_sticks);
    let throw_off_due = move || ctx.session.with(|s| !s.throw_off_complete());
    let throw_due = move || {
        let game = ctx.game.get();
        throw_off_due()
            || ctx.winner_on_time().is_none()
                && (own_sticks() || ctx.computer_to_act().is_none())
                && match game.stage() {
                    Stage::Throw => !game.must_revive(),
                    Stage::GodsPiece { .. } | Stage::Fate { .. } => true,
                    Stage::Move { .. } | Stage::Over { .. } => false,
                }
    };
    // With real sticks: a button for each value, the fall of the four sticks drawn on it.
    let entered = move || {
        (1..=5u8)
            .map(|value| {
                let fall = Some(crate::engine::Sticks::showing(value));
                view! {
                    <button class="entered-value" data-throw-value=value disabled=move || !throw_due() on:click=move |_| ctx.enter(value)>
                        <span class="mini-sticks" aria-hidden="true">{four_sticks(fall)}</span>
                        <span>{value}</span>
                    </button>
                }
            })
            .collect_view()
    };
    let label = move || match ctx.game.get().stage() {
        Stage::GodsPiece { .. } => ctx.tr("Throw for the gods' piece", "Бросок за фишку богов"),
        Stage::Fate { .. } => ctx.tr("Fate throw", "Бросок судьбы"),
        _ => ctx.tr("Throw", "Бросить"),
    };
    let value = move || {
        ctx.session.get().sticks.map(|bits| {
            let value = crate::engine::Sticks::new(bits).value();
            let extra = if crate::engine::gives_extra_throw(value) { ctx.tr(" — an extra throw", " — дополнительный бросок") } else { "" };
            tr!(ctx.lang.get(), "Thrown: {value}{extra}", "Выпало: {value}{extra}")
        })
    };

    view! {
        <section class="throwing" aria-label=move || glossary::STICKS.get(ctx.lang.get())>
            // Made anew for every throw, so that the sticks tumble (CSS) each time.
            {move || {
                let (throw, fall) = ctx.session.with(|s| (s.revision, s.sticks.map(crate::engine::Sticks::new)));
                view! { <div class="sticks" data-throw=throw aria-hidden="true">{four_sticks(fall)}</div> }
            }}
            <p class="value">{value}</p>
            {move || if own_sticks() {
                view! {
                    <div class="entered" role="group" aria-label=move || ctx.tr("The value thrown with real sticks", "Сколько выпало на дощечках")>
                        {entered}
                    </div>
                }.into_any()
            } else {
                view! {
                    <button class="throw" data-action="throw" disabled=move || !throw_due() on:click=move |_| ctx.throw()>
                        {label}
                    </button>
                }.into_any()
            }}
            {move || ctx.game.get().can_revive().then(|| view! {
                <button class="revive" data-action="revive"
                    data-lesson-target=move || (ctx.lesson_target() == Some(super::lessons::Target::Revive)).then_some("action")
                    disabled=move || ctx.computer_to_act().is_some()
                    on:click=move |_| if !ctx.computer_playing() { ctx.act(Action::Revive, None, false) }>
                    {move || glossary::REVIVE.get(ctx.lang.get())}
                </button>
            })}
            // A lesson is played forward only (it starts again instead), with its own throws.
            {move || ctx.lesson.get().is_none().then(|| view! {
                <button class="icon" data-action="undo" aria-label=move || ctx.tr("Take back", "Взять ход назад")
                    disabled=move || ctx.session.with(|s| s.taken_back().is_none()) on:click=move |_| ctx.take_back()>
                    <span aria-hidden="true">"↶"</span>
                </button>
                <button class="icon" data-action="own-sticks" aria-pressed=move || own_sticks().to_string()
                    aria-label=move || ctx.tr("Real sticks: enter the values thrown", "Настоящие дощечки: вводить выпавшие очки")
                    on:click=move |_| ctx.toggle_own_sticks()>
                    // Four sticks in the hand: the real ones.
                    <span class="mini-sticks" aria-hidden="true">{four_sticks(Some(crate::engine::Sticks::showing(2)))}</span>
                </button>
            })}
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
        let lang = ctx.lang.get();
        let session = ctx.session.get();
        let winner = capitalized(side_name(lang, session.options.system, winner));
        let lines = count(lang, ctx.recorder.with(|r| r.record().lines.len()) as u64, ["record line", "record lines"], ["строка записи", "строки записи", "строк записи"]);
        let heading = match by_time {
            true => tr!(lang, "{winner} won (time is up: ahead by C3)", "Победа: {winner} (время вышло: впереди по C3)"),
            false => tr!(lang, "{winner} won", "Победа: {winner}"),
        };
        let summary = title(lang, &session.options);
        Some(view! {
            <section class="game-over" aria-label=ctx.tr("Game over", "Конец партии")>
                <h2>{heading}</h2>
                <p>{tr!(lang, "{summary}: {lines}.", "{summary}: {lines}.")}</p>
                <button data-action="new-game-again" on:click=move |_| ctx.new_game_open.set(true)>{ctx.tr("New game", "Новая партия")}</button>
                <button data-action="review" on:click=move |_| ctx.start_review()>{ctx.tr("Review the game", "Разобрать партию")}</button>
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
            Ok(_) => ctx.notice.set(Some(ctx.tr("Copied.", "Скопировано.").into())),
            Err(_) => ctx.notice.set(Some(ctx.tr("The browser did not allow copying: select the text and copy it.", "Браузер не дал скопировать: выделите текст и скопируйте его.").into())),
        }
    });
}

/// The running record, copy and download, import, and stepping through it.
#[component]
pub fn RecordPanel() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let text = move || ctx.record_text();
    let lines = move || ctx.recorder.with(|r| r.record().lines.len());
    let shown = move || ctx.step.get().unwrap_or_else(lines);
    let pasted = RwSignal::new(String::new());
    let problems = RwSignal::new(None::<Problems>);
    let import = move |source: String| {
        let records = crate::record::split_records(&source);
        if source.len() > MAX_IMPORT_BYTES || records.len() < 2 {
            match super::import(&source) {
                Ok(session) => {
                    problems.set(None);
                    pasted.set(String::new());
                    ctx.visit(super::Visit::Imported, session);
                }
                Err(found) => problems.set(Some(found)),
            }
            return;
        }
        // A file of several records: each becomes a game of the library.
        let (mut games, mut failed) = (Vec::new(), Vec::new());
        for (i, record) in records.iter().enumerate() {
            match super::import(record) {
                Ok(session) => games.push(session),
                Err(found) => failed.push(format!("record {}: {}", i + 1, found.first[0])),
            }
        }
        let more = failed.len().saturating_sub(crate::record::import::PROBLEMS_SHOWN);
        failed.truncate(crate::record::import::PROBLEMS_SHOWN);
        problems.set((!failed.is_empty()).then_some(Problems { first: failed, more }));
        pasted.set(String::new());
        ctx.keep_imported(games);
    };
    let go_to_line = RwSignal::new(String::new());
    view! {
        <details class="record" open>
            <summary>{move || ctx.tr("Game record", "Запись партии")}</summary>
            // Focusable, so that a keyboard can scroll a long record.
            <pre data-record="" tabindex="0">{text}</pre>
            <div class="record-actions">
                <button data-action="copy-record" on:click=move |_| copy_to_clipboard(ctx, text())>{move || ctx.tr("Copy", "Копировать")}</button>
                <DownloadRecord/>
            </div>
            <nav class="stepper" aria-label=move || ctx.tr("Step through the record", "Просмотр записи по строкам")>
                <button data-action="first" on:click=move |_| ctx.go_to(0)>{move || ctx.tr("« First", "« В начало")}</button>
                <button data-action="back" on:click=move |_| ctx.go_to(shown().saturating_sub(1))>{move || ctx.tr("‹ Back", "‹ Назад")}</button>
                <span class="position">{move || {
                    let (shown, lines) = (shown(), lines());
                    tr!(ctx.lang.get(), "line {shown} of {lines}", "строка {shown} из {lines}")
                }}</span>
                <button data-action="forward" on:click=move |_| ctx.go_to(shown() + 1)>{move || ctx.tr("Forward ›", "Вперёд ›")}</button>
                <button data-action="last" on:click=move |_| ctx.go_to(lines())>{move || ctx.tr("Last »", "В конец »")}</button>
                <label>{move || ctx.tr("To line ", "К строке ")}
                    <input type="number" min="0" size="4" data-option="go-to-line" prop:value=go_to_line
                        on:change:target=move |ev| {
                            go_to_line.set(ev.target().value());
                            if let Ok(n) = ev.target().value().parse::<usize>() { ctx.go_to(n.min(lines())) }
                        }/>
                </label>
                {move || ctx.step.get().map(|_| view! {
                    <button data-action="continue-from-here" on:click=move |_| ctx.continue_from_here()>{move || ctx.tr("Continue playing from here", "Играть дальше отсюда")}</button>
                })}
            </nav>
            <div class="import">
                <label for="import-text">{move || ctx.tr("Import a record (paste it, or choose a file)", "Загрузить запись (вставьте текст или выберите файл)")}</label>
                <textarea id="import-text" rows="5" data-option="import-text" prop:value=pasted
                    on:input:target=move |ev| pasted.set(ev.target().value())></textarea>
                <div class="record-actions">
                    <button data-action="import" on:click=move |_| import(pasted.get())>{move || ctx.tr("Import", "Загрузить")}</button>
                    <input type="file" accept=".senet,.txt,text/plain" data-option="import-file"
                        aria-label=move || ctx.tr("Import a record file", "Загрузить файл записи")
                        on:change:target=move |ev| {
                            let Some(file) = ev.target().files().and_then(|files| files.get(0)) else { return };
                            // The size first: a huge file is refused before it is read.
                            if file.size() > MAX_IMPORT_BYTES as f64 {
                                problems.set(Some(Problems::too_large(file.size() as usize)));
                                return;
                            }
                            leptos::task::spawn_local(async move {
                                match wasm_bindgen_futures::JsFuture::from(file.text()).await {
                                    Ok(text) => import(text.as_string().unwrap_or_default()),
                                    Err(_) => problems.set(Some(Problems { first: vec![ctx.tr("The file could not be read.", "Файл не читается.").into()], more: 0 })),
                                }
                            });
                        }/>
                </div>
                {move || problems.get().map(|found| view! {
                    <ul class="import-problems" role="alert">
                        {found.first.into_iter().map(|p| view! { <li>{move || message(ctx.lang.get(), &p)}</li> }).collect_view()}
                        {(found.more > 0).then(|| {
                            let more = found.more;
                            view! { <li>{tr!(ctx.lang.get(), "… and {more} more", "… и ещё {more}")}</li> }
                        })}
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
            <div class="visiting" role="region" aria-label=ctx.tr("Another game", "Другая партия")>
                <p>{match what {
                    super::Visit::Shared => ctx.tr("You are looking at a shared game. The game saved in this browser is untouched.",
                        "Это партия по ссылке. Партия, сохранённая в этом браузере, не тронута."),
                    super::Visit::Imported => ctx.tr("You are looking at an imported record. The game saved in this browser is untouched.",
                        "Это загруженная запись. Партия, сохранённая в этом браузере, не тронута."),
                }}</p>
                <button data-action="keep-visited" on:click=move |_| ctx.keep_visited()>{ctx.tr("Continue this game here", "Продолжить эту партию здесь")}</button>
                <button data-action="leave-visited" on:click=move |_| ctx.leave_visited()>{ctx.tr("Back to my game", "Вернуться к своей партии")}</button>
            </div>
        })
    }
}

/// The record as a `.senet` file to download.
#[component]
fn DownloadRecord() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let href = move || {
        // With the review's marks, once the game is reviewed.
        let text = ctx.record_text();
        format!("data:text/plain;charset=utf-8,{}", String::from(js_sys::encode_uri_component(&text)))
    };
    view! {
        <a class="button" data-action="download-record" download="senet-game.senet" href=href>{move || ctx.tr("Download .senet", "Скачать .senet")}</a>
    }
}

/// The share link of this game, with a copy button; a game too long for a link is offered as a
/// record file instead.
#[component]
pub fn SharePanel() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let link = RwSignal::new(None::<Result<String, EncodeError>>);
    let share = move |_| {
        let made = super::share::link_to(&ctx.session.get_untracked());
        if let Ok(url) = &made {
            super::share::open_share_sheet(url);
        }
        link.set(Some(made));
    };
    view! {
        <section class="share" aria-label=move || ctx.tr("Share", "Поделиться")>
            <button data-action="share" on:click=share>{move || ctx.tr("Share this game", "Поделиться партией")}</button>
            {move || link.get().map(|link| match link {
                Ok(url) => view! {
                    <p class="share-link">
                        <input readonly data-share-link="" aria-label=ctx.tr("Link to this game", "Ссылка на партию") prop:value=url.clone()/>
                        <button data-action="copy-link" on:click=move |_| copy_to_clipboard(ctx, url.clone())>{ctx.tr("Copy link", "Копировать ссылку")}</button>
                    </p>
                }.into_any(),
                Err(EncodeError::TooLong { .. }) => view! {
                    <p class="share-too-long" role="status">
                        {move || tr!(ctx.lang.get(),
                            "This game is too long for a link (at most {MAX_CHARS} characters). Share the record file instead: ",
                            "Эта партия слишком длинная для ссылки (не больше {MAX_CHARS} знаков). Поделитесь файлом записи: ")}
                        <DownloadRecord/>
                    </p>
                }.into_any(),
                Err(EncodeError::NotAGame) => view! {
                    <p role="alert">{move || ctx.tr("This game cannot be put in a link.", "Эту партию нельзя передать ссылкой.")}</p>
                }.into_any(),
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
    // Only what the chosen system uses is asked.
    let chosen = move || System::from_name(&system.get()).unwrap_or(System::Kendall);
    let explanation = move || match chosen() {
        System::Kendall => ctx.tr("Two players race their pieces from 1 to 30 and bear them off; the Houses help and hinder.",
            "Двое ведут фишки от 1 к 30 и выводят их с доски; Дома помогают и мешают."),
        System::Bell => ctx.tr("All pieces enter at 30 and race to 1; the first to stand on all their own squares wins.",
            "Все фишки выставляются на поля 26–30 и идут к 1; побеждает тот, кто первым поставит все фишки в свои владения."),
        System::Cycles => ctx.tr("Kendall, then Bell, and on again, for an agreed number of cycles or a time limit.",
            "Кендалл, затем Белл, и снова, — сколько договорились кругов или пока не выйдет время."),
        System::Gods => ctx.tr("Solo: you play the cones against the gods, whose throws decide their moves.",
            "Для одного: вы играете конусами против богов, чьи ходы решают броски."),
    };
    move || {
        ctx.new_game_open.get().then(|| view! {
            <form class="new-game-form" aria-label=ctx.tr("New game", "Новая партия") on:submit=move |ev| { ev.prevent_default(); start(()); }>
                <label>{ctx.tr("System ", "Система ")}
                    <select data-option="system" prop:value=move || system.get() on:change:target=move |ev| system.set(ev.target().value())>
                        <option value="kendall">{capitalized(glossary::KENDALL.get(ctx.lang.get()))}</option>
                        <option value="bell">{capitalized(glossary::BELL.get(ctx.lang.get()))}</option>
                        <option value="cycles">{capitalized(glossary::CYCLES.get(ctx.lang.get()))}</option>
                        <option value="gods">{capitalized(glossary::GODS.get(ctx.lang.get()))}</option>
                    </select>
                </label>
                <p class="system-note" data-system-note="">{explanation}</p>
                {move || (chosen() != System::Gods).then(|| view! {
                    <label>{ctx.tr("Pieces per player ", "Число фишек ")}
                        <select data-option="pieces" prop:value=move || pieces.get().to_string()
                            on:change:target=move |ev| pieces.set(ev.target().value().parse().unwrap_or(5))>
                            <option value="5">{ctx.tr("5 (short Senet)", "5 (короткий Сенет)")}</option>
                            <option value="7">{ctx.tr("7 (long Senet)", "7 (долгий Сенет)")}</option>
                        </select>
                    </label>
                })}
                {move || (chosen() == System::Cycles).then(|| view! {
                    <label>{ctx.tr("Cycles ", "Кругов ")}
                        <input type="number" min="1" max="9" prop:value=move || cycles.get().to_string() data-option="cycles"
                            on:change:target=move |ev| cycles.set(ev.target().value().parse().unwrap_or(1))/>
                    </label>
                    <label>{ctx.tr("or a time limit in minutes (0: none) ", "или время в минутах (0 — без ограничения) ")}
                        <input type="number" min="0" max="600" prop:value=move || minutes.get().to_string() data-option="minutes"
                            on:change:target=move |ev| minutes.set(ev.target().value().parse().unwrap_or(0))/>
                    </label>
                })}
                {move || (chosen() == System::Gods).then(|| view! {
                    <label><input type="checkbox" prop:checked=move || release.get() data-option="release"
                        on:change:target=move |ev| release.set(ev.target().checked())/>{ctx.tr(" Release from 28–30 (G5)", " Освобождение с полей 28–30 (G5)")}</label>
                })}
                <label><input type="checkbox" prop:checked=move || touch_move.get() data-option="touch-move"
                    on:change:target=move |ev| touch_move.set(ev.target().checked())/>{ctx.tr(" Touch-move (K17)", " Тронул — ходи (K17)")}</label>
                {move || (chosen() != System::Gods).then(|| [(Side::Spools, "player-spools"), (Side::Cones, "player-cones")].map(|(side, option)| view! {
                    <label>{format!("{} ", capitalized(side_name(ctx.lang.get_untracked(), System::Kendall, side)))}
                        <select data-option=option prop:value=move || players.get()[side.index()].clone()
                            on:change:target=move |ev| players.update(|p| p[side.index()] = ev.target().value())>
                            <option value="">{ctx.tr("a person", "человек")}</option>
                            {Level::ALL.map(|level| view! {
                                <option value=level.name()>{move || {
                                    let level = level_name(ctx.lang.get(), level);
                                    tr!(ctx.lang.get(), "the computer: {level}", "компьютер: {level}")
                                }}</option>
                            })}
                        </select>
                    </label>
                }))}
                {move || (chosen() == System::Gods).then(|| view! {
                    <p class="players-note">{ctx.tr("The spools are the gods, whose throws decide their moves; the computer can advise you (Hint).",
                        "Катушки — это боги: их ходы решают броски; компьютер может подсказать вам (Подсказка).")}</p>
                })}
                <button type="submit" data-action="start">{ctx.tr("Start", "Начать")}</button>
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
        game.winner().is_none().then(|| win_chance(&game, Side::Spools, DEPTH))
    });
    let bar = move || {
        chances.get().map(|spools| {
            let lang = ctx.lang.get();
            let system = ctx.session.with(|s| s.options.system);
            // Whole percentages, as integers: no float formatting in the download.
            let percent = (spools * 100.0).round() as i32;
            let rest = 100 - percent;
            let (spools, cones) = (side_name(lang, system, Side::Spools), side_name(lang, system, Side::Cones));
            view! {
                <div class="win-bar" role="img"
                    aria-label=tr!(lang, "Chances: {spools} {percent}%, {cones} {rest}%", "Шансы: {spools} {percent}%, {cones} {rest}%")>
                    <span class="spools-share" style=format!("width: {percent}%")></span>
                </div>
                <p class="win-numbers">{format!("{} {percent}% · {cones} {rest}%", capitalized(spools))}</p>
            }
        })
    };
    let moves = move || {
        let game = ctx.game.get();
        if !hint.get() || !matches!(game.stage(), Stage::Move { .. }) {
            return None;
        }
        let ranked = rank_moves_at(&game, DEPTH);
        Some(view! {
            <ol class="hint">
                {ranked.into_iter().map(|(mv, p)| {
                    let percent = (p * 100.0).round() as i32;
                    view! { <li>{tr!(ctx.lang.get(), "{mv}: {percent}% to win", "{mv}: шанс победы {percent}%")}</li> }
                }).collect_view()}
            </ol>
        })
    };
    view! {
        <section class="advice" aria-label=move || ctx.tr("Advice", "Совет")>
            {bar}
            <button data-action="hint" aria-pressed=move || hint.get().to_string() on:click=move |_| hint.update(|h| *h = !*h)>
                {move || ctx.tr("Hint", "Подсказка")}
            </button>
            {moves}
        </section>
    }
}

