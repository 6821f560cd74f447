import { CircleAlert, CircleCheck, CircleX } from "lucide-react";
import { data, useFetcher } from "react-router";
import type { Route } from "./+types/system-status";
import { PageHeader, Section } from "~/components/marketing/page";
import { Badge, type BadgeVariant } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { pageMeta } from "~/content/site";
import { StatusSubscriptionSchema } from "~/domain/contact-message";
import { parseSubmission } from "~/domain/forms";
import {
  formatIncidentDuration,
  formatUptime,
  overallStatus,
  SERVICE_STATUS_LABELS,
  type ServiceStatus,
} from "~/domain/system-status";
import { getAppContext } from "~/server/context.server";
import { clientAddress } from "~/server/rate-limit.server";
import { loadSystemStatus } from "~/server/status.server";
import { CHECK_YOUR_EMAIL, requestStatusSubscription } from "~/server/status-subscriptions.server";

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = getAppContext(context);
  const { services, incidents } = await loadSystemStatus(db);
  return {
    services: services.map((service) => ({ ...service, lastCheckedAt: service.lastCheckedAt?.toISOString() ?? null })),
    overall: overallStatus(services),
    incidents: incidents.map((incident) => ({
      id: incident.id,
      title: incident.title,
      description: incident.description,
      status: incident.status,
      startedAt: incident.startedAt.toISOString(),
      duration: formatIncidentDuration(incident.startedAt, incident.resolvedAt),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseSubmission(StatusSubscriptionSchema, await request.formData());
  if (!submission.ok) {
    const error = submission.fieldErrors.email?.[0] ?? "Please enter a valid email address.";
    return data({ ok: false as const, error }, { status: 400 });
  }
  const { db, config } = getAppContext(context);
  // Double opt-in (decision 0056): a confirmation email, and the same answer whether or not the address is known.
  const requested = await requestStatusSubscription(db, {
    email: submission.value.email,
    clientAddress: clientAddress(request),
    origin: config.publicOrigin,
  });
  if (!requested.ok) return data({ ok: false as const, error: requested.message }, { status: requested.status });
  return { ok: true as const, message: CHECK_YOUR_EMAIL };
}

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "System Status",
    "Current status and 90-day uptime of Whistle's services, past incidents, and email updates when something changes.",
  );

const STATUS_BADGE: Record<ServiceStatus, BadgeVariant> = {
  operational: "success",
  degraded: "warning",
  outage: "destructive",
};

function serviceStatus(value: string): ServiceStatus {
  return value === "degraded" || value === "outage" ? value : "operational";
}

function formatIncidentDate(iso: string) {
  return new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

export default function SystemStatus({ loaderData }: Route.ComponentProps) {
  const { services, overall, incidents } = loaderData;
  const BannerIcon =
    overall.level === "operational" ? CircleCheck : overall.level === "degraded" ? CircleAlert : CircleX;
  return (
    <>
      <PageHeader eyebrow="System status" title="Whistle system status">
        <p
          className={
            overall.level === "operational"
              ? "flex items-center gap-2 rounded-lg bg-success px-5 py-3 text-lg font-semibold text-success-foreground"
              : overall.level === "degraded"
                ? "flex items-center gap-2 rounded-lg bg-warning px-5 py-3 text-lg font-semibold text-warning-foreground"
                : "flex items-center gap-2 rounded-lg bg-destructive px-5 py-3 text-lg font-semibold text-destructive-foreground"
          }
        >
          <BannerIcon aria-hidden="true" className="size-6 shrink-0" />
          {overall.headline}
        </p>
      </PageHeader>

      <Section id="services" title="Services" intro="Uptime over the last 90 days.">
        <ul className="mx-auto flex max-w-3xl flex-col divide-y rounded-lg border bg-card text-card-foreground">
          {services.map((service) => {
            const status = serviceStatus(service.status);
            return (
              <li key={service.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:gap-4">
                <div className="flex-1">
                  <h3 className="font-semibold">{service.name}</h3>
                  {service.description ? <p className="text-sm text-muted-foreground">{service.description}</p> : null}
                </div>
                <p className="text-sm sm:text-right">
                  <span className="sr-only">90-day uptime: </span>
                  {service.uptimePercent === null ? "No data yet" : `${formatUptime(service.uptimePercent)} uptime`}
                  {service.latencyMs !== null ? (
                    <span className="block text-xs text-muted-foreground">{`Last check: ${service.latencyMs} ms`}</span>
                  ) : null}
                </p>
                <Badge variant={STATUS_BADGE[status]}>{SERVICE_STATUS_LABELS[status]}</Badge>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="incidents" title="Past incidents" className="pt-0">
        {incidents.length === 0 ? (
          <p className="text-center text-muted-foreground">No incidents reported.</p>
        ) : (
          <ul className="mx-auto flex max-w-3xl flex-col gap-4">
            {incidents.map((incident) => (
              <li key={incident.id} className="rounded-lg border bg-card p-5 text-card-foreground">
                <p className="text-sm text-muted-foreground">
                  <time dateTime={incident.startedAt}>{formatIncidentDate(incident.startedAt)}</time>
                </p>
                <div className="mt-1 flex flex-wrap items-center gap-2">
                  <h3 className="font-semibold">{incident.title}</h3>
                  <Badge variant={incident.status === "resolved" ? "secondary" : "warning"}>
                    {incident.status.charAt(0).toUpperCase() + incident.status.slice(1)}
                  </Badge>
                </div>
                <p className="mt-2 text-sm">{incident.description}</p>
                <p className="mt-2 text-sm text-muted-foreground">Duration: {incident.duration}</p>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section
        id="subscribe"
        title="Get status updates"
        intro="We email you when an incident starts and when it is resolved. Confirm from the email we send; every update has an unsubscribe link."
        className="pt-0"
      >
        <SubscribeForm />
      </Section>
    </>
  );
}

function SubscribeForm() {
  const fetcher = useFetcher<typeof action>();
  const result = fetcher.data;
  const error = result && !result.ok ? result.error : undefined;
  return (
    <div className="mx-auto max-w-xl">
      <fetcher.Form method="post" className="flex flex-col gap-2 sm:flex-row" noValidate>
        <label htmlFor="status-email" className="sr-only">
          Email address
        </label>
        <Input
          id="status-email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "status-email-error" : undefined}
        />
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          Subscribe
        </Button>
      </fetcher.Form>
      <div aria-live="polite" className="mt-2 text-sm">
        {error ? (
          <p id="status-email-error" className="font-medium text-destructive">
            {error}
          </p>
        ) : null}
        {result?.ok ? <p className="font-medium">{result.message}</p> : null}
      </div>
    </div>
  );
}
