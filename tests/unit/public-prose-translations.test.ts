/**
 * The public prose (legal pages, blog, Help Center) in Spanish, French and German has exactly the English
 * structure: the same slugs and ids in the same order, the same number of sections, paragraphs and
 * articles, every text written (none empty, none left in English), and the legal texts keep their figures,
 * names and addresses (issue 19).
 */
import { describe, expect, it } from "vitest";
import { BLOG_EN, BLOG_POSTS, blogPage, blogPosts, formatPostDate, postsUpToPage } from "~/content/blog";
import {
  HELP_ARTICLES,
  HELP_CATEGORIES,
  HELP_EN,
  findHelpArticle,
  helpArticles,
  helpCategories,
  helpPage,
  searchHelpArticles,
} from "~/content/help";
import { LEGAL_EN, legalTexts, type LegalDocument } from "~/content/legal";
import type { Language } from "~/i18n/messages";

const TRANSLATED: readonly Language[] = ["es", "fr", "de"];

/** The figures, e-mail addresses and product names a legal paragraph states, which a translation must keep. */
function facts(text: string): string[] {
  const numbers = text.match(/\d+/g) ?? [];
  const emails = text.match(/[\w.]+@[\w.]+\w/g) ?? [];
  const names = ["Whistle", "Cloudflare", "Google", "Facebook", "Pro Accounting", "HTTPS", "CSV", "ZIP", "1099-NEC"];
  return [...numbers, ...emails, ...names.filter((name) => text.includes(name))];
}

function shape(document: LegalDocument) {
  return document.sections.map((section) => section.paragraphs.length);
}

describe.each(TRANSLATED)("the public prose in %s", (language) => {
  it("has every legal page with the English sections and paragraphs, translated, keeping figures and names", () => {
    const texts = legalTexts(language);
    expect(Object.keys(texts)).toEqual(Object.keys(LEGAL_EN));
    for (const page of ["security", "terms", "privacy"] as const) {
      const english = LEGAL_EN[page];
      const translated = texts[page];
      expect(shape(translated), page).toEqual(shape(english));
      for (const text of [translated.title, translated.lead, translated.description]) expect(text.trim()).not.toBe("");
      expect(translated.lead).not.toBe(english.lead);
      translated.sections.forEach((section, s) => {
        expect(section.heading.trim()).not.toBe("");
        section.paragraphs.forEach((paragraph, p) => {
          const original = english.sections[s]!.paragraphs[p]!;
          expect(paragraph, `${page} §${s + 1} ¶${p + 1}`).not.toBe(original);
          for (const fact of facts(original)) expect(paragraph, `${page} §${s + 1} ¶${p + 1}: ${fact}`).toContain(fact);
        });
      });
    }
    expect(Object.keys(texts.privacyContact)).toEqual(Object.keys(LEGAL_EN.privacyContact));
    expect(texts.privacyContact.heading).not.toBe(LEGAL_EN.privacyContact.heading);
  });

  it("has every blog post, in the English order, with as many paragraphs and the same author, date and length", () => {
    const posts = blogPosts(language);
    expect(posts.map((post) => post.slug)).toEqual(BLOG_POSTS.map((post) => post.slug));
    posts.forEach((post, index) => {
      const english = BLOG_POSTS[index]!;
      expect(post.body, post.slug).toHaveLength(english.body.length);
      expect([post.author, post.date, post.readMinutes]).toEqual([english.author, english.date, english.readMinutes]);
      for (const field of ["title", "excerpt"] as const)
        expect(post[field], `${post.slug} ${field}`).not.toBe(english[field]);
      post.body.forEach((paragraph, p) => expect(paragraph, `${post.slug} ¶${p + 1}`).not.toBe(english.body[p]));
      expect(post.category.trim()).not.toBe("");
    });
    expect(Object.keys(blogPage(language))).toEqual(Object.keys(BLOG_EN.page));
    expect(blogPage(language).title).not.toBe(BLOG_EN.page.title);
    // The same page of the blog shows the same posts in every language.
    expect(postsUpToPage(2, language).posts.map((post) => post.slug)).toEqual(
      postsUpToPage(2).posts.map((post) => post.slug),
    );
  });

  it("has every Help Center category and article, in the English order, with as many paragraphs", () => {
    const categories = helpCategories(language);
    expect(categories.map(({ slug, articleCount, popular }) => ({ slug, articleCount, popular }))).toEqual(
      HELP_CATEGORIES.map(({ slug, articleCount, popular }) => ({ slug, articleCount, popular })),
    );
    categories.forEach((category, index) => {
      expect(category.description).not.toBe(HELP_CATEGORIES[index]!.description);
    });
    const articles = helpArticles(language);
    expect(articles.map(({ slug, category, popular }) => ({ slug, category, popular }))).toEqual(
      HELP_ARTICLES.map(({ slug, category, popular }) => ({ slug, category, popular })),
    );
    articles.forEach((article, index) => {
      const english = HELP_ARTICLES[index]!;
      expect(article.body, article.slug).toHaveLength(english.body.length);
      for (const field of ["title", "summary"] as const)
        expect(article[field], `${article.slug} ${field}`).not.toBe(english[field]);
      article.body.forEach((paragraph, p) => expect(paragraph, `${article.slug} ¶${p + 1}`).not.toBe(english.body[p]));
    });
    expect(Object.keys(helpPage(language))).toEqual(Object.keys(HELP_EN.page));
    expect(helpPage(language).title).not.toBe(HELP_EN.page.title);
  });
});

describe("the translations' files", () => {
  it("name exactly the English posts, categories and articles (no stray or missing slug)", async () => {
    const modules = {
      es: [await import("~/content/es/blog"), await import("~/content/es/help")],
      fr: [await import("~/content/fr/blog"), await import("~/content/fr/help")],
      de: [await import("~/content/de/blog"), await import("~/content/de/help")],
    } as const;
    for (const [language, [blogModule, helpModule]] of Object.entries(modules)) {
      const blog = Object.values(blogModule)[0]!;
      const help = Object.values(helpModule)[0]!;
      expect(Object.keys(blog.posts), language).toEqual(Object.keys(BLOG_EN.posts));
      expect(Object.keys(help.categories), language).toEqual(Object.keys(HELP_EN.categories));
      expect(Object.keys(help.articles), language).toEqual(Object.keys(HELP_EN.articles));
    }
  });
});

describe("Help Center search and dates in the reader's language", () => {
  it("searches the language shown, whatever the accents", () => {
    expect(searchHelpArticles("código de acceso", "es").map((article) => article.slug)).toEqual(["invite-referees"]);
    expect(searchHelpArticles("codigo de acceso", "es").map((article) => article.slug)).toEqual(["invite-referees"]);
    expect(searchHelpArticles("code d’adhésion", "fr").map((article) => article.slug)).toEqual(["invite-referees"]);
    expect(searchHelpArticles("Beitrittscode", "de").map((article) => article.slug)).toEqual(["invite-referees"]);
    // The English words find nothing in German, and the English search is unchanged.
    expect(searchHelpArticles("join code", "de")).toEqual([]);
    expect(searchHelpArticles("join code").map((article) => article.slug)).toEqual(["invite-referees"]);
    expect(findHelpArticle("invite-referees", "de")?.title).toBe("Schiedsrichter in Ihre Organisation einladen");
  });

  it("writes a post's date the reader's way", () => {
    expect(formatPostDate("2026-11-12")).toBe("November 12, 2026");
    expect(formatPostDate("2026-11-12", "es")).toBe("12 de noviembre de 2026");
    expect(formatPostDate("2026-11-12", "fr")).toBe("12 novembre 2026");
    expect(formatPostDate("2026-11-12", "de")).toBe("12. November 2026");
  });
});
