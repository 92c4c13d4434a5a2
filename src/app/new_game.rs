//! A new game: the system, its options and who plays each side. The game on the board goes to the
//! library.

use leptos::prelude::*;

use super::contexts::prefs::{use_prefs, Pace, Prefs};
use super::contexts::saved::{against_the_computer, new_session, TOUCH_MOVE};
use super::contexts::ui::{use_panels, use_ui};
use super::friend::use_friends;
use super::glossary::{self, level_short_name};
use super::i18n::{capitalized, tr};
use super::later;
use super::lessons::use_lessons;
use super::library::use_library;
use super::storage;
use crate::ai::Level;
use crate::engine::{CycleGoal, Options, System};

later::part!(drawing => NewGame);

fn pace_name(prefs: Prefs, pace: Pace) -> &'static str {
    match pace {
        Pace::Slow => prefs.tr("slow", "медленно"),
        Pace::Normal => prefs.tr("normal", "обычно"),
        Pace::Fast => prefs.tr("fast", "быстро"),
    }
}

/// The opponent who is a person sharing the device.
const TWO_PEOPLE: &str = "person";

#[component]
pub fn NewGame() -> impl IntoView {
    let (library, lessons, ui, panels, prefs) = (use_library(), use_lessons(), use_ui(), use_panels(), use_prefs());
    let friends = use_friends();
    let system = RwSignal::new("kendall".to_string());
    let pieces = RwSignal::new(5u8);
    let cycles = RwSignal::new(1u8);
    let minutes = RwSignal::new(0u32);
    let release = RwSignal::new(true);
    let touch_move = RwSignal::new(TOUCH_MOVE);
    // Off by default, as GNU Backgammon's tutor is: a warning before a move is for who asks for it.
    let tutor = RwSignal::new(false);
    // A first game is against the computer, at a gentle level.
    let opponent = RwSignal::new(Level::Greedy.name().to_string());
    let name = RwSignal::new(storage::name());
    let options = move || {
        let system = System::from_name(&system.get()).unwrap_or(System::Kendall);
        let mut options = Options::new(system, if system == System::Gods { 5 } else { pieces.get() });
        options.release = release.get();
        options.touch_move = touch_move.get();
        options.goal = match minutes.get() {
            0 => CycleGoal::Cycles(cycles.get().max(1)),
            minutes => CycleGoal::TimeLimit { minutes },
        };
        options
    };
    // The player has chosen a game: the first visit's offer goes, and so does any alert.
    let chose = move || {
        ui.alert.set(None);
        lessons.first_visit.set(false);
    };
    let invite = move |live: bool| {
        chose();
        friends.invite(options(), &name.get_untracked(), live);
    };
    let start = move |_| {
        let options = options();
        let system = options.system;
        let level = Level::from_name(&opponent.get()).filter(|_| system != System::Gods);
        chose();
        let mut session = match level {
            Some(level) => against_the_computer(options, level),
            None => new_session(options),
        };
        session.tutor = tutor.get_untracked();
        library.start_new(session);
    };
    // Only what the chosen system uses is asked.
    let chosen = move || System::from_name(&system.get()).unwrap_or(System::Kendall);
    let explanation = move || match chosen() {
        System::Kendall => prefs.tr("Two players race their pieces from 1 to 30 and bear them off; the Houses help and hinder.",
            "Двое ведут фишки от 1 к 30 и выводят их с доски; Дома помогают и мешают."),
        System::Bell => prefs.tr("All pieces enter at 30 and race to 1; the first to stand on all their own squares wins.",
            "Все фишки выставляются на поля 26–30 и идут к 1; побеждает тот, кто первым поставит все фишки в свои владения."),
        System::Cycles => prefs.tr("Kendall, then Bell, and on again, for an agreed number of cycles or a time limit.",
            "Кендалл, затем Белл, и снова, — сколько договорились кругов или пока не выйдет время."),
        System::Gods => prefs.tr("Solo: you play the cones against the gods, whose throws decide their moves.",
            "Для одного: вы играете конусами против богов, чьи ходы решают броски."),
    };
    move || {
        panels.new_game.get().then(|| view! {
            <form class="new-game-form" aria-label=prefs.tr("New game", "Новая партия") on:submit=move |ev| { ev.prevent_default(); start(()); }>
                <label>{prefs.tr("System ", "Система ")}
                    <select data-option="system" prop:value=move || system.get() on:change:target=move |ev| system.set(ev.target().value())>
                        <option value="kendall">{capitalized(glossary::KENDALL.get(prefs.lang.get()))}</option>
                        <option value="bell">{capitalized(glossary::BELL.get(prefs.lang.get()))}</option>
                        <option value="cycles">{capitalized(glossary::CYCLES.get(prefs.lang.get()))}</option>
                        <option value="gods">{capitalized(glossary::GODS.get(prefs.lang.get()))}</option>
                    </select>
                </label>
                <p class="system-note" data-system-note="">{explanation}</p>
                {move || (chosen() != System::Gods).then(|| view! {
                    <label>{prefs.tr("Pieces per player ", "Число фишек ")}
                        <select data-option="pieces" prop:value=move || pieces.get().to_string()
                            on:change:target=move |ev| pieces.set(ev.target().value().parse().unwrap_or(5))>
                            <option value="5">{prefs.tr("5 (short Senet)", "5 (короткий Сенет)")}</option>
                            <option value="7">{prefs.tr("7 (long Senet)", "7 (долгий Сенет)")}</option>
                        </select>
                    </label>
                })}
                {move || (chosen() == System::Cycles).then(|| view! {
                    <label>{prefs.tr("Cycles ", "Кругов ")}
                        <input type="number" min="1" max="9" prop:value=move || cycles.get().to_string() data-option="cycles"
                            on:change:target=move |ev| cycles.set(ev.target().value().parse().unwrap_or(1))/>
                    </label>
                    <label>{prefs.tr("or a time limit in minutes (0: none) ", "или время в минутах (0 — без ограничения) ")}
                        <input type="number" min="0" max="600" prop:value=move || minutes.get().to_string() data-option="minutes"
                            on:change:target=move |ev| minutes.set(ev.target().value().parse().unwrap_or(0))/>
                    </label>
                })}
                {move || (chosen() == System::Gods).then(|| view! {
                    <label><input type="checkbox" prop:checked=move || release.get() data-option="release"
                        on:change:target=move |ev| release.set(ev.target().checked())/>{prefs.tr(" Release from 28–30 (G5)", " Освобождение с полей 28–30 (G5)")}</label>
                })}
                <label><input type="checkbox" prop:checked=move || touch_move.get() data-option="touch-move"
                    on:change:target=move |ev| touch_move.set(ev.target().checked())/>{prefs.tr(" Touch-move: a piece you touch must move (K17)", " Тронул — ходи: тронутой фишкой нужно пойти (K17)")}</label>
                {move || (chosen() != System::Gods).then(|| view! {
                    <label>{prefs.tr("Opponent ", "Соперник ")}
                        <select data-option="opponent" prop:value=move || opponent.get()
                            on:change:target=move |ev| opponent.set(ev.target().value())>
                            {Level::ALL.map(|level| view! {
                                <option value=level.name()>{move || {
                                    // The level's name without its gloss: the option fits a phone.
                                    let level = level_short_name(prefs.lang.get(), level);
                                    tr!(prefs.lang.get(), "the computer: {level}", "компьютер: {level}")
                                }}</option>
                            })}
                            <option value=TWO_PEOPLE>{move || prefs.tr("a person, on this device", "человек, на этом устройстве")}</option>
                        </select>
                    </label>
                })}
                <label><input type="checkbox" prop:checked=move || tutor.get() data-option="tutor"
                    on:change:target=move |ev| tutor.set(ev.target().checked())/>{prefs.tr(" The tutor: warn me before a move that loses much", " Наставник: предупреждать перед ходом, который много теряет")}</label>
                // The computer's pace: a preference of this browser's, kept at once.
                {move || (chosen() != System::Gods && opponent.get() != TWO_PEOPLE).then(|| view! {
                    <label>{prefs.tr("The computer's pace ", "Темп компьютера ")}
                        <select data-option="pace" prop:value=move || prefs.pace.get().name()
                            on:change:target=move |ev| if let Some(pace) = Pace::from_name(&ev.target().value()) { prefs.pace.set(pace) }>
                            {Pace::ALL.map(|pace| view! {
                                <option value=pace.name()>{move || pace_name(prefs, pace)}</option>
                            })}
                        </select>
                    </label>
                })}
                {move || (chosen() == System::Gods).then(|| view! {
                    <p class="players-note">{prefs.tr("The spools are the gods, whose throws decide their moves; the computer can advise you (Hint).",
                        "Катушки — это боги: их ходы решают броски; компьютер может подсказать вам (Подсказка).")}</p>
                })}
                <button type="submit" data-action="start">{prefs.tr("Start", "Начать")}</button>
                // A friend on another device: the game goes by links, or live with the links to
                // connect (the game with the gods is played alone).
                {move || (chosen() != System::Gods).then(|| view! {
                    <fieldset class="invite">
                        <legend>{prefs.tr("Or play a friend on another device", "Или сыграть с другом на другом устройстве")}</legend>
                        <label>{prefs.tr("Your name for them (optional) ", "Ваше имя для друга (необязательно) ")}
                            <input data-option="name" maxlength="40" prop:value=move || name.get() on:input:target=move |ev| name.set(ev.target().value())/>
                        </label>
                        <button type="button" data-action="invite" on:click=move |_| invite(false)>{prefs.tr("Invite a friend", "Пригласить друга")}</button>
                        <button type="button" data-action="invite-live" on:click=move |_| invite(true)>{prefs.tr("Invite to play live", "Пригласить играть вживую")}</button>
                    </fieldset>
                })}
            </form>
        })
    }
}

