import { expect, test } from "@playwright/test";
import { OWN_CONNECTION } from "./fixtures/connection";

test("the home page renders", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/Whistle/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("an unknown path shows the not-found page with a way home", async ({ page }) => {
  const response = await page.goto("/this/does/not/exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("the chosen theme persists across reloads with no flash of the other theme", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  await expect(page.locator("html")).not.toHaveClass(/dark/);

  await page.getByRole("button", { name: "Toggle theme" }).click();
  await page.getByRole("menuitemradio", { name: "Dark" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

  // The class must already be there before any bundle runs: check the very first paint's DOM.
  await page.route("**/*.js", (route) => route.abort());
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.unroute("**/*.js");

  await page.reload();
  await page.getByRole("button", { name: "Toggle theme" }).click();
  await page.getByRole("menuitemradio", { name: "System" }).click();
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("system");
  await expect(page.locator("html")).not.toHaveClass(/dark/);
});

test("with nothing saved, the system preference decides the theme", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  await expect(page.locator("html")).toHaveClass(/dark/);
});

test("the health check reads the seeded league from D1", async ({ request }) => {
  const response = await request.get("/healthz", { headers: OWN_CONNECTION });
  expect(response.ok()).toBe(true);
  const body = await response.json();
  expect(body.database.organizations).toBeGreaterThanOrEqual(1);
  expect(body.database.games).toBeGreaterThanOrEqual(100);
});

test("the page follows the system's theme, a change made while it was still loading too", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  // The page is shown, its scripts not yet run: the system turns dark in between.
  let runScripts!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (runScripts = resolve));
  await page.route("**/*.js", async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: "dark" });
  runScripts();
  await expect(page.locator("html")).toHaveClass(/dark/);

  // Once running, it follows each change.
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/dark/);
});
