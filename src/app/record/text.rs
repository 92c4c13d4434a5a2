//! The record's text on the page: the headers, then the lines in blocks of [`CHUNK`] (each line
//! with its line end, so that the text is the record's to the letter). A new line
//! goes into the last block (a long record is not written, nor laid out, again at every move); the
//! whole text is written when the game is another one, its headers change, a line is taken back,
//! or the review's marks come. The blocks depend only on the number of lines, so the page holds
//! the same text however the record came to be.

use leptos::html::Pre;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::app::contexts::table::use_table;
use crate::app::review::{use_reviews, GameReview};
use crate::record::{Header, Record};

/// Lines a block holds: what a new line makes the browser lay out again.
const CHUNK: usize = 64;

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
                write_all(&pre, &crate::ai::review::annotated(record, &done.review));
                written.set_value(Written { generation, headers: Vec::new(), lines: None });
                return;
            }
            let on_page = written.with_value(|w| match w.lines {
                Some(lines) if w.generation == generation && w.headers == record.headers && lines <= record.lines.len() => Some(lines),
                _ => None,
            });
            match on_page {
                Some(lines) => append(&pre, record, lines),
                None => write_all(&pre, record),
            }
            written.set_value(Written { generation, headers: record.headers.clone(), lines: Some(record.lines.len()) });
        });
    });
    // Focusable, so that a keyboard can scroll a long record.
    view! { <pre data-record="" tabindex="0" node_ref=pre></pre> }
}

fn block(text: &str) -> Option<web_sys::Element> {
    let block = document().create_element("div").ok()?;
    block.set_text_content(Some(text));
    Some(block)
}

fn write_all(pre: &web_sys::Element, record: &Record) {
    pre.set_text_content(None);
    // The blank line after the headers is the block's own (a last line end shows no line).
    if let Some(headers) = block(&format!("{}\n", record.headers_text())) {
        let _ = pre.append_child(&headers);
    }
    append(pre, record, 0);
}

/// Write lines `from` on into the blocks.
fn append(pre: &web_sys::Element, record: &Record, from: usize) {
    let system = record.system();
    let mut start = from;
    while start < record.lines.len() {
        let end = ((start / CHUNK + 1) * CHUNK).min(record.lines.len());
        let text = record.lines[start..end].iter().map(|line| format!("{}\n", line.display(system))).collect::<String>();
        let last = pre.last_child().and_then(|block| block.first_child()).and_then(|text| text.dyn_into::<web_sys::CharacterData>().ok());
        match last {
            // The block is begun: the lines go on in it.
            Some(last) if !start.is_multiple_of(CHUNK) => {
                let _ = last.append_data(&text);
            }
            _ => {
                if let Some(block) = block(&text) {
                    let _ = pre.append_child(&block);
                }
            }
        }
        start = end;
    }
}
