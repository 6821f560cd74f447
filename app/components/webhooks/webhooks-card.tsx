import { useState } from "react";
import { Link } from "react-router";
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
import { deliveryStatusLabel, WEBHOOK_EVENT_DESCRIPTIONS, WEBHOOK_EVENTS } from "~/domain/webhooks";
import type { CreateWebhookAction } from "~/routes/assignor/webhooks";

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

const timeFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

export function formatUtc(iso: string | null): string {
  return iso ? `${timeFormat.format(new Date(iso))} UTC` : "—";
}

export const DELIVERY_BADGES: Record<string, BadgeVariant> = {
  Delivered: "success",
  Failed: "destructive",
  Retrying: "warning",
  Queued: "secondary",
};

/**
 * The Webhooks section of `/assignor/api`: endpoints, their state and last delivery, and Add endpoint;
 * `off` says why webhooks cannot be signed (production without `WEBHOOK_SECRET_KEY`).
 */
export function WebhooksCard({ endpoints, off }: { endpoints: WebhookEndpointRow[]; off: string | null }) {
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle render="h2">Webhooks</CardTitle>
          <CardDescription>
            Whistle posts a signed JSON message to your endpoint when games, assignments or the schedule change. Failed
            deliveries are retried for 24 hours.{" "}
            <Link className="underline" to="/api/reference#webhooks">
              How to verify signatures
            </Link>
            .
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
          <p className="text-sm text-muted-foreground">
            No webhook endpoints yet. Add one to be told of changes as they happen.
          </p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Endpoint</TableHead>
                <TableHead>Events</TableHead>
                <TableHead>State</TableHead>
                <TableHead>Last delivery</TableHead>
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {endpoints.map((endpoint) => {
                const last = endpoint.lastDelivery ? deliveryStatusLabel(endpoint.lastDelivery.status, 1) : null;
                return (
                  <TableRow key={endpoint.id}>
                    <TableCell>
                      <code className="break-all font-mono text-xs">{endpoint.url}</code>
                      {endpoint.description ? (
                        <p className="text-xs text-muted-foreground">{endpoint.description}</p>
                      ) : null}
                      {endpoint.urlProblem ? (
                        <p className="text-xs text-destructive">{`Deliveries stopped: ${endpoint.urlProblem}`}</p>
                      ) : null}
                    </TableCell>
                    <TableCell>
                      {endpoint.events.length === WEBHOOK_EVENTS.length ? "All events" : endpoint.events.join(", ")}
                    </TableCell>
                    <TableCell>
                      <Badge variant={endpoint.enabled ? "success" : "secondary"}>
                        {endpoint.enabled ? "Enabled" : "Disabled"}
                      </Badge>
                    </TableCell>
                    <TableCell>
                      {last && endpoint.lastDelivery ? (
                        <span className="flex flex-col gap-0.5">
                          <Badge variant={DELIVERY_BADGES[last] ?? "secondary"}>{last}</Badge>
                          <span className="text-xs text-muted-foreground">{formatUtc(endpoint.lastDelivery.at)}</span>
                        </span>
                      ) : (
                        "None yet"
                      )}
                    </TableCell>
                    <TableCell className="text-right">
                      <Button asChild variant="outline" size="sm">
                        <Link to={`/assignor/api/webhooks/${endpoint.id}`} aria-label={`Manage ${endpoint.url}`}>
                          Manage
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
        {copied === secret ? "Copied" : "Copy"}
      </Button>
    </div>
  );
}

function AddEndpointDialog() {
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
          Add endpoint
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        {created ? (
          <>
            <DialogHeader>
              <DialogTitle>Endpoint added</DialogTitle>
              <DialogDescription>
                Copy the signing secret now: it is shown only once. Use it to check the Whistle-Signature header of
                every delivery.
              </DialogDescription>
            </DialogHeader>
            <SecretOnce secret={created.secret} />
            <DialogFooter>
              <Button asChild variant="outline">
                <Link to={`/assignor/api/webhooks/${created.endpointId}`}>View delivery log</Link>
              </Button>
              <Button onClick={() => dialog.onOpenChange(false)}>Done</Button>
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
              <DialogTitle>Add webhook endpoint</DialogTitle>
              <DialogDescription>
                Whistle will POST JSON to this https URL (port 443, a public address) for the events you choose.
              </DialogDescription>
            </DialogHeader>
            {refusal ? (
              <p role="alert" className="text-sm text-destructive">
                {refusal}
              </p>
            ) : null}
            <TextField
              idPrefix="webhook"
              name="url"
              label="Endpoint URL"
              errors={errors}
              className="flex flex-col gap-1.5"
              type="url"
              placeholder="https://example.com/whistle-webhooks"
              defaultValue={values?.url}
            />
            <TextField
              idPrefix="webhook"
              name="description"
              label="Description (optional)"
              errors={errors}
              className="flex flex-col gap-1.5"
              placeholder="e.g. League website sync"
              defaultValue={values?.description}
            />
            <fieldset
              className="flex flex-col gap-2"
              aria-describedby={errors.events ? "webhook-events-error" : undefined}
            >
              <legend className="mb-1 text-sm font-medium">Events</legend>
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
                    <span className="text-xs text-muted-foreground">{WEBHOOK_EVENT_DESCRIPTIONS[event]}</span>
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
                {dialog.busy ? "Adding..." : "Add endpoint"}
              </Button>
            </DialogFooter>
          </fetcher.Form>
        )}
      </DialogContent>
    </Dialog>
  );
}
