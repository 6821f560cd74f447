/**
 * Site-wide marketing copy: the navigation, the footer and the claims the spec (section 1) makes.
 * Pages read these instead of repeating the figures, so a changed claim changes everywhere.
 */

export type SiteLink = { href: string; label: string };

/** A card of marketing copy: a short title and one sentence or two (values, beliefs, benefits, features). */
export type TextCard = { title: string; description: string };

export const SITE_NAME = "Whistle";

/** The top navigation (spec section 2, home page). Sign In is rendered separately as a ghost button. */
export const PRIMARY_NAV: readonly SiteLink[] = [
  { href: "/why-whistle", label: "Why Whistle" },
  { href: "/features", label: "Features" },
  { href: "/pricing", label: "Pricing" },
  { href: "/about", label: "About" },
];

export const SIGN_IN_LINK: SiteLink = { href: "/login", label: "Sign In" };
export const GET_STARTED_HREF = "/signup";

export type FooterGroup = { title: string; links: readonly SiteLink[] };

/** The spec's fourteen footer links, grouped for reading. */
export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    title: "Product",
    links: [
      { href: "/features", label: "Features" },
      { href: "/pricing", label: "Pricing" },
      { href: "/mobile-app", label: "Mobile App" },
      { href: "/api", label: "API" },
    ],
  },
  {
    title: "Company",
    links: [
      { href: "/about", label: "About" },
      { href: "/blog", label: "Blog" },
      { href: "/why-free", label: "Why Free" },
      { href: "/contact", label: "Contact" },
    ],
  },
  {
    title: "Support",
    links: [
      { href: "/help-center", label: "Help Center" },
      { href: "/getting-started", label: "Getting Started" },
      { href: "/system-status", label: "System Status" },
    ],
  },
  {
    title: "Legal",
    links: [
      { href: "/security", label: "Security" },
      { href: "/privacy", label: "Privacy Policy" },
      { href: "/terms", label: "Terms of Service" },
    ],
  },
];

/** Spec section 1: promotional claims, shown as marketing text and not verified behaviour. */
export const CLAIMS = {
  setupMinutes: 2,
  support: "24/7",
  appRating: "4.9",
  appDownloads: "50K+",
  uptime: "99%",
} as const;

/** Every public page, for the sitemap. Blog posts and help articles are added from their lists. */
export const PUBLIC_PAGES: readonly string[] = [
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

/** Title and description tags for a page: "<title> | Whistle" plus its description. */
export function pageMeta(title: string, description: string) {
  return [{ title: `${title} | ${SITE_NAME}` }, { name: "description", content: description }];
}
