import { expect, test } from "@playwright/test";
import { signInAs } from "./fixtures/session";
import { OWN_CONNECTION } from "./fixtures/connection";

const REFEREE = "referee@demo.whistle.test";

test.beforeEach(async ({ context, baseURL }) => {
  await signInAs(context, baseURL!, REFEREE);
});

test("the calendar feed card makes a private link shown once, a webcal Subscribe link, and Regenerate replaces it", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await signInAs(context, baseURL!, "ivan.singh.36@demo.whistle.test");
  await page.goto("/referee/settings");
  await expect(page.locator("html[data-live=connected]")).toHaveCount(1);
  await page.getByRole("button", { name: "Create link" }).click();
  const link = page.getByLabel("Your private calendar link");
  await expect(link).toHaveValue(/^https?:\/\/[^/]+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const before = await link.inputValue();
  await expect(page.getByRole("link", { name: "Subscribe" })).toHaveAttribute(
    "href",
    before.replace(/^https?:/, "webcal:"),
  );

  const path = new URL(before).pathname;
  const feed = await request.get(path, { headers: OWN_CONNECTION });
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain("BEGIN:VCALENDAR");

  // Only its hash is kept (issue 18): the page shows it no more.
  await page.reload();
  await expect(page.getByText("Regenerate to get a new link")).toBeVisible();
  await expect(link).toHaveCount(0);
  await expect(page.locator("html[data-live=connected]")).toHaveCount(1);

  await page.getByRole("button", { name: "Regenerate link" }).click();
  const dialog = page.getByRole("dialog", { name: "Regenerate your calendar link?" });
  await dialog.getByRole("button", { name: "Regenerate link" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(link).toHaveValue(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(link).not.toHaveValue(before);
  expect((await request.get(path, { headers: OWN_CONNECTION })).status()).toBe(404);
  expect((await request.get(new URL(await link.inputValue()).pathname, { headers: OWN_CONNECTION })).status()).toBe(
    200,
  );
});

test("a referee edits a certification and sees it saved", async ({ page, context, baseURL }) => {
  // A referee of its own: other journeys act as the main demo referee at the same time, and each of
  // their changes makes this referee's open pages revalidate.
  await signInAs(context, baseURL!, "nadia.park.37@demo.whistle.test");
  const name = `Edit me ${test.info().repeatEachIndex}-${Date.now() % 100000}`;
  const edited = `Edited ${name.slice(8)}`;
  await page.goto("/referee/settings");
  // Hydrated (the live channel connects from the client) before typing, so no click is lost mid-hydration.
  await expect(page.locator("html[data-live=connected]")).toHaveCount(1);
  const section = page.getByRole("region", { name: "Referee Certifications" });
  await section.getByText("Add Certification").first().click();
  await section.getByLabel("Name", { exact: true }).fill(name);
  await section.getByRole("button", { name: "Add Certification" }).click();
  await expect(section.getByText(name, { exact: true })).toBeVisible();

  await section.getByLabel(`Edit ${name}`).click();
  await section.getByLabel(`Name of ${name}`).fill("");
  await section.getByRole("button", { name: "Save certification" }).click();
  await expect(section.getByText("Enter the certification's name.")).toBeVisible();
  await section.getByLabel(`Name of ${name}`).fill(edited);
  await section.getByLabel(`Level of ${name}`).selectOption("Level 3");
  await section.getByRole("button", { name: "Save certification" }).click();
  await expect(section.getByText(edited, { exact: true })).toBeVisible();
  await expect(section.getByRole("listitem").filter({ hasText: edited })).toContainText("Level 3");

  await page.reload();
  await expect(
    page.getByRole("region", { name: "Referee Certifications" }).getByText(edited, { exact: true }),
  ).toBeVisible();
  await page
    .getByRole("region", { name: "Referee Certifications" })
    .getByRole("button", { name: `Remove ${edited}` })
    .click();
  await expect(
    page.getByRole("region", { name: "Referee Certifications" }).getByText(edited, { exact: true }),
  ).toHaveCount(0);
});

test("the earnings page shows the cards, the six-month chart and filters payments", async ({ page }) => {
  await page.goto("/referee/earnings");
  await expect(page.getByRole("heading", { name: "Earnings", level: 1 })).toBeVisible();
  const cards = page.getByRole("region", { name: "Earnings at a glance" });
  await expect(cards.getByText("Total Earnings", { exact: true }).locator("xpath=following-sibling::p[1]")).toHaveText(
    /^\$[\d,]+\.\d{2}$/,
  );
  await expect(cards.getByText("Games Refereed", { exact: true }).locator("xpath=following-sibling::p[1]")).toHaveText(
    /^\d+$/,
  );
  await expect(
    cards.getByText("Pending Payments", { exact: true }).locator("xpath=following-sibling::p[1]"),
  ).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expect(page.getByRole("list", { name: "Earnings per month, last 6 months" }).getByRole("listitem")).toHaveCount(
    6,
  );

  await page.getByLabel("Payment status").selectOption("paid");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/status=paid/);
  const statuses = page.getByRole("table").getByRole("row").locator("td:last-child");
  const texts = await statuses.allTextContents();
  expect(texts.length).toBeGreaterThan(0);
  expect(texts.every((text) => text === "Paid")).toBe(true);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export" }).click();
  expect((await download).suggestedFilename()).toMatch(/^earnings-\d{4}-\d{2}-\d{2}\.csv$/);
});
