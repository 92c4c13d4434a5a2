// Offline play: the first visit caches the page and every file it names; after that the app works
// with no network. Requests to other origins are never made or touched.
const CACHE = "senet-v1";

async function cacheApp() {
    const cache = await caches.open(CACHE);
    const page = await fetch("./", { cache: "reload" });
    const html = await page.clone().text();
    await cache.put("./", page);
    // The files the page names: './name.ext' in its links and its loader script (hashed by Trunk).
    const named = [...html.matchAll(/["']\.\/([^"'?#]+)["']/g)].map((m) => "./" + m[1]);
    await cache.addAll([...new Set([...named, "./manifest.webmanifest", "./icon.svg"])]);
}

self.addEventListener("install", (event) => {
    event.waitUntil(cacheApp().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
    event.waitUntil(
        caches.keys()
            .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
            .then(() => self.clients.claim()),
    );
});

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
                    const copy = response.clone();
                    caches.open(CACHE).then((cache) => cache.put("./", copy));
                    return response;
                })
                .catch(() => caches.match("./")),
        );
        return;
    }
    // Files named by hash never change: the cache first.
    event.respondWith(
        caches.match(request).then((cached) => cached || fetch(request).then((response) => {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.put(request, copy));
            return response;
        })),
    );
});
