//! The live connection on the page: where it stands, the offer or answer to send on its own, the
//! friend's answer pasted, "Play live", and the STUN server.

use leptos::prelude::*;

use super::super::send::{Kind, SendLink};
use super::super::{use_friends, Connection};
use super::{text, use_live, Sent};
use crate::app::contexts::prefs::use_prefs;
use crate::app::contexts::table::use_table;
use crate::app::text::Players;
use crate::app::storage;

/// The connection's state in a line, for `[data-connection]` (nothing while there is none).
#[component]
pub fn ConnectionLine(#[prop(into)] yours: Signal<bool>) -> impl IntoView {
    let (friends, table, prefs) = (use_friends(), use_table(), use_prefs());
    move || {
        let connection = friends.connection.get();
        let state = match connection {
            Connection::Off => return None,
            Connection::Preparing | Connection::Waiting | Connection::Connecting => "connecting",
            Connection::Live => "live",
            Connection::Lost => "lost",
            Connection::Elsewhere => "elsewhere",
        };
        let players = table.with(Players::named);
        let line = text::state(prefs.lang.get(), connection, yours.get(), players.friend_name());
        Some(view! { <p class="live-state" data-connection=state role="status">{line}</p> })
    }
}

/// What the player can do about the live connection (above the board, in the friend's panel):
/// `playing` while the game is on (not over).
#[component]
pub fn LiveControls(#[prop(into)] playing: Signal<bool>) -> impl IntoView {
    let (live, friends, prefs) = (use_live(), use_friends(), use_prefs());
    let alone = Memo::new(move |_| live.outgoing.get().filter(|o| !o.attached));
    let link = Signal::derive(move || alone.get().map(|o| super::super::link_to(&format!("{}{}", crate::record::friend::signal::LIVE, o.text))).unwrap_or_default());
    let send = move || {
        alone.get().map(|outgoing| {
            let (said, kind) = match outgoing.kind {
                Sent::Offer => (prefs.tr("To play live, send this link to your friend; they send back an answer for you to open.",
                    "Чтобы играть вживую, отправьте эту ссылку другу; в ответ придёт ссылка, которую нужно открыть."), Kind::Offer),
                Sent::Answer => (prefs.tr("Send this answer back to your friend: you play live once they open it.",
                    "Отправьте этот ответ другу: вы будете играть вживую, как только ответ будет открыт."), Kind::Answer),
            };
            view! { <p>{said}</p> <SendLink link=link kind=kind/> }
        })
    };
    let answer = RwSignal::new(String::new());
    let take_answer = move || {
        let text = answer.get_untracked();
        let fragment = text.trim().split_once('#').map_or(text.trim(), |(_, fragment)| fragment).to_string();
        answer.set(String::new());
        live.open(&fragment);
    };
    let paste = move || {
        (friends.connection.get() == Connection::Waiting).then(|| view! {
            <form class="answer-input" on:submit=move |ev| { ev.prevent_default(); take_answer(); }>
                <label>{prefs.tr("Or paste your friend's answer here ", "Или вставьте сюда ответ друга ")}
                    // Styled here, not in the first board's stylesheet: a tap target of 44 px.
                    <input data-answer-input="" autocomplete="off" style="min-height:44px" prop:value=move || answer.get() on:input:target=move |ev| answer.set(ev.target().value())/>
                </label>
                <button type="submit" data-action="take-answer">{prefs.tr("Connect", "Соединиться")}</button>
            </form>
        })
    };
    let can_offer = move || playing.get() && matches!(friends.connection.get(), Connection::Off | Connection::Lost);
    let stun = RwSignal::new(storage::stun());
    let offer = move || {
        can_offer().then(|| view! {
            <button data-action="invite-live" on:click=move |_| live.offer()>{prefs.tr("Play live", "Играть вживую")}</button>
            <details class="live-settings">
                <summary class="disclosure">{prefs.tr("Live connection settings", "Настройки живого соединения")}</summary>
                <label>{prefs.tr("STUN server, for friends on other networks (empty: the same network only) ", "STUN-сервер для друзей в других сетях (пусто: только в одной сети) ")}
                    <input data-option="stun" autocomplete="off" style="min-height:44px" prop:value=move || stun.get()
                        on:change:target=move |ev| { storage::set_stun(&ev.target().value()); stun.set(storage::stun()); }/>
                </label>
            </details>
        })
    };
    view! { {send} {paste} {offer} }
}
