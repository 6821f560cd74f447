/* global self, caches, fetch, URL, Response */
/*
 * Whistle's service worker (decision 0024): lets the installed portal open without a connection to
 * the last pages the signed-in user loaded.
 *
 * - Referee portal pages (/referee…): network first; a successful page is kept as the offline copy.
 *   Offline, the kept copy of that page is shown, else a redirect to the kept overview, else a short
 *   offline notice.
 *   Pages marked `no-store` (settings, with sessions and account data) are never kept.
 * - Built assets (/assets/…, hashed names), icons and the manifest: cache first.
 * - Everything else (the public site, API calls, form posts, loader data) goes to the network untouched.
 * - Signing out (POST /logout) or reaching the sign-in page deletes the kept pages, so the next person
 *   on this device never sees the previous user's schedule.
 */
const VERSION = "v1";
const PAGES = `whistle-pages-${VERSION}`;
const ASSETS = `whistle-assets-${VERSION}`;
const PORTALS = ["/referee"];
const STATIC_FILES = ["/manifest.webmanifest", "/favicon.svg", "/icons/icon-192.png", "/icons/icon-512.png"];

function isPortalPath(pathname) {
  return PORTALS.some((portal) => pathname === portal || pathname.startsWith(`${portal}/`));
}

function isAsset(pathname) {
  return pathname.startsWith("/assets/") || pathname.startsWith("/icons/") || STATIC_FILES.includes(pathname);
}

function portalOf(pathname) {
  return PORTALS.find((portal) => pathname === portal || pathname.startsWith(`${portal}/`)) ?? "/referee";
}

/** A page worth keeping: our own, complete, not a redirect, and not marked no-store. */
function isKeepable(response) {
  return (
    response.ok &&
    response.type === "basic" &&
    !response.redirected &&
    !/no-store/i.test(response.headers.get("Cache-Control") ?? "") &&
    (response.headers.get("Content-Type") ?? "").includes("text/html")
  );
}

function pageKey(url) {
  const key = new URL(url);
  key.hash = "";
  return key.href;
}

async function forgetPages() {
  await caches.delete(PAGES);
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(ASSETS)
      .then((cache) => cache.addAll(STATIC_FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => ![PAGES, ASSETS].includes(name)).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
  );
});

const OFFLINE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Offline | Whistle</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5">
<h1>You're offline</h1><p>This page has not been opened on this device yet. Connect to the internet and try again.</p></body></html>`;

async function networkFirstPage(request) {
  try {
    const response = await fetch(request);
    if (isKeepable(response)) {
      const cache = await caches.open(PAGES);
      await cache.put(pageKey(request.url), response.clone());
    }
    return response;
  } catch (error) {
    const cache = await caches.open(PAGES);
    const kept = await cache.match(pageKey(request.url));
    if (kept) return kept;
    // Not kept: send the browser to the portal's overview instead (a redirect, so the address matches
    // the page and the app hydrates the right route).
    const url = new URL(request.url);
    const overview = new URL(portalOf(url.pathname), url.origin).href;
    if (request.mode === "navigate" && overview !== pageKey(request.url) && (await cache.match(overview))) {
      return Response.redirect(overview, 302);
    }
    if (request.mode === "navigate") {
      return new Response(OFFLINE_PAGE, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } });
    }
    throw error;
  }
}

async function cacheFirstAsset(request) {
  const cache = await caches.open(ASSETS);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") await cache.put(request, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.method !== "GET") {
    // Let the sign-out go through, and forget this user's pages at the same time.
    if (url.pathname === "/logout") event.waitUntil(forgetPages());
    return;
  }
  if (request.mode === "navigate" && (url.pathname === "/login" || url.pathname.startsWith("/login/"))) {
    // Whoever signs in next starts without anyone's kept pages.
    event.waitUntil(forgetPages());
    return;
  }
  if (request.mode === "navigate" && isPortalPath(url.pathname)) {
    event.respondWith(networkFirstPage(request));
    return;
  }
  if (isAsset(url.pathname)) {
    event.respondWith(cacheFirstAsset(request));
  }
});

/*
 * The page tells the worker which portal page it shows: the first one was loaded before the worker
 * existed, and later ones arrive as loader data (client-side navigation), which the worker leaves alone.
 * The worker fetches the page's document and keeps it, with the assets the page loaded.
 */
self.addEventListener("message", (event) => {
  const data = event.data;
  if (!data || data.type !== "keep-page" || typeof data.url !== "string") return;
  const work = (async () => {
    const assets = await caches.open(ASSETS);
    const urls = Array.isArray(data.assets) ? data.assets : [];
    await Promise.all(
      urls
        .map((value) => new URL(value, self.location.origin))
        .filter((url) => url.origin === self.location.origin && isAsset(url.pathname))
        .map(async (url) => {
          if (await assets.match(url.href)) return;
          const response = await fetch(url.href);
          if (response.ok) await assets.put(url.href, response);
        }),
    );
    const page = new URL(data.url);
    if (page.origin === self.location.origin && isPortalPath(page.pathname)) {
      const response = await fetch(page.href, { credentials: "same-origin", headers: { Accept: "text/html" } });
      if (isKeepable(response)) await (await caches.open(PAGES)).put(pageKey(page.href), response);
    }
    event.source?.postMessage({ type: "page-kept", url: data.url });
  })().catch(() => {});
  event.waitUntil(work);
});
