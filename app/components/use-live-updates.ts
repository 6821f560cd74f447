import { useEffect, useRef } from "react";
import { useLocation, useMatches, useNavigation, useRevalidator, useRouteLoaderData } from "react-router";

const PING_MS = 30_000;
/** Whether this document has shown a portal page yet (its first one may be a form's answer). */
let documentPageShown = false;
const LONGEST_RETRY_MS = 30_000;

/** Someone typing in a field or working in a dialog: a revalidation now could reset what they are doing. */
function isEditing(): boolean {
  const active = document.activeElement;
  const typing =
    active instanceof HTMLElement && (active.matches("input, textarea, select") || active.isContentEditable);
  return typing || document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

function parseMessage(data: unknown): { type?: string } {
  try {
    return JSON.parse(String(data)) as { type?: string };
  } catch {
    return {};
  }
}

/**
 * Keeps a portal page current (decision 0028): a WebSocket to `/live` says when something in the
 * organization changed, and the page revalidates its loaders (and loaded fetchers, like the bell).
 * When the socket is down it reconnects with growing waits, and meanwhile a page coming back into view
 * revalidates on its own, so nothing stays stale for long either way. A page spanning several leagues (a
 * referee's, issue 20) opens one socket per league it names; `data-live` says "connected" once every one is.
 */
export function useLiveUpdates(organizationIds: readonly string[] = []) {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  // A route can opt out with `handle = { liveUpdates: false }`: the availability page, built to work
  // offline, only changes by its own user and must not start a load that a dropped connection fails.
  const optedOut = useMatches().some(
    (match) => (match.handle as { liveUpdates?: boolean } | undefined)?.liveUpdates === false,
  );
  const paused = useRef(optedOut);
  useEffect(() => {
    revalidate.current = revalidator.revalidate;
    paused.current = optedOut;
  });

  // React Router drops every route's action data when it revalidates, so a form's field errors or its
  // "saved" line would vanish because someone else changed something. The page that answered a form
  // (the location a submission ended on, unless it redirected) therefore waits until the user moves on;
  // any navigation loads fresh data anyway.
  const navigation = useNavigation();
  const location = useLocation();
  // Nor may it revalidate while a navigation is under way: React Router would restart that navigation
  // without the submission's result, so a form's answer would be lost (seen when a change the action
  // itself announced arrived while the page's loaders were still running). It waits for idle instead.
  const submitting = useRef(false);
  const answeredKey = useRef<string | null>(null);
  // A document that is itself a form's answer (posted before the page had hydrated, or without
  // JavaScript) starts out answered: the first page this document shows, not one navigated to later.
  const answersSubmission =
    (useRouteLoaderData("root") as { answersSubmission?: boolean } | undefined)?.answersSubmission === true;
  const firstKey = useRef(location.key);
  useEffect(() => {
    if (answersSubmission && !documentPageShown) answeredKey.current = firstKey.current;
    documentPageShown = true;
  }, [answersSubmission]);
  const currentKey = useRef(location.key);
  const navigating = useRef(navigation.state !== "idle");
  const retryHeld = useRef<() => void>(() => {});
  useEffect(() => {
    currentKey.current = location.key;
    const settled = navigating.current && navigation.state === "idle";
    navigating.current = navigation.state !== "idle";
    if (navigation.formMethod && navigation.formMethod.toUpperCase() !== "GET") submitting.current = true;
    else if (navigation.state === "idle" && submitting.current) {
      submitting.current = false;
      const redirected = (location.state as { _isRedirect?: boolean } | null)?._isRedirect === true;
      answeredKey.current = redirected ? null : location.key;
    }
    if (settled) retryHeld.current();
  });

  const key = organizationIds.join(",");
  useEffect(() => {
    if (typeof WebSocket === "undefined") return;
    let stopped = false;
    const reconnectTimers = new Map<string, ReturnType<typeof setTimeout>>();
    let refreshTimer: ReturnType<typeof setTimeout> | undefined;

    // Several changes in a burst (a bulk import, an auto-assign) cause one revalidation. Never while
    // the device is offline: a failed revalidation would replace the page with an error; coming back
    // online revalidates instead.
    // Nor while someone is editing: the change waits until they leave the field or close the dialog.
    let deferred = false;
    const refresh = () => {
      clearTimeout(refreshTimer);
      refreshTimer = setTimeout(() => {
        if (!navigator.onLine || paused.current) return;
        if (navigating.current) {
          deferred = true;
          return;
        }
        if (isEditing() || answeredKey.current === currentKey.current) {
          deferred = true;
          document.documentElement.dataset.liveHeld = "true";
          return;
        }
        deferred = false;
        delete document.documentElement.dataset.liveHeld;
        void revalidate.current();
      }, 250);
    };
    const onFocusOut = () => {
      if (deferred) refresh();
    };
    retryHeld.current = onFocusOut;

    // One socket per organization named (or one for the person's own when none is).
    const channels = key ? key.split(",") : [""];
    const sockets = new Map<string, WebSocket>();
    const helloed = new Set<string>();
    const connect = (channel: string, attempts = 0, connectedBefore = false) => {
      const scheme = window.location.protocol === "https:" ? "wss" : "ws";
      const query = channel ? `?${new URLSearchParams({ organization: channel })}` : "";
      const socket = new WebSocket(`${scheme}://${window.location.host}/live${query}`);
      sockets.set(channel, socket);
      let heard = connectedBefore;
      socket.addEventListener("message", (event) => {
        const message = parseMessage(event.data);
        if (message.type === "changed") refresh();
        // Back after a drop: changes may have been missed meanwhile.
        if (message.type === "hello") {
          attempts = 0;
          if (heard) refresh();
          heard = true;
          helloed.add(channel);
          if (helloed.size === channels.length) document.documentElement.dataset.live = "connected";
        }
      });
      socket.addEventListener("close", () => {
        helloed.delete(channel);
        document.documentElement.dataset.live = "disconnected";
        if (stopped) return;
        const wait = Math.min(LONGEST_RETRY_MS, 1_000 * 2 ** attempts);
        reconnectTimers.set(
          channel,
          setTimeout(() => connect(channel, attempts + 1, heard), wait),
        );
      });
    };

    const onVisible = () => {
      const allOpen = [...sockets.values()].every((socket) => socket.readyState === WebSocket.OPEN);
      if (document.visibilityState === "visible" && !allOpen) refresh();
    };
    const ping = setInterval(() => {
      for (const socket of sockets.values()) if (socket.readyState === WebSocket.OPEN) socket.send("ping");
    }, PING_MS);

    const onOnline = () => refresh();
    for (const channel of channels) connect(channel);
    window.addEventListener("online", onOnline);
    document.addEventListener("focusout", onFocusOut);
    window.addEventListener("focus", onVisible);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      retryHeld.current = () => {};
      clearInterval(ping);
      for (const timer of reconnectTimers.values()) clearTimeout(timer);
      clearTimeout(refreshTimer);
      window.removeEventListener("online", onOnline);
      document.removeEventListener("focusout", onFocusOut);
      window.removeEventListener("focus", onVisible);
      document.removeEventListener("visibilitychange", onVisible);
      for (const socket of sockets.values()) socket.close();
    };
  }, [key]);
}
