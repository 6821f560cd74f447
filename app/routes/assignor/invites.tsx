import { data } from "react-router";
import type { Route } from "./+types/invites";
import { InviteCode, InviteForm, PendingInvites } from "~/components/organization/members-card";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { requireStaff } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { dispatchIntent } from "~/server/intents.server";
import { formText } from "~/domain/forms";
import { createInvite, listPendingInvites, revokeInvite, rotateInviteCode } from "~/server/invites.server";
import { parseInvite } from "../auth/forms";
import { mailRefusal } from "~/server/person-to-person-email.server";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Invites | Assignor Dashboard | Whistle" },
];

/** Lets the action's Retry-After (issue 32: today's email allowance) reach the document response. */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { organization } = await requireStaff(context, request, "organization");
  const pending = await listPendingInvites(getAppContext(context).db, organization.id);
  return {
    title: tr("org.invites.metaTitle"),
    inviteCode: organization.inviteCode,
    organizationName: organization.name,
    invites: pending.map((invite) => ({ ...invite, expiresAt: invite.expiresAt.toISOString() })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  // The layout's guard does not cover actions: check again here.
  const { user, organization } = await requireStaff(context, request, "organization");
  const { db, env } = getAppContext(context);
  const form = await request.formData();

  return dispatchIntent(form, {
    revoke: async () => {
      const revoked = await revokeInvite(db, organization.id, formText(form, "inviteId"));
      if (!revoked) throw data({ message: tr("org.invites.noSuch") }, { status: 404 });
      return {
        notice: tr("org.invites.revoked"),
        fieldErrors: {} as Record<string, string[]>,
        values: {} as Record<string, string>,
      };
    },
    // Issue 20 (decision 0068): a new code; the old one stops working at once.
    "rotate-code": async () => {
      await requireStaff(context, request, "organization");
      const rotated = await rotateInviteCode(db, {
        organizationId: organization.id,
        actorId: user.id,
        current: formText(form, "current"),
      });
      const answer = {
        notice: null,
        fieldErrors: {} as Record<string, string[]>,
        values: {} as Record<string, string>,
        rotation: rotated
          ? { ok: true, text: tr("org.members.rotated", { code: rotated }) }
          : { ok: false, text: tr("org.members.rotateStale") },
      };
      return rotated ? answer : data(answer, { status: 409 });
    },
    create: async () => {
      const parsed = parseInvite(form);
      const values = { email: formText(form, "email"), role: form.has("role") ? formText(form, "role") : "referee" };
      if (!parsed.ok) return data({ notice: null, fieldErrors: parsed.fieldErrors, values }, { status: 400 });
      const outcome = await createInvite(db, {
        organization,
        invitedBy: user,
        email: parsed.value.email,
        role: parsed.value.role,
        publicOrigin: env.PUBLIC_ORIGIN,
      });
      // Issue 32 (decision 0092): an unconfirmed sender (403), today's allowance (429), an opted-out address (409).
      const refusal = mailRefusal(outcome.plan);
      if (refusal) {
        const { status, message, headers, unconfirmedEmail } = refusal;
        return data({ notice: null, problem: message, unconfirmedEmail, fieldErrors: {}, values }, { status, headers });
      }
      return { notice: tr("org.invites.sent", { email: parsed.value.email }), fieldErrors: {}, values: {} };
    },
  });
}

/**
 * Invites on a page of their own (the Organizations page shows the same pieces in its members card).
 * Its action is the one way to invite or revoke; forms posted here without JavaScript land on this page.
 */
export default function Invites({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-bold">{t("org.invites.title")}</h1>
      <Card>
        <CardHeader>
          <CardTitle render="h2">{t("org.invites.cardTitle", { name: loaderData.organizationName })}</CardTitle>
          <CardDescription>{t("org.invites.cardDescription")}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <InviteCode
            organizationName={loaderData.organizationName}
            inviteCode={loaderData.inviteCode}
            lastAnswer={actionData}
          />
          <InviteForm lastAnswer={actionData} />
          <PendingInvites invites={loaderData.invites} />
        </CardContent>
      </Card>
    </div>
  );
}
