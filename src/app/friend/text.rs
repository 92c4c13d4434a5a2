//! The words of a game with a friend: why a link changes nothing, and what came with one.

use crate::app::i18n::{count, tr, Lang};
use crate::record::friend::FriendError;

/// Why a friend's link changed nothing, said to the player.
pub fn refusal(lang: Lang, error: FriendError) -> String {
    let why = why(lang, error);
    tr!(lang, "This link changes nothing: {why}.", "Ссылка ничего не изменила: {why}.")
}

/// Why a message from the friend's app over the live connection changed nothing.
pub fn live_refusal(lang: Lang, error: FriendError) -> String {
    let why = why(lang, error);
    tr!(lang, "Your friend's app sent something this game refuses, and nothing changed: {why}.",
        "Приложение друга прислало то, что эта партия не принимает; ничего не изменилось: {why}.")
}

fn why(lang: Lang, error: FriendError) -> String {
    match error {
        FriendError::Damaged => tr!(lang, "it is damaged or cut short (copy the whole link)", "она повреждена или обрезана (скопируйте ссылку целиком)"),
        FriendError::Version(v) => tr!(lang, "it was made by a newer version of the app (format {v}): reload the page to get it",
            "она сделана более новой версией приложения (формат {v}): перезагрузите страницу"),
        FriendError::OtherGame => tr!(lang, "it belongs to a game this browser does not have (was it opened on another device?)",
            "она от партии, которой нет в этом браузере (не открывали ли её на другом устройстве?)"),
        FriendError::OwnLink => tr!(lang, "it is your own link: send it to your friend", "это ваша собственная ссылка: отправьте её другу"),
        FriendError::AlreadyOpened => tr!(lang, "it was opened here before, or a newer one was", "её уже открывали здесь, или открывали более новую"),
        FriendError::OutOfOrder => tr!(lang, "it does not come next: a link of your friend's is missing before it, or it answers a link you have not sent",
            "она не следующая: перед ней не хватает ссылки друга, или она отвечает на ссылку, которую вы ещё не отправили"),
        FriendError::BadElement => tr!(lang, "its secret does not match your friend's commitment: it was changed",
            "её секрет не совпадает с обязательством друга: ссылку изменили"),
        FriendError::BadThrow(n) => tr!(lang, "throw {n} in it is not the one both secrets give: it was changed",
            "бросок {n} в ней не тот, что дают оба секрета: ссылку изменили"),
        FriendError::Illegal => tr!(lang, "a move in it breaks the rules", "ход в ней нарушает правила"),
        FriendError::Changed => tr!(lang, "it changes moves your friend already made live", "она меняет ходы, которые друг уже сделал вживую"),
        FriendError::NotTheirTurn => tr!(lang, "it plays for you, or stops before your friend's turn is over",
            "она ходит за вас или обрывается до конца хода друга"),
        FriendError::ChainUsedUp => tr!(lang, "the game is longer than its secrets allow (over 65,000 turns)", "партия длиннее, чем позволяют её секреты (больше 65 000 ходов)"),
        FriendError::ThrowOffUndecided => tr!(lang, "the throw-off found no 1 in 64 throws (once in a hundred million games): start a new game",
            "в розыгрыше первого хода за 64 броска не выпало единицы (раз на сто миллионов партий): начните новую партию"),
    }
}

/// What a friend's link brought, in a sentence (`name`: the one the friend gave).
pub fn received(lang: Lang, started: bool, actions: usize, name: Option<&str>) -> String {
    let counted = count(lang, actions as u64, ["action", "actions"], ["действие", "действия", "действий"]);
    match (started, actions, name) {
        (true, 0, Some(name)) => tr!(lang, "{name}'s link: the throw-off is decided.", "Ссылка друга ({name}): первый ход разыгран."),
        (true, 0, None) => tr!(lang, "Your friend's link: the throw-off is decided.", "Ссылка друга: первый ход разыгран."),
        (_, 0, Some(name)) => tr!(lang, "{name}'s link is in.", "Ссылка друга ({name}) получена."),
        (_, 0, None) => tr!(lang, "Your friend's link is in.", "Ссылка друга получена."),
        (_, _, Some(name)) => tr!(lang, "{name}'s turn, {counted}, as they played it.", "Ход друга ({name}, {counted}) — так, как он был сыгран."),
        (_, _, None) => tr!(lang, "Your friend's turn, {counted}, as they played it.", "Ход друга ({counted}) — так, как он был сыгран."),
    }
}
