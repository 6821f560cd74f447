/**
 * The referee settings page's Security tab: change the password (ends every other session) and the
 * list of signed-in devices with Sign out for each other one. Posts to the page's own action, through
 * fetchers, so it also works as plain forms before JavaScript loads.
 */
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/toast";
import { PASSWORD_MIN_LENGTH } from "~/domain/password-strength";
import { createChangePasswordSchema } from "~/domain/settings";
import { useT } from "~/i18n/react";

export interface SessionRow {
  id: string;
  device: string;
  created: string;
  lastActive: string;
  current: boolean;
}

interface Answer {
  intent: string;
  ok: boolean;
  result?: SubmissionResult<string[]>;
  message?: string;
}

export function SecurityPanel({
  account,
  sessions,
  lastResult,
}: {
  account: { email: string; name: string };
  sessions: readonly SessionRow[];
  lastResult?: Answer | null;
}) {
  return (
    <div className="grid gap-6">
      <ChangePasswordCard account={account} lastResult={lastResult?.intent === "change-password" ? lastResult : null} />
      <SessionsCard sessions={sessions} lastResult={lastResult} />
    </div>
  );
}

function PasswordField({
  field,
  label,
  autoComplete,
  hint,
}: {
  field: {
    id: string;
    name: string;
    key: string | undefined;
    errors?: string[];
    errorId: string;
    descriptionId: string;
  };
  label: string;
  autoComplete: string;
  hint?: string;
}) {
  const describedBy = [field.errors ? field.errorId : null, hint ? field.descriptionId : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="grid gap-2">
      <Label htmlFor={field.id}>{label}</Label>
      <Input
        key={field.key}
        id={field.id}
        name={field.name}
        type="password"
        autoComplete={autoComplete}
        aria-invalid={field.errors ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? (
        <p id={field.descriptionId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {field.errors ? (
        <ul id={field.errorId} className="text-sm font-medium text-destructive">
          {field.errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function ChangePasswordCard({
  account,
  lastResult,
}: {
  account: { email: string; name: string };
  lastResult: Answer | null;
}) {
  const fetcher = useFetcher<Answer>();
  const t = useT();
  const answer = fetcher.data ?? lastResult;
  const [form, fields] = useForm({
    id: "change-password",
    lastResult: answer?.result ?? null,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      return parseWithValibot(formData, { schema: createChangePasswordSchema(account) });
    },
  });
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data?.ok || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    toast({ title: t("settings.security.toastTitle"), description: t("settings.security.toastDescription") });
  }, [fetcher.state, fetcher.data, t]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("settings.security.changePassword")}</CardTitle>
        <CardDescription>{t("settings.security.changePasswordDescription")}</CardDescription>
      </CardHeader>
      <CardContent>
        <fetcher.Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="grid max-w-md gap-4">
          <input type="hidden" name="intent" value="change-password" />
          <PasswordField
            field={fields.currentPassword}
            label={t("settings.security.currentPassword")}
            autoComplete="current-password"
          />
          <PasswordField
            field={fields.newPassword}
            label={t("settings.security.newPassword")}
            autoComplete="new-password"
            hint={t("settings.security.newPasswordHint", { min: PASSWORD_MIN_LENGTH })}
          />
          <PasswordField
            field={fields.confirmPassword}
            label={t("settings.security.confirmPassword")}
            autoComplete="new-password"
          />
          {answer?.ok ? (
            <p role="status" className="text-sm font-medium text-success">
              {t("settings.security.passwordChanged")}
            </p>
          ) : null}
          <div>
            <Button type="submit" disabled={fetcher.state !== "idle"}>
              {fetcher.state !== "idle" ? t("settings.security.changing") : t("settings.security.changePassword")}
            </Button>
          </div>
        </fetcher.Form>
      </CardContent>
    </Card>
  );
}

function SessionsCard({ sessions, lastResult }: { sessions: readonly SessionRow[]; lastResult?: Answer | null }) {
  const revoker = useFetcher<Answer>();
  const t = useT();
  const answer = revoker.data ?? (lastResult?.intent?.startsWith("revoke") ? lastResult : null);
  const others = sessions.filter((session) => !session.current);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("settings.security.sessions")}</CardTitle>
        <CardDescription>{t("settings.security.sessionsDescription")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-2" aria-label={t("settings.security.sessions")}>
          {sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center gap-3 rounded-md border p-3">
              <div className="grid min-w-0 flex-1 gap-0.5">
                <span className="flex items-center gap-2 font-medium">
                  {session.device}
                  {session.current ? <Badge variant="info">{t("settings.security.thisDevice")}</Badge> : null}
                </span>
                <span className="text-sm text-muted-foreground">
                  {t("settings.security.sessionTimes", { created: session.created, lastActive: session.lastActive })}
                </span>
              </div>
              {session.current ? null : (
                <revoker.Form method="post">
                  <input type="hidden" name="intent" value="revoke-session" />
                  <input type="hidden" name="sessionId" value={session.id} />
                  <Button
                    type="submit"
                    variant="outline"
                    size="sm"
                    aria-label={t("settings.security.signOutDevice", {
                      device: session.device,
                      lastActive: session.lastActive,
                    })}
                  >
                    {t("settings.security.signOut")}
                  </Button>
                </revoker.Form>
              )}
            </li>
          ))}
        </ul>
        {answer && !answer.ok && answer.message ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {answer.message}
          </p>
        ) : null}
        {others.length > 0 ? (
          <revoker.Form method="post">
            <input type="hidden" name="intent" value="revoke-other-sessions" />
            <Button type="submit" variant="destructive">
              {t("settings.security.signOutOthers")}
            </Button>
          </revoker.Form>
        ) : (
          <p className="text-sm text-muted-foreground">{t("settings.security.onlyThisDevice")}</p>
        )}
      </CardContent>
    </Card>
  );
}
