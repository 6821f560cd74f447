import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BLOG_POSTS, POSTS_PER_PAGE } from "~/content/blog";
import { HELP_ARTICLES } from "~/content/help";
import { contactMessages, outbox, statusDaily, statusIncidents, statusServices } from "~/db/schema";
import { createDatabase } from "~/server/db.server";
import { visibleText } from "./helpers";

const worker = exports.default as unknown as Fetcher;
const ORIGIN = "http://localhost";
const db = createDatabase(env.DB);

function get(path: string) {
  return worker.fetch(new Request(`${ORIGIN}${path}`));
}

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return worker.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", ...headers },
    }),
  );
}

const PAGES: [path: string, title: string, text: string][] = [
  ["/", "Whistle — referee management for sports leagues", "Referee management that just works"],
  ["/why-whistle", "Why Whistle | Whistle", "$2,400-6,000+ per year"],
  ["/features", "Features | Whistle", "Smart Scheduling"],
  ["/pricing", "Pricing | Whistle", "per active user per month"],
  ["/about", "About | Whistle", "Our story"],
  ["/contact", "Contact | Whistle", "Send Message"],
  ["/security", "Security | Whistle", "Reporting a vulnerability"],
  ["/terms", "Terms of Service | Whistle", "Terms of Service"],
  ["/privacy", "Privacy Policy | Whistle", "San Francisco, CA 94105"],
  ["/blog", "Blog | Whistle", "The Future of Referee Management"],
  ["/blog/reducing-no-shows", "5 Ways to Reduce Referee No-Shows | Whistle", "Most no-shows are not careless referees"],
  ["/why-free", "Why Free | Whistle", "Our promise"],
  ["/help-center", "Help Center | Whistle", "Popular articles"],
  ["/help-center/invite-referees", "Inviting referees to your organization · Help Center | Whistle", "join code"],
  ["/getting-started", "Getting Started | Whistle", "Average setup: 12 minutes (under 15)"],
  ["/system-status", "System Status | Whistle", "All Systems Operational"],
  ["/api", "API | Whistle", "GET /api/v1/availability/{referee_id}"],
  ["/mobile-app", "Mobile App | Whistle", "50K+"],
];

describe("public pages", () => {
  it.each(PAGES)("%s answers 200 with its own title, description and key content", async (path, title, text) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${title.replace(/&/g, "&amp;")}</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect(visibleText(html)).toContain(text);
    expect(html.match(/<h1[\s>]/g)?.length).toBe(1);
  });

  it("gives every page a different description", async () => {
    const descriptions = new Set<string>();
    for (const [path] of PAGES) {
      const html = await (await get(path)).text();
      descriptions.add(html.match(/<meta name="description" content="([^"]+)"/)![1]!);
    }
    expect(descriptions.size).toBe(PAGES.length);
  });

  it("puts the navigation, the theme toggle and the fourteen footer links on every page", async () => {
    const html = await (await get("/about")).text();
    for (const href of ["/why-whistle", "/features", "/pricing", "/about", "/login"]) {
      expect(html).toContain(`href="${href}"`);
    }
    expect(html).toContain('aria-label="Toggle theme"');
    const footer = html.slice(html.indexOf("<footer"));
    const footerLinks = [...footer.matchAll(/<a [^>]*href="(\/[^"]*)"/g)]
      .map((match) => match[1])
      // The logo, and the language switcher's links to this page in each language (issue 19), aside.
      .filter((href) => href !== "/" && !href?.startsWith("/about?lang="));
    expect(footer).toContain('<nav aria-label="Language">');
    expect(footerLinks).toEqual([
      "/features",
      "/pricing",
      "/mobile-app",
      "/api",
      "/about",
      "/blog",
      "/why-free",
      "/contact",
      "/help-center",
      "/getting-started",
      "/system-status",
      "/security",
      "/privacy",
      "/terms",
    ]);
  });

  it("says in the privacy policy what the product does: retention, export, deletion, unsubscribe, the age rule", async () => {
    const html = (await (await get("/privacy")).text()).replaceAll("&#x27;", "'");
    for (const text of [
      "How long we keep it",
      "Payment records and the 1099-NEC data made from them: 4 years",
      "removed 30 days after an assignor asks for the deletion",
      "Settings → Privacy → Download my data",
      "one CSV file per table in one ZIP",
      "You can delete your account from Settings → Privacy",
      "any of them can cancel during the 30-day grace period",
      "has an unsubscribe link at the bottom",
      "you must be at least 13 to create an account",
      "Contact our privacy team",
      "San Francisco, CA 94105",
    ]) {
      expect(html, text).toContain(text);
    }
  });

  it("answers unknown paths and unknown posts or articles with the not-found page", async () => {
    for (const path of ["/no-such-page", "/blog/no-such-post", "/help-center/no-such-article"]) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("Oops! Page not found");
    }
  });
});

describe("robots.txt and sitemap.xml", () => {
  it("robots.txt allows the public site and points at the sitemap on PUBLIC_ORIGIN", async () => {
    const response = await get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Disallow: /assignor");
    expect(text).toContain(`Sitemap: ${env.PUBLIC_ORIGIN}/sitemap.xml`);
  });

  it("sitemap.xml lists every public page, post and help article", async () => {
    const response = await get("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/xml");
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const [path] of PAGES) expect(locs).toContain(new URL(path, env.PUBLIC_ORIGIN).href);
    for (const post of BLOG_POSTS) expect(locs).toContain(`${env.PUBLIC_ORIGIN}/blog/${post.slug}`);
    for (const article of HELP_ARTICLES) expect(locs).toContain(`${env.PUBLIC_ORIGIN}/help-center/${article.slug}`);
  });
});

describe("features filter", () => {
  it("shows only the chosen category and marks it current", async () => {
    const html = await (await get("/features?category=analytics")).text();
    const text = visibleText(html);
    expect(text).toContain("League Analytics");
    expect(text).toContain("Performance Tracking");
    expect(text).not.toContain("Smart Scheduling");
    expect(html).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/features\?category=analytics"|<a[^>]*href="\/features\?category=analytics"[^>]*aria-current="page"/,
    );
  });

  it("shows everything for no category or an unknown one", async () => {
    for (const path of ["/features", "/features?category=nonsense"]) {
      const text = visibleText(await (await get(path)).text());
      expect(text).toContain("Smart Scheduling");
      expect(text).toContain("League Analytics");
    }
  });
});

describe("blog pagination", () => {
  it("shows the first page with Load More, then more posts, then no button at the end", async () => {
    const first = visibleText(await (await get("/blog")).text());
    expect(first).toContain(BLOG_POSTS[POSTS_PER_PAGE - 1]!.title);
    expect(first).not.toContain(BLOG_POSTS[POSTS_PER_PAGE]!.title);
    expect(first).toContain("Load More Posts");

    const second = visibleText(await (await get("/blog?page=2")).text());
    expect(second).toContain(BLOG_POSTS[POSTS_PER_PAGE]!.title);

    const lastPage = Math.ceil(BLOG_POSTS.length / POSTS_PER_PAGE);
    const last = visibleText(await (await get(`/blog?page=${lastPage}`)).text());
    expect(last).toContain(BLOG_POSTS.at(-1)!.title);
    expect(last).not.toContain("Load More Posts");
  });
});

describe("help center search", () => {
  it("finds articles by words in their body and lists them", async () => {
    const text = visibleText(await (await get("/help-center?q=join+code")).text());
    expect(text).toContain("Search results for “join code”");
    expect(text).toContain("Inviting referees to your organization");
    expect(text).not.toContain("Resetting your password");
  });

  it("says so when nothing matches", async () => {
    const text = visibleText(await (await get("/help-center?q=zebra+crossing")).text());
    expect(text).toContain("No articles match “zebra crossing”");
  });

  it("links Schedule a Demo to the contact form with the demo topic preselected", async () => {
    const help = await (await get("/help-center")).text();
    expect(help).toContain('href="/contact?topic=demo"');
    const contact = await (await get("/contact?topic=demo")).text();
    expect(contact).toMatch(/<option value="demo" selected="">/);
  });
});

const VALID_MESSAGE = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  organization: "Analytical League",
  topic: "demo",
  message: "We would like a demo for our twelve teams.",
};

describe("contact form", () => {
  it("answers 400 with field errors next to the fields and keeps what was typed", async () => {
    const response = await post(
      "/contact",
      { ...VALID_MESSAGE, firstName: "", email: "not-an-email", message: "short" },
      { "CF-Connecting-IP": "203.0.113.1" },
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    const text = visibleText(html);
    expect(text).toContain("Please enter your first name.");
    expect(text).toContain("Please enter a valid email address.");
    expect(text).toContain("Please write at least 10 characters.");
    expect(html).toMatch(
      /<input[^>]*aria-invalid="true"[^>]*name="email"|<input[^>]*name="email"[^>]*aria-invalid="true"/,
    );
    expect(html).toMatch(/aria-describedby="[^"]*email-error/);
    expect(html).toContain('value="not-an-email"');
    expect(html).toContain('value="Lovelace"');
    expect(await db.select().from(contactMessages)).toHaveLength(0);
  });

  it("stores a valid message, queues it for the team's inbox and confirms", async () => {
    const response = await post("/contact", VALID_MESSAGE, { "CF-Connecting-IP": "203.0.113.2" });
    expect(response.status).toBe(200);
    expect(visibleText(await response.text())).toContain("Message sent");

    const [message] = await db.select().from(contactMessages).where(eq(contactMessages.email, "ada@example.com"));
    expect(message).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      organization: "Analytical League",
      topic: "demo",
    });
    const [queued] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.idempotencyKey, `contact-message:${message!.id}`));
    expect(queued).toMatchObject({
      channel: "email",
      recipient: env.SUPPORT_EMAIL,
      kind: "contact-message",
      status: "pending",
    });
    expect(queued!.textBody).toContain("We would like a demo for our twelve teams.");
    expect(queued!.textBody).toContain("ada@example.com");
  });

  it("accepts and drops a submission whose honeypot is filled", async () => {
    const before = (await db.select().from(contactMessages)).length;
    const response = await post(
      "/contact",
      { ...VALID_MESSAGE, email: "bot@example.com", contact_reference: "http://spam.example" },
      { "CF-Connecting-IP": "203.0.113.3" },
    );
    expect(response.status).toBe(200);
    expect(visibleText(await response.text())).toContain("Message sent");
    expect(await db.select().from(contactMessages)).toHaveLength(before);
    expect(await db.select().from(contactMessages).where(eq(contactMessages.email, "bot@example.com"))).toHaveLength(0);
  });

  it("answers 429 with a clear message after five messages from one address in ten minutes", async () => {
    const ip = { "CF-Connecting-IP": "203.0.113.4" };
    for (let index = 0; index < 5; index++) {
      const response = await post("/contact", { ...VALID_MESSAGE, email: `person${index}@example.com` }, ip);
      expect(response.status).toBe(200);
    }
    const refused = await post("/contact", { ...VALID_MESSAGE, email: "sixth@example.com" }, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const html = await refused.text();
    expect(visibleText(html)).toContain("Too many messages from your connection.");
    expect(html).toContain('value="sixth@example.com"');
    expect(await db.select().from(contactMessages).where(eq(contactMessages.email, "sixth@example.com"))).toHaveLength(
      0,
    );

    const otherAddress = await post(
      "/contact",
      { ...VALID_MESSAGE, email: "other@example.com" },
      { "CF-Connecting-IP": "203.0.113.5" },
    );
    expect(otherAddress.status).toBe(200);
  });

  it("rejects posts from another site and stores nothing", async () => {
    // The Worker refuses a post whose Origin is another site (403, decision 0012)…
    const foreignOrigin = await post(
      "/contact",
      { ...VALID_MESSAGE, email: "csrf@example.com" },
      { Origin: "https://evil.example", "CF-Connecting-IP": "203.0.113.6" },
    );
    expect(foreignOrigin.status).toBe(403);
    // …and one from a browser that sends no Origin but says the request is cross-site.
    const crossSite = await worker.fetch(
      new Request(`${ORIGIN}/contact`, {
        method: "POST",
        body: new URLSearchParams({ ...VALID_MESSAGE, email: "csrf@example.com" }),
        headers: { "Sec-Fetch-Site": "cross-site", "CF-Connecting-IP": "203.0.113.6" },
      }),
    );
    expect(crossSite.status).toBe(403);
    expect(await crossSite.text()).toContain("This request came from another site and was refused.");
    expect(await db.select().from(contactMessages).where(eq(contactMessages.email, "csrf@example.com"))).toHaveLength(
      0,
    );
  });
});

describe("system status", () => {
  it("shows each service's measured uptime, and no invented history before the first check", async () => {
    const before = visibleText(await (await get("/system-status")).text());
    expect(before).toContain("All Systems Operational");
    expect(before).toContain("Email & SMS Notifications");
    expect(before).toContain("File Storage");
    expect(before).toContain("No data yet");
    expect(before).toContain("No incidents reported.");
    expect(before).not.toContain("Delayed SMS reminders");

    const today = new Date().toISOString().slice(0, 10);
    await db.insert(statusDaily).values([
      { serviceId: "api", day: today, checks: 288, failures: 0, latencyTotalMs: 288 * 40 },
      { serviceId: "web-app", day: today, checks: 1000, failures: 1, latencyTotalMs: 1000 * 30 },
    ]);
    await db.insert(statusIncidents).values({
      id: "incident-test",
      title: "Slow schedule loading",
      description: "Pages were slow.",
      status: "resolved",
      startedAt: new Date("2026-09-06T08:00:00Z"),
      resolvedAt: new Date("2026-09-06T08:45:00Z"),
    });
    const text = visibleText(await (await get("/system-status")).text());
    expect(text).toContain("100.00% uptime");
    expect(text).toContain("99.90% uptime");
    expect(text).toContain("Slow schedule loading");
    expect(text).toContain("Duration: 45 min");
    expect(text).toContain("Resolved");
  });

  it("reflects a service's current status in the banner", async () => {
    await db.update(statusServices).set({ status: "degraded" }).where(eq(statusServices.id, "api"));
    const text = visibleText(await (await get("/system-status")).text());
    expect(text).not.toContain("All Systems Operational");
    expect(text).toContain("Degraded performance: Public API");
    expect(text).toContain("Degraded");
    await db.update(statusServices).set({ status: "operational" }).where(eq(statusServices.id, "api"));
  });

  // Subscribing (double opt-in, limits, unsubscribe): tests/integration/status-subscriptions.test.ts.
});
