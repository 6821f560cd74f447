import { Search } from "lucide-react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/help-center";
import { LinkButtons, PageHeader, Section } from "~/components/marketing/page";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { HELP_ARTICLES, HELP_CATEGORIES, helpCategory, searchHelpArticles } from "~/content/help";
import { pageMeta } from "~/content/site";

export function loader({ request }: Route.LoaderArgs) {
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 200);
  const results = query ? searchHelpArticles(query) : null;
  return {
    query,
    results: results?.map(({ slug, title, summary, category }) => ({ slug, title, summary, category })) ?? null,
  };
}

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Help Center",
    "Answers about getting started, accounts and billing, scheduling and assignments, payments and the Whistle mobile app.",
  );

const POPULAR_ARTICLES = HELP_ARTICLES.filter((article) => article.popular);

export default function HelpCenter({ loaderData }: Route.ComponentProps) {
  const { query, results } = loaderData;
  return (
    <>
      <PageHeader eyebrow="Help Center" title="How can we help?" lead="Search our guides or browse by topic.">
        <Form method="get" role="search" className="flex w-full max-w-xl gap-2">
          <label htmlFor="help-search" className="sr-only">
            Search help articles
          </label>
          <Input id="help-search" type="search" name="q" defaultValue={query} placeholder="Search for answers…" />
          <Button type="submit">
            <Search aria-hidden="true" />
            Search
          </Button>
        </Form>
      </PageHeader>

      {results ? (
        <Section id="results" title={`Search results for “${query}”`}>
          {results.length === 0 ? (
            <p className="text-center text-muted-foreground">
              No articles match “{query}”. Try other words, or{" "}
              <Link to="/contact?topic=support" className="font-medium text-primary underline underline-offset-4">
                contact support
              </Link>
              .
            </p>
          ) : (
            <>
              <p className="mb-4 text-center text-sm text-muted-foreground">
                {results.length} {results.length === 1 ? "article" : "articles"} found
              </p>
              <ul className="mx-auto flex max-w-3xl flex-col gap-3">
                {results.map((article) => (
                  <li key={article.slug} className="rounded-lg border bg-card p-4 text-card-foreground">
                    <Link to={`/help-center/${article.slug}`} className="font-semibold hover:underline">
                      {article.title}
                    </Link>
                    <p className="text-sm text-muted-foreground">
                      {helpCategory(article.category)?.title} · {article.summary}
                    </p>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Section>
      ) : null}

      <Section id="categories" title="Browse by category">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {HELP_CATEGORIES.map((category) => (
            <li
              key={category.slug}
              className="flex flex-col gap-2 rounded-lg border bg-card p-6 text-card-foreground shadow-sm"
            >
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-lg font-semibold">{category.title}</h3>
                {category.popular ? <Badge>Popular</Badge> : null}
              </div>
              <p className="text-sm text-muted-foreground">{category.description}</p>
              <p className="text-sm font-medium">{category.articleCount} articles</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="popular" title="Popular articles" className="pt-0">
        <ul className="mx-auto grid max-w-4xl gap-3 sm:grid-cols-2">
          {POPULAR_ARTICLES.map((article) => (
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

      <Section id="more-help" title="Still need help?" intro="Our support team is here 24/7." className="pt-0">
        <LinkButtons
          primary={{ href: "/contact", label: "Contact Support" }}
          secondary={{ href: "/contact?topic=demo", label: "Schedule a Demo" }}
        />
      </Section>
    </>
  );
}
