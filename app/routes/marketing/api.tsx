import { Trans } from "@lingui/react";
import { Link } from "react-router";
import type { Route } from "./+types/api";
import { LinkButtons, PageHeader, Section, TextCards } from "~/components/marketing/page";
import { API_CONTENT, API_KEY_HREF, API_REFERENCE_HREF } from "~/content/api";
import { contentMeta } from "~/content/site";
import { getLocale } from "~/server/locale.server";

/** The page in the request's language only (issue 19); paths and methods are the API's own. */
export function loader({ context }: Route.LoaderArgs) {
  return { content: API_CONTENT[getLocale(context)] };
}

export const meta: Route.MetaFunction = ({ loaderData }) => contentMeta(loaderData);

/** A note under the endpoints: its label in bold, then its sentence. */
function Note({ note }: { note: { label: string; text: string } }) {
  return (
    <p>
      <strong className="text-foreground">{note.label}</strong> {note.text}
    </p>
  );
}

export default function Api({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  return (
    <>
      <PageHeader eyebrow={content.eyebrow} title={content.title} lead={content.lead}>
        <LinkButtons
          primary={{ href: API_KEY_HREF, label: content.getKey }}
          secondary={{ href: API_REFERENCE_HREF, label: content.viewDocs }}
        />
      </PageHeader>
      <Section id="api-features" title={content.featuresTitle}>
        <TextCards cards={content.features} columns="sm:grid-cols-2 lg:grid-cols-4" />
      </Section>
      <Section id="reference" title={content.endpointsTitle} intro={content.endpointsIntro} className="pt-0">
        <ul className="mx-auto flex max-w-3xl flex-col gap-3">
          {content.endpoints.map((endpoint) => (
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
          <Note note={content.notes.authentication} />
          <p>
            <Trans
              id="public.api.reference"
              components={{
                0: <Link className="font-medium text-primary underline" to={API_REFERENCE_HREF} />,
                1: <a className="underline" href="/api/v1/openapi.json" />,
              }}
            />
          </p>
          <Note note={content.notes.webhooks} />
          <Note note={content.notes.rateLimiting} />
        </div>
      </Section>
    </>
  );
}
