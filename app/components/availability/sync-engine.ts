/**
 * The Availability page's outbox (decision 0022). Every change is first written to a queue in
 * localStorage, keyed per user, then sent in order to /referee/availability/changes. Without a
 * connection the queue just waits; the browser's `online` event (or a retry timer after a failed
 * request) sends it. Each change keeps its client id until the server has answered for it, so a sync
 * whose answer was lost is sent again and the server skips what it already applied.
 *
 * The page reads the engine through useSyncExternalStore: what it shows is the server's last answer
 * with the queued changes applied on top, so a change shows at once, online or not.
 */
import { tr } from "~/i18n/text";
import {
  applyChange,
  applyRecurringChange,
  type AvailabilityChange,
  type AvailabilityEntry,
  type RecurringBlock,
} from "~/domain/availability";

export interface QueuedChange {
  clientId: string;
  change: AvailabilityChange;
}

export interface SyncState {
  /** The server's last word. */
  entries: AvailabilityEntry[];
  recurring: RecurringBlock[];
  /** Changes not yet answered by the server, oldest first. */
  queue: QueuedChange[];
  online: boolean;
  syncing: boolean;
  /** Why the last attempt did not go through (kept until one does). */
  problem: string | null;
  /** Changes the server refused, with its reason, for the page to tell the user. */
  refused: { clientId: string | null; message: string }[];
}

interface SyncAnswer {
  ok: boolean;
  message?: string;
  entries?: AvailabilityEntry[];
  recurring?: RecurringBlock[];
  results?: (
    | { clientId: string | null; status: "applied" | "duplicate" }
    | { clientId: string | null; status: "rejected"; message: string }
  )[];
}

export const SYNC_ENDPOINT = "/referee/availability/changes";
const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000];

export function queueStorageKey(userId: string): string {
  return `whistle.availability.queue.${userId}`;
}

function readQueue(key: string): QueuedChange[] {
  try {
    const stored = JSON.parse(window.localStorage.getItem(key) ?? "[]") as unknown;
    return Array.isArray(stored)
      ? (stored as QueuedChange[]).filter((item) => typeof item?.clientId === "string" && item.change)
      : [];
  } catch {
    return [];
  }
}

/** The entries and weekly blocks as the user should see them: the server's, with the queue applied. */
export function visibleAvailability(state: Pick<SyncState, "entries" | "recurring" | "queue">) {
  let entries = state.entries;
  let recurring = state.recurring;
  for (const { clientId, change } of state.queue) {
    entries = applyChange(entries, change);
    recurring = applyRecurringChange(recurring, change, clientId);
  }
  return { entries, recurring };
}

export function newClientId(): string {
  return crypto.randomUUID();
}

export function createSyncEngine(
  userId: string,
  initial: { entries: AvailabilityEntry[]; recurring: RecurringBlock[] },
) {
  const key = queueStorageKey(userId);
  const listeners = new Set<() => void>();
  const serverState: SyncState = { ...initial, queue: [], online: true, syncing: false, problem: null, refused: [] };
  let state: SyncState = serverState;
  let loaded = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;

  function set(next: Partial<SyncState>) {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  }

  function ensureLoaded() {
    if (loaded || typeof window === "undefined") return;
    loaded = true;
    state = { ...state, queue: readQueue(key), online: navigator.onLine };
  }

  function saveQueue(queue: QueuedChange[]) {
    try {
      window.localStorage.setItem(key, JSON.stringify(queue));
    } catch {
      // Storage full or refused: the queue still lives in memory for this visit.
    }
    set({ queue });
  }

  function scheduleRetry() {
    clearTimeout(retryTimer);
    const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)]!;
    failures += 1;
    retryTimer = setTimeout(() => void flush(), delay);
  }

  async function flush(): Promise<void> {
    ensureLoaded();
    if (state.syncing || state.queue.length === 0) return;
    if (!navigator.onLine) {
      set({ online: false });
      return;
    }
    const sending = state.queue;
    set({ syncing: true, online: true });
    let answer: SyncAnswer;
    let status: number;
    try {
      const response = await fetch(SYNC_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ changes: sending }),
        credentials: "same-origin",
      });
      status = response.status;
      answer = (await response.json()) as SyncAnswer;
    } catch {
      set({
        syncing: false,
        problem: navigator.onLine ? tr("referee.availability.sync.unreachable") : null,
        online: navigator.onLine,
      });
      if (navigator.onLine) scheduleRetry();
      return;
    }
    if (status === 401) {
      set({ syncing: false, problem: tr("referee.availability.sync.signedOut") });
      return;
    }
    if (!answer.ok || !answer.results || !answer.entries || !answer.recurring) {
      set({ syncing: false, problem: answer.message ?? tr("referee.availability.sync.failed") });
      if (status >= 500) scheduleRetry();
      return;
    }
    failures = 0;
    const answered = new Set(answer.results.map((result) => result.clientId));
    const refused = answer.results.flatMap((result) =>
      result.status === "rejected" ? [{ clientId: result.clientId, message: result.message }] : [],
    );
    // Changes made while this request was out stay queued, on top of the fresh server state.
    const remaining = state.queue.filter((item) => !answered.has(item.clientId));
    state = {
      ...state,
      entries: answer.entries,
      recurring: answer.recurring,
      syncing: false,
      problem: null,
      refused: [...state.refused, ...refused],
    };
    saveQueue(remaining);
    if (remaining.length > 0) void flush();
  }

  function push(change: AvailabilityChange, clientId = newClientId()) {
    ensureLoaded();
    // state.queue follows other tabs through the storage event, and survives a refused localStorage write.
    saveQueue([...state.queue, { clientId, change }]);
    void flush();
    return clientId;
  }

  function dismissRefused() {
    set({ refused: [] });
  }

  /** Starts listening for the connection and other tabs; returns the cleanup. Sends what waits. */
  function start() {
    ensureLoaded();
    const onOnline = () => {
      set({ online: true });
      failures = 0;
      void flush();
    };
    const onOffline = () => set({ online: false });
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) set({ queue: readQueue(key) });
    };
    window.addEventListener("online", onOnline);
    window.addEventListener("offline", onOffline);
    window.addEventListener("storage", onStorage);
    set({ online: navigator.onLine });
    void flush();
    return () => {
      clearTimeout(retryTimer);
      window.removeEventListener("online", onOnline);
      window.removeEventListener("offline", onOffline);
      window.removeEventListener("storage", onStorage);
    };
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot(): SyncState {
      ensureLoaded();
      return state;
    },
    getServerSnapshot(): SyncState {
      return serverState;
    },
    push,
    flush,
    dismissRefused,
    start,
  };
}

export type SyncEngine = ReturnType<typeof createSyncEngine>;
