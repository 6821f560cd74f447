import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/blog-post";
import { Prose } from "~/components/marketing/page";
import { findPost, formatPostDate } from "~/content/blog";
import { pageMeta } from "~/content/site";

export function loader({ params }: Route.LoaderArgs) {
  const post = findPost(params.slug);
  if (!post) throw data(null, { status: 404 });
  return { post };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.post.title, loaderData.post.excerpt) : [{ title: "Page not found | Whistle" }];

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <article>
      <header className="border-b bg-muted/40">
        <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-12">
          <Link to="/blog" className="flex items-center gap-1 text-sm font-medium text-primary hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            All posts
          </Link>
          <p className="text-xs font-semibold tracking-wide text-primary uppercase">{post.category}</p>
          <h1 className="text-4xl font-bold tracking-tight text-balance">{post.title}</h1>
          <p className="text-sm text-muted-foreground">
            {post.author} · <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.readMinutes} min read
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
