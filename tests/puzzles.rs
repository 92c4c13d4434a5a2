//! Puzzles (issue 41): the bundled set (at least 300, Kendall and Bell, 5 and 7 pieces) reads, and
//! every puzzle's answer is still the best by the margin searched deeper; a theme is what the
//! answer does; the miner makes the same set from the same seed; a forged answer is refused by the
//! check; the rating (Elo), the puzzle of the day and the next puzzle's choice.

use senet::ai::puzzles::{mine, next_for, of_the_day, rated, read, Puzzle, Theme, BUNDLED, FIRST_RATING};
use senet::engine::{Action, Options, System};

#[test]
fn the_bundled_set_holds_300_puzzles_of_every_kind_each_still_the_best_deeper() {
    let set = read(BUNDLED).unwrap();
    assert!(set.len() >= 300, "{} puzzles", set.len());
    for (system, pieces) in [(System::Kendall, 5), (System::Kendall, 7), (System::Bell, 5), (System::Bell, 7)] {
        let of_kind = set.iter().filter(|p| p.position.options().system == system && p.position.options().pieces == pieces).count();
        assert!(of_kind >= 40, "{system:?} {pieces}: {of_kind}");
    }
    let mut ids = set.iter().map(|p| p.id.as_str()).collect::<Vec<_>>();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), set.len(), "each id once");
    for puzzle in &set {
        assert_eq!(puzzle.check(), Ok(()));
        // Written and read back, the same puzzle.
        assert_eq!(puzzle.to_string().parse().as_ref(), Ok(puzzle));
    }
}

#[test]
fn a_puzzles_themes_are_what_its_answer_does() {
    for puzzle in read(BUNDLED).unwrap() {
        let (game, mv) = (puzzle.at_move(), puzzle.answer);
        assert_eq!(puzzle.themes, Theme::of(&game, mv), "{}", puzzle.id);
        let mut after = game;
        after.act(Action::Move(mv)).unwrap();
        for theme in &puzzle.themes {
            let does = match theme {
                Theme::Capture => mv.capture,
                Theme::Pair => [mv.to.wrapping_sub(1), mv.to + 1].into_iter().any(|s| (1..=30).contains(&s) && after.piece_at(s) == Some(game.to_move())),
                Theme::Beauty => mv.to == 26,
                Theme::Water => mv.to == 27 || mv.from == 27,
                Theme::Ba => mv.ba,
                Theme::Net => mv.to == 16,
                Theme::Rebirth => mv.to == 15,
                Theme::BearingOff => mv.is_bear_off(),
                Theme::Entry => mv.is_entry(),
                Theme::Race => puzzle.themes.len() == 1,
            };
            assert!(does, "{}: {theme:?}", puzzle.id);
        }
    }
}

/// The miner makes the same puzzles from the same seed; given a set's puzzles of the kind
/// (`senet puzzles --refresh`), it keeps them and numbers the new ones after the highest kept id,
/// so that an id never names another puzzle (a player's solved ones are kept by id).
#[test]
fn the_miner_makes_the_same_puzzles_from_the_same_seed_numbered_after_those_kept() {
    let options = Options::new(System::Bell, 7);
    let first = mine(Vec::new(), options, 1, 6, 1, "t");
    let [found] = &first[..] else { panic!("{first:?}") };
    assert_eq!(found.check(), Ok(()));
    // A puzzle from late in the bundled set's mining, so that the one mined anew is the same.
    let mut kept = read(BUNDLED).unwrap().into_iter().rfind(|p| *p.position.options() == options).unwrap();
    kept.id = "t-007".into();
    let more = mine(vec![kept.clone()], options, 2, 6, 1, "t");
    let numbered = Puzzle { id: "t-008".into(), ..found.clone() };
    assert_eq!(more, [kept, numbered]);
    assert_eq!(mine(more.clone(), options, 2, 6, 1, "t"), more, "a kind already full is kept as it is");
}

#[test]
fn a_forged_answer_fails_the_check() {
    let set = read(BUNDLED).unwrap();
    let mut forged = set[0].clone();
    forged.answer = forged.at_move().legal_moves().iter().find(|&mv| mv != forged.answer).unwrap();
    assert!(forged.check().is_err());
    // A damaged line says which puzzle and why.
    let line = set[0].to_string().replace('\t', " ");
    assert!(read(&line).is_err());
}

#[test]
fn the_rating_moves_by_elo_and_the_next_puzzle_is_the_nearest_unsolved() {
    assert!((rated(FIRST_RATING, 1500, true) - 1516.0).abs() < 1e-9);
    assert!((rated(FIRST_RATING, 1500, false) - 1484.0).abs() < 1e-9);
    assert!(rated(FIRST_RATING, 1750, true) > rated(FIRST_RATING, 1250, true), "a harder puzzle solved is worth more");
    let set = read(BUNDLED).unwrap();
    let first = next_for(&set, 0..set.len(), &[], 1250.0).unwrap();
    let nearest = set.iter().map(|p| (f64::from(p.rating) - 1250.0).abs()).fold(f64::INFINITY, f64::min);
    assert_eq!((f64::from(set[first].rating) - 1250.0).abs(), nearest);
    assert_ne!(next_for(&set, 0..set.len(), &[set[first].id.clone()], 1250.0), Some(first), "a solved puzzle is not asked again");
    assert_eq!(next_for(&set, std::iter::empty(), &[], 1500.0), None);
}

#[test]
fn the_puzzle_of_the_day_is_one_a_day_and_all_in_turn() {
    let count = 321;
    let days = (20_000..20_000 + count as u64).map(|day| of_the_day(day, count)).collect::<std::collections::HashSet<_>>();
    assert_eq!(days.len(), count, "every puzzle once over as many days");
    assert_ne!(of_the_day(20_000, count), of_the_day(20_001, count));
}
