//! The browser app's entry point: it only mounts the app (built for wasm32 by Trunk).

#[cfg(target_arch = "wasm32")]
fn main() {
    senet::app::mount();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("senet-app is the browser app: build it with `trunk build`; the native command is `senet`");
    std::process::exit(2);
}
