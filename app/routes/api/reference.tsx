import { Link } from "react-router";
import { WebhooksReference } from "~/components/webhooks/webhooks-reference";
import type { Route } from "./+types/reference";
import { PageHeader } from "~/components/marketing/page";
import { API_KEY_HREF } from "~/content/api";
import { pageMeta } from "~/content/site";
import { BODY_LIMIT_BYTES, IMPORT_BODY_LIMIT_BYTES, megabytes } from "~/domain/body-limits";
import { getAppContext } from "~/server/context.server";
import { openApiDocument } from "~/server/api/openapi.server";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "API Reference",
    "Every endpoint of Whistle's API v1: parameters, payloads, errors, authentication and limits.",
  );

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  [key: string]: unknown;
};
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema: JsonSchema;
}
interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  "x-scope": string;
  parameters: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
}

/** The document, flattened into what the page shows: one entry per operation, in the document's order. */
export function loader({ context }: Route.LoaderArgs) {
  const document = openApiDocument(getAppContext(context).config.publicOrigin);
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods as Record<string, Operation>).map(([method, operation]) => ({
      path,
      method: method.toUpperCase(),
      ...operation,
    })),
  );
  return { operations, problem: document.components.schemas.Problem as JsonSchema, origin: document.servers[0]!.url };
}

function typeOf(schema: JsonSchema): string {
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(" | ");
  if (schema.type === "array" && schema.items) return `${typeOf(schema.items)}[]`;
  return Array.isArray(schema.type) ? schema.type.join(" | ") : (schema.type ?? "any");
}

function Fields({ schema }: { schema: JsonSchema }) {
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0) return <p className="text-sm text-muted-foreground">{typeOf(schema)}</p>;
  return (
    <ul className="divide-y rounded-md border text-sm">
      {properties.map(([name, property]) => (
        <li key={name} className="flex flex-col gap-1 p-2 sm:flex-row sm:gap-4">
          <code className="font-mono font-medium sm:w-48">
            {name}
            {schema.required?.includes(name) ? <span className="text-destructive"> *</span> : null}
          </code>
          <span className="flex-1 text-muted-foreground">
            <span className="font-mono text-xs">{typeOf(property)}</span>
            {property.description ? ` — ${property.description}` : ""}
            {property.type === "object" || property.items?.type === "object" ? (
              <span className="mt-1 block">
                <Fields schema={property.type === "object" ? property : property.items!} />
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The reference's prose sections, before the endpoints, in page order. */
const GUIDE_SECTIONS = [
  { id: "authentication", title: "Authentication" },
  { id: "conventions", title: "Conventions" },
  { id: "errors", title: "Errors" },
  { id: "webhooks", title: "Webhooks" },
];

export default function ApiReference({ loaderData }: Route.ComponentProps) {
  const { operations, problem, origin } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="Developers"
        title="API Reference"
        lead="Version 1 of the Whistle API: JSON over HTTPS for your organization's games, referees, assignments and availability."
      />
      <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-12 lg:flex-row">
        <nav aria-label="Endpoints" className="lg:sticky lg:top-20 lg:w-64 lg:self-start">
          <ul className="flex flex-col gap-1 text-sm">
            {GUIDE_SECTIONS.map((section) => (
              <li key={section.id}>
                <a className="hover:underline" href={`#${section.id}`}>
                  {section.title}
                </a>
              </li>
            ))}
            {operations.map((operation) => (
              <li key={operation.operationId}>
                <a
                  className="font-mono text-xs hover:underline"
                  href={`#${operation.operationId}`}
                >{`${operation.method} ${operation.path}`}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex min-w-0 flex-1 flex-col gap-10">
          <section id="authentication" className="flex flex-col gap-3">
            <h2 className="text-2xl font-semibold">Authentication</h2>
            <p>
              An assignor creates API keys on the{" "}
              <Link className="underline" to={API_KEY_HREF}>
                API Keys
              </Link>{" "}
              page of the assignor portal, read only or read and write. Send the key with every request; cookies are
              ignored.
            </p>
            <pre className="overflow-x-auto rounded-md bg-muted p-3 text-sm">{`curl ${origin}/api/v1/referees \\\n  -H "Authorization: Bearer whk_…"`}</pre>
            <p>
              Server-to-server integrations can use OAuth 2.0 instead: create an OAuth client on the same page and trade
              its id and secret for a one-hour token at <code>POST /api/v1/oauth/token</code> (client credentials
              grant).
            </p>
            <pre className="overflow-x-auto rounded-md bg-muted p-3 text-sm">{`curl ${origin}/api/v1/oauth/token \
  -u "<client id>:<client secret>" \
  -d grant_type=client_credentials -d scope=read`}</pre>
            <p>
              Each key or client may make 120 requests a minute. Every response names the policy in{" "}
              <code>RateLimit-Policy</code>; a request over the limit gets <code>429</code> with{" "}
              <code>Retry-After</code> and <code>RateLimit</code> headers.
            </p>
          </section>
          <section id="conventions" className="flex flex-col gap-3">
            <h2 className="text-2xl font-semibold">Conventions</h2>
            <ul className="list-disc space-y-2 pl-6">
              <li>
                Ids are opaque strings. Instants are UTC ISO 8601; a game has its local <code>date</code> and{" "}
                <code>time</code>, and <code>startsAt</code> with your organization&apos;s UTC offset.
              </li>
              <li>
                Money is integer cents (<code>feeCents</code>) in your organization&apos;s currency.
              </li>
              <li>
                Lists return <code>{`{ "data": [...], "nextCursor": "..." }`}</code>; pass <code>cursor</code> to get
                the next page, up to <code>limit</code> (1–200, default 50) items each.
              </li>
              <li>
                Single resources carry an <code>ETag</code>. Send it back in <code>If-Match</code> when you change or
                delete them: if someone changed the resource since you read it, you get <code>412</code> instead of
                overwriting their change.
              </li>
              <li>
                A <code>POST</code> with an <code>Idempotency-Key</code> header is safe to retry: the same key with the
                same body returns the first response again (with <code>Idempotent-Replayed: true</code>) for 24 hours;
                the same key with another body gets <code>422</code>.
              </li>
              <li>
                Every response carries an <code>X-D1-Bookmark</code>. Reads are served from a copy of the database near
                you that may be a moment behind; send the bookmark of your last write back as <code>X-D1-Bookmark</code>{" "}
                on the next read to be sure to see that write.
              </li>
              <li>
                A request body may be up to {megabytes(BODY_LIMIT_BYTES)} ({megabytes(IMPORT_BODY_LIMIT_BYTES)} for{" "}
                <code>/api/v1/games/import</code>); a larger one, with or without <code>Content-Length</code>, gets{" "}
                <code>413</code>.
              </li>
              <li>Unknown fields and query parameters are refused, so a typo never passes silently.</li>
            </ul>
          </section>
          <section id="errors" className="flex flex-col gap-3">
            <h2 className="text-2xl font-semibold">Errors</h2>
            <p>
              Errors are problem details (RFC 9457), <code>application/problem+json</code>. Invalid input answers{" "}
              <code>422</code> with an <code>errors</code> list naming each field as a JSON pointer; a refused
              assignment lists its <code>conflicts</code>.
            </p>
            <Fields schema={problem} />
          </section>
          <WebhooksReference />
          {operations.map((operation) => {
            const body = operation.requestBody ? Object.entries(operation.requestBody.content)[0] : undefined;
            return (
              <section
                key={operation.operationId}
                id={operation.operationId}
                className="flex scroll-mt-20 flex-col gap-3 border-t pt-8"
              >
                <h2 className="text-xl font-semibold">{operation.summary}</h2>
                <p className="font-mono text-sm">
                  <span className="mr-2 rounded bg-secondary px-2 py-0.5 text-xs font-bold text-secondary-foreground">
                    {operation.method}
                  </span>
                  {operation.path}
                </p>
                {operation.description ? <p className="text-muted-foreground">{operation.description}</p> : null}
                <p className="text-sm">
                  {operation["x-scope"] === "none"
                    ? "Authenticated with the OAuth client's own id and secret."
                    : `Needs a key or token with ${operation["x-scope"] === "write" ? "read and write" : "read"} access.`}
                </p>
                {operation.parameters.length > 0 ? (
                  <>
                    <h3 className="font-semibold">Parameters</h3>
                    <ul className="divide-y rounded-md border text-sm">
                      {operation.parameters.map((parameter) => (
                        <li
                          key={`${parameter.in}-${parameter.name}`}
                          className="flex flex-col gap-1 p-2 sm:flex-row sm:gap-4"
                        >
                          <code className="font-mono font-medium sm:w-48">{parameter.name}</code>
                          <span className="flex-1 text-muted-foreground">
                            <span className="font-mono text-xs">{`${parameter.in} · ${typeOf(parameter.schema)}`}</span>
                            {parameter.description ? ` — ${parameter.description}` : ""}
                          </span>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
                {body ? (
                  <>
                    <h3 className="font-semibold">{`Request body (${body[0]})`}</h3>
                    <Fields schema={body[1].schema} />
                  </>
                ) : null}
                <h3 className="font-semibold">Responses</h3>
                <ul className="flex flex-col gap-2 text-sm">
                  {Object.entries(operation.responses).map(([status, response]) => (
                    <li key={status}>
                      <span className="font-mono font-medium">{status}</span>
                      {` ${response.description}`}
                      {Number(status) < 300 && response.content?.["application/json"] ? (
                        <div className="mt-2">
                          <Fields schema={response.content["application/json"].schema} />
                        </div>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      </div>
    </>
  );
}
