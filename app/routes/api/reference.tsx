import { WebhooksReference } from "~/components/webhooks/webhooks-reference";
import type { Route } from "./+types/reference";
import { PageHeader } from "~/components/marketing/page";
import { ReferenceText } from "~/components/marketing/reference-text";
import { API_REFERENCE_CONTENT } from "~/content/api-reference";
import { contentMeta } from "~/content/site";
import { BODY_LIMIT_BYTES, IMPORT_BODY_LIMIT_BYTES, megabytes } from "~/domain/body-limits";
import { getAppContext } from "~/server/context.server";
import { openApiDocument } from "~/server/api/openapi.server";
import { getLocale } from "~/server/locale.server";

export const meta: Route.MetaFunction = ({ loaderData }) => contentMeta(loaderData);

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

/**
 * The document, flattened into what the page shows: one entry per operation, in the document's order; and
 * the page's own words in the request's language (the document, like the API, stays English).
 */
export function loader({ context }: Route.LoaderArgs) {
  const content = API_REFERENCE_CONTENT[getLocale(context)];
  const document = openApiDocument(getAppContext(context).config.publicOrigin);
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods as Record<string, Operation>).map(([method, operation]) => ({
      path,
      method: method.toUpperCase(),
      ...operation,
    })),
  );
  const limits = { body: megabytes(BODY_LIMIT_BYTES), import: megabytes(IMPORT_BODY_LIMIT_BYTES) };
  return {
    operations,
    problem: document.components.schemas.Problem as JsonSchema,
    origin: document.servers[0]!.url,
    content: {
      ...content,
      conventions: content.conventions.map((text) =>
        text.replace("{body}", limits.body).replace("{import}", limits.import),
      ),
    },
  };
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

export default function ApiReference({ loaderData }: Route.ComponentProps) {
  const { operations, problem, origin, content } = loaderData;
  const guide = [
    { id: "authentication", title: content.sections.authentication },
    { id: "conventions", title: content.sections.conventions },
    { id: "errors", title: content.sections.errors },
    { id: "webhooks", title: content.sections.webhooks },
  ];
  return (
    <>
      <PageHeader eyebrow={content.eyebrow} title={content.title} lead={content.lead} />
      <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-12 lg:flex-row">
        <nav aria-label={content.navLabel} className="lg:sticky lg:top-20 lg:w-64 lg:self-start">
          <ul className="flex flex-col gap-1 text-sm">
            {guide.map((section) => (
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
            <h2 className="text-2xl font-semibold">{content.sections.authentication}</h2>
            <p>
              <ReferenceText text={content.authentication.keys} />
            </p>
            <pre
              tabIndex={0}
              className="overflow-x-auto rounded-md bg-muted p-3 text-sm"
            >{`curl ${origin}/api/v1/referees \\\n  -H "Authorization: Bearer whk_…"`}</pre>
            <p>
              <ReferenceText text={content.authentication.oauth} />
            </p>
            <pre
              tabIndex={0}
              className="overflow-x-auto rounded-md bg-muted p-3 text-sm"
            >{`curl ${origin}/api/v1/oauth/token \
  -u "<client id>:<client secret>" \
  -d grant_type=client_credentials -d scope=read`}</pre>
            <p>
              <ReferenceText text={content.authentication.limits} />
            </p>
          </section>
          <section id="conventions" className="flex flex-col gap-3">
            <h2 className="text-2xl font-semibold">{content.sections.conventions}</h2>
            <ul className="list-disc space-y-2 pl-6">
              {content.conventions.map((text) => (
                <li key={text}>
                  <ReferenceText text={text} />
                </li>
              ))}
            </ul>
          </section>
          <section id="errors" className="flex flex-col gap-3">
            <h2 className="text-2xl font-semibold">{content.sections.errors}</h2>
            <p>
              <ReferenceText text={content.errors} />
            </p>
            <Fields schema={problem} />
          </section>
          <WebhooksReference content={content.webhooks} title={content.sections.webhooks} />
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
                    ? content.scope.none
                    : operation["x-scope"] === "write"
                      ? content.scope.write
                      : content.scope.read}
                </p>
                {operation.parameters.length > 0 ? (
                  <>
                    <h3 className="font-semibold">{content.parameters}</h3>
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
                    <h3 className="font-semibold">{content.requestBody.replace("{type}", body[0])}</h3>
                    <Fields schema={body[1].schema} />
                  </>
                ) : null}
                <h3 className="font-semibold">{content.responses}</h3>
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
