//! A link to send the friend: in a field to select, with the system's share sheet where there is
//! one, a copy button, and a QR code.

use leptos::prelude::*;

use super::qr::QrCode;
use crate::app::clipboard::copy;
use crate::app::contexts::prefs::use_prefs;
use crate::app::contexts::ui::use_ui;
use crate::app::share::{can_share, open_share_sheet};

/// Which link: the invitation, a later one (the acceptance, each turn's), the answer to an offer
/// to play live (with the acceptance, or alone), an offer to play live of its own.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Invitation,
    Move,
    Answer,
    Offer,
}

#[component]
pub fn SendLink(link: Signal<String>, kind: Kind) -> impl IntoView {
    let (ui, prefs) = (use_ui(), use_prefs());
    let label = match kind {
        Kind::Invitation => prefs.tr("Invitation link", "Ссылка-приглашение"),
        Kind::Answer => prefs.tr("Answer for your friend", "Ответ для друга"),
        Kind::Move | Kind::Offer => prefs.tr("Link for your friend", "Ссылка для друга"),
    };
    let marked = move |which| (kind == which).then_some("");
    let qr_label = prefs.tr("The link as a QR code", "Ссылка в виде QR-кода");
    view! {
        <div class="share-link send-link">
            <input readonly aria-label=label prop:value=move || link.get()
                data-invite-link=marked(Kind::Invitation) data-move-link=marked(Kind::Move) data-answer-link=marked(Kind::Answer) data-live-link=marked(Kind::Offer)
                on:focus:target=move |ev| ev.target().select()/>
            <div class="send-actions">
                {can_share().then(|| view! {
                    <button data-action="share-friend-link" on:click=move |_| open_share_sheet(&link.get_untracked())>{prefs.tr("Share…", "Поделиться…")}</button>
                })}
                <button data-action="copy-friend-link" on:click=move |_| copy(ui, prefs, link.get_untracked())>{prefs.tr("Copy link", "Копировать ссылку")}</button>
            </div>
            <details class="qr">
                // Styled here, not in the first board's stylesheet: a tap target of 44 px.
                <summary class="disclosure">{prefs.tr("Show as a QR code", "Показать QR-код")}</summary>
                <QrCode link=link label=qr_label/>
            </details>
        </div>
    }
}
