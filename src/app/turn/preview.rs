//! Where the picked piece will go and what will happen there, before it moves (in words: the House
//! it reaches and what that does, a capture and where the captured piece goes).

use leptos::prelude::*;

use crate::app::contexts::prefs::use_prefs;
use crate::app::contexts::shown::use_board_view;
use crate::app::later;
use crate::app::play::use_play;
use crate::app::text::preview;

// Its words for every House in both languages come after the first board: a piece is picked
// once the page is drawn.
later::part!(drawing => Preview);

#[component]
pub fn Preview() -> impl IntoView {
    let (play, board, prefs) = (use_play(), use_board_view(), use_prefs());
    move || play.picked_move().map(|mv| view! { <p class="preview">{preview(prefs.lang.get(), &board.game.get(), mv)}</p> })
}
