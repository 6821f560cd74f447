import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "./fixtures/session";
import { OWN_CONNECTION } from "./fixtures/connection";

const REFEREE = "referee@demo.whistle.test";

/** Whether the service worker holds an offline copy of the referee overview. */
function overviewIsKept(page: Page) {
  return page.evaluate(async () => Boolean(await caches.match(new URL("/referee", location.origin).href)));
}

test("the web app manifest is served, valid and linked from every page", async ({ page, request }) => {
  const response = await request.get("/manifest.webmanifest", { headers: OWN_CONNECTION });
  expect(response.ok()).toBe(true);
  const manifest = JSON.parse(await response.text()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    short_name: "Whistle",
    start_url: "/referee",
    display: "standalone",
    theme_color: "#15803d",
  });
  expect(manifest.name).toContain("Whistle");
  const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? "any"}`);
  expect(sizes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src, { headers: OWN_CONNECTION });
    expect(file.ok(), icon.src).toBe(true);
    expect(file.headers()["content-type"]).toContain("image/png");
  }

  await page.goto("/");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#15803d");
  // The public site does not register the service worker.
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((list) => list.length))).toBe(0);
});

test("the portal registers the service worker and opens offline to the last loaded overview", async ({
  context,
  page,
  baseURL,
}) => {
  await signInAs(context, baseURL!, REFEREE);
  await page.goto("/referee");
  await expect(page.getByRole("heading", { name: /^Welcome, Alex/ })).toBeVisible();

  // Registered and in control; the overview kept for offline use.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect.poll(() => overviewIsKept(page), { timeout: 15_000 }).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: /^Welcome, Alex/ })).toBeVisible();

  // A portal page never kept here (settings never are) leads to the kept overview, which proves the
  // page came from the worker's copy, not the network.
  await page.goto("/referee/settings");
  await expect(page).toHaveURL(/\/referee$/);
  await expect(page.getByRole("heading", { name: /^Welcome, Alex/ })).toBeVisible();

  // Another page loaded while online opens offline too.
  await context.setOffline(false);
  await page.goto("/referee/earnings");
  await expect(page.getByRole("heading", { name: "Earnings", level: 1 })).toBeVisible();
  await expect
    .poll(
      () => page.evaluate(async () => Boolean(await caches.match(new URL("/referee/earnings", location.origin).href))),
      { timeout: 15_000 },
    )
    .toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Earnings", level: 1 })).toBeVisible();
  await context.setOffline(false);
});

test("signing out forgets the kept pages", async ({ context, page, baseURL }) => {
  await signInAs(context, baseURL!, REFEREE);
  await page.goto("/referee");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect.poll(() => overviewIsKept(page), { timeout: 15_000 }).toBe(true);

  // The portal's Sign out posts this same form (a POST navigation to /logout).
  await page.evaluate(() => {
    const form = document.createElement("form");
    form.method = "post";
    form.action = "/logout";
    document.body.appendChild(form);
    form.submit();
  });
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => overviewIsKept(page)).toBe(false);

  // Offline, the portal no longer shows the signed-out user's overview.
  await context.setOffline(true);
  await page.goto("/referee").catch(() => {});
  await expect(page.getByRole("heading", { name: /^Welcome, Alex/ })).toHaveCount(0);
  await context.setOffline(false);
});
