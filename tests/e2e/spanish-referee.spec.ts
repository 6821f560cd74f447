import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "./fixtures/session";
import { collectPageErrors } from "./fixtures/page-errors";

// A referee of its own: saving Spanish here changes only what this person reads (issue 19).
const REFEREE = "sam.hassan.5@demo.whistle.test";

/** The section's own text (not the sidebar, which another part of issue 19 covers), as a reader sees it. */
async function visibleText(page: Page): Promise<string> {
  return page.getByRole("main").innerText();
}

/** English words of these screens that must not be left over, and no 12-hour clock. */
function expectNoEnglish(text: string, words: string[]) {
  for (const word of words) expect(text, `"${word}" left in English`).not.toMatch(new RegExp(`\\b${word}\\b`));
  expect(text).not.toMatch(/\d{1,2}:\d{2}\s?[AP]M\b/);
  expect(text).not.toMatch(/\b(AM|PM)\b/);
}

test("a referee whose settings are Spanish, DD/MM/YYYY and 24 hours reads Overview, Schedule and Notifications in Spanish", async ({
  page,
  context,
  baseURL,
}) => {
  const errors = collectPageErrors(page);
  await signInAs(context, baseURL!, REFEREE);

  // Saved the way the Settings page saves them (its fields by name: its labels are in the reader's language).
  await page.goto("/referee/settings?tab=preferences");
  await page.locator('select[name="language"]').selectOption("es");
  await page.locator('select[name="dateFormat"]').selectOption("DD/MM/YYYY");
  await page.locator('select[name="timeFormat"]').selectOption("24");
  await page.locator('form:has(input[name="intent"][value="save"])').evaluate((form: HTMLFormElement) => {
    form.requestSubmit();
  });
  await expect(page.locator("html")).toHaveAttribute("lang", "es");

  await page.goto("/referee");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveTitle("Resumen | Portal del árbitro | Whistle");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(/^Hola, /);
  await expect(main.getByText("Asistencia", { exact: true })).toBeVisible();
  await expect(main.getByText("Próximos", { exact: true })).toBeVisible();
  await expect(main.getByText("Tasa de éxito", { exact: true })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Partidos completados" })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Solicitudes pendientes" })).toBeVisible();
  const overview = await visibleText(page);
  // Dates as DD/MM/YYYY with a Spanish weekday, times on the 24-hour clock.
  expect(overview).toMatch(/\b\d{2}\/\d{2}\/\d{4} · \d{2}:\d{2}\b/);
  expectNoEnglish(overview, ["Upcoming", "Completed", "Welcome", "Attendance", "Success Rate", "Pending Requests"]);

  await page.goto("/referee/schedule?tab=all");
  await expect(page).toHaveTitle("Calendario | Portal del árbitro | Whistle");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Calendario");
  await expect(main.getByText("Ordenar por", { exact: true })).toBeVisible();
  await expect(main.getByRole("link", { name: /^Próximos \(\d+\)$/ })).toBeVisible();
  await expect(main.getByRole("link", { name: /^Pasados \(\d+\)$/ })).toBeVisible();
  await expect(main.getByRole("columnheader", { name: "Fecha y hora" })).toBeVisible();
  await expect(main.getByRole("button", { name: "Buscar", exact: true })).toBeVisible();
  const schedule = await visibleText(page);
  expect(schedule).toMatch(/\b\d{2}\/\d{2}\/\d{4}\b/);
  expect(schedule).toMatch(/(^|\s)\d{2}:\d{2}(\s|$)/);
  expectNoEnglish(schedule, ["Upcoming", "Sort by", "Search", "Venue", "Actions", "Ascending", "Confirmed", "View"]);

  await page.goto("/referee/notifications");
  await expect(page).toHaveTitle("Notificaciones | Portal del árbitro | Whistle");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Notificaciones");
  const filters = main.getByRole("navigation", { name: "Filtrar notificaciones" });
  await expect(filters.getByRole("link", { name: /^Todas \(\d+\)$/ })).toBeVisible();
  await expect(filters.getByRole("link", { name: /^Sin leer \(\d+\)$/ })).toBeVisible();
  await expect(filters.getByRole("link", { name: /^Pagos \(\d+\)$/ })).toBeVisible();
  await filters.getByRole("link", { name: /^Pagos/ }).click();
  await expect(
    main.getByText(/(No tienes notificaciones de pagos en este momento\.|hace \d+|ayer|ahora mismo)/).first(),
  ).toBeVisible();
  expectNoEnglish(await visibleText(page), ["Notifications", "Unread", "Payments", "All", "No notifications found"]);

  // The same words after hydration: React reports no mismatch.
  await page.waitForLoadState("networkidle");
  expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
});
