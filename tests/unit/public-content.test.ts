import { describe, expect, it } from "vitest";
import { API_ENDPOINTS } from "~/content/api";
import { BLOG_POSTS, POSTS_PER_PAGE, postsUpToPage } from "~/content/blog";
import { FEATURE_CATEGORIES, FEATURES, featuresIn } from "~/content/features";
import { AVERAGE_SETUP_MINUTES, MAX_SETUP_MINUTES, SETUP_STEPS, stepDuration } from "~/content/getting-started";
import { HELP_ARTICLES, HELP_CATEGORIES, helpCategory, searchHelpArticles } from "~/content/help";
import { CHILDREN_PRIVACY_AGE, PRIVACY_CONTACT } from "~/content/legal";
import { PLANS, WITHDRAWAL_OPTIONS } from "~/content/pricing";
import { CLAIMS, FOOTER_GROUPS, PRIMARY_NAV, PUBLIC_PAGES } from "~/content/site";
import { TESTIMONIALS } from "~/content/testimonials";
import { BELIEFS, REVENUE_SOURCES } from "~/content/why-free";
import { BENEFITS, COMPARISON_ROWS } from "~/content/why-whistle";

// What the specification (sections 1, 2 and 9) asks of the public site, copied here so the test does not
// read the spec at run time. Each assertion compares the site's content with the spec, not with itself.
const SPEC_PUBLIC_ROUTES = [
  "/",
  "/why-whistle",
  "/features",
  "/pricing",
  "/about",
  "/contact",
  "/security",
  "/terms",
  "/privacy",
  "/blog",
  "/why-free",
  "/help-center",
  "/getting-started",
  "/system-status",
  "/api",
  "/mobile-app",
];
const SPEC_CORE_FEATURES = [
  "unlimited referees",
  "ai smart scheduling",
  "automated notifications",
  "mobile app access",
  "performance tracking",
  "payment tracking",
  "no ads or limits",
];
const SPEC_PRO_ACCOUNTING_FEATURES = [
  "automated 1099 form generation",
  "tax document management",
  "advanced financial reporting",
  "expense categorization",
  "year-end tax summaries",
  "irs-compliant records",
  "priority accounting support",
];

describe("the spec's figures in app/content", () => {
  it("has exactly the fourteen footer links, in the spec's order", () => {
    expect(FOOTER_GROUPS.flatMap((group) => group.links.map((link) => link.href))).toEqual([
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

  it("has the top navigation of the spec", () => {
    expect(PRIMARY_NAV.map((link) => link.label)).toEqual(["Why Whistle", "Features", "Pricing", "About"]);
  });

  it("counts help articles 12, 8, 15, 6, 9 with Getting Started marked popular, and six popular articles", () => {
    expect(HELP_CATEGORIES.map((category) => category.articleCount)).toEqual([12, 8, 15, 6, 9]);
    expect(HELP_CATEGORIES.filter((category) => category.popular).map((category) => category.title)).toEqual([
      "Getting Started",
    ]);
    expect(HELP_ARTICLES.filter((article) => article.popular)).toHaveLength(6);
    for (const article of HELP_ARTICLES) expect(helpCategory(article.category)).toBeDefined();
  });

  it("prices Core free, Pro Accounting at $5 per active user per month, and Enterprise as consulting", () => {
    expect(PLANS.map((plan) => [plan.name, plan.price])).toEqual([
      ["Core Platform", "Free"],
      ["Pro Accounting", "$5"],
      ["Enterprise", "Custom"],
    ]);
    expect(PLANS[1]!.priceNote).toBe("per active user per month");
    expect(PLANS[0]!.features).toHaveLength(7);
    expect(PLANS[1]!.features).toHaveLength(7);
    expect(PLANS[0]!.features.map((feature) => feature.toLowerCase())).toEqual(SPEC_CORE_FEATURES);
    expect(PLANS[1]!.features.map((feature) => feature.toLowerCase())).toEqual(SPEC_PRO_ACCOUNTING_FEATURES);
    expect(WITHDRAWAL_OPTIONS).toEqual([
      { name: "Standard", timing: "2–3 business days", fee: "$0" },
      { name: "Instant", timing: "Within minutes", fee: "A small fee" },
    ]);
  });

  it("has eight comparison rows with the legacy cost claims, six benefits, four beliefs, three revenue sources", () => {
    expect(COMPARISON_ROWS).toHaveLength(8);
    expect(COMPARISON_ROWS.map((row) => row.legacy)).toEqual(
      expect.arrayContaining(["$200-500+ per month", "$2,400-6,000+ per year"]),
    );
    expect(BENEFITS).toHaveLength(6);
    expect(BELIEFS).toHaveLength(4);
    expect(REVENUE_SOURCES).toHaveLength(3);
  });

  it("has three testimonials with initials", () => {
    expect(TESTIMONIALS).toHaveLength(3);
    for (const testimonial of TESTIMONIALS) expect(testimonial.initials).toMatch(/^[A-Z]{2}$/);
  });

  it("times the five setup steps 2, 5, 3, 1 minutes and instant, averaging 12 and under 15", () => {
    expect(SETUP_STEPS.map(stepDuration)).toEqual(["2 minutes", "5 minutes", "3 minutes", "1 minute", "Instant"]);
    expect(AVERAGE_SETUP_MINUTES).toBe(12);
    expect(MAX_SETUP_MINUTES).toBe(15);
    const total = SETUP_STEPS.reduce((sum, step) => sum + (step.minutes ?? 0), 0);
    expect(total).toBeLessThan(MAX_SETUP_MINUTES);
  });

  it("keeps the privacy contact in San Francisco and the children's age at 13", () => {
    expect(PRIVACY_CONTACT.address.join(" ")).toContain("San Francisco");
    expect(CHILDREN_PRIVACY_AGE).toBe(13);
  });

  it("lists the four sample API endpoints of spec section 7", () => {
    expect(API_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([
      "GET /api/v1/referees",
      "POST /api/v1/games",
      "PUT /api/v1/assignments/{id}",
      "GET /api/v1/availability/{referee_id}",
    ]);
  });

  it("lists every public route of the spec (sign-in aside) for the sitemap", () => {
    expect(PUBLIC_PAGES).toHaveLength(16);
    expect([...PUBLIC_PAGES].sort()).toEqual([...SPEC_PUBLIC_ROUTES].sort());
  });

  it("makes the spec's promotional claims", () => {
    expect(CLAIMS).toEqual({ setupMinutes: 2, support: "24/7", appRating: "4.9", appDownloads: "50K+", uptime: "99%" });
  });

  it("links every footer entry and every navigation entry to a public page", () => {
    const links = [...PRIMARY_NAV, ...FOOTER_GROUPS.flatMap((group) => group.links)];
    for (const link of links) expect(SPEC_PUBLIC_ROUTES).toContain(link.href);
  });
});

describe("features filter", () => {
  it("gives every category at least one feature and 'all' every feature", () => {
    for (const category of FEATURE_CATEGORIES) expect(featuresIn(category).length).toBeGreaterThan(0);
    expect(featuresIn("all")).toHaveLength(FEATURES.length);
    expect(featuresIn("analytics").every((feature) => feature.category === "analytics")).toBe(true);
  });
});

describe("blog", () => {
  it("has at least eight posts with unique slugs, the first four with every field the spec names", () => {
    expect(BLOG_POSTS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(BLOG_POSTS.map((post) => post.slug)).size).toBe(BLOG_POSTS.length);
    for (const post of BLOG_POSTS.slice(0, 4)) {
      expect(post).toMatchObject({
        title: expect.any(String),
        excerpt: expect.any(String),
        author: expect.any(String),
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        readMinutes: expect.any(Number),
        category: expect.any(String),
      });
    }
  });

  it("pages posts cumulatively and says when there are no more", () => {
    expect(postsUpToPage(1).posts).toHaveLength(POSTS_PER_PAGE);
    expect(postsUpToPage(1).hasMore).toBe(true);
    const last = Math.ceil(BLOG_POSTS.length / POSTS_PER_PAGE);
    expect(postsUpToPage(last)).toEqual({ posts: BLOG_POSTS, hasMore: false });
  });
});

describe("help search", () => {
  it("matches every word of the query in title or body, ignoring case", () => {
    expect(searchHelpArticles("PASSWORD").map((article) => article.slug)).toContain("reset-your-password");
    expect(searchHelpArticles("join code").map((article) => article.slug)).toEqual(["invite-referees"]);
    expect(searchHelpArticles("zebra")).toEqual([]);
    expect(searchHelpArticles("   ")).toEqual([]);
  });
});
