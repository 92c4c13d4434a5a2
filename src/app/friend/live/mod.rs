//! Playing a friend live: the messages of the game by links, carried over a direct connection
//! between the two browsers (a WebRTC data channel) the moment each action is made, and checked
//! exactly as a link is. The browsers find each other by the links the friends already exchange:
//! the invitation (or an offer of its own, `l=`) carries an offer, the acceptance (or a link of
//! its own) the answer (`record::friend::signal`). No server but, across networks, a STUN server
//! (a setting). When the connection drops, the game goes on by links; a new exchange connects again.
//! All of it comes with the part loaded after the first board.

mod channel;
mod handover;
mod js;
mod peer;
pub mod status;
pub mod text;

use std::rc::Rc;
use std::time::Duration;

use leptos::prelude::*;

use super::{now_ms, Connection, Friends};
use crate::app::contexts::prefs::{use_prefs, Prefs};
use crate::app::contexts::saved::{use_saved, Saved};
use crate::app::contexts::shown::{use_board_view, BoardView};
use crate::app::contexts::table::{use_table, Table};
use crate::app::contexts::ui::{use_ui, Ui};
use crate::app::share;
use crate::record::friend::message::GameId;
use crate::record::friend::signal::{split, Kind, Signal, OFFER_MINUTES};
use crate::record::friend::FriendError;
use handover::Listener;
use peer::Peer;

/// How long the browsers may take to find each other once both have what they need.
const CONNECTING: Duration = Duration::from_secs(20);

/// A signal this page has made, to send: after the link to send (the invitation's offer, the
/// acceptance's answer), or on a link of its own.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Outgoing {
    pub text: String,
    pub kind: Sent,
    pub attached: bool,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Sent {
    Offer,
    Answer,
}

#[derive(Clone, Copy)]
pub struct Live {
    friends: Friends,
    /// The signal to send, while one is.
    pub outgoing: RwSignal<Option<Outgoing>>,
    state: StoredValue<State, LocalStorage>,
    table: Table,
    board: BoardView,
    saved: Saved,
    ui: Ui,
    prefs: Prefs,
}

/// The connection as this page holds it (one value: each type the reactive system stores costs
/// the chunk its own code).
#[derive(Default)]
struct State {
    peer: Option<Rc<Peer>>,
    /// Which of this page's connections is the current one (the events of older ones are let go).
    attempt: u32,
    /// The game the connection is for.
    game: Option<GameId>,
    /// This page's offer, while it waits for its answer: its tag, and when it was made (minutes).
    waiting: Option<(u32, u32)>,
    /// An offer that came with an invitation, answered when the invitation is accepted.
    pending: Option<Signal>,
    /// The last message sent, so that each is sent once.
    sent: String,
    /// This tab's ear for answers opened in other tabs.
    listener: Option<Listener>,
}

/// The live connection's context: provided with the friend's panel, whose links carry its signals.
pub fn provide_live(friends: Friends) -> Live {
    let live = Live {
        friends,
        outgoing: RwSignal::new(None),
        state: StoredValue::new_local(State::default()),
        table: use_table(),
        board: use_board_view(),
        saved: use_saved(),
        ui: use_ui(),
        prefs: use_prefs(),
    };
    let listener = Listener::new(move |fragment| live.take_handed_over(fragment));
    live.state.update_value(|state| state.listener = listener);
    provide_context(live);
    // An invitation to play live asks for an offer (`Friends::invite`), as does "Play live".
    Effect::new(move |_| {
        if friends.connection.get() == Connection::Preparing && live.state.with_value(|s| s.peer.is_none()) {
            live.offer();
        }
    });
    // Each action as it is made, once live: the player's turn so far.
    Effect::new(move |_| {
        let game = live.table.game();
        if friends.connection.get() != Connection::Live {
            return;
        }
        let message = live.table.with(|s| s.pact().and_then(|pact| pact.live(&game, &s.throw_off, &s.actions)));
        if let Some(message) = message {
            live.send(message.text);
        }
    });
    // Another game on the board: the connection was for the one before.
    Effect::new(move |_| {
        let game = live.table.with(|s| s.pact().map(|pact| pact.game()));
        if live.state.with_value(|s| s.game).is_some_and(|connected| Some(connected) != game) {
            // An invitation to play live, just made, still wants its offer.
            let wanted = friends.connection.get_untracked() == Connection::Preparing;
            live.close(if wanted { Connection::Preparing } else { Connection::Off });
            // Nor is a game followed in another tab this one's any more.
            live.saved.follow_other_tab(false);
        }
    });
    on_cleanup(move || live.close(Connection::Off));
    live
}

pub fn use_live() -> Live {
    crate::app::contexts::provided()
}

fn now_minutes() -> u32 {
    (now_ms() / 60_000) as u32
}

fn random_tag() -> u32 {
    let mut bytes = [0; 4];
    let _ = getrandom::fill(&mut bytes);
    u32::from_le_bytes(bytes)
}

impl Live {
    /// The game on the board, if it is one with a friend: its id, and whether the friend has
    /// accepted.
    fn game_on_board(&self) -> Option<(GameId, bool)> {
        if self.board.now().away() {
            return None;
        }
        self.table.with_untracked(|s| s.pact().map(|pact| (pact.game(), pact.accepted())))
    }

    /// Whether `answer` answers this page's offer.
    fn waits_for(&self, answer: &Signal) -> bool {
        self.state.with_value(|s| s.waiting.is_some_and(|(tag, _)| tag == answer.tag))
    }

    /// Make an offer for the game on the board: with the invitation while it is out, else on a
    /// link of its own.
    pub fn offer(&self) {
        let Some((game, accepted)) = self.game_on_board() else {
            self.friends.connection.set(Connection::Off);
            return;
        };
        let Some((peer, attempt)) = self.connect(game) else { return };
        let (tag, made, live) = (random_tag(), now_minutes(), *self);
        leptos::task::spawn_local(async move {
            let sdp = peer.offer().await;
            if !live.current(attempt) {
                return;
            }
            match sdp.ok().and_then(|sdp| Signal::from_sdp(Kind::Offer { game, made }, tag, &sdp)) {
                Some(signal) => {
                    live.state.update_value(|s| s.waiting = Some((tag, made)));
                    live.outgoing.set(Some(Outgoing { text: signal.to_text(), kind: Sent::Offer, attached: !accepted }));
                    live.friends.connection.set(Connection::Waiting);
                }
                None => live.fail(text::no_connection(live.prefs.lang_now())),
            }
        });
    }

    /// Answer a friend's offer for the game on the board (`attached`: after the acceptance).
    fn answer(&self, offer: Signal, attached: bool) {
        let lang = self.prefs.lang_now();
        let Kind::Offer { game, .. } = offer.kind else { return };
        if offer.expired(now_minutes()) {
            self.ui.warn(text::offer_expired(lang));
            return;
        }
        if self.game_on_board().map(|(id, _)| id) != Some(game) {
            self.ui.warn(super::text::refusal(lang, FriendError::OtherGame));
            return;
        }
        let Some((peer, attempt)) = self.connect(game) else { return };
        let live = *self;
        leptos::task::spawn_local(async move {
            let sdp = peer.answer(&offer.to_sdp()).await;
            if !live.current(attempt) {
                return;
            }
            match sdp.ok().and_then(|sdp| Signal::from_sdp(Kind::Answer, offer.tag, &sdp)) {
                Some(signal) => {
                    live.outgoing.set(Some(Outgoing { text: signal.to_text(), kind: Sent::Answer, attached }));
                    live.friends.connection.set(Connection::Connecting);
                    // The friend has as long as their offer lives to open the answer.
                    live.give_up_after(attempt, Duration::from_secs(60 * u64::from(OFFER_MINUTES)));
                }
                None => live.fail(text::no_connection(live.prefs.lang_now())),
            }
        });
    }

    /// Whether the invitation on offer came with an offer to play live.
    pub fn invites_live(&self) -> bool {
        self.state.with_value(|s| s.pending.is_some())
    }

    /// The invitation is accepted: answer the offer that came with it.
    pub fn answer_pending(&self) {
        if let Some(offer) = self.state.try_update_value(|s| s.pending.take()).flatten() {
            self.answer(offer, true);
        }
    }

    /// A friend's link opened here (the address's fragment): the link itself, and the offer or
    /// answer it carries. An answer to another tab's offer goes to that tab.
    pub fn open(&self, fragment: &str) {
        let (link, signal) = split(fragment);
        share::clear_address();
        let lang = self.prefs.lang_now();
        let signal = match signal.map(Signal::read).transpose() {
            Ok(signal) => signal,
            Err(_) => {
                if let Some(link) = link {
                    self.friends.open(link);
                }
                self.ui.warn(text::damaged(lang));
                return;
            }
        };
        match signal {
            None => link.into_iter().for_each(|link| self.friends.open(link)),
            Some(offer @ Signal { kind: Kind::Offer { .. }, .. }) => match link {
                // The invitation is offered: its offer is answered if it is accepted.
                Some(link) => {
                    self.friends.open(link);
                    self.state.update_value(|s| s.pending = Some(offer));
                }
                None => self.answer(offer, false),
            },
            Some(answer) => {
                if self.waits_for(&answer) {
                    self.take_answer(answer, link);
                    return;
                }
                let (live, fragment, link) = (*self, fragment.to_string(), link.map(str::to_string));
                // The tab that takes the answer saves at once, perhaps before it says it took it:
                // its saves are shown without alarm from the start.
                live.saved.follow_other_tab(true);
                leptos::task::spawn_local(async move {
                    if handover::hand_over(&fragment).await {
                        // Until another game is on the board here (then the line is let go).
                        live.state.update_value(|s| s.game = live.game_on_board().map(|(game, _)| game));
                        live.friends.connection.set(Connection::Elsewhere);
                        return;
                    }
                    live.saved.follow_other_tab(false);
                    if let Some(link) = link {
                        live.friends.open(&link);
                    }
                    live.ui.warn(text::answer_expired(lang));
                    live.offer();
                });
            }
        }
    }

    /// An answer opened in another tab: taken if it answers this page's offer.
    fn take_handed_over(&self, fragment: &str) -> bool {
        let ours = split(fragment).1.and_then(|s| Signal::read(s).ok()).is_some_and(|s| s.kind == Kind::Answer && self.waits_for(&s));
        if ours {
            self.open(fragment);
        }
        ours
    }

    /// The friend's answer to this page's offer (after their acceptance, `link`, if it came with one).
    fn take_answer(&self, answer: Signal, link: Option<&str>) {
        let lang = self.prefs.lang_now();
        if let Some(link) = link {
            self.friends.open(link);
        }
        let (made, peer) = self.state.with_value(|s| (s.waiting.map_or(0, |(_, made)| made), s.peer.clone()));
        let Some(peer) = peer else { return };
        if now_minutes().saturating_sub(made) > OFFER_MINUTES {
            self.ui.warn(text::answer_expired(lang));
            self.offer();
            return;
        }
        let attempt = self.state.try_update_value(|s| {
            s.waiting = None;
            s.attempt
        });
        self.outgoing.set(None);
        self.friends.connection.set(Connection::Connecting);
        let (live, attempt) = (*self, attempt.unwrap_or_default());
        leptos::task::spawn_local(async move {
            if peer.take_answer(&answer.to_sdp()).await.is_err() && live.current(attempt) {
                live.fail(text::no_connection(lang));
            }
        });
        self.give_up_after(attempt, CONNECTING);
    }
}
