// Offline play: the first visit caches the page and every file it names; after that the app works
// with no network. Requests to other origins are never made or touched.
//
// Each build has a cache of its own, named by the hashes in its file names (the page registers this
// script as `sw.js?build=…`, so a new build installs a new worker), and only the current build's
// cache is kept. Only complete same-origin answers (`ok`) are cached: a 404 or a server error is
// passed on, never kept.
const BUILD = new URL(self.location.href).searchParams.get("build") || "unversioned";
const CACHE = "senet-" + BUILD;

function cacheable(response) {
    return response.ok && response.type === "basic";
}

async function cacheApp() {
    const cache = await caches.open(CACHE);
    const page = await fetch("./", { cache: "reload" });
    if (!cacheable(page)) {
        throw new Error("the page could not be fetched: " + page.status);
    }
    const html = await page.clone().text();
    await cache.put("./", page);
    // The files the page names: './name.ext' in its links and its loader script (hashed by Trunk),
    // and the code that comes after the first board (its `later-files`, from Trunk.toml's hook).
    const named = [...html.matchAll(/["']\.\/([^"'?#]+)["']/g)].map((m) => "./" + m[1]);
    // `addAll` fails on any answer that is not ok: then this build is not installed, and the
    // one before goes on serving.
    await cache.addAll([...new Set([...named, "./manifest.webmanifest", "./icon.svg"])]);
}

self.addEventListener("install", (event) => {
    event.waitUntil(cacheApp().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
    event.waitUntil(
        caches.keys()
            .then((keys) => Promise.all(keys.filter((k) => k.startsWith("senet-") && k !== CACHE).map((k) => caches.delete(k))))
            .then(() => self.clients.claim()),
    );
});

// Not awaited by the fetch events: a worker with events in flight holds back the activation of
// the next build's worker.
async function keep(request, response) {
    if (cacheable(response)) {
        const cache = await caches.open(CACHE);
        await cache.put(request, response);
    }
}

self.addEventListener("fetch", (event) => {
    const request = event.request;
    if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) {
        return;
    }
    if (request.mode === "navigate") {
        // The page: fresh when online (a new version names new files), cached when not.
        event.respondWith(
            fetch(request)
                .then((response) => {
                    keep("./", response.clone());
                    return response;
                })
                .catch(() => caches.open(CACHE).then((cache) => cache.match("./"))),
        );
        return;
    }
    // Files named by hash never change: the cache first.
    event.respondWith(
        caches.open(CACHE).then((cache) => cache.match(request)).then((cached) => cached || fetch(request).then((response) => {
            keep(request, response.clone());
            return response;
        })),
    );
});
