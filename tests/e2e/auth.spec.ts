import { expect, test, type Page } from "@playwright/test";

const PASSWORD = "Whistle-demo-2026";
const ASSIGNOR = "assignor@demo.whistle.test";
const REFEREE = "referee@demo.whistle.test";

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** Collects Content-Security-Policy violations the browser reports in the console. */
function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test("the sign-in form validates as the spec says, before any request", async ({ page }) => {
  await page.goto("/login");
  const email = page.getByLabel("Email");
  const password = page.getByLabel("Password", { exact: true });

  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please enter both email and password.");

  await email.fill("not-an-email");
  await password.fill("anything");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please enter a valid email address.");
  await expect(page).toHaveURL("/login");
});

test("leaving a field shows Invalid or Password required under it", async ({ page }) => {
  await page.goto("/login");
  const email = page.getByLabel("Email");
  const password = page.getByLabel("Password", { exact: true });

  await email.fill("dana@example");
  await password.focus();
  await expect(page.getByText("Invalid", { exact: true })).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");

  await email.focus();
  await expect(page.getByText("Password required", { exact: true })).toBeVisible();

  await email.fill("dana@example.com");
  await password.fill("x");
  await expect(page.getByText("Invalid", { exact: true })).toBeHidden();
  await expect(page.getByText("Password required", { exact: true })).toBeHidden();
});

test("the password can be shown and hidden", async ({ page }) => {
  await page.goto("/login");
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("secret-value");
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");
});

test("a wrong password gets the invalid-credentials message and keeps the email", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, REFEREE, "Not-the-password-1");
  await expect(page.getByRole("alert")).toHaveText("Invalid credentials. Please try again.");
  await expect(page.getByLabel("Email")).toHaveValue(REFEREE);
  await expect(page).toHaveURL("/login");
});

test("the button reads Signing In... while the sign-in is on its way, then the assignor lands on the portal", async ({
  page,
}) => {
  // Hold the submission a moment so the in-flight state can be seen.
  await page.route(
    (url) => url.pathname.startsWith("/login"),
    async (route) => {
      if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    },
  );
  await page.goto("/login");
  await signIn(page, ASSIGNOR);
  await expect(page.getByRole("button", { name: "Signing In..." })).toBeDisabled();
  await expect(page).toHaveURL("/assignor");
  await expect(page.getByRole("heading", { name: "Welcome, Morgan" })).toBeVisible();
  await expect(page.getByRole("main").getByText("Bay Area Youth Soccer League")).toBeVisible();
});

test("the referee signs in to the referee portal and signs out beside the user tile", async ({ page }) => {
  const violations = watchCspViolations(page);
  await page.goto("/login");
  await signIn(page, REFEREE);
  await expect(page).toHaveURL("/referee");
  await expect(page.getByRole("heading", { name: "Welcome, Alex" })).toBeVisible();

  // The sidebar shows the sign-out button beside the user tile once it expands (hover or focus).
  const sidebar = page.getByRole("complementary", { name: "Referee Dashboard navigation" });
  await sidebar.hover();
  await sidebar.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL("/");

  await page.goto("/referee");
  await expect(page).toHaveURL("/login?redirectTo=%2Freferee");
  expect(violations).toEqual([]);
});

test("a portal sends a visitor to sign in and back to the page they asked for", async ({ page }) => {
  await page.goto("/assignor/invites");
  await expect(page).toHaveURL("/login?redirectTo=%2Fassignor%2Finvites");
  await signIn(page, ASSIGNOR);
  await expect(page).toHaveURL("/assignor/invites");
  await expect(page.getByRole("heading", { name: "Invites", exact: true })).toBeVisible();
});

test("the wrong portal answers 403 with a way back to your own", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, REFEREE);
  await expect(page).toHaveURL("/referee");
  const response = await page.goto("/assignor");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "You don't have access to this page" })).toBeVisible();
  await page.getByRole("link", { name: "Go to your dashboard" }).click();
  await expect(page).toHaveURL("/referee");
});

test("a new assignor signs up, confirms their email from the link, and lands on the portal", async ({ page }) => {
  const email = `avery.${Date.now()}@example.com`;
  await page.goto("/login");
  await page.getByRole("link", { name: "Sign up" }).click();
  await expect(page).toHaveURL("/signup");
  await page.getByLabel("First name").fill("Avery");
  await page.getByLabel("Last name").fill("Quinn");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("weak");
  await page.getByLabel("I'm an assignor — create my organization").check();
  await page.getByLabel("Organization name").fill("North Shore Futsal");
  await page.getByLabel("Time zone").selectOption("America/New_York");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Use at least 10 characters.")).toBeVisible();

  await page.getByLabel("Password", { exact: true }).fill("Futsal-nights-2026");
  await page.getByRole("button", { name: "Create account" }).click();
  // The same answer whether or not the address has an account (issue 18): the emailed link finishes it.
  await expect(page.getByText("Check your email to finish signing up.")).toBeVisible();

  // Where no email provider is configured, the message waits in the development outbox.
  await page.goto("/dev/outbox");
  const message = page.getByRole("article").filter({ hasText: `email to ${email}` });
  const link = await message.getByRole("link", { name: /\/verify-email\// }).getAttribute("href");
  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole("heading", { name: "Confirm your email" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm my email" }).click();
  await expect(page).toHaveURL("/assignor");
  await expect(page.getByRole("heading", { name: "Welcome, Avery" })).toBeVisible();
  await expect(page.getByRole("main").getByText("North Shore Futsal", { exact: true })).toBeVisible();

  await page.getByRole("link", { name: "Organizations" }).first().click();
  await expect(page.getByTestId("org-invite-code")).toHaveText(/^[A-Z2-9]{8}$/);
});

test("no Content-Security-Policy violations on the home page, sign-in and a portal", async ({ page }) => {
  const violations = watchCspViolations(page);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/");
  await page.goto("/login");
  await signIn(page, ASSIGNOR);
  await expect(page).toHaveURL("/assignor");
  await page.getByRole("link", { name: "Organizations" }).first().click();
  await expect(page.getByRole("heading", { name: "Organizations", exact: true })).toBeVisible();
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test("below 768px the portal navigation is a drawer opened from the top bar", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/login");
  await signIn(page, ASSIGNOR);
  await expect(page).toHaveURL("/assignor");
  await expect(page.getByText("Assignor Dashboard", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Open navigation" }).click();
  const drawer = page.getByRole("dialog", { name: "Assignor Dashboard" });
  await expect(drawer).toBeVisible();
  await drawer.getByRole("link", { name: "Organizations" }).click();
  await expect(page).toHaveURL("/assignor/organizations");
  await expect(drawer).toBeHidden();
});
