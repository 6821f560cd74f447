import { CircleAlert, CircleCheck, CircleX } from "lucide-react";
import { data, useFetcher } from "react-router";
import type { Route } from "./+types/system-status";
import { PageHeader, Section } from "~/components/marketing/page";
import { Badge, type BadgeVariant } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { contentMeta } from "~/content/site";
import { STATUS_CONTENT, type StatusPage } from "~/content/status";
import { StatusSubscriptionSchema } from "~/domain/contact-message";
import { parseSubmission } from "~/domain/forms";
import { formatIncidentDuration, overallStatus, type ServiceStatus } from "~/domain/system-status";
import type { Language } from "~/i18n/messages";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";
import { getAppContext } from "~/server/context.server";
import { getLocale } from "~/server/locale.server";
import { clientAddress } from "~/server/rate-limit.server";
import { loadSystemStatus } from "~/server/status.server";
import { requestStatusSubscription } from "~/server/status-subscriptions.server";

/** The banner's words: English as the status module words it; other languages list names their own way. */
function headline(locale: Language, services: readonly { name: string; status: string }[]): string {
  const overall = overallStatus(services);
  if (locale === "en") return overall.headline;
  if (overall.level === "operational") return tr("public.status.allOperational");
  const list = new Intl.ListFormat(locale, { type: "conjunction" });
  const named = (status: string) => services.filter((service) => service.status === status).map((s) => s.name);
  const parts: string[] = [];
  if (named("outage").length > 0) parts.push(tr("public.status.outage", { services: list.format(named("outage")) }));
  if (named("degraded").length > 0) {
    parts.push(tr("public.status.degraded", { services: list.format(named("degraded")) }));
  }
  return parts.join(". ");
}

/** "2 d 3 h" with the day's abbreviation of the language ("2 j 3 h", "2 T 3 h"); hours and minutes are shared. */
const DAY_ABBREVIATION: Record<Language, string> = { en: "d", es: "d", fr: "j", de: "T" };

function incidentDuration(locale: Language, startedAt: Date, resolvedAt: Date | null): string {
  if (resolvedAt === null) return tr("public.status.ongoing");
  return formatIncidentDuration(startedAt, resolvedAt).replace(/ d\b/, ` ${DAY_ABBREVIATION[locale]}`);
}

/** The services, incidents and the page's words, in the request's language (issue 19). */
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = getAppContext(context);
  const locale = getLocale(context);
  const { services, incidents } = await loadSystemStatus(db);
  const percent = new Intl.NumberFormat(locale, {
    style: "percent",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const date = new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
  return {
    content: STATUS_CONTENT[locale],
    services: services.map((service) => ({
      ...service,
      lastCheckedAt: service.lastCheckedAt?.toISOString() ?? null,
      uptime: service.uptimePercent === null ? null : percent.format(service.uptimePercent / 100),
    })),
    overall: { level: overallStatus(services).level, headline: headline(locale, services) },
    incidents: incidents.map((incident) => ({
      id: incident.id,
      title: incident.title,
      description: incident.description,
      status: incident.status,
      startedAt: incident.startedAt.toISOString(),
      startedOn: date.format(incident.startedAt),
      duration: incidentDuration(locale, incident.startedAt, incident.resolvedAt),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseSubmission(StatusSubscriptionSchema, await request.formData());
  if (!submission.ok) {
    const error = submission.fieldErrors.email?.[0] ?? tr("public.form.emailInvalid");
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
  return { ok: true as const, message: tr("public.status.checkEmail") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => contentMeta(loaderData);

const STATUS_BADGE: Record<ServiceStatus, BadgeVariant> = {
  operational: "success",
  degraded: "warning",
  outage: "destructive",
};

function serviceStatus(value: string): ServiceStatus {
  return value === "degraded" || value === "outage" ? value : "operational";
}

type IncidentStatus = keyof StatusPage["incidentStatus"];

function incidentStatusOf(value: string): IncidentStatus {
  return value === "investigating" || value === "identified" || value === "monitoring" ? value : "resolved";
}

export default function SystemStatus({ loaderData }: Route.ComponentProps) {
  const { services, overall, incidents, content } = loaderData;
  const t = useT();
  const BannerIcon =
    overall.level === "operational" ? CircleCheck : overall.level === "degraded" ? CircleAlert : CircleX;
  return (
    <>
      <PageHeader eyebrow={t("public.status.eyebrow")} title={content.title}>
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

      <Section id="services" title={content.servicesTitle} intro={content.servicesIntro}>
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
                  <span className="sr-only">{`${content.uptimeLabel} `}</span>
                  {service.uptime === null ? content.noData : t("public.status.uptime", { uptime: service.uptime })}
                  {service.latencyMs !== null ? (
                    <span className="block text-xs text-muted-foreground">
                      {t("public.status.lastCheck", { ms: service.latencyMs })}
                    </span>
                  ) : null}
                </p>
                <Badge variant={STATUS_BADGE[status]}>{content.serviceStatus[status]}</Badge>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="incidents" title={content.incidentsTitle} className="pt-0">
        {incidents.length === 0 ? (
          <p className="text-center text-muted-foreground">{content.noIncidents}</p>
        ) : (
          <ul className="mx-auto flex max-w-3xl flex-col gap-4">
            {incidents.map((incident) => (
              <li key={incident.id} className="rounded-lg border bg-card p-5 text-card-foreground">
                <p className="text-sm text-muted-foreground">
                  <time dateTime={incident.startedAt}>{incident.startedOn}</time>
                </p>
                <div className="mt-1 flex flex-wrap items-center gap-2">
                  <h3 className="font-semibold">{incident.title}</h3>
                  <Badge variant={incident.status === "resolved" ? "secondary" : "warning"}>
                    {content.incidentStatus[incidentStatusOf(incident.status)]}
                  </Badge>
                </div>
                <p className="mt-2 text-sm">{incident.description}</p>
                <p className="mt-2 text-sm text-muted-foreground">
                  {t("public.status.duration", { duration: incident.duration })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="subscribe" title={content.subscribeTitle} intro={content.subscribeIntro} className="pt-0">
        <SubscribeForm content={content} />
      </Section>
    </>
  );
}

function SubscribeForm({ content }: { content: StatusPage }) {
  const fetcher = useFetcher<typeof action>();
  const result = fetcher.data;
  const error = result && !result.ok ? result.error : undefined;
  return (
    <div className="mx-auto max-w-xl">
      <fetcher.Form method="post" className="flex flex-col gap-2 sm:flex-row" noValidate>
        <label htmlFor="status-email" className="sr-only">
          {content.emailLabel}
        </label>
        <Input
          id="status-email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder={content.emailPlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "status-email-error" : undefined}
        />
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          {content.subscribe}
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
