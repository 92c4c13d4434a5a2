//! The player's throw in a game with a friend: the sticks fall as both players' secrets decide
//! (`record::friend`); its code comes after the first board.

use leptos::wasm_split::SplitLoaderError;

use super::Play;
use crate::app::friend::text::refusal;
use crate::engine::Stage;

#[cfg_attr(feature = "split", leptos::wasm_split::wasm_split(later, wasm_split_path = ::leptos::wasm_split, fallible))]
pub fn fair_throw(play: Play) -> Result<(), SplitLoaderError> {
    let game = play.table.game_untracked();
    if !matches!(game.stage(), Stage::Throw | Stage::Fate { .. }) {
        return Ok(());
    }
    match play.table.with_untracked(|s| s.pact().map(|pact| pact.sticks(&game, &s.actions))) {
        Some(Ok(sticks)) => play.throw_value(sticks, false),
        Some(Err(error)) => play.ui.warn(refusal(play.prefs.lang_now(), error)),
        None => {}
    }
    Ok(())
}
