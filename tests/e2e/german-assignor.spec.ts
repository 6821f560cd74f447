import { expect, test, type Page } from "@playwright/test";
import { addGame } from "./fixtures/games";

/**
 * Issue 19: an assignor who reads German gets the assignor portal's screens in German, with amounts in
 * their organization's currency (euros). A fresh assignor of a fresh organization, so the demo league's
 * language and currency stay as the other journeys expect them.
 *
 * Each screen of the journey is one entry of JOURNEY: its path, German words that must be visible in its
 * main content, and English words of that screen that must not be. Another screen joins by adding an entry.
 */
interface Screen {
  path: string;
  heading: string;
  german: string[];
  english: string[];
  /** Anything else the screen must show (money, say). */
  check?: (page: Page) => Promise<void>;
}

const JOURNEY: Screen[] = [
  {
    path: "/assignor/games",
    heading: "Spielverwaltung",
    german: [
      "Planen Sie Spiele, importieren Sie Ihre Saison und setzen Sie Schiedsrichter an.",
      "Alle Spiele",
      "1 Spiel gefunden",
      "Datum und Uhrzeit",
      "Spielort",
      "Spielgeld",
      "Nicht angesetzt",
      "Anstehend",
      "Jugend",
    ],
    english: [
      "Game Management",
      "All Games",
      "game found",
      "Date & Time",
      "Venue",
      "Unassigned",
      "Add Game",
      "Import CSV",
      "Upcoming",
      "All Status",
      "Pending",
      "Youth",
      " vs ",
    ],
    check: async (page) => {
      const row = page.getByRole("row", { name: /Bayern Nord – Hamburg Süd/ });
      // The organization's currency: the fee is in euros, never dollars.
      await expect(row).toContainText("€");
      await expect(row).not.toContainText("$");
      await expect(page.getByRole("button", { name: "Spiel hinzufügen" })).toBeVisible();
      await expect(page.getByRole("button", { name: "CSV importieren" })).toBeVisible();
    },
  },
  {
    path: "/assignor/assignments",
    heading: "Ansetzungsverwaltung",
    german: [
      "Jeder Schiedsrichter, dem ein Spiel angeboten wurde, und der Stand jedes Angebots.",
      "Ansetzungen gesamt",
      "Abschlussquote",
      "Spielanfragen (0)",
      "Keine offenen Spielanfragen.",
      "Alle Ansetzungen",
      "Keine Ansetzungen gefunden",
    ],
    english: [
      "Assignment Management",
      "Total Assignments",
      "Completion Rate",
      "Game Requests",
      "All Assignments",
      "No Assignments Found",
      "New Assignment",
      "Auto-assign",
    ],
    check: async (page) => {
      await expect(page.getByRole("button", { name: "Neue Ansetzung" })).toBeVisible();
    },
  },
  {
    path: "/assignor/payments",
    heading: "Zahlungen",
    german: ["Zu zahlen", "0 offene Zahlungen", "Diesen Monat gezahlt", "Nach Zahlungstag", "Währung"],
    english: ["Payments at a glance", "Owed", "Paid This Month", "Currency", "Export payout"],
    check: async (page) => {
      const main = page.getByRole("main");
      // Amounts in the organization's euros, written the German way; never in dollars.
      await expect(main).toContainText(/0,00\s€/);
      expect(await main.innerText()).not.toMatch(/\$\s?\d|\d\s?\$/);
    },
  },
];

test("an assignor who reads German manages games, assignments and payments in German, with amounts in euros", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat/i.test(message.text())) errors.push(message.text());
  });

  // A new assignor and their organization, in English until they choose German.
  const email = `greta.${Date.now()}@example.com`;
  await page.goto("/signup");
  await page.getByLabel("First name").fill("Greta");
  await page.getByLabel("Last name").fill("Becker");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Anpfiff-Sonntag-2026");
  await page.getByLabel("I'm an assignor — create my organization").check();
  await page.getByLabel("Organization name").fill("Schiedsrichter Nord");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Check your email to finish signing up.")).toBeVisible();
  await page.goto("/dev/outbox");
  const message = page.getByRole("article").filter({ hasText: `email to ${email}` });
  const link = await message.getByRole("link", { name: /\/verify-email\// }).getAttribute("href");
  await page.goto(new URL(link!).pathname);
  await page.getByRole("button", { name: "Confirm my email" }).click();
  await expect(page).toHaveURL("/assignor");

  // The organization works in euros.
  await page.goto("/assignor/organizations");
  const settings = page.getByRole("form", { name: "Organization settings" });
  await settings.getByLabel("Currency").selectOption("EUR");
  await settings.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved.")).toBeVisible();

  await addGame(page, {
    home: "Bayern Nord",
    away: "Hamburg Süd",
    date: "2030-05-04",
    time: "15:30",
    venue: "Sportpark Nord",
    level: "youth",
  });

  // The assignor chooses German in their settings.
  await page.goto("/assignor");
  await page
    .getByRole("button", { name: /^Open settings for/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: "Preferences" }).click();
  await dialog.getByLabel("Language").selectOption("de");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog).toBeHidden();

  for (const screen of JOURNEY) {
    await page.goto(screen.path);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(screen.heading);
    const text = await main.innerText();
    for (const words of screen.german) expect(text, `${screen.path} shows “${words}”`).toContain(words);
    for (const words of screen.english) expect(text, `${screen.path} has no “${words}”`).not.toContain(words);
    await screen.check?.(page);
  }
  expect(errors).toEqual([]);
});
