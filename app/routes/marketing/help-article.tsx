import { ArrowLeft } from "lucide-react";
import { Trans } from "@lingui/react";
import { data, Link } from "react-router";
import type { Route } from "./+types/help-article";
import { Prose } from "~/components/marketing/page";
import { findHelpArticle, helpCategory, helpPage } from "~/content/help";
import { pageMeta } from "~/content/site";
import { getLocale } from "~/server/locale.server";

/** One article in the request's language (the slug is the same in every language). */
export function loader({ params, context }: Route.LoaderArgs) {
  const language = getLocale(context);
  const article = findHelpArticle(params.slug, language);
  if (!article) throw data(null, { status: 404 });
  const helpCenter = helpPage(language).metaTitle;
  return {
    article,
    helpCenter,
    categoryTitle: helpCategory(article.category, language)?.title ?? helpCenter,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(`${loaderData.article.title} · ${loaderData.helpCenter}`, loaderData.article.summary) : [];

export default function HelpArticle({ loaderData }: Route.ComponentProps) {
  const { article, categoryTitle, helpCenter } = loaderData;
  return (
    <article>
      <header className="border-b bg-muted/40">
        <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-12">
          <Link to="/help-center" className="flex items-center gap-1 text-sm font-medium text-primary hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {helpCenter}
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
          <Trans
            id="publicProse.help.stillStuck"
            components={{
              0: <Link to="/contact?topic=support" className="font-medium text-primary underline underline-offset-4" />,
            }}
          />
        </p>
      </Prose>
    </article>
  );
}
