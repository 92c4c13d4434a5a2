//! The tutor's warning, in the turn panel where the player looks: what the move chosen loses, in
//! words and points, the better move (marked on the board), and the two ways on: choose again
//! (nothing is played) or play it anyway. A warning ends with anything played, taken back or
//! loaded (its effect, here: warnings come only once this part has).

use leptos::prelude::*;

use super::text::warning_in_words;
use crate::ai::review::Class;
use crate::app::contexts::prefs::use_prefs;
use crate::app::contexts::table::use_table;
use crate::app::contexts::ui::use_ui;
use crate::app::later;
use crate::app::play::use_play;
use crate::app::review::graph::class_name;
use crate::app::text::Players;
use crate::engine::Action;

later::part!(drawing => TutorWarning);

#[component]
pub fn TutorWarning() -> impl IntoView {
    let (play, table, ui, prefs) = (use_play(), use_table(), use_ui(), use_prefs());
    Effect::new(move |_| {
        let revision = table.with(|s| s.revision);
        if ui.tutored.with_untracked(|w| w.is_some_and(|w| w.revision != revision)) {
            ui.tutored.set(None);
        }
    });
    let choose_again = move |_| {
        ui.tutored.set(None);
        ui.picked.set(None);
    };
    let play_anyway = move |_| {
        let Some(warning) = ui.tutored.get_untracked() else { return };
        ui.tutored.set(None);
        ui.picked.set(None);
        play.commit(warning.action);
        // A touch held back: its move follows it (K17 leaves no other).
        if let Action::Touch(_) = warning.action {
            play.commit(Action::Move(warning.played));
        }
    };
    move || {
        let warning = ui.tutored.get()?;
        let class = Class::of(warning.best_chance - warning.played_chance)?;
        let said = warning_in_words(prefs.lang.get(), table.with(Players::named), &warning, class);
        Some(view! {
            <section class="tutor" data-tutor=class_name(class) aria-label=move || prefs.tr("The tutor", "Наставник")>
                <p role="alert">{said}</p>
                <button data-action="choose-again" on:click=choose_again>{move || prefs.tr("Choose again", "Выбрать заново")}</button>
                <button data-action="play-anyway" on:click=play_anyway>{move || prefs.tr("Play it anyway", "Всё равно сыграть")}</button>
            </section>
        })
    }
}
