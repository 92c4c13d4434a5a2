//! A game with a friend on another device, by links (`record::friend`): the invitation, its
//! acceptance, each turn's link, the friend's moves shown as they were played, resigning. Its
//! context holds only what the first board needs (an invitation on offer); everything that hashes
//! comes with the part loaded after the first board.

pub mod live;
pub mod panel;
mod qr;
pub mod send;
pub mod text;

use leptos::prelude::*;

use crate::app::contexts::prefs::Prefs;
use crate::app::contexts::shown::{BoardView, Shown, Stepping};
use crate::app::contexts::table::Table;
use crate::app::contexts::ui::{Panels, Ui};
use crate::app::lessons::Lessons;
use crate::app::library::Library;
use crate::app::state::Session;
use crate::app::text::Players;
use crate::app::{share, storage};
use crate::engine::{Game, Options};
use crate::record::friend::message::{game_of, Invitation, INVITATION, MESSAGE};
use crate::record::friend::signal::LIVE;
use crate::record::friend::{FriendError, Outgoing, Pact, Way};

/// Where a live connection with the friend stands (`live`), shown above and below the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Connection {
    /// None, and none wanted: the game goes by links.
    Off,
    /// An offer or an answer is being made.
    Preparing,
    /// The offer is out: the friend's answer is awaited.
    Waiting,
    /// Both sides have what they need; the browsers are finding each other.
    Connecting,
    Live,
    /// It dropped, or could not be made: the game goes on by links.
    Lost,
    /// The friend's answer went to this game in another tab of this browser: the game is played
    /// live there, and this tab follows it.
    Elsewhere,
}

#[derive(Clone, Copy)]
pub struct Friends {
    /// An invitation opened in this browser, offered to accept.
    pub offer: RwSignal<Option<Invitation>>,
    pub connection: RwSignal<Connection>,
    /// The friend's moves being shown as they were played, by the number of the showing (a tap
    /// shows the rest at once; a later showing takes over from an earlier one).
    replaying: StoredValue<Option<u64>>,
    showings: StoredValue<u64>,
    table: Table,
    board: BoardView,
    library: Library,
    ui: Ui,
    panels: Panels,
    prefs: Prefs,
    lessons: Lessons,
}

pub fn provide_friends(table: Table, board: BoardView, library: Library, lessons: Lessons, ui: Ui, panels: Panels, prefs: Prefs) -> Friends {
    let friends = Friends { offer: RwSignal::new(None), connection: RwSignal::new(Connection::Off), replaying: StoredValue::new(None), showings: StoredValue::new(0), table, board, library, ui, panels, prefs, lessons };
    provide_context(friends);
    friends
}

pub fn use_friends() -> Friends {
    crate::app::contexts::provided()
}

/// Sixteen random bytes: a player's secret for one game.
fn new_seed() -> [u8; 16] {
    let mut seed = [0; 16];
    // The browser's crypto; were it to fail, the zeros would be a weak secret, not a broken game.
    let _ = getrandom::fill(&mut seed);
    seed
}

fn now_ms() -> u64 {
    js_sys::Date::now() as u64
}

/// This page's address with `text` as its fragment: the link to send.
pub fn link_to(text: &str) -> String {
    share::page_with(&format!("#{text}"))
}

impl Friends {
    /// Invite a friend to a new game (`live`: to play it live, the invitation carrying an offer
    /// to connect): the game on the board goes to the library, and the invitation is shown to send.
    pub fn invite(&self, options: Options, name: &str, live: bool) {
        storage::set_name(name);
        let (pact, _) = Pact::invite(options, new_seed(), name, now_ms());
        self.library.archive_own_game();
        self.board.play_here(Session::with_friend(options, pact, js_sys::Date::now()));
        self.connection.set(if live { Connection::Preparing } else { Connection::Off });
        self.show_the_link();
    }

    /// The link to send is what the player needs now: it comes into view (above the board).
    fn show_the_link(&self) {
        self.panels.close_all();
        request_animation_frame(|| window().scroll_to_with_x_and_y(0.0, 0.0));
    }

    /// Accept the invitation on offer: a new game here, whose first link (the acceptance) is
    /// shown to send back.
    pub fn accept(&self, name: &str) {
        let Some(invitation) = self.offer.get_untracked() else { return };
        storage::set_name(name);
        let pact = Pact::accept(&invitation, new_seed(), name, now_ms());
        self.offer.set(None);
        self.library.archive_own_game();
        self.board.play_here(Session::with_friend(invitation.options, pact, js_sys::Date::now()));
        // The friend's panel says what to do with the answer.
        self.show_the_link();
    }

    pub fn decline(&self) {
        self.offer.set(None);
    }

    /// A friend's link opened here (the address's fragment, without `#`): an invitation is
    /// offered, a message is played into its game. Anything wrong is said, and nothing changes.
    pub fn open(&self, fragment: &str) {
        let result = if fragment.starts_with(INVITATION) {
            self.offer_invitation(fragment)
        } else {
            self.receive(fragment, Way::Link)
        };
        share::clear_address();
        if let Err(error) = result {
            self.ui.warn(text::refusal(self.prefs.lang_now(), error));
        }
    }

    fn offer_invitation(&self, fragment: &str) -> Result<(), FriendError> {
        let invitation = Invitation::read(fragment)?;
        let id = invitation.game();
        let known = |session: &Session| session.pact().filter(|pact| pact.game() == id).map(|pact| pact.me);
        if let Some(role) = self.table.with_untracked(known) {
            return Err(match role {
                crate::record::friend::Role::Inviter => FriendError::OwnLink,
                crate::record::friend::Role::Invited => FriendError::AlreadyOpened,
            });
        }
        if self.library.now().iter().any(|kept| known(&kept.session).is_some()) {
            return Err(FriendError::AlreadyOpened);
        }
        // A first visit by an invitation: the invitation, not the lessons' offer.
        self.lessons.first_visit.set(false);
        self.offer.set(Some(invitation));
        Ok(())
    }

    /// Play a friend's message into its game (the one on the board, or one of the library, which
    /// then comes to the board), and show their moves as they were played. Over a live connection
    /// it is their turn so far, and nothing is said of it but a refusal.
    pub fn receive(&self, fragment: &str, way: Way) -> Result<(), FriendError> {
        let id = game_of(fragment)?;
        let ours = |session: &Session| session.pact().is_some_and(|pact| pact.game() == id);
        // This browser's own game (on the board, or waiting while a lesson or another game is
        // looked at), else one of the library.
        let own = match self.board.now().away() {
            false => Some(self.table.with_untracked(Session::clone)),
            true => storage::current(),
        };
        let own = own.filter(|session| ours(session));
        let kept = own.is_none();
        let session = match own {
            Some(session) => session,
            None => self.library.now().into_iter().find(|kept| ours(&kept.session)).map(|kept| kept.session).ok_or(FriendError::OtherGame)?,
        };
        let recorder = session.recorder().map_err(|_| FriendError::Damaged)?;
        let pact = session.pact().ok_or(FriendError::Damaged)?;
        let received = pact.receive(fragment, recorder.game(), &session.throw_off, &session.actions, now_ms(), way)?;
        if received.part && received.actions.is_empty() {
            return Ok(());
        }
        let lines_before = recorder.record().lines.len();
        let moves = received.actions.len();
        let started = session.throw_off.is_empty() && !received.throw_off.is_empty();
        let mut next = session.clone();
        next.set_pact(&received.pact);
        next.throw_off = received.throw_off;
        next.actions.extend(received.actions);
        if kept {
            let mut games = self.library.now();
            games.retain(|kept| !ours(&kept.session));
            self.library.keep(games);
            self.library.archive_own_game();
        }
        let yours = next.recorder().is_ok_and(|r| next.friend_turn(r.game()) == Some(true));
        let players = Players::named(&next);
        self.board.play_here(next);
        match (yours, way) {
            (true, _) => self.panels.show_the_board(),
            (false, Way::Link) => self.show_the_link(),
            (false, Way::Live) => {}
        }
        if way == Way::Link {
            self.ui.tell(text::received(self.prefs.lang_now(), started, moves, players.friend_name()));
        }
        if moves > 0 {
            self.replay_from(lines_before);
        }
        Ok(())
    }

    /// Show the game from `lines` record lines on, a line at a time at the computer's pace, as the
    /// friend played it; a tap shows the rest at once.
    fn replay_from(&self, lines: usize) {
        let total = self.table.recorder_untracked(|r| r.record().lines.len());
        if lines >= total {
            return;
        }
        let showing = self.showings.get_value() + 1;
        self.showings.set_value(showing);
        self.replaying.set_value(Some(showing));
        self.board.show(Shown::Game { visit: None, at: Stepping { step: Some(lines), ..Stepping::default() } }, None);
        let friends = *self;
        let pause = std::time::Duration::from_millis(self.prefs.pace.get_untracked().pause_ms());
        set_timeout(move || friends.step_replay(showing, lines + 1, pause), pause);
    }

    fn step_replay(&self, showing: u64, lines: usize, pause: std::time::Duration) {
        // Hurried or taken over, or the player went elsewhere in the record: nothing to step.
        if self.replaying.get_value() != Some(showing) {
            return;
        }
        if self.board.now().stepping().step != Some(lines - 1) {
            self.replaying.set_value(None);
            return;
        }
        self.board.go_to(lines);
        if self.board.now().stepping().step.is_none() {
            self.replaying.set_value(None);
            return;
        }
        let friends = *self;
        set_timeout(move || friends.step_replay(showing, lines + 1, pause), pause);
    }

    /// A tap while the friend's moves are shown: show the rest at once.
    pub fn hurry(&self) {
        if self.replaying.get_value().is_some() {
            self.replaying.set_value(None);
            let total = self.table.recorder_untracked(|r| r.record().lines.len());
            self.board.go_to(total);
        }
    }

    /// Note that the player's message is made (what it reveals goes into the record's headers).
    pub fn note_sent(&self, outgoing: &Outgoing) {
        let Some(mut pact) = self.table.with_untracked(Session::pact) else { return };
        if pact.revealed[pact.me.index()] != outgoing.element {
            pact.sent(outgoing, now_ms());
            self.table.change(|s| s.set_pact(&pact));
        }
    }

    /// Resign the game with the friend (on the player's turn): their next link says so.
    pub fn resign(&self) {
        let question = self.prefs.tr("Resign this game? Your friend wins, and the link to send tells them.", "Сдаться? Победа достанется другу, и ссылка для отправки сообщит об этом.");
        if !window().confirm_with_message(question).unwrap_or(false) {
            return;
        }
        let Some(mut pact) = self.table.with_untracked(Session::pact) else { return };
        pact.resign();
        self.table.change(|s| s.set_pact(&pact));
    }
}

/// The message owed to the friend in `session` at `game`, if the player's turn is over.
pub fn outgoing(session: &Session, game: &Game) -> Option<Outgoing> {
    session.pact()?.outgoing(game, &session.throw_off, &session.actions)
}

/// The invitation's link, while the inviter waits for an answer.
pub fn invitation_link(session: &Session) -> Option<String> {
    session.pact()?.invitation(session.options).map(|invitation| link_to(&invitation.to_text()))
}

/// The address's fragment, if it is a friend's link.
pub fn link_in_address() -> Option<String> {
    let hash = window().location().hash().ok()?;
    let fragment = hash.strip_prefix('#')?;
    [INVITATION, MESSAGE, LIVE].iter().any(|kind| fragment.starts_with(kind)).then(|| fragment.to_string())
}
