import { ArrowLeft } from "lucide-react";
import { Trans } from "@lingui/react";
import { data, Link } from "react-router";
import type { Route } from "./+types/blog-post";
import { Prose } from "~/components/marketing/page";
import { findPost, formatPostDate } from "~/content/blog";
import { pageMeta } from "~/content/site";
import { useT } from "~/i18n/react";
import { getLocale } from "~/server/locale.server";

/** One post in the request's language (the slug is the same in every language). */
export function loader({ params, context }: Route.LoaderArgs) {
  const language = getLocale(context);
  const post = findPost(params.slug, language);
  if (!post) throw data(null, { status: 404 });
  return { post, dateLabel: formatPostDate(post.date, language) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.post.title, loaderData.post.excerpt) : [];

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, dateLabel } = loaderData;
  const t = useT();
  return (
    <article>
      <header className="border-b bg-muted/40">
        <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-12">
          <Link to="/blog" className="flex items-center gap-1 text-sm font-medium text-primary hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t("publicProse.blog.allPosts")}
          </Link>
          <p className="text-xs font-semibold tracking-wide text-primary uppercase">{post.category}</p>
          <h1 className="text-4xl font-bold tracking-tight text-balance">{post.title}</h1>
          <p className="text-sm text-muted-foreground">
            <Trans
              id="publicProse.blog.byline"
              values={{ author: post.author, date: dateLabel, minutes: post.readMinutes }}
              components={{ 0: <time dateTime={post.date} /> }}
            />
          </p>
        </div>
      </header>
      <Prose>
        <p className="text-lg font-medium">{post.excerpt}</p>
        {post.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Prose>
    </article>
  );
}
