//! The browser's WebRTC and `BroadcastChannel`, reached by name through `Reflect` rather than by
//! web-sys's bindings: every binding named adds its glue to the script the first board loads,
//! whichever part of the app calls it, and the first board has no room for thirty of them. And a
//! pause to wait on, which both wait on.

use std::time::Duration;

use js_sys::{Array, Function, Object, Promise, Reflect};
use leptos::prelude::set_timeout;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// `target[key]` (undefined if there is none).
pub fn get(target: &JsValue, key: &str) -> JsValue {
    Reflect::get(target, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
}

pub fn set(target: &JsValue, key: &str, value: &JsValue) {
    let _ = Reflect::set(target, &JsValue::from_str(key), value);
}

/// `target[key]` as text (empty if it is not).
pub fn text(target: &JsValue, key: &str) -> String {
    get(target, key).as_string().unwrap_or_default()
}

/// `target.method(...args)`, at most two arguments.
pub fn call(target: &JsValue, method: &str, args: &[&JsValue]) -> Result<JsValue, JsValue> {
    let function = get(target, method);
    if !function.is_function() {
        return Err(JsValue::from_str(method));
    }
    let function: &Function = function.unchecked_ref();
    match args {
        [] => function.call0(target),
        [a] => function.call1(target, a),
        [a, b, ..] => function.call2(target, a, b),
    }
}

/// `new Class(...args)` for a class of the page's global scope; an error where there is none.
pub fn construct(class: &str, args: &[&JsValue]) -> Result<JsValue, JsValue> {
    let class = get(&js_sys::global(), class);
    if !class.is_function() {
        return Err(JsValue::from_str("missing"));
    }
    Reflect::construct(class.unchecked_ref::<Function>(), &args.iter().copied().collect::<Array>())
}

/// An object of the given fields.
pub fn object(fields: &[(&str, JsValue)]) -> JsValue {
    let object: JsValue = Object::new().into();
    for (key, value) in fields {
        set(&object, key, value);
    }
    object
}

/// Wait `pause` (the browser's timer).
pub async fn sleep(pause: Duration) {
    let promise = Promise::new(&mut |resolve, _| set_timeout(move || drop(resolve.call0(&JsValue::NULL)), pause));
    let _ = JsFuture::from(promise).await;
}
