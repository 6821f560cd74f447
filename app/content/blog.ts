/**
 * Blog posts, newest first. The first four are the ones the spec shows on the blog page. The English texts
 * are here, their translations in `es/`, `fr/` and `de/` (issue 19); slugs, authors, dates and reading times
 * are the same in every language. Only loaders import this module: the browser gets one language's posts as
 * loader data, never the prose in its JavaScript.
 */
import type { Language } from "~/i18n/messages";
import { formatContentDate } from "./dates";
import { BLOG_DE } from "./de/blog";
import { BLOG_ES } from "./es/blog";
import { BLOG_FR } from "./fr/blog";

export type BlogPost = {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  readMinutes: number;
  category: string;
  body: readonly string[];
};

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    slug: "future-of-referee-management",
    title: "The Future of Referee Management",
    excerpt:
      "How smart scheduling and instant notifications are changing the way leagues find, assign and keep their officials.",
    author: "Sarah Mitchell",
    date: "2026-11-12",
    readMinutes: 5,
    category: "Industry",
    body: [
      "For decades, assigning referees meant spreadsheets, phone trees and a lot of hoping. An assignor would build the weekend's schedule by hand, send it out, and spend the following days chasing confirmations and filling gaps left by late cancellations.",
      "That is changing quickly. Scheduling tools now know who is available, who is certified for which level and who lives closest to the field. Instead of starting from a blank grid, an assignor starts from a list of good suggestions and spends their time on the judgement calls only a person can make.",
      "The second shift is speed. When a kickoff moves or a venue changes, every assigned official hears about it within seconds, on their phone. Fewer messages get lost, and fewer referees arrive at an empty field.",
      "The leagues that benefit most are not the big ones. Small volunteer-run leagues have the least time to spare, and they are the ones for whom free, simple tools make the biggest difference.",
    ],
  },
  {
    slug: "reducing-no-shows",
    title: "5 Ways to Reduce Referee No-Shows",
    excerpt:
      "No-shows hurt games, players and your league's reputation. Five practical habits that keep officials showing up.",
    author: "David Chen",
    date: "2026-11-05",
    readMinutes: 4,
    category: "Best Practices",
    body: [
      "Most no-shows are not careless referees; they are communication failures. A referee who did not see a change, forgot a date or double-booked is far more common than one who simply did not bother.",
      "First, ask for confirmation. An assignment that a referee has accepted is far more likely to be worked than one that was merely sent. Second, remind them: a message the day before with the venue and kickoff time catches most forgotten games.",
      "Third, respect availability. If referees can mark the days they cannot work, you stop assigning games they were never going to make. Fourth, publish changes instantly rather than in a weekly batch.",
      "Fifth, pay on time. Officials who are paid promptly and predictably stay with your league and take its games seriously.",
    ],
  },
  {
    slug: "guide-to-referee-certification-levels",
    title: "A Guide to Referee Certification Levels",
    excerpt:
      "Grassroots, regional, national: what the certification levels mean and how to match referees to the right games.",
    author: "Maria Rodriguez",
    date: "2026-10-28",
    readMinutes: 6,
    category: "Education",
    body: [
      "Certification levels exist so that players get an official who is ready for their game. A new grassroots referee gains experience on younger age groups; a regional referee handles competitive adult matches; national-level officials work the top of the pyramid.",
      "For an assignor, the practical question is matching. A good rule is to assign at or slightly above a referee's level when they have a strong, experienced crew alongside them, and at their level otherwise.",
      "Keep certifications up to date in one place, with expiry dates. An expired certification discovered on game day is a problem that a simple reminder weeks earlier would have avoided.",
      "Finally, use game reports and ratings to spot who is ready to move up. Promotion conversations go better with a season of evidence behind them.",
    ],
  },
  {
    slug: "why-we-made-whistle-free",
    title: "Why We Made Whistle Free",
    excerpt:
      "Scheduling software should not be a line item a youth league has to justify. Here is how a free core platform works.",
    author: "James Park",
    date: "2026-10-20",
    readMinutes: 3,
    category: "Company",
    body: [
      "Legacy referee systems often cost a league between $200 and $500 a month. For a volunteer-run youth league, that is real money taken from fields, equipment and referee fees.",
      "We built Whistle so that the core platform, scheduling, assignments, notifications and the mobile apps, is free forever, with unlimited referees and no ads.",
      "We earn money where we add clear extra value: Pro Accounting for leagues that need tax paperwork, instant withdrawals for referees who want their pay within minutes, and consulting for large organizations.",
      "That model only works if the free product is genuinely good, which keeps us honest.",
    ],
  },
  {
    slug: "building-a-referee-development-program",
    title: "Building a Referee Development Program",
    excerpt: "Mentoring, feedback and steady progression keep new officials in the game past their first season.",
    author: "Sarah Mitchell",
    date: "2026-10-10",
    readMinutes: 7,
    category: "Best Practices",
    body: [
      "Many new referees quit in their first two seasons. The reasons are familiar: difficult games too early, abuse from the sidelines and a feeling of being on their own.",
      "A development program answers each of those. Pair new officials with experienced mentors for their first games. Assign them to age groups where they can learn without being overwhelmed.",
      "Give feedback that is specific and kind, soon after the game. A short written report does more than a long conversation weeks later.",
      "And make progression visible: when a referee can see what it takes to move up, they have a reason to stay.",
    ],
  },
  {
    slug: "season-planning-checklist",
    title: "Your Pre-Season Planning Checklist",
    excerpt: "Venues, referee pools, fees and communication: what to settle before the first whistle of the season.",
    author: "David Chen",
    date: "2026-09-30",
    readMinutes: 5,
    category: "Best Practices",
    body: [
      "A calm season starts weeks before the first game. Confirm your venues and their available time slots first; everything else depends on them.",
      "Next, check your referee pool. Who is returning, whose certification needs renewing and how many new officials you need for the number of games planned.",
      "Agree on fees per level and publish them so that referees know what to expect. Decide how and when you will pay.",
      "Finally, decide how you will communicate changes. One channel that everyone trusts beats three that nobody reads.",
    ],
  },
  {
    slug: "handling-last-minute-cancellations",
    title: "Handling Last-Minute Cancellations",
    excerpt: "Weather, illness and traffic happen. A simple playbook for filling a slot the morning of a game.",
    author: "Maria Rodriguez",
    date: "2026-09-18",
    readMinutes: 4,
    category: "Operations",
    body: [
      "Every assignor knows the early-morning message: a referee is ill and cannot make the 9 o'clock game. What happens next decides whether the game goes ahead.",
      "Keep a short list of officials who have said they are happy to cover at short notice, and know who is free that morning from their availability.",
      "Send the open slot to several qualified referees at once and give it to the first who accepts, rather than asking one person at a time.",
      "After the weekend, look at the pattern. If cancellations cluster around certain venues or times, there may be a scheduling fix.",
    ],
  },
  {
    slug: "paying-referees-fairly-and-on-time",
    title: "Paying Referees Fairly and On Time",
    excerpt: "Clear fees, prompt payment and simple records build a referee pool that sticks with your league.",
    author: "James Park",
    date: "2026-09-04",
    readMinutes: 5,
    category: "Finance",
    body: [
      "Pay is not the only reason people referee, but late or unclear pay is one of the fastest ways to lose them.",
      "Publish a fee for each level and stick to it. Record each game's fee when the referee is assigned, so there is no argument later about what was agreed.",
      "Pay on a predictable schedule. Standard transfers that take two to three business days are fine when referees know when to expect them.",
      "Keep records that make year-end paperwork easy, especially if your league must issue tax forms to the officials it pays.",
    ],
  },
  {
    slug: "technology-for-small-leagues",
    title: "Technology for Small Leagues on a Budget",
    excerpt: "You do not need an IT department to run a modern league. Free tools that do the heavy lifting.",
    author: "Sarah Mitchell",
    date: "2026-08-22",
    readMinutes: 3,
    category: "Industry",
    body: [
      "Small leagues often assume good software is out of reach. It no longer is.",
      "Free scheduling and assignment tools, shared calendars and group messaging cover most of what a league needs to run smoothly.",
      "Pick tools that referees can use from a phone without training, and that let you export your data if you ever want to leave.",
      "Spend the money you save on what matters: fields, equipment and the people who make games happen.",
    ],
  },
];

/** The words a translation gives a post; the rest (slug, author, date, reading time) is shared. */
export type BlogPostText = Pick<BlogPost, "title" | "excerpt" | "category" | "body">;

/** The blog page's own words: its eyebrow, heading, lead and the description search engines show. */
export type BlogPageText = { eyebrow: string; title: string; lead: string; metaTitle: string; description: string };

/** One language's blog: the page's words and every post's words, by slug. */
export type BlogTranslation = { page: BlogPageText; posts: Readonly<Record<string, BlogPostText>> };

export const BLOG_EN: BlogTranslation = {
  page: {
    eyebrow: "Blog",
    title: "The Whistle blog",
    lead: "Practical advice for assignors, referees and league organizers.",
    metaTitle: "Blog",
    description: "Ideas and practical advice for assignors, referees and league organizers from the Whistle team.",
  },
  posts: Object.fromEntries(
    BLOG_POSTS.map(({ slug, title, excerpt, category, body }) => [slug, { title, excerpt, category, body }]),
  ),
};

const TRANSLATIONS: Record<Language, BlogTranslation> = { en: BLOG_EN, es: BLOG_ES, fr: BLOG_FR, de: BLOG_DE };

/** The blog page's words in `language`. */
export function blogPage(language: Language): BlogPageText {
  return TRANSLATIONS[language].page;
}

/** Every post in `language`, newest first (a post a translation lacks stays in English). */
export function blogPosts(language: Language): readonly BlogPost[] {
  const posts = TRANSLATIONS[language].posts;
  return BLOG_POSTS.map((post) => ({ ...post, ...posts[post.slug] }));
}

export const POSTS_PER_PAGE = 4;

/** The posts shown on page `page` of the blog: every post up to that page, so a link can be shared. */
export function postsUpToPage(
  page: number,
  language: Language = "en",
): { posts: readonly BlogPost[]; hasMore: boolean } {
  const shown = Math.max(1, page) * POSTS_PER_PAGE;
  return { posts: blogPosts(language).slice(0, shown), hasMore: shown < BLOG_POSTS.length };
}

export function findPost(slug: string, language: Language = "en"): BlogPost | undefined {
  return blogPosts(language).find((post) => post.slug === slug);
}

/** "November 12, 2026" in English, "12 de noviembre de 2026" in Spanish: a calendar date (no time zone shift). */
export function formatPostDate(date: string, language: Language = "en"): string {
  return formatContentDate(date, language);
}
