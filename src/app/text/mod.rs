//! The texts that describe a game: its title, what it waits for, a move before it is made, and a
//! record line with what the Houses did (`said.rs`: moves and lines in words). Pure functions of
//! the game and the language.

use super::i18n::{capitalized, count, side_name, side_name_genitive, tr, Lang};
use super::state::Session;
use crate::record::friend::message::MAX_NAME_BYTES;
use crate::engine::{CycleGoal, Game, Options, Side, Stage, System};

mod said;
pub use said::{choice_in_words, line_in_words, move_in_words, preview};

/// A winning chance (0–1) in whole points of a hundred, as the tutor and the practice say it.
pub fn points(chance: f64) -> i32 {
    (chance * 100.0).round() as i32
}

/// A game's name: its system and length ("Kendall system, short Senet").
pub fn title(lang: Lang, options: &Options) -> String {
    let length = match options.pieces {
        7 => tr!(lang, "long Senet", "долгий Сенет"),
        _ => tr!(lang, "short Senet", "короткий Сенет"),
    };
    let system = match (options.system, options.goal) {
        (System::Kendall, _) => tr!(lang, "Kendall system", "система Кендалла"),
        (System::Bell, _) => tr!(lang, "Bell system", "система Белла"),
        (System::Cycles, CycleGoal::Cycles(n)) => tr!(lang, "Kendall ↔ Bell, cycles: {n}", "Кендалл ↔ Белл, кругов: {n}"),
        (System::Cycles, CycleGoal::TimeLimit { minutes }) => {
            tr!(lang, "Kendall ↔ Bell, {minutes} minutes", "Кендалл ↔ Белл, {minutes} мин.")
        }
        (System::Gods, _) if options.release => tr!(lang, "with the gods, release on", "с богами, с освобождением"),
        (System::Gods, _) => tr!(lang, "with the gods, release off", "с богами, без освобождения"),
    };
    format!("{}, {length}", capitalized(&system))
}

/// Who plays the two sides (spools, cones), as the texts name them: "you" and "the computer" in a
/// game against it (and "you" to a learner in a lesson), the sides themselves when two people share
/// the device (or the gods play).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Players {
    /// The person's side, when the texts speak to them.
    you: Option<Side>,
    computer: [bool; 2],
    /// The other side is a friend's, on their own device.
    friend: bool,
    /// In a game with a friend: this player accepted the invitation (and sent the answer).
    accepted: bool,
    /// The name the friend gave, if any: the texts say it instead of "your friend".
    friend_name: Option<Name>,
    system: System,
}

/// A friend's name, kept inline (a pact keeps at most 40 bytes of it) so that `Players` stays `Copy`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Name {
    bytes: [u8; MAX_NAME_BYTES],
    len: u8,
}

impl Name {
    /// A pact's name (clipped to its bytes when it came).
    fn of(name: &str) -> Option<Name> {
        if name.is_empty() || name.len() > MAX_NAME_BYTES {
            return None;
        }
        let mut bytes = [0; MAX_NAME_BYTES];
        bytes[..name.len()].copy_from_slice(name.as_bytes());
        Some(Name { bytes, len: name.len() as u8 })
    }

    fn as_str(&self) -> &str {
        std::str::from_utf8(&self.bytes[..usize::from(self.len)]).unwrap_or_default()
    }
}

impl Players {
    pub fn of(session: &Session) -> Players {
        let computer = session.computer.map(|c| c.is_some());
        let system = session.options.system;
        if let Some(seat) = &session.friend {
            let accepted = seat.me == crate::record::friend::Role::Invited;
            return Players { you: seat.my_side(&session.throw_off), computer, friend: true, accepted, friend_name: None, system };
        }
        let you = match computer {
            [false, true] if system != System::Gods => Some(Side::Spools),
            [true, false] if system != System::Gods => Some(Side::Cones),
            _ => None,
        };
        Players { you, computer, friend: false, accepted: false, friend_name: None, system }
    }

    /// The same, with the name the friend gave (read from the whole pact: for the texts that come
    /// after the first board).
    pub fn named(session: &Session) -> Players {
        let name = session.friend.as_ref().and_then(|seat| seat.pact()).map(|pact| pact.friend_name().to_string());
        Players { friend_name: name.as_deref().and_then(Name::of), ..Players::of(session) }
    }

    /// Two people at one board, neither named: the texts name the sides (the analysis board).
    pub fn two_here(system: System) -> Players {
        Players { you: None, computer: [false; 2], friend: false, accepted: false, friend_name: None, system }
    }

    /// A learner playing `side` (a lesson).
    pub fn learner(system: System, side: Side) -> Players {
        Players { you: Some(side), computer: [false; 2], friend: false, accepted: false, friend_name: None, system }
    }

    /// One person against the computer: the texts say "you" and "the computer".
    pub fn against_the_computer(&self) -> bool {
        self.you.is_some() && self.computer.contains(&true)
    }

    /// One person against a friend on another device: the texts say "you" and "your friend".
    pub fn against_a_friend(&self) -> bool {
        self.you.is_some() && self.friend
    }

    /// The person has an opponent the texts name (the computer or a friend), whose turns they
    /// are told of.
    pub fn against_someone(&self) -> bool {
        self.against_the_computer() || self.against_a_friend()
    }

    /// Whether `side` is the person's.
    pub fn yours(&self, side: Side) -> bool {
        self.you == Some(side)
    }

    /// The friend's name, when they gave one.
    pub fn friend_name(&self) -> Option<&str> {
        self.friend_name.as_ref().map(Name::as_str)
    }

    /// Who played `side`, to begin a sentence: "You", "The computer", "Anna", "Spools".
    pub fn who(&self, lang: Lang, side: Side) -> String {
        match (self.yours(side), self.computer[side.index()] && self.against_the_computer()) {
            (true, _) => tr!(lang, "You", "Вы"),
            (_, true) => tr!(lang, "The computer", "Компьютер"),
            _ if self.against_a_friend() => self.friend_name().map_or_else(|| tr!(lang, "Your friend", "Ваш друг"), str::to_string),
            _ => capitalized(side_name(lang, self.system, side)),
        }
    }

    /// The winner, in a sentence: "You won", "The computer won", "Spools won".
    pub fn won(&self, lang: Lang, winner: Side) -> String {
        match (self.against_the_computer(), self.against_a_friend(), self.yours(winner)) {
            (true, _, true) | (_, true, true) => tr!(lang, "You won", "Вы победили"),
            (true, _, false) => tr!(lang, "The computer won", "Победил компьютер"),
            (_, true, false) => match self.friend_name() {
                Some(name) => tr!(lang, "{name} won", "Победа: {name}"),
                None => tr!(lang, "Your friend won", "Победил ваш друг"),
            },
            (false, false, _) => {
                let winner = capitalized(side_name(lang, self.system, winner));
                tr!(lang, "{winner} won", "Победа: {winner}")
            }
        }
    }
}

/// Who won the throw-off (K2) and starts, in a sentence: `starter` is the player (1 or 2) who
/// threw the first 1.
pub fn throw_off_won(lang: Lang, players: Players, starter: u8) -> String {
    match (players.against_the_computer(), players.against_a_friend(), players.yours(Side::Spools)) {
        (_, _, true) if players.against_someone() => tr!(lang, "You threw the first 1 of the throw-off: you play the spools and start (K2).",
            "Вы первым выбросили единицу при розыгрыше первого хода: играете катушками и ходите первым (K2)."),
        (true, _, false) => tr!(lang, "The computer threw the first 1 of the throw-off: it plays the spools and starts (K2).",
            "Компьютер первым выбросил единицу при розыгрыше первого хода: он играет катушками и ходит первым (K2)."),
        (_, true, false) if players.friend_name().is_some() => {
            let name = players.friend_name().unwrap_or_default();
            tr!(lang, "{name} threw the first 1 of the throw-off: they play the spools and start (K2).",
                "{name}: первая единица при розыгрыше первого хода — катушки и первый ход у друга (K2).")
        }
        (_, true, false) => tr!(lang, "Your friend threw the first 1 of the throw-off: they play the spools and start (K2).",
            "Ваш друг первым выбросил единицу при розыгрыше первого хода: катушки и первый ход — за другом (K2)."),
        _ => tr!(lang, "Player {starter} threw the first 1 of the throw-off: they play the spools and start (K2).",
            "Игрок {starter} первым выбросил единицу при розыгрыше первого хода: играет катушками и ходит первым (K2)."),
    }
}

/// The system in one sentence, where a player first meets its name (the status below the board):
/// what the race is and how it is won, "borne off" said in plain words.
pub fn system_in_words(lang: Lang, options: &Options) -> String {
    let n = options.pieces;
    match options.system {
        System::Kendall => tr!(lang,
            "Kendall system: each side races its {n} pieces from 1 to 30 past the Houses; the first to bear them all off (move each off the board past 30) wins (K16).",
            "Система Кендалла: каждая сторона ведёт свои {n} фишек от 1 до 30 мимо Домов; побеждает тот, кто первым выведет их все с доски за поле 30 (K16)."),
        System::Bell => tr!(lang,
            "Bell system: the pieces enter at the end of the track and race back towards 1; the first to stand all {n} on its own domain (the odd or the even squares of 1–10) wins (B9).",
            "Система Белла: фишки входят с конца дорожки и идут назад, к полю 1; побеждает тот, кто первым поставит все {n} на свои владения (нечётные или чётные поля 1–10) (B9)."),
        System::Cycles => tr!(lang,
            "Kendall ↔ Bell cycles: a Kendall race to the end of the track, then a Bell race back, in turn, as many cycles as agreed (C1–C3).",
            "Круги Кендалл ↔ Белл: гонка Кендалла до конца дорожки, затем гонка Белла обратно, по очереди, столько кругов, сколько условлено (C1–C3)."),
        System::Gods => tr!(lang,
            "The game with the gods: your cones race the gods' spools, which a second throw moves; bear off all your pieces (move each off the board past 30) before the gods to win (G7).",
            "Игра «с богами»: ваши конусы против катушек богов, которых двигает второй бросок; выведите все свои фишки с доски за поле 30 раньше богов, чтобы победить (G7)."),
    }
}

/// What the game waits for, in words.
pub fn waiting_for(lang: Lang, game: &Game, players: Players) -> String {
    if players.against_the_computer() {
        return waiting_for_you_or_the_computer(lang, game, players);
    }
    if players.friend && !players.yours(game.to_move()) {
        return waiting_for_the_friend(lang, game, players);
    }
    let system = game.options().system;
    let who = capitalized(side_name(lang, system, game.to_move()));
    match game.stage() {
        Stage::Throw if game.must_revive() => tr!(lang, "{who}: revive a drowned piece on 15 (K14)", "{who}: воскрешение — утонувшая фишка возрождается на поле 15 (K14)"),
        Stage::Throw => tr!(lang, "{who} to throw", "{who}: бросок"),
        Stage::Move { value, .. } => tr!(lang, "{who}: {value} thrown, choose a piece", "{who}: выпало {value}, выберите фишку"),
        Stage::GodsPiece { distance } => tr!(lang, "The gods throw again for the piece that moves {distance} (G4)", "Боги бросают ещё раз: какая фишка пойдёт на {distance} (G4)"),
        Stage::Fate { owner } => {
            let owner = side_name_genitive(lang, system, owner);
            tr!(lang, "Fate throw for the piece of {owner} on 26 (K13)", "Бросок судьбы для фишки {owner} на поле 26 (K13)")
        }
        Stage::Over { .. } => game_over(lang),
    }
}

/// What the game waits for, said to the person playing the computer.
fn waiting_for_you_or_the_computer(lang: Lang, game: &Game, players: Players) -> String {
    let yours = players.yours(game.to_move());
    match (game.stage(), yours) {
        (Stage::Throw, true) if game.must_revive() => tr!(lang, "Your turn: revive your drowned piece on 15 (K14)", "Ваш ход: воскресите утонувшую фишку на поле 15 (K14)"),
        (Stage::Throw, false) if game.must_revive() => tr!(lang, "The computer revives its drowned piece on 15 (K14)", "Компьютер воскрешает утонувшую фишку на поле 15 (K14)"),
        (Stage::Throw, true) => tr!(lang, "Your throw", "Ваш бросок"),
        (Stage::Throw, false) => tr!(lang, "The computer's throw", "Бросает компьютер"),
        (Stage::Move { value, .. }, true) => tr!(lang, "You threw {value}: choose a piece", "Вы выбросили {value}: выберите фишку"),
        (Stage::Move { value, .. }, false) => tr!(lang, "The computer threw {value} and chooses its move", "Компьютер выбросил {value} и выбирает ход"),
        (Stage::Fate { owner }, _) if players.yours(owner) => tr!(lang, "Fate throw for your piece on 26 (K13)", "Бросок судьбы для вашей фишки на поле 26 (K13)"),
        (Stage::Fate { .. }, _) => tr!(lang, "Fate throw for the computer's piece on 26 (K13)", "Бросок судьбы для фишки компьютера на поле 26 (K13)"),
        (Stage::GodsPiece { distance }, _) => tr!(lang, "The gods throw again for the piece that moves {distance} (G4)", "Боги бросают ещё раз: какая фишка пойдёт на {distance} (G4)"),
        (Stage::Over { .. }, _) => game_over(lang),
    }
}

/// The turn's line once the game is over: who won is said where the game's end is shown (once).
fn game_over(lang: Lang) -> String {
    tr!(lang, "The game is over", "Партия окончена")
}

/// What the game waits for from a friend on their own device (told where it is the person's turn
/// as between two players: the person's own texts).
fn waiting_for_the_friend(lang: Lang, game: &Game, players: Players) -> String {
    match game.stage() {
        Stage::Over { .. } => game_over(lang),
        // Before the throw-off, which the answer decides when the inviter opens it.
        _ if players.you.is_none() && players.accepted => match players.friend_name() {
            Some(name) => tr!(lang, "Waiting for {name} to open your answer: the game begins then",
                "Ждём, когда {name} откроет ваш ответ: тогда начнётся партия"),
            None => tr!(lang, "Waiting for your friend to open your answer: the game begins then",
                "Ждём, когда друг откроет ваш ответ: тогда начнётся партия"),
        },
        _ if players.you.is_none() => tr!(lang, "Waiting for your friend's answer", "Ждём ответа друга"),
        // How their moves come (by their link, or live as they play) the friend's panel says.
        _ => match players.friend_name() {
            Some(name) => tr!(lang, "{name}'s turn", "Ход: {name}"),
            None => tr!(lang, "Your friend's turn", "Ход вашего друга"),
        },
    }
}

/// K11's counter in words.
pub fn counter_text(lang: Lang, counter: i8) -> Option<String> {
    let n = counter.unsigned_abs();
    match counter {
        0 => None,
        1.. => {
            let throws = count(lang, n.into(), ["extra throw", "extra throws"], ["дополнительный бросок", "дополнительных броска", "дополнительных бросков"]);
            Some(tr!(lang, "{throws} pending", "в запасе {throws}"))
        }
        -1 => Some(tr!(lang, "skips the next turn", "пропускает следующий ход")),
        _ => {
            let turns = count(lang, n.into(), ["turn", "turns"], ["ход", "хода", "ходов"]);
            Some(tr!(lang, "skips the next {turns}", "пропускает {turns}"))
        }
    }
}
