/**
 * Development-only pages (`/dev/outbox`) show every queued message, reset links included, to anyone who
 * reaches them: they need no sign-in because they exist only on a developer's machine. Two locks, so a
 * deployment that kept `APP_ENV = "development"` by mistake still hides them (decision 0041).
 */

/** The names a browser uses for its own machine, as `URL.hostname` writes them. */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname.toLowerCase());
}

/** A development tool answers only in development and only to a request addressed to this machine. */
export function devToolsAllowed(appEnv: string | undefined, requestUrl: string): boolean {
  return appEnv === "development" && isLoopbackHost(new URL(requestUrl).hostname);
}
