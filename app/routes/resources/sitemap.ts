import type { Route } from "./+types/sitemap";
import { BLOG_POSTS } from "~/content/blog";
import { HELP_ARTICLES } from "~/content/help";
import { PUBLIC_PAGES } from "~/content/site";
import { LANGUAGES } from "~/i18n/messages";
import { escapeXml } from "~/domain/messages";
import { getAppContext } from "~/server/context.server";

/**
 * Every public page, blog post and help article, as absolute URLs on PUBLIC_ORIGIN: the plain URL (the
 * reader's own language) and one per language (`?lang=`, decision 0061), each naming the others as
 * hreflang alternates.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { env } = getAppContext(context);
  const entries = [
    ...PUBLIC_PAGES.map((path) => ({ path, lastmod: undefined as string | undefined })),
    ...BLOG_POSTS.map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.date })),
    ...HELP_ARTICLES.map((article) => ({ path: `/help-center/${article.slug}`, lastmod: undefined })),
  ];
  const urls = entries
    .flatMap(({ path, lastmod }) => {
      const href = (lang?: string) => {
        const url = new URL(path, env.PUBLIC_ORIGIN);
        if (lang) url.searchParams.set("lang", lang);
        return escapeXml(url.href);
      };
      const alternates = [
        ...LANGUAGES.map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${href(lang)}"/>`),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${href()}"/>`,
      ].join("");
      const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : "";
      return [undefined, ...LANGUAGES].map((lang) => `  <url><loc>${href(lang)}</loc>${modified}${alternates}</url>`);
    })
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
