//! The rollouts' Web Worker's entry point: it only serves (`app::serve_rollouts`), built by Trunk
//! beside the app (index.html) and started by the analysis board.

#[cfg(target_arch = "wasm32")]
fn main() {
    senet::app::serve_rollouts();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("senet-worker is the browser app's rollout worker: build it with `trunk build`; the native command is `senet rollout`");
    std::process::exit(2);
}
