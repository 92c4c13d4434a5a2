//! Share links: a whole game in the URL fragment, compact, and refused cleanly when damaged.

use proptest::prelude::*;
use senet::engine::{next_action, Action, Game, Options, Player, RandomPlayer, Seeded, System};
use senet::record::link::{decode, encode, GameLink};

fn random_link(options: Options, seed: u64, limit: usize) -> GameLink {
    let mut game = Game::new(options);
    let mut throws = Seeded::new(seed);
    let (mut a, mut b) = (RandomPlayer(Seeded::new(seed ^ 5)), RandomPlayer(Seeded::new(seed ^ 6)));
    let mut players: [&mut dyn Player; 2] = [&mut a, &mut b];
    let mut actions = Vec::new();
    while let Some(action) = next_action(&game, &mut throws, &mut players).filter(|_| actions.len() < limit) {
        game.act(action).unwrap();
        actions.push(action);
    }
    GameLink { options, throw_off: vec![3, 2, 1], actions, players: [0, 4] }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn a_game_survives_its_link(system in 0..4usize, long in any::<bool>(), seed in any::<u64>(), limit in 0..3000usize) {
        let system = System::ALL[system];
        let options = Options::new(system, if long && system != System::Gods { 7 } else { 5 });
        let link = random_link(options, seed, limit);
        let text = encode(&link).unwrap();
        prop_assert!(text.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
        prop_assert_eq!(decode(&text), Ok(link));
    }

    #[test]
    fn any_text_is_a_game_or_a_clear_refusal(text in "[A-Za-z0-9_-]{0,300}|.{0,40}") {
        if let Ok(link) = decode(&text) {
            prop_assert_eq!(decode(&encode(&link).unwrap()), Ok(link));
        }
    }
}

#[test]
fn a_400_throw_game_fits_in_2_kb() {
    let mut longest = 0;
    for seed in 0..20 {
        let link = random_link(Options::new(System::Kendall, 5), seed, usize::MAX);
        let throws = link.actions.iter().filter(|a| matches!(a, Action::Throw(_))).count();
        let text = encode(&link).unwrap();
        // Scaled to 400 throws.
        longest = longest.max(text.len() * 400 / throws.max(1));
    }
    assert!(longest <= 2048, "{longest} characters for 400 throws");
}

#[test]
fn damaged_links_are_refused_with_a_reason() {
    let text = encode(&random_link(Options::new(System::Kendall, 5), 1, 200)).unwrap();
    let cut = &text[..text.len() / 2];
    assert!(decode(cut).is_err());
    assert!(decode(&format!("{text}AAAA")).is_err(), "more than a game");
    let error = decode("abc$def").unwrap_err().to_string();
    assert!(error.contains("character 4"), "{error}");
    assert!(decode("").unwrap_err().to_string().contains("format 0"));
    assert!(decode(&"A".repeat(30_000)).unwrap_err().to_string().contains("too long"));
}
