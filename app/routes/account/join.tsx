/**
 * /join?invite=<token> (issue 20): an invite link opened while signed in. Instead of a sign-up form the
 * person sees "Join <league> as <role>" and a button that accepts it for their account, in the invite's
 * role (referee or a staff role); then they land in that portal. A visitor who is not signed in is sent
 * to the sign-up form with the same link (/signup?invite=…), which sends signed-in people here. The invite
 * is the invited address's (issue 32, decision 0093): signed in as someone else, the person reads whom it
 * was sent to and may sign out to continue as that address; nothing is written and the link stays usable.
 */
import type { ReactNode } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/join";
import { AuthCard } from "~/components/auth-card";
import { FormMessage } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import { formText } from "~/domain/forms";
import { isInvitedAddress } from "~/domain/invite-address";
import { isStaffRole } from "~/domain/permissions";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";
import { getSession, portalPath, requireUser } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { catalogFor } from "~/server/i18n.server";
import { acceptInvite, findInviteForJoining } from "~/server/league-joining.server";

/** An invite for another address than the signed-in account's (decision 0093): what the page tells. */
type OtherAddressFacts = { league: string; role: string; token: string; invitedEmail: string; email: string };

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
    return data(
      { ...page, invite: null, member: false, home, otherAddress: null },
      { headers: { "Cache-Control": "no-store" } },
    );
  const headers = { "Cache-Control": "private, no-store" };
  const shown = { league: invite.organization.name, role: invite.role };
  if (!isInvitedAddress(invite.email, user.email)) {
    const otherAddress: OtherAddressFacts = { ...shown, token, invitedEmail: invite.email ?? "", email: user.email };
    return data({ ...page, invite: shown, member: false, home, otherAddress }, { status: 403, headers });
  }
  const member = memberships.some(({ organization }) => organization.id === invite.organization.id);
  return data({ ...page, invite: shown, member, home, otherAddress: null }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireUser(context, request);
  const { db } = getAppContext(context);
  const token = formText(await request.formData(), "invite");
  const result = await acceptInvite(db, { person: user, token });
  if (!result.ok && result.reason === "other_address") {
    const { organization, role, invitedEmail } = result;
    const otherAddress: OtherAddressFacts = { league: organization.name, role, token, invitedEmail, email: user.email };
    return data({ message: result.message, otherAddress }, { status: 403 });
  }
  if (!result.ok) {
    const status = result.reason === "already_member" ? 409 : 400;
    return data({ message: result.message, otherAddress: null }, { status });
  }
  // The portal of the role just taken: a staff role opens the assignor portal on that league.
  return redirect(isStaffRole(result.role) ? "/assignor" : "/referee");
}

const linkClasses = "font-medium text-primary underline-offset-4 hover:underline";

export default function JoinByInvite({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const { invite, member, home, token } = loaderData;
  // Told by the page's loader, or by the action when the form was posted without the link's query.
  const otherAddress = loaderData.otherAddress ?? actionData?.otherAddress ?? null;
  const footer = (
    <Link to={home} className={linkClasses}>
      {t("joinInvite.back")}
    </Link>
  );
  if (otherAddress) return <OtherAddress {...otherAddress} footer={footer} />;
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

/** An invite sent to another address than the signed-in account's: whom it is for, and a way to be them. */
function OtherAddress({ league, role, token, invitedEmail, email, footer }: OtherAddressFacts & { footer: ReactNode }) {
  const t = useT();
  const navigation = useNavigation();
  return (
    <AuthCard title={t("joinInvite.title", { league, role })} footer={footer}>
      <FormMessage>{t("joinInvite.otherAddress", { league, invitedEmail })}</FormMessage>
      <p className="mt-4 text-sm text-muted-foreground">{t("joinInvite.signedInAs", { email })}</p>
      {/* Signed out, the invite link leads to sign-up or sign-in for the invited address. */}
      <Form method="post" action="/logout" className="mt-4">
        <input type="hidden" name="redirectTo" value={`/join?${new URLSearchParams({ invite: token })}`} />
        <Button type="submit" className="w-full" disabled={navigation.state === "submitting"}>
          {t("joinInvite.signOutAndContinue", { invitedEmail })}
        </Button>
      </Form>
    </AuthCard>
  );
}
