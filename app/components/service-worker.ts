/**
 * Registers `/sw.js` (decision 0024) while the user is in the referee portal (the installable app), so the installed app opens offline to
 * the pages they last loaded. The public site never registers it. On each portal page the worker is told
 * the page's address and the assets loaded so far, so it can keep a copy: the first page was fetched
 * before the worker existed, and later ones arrive by client-side navigation (loader data only).
 */
import { useEffect } from "react";
import { useLocation } from "react-router";

const PORTALS = ["/referee"];

export function isPortalPath(pathname: string): boolean {
  return PORTALS.some((portal) => pathname === portal || pathname.startsWith(`${portal}/`));
}

async function keepThisPage() {
  const registration = await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  await navigator.serviceWorker.ready;
  const worker = registration.active ?? navigator.serviceWorker.controller;
  if (!worker) return;
  const assets = performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`${location.origin}/assets/`));
  worker.postMessage({ type: "keep-page", url: location.href, assets });
}

export function useServiceWorker() {
  const { pathname, search } = useLocation();
  const inPortal = isPortalPath(pathname);
  useEffect(() => {
    if (!inPortal || !("serviceWorker" in navigator)) return;
    // Registering again is a no-op for the browser; it returns the existing registration.
    keepThisPage().catch((error: unknown) => {
      // The app works without it; only offline opening is lost.
      console.warn("Service worker registration failed", error);
    });
  }, [inPortal, pathname, search]);
}
