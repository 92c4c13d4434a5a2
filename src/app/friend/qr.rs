//! A link as a QR code drawn in the page, for a phone camera beside the screen.

use leptos::prelude::*;
use qrcode::{Color, EcLevel, QrCode};

/// The QR code of `text` as SVG markup (dark modules as one path, a quiet zone of four), or
/// `None` for text too long for one.
fn svg(text: &str) -> Option<String> {
    let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::L).ok()?;
    let width = code.width();
    let size = width + 8;
    let mut path = String::new();
    for (i, color) in code.to_colors().into_iter().enumerate() {
        if color == Color::Dark {
            path.push_str(&format!("M{},{}h1v1h-1z", i % width + 4, i / width + 4));
        }
    }
    Some(format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {size} {size}" shape-rendering="crispEdges" style="display:block;width:min(16rem,80vw)"><rect width="{size}" height="{size}" fill="#fff"/><path d="{path}" fill="#000"/></svg>"##
    ))
}

/// The QR code of the link, drawn when its box is opened.
#[component]
pub fn QrCode(link: Signal<String>, label: &'static str) -> impl IntoView {
    view! {
        <div class="qr-code" role="img" aria-label=label data-qr-code="" inner_html=move || svg(&link.get()).unwrap_or_default()></div>
    }
}
