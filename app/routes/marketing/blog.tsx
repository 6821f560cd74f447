import { Link } from "react-router";
import type { Route } from "./+types/blog";
import { PageHeader } from "~/components/marketing/page";
import { buttonVariants } from "~/components/ui/button";
import { BLOG_POSTS, POSTS_PER_PAGE, formatPostDate, postsUpToPage } from "~/content/blog";
import { pageMeta } from "~/content/site";

const LAST_PAGE = Math.ceil(BLOG_POSTS.length / POSTS_PER_PAGE);

export function loader({ request }: Route.LoaderArgs) {
  const raw = Number.parseInt(new URL(request.url).searchParams.get("page") ?? "1", 10);
  const page = Number.isFinite(raw) ? Math.min(Math.max(raw, 1), LAST_PAGE) : 1;
  return { page };
}

export const meta: Route.MetaFunction = () =>
  pageMeta("Blog", "Ideas and practical advice for assignors, referees and league organizers from the Whistle team.");

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  // Page N shows every post up to N, so "Load More" (a plain link) works without JavaScript and
  // the URL shows exactly what is on screen.
  const { posts, hasMore } = postsUpToPage(page);
  return (
    <>
      <PageHeader
        eyebrow="Blog"
        title="The Whistle blog"
        lead="Practical advice for assignors, referees and league organizers."
      />
      <section aria-labelledby="posts-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="posts-heading" className="sr-only">
          Latest posts
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
                  {post.author} · <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.readMinutes} min
                  read
                </p>
              </article>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-sm text-muted-foreground" aria-live="polite">
          Showing {posts.length} of {BLOG_POSTS.length} posts
        </p>
        {hasMore ? (
          <p className="mt-4 text-center">
            <Link
              to={`/blog?page=${page + 1}`}
              preventScrollReset
              className={buttonVariants({ variant: "outline", size: "lg" })}
            >
              Load More Posts
            </Link>
          </p>
        ) : null}
      </section>
    </>
  );
}
