import { existsSync } from "node:fs";

/** The Chromium the e2e tests drive: $CHROMIUM_PATH, else Debian's /usr/bin/chromium. */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));
}
