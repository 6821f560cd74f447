import { expect, test } from "@playwright/test";
import { signInAs } from "./fixtures/session";

const ASSIGNOR = "assignor@demo.whistle.test";

test("signing in on http://localhost sets the __Host- session cookie, and an import over 6 MB says it is too large", async ({
  page,
  context,
  baseURL,
}) => {
  // Chromium reports a Permissions-Policy feature it does not know in the console: there must be none.
  const policyWarnings: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Permissions-Policy")) policyWarnings.push(message.text());
  });
  await signInAs(context, baseURL!, ASSIGNOR);
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === "__Host-whistle_session")).toMatchObject({
    path: "/",
    secure: true,
    httpOnly: true,
  });

  await page.goto("/assignor/games");
  await expect(page.locator("html[data-live=connected]")).toHaveCount(1);
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import Games from CSV" });
  await dialog.getByLabel("CSV file").setInputFiles({
    name: "season.csv",
    mimeType: "text/csv",
    buffer: Buffer.alloc(7 * 1024 * 1024, "x"),
  });
  await dialog.getByRole("button", { name: "Import" }).click();
  await expect(page.getByRole("heading", { name: "That is too large to send" })).toBeVisible();
  await expect(page.getByText(/This file is larger than 6 MB/)).toBeVisible();
  await page.getByRole("link", { name: "Back to the page" }).click();
  await expect(page.getByRole("heading", { name: "Game Management" })).toBeVisible();
  expect(policyWarnings).toEqual([]);
});
