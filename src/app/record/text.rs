//! The record's text on the page. A new line is added to the text that is there (a long record is
//! not written again at every move); the whole text is written when the game is another one, its
//! headers change, a line is taken back, or the review's marks come.

use leptos::html::Pre;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::app::contexts::table::use_table;
use crate::app::review::{use_reviews, GameReview};
use crate::record::{Header, Record};

/// What the text on the page holds: the record of which generation of the table (see
/// `Played::generation`), its headers, and how many lines (`None`: the whole text was written with
/// the review's marks).
#[derive(Default, PartialEq)]
struct Written {
    generation: u64,
    headers: Vec<Header>,
    lines: Option<usize>,
}

#[component]
pub fn RecordText() -> impl IntoView {
    let (table, reviews) = (use_table(), use_reviews());
    let pre = NodeRef::<Pre>::new();
    let written = StoredValue::new(Written::default());
    Effect::new(move |_| {
        let Some(pre) = pre.get() else { return };
        let reviewed = reviews.current().filter(GameReview::done);
        let generation = table.generation();
        table.recorder(|recorder| {
            let record = recorder.record();
            if let Some(done) = reviewed {
                pre.set_text_content(Some(&crate::ai::review::annotated(record, &done.review).to_string()));
                written.set_value(Written { generation, headers: Vec::new(), lines: None });
                return;
            }
            let appended = written.with_value(|w| match w.lines {
                Some(lines) if w.generation == generation && w.headers == record.headers && lines <= record.lines.len() => Some(lines),
                _ => None,
            });
            match appended {
                Some(lines) => {
                    let more = lines_text(record, lines);
                    if !more.is_empty() {
                        if let Some(node) = pre.last_child() {
                            let _ = node.unchecked_ref::<web_sys::CharacterData>().append_data(&more);
                        } else {
                            pre.set_text_content(Some(&record.to_string()));
                        }
                    }
                }
                None => pre.set_text_content(Some(&record.to_string())),
            }
            written.set_value(Written { generation, headers: record.headers.clone(), lines: Some(record.lines.len()) });
        });
    });
    // Focusable, so that a keyboard can scroll a long record.
    view! { <pre data-record="" tabindex="0" node_ref=pre></pre> }
}

/// The lines from `from` on, as the record writes them.
fn lines_text(record: &Record, from: usize) -> String {
    let system = record.system();
    record.lines[from..].iter().map(|line| format!("{}\n", line.display(system))).collect()
}
