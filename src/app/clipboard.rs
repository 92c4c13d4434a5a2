//! The one module that writes to the clipboard.

use leptos::prelude::*;

use super::contexts::prefs::Prefs;
use super::contexts::ui::Ui;

/// Put text on the clipboard; where the browser refuses, say so.
pub fn copy(ui: Ui, prefs: Prefs, text: String) {
    let clipboard = window().navigator().clipboard();
    let promise = clipboard.write_text(&text);
    leptos::task::spawn_local(async move {
        match wasm_bindgen_futures::JsFuture::from(promise).await {
            Ok(_) => ui.tell(prefs.tr("Copied.", "Скопировано.")),
            Err(_) => ui.tell(prefs.tr("The browser did not allow copying: select the text and copy it.", "Браузер не дал скопировать: выделите текст и скопируйте его.")),
        }
    });
}

