import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/help-article";
import { Prose } from "~/components/marketing/page";
import { findHelpArticle, helpCategory } from "~/content/help";
import { pageMeta } from "~/content/site";

export function loader({ params }: Route.LoaderArgs) {
  const article = findHelpArticle(params.slug);
  if (!article) throw data(null, { status: 404 });
  return { article, categoryTitle: helpCategory(article.category)?.title ?? "Help" };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta(`${loaderData.article.title} · Help Center`, loaderData.article.summary)
    : [{ title: "Page not found | Whistle" }];

export default function HelpArticle({ loaderData }: Route.ComponentProps) {
  const { article, categoryTitle } = loaderData;
  return (
    <article>
      <header className="border-b bg-muted/40">
        <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-12">
          <Link to="/help-center" className="flex items-center gap-1 text-sm font-medium text-primary hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Help Center
          </Link>
          <p className="text-xs font-semibold tracking-wide text-primary uppercase">{categoryTitle}</p>
          <h1 className="text-4xl font-bold tracking-tight text-balance">{article.title}</h1>
          <p className="text-lg text-muted-foreground">{article.summary}</p>
        </div>
      </header>
      <Prose>
        {article.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p className="mt-8 text-sm text-muted-foreground">
          Still stuck?{" "}
          <Link to="/contact?topic=support" className="font-medium text-primary underline underline-offset-4">
            Contact support
          </Link>{" "}
          and we will help.
        </p>
      </Prose>
    </article>
  );
}
