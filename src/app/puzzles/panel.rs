//! The puzzles' panel: the player's rating, a theme to choose, the puzzle of the day, the puzzle on
//! the board and its words, the answer judged with why, the next one.

use leptos::prelude::*;

use super::text::{outcome_in_words, puzzle_in_words, rating_in_words, theme_name};
use super::{keep, progress, today};
use crate::ai::puzzles::{next_for, of_the_day, rated, read, Theme, BUNDLED};
use crate::app::contexts::prefs::use_prefs;
use crate::app::contexts::shown::use_board_view;
use crate::app::contexts::table::use_table;
use crate::app::contexts::ui::use_panels;
use crate::app::later;
use crate::app::panel_head::PanelHead;
use crate::app::practice::board::{answer, back_to_own_game, show_answer, show_exercise};
use crate::app::text::Players;
use crate::engine::Move;

later::part!(drawing => PuzzlesPanel);

/// The panel, while it is open (`Panels::puzzles`).
#[component]
pub fn PuzzlesPanel() -> impl IntoView {
    let (prefs, open) = (use_prefs(), use_panels().puzzles);
    move || {
        open.get().then(|| view! {
            <section class="practice" data-puzzles="" aria-label=move || prefs.tr("Puzzles", "Задачи")>
                <PanelHead title=("Puzzles", "Задачи") close="close-puzzles" close_label=("Close the puzzles", "Закрыть задачи") open=open/>
                <Puzzles/>
            </section>
        })
    }
}

/// The answer to the puzzle shown, judged: the move, and every move's chance (why).
#[derive(Clone, PartialEq)]
struct Outcome {
    answer: Move,
    chances: Vec<(Move, f64)>,
}

#[component]
fn Puzzles() -> impl IntoView {
    let (board, table, prefs) = (use_board_view(), use_table(), use_prefs());
    // The bundled set is checked by the tests (`senet puzzles --check`): it always reads.
    let set = StoredValue::new(read(BUNDLED).unwrap_or_default());
    let progress = RwSignal::new(progress());
    let theme = RwSignal::new(None::<Theme>);
    let current = RwSignal::new(None::<usize>);
    let outcome = RwSignal::new(None::<Outcome>);
    let not_kept = RwSignal::new(false);
    let show = move |index: usize| {
        let Some(puzzle) = set.with_value(|all| all.get(index).cloned()) else { return };
        current.set(Some(index));
        outcome.set(None);
        show_exercise(board, puzzle.position, puzzle.throw);
    };
    let next = move || {
        let chosen = set.with_value(|all| {
            let of_theme = (0..all.len()).filter(|&i| theme.get_untracked().is_none_or(|t| all[i].themes.contains(&t)));
            progress.with_untracked(|p| next_for(all, of_theme, &p.solved, p.rating))
        });
        match chosen {
            Some(index) => show(index),
            None => {
                current.set(None);
                back_to_own_game(board);
            }
        }
    };
    next();
    // The answer, judged once: the rating moves, a solved puzzle is kept, a failed one shows the answer.
    Effect::new(move |_| {
        let Some(answer) = answer(board, table) else { return };
        let Some(puzzle) = current.get_untracked().and_then(|i| set.with_value(|all| all.get(i).cloned())) else { return };
        if outcome.get_untracked().is_some() {
            return;
        }
        let solved = answer == puzzle.answer;
        outcome.set(Some(Outcome { answer, chances: puzzle.chances() }));
        progress.update(|p| {
            p.rating = rated(p.rating, puzzle.rating, solved);
            p.tried += 1;
            if solved && !p.solved.contains(&puzzle.id) {
                p.solved.push(puzzle.id.clone());
            }
        });
        not_kept.set(progress.with_untracked(keep).is_err());
        if !solved {
            show_answer(board, puzzle.position, puzzle.throw, puzzle.answer);
        }
    });
    on_cleanup(move || back_to_own_game(board));
    let choose_theme = move |name: String| {
        theme.set(Theme::from_name(&name));
        next();
    };
    let of_today = move |_| {
        let count = set.with_value(Vec::len);
        if count > 0 {
            show(of_the_day(today(), count));
        }
    };
    view! {
        <p data-puzzle-rating=move || progress.with(|p| p.rating.round().to_string())>
            {move || progress.with(|p| rating_in_words(prefs.lang.get(), p.rating, p.solved.len(), p.tried))}
        </p>
        <label>{move || prefs.tr("Theme ", "Тема ")}
            <select data-option="puzzle-theme" on:change:target=move |ev| choose_theme(ev.target().value())>
                <option value="all">{move || prefs.tr("every theme", "все темы")}</option>
                {Theme::ALL.map(|t| view! { <option value=t.name()>{move || theme_name(prefs.lang.get(), t)}</option> })}
            </select>
        </label>
        <button data-action="puzzle-of-the-day" on:click=of_today>{move || prefs.tr("The puzzle of the day", "Задача дня")}</button>
        {move || {
            let lang = prefs.lang.get();
            let Some(puzzle) = current.get().and_then(|i| set.with_value(|all| all.get(i).cloned())) else {
                return view! { <p data-puzzle="none">{prefs.tr("Every puzzle of this theme is solved: choose another theme.",
                    "Все задачи этой темы решены: выберите другую тему.")}</p> }.into_any();
            };
            let players = table.with_untracked(Players::named);
            view! {
                <p data-puzzle=puzzle.id.clone()>{puzzle_in_words(lang, &puzzle)}</p>
                {outcome.get().map(|Outcome { answer, chances }| view! {
                    <p role="status" data-puzzle-result=if answer == puzzle.answer { "solved" } else { "failed" }>
                        {outcome_in_words(lang, players, &puzzle, answer, &chances)}
                    </p>
                    <button data-action="next-puzzle" on:click=move |_| next()>{move || prefs.tr("Next puzzle", "Следующая задача")}</button>
                })}
            }.into_any()
        }}
        {move || not_kept.get().then(|| view! {
            <p role="alert">{move || prefs.tr("This browser keeps nothing now: your rating is kept for this visit only.",
                "Браузер сейчас ничего не сохраняет: рейтинг сохранён только на этот раз.")}</p>
        })}
    }
}
