import { useState } from "react";
import { Link } from "react-router";
import { Trans, useLingui } from "@lingui/react";
import { Copy, Plus, Webhook } from "lucide-react";
import { useFetcherDialog } from "~/components/use-fetcher-dialog";
import { Badge, type BadgeVariant } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Checkbox } from "~/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { TextField } from "~/components/form-fields";
import { Label } from "~/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { deliveryState, WEBHOOK_EVENTS, type DeliveryState } from "~/domain/webhooks";
import { useT } from "~/i18n/react";
import type { Translate } from "~/i18n/text";
import type { CreateWebhookAction } from "~/routes/assignor/webhooks";
import { deliveryStateLabel, eventDescription } from "./labels";

export interface WebhookEndpointRow {
  id: string;
  url: string;
  description: string | null;
  events: string[];
  enabled: boolean;
  /** Why deliveries to this URL stop before sending (it breaks today's URL rule), or null. */
  urlProblem: string | null;
  lastDelivery: { status: string; at: string; statusCode: number | null } | null;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A delivery's time in UTC, labelled (read next to payloads whose timestamps are UTC), written in the
 * reader's language.
 */
export function formatUtc(t: Translate, locale: string, iso: string | null): string {
  if (!iso) return "—";
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
    timeFormats.set(locale, format);
  }
  return t("webhooks.utc", { time: format.format(new Date(iso)) });
}

export const DELIVERY_BADGES: Record<DeliveryState, BadgeVariant> = {
  delivered: "success",
  failed: "destructive",
  retrying: "warning",
  queued: "secondary",
};

/**
 * The Webhooks section of `/assignor/api`: endpoints, their state and last delivery, and Add endpoint;
 * `off` says why webhooks cannot be signed (production without `WEBHOOK_SECRET_KEY`).
 */
export function WebhooksCard({ endpoints, off }: { endpoints: WebhookEndpointRow[]; off: string | null }) {
  const t = useT();
  const { i18n } = useLingui();
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle render="h2">{t("webhooks.card.title")}</CardTitle>
          <CardDescription>
            <Trans
              id="webhooks.card.description"
              components={{ 0: <Link className="underline" to="/api/reference#webhooks" /> }}
            />
          </CardDescription>
        </div>
        <AddEndpointDialog />
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {off ? (
          <p role="alert" className="text-sm text-destructive">
            {off}
          </p>
        ) : null}
        {endpoints.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("webhooks.card.empty")}</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t("webhooks.col.endpoint")}</TableHead>
                <TableHead>{t("webhooks.col.events")}</TableHead>
                <TableHead>{t("webhooks.col.state")}</TableHead>
                <TableHead>{t("webhooks.col.lastDelivery")}</TableHead>
                <TableHead>
                  <span className="sr-only">{t("webhooks.col.actions")}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {endpoints.map((endpoint) => {
                const last = endpoint.lastDelivery ? deliveryState(endpoint.lastDelivery.status, 1) : null;
                return (
                  <TableRow key={endpoint.id}>
                    <TableCell>
                      <code className="break-all font-mono text-xs">{endpoint.url}</code>
                      {endpoint.description ? (
                        <p className="text-xs text-muted-foreground">{endpoint.description}</p>
                      ) : null}
                      {endpoint.urlProblem ? (
                        <p className="text-xs text-destructive">
                          {t("webhooks.card.stopped", { problem: endpoint.urlProblem })}
                        </p>
                      ) : null}
                    </TableCell>
                    <TableCell>
                      {endpoint.events.length === WEBHOOK_EVENTS.length
                        ? t("webhooks.card.allEvents")
                        : endpoint.events.join(", ")}
                    </TableCell>
                    <TableCell>
                      <Badge variant={endpoint.enabled ? "success" : "secondary"}>
                        {endpoint.enabled ? t("webhooks.card.enabled") : t("webhooks.card.disabled")}
                      </Badge>
                    </TableCell>
                    <TableCell>
                      {last && endpoint.lastDelivery ? (
                        <span className="flex flex-col gap-0.5">
                          <Badge variant={DELIVERY_BADGES[last]}>{deliveryStateLabel(t, last)}</Badge>
                          <span className="text-xs text-muted-foreground">
                            {formatUtc(t, i18n.locale, endpoint.lastDelivery.at)}
                          </span>
                        </span>
                      ) : (
                        t("webhooks.card.noneYet")
                      )}
                    </TableCell>
                    <TableCell className="text-right">
                      <Button asChild variant="outline" size="sm">
                        <Link
                          to={`/assignor/api/webhooks/${endpoint.id}`}
                          aria-label={t("webhooks.card.manageLabel", { url: endpoint.url })}
                        >
                          {t("webhooks.card.manage")}
                        </Link>
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

/** A secret shown once, with Copy. */
export function SecretOnce({ secret, testId = "webhook-secret" }: { secret: string; testId?: string }) {
  const t = useT();
  const [copied, setCopied] = useState<string | null>(null);
  return (
    <div className="flex items-center gap-2">
      <code data-testid={testId} className="flex-1 break-all rounded-md bg-muted px-3 py-2 font-mono text-sm">
        {secret}
      </code>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          void navigator.clipboard?.writeText(secret).then(() => setCopied(secret));
        }}
      >
        <Copy aria-hidden="true" />
        {copied === secret ? t("webhooks.copied") : t("webhooks.copy")}
      </Button>
    </div>
  );
}

const URL_EXAMPLE = "https://example.com/whistle-webhooks";

function AddEndpointDialog() {
  const t = useT();
  const dialog = useFetcherDialog<CreateWebhookAction>(() => false);
  const { fetcher } = dialog;
  const result = dialog.result;
  const created = result && result.ok ? result : undefined;
  const errors: Record<string, string[] | undefined> = result && !result.ok ? result.errors : {};
  const values = result && !result.ok ? result.values : undefined;
  const refusal = result && !result.ok ? result.message : null;
  const chosen = new Set(values?.events ?? []);

  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" className="size-4" />
          {t("webhooks.add.button")}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        {created ? (
          <>
            <DialogHeader>
              <DialogTitle>{t("webhooks.add.added")}</DialogTitle>
              <DialogDescription>{t("webhooks.add.secretOnce")}</DialogDescription>
            </DialogHeader>
            <SecretOnce secret={created.secret} />
            <DialogFooter>
              <Button asChild variant="outline">
                <Link to={`/assignor/api/webhooks/${created.endpointId}`}>{t("webhooks.add.viewLog")}</Link>
              </Button>
              <Button onClick={() => dialog.onOpenChange(false)}>{t("webhooks.done")}</Button>
            </DialogFooter>
          </>
        ) : (
          <fetcher.Form
            method="post"
            action="/assignor/api/webhooks"
            noValidate
            key={dialog.formKey}
            className="flex flex-col gap-4"
          >
            <DialogHeader>
              <DialogTitle>{t("webhooks.add.title")}</DialogTitle>
              <DialogDescription>{t("webhooks.add.description")}</DialogDescription>
            </DialogHeader>
            {refusal ? (
              <p role="alert" className="text-sm text-destructive">
                {refusal}
              </p>
            ) : null}
            <TextField
              idPrefix="webhook"
              name="url"
              label={t("webhooks.add.url")}
              errors={errors}
              className="flex flex-col gap-1.5"
              type="url"
              placeholder={URL_EXAMPLE}
              defaultValue={values?.url}
            />
            <TextField
              idPrefix="webhook"
              name="description"
              label={t("webhooks.add.descriptionField")}
              errors={errors}
              className="flex flex-col gap-1.5"
              placeholder={t("webhooks.add.descriptionPlaceholder")}
              defaultValue={values?.description}
            />
            <fieldset
              className="flex flex-col gap-2"
              aria-describedby={errors.events ? "webhook-events-error" : undefined}
            >
              <legend className="mb-1 text-sm font-medium">{t("webhooks.add.events")}</legend>
              {WEBHOOK_EVENTS.map((event) => (
                <div key={event} className="flex items-start gap-2">
                  <Checkbox
                    id={`webhook-event-${event}`}
                    name="events"
                    value={event}
                    defaultChecked={values ? chosen.has(event) : true}
                    className="mt-0.5"
                  />
                  <Label htmlFor={`webhook-event-${event}`} className="flex flex-col items-start gap-0 font-normal">
                    <code className="font-mono text-xs">{event}</code>
                    <span className="text-xs text-muted-foreground">{eventDescription(t, event)}</span>
                  </Label>
                </div>
              ))}
              {errors.events?.[0] ? (
                <p id="webhook-events-error" className="text-sm text-destructive">
                  {errors.events[0]}
                </p>
              ) : null}
            </fieldset>
            <DialogFooter>
              <Button type="submit" disabled={dialog.busy}>
                <Webhook aria-hidden="true" className="size-4" />
                {dialog.busy ? t("webhooks.add.adding") : t("webhooks.add.button")}
              </Button>
            </DialogFooter>
          </fetcher.Form>
        )}
      </DialogContent>
    </Dialog>
  );
}
