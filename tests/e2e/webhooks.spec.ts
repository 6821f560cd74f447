import { expect, test } from "@playwright/test";
import { signInAs } from "./fixtures/session";
import { expectNoAxeViolations } from "./fixtures/axe";

// The demo organization's second assignor, so no other journey's changes revalidate this page mid-edit.
test.beforeEach(async ({ context, baseURL }) => {
  await signInAs(context, baseURL!, "priya.raman@demo.whistle.test");
});

test("an assignor adds a webhook endpoint, sees its secret once, sends a test event and reads the delivery log", async ({
  page,
}) => {
  const url = `https://hooks.example.com/whistle-${Date.now()}`;
  await page.goto("/assignor/api");
  await expect(page.locator("html[data-live=connected]")).toHaveCount(1);
  await page.getByRole("button", { name: "Add endpoint" }).click();
  const dialog = page.getByRole("dialog", { name: "Add webhook endpoint" });

  // A private address is refused at the field, and what was typed stays.
  await dialog.getByLabel("Endpoint URL").fill("https://192.168.1.20/hooks");
  await dialog.getByRole("button", { name: "Add endpoint" }).click();
  await expect(
    dialog.getByText(
      "Webhook URLs must use https on port 443 and point to a public address: 192.168.1.20 is not a public address.",
    ),
  ).toBeVisible();
  await expect(dialog.getByLabel("Endpoint URL")).toHaveValue("https://192.168.1.20/hooks");

  await dialog.getByLabel("Endpoint URL").fill(url);
  await dialog.getByLabel("Description (optional)").fill("E2E receiver");
  await dialog.getByRole("checkbox", { name: /schedule\.changed/ }).click();
  await dialog.getByRole("button", { name: "Add endpoint" }).click();

  const shown = page.getByRole("dialog", { name: "Endpoint added" });
  await expect(shown.getByText("it is shown only once")).toBeVisible();
  await expect(shown.getByTestId("webhook-secret")).toHaveText(/^whsec_[a-z2-7]{32}$/);
  await expectNoAxeViolations(page, '[role="dialog"]');
  await shown.getByRole("link", { name: "View delivery log" }).click();

  await expect(page.getByRole("heading", { name: url, level: 1 })).toBeVisible();
  await expect(page.getByText("No deliveries yet")).toBeVisible();
  await expect(page.getByText(/Events: .*game\.created/)).toBeVisible();
  await expect(page.getByText(/schedule\.changed/)).toHaveCount(0);
  await expect(page.locator("html[data-live=connected]")).toHaveCount(1);
  await page.getByRole("button", { name: "Send test event" }).click();
  // The example host does not answer: the log shows the ping and why it failed.
  const row = page.getByTestId("webhook-delivery").first();
  await expect(row).toContainText("ping", { timeout: 20_000 });
  await expect(row).toContainText(/Failed|Delivered/);
  await expectNoAxeViolations(page, "main");

  await page.getByRole("button", { name: "Disable" }).click();
  await expect(page.getByText("Disabled", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Delete" }).click();
  await page
    .getByRole("dialog", { name: "Delete this endpoint?" })
    .getByRole("button", { name: "Delete endpoint" })
    .click();
  await expect(page).toHaveURL(/\/assignor\/api$/);
  await expect(page.getByText(url)).toHaveCount(0);
});
