import { expect, test } from "@playwright/test";
import { signInAs } from "./fixtures/session";
import { expectNoAxeViolations } from "./fixtures/axe";
import { OWN_CONNECTION } from "./fixtures/connection";

test.beforeEach(async ({ context, baseURL }) => {
  await signInAs(context, baseURL!, "assignor@demo.whistle.test");
});

test("an assignor creates an API key, sees it once, uses it, then revokes it", async ({ page, request, baseURL }) => {
  const name = `E2E sync ${Date.now()}`;
  await page.goto("/assignor/organizations");
  await page.getByRole("link", { name: "API Keys" }).click();
  await expect(page.getByRole("heading", { name: "API Keys", level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "Create API key" }).click();
  const dialog = page.getByRole("dialog", { name: "Create API key" });
  await dialog.getByRole("button", { name: "Create key" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Access").selectOption("read");
  await dialog.getByRole("button", { name: "Create key" }).click();

  const shown = page.getByRole("dialog", { name: `API key "${name}" created` });
  await expect(shown.getByText("It is shown only once")).toBeVisible();
  const secret = (await shown.getByTestId("new-api-key").textContent())!.trim();
  expect(secret).toMatch(/^whk_/);
  await expectNoAxeViolations(page, '[role="dialog"]');
  await shown.getByRole("button", { name: "Done" }).click();
  await expect(shown).toBeHidden();

  // The list shows the key's prefix, never the secret again.
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText(secret.slice(0, 12));
  await expect(row).toContainText("Read only");
  await page.reload();
  await expect(page.getByText(secret)).toHaveCount(0);

  const ok = await request.get(`${baseURL}/api/v1/referees`, {
    headers: { ...OWN_CONNECTION, Authorization: `Bearer ${secret}` },
  });
  expect(ok.status()).toBe(200);

  await row.getByRole("button", { name: `Revoke ${name}` }).click();
  const confirm = page.getByRole("dialog", { name: `Revoke "${name}"?` });
  await confirm.getByRole("button", { name: "Revoke key" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
  await expect(page.getByText(`${name} (${secret.slice(0, 12)}…)`)).toBeVisible();

  const refused = await request.get(`${baseURL}/api/v1/referees`, {
    headers: { ...OWN_CONNECTION, Authorization: `Bearer ${secret}` },
  });
  expect(refused.status()).toBe(401);
});

test("the public API page links to a reference whose endpoints include the samples", async ({ page }) => {
  await page.goto("/api");
  await page.getByRole("link", { name: "View Documentation" }).click();
  await expect(page).toHaveURL(/\/api\/reference$/);
  await expect(page.getByRole("heading", { name: "API Reference", level: 1 })).toBeVisible();
  for (const sample of [
    "GET /api/v1/referees",
    "POST /api/v1/games",
    "PUT /api/v1/assignments/{id}",
    "GET /api/v1/availability/{referee_id}",
  ]) {
    await expect(page.getByRole("link", { name: sample, exact: true })).toBeVisible();
  }
});
