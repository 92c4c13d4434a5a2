//! The computer's last turn in words, below the throw ("The computer threw 1: cone 2 → 3,
//! captured your spool, which went to 2."), each move as it is played, until the person's own
//! next line; a live region, so that a screen reader says each move too. A new sentence is added
//! to those there (a live region announces what is added, not the list again).

use leptos::html::Ul;
use leptos::prelude::*;

use crate::app::contexts::prefs::use_prefs;
use crate::app::contexts::shown::use_board_view;
use crate::app::contexts::table::use_table;
use crate::app::later;
use crate::app::text::{line_in_words, Players};

// Needed once the computer has played, whose code comes after the first board too.
later::part!(drawing => TheirTurn);

#[component]
pub fn TheirTurn() -> impl IntoView {
    let (table, board, prefs) = (use_table(), use_board_view(), use_prefs());
    let list = NodeRef::<Ul>::new();
    // The record line the sentences on the page begin at, how many there are, and their language.
    let written = StoredValue::new((usize::MAX, 0, None));
    Effect::new(move |_| {
        let Some(list) = list.get() else { return };
        let players = table.with(Players::named);
        let lang = prefs.lang.get();
        // Not once the game is over: its end says what is left to say.
        let shown = players.against_someone() && board.stepping().step.is_none() && !board.away() && board.game.get().winner().is_none();
        table.recorder(|r| {
            let lines = &r.record().lines;
            let theirs = if shown { lines.iter().rev().take_while(|line| !players.yours(line.side)).count() } else { 0 };
            let first = lines.len() - theirs;
            let (was_first, was_count, was_lang) = written.get_value();
            let from = if was_first == first && was_count <= theirs && was_lang == Some(lang) { was_count } else { 0 };
            if from == 0 {
                list.set_text_content(None);
            }
            for line in &lines[first + from..] {
                if let Ok(item) = document().create_element("li") {
                    item.set_text_content(Some(&line_in_words(lang, players, line)));
                    let _ = list.append_child(&item);
                }
            }
            written.set_value((first, theirs, Some(lang)));
        });
    });
    view! { <ul class="their-turn" data-their-turn="" aria-live="polite" node_ref=list></ul> }
}
