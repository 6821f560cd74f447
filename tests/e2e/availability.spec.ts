import { expect, test, type Page } from "@playwright/test";
import { blockedItem, dayButton, nextMonthDay, settled } from "./fixtures/availability";
import { signInAs } from "./fixtures/session";
import { expectNoAxeViolations } from "./fixtures/axe";

const REFEREE = "referee@demo.whistle.test";

// Whole journeys with reloads and a lost connection: longer than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

// Each journey edits the availability of a referee of its own: journeys acting as one person at the
// same time would revalidate each other's pages (live updates) mid-edit.
const REFEREE_PER_JOURNEY: Record<string, string> = {
  "blocks a day and a time range that survive a reload, then syncs a change made offline":
    "ama.kim.35@demo.whistle.test",
  "shows the calendar (two months) and the blocked list together; edits persist, offline ones sync":
    "kofi.cohen.34@demo.whistle.test",
  "adds a weekly block that shows in the calendar, then removes it": "elena.wong.33@demo.whistle.test",
  "has no accessibility violations with days selected": "fatima.rossi.31@demo.whistle.test",
};

test.beforeEach(async ({ context, baseURL }, testInfo) => {
  await signInAs(context, baseURL!, REFEREE_PER_JOURNEY[testInfo.title] ?? REFEREE);
});

async function openAvailability(page: Page) {
  await settled(page, () => page.goto("/referee/availability"));
  await expect(page.getByRole("heading", { name: "Availability", level: 1 })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();
  await page.getByRole("button", { name: "Next month" }).click();
}

test.describe("on a phone (375 px)", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test("blocks a day and a time range that survive a reload, then syncs a change made offline", async ({
    page,
    context,
  }) => {
    const [first, second, third] = [nextMonthDay(20), nextMonthDay(21), nextMonthDay(22)];
    await openAvailability(page);
    const showBlocked = () => page.getByRole("tab", { name: /^Blocked \(\d+\)$/ }).click();
    const showCalendar = () => page.getByRole("tab", { name: "Calendar" }).click();

    await dayButton(page, first.long).click();
    await expect(dayButton(page, first.long)).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("1 day selected")).toBeVisible();
    await page.getByRole("button", { name: "Block Entire Day(s)" }).click();
    await expect(page.getByText("Select days in the calendar")).toBeVisible();
    await expect(dayButton(page, first.long)).toHaveAccessibleName(new RegExp(`^${first.long}, blocked all day`));

    await dayButton(page, second.long).click();
    await expect(page.getByLabel("From", { exact: true })).toHaveValue("09:00");
    await expect(page.getByLabel("To", { exact: true })).toHaveValue("13:00");
    await page.getByRole("button", { name: "Add Time Block" }).click();
    await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();

    await settled(page, () => page.reload());
    await page.getByRole("button", { name: "Next month" }).click();
    await expect(dayButton(page, first.long)).toHaveAccessibleName(new RegExp(`^${first.long}, blocked all day`));
    await showBlocked();
    await expect(blockedItem(page, first.short)).toContainText("All day");
    await expect(blockedItem(page, second.short)).toContainText("9:00 AM – 1:00 PM");

    // No connection: the changes wait in the browser, and say so.
    await context.setOffline(true);
    await expect(page.getByRole("status")).toContainText("You're offline");
    await page.getByRole("button", { name: `Remove 9:00 AM – 1:00 PM on ${second.short}` }).click();
    await showCalendar();
    await dayButton(page, third.long).click();
    await page.getByRole("button", { name: "Block Entire Day(s)" }).click();
    await expect(page.getByRole("status")).toContainText("2 changes waiting to sync");
    await showBlocked();
    await expect(blockedItem(page, second.short)).toHaveCount(0);
    await expect(blockedItem(page, third.short)).toContainText("All day");

    await context.setOffline(false);
    await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();
    await page.reload();
    await showBlocked();
    await expect(blockedItem(page, third.short)).toContainText("All day");
    await expect(blockedItem(page, second.short)).toHaveCount(0);
    await expect(blockedItem(page, first.short)).toContainText("All day");
  });
});

test.describe("on a desktop", () => {
  test("shows the calendar (two months) and the blocked list together; edits persist, offline ones sync", async ({
    page,
    context,
  }) => {
    const [full, partial, offline] = [nextMonthDay(10), nextMonthDay(11), nextMonthDay(12)];
    await openAvailability(page);
    await expect(page.getByRole("tab", { name: "Calendar" })).toBeHidden();
    await expect(page.getByRole("heading", { name: /^Blocked \(\d+\)$/ })).toBeVisible();
    await expect(
      page
        .locator("section[aria-label]")
        .filter({ has: page.getByRole("group", { name: /^Days of / }) })
        .filter({ visible: true }),
    ).toHaveCount(2);

    await dayButton(page, full.long).click();
    await dayButton(page, partial.long).click();
    await expect(page.getByText("2 days selected")).toBeVisible();
    await page.getByRole("button", { name: "Clear Selection" }).click();
    await expect(dayButton(page, full.long)).toHaveAttribute("aria-pressed", "false");

    await dayButton(page, full.long).click();
    await page.getByRole("button", { name: "Block Entire Day(s)" }).click();
    await dayButton(page, partial.long).click();
    await page.getByLabel("To", { exact: true }).fill("08:00");
    await page.getByRole("button", { name: "Add Time Block" }).click();
    await expect(page.getByText("End time must be after start time.")).toBeVisible();
    await page.getByLabel("To", { exact: true }).fill("13:00");
    await page.getByRole("button", { name: "Add Time Block" }).click();
    await expect(blockedItem(page, partial.short)).toContainText("9:00 AM – 1:00 PM");
    await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();

    await settled(page, () => page.reload());
    await expect(blockedItem(page, full.short)).toContainText("All day");
    await expect(blockedItem(page, partial.short)).toContainText("9:00 AM – 1:00 PM");
    await expect(page.getByRole("list", { name: "Blocked days" })).toHaveCSS("max-height", "384px");

    // Hydrated before the connection goes (a real phone keeps the page it already loaded).
    await page.getByRole("button", { name: "Next month" }).click();
    await expect(dayButton(page, offline.long)).toBeVisible();
    await expect(page.getByText(/^Showing /)).toHaveText(
      `Showing ${offline.long.split(", ")[1]!.split(" ")[0]} ${offline.long.split(", ")[2]}`,
    );
    await context.setOffline(true);
    await dayButton(page, offline.long).click();
    await page.getByRole("button", { name: "Add Time Block" }).click();
    await expect(page.getByRole("status")).toContainText("1 change waiting to sync");
    await context.setOffline(false);
    await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();
    await page.reload();
    await expect(blockedItem(page, offline.short)).toContainText("9:00 AM – 1:00 PM");
  });

  test("adds a weekly block that shows in the calendar, then removes it", async ({ page }) => {
    await openAvailability(page);
    await page.getByRole("button", { name: "Add weekly block" }).click();
    const dialog = page.getByRole("dialog", { name: "Add weekly block" });
    await dialog.getByLabel("Every").selectOption("Tuesday");
    await dialog.getByLabel("From").fill("18:00");
    await dialog.getByLabel("To").fill("17:00");
    await dialog.getByRole("button", { name: "Add weekly block" }).click();
    await expect(dialog.getByText("End time must be after start time.")).toBeVisible();
    await dialog.getByLabel("To").fill("21:00");
    await dialog.getByRole("button", { name: "Add weekly block" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Every Tuesday, 6:00 PM – 9:00 PM")).toBeVisible();
    await expect(
      page.getByRole("button", { name: /^Tuesday, .*weekly: every tuesday, 6:00 pm – 9:00 pm/ }).first(),
    ).toBeVisible();

    await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();
    await page.reload();
    await page.getByRole("button", { name: "Remove Every Tuesday, 6:00 PM – 9:00 PM" }).click();
    await expect(page.getByText("Every Tuesday, 6:00 PM – 9:00 PM")).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();
    await page.reload();
    await expect(page.getByText("No weekly blocks.", { exact: false })).toBeVisible();
  });

  test("has no accessibility violations with days selected", async ({ page }) => {
    await openAvailability(page);
    await dayButton(page, nextMonthDay(15).long).click();
    // The page's own content; the portal shell around it is checked with the portals.
    await expectNoAxeViolations(page, "main");
  });
});
