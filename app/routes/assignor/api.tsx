import { useState } from "react";
import { useFormats } from "~/components/formats";
import { data, Link } from "react-router";
import { Trans } from "@lingui/react";
import { Copy, KeyRound, Plus } from "lucide-react";
import type { Route } from "./+types/api";
import { useFetcherDialog } from "~/components/use-fetcher-dialog";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
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
import { fieldClasses } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { cn } from "~/components/ui/utils";
import { ApiKeyInputSchema, type ApiCredentialKind, type ApiScope } from "~/domain/api-keys";
import type { MessageId } from "~/i18n/messages";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";
import { formText, parseSubmission } from "~/domain/forms";
import { createApiKey, listApiKeys, revokeApiKey } from "~/server/api-keys.server";
import { requireStaff } from "~/server/auth.server";
import { dispatchIntent } from "~/server/intents.server";
import { getAppContext } from "~/server/context.server";
import { WebhooksCard } from "~/components/webhooks/webhooks-card";
import { webhookUrlProblem } from "~/domain/webhook-url";
import { listWebhookEndpoints, withLastDelivery } from "~/server/webhook-endpoints.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "API Keys | Assignor Dashboard | Whistle" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { organization } = await requireStaff(context, request, "organization");
  const { db, config } = getAppContext(context);
  const allowInsecure = config.webhooks.allowInsecureUrls;
  // One round trip: the keys and the endpoints with each one's latest delivery.
  const [keys, endpointRows] = await db.batch([
    listApiKeys(db, organization.id),
    listWebhookEndpoints(db, organization.id),
  ]);
  return {
    title: tr("api.metaTitle"),
    webhooks: endpointRows.map(withLastDelivery).map((endpoint) => ({
      id: endpoint.id,
      url: endpoint.url,
      description: endpoint.description,
      events: endpoint.events,
      enabled: endpoint.disabledAt === null,
      // Registered under older rules: deliveries stop before sending (decision 0056); say why here.
      urlProblem: webhookUrlProblem(endpoint.url, { allowInsecure }),
      lastDelivery: endpoint.lastDelivery
        ? { ...endpoint.lastDelivery, at: endpoint.lastDelivery.at.toISOString() }
        : null,
    })),
    webhooksOff: config.webhooks.signing.enabled ? null : config.webhooks.signing.reason,
    keys: keys.map((key) => ({
      id: key.id,
      name: key.name,
      kind: key.kind as ApiCredentialKind,
      scope: key.scope as ApiScope,
      prefix: key.prefix,
      createdBy: key.createdByFirstName
        ? `${key.createdByFirstName} ${key.createdByLastName}`
        : tr("api.formerAssignor"),
      createdAt: key.createdAt.toISOString(),
      lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
      revokedAt: key.revokedAt?.toISOString() ?? null,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  // The layout's guard does not cover actions: check again here.
  const { user, organization } = await requireStaff(context, request, "organization");
  const { db } = getAppContext(context);
  const form = await request.formData();

  return dispatchIntent(form, {
    revoke: async () => {
      const revoked = await revokeApiKey(db, {
        organizationId: organization.id,
        actorId: user.id,
        keyId: formText(form, "keyId"),
      });
      if (!revoked)
        return data(
          {
            ok: false as const,
            intent: "revoke" as const,
            message: tr("api.revoke.gone"),
          },
          { status: 404 },
        );
      return { ok: true as const, intent: "revoke" as const, message: tr("api.revoke.done") };
    },
    create: async () => {
      const values = {
        name: formText(form, "name"),
        scope: form.has("scope") ? formText(form, "scope") : "read",
        kind: form.has("kind") ? formText(form, "kind") : "key",
      };
      const parsed = parseSubmission(ApiKeyInputSchema, values);
      if (!parsed.ok) {
        return data(
          { ok: false as const, intent: "create" as const, errors: parsed.fieldErrors, values },
          { status: 400 },
        );
      }
      const created = await createApiKey(db, {
        organizationId: organization.id,
        actorId: user.id,
        input: parsed.value,
      });
      return {
        ok: true as const,
        intent: "create" as const,
        name: parsed.value.name,
        kind: parsed.value.kind,
        clientId: created.id,
        secret: created.secret,
      };
    },
  });
}

export type ApiKeysAction = typeof action;

const KIND_LABELS: Record<ApiCredentialKind, MessageId> = {
  key: "api.kind.key",
  oauth_client: "api.kind.oauth_client",
};
const SCOPE_LABELS: Record<ApiScope, MessageId> = { read: "api.scope.read", write: "api.scope.write" };
/** What the page shows of a key and where tokens come from: code, not words. */
const BEARER_HEADER = "Authorization: Bearer <key>";
const TOKEN_PATH = "/api/v1/oauth/token";
const ELLIPSIS = "…";

export default function ApiKeys({ loaderData }: Route.ComponentProps) {
  const formats = useFormats();
  const t = useT();
  const formatDate = (iso: string | null) => (iso ? formats.instantDate(iso) : t("api.never"));
  const live = loaderData.keys.filter((key) => !key.revokedAt);
  const revoked = loaderData.keys.filter((key) => key.revokedAt);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t("api.title")}</h1>
          <p className="text-sm text-muted-foreground">
            <Trans id="api.intro" components={{ 0: <Link className="underline" to="/api/reference" /> }} />
          </p>
        </div>
        <CreateKeyDialog />
      </div>

      <Card>
        <CardHeader>
          <CardTitle render="h2">{t("api.active.title")}</CardTitle>
          <CardDescription>
            <Trans
              id="api.active.description"
              values={{ header: BEARER_HEADER, tokenPath: TOKEN_PATH }}
              components={{ 0: <code className="font-mono" />, 1: <code className="font-mono" /> }}
            />
          </CardDescription>
        </CardHeader>
        <CardContent>
          {live.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("api.active.empty")}</p>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t("api.col.name")}</TableHead>
                  <TableHead>{t("api.col.type")}</TableHead>
                  <TableHead>{t("api.col.key")}</TableHead>
                  <TableHead>{t("api.col.access")}</TableHead>
                  <TableHead>{t("api.col.created")}</TableHead>
                  <TableHead>{t("api.col.lastUsed")}</TableHead>
                  <TableHead>
                    <span className="sr-only">{t("api.col.actions")}</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {live.map((key) => (
                  <TableRow key={key.id}>
                    <TableCell className="font-medium">{key.name}</TableCell>
                    <TableCell>{t(KIND_LABELS[key.kind])}</TableCell>
                    <TableCell>
                      <code className="font-mono text-xs">
                        {key.kind === "oauth_client" ? t("api.clientId", { id: key.id }) : `${key.prefix}${ELLIPSIS}`}
                      </code>
                    </TableCell>
                    <TableCell>
                      <Badge variant={key.scope === "write" ? "default" : "secondary"}>
                        {t(SCOPE_LABELS[key.scope])}
                      </Badge>
                    </TableCell>
                    <TableCell>
                      {t("api.createdBy", { date: formatDate(key.createdAt), name: key.createdBy })}
                    </TableCell>
                    <TableCell>{formatDate(key.lastUsedAt)}</TableCell>
                    <TableCell className="text-right">
                      <RevokeKeyDialog keyId={key.id} name={key.name} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>

      {revoked.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle render="h2">{t("api.revoked.title")}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="divide-y text-sm">
              {revoked.map((key) => (
                <li key={key.id} className="flex flex-wrap justify-between gap-2 py-2 text-muted-foreground">
                  <span>
                    {key.kind === "oauth_client"
                      ? t("api.revoked.oauth", { name: key.name })
                      : t("api.revoked.key", { name: key.name, prefix: key.prefix })}
                  </span>
                  <span>{t("api.revoked.on", { date: formatDate(key.revokedAt) })}</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}

      <WebhooksCard endpoints={loaderData.webhooks} off={loaderData.webhooksOff} />
    </div>
  );
}

/** Create a key; on success the same dialog shows the secret, once, until it is closed. */
function CreateKeyDialog() {
  const t = useT();
  const dialog = useFetcherDialog<ApiKeysAction>(() => false);
  const { fetcher } = dialog;
  const result = dialog.result;
  const created = result && result.ok && result.intent === "create" && "secret" in result ? result : undefined;
  const errors: Record<string, string[] | undefined> = result && !result.ok && "errors" in result ? result.errors : {};
  const values = result && !result.ok && "values" in result ? result.values : undefined;
  const [copied, setCopied] = useState<string | null>(null);

  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" className="size-4" />
          {t("api.create.button")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        {created ? (
          <>
            <DialogHeader>
              <DialogTitle>
                {t("api.created.title", { kind: t(KIND_LABELS[created.kind]), name: created.name })}
              </DialogTitle>
              <DialogDescription>
                {created.kind === "key" ? t("api.created.copyKey") : t("api.created.copySecret")}
              </DialogDescription>
            </DialogHeader>
            {created.kind === "oauth_client" ? (
              <p className="text-sm">
                {t("api.created.clientId")}{" "}
                <code data-testid="new-client-id" className="break-all font-mono">
                  {created.clientId}
                </code>
              </p>
            ) : null}
            <div className="flex items-center gap-2">
              <code
                data-testid="new-api-key"
                className="flex-1 break-all rounded-md bg-muted px-3 py-2 font-mono text-sm"
              >
                {created.secret}
              </code>
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  void navigator.clipboard?.writeText(created.secret).then(() => setCopied(created.secret));
                }}
              >
                <Copy aria-hidden="true" />
                {copied === created.secret ? t("webhooks.copied") : t("webhooks.copy")}
              </Button>
            </div>
            <DialogFooter>
              <Button onClick={() => dialog.onOpenChange(false)}>{t("webhooks.done")}</Button>
            </DialogFooter>
          </>
        ) : (
          <fetcher.Form method="post" noValidate key={dialog.formKey} className="flex flex-col gap-4">
            <DialogHeader>
              <DialogTitle>{t("api.create.title")}</DialogTitle>
              <DialogDescription>{t("api.create.description")}</DialogDescription>
            </DialogHeader>
            <input type="hidden" name="intent" value="create" />
            <TextField
              idPrefix="api-key"
              name="name"
              label={t("api.create.name")}
              errors={errors}
              className="flex flex-col gap-1.5"
              placeholder={t("api.create.namePlaceholder")}
              defaultValue={values?.name}
            />
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="api-key-kind">{t("api.create.type")}</Label>
              <select
                id="api-key-kind"
                name="kind"
                defaultValue={values?.kind ?? "key"}
                className={cn(fieldClasses, "h-10")}
              >
                <option value="key">{t("api.create.typeKey")}</option>
                <option value="oauth_client">{t("api.create.typeOauth")}</option>
              </select>
              {errors.kind?.[0] ? <p className="text-sm text-destructive">{errors.kind[0]}</p> : null}
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="api-key-scope">{t("api.create.access")}</Label>
              <select
                id="api-key-scope"
                name="scope"
                defaultValue={values?.scope ?? "read"}
                className={cn(fieldClasses, "h-10")}
              >
                <option value="read">{t("api.scope.read")}</option>
                <option value="write">{t("api.scope.write")}</option>
              </select>
              {errors.scope?.[0] ? <p className="text-sm text-destructive">{errors.scope[0]}</p> : null}
            </div>
            <DialogFooter>
              <Button type="submit" disabled={dialog.busy}>
                <KeyRound aria-hidden="true" className="size-4" />
                {dialog.busy ? t("api.create.creating") : t("api.create.submit")}
              </Button>
            </DialogFooter>
          </fetcher.Form>
        )}
      </DialogContent>
    </Dialog>
  );
}

function RevokeKeyDialog({ keyId, name }: { keyId: string; name: string }) {
  const t = useT();
  const dialog = useFetcherDialog<ApiKeysAction>();
  const { fetcher } = dialog;
  const failure = dialog.result && !dialog.result.ok && "message" in dialog.result ? dialog.result.message : null;
  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={t("api.revoke.label", { name })}>
          {t("api.revoke.button")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <fetcher.Form method="post" key={dialog.formKey} className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{t("api.revoke.title", { name })}</DialogTitle>
            <DialogDescription>{t("api.revoke.description")}</DialogDescription>
          </DialogHeader>
          <input type="hidden" name="intent" value="revoke" />
          <input type="hidden" name="keyId" value={keyId} />
          {failure ? <p className="text-sm text-destructive">{failure}</p> : null}
          <DialogFooter>
            <Button type="submit" variant="destructive" disabled={dialog.busy}>
              {dialog.busy ? t("api.revoke.revoking") : t("api.revoke.submit")}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
