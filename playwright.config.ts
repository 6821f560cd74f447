import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "./tests/e2e/chromium-path";

const port = Number(process.env.E2E_PORT ?? 8788);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Journeys sign in two people and cross both portals; on a busy 2-core machine 30 s was too tight.
  timeout: 60_000,
  // A passing assertion returns as soon as it holds; the longer wait only gives a loaded CI machine room.
  expect: { timeout: 10_000 },
  // The app under test is one local server; two browsers at a time keep a 2-core machine busy without thrashing.
  workers: 2,
  reporter: process.env.CI ? "list" : [["list"]],
  use: {
    baseURL,
    // A failed test keeps its trace (DOM snapshots, network, console). Without the screencast: encoding
    // its frames took about a fifth of the machine in every test, passing or not (decision 0044).
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: chromiumPath(),
          // Without these, Chromium keeps trying to reach Google's services on a closed network.
          args: [
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--disable-quic",
          ],
        },
      },
    },
  ],
  // The app as a user runs it: the start command (migrate, seed, build, serve the built Worker).
  webServer: {
    command: "npm start -- --fresh",
    env: { PORT: String(port), WHISTLE_STATE_DIR: ".wrangler/e2e-state" },
    url: `${baseURL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: "ignore",
    stderr: "pipe",
  },
});
