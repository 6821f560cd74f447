import { Search } from "lucide-react";
import { Trans } from "@lingui/react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/help-center";
import { LinkButtons, PageHeader, Section } from "~/components/marketing/page";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { helpArticles, helpCategories, helpPage, searchHelpArticles } from "~/content/help";
import { pageMeta } from "~/content/site";
import { useT } from "~/i18n/react";
import { getLocale } from "~/server/locale.server";
import { SEARCH_MAX_LENGTH, searchText } from "~/domain/search";

/** The Help Center in the request's language; a search looks through the articles in that language. */
export function loader({ request, context }: Route.LoaderArgs) {
  const language = getLocale(context);
  const query = searchText(new URL(request.url).searchParams.get("q"));
  const categories = helpCategories(language);
  const categoryTitle = (slug: string) => categories.find((category) => category.slug === slug)?.title ?? "";
  const results = query ? searchHelpArticles(query, language) : null;
  return {
    query,
    text: helpPage(language),
    categories,
    popular: helpArticles(language)
      .filter((article) => article.popular)
      .map(({ slug, title }) => ({ slug, title })),
    results:
      results?.map(({ slug, title, summary, category }) => ({
        slug,
        title,
        summary,
        categoryTitle: categoryTitle(category),
      })) ?? null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.text.metaTitle, loaderData.text.description) : [];

export default function HelpCenter({ loaderData }: Route.ComponentProps) {
  const { query, results, text, categories, popular } = loaderData;
  const t = useT();
  return (
    <>
      <PageHeader eyebrow={text.eyebrow} title={text.title} lead={text.lead}>
        <Form method="get" role="search" className="flex w-full max-w-xl gap-2">
          <label htmlFor="help-search" className="sr-only">
            {t("publicProse.help.searchLabel")}
          </label>
          <Input
            id="help-search"
            type="search"
            name="q"
            maxLength={SEARCH_MAX_LENGTH}
            defaultValue={query}
            placeholder={t("publicProse.help.searchPlaceholder")}
          />
          <Button type="submit">
            <Search aria-hidden="true" />
            {t("publicProse.help.searchButton")}
          </Button>
        </Form>
      </PageHeader>

      {results ? (
        <Section id="results" title={t("publicProse.help.resultsFor", { query })}>
          {results.length === 0 ? (
            <p className="text-center text-muted-foreground">
              <Trans
                id="publicProse.help.noResults"
                values={{ query }}
                components={{
                  0: (
                    <Link
                      to="/contact?topic=support"
                      className="font-medium text-primary underline underline-offset-4"
                    />
                  ),
                }}
              />
            </p>
          ) : (
            <>
              <p className="mb-4 text-center text-sm text-muted-foreground">
                {t("publicProse.help.found", { count: results.length })}
              </p>
              <ul className="mx-auto flex max-w-3xl flex-col gap-3">
                {results.map((article) => (
                  <li key={article.slug} className="rounded-lg border bg-card p-4 text-card-foreground">
                    <Link to={`/help-center/${article.slug}`} className="font-semibold hover:underline">
                      {article.title}
                    </Link>
                    <p className="text-sm text-muted-foreground">
                      {t("publicProse.help.result", { category: article.categoryTitle, summary: article.summary })}
                    </p>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Section>
      ) : null}

      <Section id="categories" title={t("publicProse.help.browse")}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((category) => (
            <li
              key={category.slug}
              className="flex flex-col gap-2 rounded-lg border bg-card p-6 text-card-foreground shadow-sm"
            >
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-lg font-semibold">{category.title}</h3>
                {category.popular ? <Badge>{t("publicProse.help.popularBadge")}</Badge> : null}
              </div>
              <p className="text-sm text-muted-foreground">{category.description}</p>
              <p className="text-sm font-medium">
                {t("publicProse.help.articleCount", { count: category.articleCount })}
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="popular" title={t("publicProse.help.popularArticles")} className="pt-0">
        <ul className="mx-auto grid max-w-4xl gap-3 sm:grid-cols-2">
          {popular.map((article) => (
            <li key={article.slug}>
              <Link
                to={`/help-center/${article.slug}`}
                className="block rounded-lg border bg-card p-4 font-medium text-card-foreground hover:bg-accent"
              >
                {article.title}
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="more-help"
        title={t("publicProse.help.stillNeedHelp")}
        intro={t("publicProse.help.supportHours")}
        className="pt-0"
      >
        <LinkButtons
          primary={{ href: "/contact", label: t("publicProse.help.contactSupport") }}
          secondary={{ href: "/contact?topic=demo", label: t("publicProse.help.scheduleDemo") }}
        />
      </Section>
    </>
  );
}
