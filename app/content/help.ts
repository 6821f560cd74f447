/**
 * The Help Center (spec section 2): five categories with their article counts and the articles. The English
 * texts are here, their translations in `es/`, `fr/` and `de/` (issue 19); slugs and counts are shared. Only
 * loaders import this module: the browser gets one language's texts as loader data.
 */
import type { Language } from "~/i18n/messages";
import { HELP_DE } from "./de/help";
import { HELP_ES } from "./es/help";
import { HELP_FR } from "./fr/help";

export type HelpCategory = {
  slug: string;
  title: string;
  description: string;
  /** The article count the spec gives for the category (12, 8, 15, 6, 9). */
  articleCount: number;
  popular?: boolean;
};

export const HELP_CATEGORIES: readonly HelpCategory[] = [
  {
    slug: "getting-started",
    title: "Getting Started",
    description: "Create your account, set up your organization and schedule your first game.",
    articleCount: 12,
    popular: true,
  },
  {
    slug: "account-billing",
    title: "Account & Billing",
    description: "Profile, sign-in, plans, Pro Accounting and invoices.",
    articleCount: 8,
  },
  {
    slug: "scheduling-assignments",
    title: "Scheduling & Assignments",
    description: "Games, assignments, availability, conflicts and suggestions.",
    articleCount: 15,
  },
  {
    slug: "payments",
    title: "Payments",
    description: "Game fees, payouts, withdrawals and tax forms.",
    articleCount: 6,
  },
  {
    slug: "mobile-app",
    title: "Mobile App",
    description: "Installing the apps, notifications and working offline.",
    articleCount: 9,
  },
];

export type HelpArticle = {
  slug: string;
  title: string;
  category: HelpCategory["slug"];
  summary: string;
  body: readonly string[];
  popular?: boolean;
};

export const HELP_ARTICLES: readonly HelpArticle[] = [
  {
    slug: "create-your-first-game",
    title: "How to create your first game",
    category: "getting-started",
    summary: "Add a game with its teams, venue, date, time, level and fee.",
    popular: true,
    body: [
      "Open the Games page in the assignor portal and choose Add Game.",
      "Enter the home and away teams, the venue, the date and kickoff time, the level (professional, semi-pro, amateur or youth) and the fee paid to each official.",
      "Choose how many officials the game needs: a single referee, a three-official crew or a four-official crew. Save, and the game appears in your schedule as pending until referees are assigned.",
    ],
  },
  {
    slug: "invite-referees",
    title: "Inviting referees to your organization",
    category: "getting-started",
    summary: "Invite referees by email, share a join code or import a CSV roster.",
    popular: true,
    body: [
      "From the Referees page, choose Invite. You can send invitations by email, one address per line, or copy your organization's join code and share it however you like.",
      "If you already keep a roster in a spreadsheet, export it as CSV and import it. The first line must be the header row; each following line becomes one referee.",
      "Invited referees appear as pending until they accept and set their password.",
    ],
  },
  {
    slug: "assign-referees-to-games",
    title: "Assigning referees to games",
    category: "scheduling-assignments",
    summary: "Pick referees for each position and publish the assignment.",
    popular: true,
    body: [
      "Open a game and choose a referee for each position. Suggestions list referees who are available, certified for the level and not already working at that time.",
      "A referee is told about the assignment by email, SMS or push notification, as they prefer, and can accept or decline it.",
      "When every position is filled the game shows as assigned; once every referee has accepted, it shows as confirmed.",
    ],
  },
  {
    slug: "set-your-availability",
    title: "Setting your availability as a referee",
    category: "scheduling-assignments",
    summary: "Block full days or time ranges when you cannot work.",
    popular: true,
    body: [
      "Open Availability in the referee portal and pick a date on the calendar.",
      "Block the whole day, or add one or more time blocks. A new block starts at 9:00 AM to 1:00 PM, which you can change.",
      "Assignors see your blocks when assigning, so you are not offered games you cannot work. In the mobile app you can update availability offline and it syncs later.",
    ],
  },
  {
    slug: "track-referee-payments",
    title: "Tracking referee payments",
    category: "payments",
    summary: "See what each referee is owed and mark payments as paid.",
    popular: true,
    body: [
      "Each completed game creates a pending payment for every official who worked it, at the fee set on the game.",
      "The Payments page lists pending and paid payments. Mark a payment as paid when you have sent the money, and the referee sees it in their earnings.",
      "Referees can withdraw their balance with a standard withdrawal, which takes 2–3 business days at no cost, or an instant withdrawal within minutes for a small fee.",
    ],
  },
  {
    slug: "notification-settings",
    title: "Managing notification settings",
    category: "mobile-app",
    summary: "Choose email, SMS and push notifications and when reminders arrive.",
    popular: true,
    body: [
      "Open Settings and then Notifications. Turn email, SMS and push notifications on or off for assignments, changes, payments and reminders.",
      "Game reminders arrive before each game you have accepted. SMS messages need a verified phone number.",
      "In the mobile app, allow notifications when asked, or turn them on later in your phone's settings.",
    ],
  },
  {
    slug: "reset-your-password",
    title: "Resetting your password",
    category: "account-billing",
    summary: "Get a reset link by email when you cannot sign in.",
    body: [
      "On the sign-in page choose Forgot password and enter your email address.",
      "If an account exists for it, we send a link that is valid for a limited time. Open it and choose a new password.",
      "For your safety, resetting your password signs you out on your other devices.",
    ],
  },
  {
    slug: "pro-accounting-billing",
    title: "How Pro Accounting is billed",
    category: "account-billing",
    summary: "$5 per active user per month, where active means a referee paid that month.",
    body: [
      "Pro Accounting costs $5 per active user per month. A referee counts as active in a month when your league paid them in that month.",
      "Billing is monthly, in advance. We give at least 30 days notice before any price change.",
      "The core platform stays free whether or not you add Pro Accounting.",
    ],
  },
  {
    slug: "install-the-mobile-app",
    title: "Installing the mobile app",
    category: "mobile-app",
    summary: "The free iOS and Android apps and signing in on your phone.",
    body: [
      "The Whistle apps for iOS and Android are free. Until they are published, the website works on any phone browser and can be added to your home screen.",
      "Sign in with the same email and password you use on the web.",
    ],
  },
  {
    slug: "resolve-scheduling-conflicts",
    title: "Resolving scheduling conflicts",
    category: "scheduling-assignments",
    summary: "What a conflict warning means and how to fix it.",
    body: [
      "A conflict warning appears when a referee is already assigned to another game at an overlapping time, or has blocked that time in their availability.",
      "Choose another suggested referee, or move one of the games. Conflicts are checked again when you save.",
    ],
  },
];

export type HelpCategoryText = Pick<HelpCategory, "title" | "description">;
export type HelpArticleText = Pick<HelpArticle, "title" | "summary" | "body">;

/** The Help Center page's own words: eyebrow, heading, lead, and its title and description for search engines. */
export type HelpPageText = { eyebrow: string; title: string; lead: string; metaTitle: string; description: string };

/** One language's Help Center: the page's words, and each category's and article's words by slug. */
export type HelpTranslation = {
  page: HelpPageText;
  categories: Readonly<Record<string, HelpCategoryText>>;
  articles: Readonly<Record<string, HelpArticleText>>;
};

export const HELP_EN: HelpTranslation = {
  page: {
    eyebrow: "Help Center",
    title: "How can we help?",
    lead: "Search our guides or browse by topic.",
    metaTitle: "Help Center",
    description:
      "Answers about getting started, accounts and billing, scheduling and assignments, payments and the Whistle mobile app.",
  },
  categories: Object.fromEntries(HELP_CATEGORIES.map(({ slug, title, description }) => [slug, { title, description }])),
  articles: Object.fromEntries(HELP_ARTICLES.map(({ slug, title, summary, body }) => [slug, { title, summary, body }])),
};

const TRANSLATIONS: Record<Language, HelpTranslation> = { en: HELP_EN, es: HELP_ES, fr: HELP_FR, de: HELP_DE };

/** The Help Center page's words in `language`. */
export function helpPage(language: Language): HelpPageText {
  return TRANSLATIONS[language].page;
}

/** The categories in `language` (a category a translation lacks stays in English). */
export function helpCategories(language: Language = "en"): readonly HelpCategory[] {
  const texts = TRANSLATIONS[language].categories;
  return HELP_CATEGORIES.map((category) => ({ ...category, ...texts[category.slug] }));
}

/** The articles in `language` (an article a translation lacks stays in English). */
export function helpArticles(language: Language = "en"): readonly HelpArticle[] {
  const texts = TRANSLATIONS[language].articles;
  return HELP_ARTICLES.map((article) => ({ ...article, ...texts[article.slug] }));
}

export function findHelpArticle(slug: string, language: Language = "en"): HelpArticle | undefined {
  return helpArticles(language).find((article) => article.slug === slug);
}

export function helpCategory(slug: string, language: Language = "en"): HelpCategory | undefined {
  return helpCategories(language).find((category) => category.slug === slug);
}

/** Lower case without accents, so "facturacion" finds "facturación" and "desactiver" finds "désactiver". */
function folded(text: string, language: Language): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase(language);
}

/**
 * Search of the titles, summaries and bodies in the language shown; every word of the query must appear,
 * whatever its case and accents.
 */
export function searchHelpArticles(query: string, language: Language = "en"): readonly HelpArticle[] {
  const words = folded(query, language).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return helpArticles(language).filter((article) => {
    const text = folded([article.title, article.summary, ...article.body].join(" "), language);
    return words.every((word) => text.includes(word));
  });
}
