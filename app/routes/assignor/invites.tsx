import { useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { Copy } from "lucide-react";
import type { Route } from "./+types/invites";
import { FieldErrors, FormMessage } from "~/components/auth-card";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { fieldClasses, Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { cn } from "~/components/ui/utils";
import { requireAssignor } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { createInvite, listPendingInvites, revokeInvite } from "~/server/invites.server";
import { parseInvite } from "../auth/forms";

export const meta: Route.MetaFunction = () => [{ title: "Invites | Assignor Dashboard | Whistle" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { organization } = await requireAssignor(context, request);
  const pending = await listPendingInvites(getAppContext(context).db, organization.id);
  return {
    inviteCode: organization.inviteCode,
    organizationName: organization.name,
    invites: pending.map((invite) => ({ ...invite, expiresAt: invite.expiresAt.toISOString() })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  // The layout's guard does not cover actions: check again here.
  const { user, organization } = await requireAssignor(context, request);
  const { db, env } = getAppContext(context);
  const form = await request.formData();
  const intent = form.get("intent");

  if (intent === "revoke") {
    const revoked = await revokeInvite(db, organization.id, String(form.get("inviteId") ?? ""));
    if (!revoked) throw data({ message: "No such invite." }, { status: 404 });
    return { notice: "Invite revoked.", fieldErrors: {} as Record<string, string[]>, values: {} as Record<string, string> };
  }
  if (intent !== "create") throw data({ message: "Unknown action." }, { status: 400 });

  const parsed = parseInvite(form);
  const values = { email: String(form.get("email") ?? ""), role: String(form.get("role") ?? "referee") };
  if (!parsed.ok) return data({ notice: null, fieldErrors: parsed.fieldErrors, values }, { status: 400 });
  await createInvite(db, {
    organization,
    invitedBy: user,
    email: parsed.value.email,
    role: parsed.value.role,
    publicOrigin: env.PUBLIC_ORIGIN,
  });
  return { notice: `Invite sent to ${parsed.value.email}.`, fieldErrors: {}, values: {} };
}

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

export default function Invites({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const creating = navigation.state === "submitting" && navigation.formData?.get("intent") === "create";
  const [copied, setCopied] = useState(false);
  const errors: Record<string, string[] | undefined> = actionData?.fieldErrors ?? {};

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <h1 className="text-2xl font-bold">Invites</h1>
      <FormMessage tone="success">{actionData?.notice}</FormMessage>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Invite code</CardTitle>
            <CardDescription>
              Referees type this code when they sign up to join {loaderData.organizationName}.
            </CardDescription>
          </CardHeader>
          <CardContent className="flex items-center gap-3">
            <code className="rounded-md bg-muted px-3 py-2 font-mono text-xl tracking-widest" data-testid="invite-code">
              {loaderData.inviteCode}
            </code>
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                void navigator.clipboard?.writeText(loaderData.inviteCode).then(() => setCopied(true));
              }}
            >
              <Copy aria-hidden="true" />
              {copied ? "Copied" : "Copy"}
            </Button>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Invite by email</CardTitle>
            <CardDescription>We email a sign-up link that works once, for 14 days.</CardDescription>
          </CardHeader>
          <CardContent>
            <Form method="post" noValidate className="space-y-4" key={actionData?.notice ?? "form"}>
              <input type="hidden" name="intent" value="create" />
              <div className="space-y-2">
                <Label htmlFor="invite-email">Email</Label>
                <Input
                  id="invite-email"
                  name="email"
                  type="email"
                  defaultValue={actionData?.values?.email}
                  aria-invalid={errors.email ? true : undefined}
                  aria-describedby={errors.email ? "invite-email-error" : undefined}
                />
                <FieldErrors id="invite-email-error" errors={errors.email} />
              </div>
              <div className="space-y-2">
                <Label htmlFor="invite-role">Role</Label>
                <select
                  id="invite-role"
                  name="role"
                  defaultValue={actionData?.values?.role ?? "referee"}
                  className={cn(fieldClasses, "h-10")}
                >
                  <option value="referee">Referee</option>
                  <option value="assignor">Assignor</option>
                </select>
                <FieldErrors id="invite-role-error" errors={errors.role} />
              </div>
              <Button type="submit" disabled={creating}>
                {creating ? "Sending..." : "Send invite"}
              </Button>
            </Form>
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Pending invites</CardTitle>
        </CardHeader>
        <CardContent>
          {loaderData.invites.length === 0 ? (
            <p className="text-sm text-muted-foreground">No pending invites.</p>
          ) : (
            <ul className="divide-y">
              {loaderData.invites.map((invite) => (
                <li key={invite.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div>
                    <p className="font-medium">{invite.email}</p>
                    <p className="text-sm text-muted-foreground">
                      {invite.role === "assignor" ? "Assignor" : "Referee"} · expires{" "}
                      {dateFormat.format(new Date(invite.expiresAt))}
                    </p>
                  </div>
                  <Form method="post">
                    <input type="hidden" name="intent" value="revoke" />
                    <input type="hidden" name="inviteId" value={invite.id} />
                    <Button type="submit" variant="outline" size="sm" aria-label={`Revoke the invite for ${invite.email}`}>
                      Revoke
                    </Button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
