import { Trans } from "@lingui/react";
import { Link } from "react-router";
import type { Route } from "./+types/blog";
import { PageHeader } from "~/components/marketing/page";
import { buttonVariants } from "~/components/ui/button";
import { BLOG_POSTS, POSTS_PER_PAGE, blogPage, formatPostDate, postsUpToPage } from "~/content/blog";
import { pageMeta } from "~/content/site";
import { useT } from "~/i18n/react";
import { getLocale } from "~/server/locale.server";

/**
 * Page N shows every post up to N, so "Load More" (a plain link) works without JavaScript and the URL shows
 * exactly what is on screen. The posts come in the request's language, with their dates worded in it.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const language = getLocale(context);
  const lastPage = Math.ceil(BLOG_POSTS.length / POSTS_PER_PAGE);
  const raw = Number.parseInt(new URL(request.url).searchParams.get("page") ?? "1", 10);
  const page = Number.isFinite(raw) ? Math.min(Math.max(raw, 1), lastPage) : 1;
  const { posts, hasMore } = postsUpToPage(page, language);
  return {
    page,
    hasMore,
    total: BLOG_POSTS.length,
    text: blogPage(language),
    posts: posts.map(({ slug, title, excerpt, author, date, readMinutes, category }) => ({
      slug,
      title,
      excerpt,
      author,
      date,
      dateLabel: formatPostDate(date, language),
      readMinutes,
      category,
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.text.metaTitle, loaderData.text.description) : [];

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { page, posts, hasMore, total, text } = loaderData;
  const t = useT();
  return (
    <>
      <PageHeader eyebrow={text.eyebrow} title={text.title} lead={text.lead} />
      <section aria-labelledby="posts-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="posts-heading" className="sr-only">
          {t("publicProse.blog.latestPosts")}
        </h2>
        <ul className="grid gap-6 md:grid-cols-2">
          {posts.map((post) => (
            <li key={post.slug}>
              <article className="flex h-full flex-col gap-3 rounded-lg border bg-card p-6 text-card-foreground shadow-sm">
                <p className="text-xs font-semibold tracking-wide text-primary uppercase">{post.category}</p>
                <h3 className="text-xl font-semibold">
                  <Link to={`/blog/${post.slug}`} className="hover:underline">
                    {post.title}
                  </Link>
                </h3>
                <p className="flex-1 text-muted-foreground">{post.excerpt}</p>
                <p className="text-sm text-muted-foreground">
                  <Trans
                    id="publicProse.blog.byline"
                    values={{ author: post.author, date: post.dateLabel, minutes: post.readMinutes }}
                    components={{ 0: <time dateTime={post.date} /> }}
                  />
                </p>
              </article>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-sm text-muted-foreground" aria-live="polite">
          {t("publicProse.blog.showing", { shown: posts.length, total })}
        </p>
        {hasMore ? (
          <p className="mt-4 text-center">
            <Link
              to={`/blog?page=${page + 1}`}
              preventScrollReset
              className={buttonVariants({ variant: "outline", size: "lg" })}
            >
              {t("publicProse.blog.loadMore")}
            </Link>
          </p>
        ) : null}
      </section>
    </>
  );
}
