import { expect, test } from "@playwright/test";
import { signInAs } from "./fixtures/session";
import { collectPageErrors } from "./fixtures/page-errors";

// A referee of its own: the formats saved here change what this person reads (decision 0060).
const REFEREE = "omar.lopez.30@demo.whistle.test";

test("a referee who saves DD/MM/YYYY and 24 hours reads them on open games, after hydration too", async ({
  page,
  context,
  baseURL,
}) => {
  const errors = collectPageErrors(page);
  await signInAs(context, baseURL!, REFEREE);

  await page.goto("/referee/open-games");
  const firstGame = page
    .getByRole("main")
    .getByText(/ · \d{1,2}:\d{2} [AP]M/)
    .first();
  await expect(firstGame).toContainText(/[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4} · \d{1,2}:\d{2} [AP]M/);

  await page.goto("/referee/settings?tab=preferences");
  await page.getByLabel("Date format").selectOption("DD/MM/YYYY");
  await page.getByLabel("Time format").selectOption("24");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Settings saved successfully", { exact: true })).toBeVisible();

  await page.goto("/referee/open-games");
  const game = page
    .getByRole("main")
    .getByText(/[A-Z][a-z]{2}, \d{2}\/\d{2}\/\d{4} · \d{2}:\d{2}/)
    .first();
  await expect(game).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText(/\d{1,2}:\d{2} [AP]M/);
  // The same texts after hydration: no mismatch reported.
  await page.waitForLoadState("networkidle");
  expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
});
