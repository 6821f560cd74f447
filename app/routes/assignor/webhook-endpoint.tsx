import { data, Link, redirect, useFetcher } from "react-router";
import { useLingui } from "@lingui/react";
import { ArrowLeft, RefreshCw, Send } from "lucide-react";
import type { Route } from "./+types/webhook-endpoint";
import { useFetcherDialog } from "~/components/use-fetcher-dialog";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { DELIVERY_BADGES, formatUtc, SecretOnce } from "~/components/webhooks/webhooks-card";
import { formText } from "~/domain/forms";
import type { Refused } from "~/domain/outcome";
import { deliveryState } from "~/domain/webhooks";
import { deliveryStateLabel } from "~/components/webhooks/labels";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";
import { requireStaff } from "~/server/auth.server";
import { dispatchIntent } from "~/server/intents.server";
import { getAppContext } from "~/server/context.server";
import { deliverWebhooks } from "~/server/webhook-delivery.server";
import {
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  rotateWebhookSecret,
  setWebhookEndpointEnabled,
  webhookEndpointQuery,
} from "~/server/webhook-endpoints.server";
import { listWebhookDeliveries, queueTestEvent, redeliverWebhook } from "~/server/webhook-queue.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Webhook endpoint | Assignor Dashboard | Whistle" },
];

const notFound = () => data({ ok: false as const, message: tr("webhookEndpoint.notFound") }, { status: 404 });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { organization } = await requireStaff(context, request, "organization");
  const { db } = getAppContext(context);
  // One round trip: the endpoint and its latest deliveries (none when it is not this organization's).
  const [[endpoint], deliveries] = await db.batch([
    webhookEndpointQuery(db, organization.id, params.endpointId),
    listWebhookDeliveries(db, { organizationId: organization.id, endpointId: params.endpointId }),
  ]);
  if (!endpoint) throw notFound();
  return {
    title: tr("webhookEndpoint.metaTitle"),
    endpoint: {
      id: endpoint.id,
      url: endpoint.url,
      description: endpoint.description,
      events: endpoint.events,
      enabled: endpoint.disabledAt === null,
      createdAt: endpoint.createdAt.toISOString(),
    },
    deliveries: deliveries.map((delivery) => ({
      id: delivery.id,
      event: delivery.event,
      state: deliveryState(delivery.status, delivery.attempts),
      attempts: delivery.attempts,
      lastStatusCode: delivery.lastStatusCode,
      lastError: delivery.lastError,
      createdAt: delivery.createdAt.toISOString(),
      nextAttemptAt: delivery.status === "pending" ? (delivery.nextAttemptAt?.toISOString() ?? null) : null,
      deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
      payload: delivery.payload,
    })),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, organization } = await requireStaff(context, request, "organization");
  const { db, env } = getAppContext(context);
  const form = await request.formData();
  const scope = { organizationId: organization.id, actorId: user.id, endpointId: params.endpointId };
  // Enable, disable, rotate and delete read the endpoint themselves (read, then one batch of writes);
  // only sending checks it here first.

  const refusedAs = (intent: string, result: Refused) =>
    data({ ok: false as const, intent, message: result.message }, { status: result.status });

  const setEnabled = async (intent: "enable" | "disable") => {
    const result = await setWebhookEndpointEnabled(db, { ...scope, enabled: intent === "enable" });
    if (!result.ok) return refusedAs(intent, result);
    return {
      ok: true as const,
      intent,
      message: intent === "enable" ? tr("webhookEndpoint.enabled") : tr("webhookEndpoint.disabled"),
    };
  };
  const send = async (intent: "redeliver" | "test") => {
    const endpoint = await getWebhookEndpoint(db, organization.id, params.endpointId);
    if (!endpoint) return notFound();
    const queued =
      intent === "test"
        ? await queueTestEvent(db, { organizationId: organization.id, endpointId: endpoint.id })
        : await redeliverWebhook(db, { organizationId: organization.id, deliveryId: formText(form, "deliveryId") });
    if (!queued.ok) return refusedAs(intent, queued);
    // Sent now, so the log shows the answer; the cron job retries a failure.
    const report = await deliverWebhooks(db, env, { only: [queued.deliveryId] });
    const message = report.delivered
      ? tr("webhookEndpoint.delivered")
      : intent === "test"
        ? tr("webhookEndpoint.testFailed")
        : tr("webhookEndpoint.retrying");
    return { ok: true as const, intent, message };
  };

  return dispatchIntent(form, {
    enable: () => setEnabled("enable"),
    disable: () => setEnabled("disable"),
    rotate: async () => {
      const rotated = await rotateWebhookSecret(db, env, scope);
      if (!rotated.ok) return refusedAs("rotate", rotated);
      return {
        ok: true as const,
        intent: "rotate" as const,
        message: tr("webhookEndpoint.rotated"),
        secret: rotated.secret,
      };
    },
    delete: async () => {
      const deleted = await deleteWebhookEndpoint(db, scope);
      if (!deleted.ok) return refusedAs("delete", deleted);
      throw redirect("/assignor/api");
    },
    redeliver: () => send("redeliver"),
    test: () => send("test"),
  });
}

export type WebhookEndpointAction = typeof action;

/** Card titles as h2: this page's heading is the h1 above them. */
const TITLE = "text-lg leading-tight font-semibold tracking-tight";
/** An empty cell, and the prefix of an HTTP status code: marks, not words. */
const NONE = "—";
const HTTP = "HTTP";

export default function WebhookEndpointPage({ loaderData }: Route.ComponentProps) {
  const { endpoint, deliveries } = loaderData;
  const t = useT();
  const { i18n } = useLingui();
  const utc = (iso: string | null) => formatUtc(t, i18n.locale, iso);
  const toggle = useFetcher<WebhookEndpointAction>();
  const test = useFetcher<WebhookEndpointAction>();
  const testMessage = test.state === "idle" && test.data && "message" in test.data ? test.data.message : null;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <Link to="/assignor/api" className="inline-flex items-center gap-1 text-sm text-muted-foreground underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("webhookEndpoint.back")}
        </Link>
        <h1 className="mt-2 break-all text-2xl font-bold tracking-tight">{endpoint.url}</h1>
        {endpoint.description ? <p className="text-sm text-muted-foreground">{endpoint.description}</p> : null}
      </div>

      <Card>
        <CardHeader>
          <h2 className={`${TITLE} flex items-center gap-2`}>
            {t("webhookEndpoint.endpoint")}
            <Badge variant={endpoint.enabled ? "success" : "secondary"}>
              {endpoint.enabled ? t("webhooks.card.enabled") : t("webhooks.card.disabled")}
            </Badge>
          </h2>
          <CardDescription>{t("webhookEndpoint.events", { events: endpoint.events.join(", ") })}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap items-center gap-2">
          <test.Form method="post">
            <input type="hidden" name="intent" value="test" />
            <Button type="submit" variant="outline" disabled={test.state !== "idle"}>
              <Send aria-hidden="true" className="size-4" />
              {test.state !== "idle" ? t("webhookEndpoint.sending") : t("webhookEndpoint.sendTest")}
            </Button>
          </test.Form>
          <toggle.Form method="post">
            <input type="hidden" name="intent" value={endpoint.enabled ? "disable" : "enable"} />
            <Button type="submit" variant="outline" disabled={toggle.state !== "idle"}>
              {endpoint.enabled ? t("webhookEndpoint.disable") : t("webhookEndpoint.enable")}
            </Button>
          </toggle.Form>
          <RotateSecretDialog />
          <DeleteEndpointDialog url={endpoint.url} />
          {testMessage ? (
            <p role="status" className="w-full text-sm">
              {testMessage}
            </p>
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <h2 className={TITLE}>{t("webhookEndpoint.log.title")}</h2>
          <CardDescription>{t("webhookEndpoint.log.description")}</CardDescription>
        </CardHeader>
        <CardContent>
          {deliveries.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("webhookEndpoint.log.empty")}</p>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t("webhookEndpoint.col.event")}</TableHead>
                  <TableHead>{t("webhookEndpoint.col.status")}</TableHead>
                  <TableHead>{t("webhookEndpoint.col.attempts")}</TableHead>
                  <TableHead>{t("webhookEndpoint.col.lastAnswer")}</TableHead>
                  <TableHead>{t("webhookEndpoint.col.time")}</TableHead>
                  <TableHead>
                    <span className="sr-only">{t("webhookEndpoint.col.actions")}</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {deliveries.map((delivery) => (
                  <TableRow key={delivery.id} data-testid="webhook-delivery">
                    <TableCell>
                      <details>
                        <summary className="cursor-pointer font-mono text-xs">{delivery.event}</summary>
                        <pre className="mt-2 max-w-md overflow-x-auto whitespace-pre-wrap break-all rounded bg-muted p-2 text-xs">
                          {delivery.payload}
                        </pre>
                      </details>
                    </TableCell>
                    <TableCell>
                      <Badge variant={DELIVERY_BADGES[delivery.state]}>{deliveryStateLabel(t, delivery.state)}</Badge>
                    </TableCell>
                    <TableCell>{delivery.attempts}</TableCell>
                    <TableCell className="max-w-xs text-xs">
                      {delivery.lastStatusCode !== null ? `${HTTP} ${delivery.lastStatusCode}` : ""}
                      {delivery.lastError ? (
                        <span className="block break-words text-muted-foreground">{delivery.lastError}</span>
                      ) : null}
                      {delivery.lastStatusCode === null && !delivery.lastError ? NONE : null}
                    </TableCell>
                    <TableCell className="text-xs">
                      {utc(delivery.createdAt)}
                      {delivery.nextAttemptAt ? (
                        <span className="block text-muted-foreground">
                          {t("webhookEndpoint.nextTry", { time: utc(delivery.nextAttemptAt) })}
                        </span>
                      ) : null}
                    </TableCell>
                    <TableCell className="text-right">
                      <RedeliverButton deliveryId={delivery.id} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function RedeliverButton({ deliveryId }: { deliveryId: string }) {
  const t = useT();
  const fetcher = useFetcher<WebhookEndpointAction>();
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="redeliver" />
      <input type="hidden" name="deliveryId" value={deliveryId} />
      <Button type="submit" variant="outline" size="sm" disabled={fetcher.state !== "idle"}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {fetcher.state !== "idle" ? t("webhookEndpoint.sending") : t("webhookEndpoint.redeliver")}
      </Button>
    </fetcher.Form>
  );
}

function RotateSecretDialog() {
  const t = useT();
  const dialog = useFetcherDialog<WebhookEndpointAction>(() => false);
  const { fetcher } = dialog;
  const secret = dialog.result && "secret" in dialog.result && dialog.result.secret ? dialog.result.secret : null;
  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">{t("webhookEndpoint.rotate.button")}</Button>
      </DialogTrigger>
      <DialogContent>
        {secret ? (
          <>
            <DialogHeader>
              <DialogTitle>{t("webhookEndpoint.rotate.newTitle")}</DialogTitle>
              <DialogDescription>{t("webhookEndpoint.rotate.newDescription")}</DialogDescription>
            </DialogHeader>
            <SecretOnce secret={secret} />
            <DialogFooter>
              <Button onClick={() => dialog.onOpenChange(false)}>{t("webhooks.done")}</Button>
            </DialogFooter>
          </>
        ) : (
          <fetcher.Form method="post" key={dialog.formKey} className="flex flex-col gap-4">
            <DialogHeader>
              <DialogTitle>{t("webhookEndpoint.rotate.title")}</DialogTitle>
              <DialogDescription>{t("webhookEndpoint.rotate.description")}</DialogDescription>
            </DialogHeader>
            <input type="hidden" name="intent" value="rotate" />
            <DialogFooter>
              <Button type="submit" disabled={dialog.busy}>
                {dialog.busy ? t("webhookEndpoint.rotate.rotating") : t("webhookEndpoint.rotate.button")}
              </Button>
            </DialogFooter>
          </fetcher.Form>
        )}
      </DialogContent>
    </Dialog>
  );
}

function DeleteEndpointDialog({ url }: { url: string }) {
  const t = useT();
  const dialog = useFetcherDialog<WebhookEndpointAction>();
  const { fetcher } = dialog;
  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="destructive">{t("webhookEndpoint.delete.button")}</Button>
      </DialogTrigger>
      <DialogContent>
        <fetcher.Form method="post" key={dialog.formKey} className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{t("webhookEndpoint.delete.title")}</DialogTitle>
            <DialogDescription>{t("webhookEndpoint.delete.description", { url })}</DialogDescription>
          </DialogHeader>
          <input type="hidden" name="intent" value="delete" />
          <DialogFooter>
            <Button type="submit" variant="destructive" disabled={dialog.busy}>
              {dialog.busy ? t("webhookEndpoint.delete.deleting") : t("webhookEndpoint.delete.submit")}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
