/**
 * Site-wide marketing copy: the navigation, the footer and the claims the spec (section 1) makes.
 * Pages read these instead of repeating the figures, so a changed claim changes everywhere.
 */

import type { Language, MessageId } from "~/i18n/messages";

export type SiteLink = { href: string; label: string };

/** A card of marketing copy: a short title and one sentence or two (values, beliefs, benefits, features). */
export type TextCard = { title: string; description: string };

export const SITE_NAME = "Whistle";

/** A link of the shared layout: the spec's English label and the catalog message that words it (issue 19). */
export type LayoutLink = SiteLink & { labelId: MessageId };

/** The top navigation (spec section 2, home page). Sign In is rendered separately as a ghost button. */
export const PRIMARY_NAV: readonly LayoutLink[] = [
  { href: "/why-whistle", label: "Why Whistle", labelId: "nav.whyWhistle" },
  { href: "/features", label: "Features", labelId: "nav.features" },
  { href: "/pricing", label: "Pricing", labelId: "nav.pricing" },
  { href: "/about", label: "About", labelId: "nav.about" },
];

export const SIGN_IN_LINK: LayoutLink = { href: "/login", label: "Sign In", labelId: "nav.signIn" };
export const GET_STARTED_HREF = "/signup";

export type FooterGroup = { title: string; titleId: MessageId; links: readonly LayoutLink[] };

/** The spec's fourteen footer links, grouped for reading. */
export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    title: "Product",
    titleId: "footer.product",
    links: [
      { href: "/features", label: "Features", labelId: "nav.features" },
      { href: "/pricing", label: "Pricing", labelId: "nav.pricing" },
      { href: "/mobile-app", label: "Mobile App", labelId: "footer.mobileApp" },
      { href: "/api", label: "API", labelId: "footer.api" },
    ],
  },
  {
    title: "Company",
    titleId: "footer.company",
    links: [
      { href: "/about", label: "About", labelId: "nav.about" },
      { href: "/blog", label: "Blog", labelId: "footer.blog" },
      { href: "/why-free", label: "Why Free", labelId: "footer.whyFree" },
      { href: "/contact", label: "Contact", labelId: "footer.contact" },
    ],
  },
  {
    title: "Support",
    titleId: "footer.support",
    links: [
      { href: "/help-center", label: "Help Center", labelId: "footer.helpCenter" },
      { href: "/getting-started", label: "Getting Started", labelId: "footer.gettingStarted" },
      { href: "/system-status", label: "System Status", labelId: "footer.systemStatus" },
    ],
  },
  {
    title: "Legal",
    titleId: "footer.legal",
    links: [
      { href: "/security", label: "Security", labelId: "footer.security" },
      { href: "/privacy", label: "Privacy Policy", labelId: "footer.privacy" },
      { href: "/terms", label: "Terms of Service", labelId: "footer.terms" },
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

export type Claims = { setupMinutes: number; support: string; appRating: string; appDownloads: string; uptime: string };

/** The claims written the reader's way ("4,9", "50.000+", "99 %"); English as the spec states them. */
export function claimsIn(language: Language): Claims {
  if (language === "en") return CLAIMS;
  const rating = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const downloads = new Intl.NumberFormat(language, { notation: "compact" });
  const percent = new Intl.NumberFormat(language, { style: "percent" });
  return {
    setupMinutes: CLAIMS.setupMinutes,
    support: CLAIMS.support,
    appRating: rating.format(Number(CLAIMS.appRating)),
    appDownloads: `${downloads.format(Number.parseInt(CLAIMS.appDownloads, 10) * 1000)}+`,
    uptime: percent.format(Number.parseInt(CLAIMS.uptime, 10) / 100),
  };
}

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

/**
 * A page's words in each language (issue 19): the route's loader sends the request's language only, so the
 * browser never loads the others. English is the source; `tests/unit/public-content.test.ts` checks that
 * every language has its structure.
 */
export type Localized<T> = Record<Language, T>;

/** A page's title and meta description, in its language. */
export type PageMetaText = { title: string; description: string };

/** An amount of our own prices, in US dollars, written the reader's way: "$5", "5 $", "5 $US", "5 US$". */
export function usd(language: Language, amount: number): string {
  return new Intl.NumberFormat(language, {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(amount);
}

/** A range of our own prices, the reader's way: "200-500 US$", "200–500 $US", "200–500 $". */
export function usdRange(language: Language, from: number, to: number): string {
  return new Intl.NumberFormat(language, {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).formatRange(from, to);
}

/** Title and description tags for a page: "<title> | Whistle" plus its description. */
export function pageMeta(title: string, description: string) {
  return [{ title: `${title} | ${SITE_NAME}` }, { name: "description", content: description }];
}

/** `pageMeta` from the loader's `content.meta` (the page's language); nothing while the page failed. */
export function contentMeta(data: { content: { meta: PageMetaText } } | undefined) {
  return data ? pageMeta(data.content.meta.title, data.content.meta.description) : [];
}
