//! Preferences: the language, the theme and the pace of the computer's turns, remembered in this
//! browser and applied to the page.

use leptos::prelude::*;

use crate::app::i18n::Lang;
use crate::app::storage;

#[derive(Clone, Copy)]
pub struct Prefs {
    pub lang: RwSignal<Lang>,
    /// The theme the player picked (`Some(true)`: dark); the system's until then.
    pub dark: RwSignal<Option<bool>>,
    pub pace: RwSignal<Pace>,
}

/// How long the computer waits before each of its actions (a throw, a move), so that a person can
/// follow them: each throw, then its move, travelling along the track.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Pace {
    Slow,
    Normal,
    Fast,
}

impl Pace {
    pub const ALL: [Pace; 3] = [Pace::Slow, Pace::Normal, Pace::Fast];

    pub const fn name(self) -> &'static str {
        match self {
            Pace::Slow => "slow",
            Pace::Normal => "normal",
            Pace::Fast => "fast",
        }
    }

    pub fn from_name(name: &str) -> Option<Pace> {
        Pace::ALL.into_iter().find(|pace| pace.name() == name)
    }

    /// The pause before each action (the fast pace is the app's old one).
    pub const fn pause_ms(self) -> u64 {
        match self {
            Pace::Slow => 1600,
            Pace::Normal => 1000,
            Pace::Fast => 350,
        }
    }
}

impl Prefs {
    /// A text in the player's language (tracked: the view follows a language switch).
    pub fn tr(&self, en: &'static str, ru: &'static str) -> &'static str {
        match self.lang.get() {
            Lang::En => en,
            Lang::Ru => ru,
        }
    }

    /// The language now, for a message made outside the view.
    pub fn lang_now(&self) -> Lang {
        self.lang.get_untracked()
    }

    /// Switch the theme from the one shown now.
    pub fn toggle_theme(&self) {
        self.dark.set(Some(!self.dark.get_untracked().unwrap_or_else(system_prefers_dark)));
    }
}

/// The player's language and theme (the browser's language until one is chosen); the page's
/// `lang` and `data-theme` follow them.
pub fn provide_prefs() -> Prefs {
    let lang = storage::language().unwrap_or_else(|| Lang::from_tag(&window().navigator().language().unwrap_or_default()));
    let pace = storage::pace().and_then(|name| Pace::from_name(&name)).unwrap_or(Pace::Normal);
    let prefs = Prefs { lang: RwSignal::new(lang), dark: RwSignal::new(storage::dark_theme()), pace: RwSignal::new(pace) };
    Effect::new(move |first: Option<()>| {
        let pace = prefs.pace.get();
        // Remembered once the player chooses one.
        if first.is_some() {
            storage::set_pace(pace.name());
        }
    });
    Effect::new(move |_| {
        let Some(dark) = prefs.dark.get() else { return };
        storage::set_dark_theme(dark);
        set_page_attribute("data-theme", if dark { "dark" } else { "light" });
    });
    Effect::new(move |_| {
        let lang = prefs.lang.get();
        storage::set_language(lang);
        set_page_attribute("lang", lang.tag());
    });
    provide_context(prefs);
    prefs
}

pub fn use_prefs() -> Prefs {
    crate::app::contexts::provided()
}

fn set_page_attribute(name: &str, value: &str) {
    if let Some(html) = document().document_element() {
        let _ = html.set_attribute(name, value);
    }
}

/// Whether the system asks for a dark theme (`prefers-color-scheme`).
fn system_prefers_dark() -> bool {
    window().match_media("(prefers-color-scheme: dark)").ok().flatten().is_some_and(|m| m.matches())
}
