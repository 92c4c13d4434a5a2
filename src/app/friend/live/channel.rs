//! The connection itself: a new `Peer` for the game on the board, its events (open, a message,
//! closed), each of the player's actions sent once, and the end of it, in a failure or by choice.
//! The exchange of offers and answers that leads here is `mod.rs`'s.

use std::rc::Rc;
use std::time::Duration;

use leptos::prelude::*;

use super::peer::{Event, Peer};
use super::{text, Live};
use crate::app::friend::Connection;
use crate::app::storage;
use crate::record::friend::message::{GameId, MESSAGE};
use crate::record::friend::{FriendError, Way};

impl Live {
    /// A new connection for `game`, replacing any other; `None` where the browser has none.
    pub(super) fn connect(&self, game: GameId) -> Option<(Rc<Peer>, u32)> {
        self.close(Connection::Preparing);
        let attempt = self.state.with_value(|s| s.attempt) + 1;
        self.state.update_value(|s| s.attempt = attempt);
        let live = *self;
        match Peer::new(&storage::stun(), move |event| live.event(attempt, event)) {
            Ok(peer) => {
                let peer = Rc::new(peer);
                self.state.update_value(|s| {
                    s.peer = Some(peer.clone());
                    s.game = Some(game);
                });
                Some((peer, attempt))
            }
            Err(_) => {
                self.fail(text::unsupported(self.prefs.lang_now()));
                None
            }
        }
    }

    pub(super) fn current(&self, attempt: u32) -> bool {
        self.state.with_value(|s| s.attempt == attempt && s.peer.is_some())
    }

    /// Connecting for longer than `wait` (the same attempt): no connection can be made.
    pub(super) fn give_up_after(&self, attempt: u32, wait: Duration) {
        let live = *self;
        set_timeout(
            move || {
                if live.current(attempt) && live.friends.connection.get_untracked() == Connection::Connecting {
                    live.fail(text::no_connection(live.prefs.lang_now()));
                }
            },
            wait,
        );
    }

    pub(super) fn event(&self, attempt: u32, event: Event) {
        if !self.current(attempt) {
            return;
        }
        let lang = self.prefs.lang_now();
        match event {
            Event::Open => {
                self.outgoing.set(None);
                self.state.update_value(|s| {
                    s.waiting = None;
                    s.sent.clear();
                });
                self.friends.connection.set(Connection::Live);
                self.ui.tell(text::connected(lang));
            }
            Event::Message(message) => self.received(&message),
            Event::Closed => match self.friends.connection.get_untracked() {
                Connection::Live => {
                    self.close(Connection::Lost);
                    self.ui.warn(text::lost(lang));
                }
                _ => self.fail(text::no_connection(lang)),
            },
        }
    }

    /// A message from the friend's app: their turn so far, checked as a link is.
    pub(super) fn received(&self, message: &str) {
        let result = match message.starts_with(MESSAGE) {
            true => self.friends.receive(message, Way::Live),
            false => Err(FriendError::Damaged),
        };
        match result {
            // Sent again after a reconnection: already here.
            Ok(()) | Err(FriendError::AlreadyOpened) => {}
            Err(error) => self.ui.warn(crate::app::friend::text::live_refusal(self.prefs.lang_now(), error)),
        }
    }

    pub(super) fn send(&self, message: String) {
        self.state.update_value(|s| {
            if let Some(peer) = s.peer.as_ref().filter(|peer| s.sent != message && peer.is_open()) {
                peer.send(&message);
                s.sent = message;
            }
        });
    }

    /// The connection could not be made: the game goes by links.
    pub(super) fn fail(&self, why: String) {
        self.close(Connection::Lost);
        self.ui.warn(why);
    }

    /// End the connection (if any), and say where it stands now.
    pub(super) fn close(&self, state: Connection) {
        // Taken out first: dropping it closes the connection, whose events read the state.
        let peer = self.state.try_update_value(|s| {
            (s.game, s.waiting) = (None, None);
            s.peer.take()
        });
        drop(peer);
        self.outgoing.set(None);
        self.friends.connection.set(state);
    }
}
