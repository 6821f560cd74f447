/**
 * /join?invite=<token> (issue 20): an invite link opened while signed in. Instead of a sign-up form the
 * person sees "Join <league> as <role>" and a button that accepts it for their account, in the invite's
 * role (referee or a staff role); then they land in that portal. A visitor who is not signed in is sent
 * to the sign-up form with the same link (/signup?invite=…), which sends signed-in people here.
 */
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/join";
import { AuthCard } from "~/components/auth-card";
import { FormMessage } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import { formText } from "~/domain/forms";
import { isStaffRole } from "~/domain/permissions";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";
import { getSession, portalPath, requireUser } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { catalogFor } from "~/server/i18n.server";
import { acceptInvite, findInviteForJoining } from "~/server/league-joining.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Join | Whistle" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("invite") ?? "";
  if (!getSession(context)) throw redirect(`/signup?${new URLSearchParams({ invite: token })}`);
  const { user, memberships } = requireUser(context, request);
  const { db } = getAppContext(context);
  const invite = await findInviteForJoining(db, token);
  const page = { catalog: catalogFor(context, "auth"), title: tr("joinInvite.metaTitle"), token };
  const home = portalPath(user.role);
  if (!invite)
    return data({ ...page, invite: null, member: false, home }, { headers: { "Cache-Control": "no-store" } });
  const member = memberships.some(({ organization }) => organization.id === invite.organization.id);
  return data(
    { ...page, invite: { league: invite.organization.name, role: invite.role }, member, home },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireUser(context, request);
  const { db } = getAppContext(context);
  const result = await acceptInvite(db, { person: user, token: formText(await request.formData(), "invite") });
  if (!result.ok) return data({ message: result.message }, { status: result.reason === "already_member" ? 409 : 400 });
  // The portal of the role just taken: a staff role opens the assignor portal on that league.
  return redirect(isStaffRole(result.role) ? "/assignor" : "/referee");
}

const linkClasses = "font-medium text-primary underline-offset-4 hover:underline";

export default function JoinByInvite({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const { invite, member, home, token } = loaderData;
  const footer = (
    <Link to={home} className={linkClasses}>
      {t("joinInvite.back")}
    </Link>
  );
  if (!invite) {
    return (
      <AuthCard title={t("joinInvite.unusableTitle")} footer={footer}>
        <FormMessage>{t("joinInvite.unusable")}</FormMessage>
      </AuthCard>
    );
  }
  const title = t("joinInvite.title", { league: invite.league, role: invite.role });
  if (member) {
    return (
      <AuthCard title={title} footer={footer}>
        <FormMessage>{t("joinInvite.alreadyMember", { league: invite.league })}</FormMessage>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} description={t("joinInvite.description", { league: invite.league })} footer={footer}>
      <Form method="post" className="space-y-4">
        <FormMessage>{actionData?.message ?? null}</FormMessage>
        <input type="hidden" name="invite" value={token} />
        <Button type="submit" className="w-full" disabled={navigation.state === "submitting"}>
          {t("joinInvite.accept", { league: invite.league })}
        </Button>
      </Form>
    </AuthCard>
  );
}
