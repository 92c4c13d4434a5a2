#!/usr/bin/env bash
# Trunk's post-build hook (Trunk.toml): splits the app's wasm so that the first board comes with
# only the code it needs, and makes the rollouts' worker small (below). What the app marks `wasm_split` (the `split` feature; `later::part!`) goes to
# a chunk of its own, fetched after the first board; this script redoes what Trunk did with the
# whole wasm (wasm-bindgen, wasm-opt) with the main part, and puts the chunk and its loader beside
# it. Their names carry the build's hash, as Trunk's do, so that no cache mixes two builds.
set -euo pipefail

staging="$TRUNK_STAGING_DIR"
# Trunk's wasm-bindgen output, named by the build's hash: senet-app-<hash>.js and senet-app-<hash>_bg.wasm.
script=$(cd "$staging" && ls senet-app-*.js)
name="${script%.js}"
hash="${name#senet-app-}"
# index.html's data-cargo-profile.
linked="${CARGO_TARGET_DIR:-$TRUNK_SOURCE_DIR/target}/wasm32-unknown-unknown/wasm-release/senet-app.wasm"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The linked wasm keeps its relocations (.cargo/config.toml: --emit-relocs): they tell which code
# and data each part reaches.
wasm-split-cli --out-name "$name" "$linked" "$work/split"
wasm-bindgen --target web --keep-lld-exports --no-demangle --no-typescript \
    --out-name "$name" --out-dir "$work/bindgen" "$work/split/$name.wasm"

# As Trunk would: wasm-opt in a release build only.
optimise() {
    if [ "$TRUNK_PROFILE" = release ]; then
        wasm-opt -Oz "$1" -o "$2"
    else
        cp "$1" "$2"
    fi
}
optimise "$work/bindgen/${name}_bg.wasm" "$staging/${name}_bg.wasm"
loader="__wasm_split-$hash.js"
# The import of the loader, not the wasm's name for it (the key of the imports it is given).
sed "s|from \"./__wasm_split.js\"|from \"./$loader\"|" "$work/bindgen/$name.js" > "$staging/$name.js"
cp "$work/split/__wasm_split.js" "$staging/$loader"
later=()
for chunk in "$work"/split/*.wasm; do
    chunk_name=$(basename "$chunk" .wasm)
    [ "$chunk_name" = "$name" ] && continue
    optimise "$chunk" "$staging/$chunk_name-$hash.wasm"
    sed -i "s|\"./$chunk_name.wasm\"|\"./$chunk_name-$hash.wasm\"|" "$staging/$loader"
    later+=("\"./$chunk_name-$hash.wasm\"")
done
# The styles of what comes after the first board: fetched without holding it (a stylesheet for
# print is fetched at low priority and blocks nothing; it applies to the screen once loaded). Named
# by its own content, which can change without the code's.
later_css="later-$(sha256sum "$TRUNK_SOURCE_DIR/style/later.css" | cut -c1-16).css"
cp "$TRUNK_SOURCE_DIR/style/later.css" "$staging/$later_css"
later+=("\"./$later_css\"")
# The rollouts' worker (index.html, src/rollout_worker.rs): redone here from its linked wasm as the
# app is (wasm-split-cli only drops the relocations the link keeps: the worker has no split points),
# with a loader of its own, all named by the worker's hash; its loader's name is given to the app.
wasm-split-cli --out-name senet-worker "${linked%/*}/senet-worker.wasm" "$work/worker"
wasm-bindgen --target no-modules --no-typescript --out-name senet-worker --out-dir "$work/worker-bindgen" "$work/worker/senet-worker.wasm"
worker="senet-worker-$(cat "$work"/worker-bindgen/* | sha256sum | cut -c1-16)"
rm "$staging/senet-worker.js" "$staging/senet-worker_bg.wasm"
cp "$work/worker-bindgen/senet-worker.js" "$staging/$worker.js"
optimise "$work/worker-bindgen/senet-worker_bg.wasm" "$staging/${worker}_bg.wasm"
echo "importScripts(\"./$worker.js\"); wasm_bindgen(\"./${worker}_bg.wasm\");" > "$staging/${worker}_loader.js"
for file in "$worker.js" "${worker}_bg.wasm" "${worker}_loader.js"; do
    later+=("\"./$file\"")
done
worker_meta="<meta name=\"rollout-worker\" content=\"./${worker}_loader.js\">"
# The loader comes with the app's script (it imports it); the chunks are named in the page only
# for the service worker, which keeps every file the page names for offline play.
later_list=$(IFS=,; echo "${later[*]}")
sed -i "s|</head>|$worker_meta<link rel=\"modulepreload\" href=\"./$loader\"><link rel=\"stylesheet\" href=\"./$later_css\" media=\"print\" onload=\"this.media='all'\"><script type=\"application/json\" id=\"later-files\">[$later_list]</script></head>|" \
    "$staging/index.html"
