/**
 * Registers `/sw.js` (decision 0024) while the user is in a portal, so the installed app opens offline to
 * the pages they last loaded. The public site never registers it. After registering, the page hands the
 * worker its own address and loaded assets: this first visit was fetched before the worker existed.
 */
import { useEffect } from "react";
import { useLocation } from "react-router";

const PORTALS = ["/referee", "/assignor"];

export function isPortalPath(pathname: string): boolean {
  return PORTALS.some((portal) => pathname === portal || pathname.startsWith(`${portal}/`));
}

async function registerAndKeepThisPage() {
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
  const { pathname } = useLocation();
  const inPortal = isPortalPath(pathname);
  useEffect(() => {
    if (!inPortal || !("serviceWorker" in navigator)) return;
    registerAndKeepThisPage().catch((error: unknown) => {
      // The app works without it; only offline opening is lost.
      console.warn("Service worker registration failed", error);
    });
  }, [inPortal]);
}
