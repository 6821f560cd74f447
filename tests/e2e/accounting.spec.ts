import { expect, test } from "@playwright/test";
import { signInAs } from "./fixtures/session";
import { expectNoAxeViolations } from "./fixtures/axe";

test("a referee's tax details are kept masked; the assignor turns on Pro Accounting and reads the year", async ({
  browser,
  baseURL,
}) => {
  const refereeContext = await browser.newContext();
  await signInAs(refereeContext, baseURL!, "ethan.patel.26@demo.whistle.test");
  const referee = await refereeContext.newPage();
  await referee.goto("/referee/settings");
  await expect(referee.locator("html[data-live=connected]")).toHaveCount(1);
  const tax = referee.getByRole("form", { name: "Tax details" });
  await tax.getByLabel("Legal name").fill("Ethan J. Patel");
  await tax.getByLabel("Taxpayer ID number").fill("123-45");
  await tax.getByLabel("Street address").fill("40 Valencia St");
  await tax.getByLabel("City").fill("San Francisco");
  await tax.getByLabel("State").fill("CA");
  await tax.getByLabel("ZIP code").fill("94103");
  await tax.getByRole("button", { name: "Save tax details" }).click();
  await expect(tax.getByText("Enter all nine digits of the number.")).toBeVisible();
  await expect(tax.getByLabel("Street address")).toHaveValue("40 Valencia St");
  await tax.getByLabel("Taxpayer ID number").fill("123-45-6789");
  await tax.getByRole("button", { name: "Save tax details" }).click();
  await expect(referee.getByText("Tax details saved.")).toBeVisible();
  await expect(referee.getByText(/On file: Ethan J\. Patel, SSN \*\*\*-\*\*-6789/)).toBeVisible();
  await expect(tax.getByLabel("Taxpayer ID number")).toHaveValue("");

  const assignorContext = await browser.newContext();
  await signInAs(assignorContext, baseURL!, "priya.raman@demo.whistle.test");
  const assignor = await assignorContext.newPage();
  await assignor.goto("/assignor/payments");
  await assignor.getByRole("link", { name: "Pro Accounting" }).click();
  await expect(assignor.getByRole("heading", { name: "Pro Accounting", level: 1 })).toBeVisible();
  const start = assignor.getByRole("button", { name: "Start Pro Accounting" });
  if (await start.isVisible()) await start.click();
  await expect(assignor.getByRole("heading", { name: "Year-end tax summaries" })).toBeVisible();
  await expect(assignor.getByRole("heading", { name: "Billing" })).toBeVisible();
  await expect(assignor.getByRole("list", { name: "Paid and owed per month" })).toBeVisible();
  await expectNoAxeViolations(assignor, "main");
  const download = assignor.waitForEvent("download");
  await assignor.getByRole("link", { name: /^Export 1099-NEC data/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^1099-nec-\d{4}\.csv$/);

  await assignor.getByRole("button", { name: "Switch back to Core" }).click();
  await expect(assignor.getByRole("button", { name: "Start Pro Accounting" })).toBeVisible();
  await refereeContext.close();
  await assignorContext.close();
});
