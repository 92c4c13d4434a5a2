//! Who won the throw-off (K2) and starts, in a sentence, until the first action (the throws are in
//! the record's panel). Part of the first board, below it: on a phone it is the largest thing the
//! first seconds paint, so that what comes later never makes the page look late.

use leptos::prelude::*;

use crate::app::contexts::prefs::use_prefs;
use crate::app::contexts::table::use_table;
use crate::app::rule_links::with_rule_links;
use crate::app::text::{throw_off_won, Players};

#[component]
pub fn WhoStarts() -> impl IntoView {
    let (table, prefs) = (use_table(), use_prefs());
    move || {
        let shown = table.with(|s| !s.throw_off.is_empty() && s.throw_off_complete() && s.actions.is_empty());
        shown.then(|| {
            let (starter, players) = table.with(|s| (s.spools_player(), Players::named(s)));
            view! { <p class="throw-off" data-who-starts="">{with_rule_links(throw_off_won(prefs.lang.get(), players, starter))}</p> }
        })
    }
}
