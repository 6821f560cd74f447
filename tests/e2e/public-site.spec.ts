import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./fixtures/axe";

const ROUTES: [path: string, heading: string, text: string][] = [
  ["/", "Referee management that just works", "Loved by leagues and officials"],
  ["/why-whistle", "Stop paying for referee software", "$2,400-6,000+ per year"],
  ["/features", "Everything you need to manage referees", "Smart Scheduling"],
  ["/pricing", "Free forever. Pay only for extras.", "Pro Accounting"],
  ["/about", "Built on the sideline, for the people who run the game", "Our story"],
  ["/contact", "Get in touch", "Send us a message"],
  ["/security", "Security", "Reporting a vulnerability"],
  ["/terms", "Terms of Service", "Free and paid plans"],
  ["/privacy", "Privacy Policy", "Contact our privacy team"],
  ["/blog", "The Whistle blog", "The Future of Referee Management"],
  ["/blog/future-of-referee-management", "The Future of Referee Management", "For decades, assigning referees"],
  ["/why-free", "Why Whistle is free", "How we make money"],
  ["/help-center", "How can we help?", "Popular articles"],
  ["/help-center/create-your-first-game", "How to create your first game", "Add Game"],
  ["/getting-started", "Up and running in five steps", "Average setup:"],
  ["/system-status", "Whistle system status", "All Systems Operational"],
  ["/api", "A free API for your league's data", "/api/v1/assignments/{id}"],
  ["/mobile-app", "Whistle in your pocket", "50K+"],
];

// One page load per route and theme, in one test per route: the checks of content and of both themes
// share the browser context (a test of its own for each was most of the e2e suite's time).
for (const [path, heading, text] of ROUTES) {
  test(`${path} renders its heading and key content, with no axe violations in light and dark`, async ({ page }) => {
    await page.addInitScript(() => {
      if (!window.localStorage.getItem("theme")) window.localStorage.setItem("theme", "light");
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Toggle theme" })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link")).toHaveCount(19); // logo + 14 + 4 languages
    await expect(page.locator("html")).toHaveClass(/^(?!.*dark)/);
    await expectNoAxeViolations(page);

    await page.evaluate(() => window.localStorage.setItem("theme", "dark"));
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expectNoAxeViolations(page);
  });
}

test.describe("on a 375px screen", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the mobile menu opens, closes, closes on Escape and on following a link", async ({ page }) => {
    await page.goto("/");
    // By attribute: while the menu is open the rest of the page is hidden from the accessibility tree.
    const open = page.locator('button[aria-label="Open menu"]');
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(open).toHaveAttribute("aria-expanded", "false");

    await open.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(open).toHaveAttribute("aria-expanded", "true");
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();

    await open.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    await open.click();
    await menu.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL("/pricing");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Free forever. Pay only for extras.");
  });

  test("the menu has no accessibility violations while open", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test("the features filter narrows the grid and keeps the choice in the URL", async ({ page }) => {
  await page.goto("/features");
  const filters = page.getByRole("navigation", { name: "Feature categories" });
  await filters.getByRole("link", { name: "Analytics" }).click();
  await expect(page).toHaveURL("/features?category=analytics");
  await expect(filters.getByRole("link", { name: "Analytics" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "League Analytics" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Smart Scheduling" })).toHaveCount(0);

  await filters.getByRole("link", { name: "All" }).click();
  await expect(page).toHaveURL("/features");
  await expect(page.getByRole("heading", { name: "Smart Scheduling" })).toBeVisible();
});

test("Load More Posts adds posts until there are none left", async ({ page }) => {
  await page.goto("/blog");
  const posts = page.getByRole("article");
  await expect(posts).toHaveCount(4);
  await page.getByRole("link", { name: "Load More Posts" }).click();
  await expect(posts).toHaveCount(8);
  await page.getByRole("link", { name: "Load More Posts" }).click();
  await expect(posts).toHaveCount(9);
  await expect(page.getByRole("link", { name: "Load More Posts" })).toHaveCount(0);
  await posts.last().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Technology for Small Leagues on a Budget");
});

test("the help search finds articles and says when nothing matches", async ({ page }) => {
  await page.goto("/help-center");
  const search = page.getByRole("searchbox", { name: "Search help articles" });
  await search.fill("availability");
  await search.press("Enter");
  await expect(page).toHaveURL("/help-center?q=availability");
  await expect(page.getByRole("heading", { name: "Search results for “availability”" })).toBeVisible();
  await page.getByRole("link", { name: "Setting your availability as a referee" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Setting your availability as a referee");

  await page.goto("/help-center?q=zebra");
  await expect(page.getByText("No articles match “zebra”")).toBeVisible();
});

test("Schedule a Demo opens the contact form with the demo topic chosen", async ({ page }) => {
  await page.goto("/help-center");
  await page.getByRole("link", { name: "Schedule a Demo" }).click();
  await expect(page).toHaveURL("/contact?topic=demo");
  await expect(page.getByLabel("Topic")).toHaveValue("demo");
});

test("the contact form shows errors next to the fields, then sends a valid message", async ({ page }) => {
  await page.goto("/contact");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Please enter your first name.")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Email")).toHaveValue("not-an-email");

  await page.getByLabel("First name").fill("Grace");
  await page.getByLabel("Last name").fill("Hopper");
  await page.getByLabel("Email").fill("grace@example.com");
  await page.getByLabel("Organization (optional)").fill("Harbor Youth League");
  await page.getByRole("textbox", { name: "Message" }).fill("Could you show us how assignments work?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Message sent" })).toBeVisible();
  await expect(page.getByText("Thank you, Grace!")).toBeVisible();
});

test("the status page subscribe box asks the address to confirm by email", async ({ page }) => {
  await page.goto("/system-status");
  const email = page.getByRole("textbox", { name: "Email address" });
  await email.fill("nope");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
  await email.fill("status-fan@example.com");
  await page.getByRole("button", { name: "Subscribe" }).click();
  // Double opt-in (decision 0056): the same answer whatever the address's state.
  await expect(page.getByText("Check your email to confirm.")).toBeVisible();
});

test("Get Started and Sign In lead to the accounts pages", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
  await expect(page.getByRole("link", { name: "Get Started Free" }).first()).toHaveAttribute("href", "/signup");
});
