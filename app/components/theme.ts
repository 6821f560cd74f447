import { useSyncExternalStore } from "react";
import { THEME_STORAGE_KEY, THEMES, type Theme } from "~/domain/constants";

export type ResolvedTheme = "light" | "dark";

const DARK_QUERY = "(prefers-color-scheme: dark)";

/**
 * Inline `<head>` script: applies the saved theme before first paint so there is no flash.
 * Self-contained (no imports at runtime); anything but "light"/"dark" means "system".
 */
export const THEME_SCRIPT = `(function(){try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(t!=="light"&&t!=="dark"){t=window.matchMedia(${JSON.stringify(DARK_QUERY)}).matches?"dark":"light"}var d=document.documentElement;if(t==="dark"){d.classList.add("dark")}else{d.classList.remove("dark")}d.style.colorScheme=t}catch(e){}})();`;

function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

/** Used when localStorage throws (e.g. blocked storage), so the choice still holds for this page. */
let memoryTheme: Theme = "system";

function readTheme(): Theme {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : "system";
  } catch {
    return memoryTheme;
  }
}

function systemPrefersDark(): boolean {
  return window.matchMedia(DARK_QUERY).matches;
}

function resolve(theme: Theme, prefersDark = systemPrefersDark()): ResolvedTheme {
  if (theme === "system") return prefersDark ? "dark" : "light";
  return theme;
}

function applyTheme(theme: Theme) {
  const resolved = resolve(theme);
  const root = document.documentElement;
  root.classList.toggle("dark", resolved === "dark");
  root.style.colorScheme = resolved;
}

const themeListeners = new Set<() => void>();

/** Same-tab changes (setTheme) and other tabs (the storage event). */
function subscribeTheme(listener: () => void) {
  themeListeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== THEME_STORAGE_KEY) return;
    applyTheme(readTheme());
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    themeListeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * OS light/dark changes; the page follows them while the choice is "system". A change made while the page
 * was still loading (after THEME_SCRIPT, before this listener) is caught up with when it subscribes.
 */
function subscribeSystem(listener: () => void) {
  const media = window.matchMedia(DARK_QUERY);
  const onChange = () => {
    if (readTheme() === "system") applyTheme("system");
    listener();
  };
  if (readTheme() === "system") applyTheme("system");
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

function setTheme(next: Theme) {
  memoryTheme = next;
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Storage unavailable: memoryTheme keeps the choice for this page.
  }
  applyTheme(next);
  for (const listener of themeListeners) listener();
}

/**
 * The user's theme choice. On the server and during hydration it reports "system" and "light";
 * the real values follow right after. The initial class is set by THEME_SCRIPT, not by this hook.
 */
export function useTheme(): {
  theme: Theme;
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: Theme) => void;
} {
  const theme = useSyncExternalStore(subscribeTheme, readTheme, () => "system" as const);
  const prefersDark = useSyncExternalStore(subscribeSystem, systemPrefersDark, () => false);
  return { theme, resolvedTheme: resolve(theme, prefersDark), setTheme };
}
