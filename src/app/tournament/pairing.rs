//! One pairing of a round, and the four ways its game is played: here, two on this device; at the
//! table with real sticks, scored here; on the players' own phones, its finished record (or a
//! share link) brought back and verified before it counts; or its result entered by hand (counted unverified).

use leptos::prelude::*;

use super::organised::Organised;
use super::Here;
use crate::app::contexts::prefs::use_prefs;
use crate::app::contexts::saved::new_session;
use crate::app::contexts::ui::use_ui;
use crate::app::i18n::tr;
use crate::app::library::use_library;
use crate::app::messages::record_message;
use crate::app::record::import::read_chosen_file;
use crate::app::share::game_in_pasted_link;
use crate::engine::Entropy;

/// How the game is being brought in: its record, or its result by hand.
#[derive(Clone, Copy, PartialEq)]
enum Bringing {
    Record,
    Result,
}

/// What was brought back as a record: the record itself, or a share link's game written as one
/// (its throws checked by the rules alone: a link carries no commitments).
fn record_of(text: String) -> Result<String, String> {
    match game_in_pasted_link(&text, js_sys::Date::now()) {
        Some(game) => game.and_then(|session| session.recorder()).map(|recorder| recorder.record().to_string()),
        None => Ok(text),
    }
}

#[component]
pub fn Pairing(organised: Organised, round: u32, index: usize, pair: (usize, usize)) -> impl IntoView {
    let (library, ui, prefs) = (use_library(), use_ui(), use_prefs());
    let bringing = RwSignal::new(None::<Bringing>);
    let pasted = RwSignal::new(String::new());
    let refused = RwSignal::new(None::<String>);
    let play_here = move |real_sticks: bool| {
        let Some(options) = organised.with_untracked(|t| t.options) else { return };
        let mut session = new_session(options);
        if real_sticks {
            session.set_own_sticks(true, &mut Entropy);
        }
        let event = organised.event();
        let mut here = Here::all();
        here.retain(|h| !(h.event == event && h.round == round && h.pair == pair));
        here.push(Here { event: event.clone(), round, pair, started_at: session.started_at });
        let kept = Here::keep_all(&here);
        library.start_new(session);
        let lang = prefs.lang.get_untracked();
        let (a, b) = organised.with_untracked(|t| (t.players[pair.0].clone(), t.players[pair.1].clone())).unwrap_or_default();
        ui.tell(tr!(lang, "Round {round} of “{event}”: {a} is player 1 (throws first in the throw-off), {b} player 2. The game counts when it ends.",
            "{round}-й тур турнира «{event}»: {a} — игрок 1 (первым бросает при розыгрыше первого хода), {b} — игрок 2. Партия засчитается, когда закончится."));
        if kept.is_err() {
            ui.warn(prefs.tr("This browser keeps nothing now: the game counts only if it ends in this visit.", "Браузер сейчас ничего не сохраняет: партия засчитается, только если закончится сейчас."));
        }
    };
    let count = move |text: String| match record_of(text).and_then(|record| organised.change(|t| t.count(round, pair, &record))) {
        Ok(()) => {
            refused.set(None);
            bringing.set(None);
        }
        Err(why) => refused.set(Some(why)),
    };
    let enter = move |winner: usize| {
        let _ = organised.change(|t| {
            t.enter(round, pair, winner);
            Ok(())
        });
        bringing.set(None);
    };
    let played = move || organised.with(|t| t.game(round, pair).cloned()).flatten();
    let (first, second) = organised.with_untracked(|t| (t.players[pair.0].clone(), t.players[pair.1].clone())).unwrap_or_default();
    view! {
        <li class="pairing" data-pairing=format!("{round}-{index}")>
            <p class="players">{format!("{first} — {second}")}</p>
            {move || {
                let lang = prefs.lang.get();
                match played() {
                    Some(game) => {
                        let winner = organised.with_untracked(|t| t.players[game.winner].clone()).unwrap_or_default();
                        let how = if game.verified {
                            prefs.tr("its record checked", "запись проверена")
                        } else {
                            prefs.tr("entered by hand, unverified", "введено вручную, не проверено")
                        };
                        view! {
                            <p role="status" data-counted=if game.verified { "verified" } else { "hand" }>
                                {tr!(lang, "{winner} won ({how}).", "Победа: {winner} ({how}).")}
                            </p>
                        }.into_any()
                    }
                    None => view! {
                        <div class="ways">
                            <button data-action="play-here" on:click=move |_| play_here(false)>{prefs.tr("Play here", "Играть здесь")}</button>
                            <button data-action="play-at-table" on:click=move |_| play_here(true)>{prefs.tr("At the table, real sticks", "За столом, настоящие дощечки")}</button>
                            <button data-action="bring-back" aria-expanded=move || (bringing.get() == Some(Bringing::Record)).to_string()
                                on:click=move |_| bringing.set(Some(Bringing::Record))>{prefs.tr("Bring back its record", "Принести запись")}</button>
                            <button data-action="enter-result" aria-expanded=move || (bringing.get() == Some(Bringing::Result)).to_string()
                                on:click=move |_| bringing.set(Some(Bringing::Result))>{prefs.tr("Enter the result", "Ввести результат")}</button>
                        </div>
                    }.into_any(),
                }
            }}
            {move || (played().is_none() && bringing.get() == Some(Bringing::Result)).then(|| {
                let (a, b) = organised.with_untracked(|t| (t.players[pair.0].clone(), t.players[pair.1].clone())).unwrap_or_default();
                let lang = prefs.lang.get();
                view! {
                    <div class="ways">
                        <button data-result="first" on:click=move |_| enter(pair.0)>{tr!(lang, "{a} won", "Победа: {a}")}</button>
                        <button data-result="second" on:click=move |_| enter(pair.1)>{tr!(lang, "{b} won", "Победа: {b}")}</button>
                    </div>
                }
            })}
            {move || (played().is_none() && bringing.get() == Some(Bringing::Record)).then(|| view! {
                <div class="import">
                    <label>{move || prefs.tr("The finished game's record or link (paste it, or choose its file)", "Запись или ссылка оконченной партии (вставьте или выберите файл)")}
                        <textarea rows="4" data-option="tournament-record" prop:value=pasted on:input:target=move |ev| pasted.set(ev.target().value())></textarea>
                    </label>
                    <div class="record-actions">
                        <button data-action="count-record" on:click=move |_| count(pasted.get_untracked())>{move || prefs.tr("Check and count it", "Проверить и засчитать")}</button>
                        <input type="file" accept=".senet,.txt,text/plain" data-option="tournament-record-file"
                            aria-label=move || prefs.tr("The record's file", "Файл записи")
                            on:change:target=move |ev| read_chosen_file(ev.target(), move |text| match text {
                                Ok(text) => count(text),
                                Err(why) => refused.set(Some(why)),
                            })/>
                    </div>
                </div>
            })}
            {move || refused.get().map(|why| view! {
                <p role="alert" data-refused="">{move || {
                    let why = record_message(prefs.lang.get(), &why);
                    tr!(prefs.lang.get(), "Not counted: {why}", "Не засчитано: {why}")
                }}</p>
            })}
        </li>
    }
}
