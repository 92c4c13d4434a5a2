//! The share link of this game, with a copy button; a game too long for a link is offered as a
//! record file instead.

use leptos::prelude::*;

use super::clipboard::copy;
use super::contexts::prefs::use_prefs;
use super::contexts::table::use_table;
use super::contexts::ui::use_ui;
use super::i18n::tr;
use super::later;
use super::record::download::DownloadRecord;
use super::share;
use crate::record::link::{EncodeError, MAX_CHARS};

later::part!(drawing => SharePanel);

/// The share link of this game, with a copy button; a game too long for a link is offered as a
/// record file instead.
#[component]
pub fn SharePanel() -> impl IntoView {
    let (table, ui, prefs) = (use_table(), use_ui(), use_prefs());
    let link = RwSignal::new(None::<Result<String, EncodeError>>);
    let share = move |_| {
        let made = table.with_untracked(share::link_to);
        if let Ok(url) = &made {
            share::open_share_sheet(url);
        }
        link.set(Some(made));
    };
    view! {
        <section class="share" aria-label=move || prefs.tr("Share", "Поделиться")>
            <button data-action="share" on:click=share>{move || prefs.tr("Share this game", "Поделиться партией")}</button>
            {move || link.get().map(|link| match link {
                Ok(url) => view! {
                    <p class="share-link">
                        <input readonly data-share-link="" aria-label=prefs.tr("Link to this game", "Ссылка на партию") prop:value=url.clone()/>
                        <button data-action="copy-link" on:click=move |_| copy(ui, prefs, url.clone())>{prefs.tr("Copy link", "Копировать ссылку")}</button>
                    </p>
                }.into_any(),
                Err(EncodeError::TooLong { .. }) => view! {
                    <p class="share-too-long" role="status">
                        {move || tr!(prefs.lang.get(),
                            "This game is too long for a link (at most {MAX_CHARS} characters). Share the record file instead: ",
                            "Эта партия слишком длинная для ссылки (не больше {MAX_CHARS} знаков). Поделитесь файлом записи: ")}
                        <DownloadRecord/>
                    </p>
                }.into_any(),
                Err(EncodeError::NotAGame) => view! {
                    <p role="alert">{move || prefs.tr("This game cannot be put in a link.", "Эту партию нельзя передать ссылкой.")}</p>
                }.into_any(),
            })}
        </section>
    }
}

