import { Link } from "react-router";
import type { Route } from "./+types/api";
import { LinkButtons, PageHeader, Section, TextCards } from "~/components/marketing/page";
import { API_ENDPOINTS, API_FEATURES, API_KEY_HREF, API_REFERENCE_HREF } from "~/content/api";
import { pageMeta } from "~/content/site";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "API",
    "Whistle's free REST API: referees, games, assignments and availability, with API keys, OAuth 2.0, webhooks and rate limiting.",
  );

export default function Api() {
  return (
    <>
      <PageHeader
        eyebrow="Developers"
        title="A free API for your league's data"
        lead="Connect Whistle to your website, registration system or spreadsheets. Free for every organization."
      >
        <LinkButtons
          primary={{ href: API_KEY_HREF, label: "Get API Key" }}
          secondary={{ href: API_REFERENCE_HREF, label: "View Documentation" }}
        />
      </PageHeader>
      <Section id="api-features" title="Built for integrations">
        <TextCards cards={API_FEATURES} columns="sm:grid-cols-2 lg:grid-cols-4" />
      </Section>
      <Section
        id="reference"
        title="Endpoints"
        intro="Sample endpoints of version 1. Every request is authenticated with an API key; the full reference lists every endpoint with its payloads."
        className="pt-0"
      >
        <ul className="mx-auto flex max-w-3xl flex-col gap-3">
          {API_ENDPOINTS.map((endpoint) => (
            <li
              key={`${endpoint.method} ${endpoint.path}`}
              className="flex flex-col gap-2 rounded-lg border bg-card p-4 text-card-foreground sm:flex-row sm:items-center sm:gap-4"
            >
              <code className="flex items-center gap-3 font-mono text-sm">
                <span className="w-14 rounded bg-secondary px-2 py-0.5 text-center text-xs font-bold text-secondary-foreground">
                  {endpoint.method}
                </span>
                {endpoint.path}
              </code>
              <span className="text-sm text-muted-foreground sm:ml-auto">{endpoint.description}</span>
            </li>
          ))}
        </ul>
        <div className="mx-auto mt-8 max-w-3xl space-y-3 text-sm text-muted-foreground">
          <p>
            <strong className="text-foreground">Authentication:</strong> send your API key as a bearer token, or use
            OAuth 2.0 when an app acts on behalf of an assignor.
          </p>
          <p>
            <Link className="font-medium text-primary underline" to={API_REFERENCE_HREF}>
              Read the full API reference
            </Link>{" "}
            or download the{" "}
            <a className="underline" href="/api/v1/openapi.json">
              OpenAPI document
            </a>
            .
          </p>
          <p>
            <strong className="text-foreground">Webhooks:</strong> register a URL to be told when a game, an assignment
            or the schedule changes. Each delivery is signed.
          </p>
          <p>
            <strong className="text-foreground">Rate limiting:</strong> responses carry headers with your limit and what
            remains; a request over the limit is answered with status 429 and a time to wait.
          </p>
        </div>
      </Section>
    </>
  );
}
