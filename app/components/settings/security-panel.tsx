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
    toast({ title: "Password changed", description: "Every other session has been signed out." });
  }, [fetcher.state, fetcher.data]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change password</CardTitle>
        <CardDescription>After the change, every other device is signed out; this one stays signed in.</CardDescription>
      </CardHeader>
      <CardContent>
        <fetcher.Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="grid max-w-md gap-4">
          <input type="hidden" name="intent" value="change-password" />
          <PasswordField field={fields.currentPassword} label="Current password" autoComplete="current-password" />
          <PasswordField
            field={fields.newPassword}
            label="New password"
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN_LENGTH} characters, and not your email address.`}
          />
          <PasswordField field={fields.confirmPassword} label="Confirm new password" autoComplete="new-password" />
          {answer?.ok ? (
            <p role="status" className="text-sm font-medium text-success">
              Password changed. Other sessions were signed out.
            </p>
          ) : null}
          <div>
            <Button type="submit" disabled={fetcher.state !== "idle"}>
              {fetcher.state !== "idle" ? "Changing..." : "Change password"}
            </Button>
          </div>
        </fetcher.Form>
      </CardContent>
    </Card>
  );
}

function SessionsCard({ sessions, lastResult }: { sessions: readonly SessionRow[]; lastResult?: Answer | null }) {
  const revoker = useFetcher<Answer>();
  const answer = revoker.data ?? (lastResult?.intent?.startsWith("revoke") ? lastResult : null);
  const others = sessions.filter((session) => !session.current);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Active sessions</CardTitle>
        <CardDescription>
          Where your account is signed in. Sign out any device you don&apos;t recognize.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-2" aria-label="Active sessions">
          {sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center gap-3 rounded-md border p-3">
              <div className="grid min-w-0 flex-1 gap-0.5">
                <span className="flex items-center gap-2 font-medium">
                  {session.device}
                  {session.current ? <Badge variant="info">This device</Badge> : null}
                </span>
                <span className="text-sm text-muted-foreground">
                  Signed in {session.created} · Last active {session.lastActive}
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
                    aria-label={`Sign out ${session.device}, last active ${session.lastActive}`}
                  >
                    Sign out
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
              Sign out of all other sessions
            </Button>
          </revoker.Form>
        ) : (
          <p className="text-sm text-muted-foreground">You are signed in on this device only.</p>
        )}
      </CardContent>
    </Card>
  );
}
