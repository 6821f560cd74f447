import type { Route } from "./+types/sitemap";
import { BLOG_POSTS } from "~/content/blog";
import { HELP_ARTICLES } from "~/content/help";
import { PUBLIC_PAGES } from "~/content/site";
import { getAppContext } from "~/server/context.server";

function escapeXml(value: string) {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Every public page, blog post and help article, as absolute URLs on PUBLIC_ORIGIN. */
export function loader({ context }: Route.LoaderArgs) {
  const { env } = getAppContext(context);
  const entries = [
    ...PUBLIC_PAGES.map((path) => ({ path, lastmod: undefined as string | undefined })),
    ...BLOG_POSTS.map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.date })),
    ...HELP_ARTICLES.map((article) => ({ path: `/help-center/${article.slug}`, lastmod: undefined })),
  ];
  const urls = entries
    .map(({ path, lastmod }) => {
      const loc = escapeXml(new URL(path, env.PUBLIC_ORIGIN).href);
      return `  <url><loc>${loc}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
    })
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
