/**
 * The e2e suite drives the system Chromium (Playwright cannot download browsers here). When none is
 * found, fail loudly with the command that installs it, never skip.
 */
import { existsSync } from "node:fs";
import { chromiumPath } from "../tests/e2e/chromium-path";

const path = chromiumPath();
if (!path || !existsSync(path)) {
  console.error(
    [
      "",
      "No Chromium found for the end-to-end tests.",
      `Looked at: ${process.env.CHROMIUM_PATH ? `CHROMIUM_PATH=${process.env.CHROMIUM_PATH}, ` : ""}/usr/bin/chromium`,
      "Install it with:",
      "",
      "  sudo apt-get update && sudo apt-get install -y chromium",
      "",
      "or point CHROMIUM_PATH at a Chromium or Chrome binary.",
      "",
    ].join("\n"),
  );
  process.exit(1);
}
console.log(`e2e: using Chromium at ${path}`);
