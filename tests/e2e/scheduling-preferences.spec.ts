import { expect, test } from "@playwright/test";
import { signInAs } from "./fixtures/session";

test("a referee sets where they travel from, how many games they want and their preferences; they stay saved", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: 37.8044, longitude: -122.2712 });
  await signInAs(context, baseURL!, "noah.brown.22@demo.whistle.test");
  await page.goto("/referee/settings");
  await expect(page.locator("html[data-live=connected]")).toHaveCount(1);
  const form = page.getByRole("form", { name: "Scheduling preferences" });

  await form.getByLabel("Home area").fill("Oakland, CA");
  await form.getByRole("button", { name: "Use my location" }).click();
  await expect(form.getByLabel("Latitude")).toHaveValue("37.80");
  await expect(form.getByLabel("Longitude")).toHaveValue("-122.27");
  await form.getByLabel("Most games per week").fill("3");
  await form.getByLabel("Most games per month").fill("2");
  await form.getByRole("checkbox", { name: "Saturday" }).check();
  await form.getByLabel("Teams I should not referee").fill("Mission FC");
  await form.getByRole("button", { name: "Save preferences" }).click();
  await expect(form.getByText("make the monthly number at least the weekly one")).toBeVisible();
  await expect(form.getByLabel("Home area")).toHaveValue("Oakland, CA");
  await expect(form.getByRole("checkbox", { name: "Saturday" })).toBeChecked();

  await form.getByLabel("Most games per month").fill("10");
  await form.getByRole("button", { name: "Save preferences" }).click();
  await expect(form.getByText("Preferences saved.")).toBeVisible();

  await page.reload();
  const saved = page.getByRole("form", { name: "Scheduling preferences" });
  await expect(saved.getByLabel("Latitude")).toHaveValue("37.8");
  await expect(saved.getByLabel("Most games per week")).toHaveValue("3");
  await expect(saved.getByRole("checkbox", { name: "Saturday" })).toBeChecked();
  await expect(saved.getByLabel("Teams I should not referee")).toHaveValue("Mission FC");
});
