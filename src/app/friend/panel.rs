//! The game with a friend on the page: an invitation on offer to accept, the invitation or the
//! link to send while it is the friend's turn, resigning on one's own. Friends' links in the
//! address are read here, as the page opens and whenever one is opened in this tab.

use crate::app::text::Players;
use leptos::prelude::*;

use super::live::status::{ConnectionLine, LiveControls};
use super::live::{provide_live, Sent};
use super::send::{Kind, SendLink};
use super::{invitation_link, link_in_address, link_to, outgoing, use_friends, Connection};
use crate::app::contexts::prefs::use_prefs;
use crate::app::contexts::shown::use_board_view;
use crate::app::contexts::table::use_table;
use crate::app::i18n::tr;
use crate::app::later;
use crate::app::state::Session;
use crate::app::storage;
use crate::app::text::title;
use crate::record::friend::signal::SEPARATOR;

// Above the board: what is to send or to accept, which is all there is to do on the friend's turn.
later::part!(drawing => FriendPanel);
// Below the board: on the player's own turn the board and the throw come first.
later::part!(your_turn => FriendTurn);

/// Where a game with a friend stands, for the panel (and the tests' `data-friend-state`).
#[derive(Clone, PartialEq)]
enum Standing {
    /// The inviter waits for an answer: the invitation to send.
    Invited(String),
    /// The player's turn is over: the link to send, and what it is.
    Send { link: String, acceptance: bool, resigned: bool },
    YourTurn,
    Over,
}

#[component]
pub fn FriendPanel() -> impl IntoView {
    let (friends, table, board, prefs) = (use_friends(), use_table(), use_board_view(), use_prefs());
    let live = provide_live(friends);
    // The friend's link this page was opened with, and any opened in this tab later.
    if let Some(fragment) = link_in_address() {
        live.open(&fragment);
    }
    let opened = window_event_listener(leptos::ev::hashchange, move |_| {
        if let Some(fragment) = link_in_address() {
            live.open(&fragment);
        }
    });
    let tapped = window_event_listener(leptos::ev::pointerdown, move |_| friends.hurry());
    on_cleanup(move || {
        opened.remove();
        tapped.remove();
    });
    // The message owed to the friend, once the player's turn is over; noted in the game as made.
    let message = Memo::new(move |_| {
        let game = table.game();
        (!board.away()).then(|| table.with(|session| outgoing(session, &game))).flatten()
    });
    Effect::new(move |_| {
        if let Some(message) = message.get() {
            friends.note_sent(&message);
        }
    });
    // The record carries the commitments (rebuilt with every change of the session but a move).
    Effect::new(move |_| {
        table.generation();
        let headers = table.with(Session::friend_headers);
        let missing = table.recorder_untracked(|r| headers.iter().any(|(k, v)| r.record().header(k) != Some(v)));
        if missing {
            table.add_to_record(|record| record.add_headers(&headers));
        }
    });
    let standing = Memo::new(move |_| {
        if board.away() {
            return None;
        }
        let game = table.game();
        let message = message.get();
        table.with(|session| {
            let pact = session.pact()?;
            if let Some(link) = invitation_link(session) {
                return Some(Standing::Invited(link));
            }
            if let Some(message) = message {
                return Some(Standing::Send { link: link_to(&message.text), acceptance: pact.heard == Some(0), resigned: pact.resigned == Some(pact.me) });
            }
            Some(match session.friend_turn(&game) {
                Some(true) => Standing::YourTurn,
                _ => Standing::Over,
            })
        })
    });
    // The signal that goes after the link to send: the invitation's offer, the acceptance's answer.
    let attached = move |kind: Sent| live.outgoing.get().filter(|o| o.attached && o.kind == kind).map(|o| o.text);
    let with_signal = |link: String, signal: Option<String>| match signal {
        Some(signal) => format!("{link}{SEPARATOR}{signal}"),
        None => link,
    };
    let link = Signal::derive(move || match standing.get() {
        Some(Standing::Invited(link)) => with_signal(link, attached(Sent::Offer)),
        Some(Standing::Send { link, acceptance: true, .. }) => with_signal(link, attached(Sent::Answer)),
        Some(Standing::Send { link, .. }) => link,
        _ => String::new(),
    });
    let name = RwSignal::new(storage::name());
    let offer = move || {
        friends.offer.get().map(|invitation| {
            let lang = prefs.lang.get();
            let game = title(lang, &invitation.options);
            let who = match invitation.name.as_str() {
                "" => tr!(lang, "A friend", "Друг"),
                name => name.to_string(),
            };
            view! {
                <section class="visiting friend-offer" aria-label=prefs.tr("Invitation", "Приглашение")>
                    <p>{tr!(lang, "{who} invites you to a game on your own device: {game}.", "{who} приглашает вас сыграть на вашем устройстве: {game}.")}</p>
                    {live.invites_live().then(|| view! { <p>{super::live::text::invited_live(lang)}</p> })}
                    <label>{prefs.tr("Your name (optional) ", "Ваше имя (необязательно) ")}
                        <input data-option="name" maxlength="40" prop:value=move || name.get() on:input:target=move |ev| name.set(ev.target().value())/>
                    </label>
                    <button data-action="accept" on:click=move |_| {
                        friends.accept(&name.get_untracked());
                        live.answer_pending();
                    }>{prefs.tr("Accept", "Принять")}</button>
                    <button data-action="decline" on:click=move |_| friends.decline()>{prefs.tr("Not now", "Не сейчас")}</button>
                </section>
            }
        })
    };
    let game_panel = move || {
        let standing = standing.get()?;
        let lang = prefs.lang.get();
        let connection = friends.connection.get();
        // While the live part is made, the link waits for it; once live, the friend has the turn.
        let (preparing, live_now) = (connection == Connection::Preparing, connection == Connection::Live);
        // Live, the last move went with it: a game won on the player's move has nothing to send.
        let over = live_now && table.game().winner().is_some();
        let players = table.with(Players::named);
        let name = players.friend_name();
        let over_said = || tr!(lang, "The game with your friend is over.", "Партия с другом окончена.");
        let (state, said, send) = match &standing {
            // Played in another tab: the connection's line says so, and nothing is to be sent from here.
            Standing::Invited(_) | Standing::Send { .. } if connection == Connection::Elsewhere => ("elsewhere", String::new(), None),
            Standing::Invited(_) => ("invited", tr!(lang, "Send this invitation to your friend. The game starts when they accept and you open the answer they send back.",
                "Отправьте это приглашение другу. Партия начнётся, когда приглашение примут и вы откроете ссылку, пришедшую в ответ."), (!preparing).then_some(Kind::Invitation)),
            // Once live, the connection's line says it all (the answer has done its work).
            Standing::Send { acceptance: true, .. } if !live_now => {
                let kind = if attached(Sent::Answer).is_some() { Kind::Answer } else { Kind::Move };
                let said = match name {
                    Some(name) => tr!(lang, "Send this answer to {name}: the throw-off is made when they open it.",
                        "Отправьте этот ответ другу ({name}): первый ход разыграется, как только ответ будет открыт."),
                    None => tr!(lang, "Send this answer to your friend: the throw-off is made when they open it.",
                        "Отправьте этот ответ другу: первый ход разыграется, как только ответ будет открыт."),
                };
                ("waiting", said, (!preparing).then_some(kind))
            }
            Standing::Send { resigned: true, .. } => ("waiting", tr!(lang, "You resigned. Send this link so that your friend knows.",
                "Вы сдались. Отправьте эту ссылку, чтобы друг узнал."), (!live_now).then_some(Kind::Move)),
            Standing::Send { .. } if over => ("over", over_said(), None),
            // The connection's line says it all.
            Standing::Send { .. } if live_now => ("waiting", String::new(), None),
            Standing::Send { .. } => ("waiting", match name {
                Some(name) => tr!(lang, "{name}'s turn: send them this link. Their moves come back with the link they send you.",
                    "Ход друга ({name}): отправьте эту ссылку. Ответные ходы придут ссылкой в ответ."),
                None => tr!(lang, "Your friend's turn: send them this link. Their moves come back with the link they send you.",
                    "Ход друга: отправьте другу эту ссылку. Ответные ходы придут ссылкой в ответ."),
            }, Some(Kind::Move)),
            // The player's turn: only what the live connection waits for stands above the board.
            Standing::YourTurn => {
                let waits = connection == Connection::Waiting || live.outgoing.get().is_some_and(|o| !o.attached);
                return waits.then(|| view! {
                    <section class="visiting friend-live" aria-label=prefs.tr("Live connection", "Живое соединение")>
                        <LiveControls playing=false/>
                    </section>
                }.into_any());
            }
            Standing::Over => ("over", over_said(), None),
        };
        let playing = state != "over";
        Some(view! {
            <section class="visiting friend" data-friend-state=state aria-label=prefs.tr("Game with a friend", "Партия с другом")>
                {(!said.is_empty()).then(|| view! { <p role="status">{said}</p> })}
                {playing.then(|| view! { <ConnectionLine yours=false/> })}
                {send.map(|kind| view! { <SendLink link=link kind=kind/> })}
                <LiveControls playing=playing/>
            </section>
        }.into_any())
    };
    view! { {offer} {game_panel} }
}

/// The player's own turn in a game with a friend: what the friend waits for, and resigning.
#[component]
pub fn FriendTurn() -> impl IntoView {
    let (friends, table, board, prefs) = (use_friends(), use_table(), use_board_view(), use_prefs());
    let yours = move || {
        let game = table.game();
        !board.away() && table.with(|s| s.friend_turn(&game)) == Some(true)
    };
    move || {
        yours().then(|| view! {
            <section class="friend-turn" data-friend-state="your-turn" aria-label=prefs.tr("Game with a friend", "Партия с другом")>
                {move || (friends.connection.get() == Connection::Off).then(|| view! {
                    <p>{prefs.tr("Your turn: your friend waits for your link.", "Ваш ход: друг ждёт вашей ссылки.")}</p>
                })}
                <ConnectionLine yours=true/>
                <button data-action="resign" on:click=move |_| friends.resign()>{prefs.tr("Resign", "Сдаться")}</button>
            </section>
        })
    }
}
