import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./fixtures/axe";
import { OWN_CONNECTION } from "./fixtures/connection";

/**
 * Issue 18 (decision 0058): an assignor downloads the league's data and schedules, then cancels, its deletion.
 * A league of its own, signed up for this test, so the demo league other tests use is never scheduled.
 */
const PASSWORD = "Gr4ss-and-Chalk-Lines";
let organizationName: string;

test.beforeEach(async ({ context, baseURL }) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  organizationName = `E2E League ${stamp}`;
  const email = `e2e.${stamp}@example.test`;
  const headers = {
    ...OWN_CONNECTION,
    Origin: baseURL!,
    "CF-Connecting-IP": `198.51.100.${(Number(stamp.slice(-3)) % 250) + 1}`,
  };
  const signUp = await context.request.post(`${baseURL}/signup`, {
    form: {
      accountType: "assignor",
      firstName: "Dana",
      lastName: "Keeper",
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      organizationName,
      timeZone: "America/Los_Angeles",
    },
    headers,
    maxRedirects: 0,
  });
  // Sign-up answers the same for every address (issue 18); the password signs in before the email is confirmed.
  expect(await signUp.text()).toContain("Check your email to finish signing up.");
  const signIn = await context.request.post(`${baseURL}/login`, {
    form: { email, password: PASSWORD },
    headers,
    maxRedirects: 0,
  });
  expect(signIn.status(), (await signIn.text()).slice(0, 300)).toBe(302);
});

test("an assignor downloads the league's data and schedules, then cancels, its deletion", async ({ page }) => {
  await page.goto("/assignor/organizations");
  const card = page.getByRole("region", { name: "Your organization's data" });
  await expect(card).toBeVisible();
  // The card only: the page's older cards have their own heading-order finding (not this issue's).
  await expectNoAxeViolations(page, 'section[aria-labelledby="organization-data-heading"]');

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    card.getByRole("link", { name: "Download all data (ZIP)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^whistle-.+-\d{4}-\d{2}-\d{2}\.zip$/);

  // A mistyped name is refused with the reason, and what was typed stays.
  await card.getByLabel(/Type the organization's name/).fill("Some other league");
  await card.getByLabel("Your password").fill(PASSWORD);
  await card.getByRole("button", { name: "Schedule deletion" }).click();
  await expect(page.getByText(`Type the organization's name exactly: ${organizationName}`)).toBeVisible();
  await expect(page.getByLabel(/Type the organization's name/)).toHaveValue("Some other league");

  await page.getByLabel(/Type the organization's name/).fill(organizationName);
  await page.getByLabel("Your password").fill(PASSWORD);
  await page.getByRole("button", { name: "Schedule deletion" }).click();
  await expect(page.getByText(/will be deleted on .+\. Every member was emailed/)).toBeVisible();

  // Every page shows the banner with the date and Cancel.
  await page.goto("/assignor/games");
  const banner = page.getByRole("alert").filter({ hasText: "is scheduled for deletion on" });
  await expect(banner).toContainText(organizationName);
  await banner.getByRole("button", { name: "Cancel deletion" }).click();
  await expect(page.getByText(`The deletion of ${organizationName} is cancelled.`)).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "is scheduled for deletion on" })).toHaveCount(0);
});
