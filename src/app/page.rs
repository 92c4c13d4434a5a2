//! The app: it provides the contexts, each by its own function, and lays out the page.

use leptos::prelude::*;

use super::board::zone::{Zone, ZoneKind};
use super::board::Board;
use super::contexts::prefs::provide_prefs;
use super::contexts::saved::{provide_saved, start};
use super::contexts::shown::provide_board_view;
use super::contexts::table::provide_table;
use super::contexts::ui::{provide_ui, use_panels};
use super::friend::{self, provide_friends};
use super::header::Header;
use super::keys::listen_to_keys;
use super::later::{self, use_loader};
use super::lessons::provide_lessons;
use super::library::provide_library;
use super::motion::animate_new_moves;
use super::play::computer::provide_computer;
use super::play::use_play;
use super::review::provide_reviews;
use super::turn::status;
use super::turn::sticks::Sticks;
use super::turn::their_turn;
use super::turn::who_starts::WhoStarts;
use super::turn::Turn;
use super::tournament::{self, provide_tournament_shown};
use super::tutor;
use super::visiting::{self, listen_for_links, use_visits};
use super::{advice, analysis, game_over, lessons, library, new_game, practice, puzzles, record, review, rules_page, share_panel, tasks};

#[component]
pub fn App() -> impl IntoView {
    let prefs = provide_prefs();
    let start = start(prefs.lang_now());
    let ui = provide_ui(start.problem);
    let table = provide_table(start.session);
    let board = provide_board_view(table, ui, start.shown);
    let saved = provide_saved(start.no_storage, table, board, ui, prefs);
    let panels = use_panels();
    let library = provide_library(saved, board, ui, panels, prefs);
    let lessons = provide_lessons(start.first_visit, table, board, saved, ui, panels, prefs);
    provide_friends(table, board, library, lessons, ui, panels, prefs);
    provide_reviews(table, board, ui, prefs);
    provide_tournament_shown();
    provide_computer(use_play(), table, prefs, use_loader());
    listen_to_keys(use_play());
    listen_for_links(use_visits());
    let moves_shown = animate_new_moves(table, board);
    let in_lesson = board.in_lesson;

    // The header, the turn and the board are each drawn in a task of their own (`tasks`): a slow
    // phone is never held long.
    view! {
        {tasks::next(|| view! { <Header/> }.into_any())}
        <div class="alerts">
            {move || ui.alert.get().map(|text| view! {
                <p class="alert" role="alert">
                    {text}
                    <button class="dismiss" aria-label=move || prefs.tr("Dismiss", "Закрыть") on:click=move |_| ui.alert.set(None)>"×"</button>
                </p>
            })}
        </div>
        {later::draw(new_game::drawing)}
        {later::draw(library::view::drawing)}
        {later::draw(lessons::list::drawing)}
        {later::draw(analysis::drawing)}
        {later::draw(practice::panel::drawing)}
        {later::draw(puzzles::panel::drawing)}
        {later::draw(tournament::new::drawing)}
        {later::draw(tournament::panel::drawing)}
        {later::draw(visiting::drawing)}
        {later::draw(friend::panel::drawing)}
        // What is needed on every turn (whose turn, the throw, the board) comes first and stays in
        // view together on every screen; the rest follows (below the board on a phone, beside it on
        // a wide screen).
        <main class="table" class:lesson-shown=move || in_lesson.get() && lessons.hinted.get()>
            <section class="turn" aria-label=move || prefs.tr("Turn", "Ход")>
                {tasks::next(|| view! { <Turn/> <Sticks/> }.into_any())}
                {later::draw(tutor::panel::drawing)}
                {later::draw(their_turn::drawing)}
                {move || (!in_lesson.get()).then(|| later::draw(game_over::drawing))}
            </section>
            <section class="play" aria-label=move || prefs.tr("Board", "Доска") data-moves-shown=moves_shown>
                <Zone kind=ZoneKind::Drowned/>
                {tasks::next(|| view! { <Board/> }.into_any())}
                <Zone kind=ZoneKind::Off/>
            </section>
            <div class="more">
                <WhoStarts/>
                {later::draw(lessons::task::rule)}
                {move || (!in_lesson.get()).then(|| later::draw(review::panel::drawing))}
                {later::draw(friend::panel::your_turn)}
                {later::draw(status::drawing)}
                // A lesson's position is no game of the player's: nothing to advise, record or share.
                {move || (!in_lesson.get()).then(|| view! {
                    {later::draw(advice::drawing)}
                    {later::draw(record::drawing)}
                    {later::draw(share_panel::drawing)}
                })}
                {later::draw(rules_page::drawing)}
            </div>
        </main>
    }
}
