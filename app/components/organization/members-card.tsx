import { useState } from "react";
import { useFormats } from "~/components/formats";
import { useT } from "~/i18n/react";
import { Link, useFetcher } from "react-router";
import { Copy } from "lucide-react";
import { MailRefusal } from "~/components/mail-refusal";
import { FormMessage, SelectField, TextField } from "~/components/form-fields";
import { PageNav } from "~/components/list-controls";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import type { MessageId } from "~/i18n/messages";

/** Each membership role in words (issue 20: schedulers and finance beside assignors and referees). */
const ROLE_WORDS: Record<string, MessageId> = {
  assignor: "org.role.assignor",
  scheduler: "org.members.role.scheduler",
  finance: "org.members.role.finance",
  assessor: "org.members.role.assessor",
  referee: "org.role.referee",
};
const roleWords = (role: string): MessageId => ROLE_WORDS[role] ?? "org.role.referee";

interface Member {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  refereeLevel: number | null;
  role: string;
  joinedAt: string;
}

/** An empty cell: a mark, not a word. */
const NONE = "—";

export interface Invite {
  id: string;
  email: string | null;
  role: string;
  expiresAt: string;
}

export interface InviteAnswer {
  notice: string | null;
  /** Issue 32: why the invite was not sent (unconfirmed sender, allowance, opted-out address). */
  problem?: string | null;
  unconfirmedEmail?: string | null;
  /** The answer to rotating the invite code. */
  rotation?: { ok: boolean; text: string } | null;
  fieldErrors: Record<string, string[] | undefined>;
  values: Record<string, string>;
}

/**
 * Invite by email through the invites route's own action (/assignor/invites), so there is one way to
 * invite. Without JavaScript the form posts to that page, which passes its answer back as `lastAnswer`.
 */
export function InviteForm({ lastAnswer }: { lastAnswer?: InviteAnswer | null }) {
  const t = useT();
  const fetcher = useFetcher<InviteAnswer>();
  const answer = fetcher.data ?? lastAnswer ?? undefined;
  const errors = answer?.fieldErrors ?? {};
  return (
    <>
      <fetcher.Form
        key={answer?.notice ?? "invite"}
        method="post"
        action="/assignor/invites"
        noValidate
        aria-label={t("org.invite.label")}
        className="grid items-start gap-3 sm:grid-cols-[1fr_10rem_auto]"
      >
        <input type="hidden" name="intent" value="create" />
        <TextField
          idPrefix="org-invite"
          name="email"
          label={t("org.invite.email")}
          errors={errors}
          className="flex flex-col gap-1.5"
          type="email"
          defaultValue={answer?.values?.email}
        />
        <SelectField
          idPrefix="org-invite"
          name="role"
          label={t("org.invite.role")}
          errors={errors}
          className="flex flex-col gap-1.5"
          defaultValue={answer?.values?.role ?? "referee"}
        >
          <option value="referee">{t("org.role.referee")}</option>
          <option value="assignor">{t("org.role.assignor")}</option>
          <option value="scheduler">{t("org.members.role.scheduler")}</option>
          <option value="finance">{t("org.members.role.finance")}</option>
          <option value="assessor">{t("org.members.role.assessor")}</option>
        </SelectField>
        <Button type="submit" className="sm:mt-6" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? t("org.invite.sending") : t("org.invite.send")}
        </Button>
        <div className="sm:col-span-3">
          <FormMessage tone="success">{answer?.notice}</FormMessage>
        </div>
      </fetcher.Form>
      <MailRefusal problem={answer?.problem} unconfirmedEmail={answer?.unconfirmedEmail} />
    </>
  );
}

function RevokeButton({ invite }: { invite: Invite }) {
  const t = useT();
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post" action="/assignor/invites">
      <input type="hidden" name="intent" value="revoke" />
      <input type="hidden" name="inviteId" value={invite.id} />
      <Button
        type="submit"
        variant="outline"
        size="sm"
        disabled={fetcher.state !== "idle"}
        aria-label={
          invite.email ? t("org.invite.revokeLabel", { email: invite.email }) : t("org.invite.revokeLinkLabel")
        }
      >
        {t("org.invite.revoke")}
      </Button>
    </fetcher.Form>
  );
}

/** The organization's invite code, which referees type at sign-up, with a Copy button. */
export function InviteCode({
  organizationName,
  inviteCode,
  lastAnswer,
}: {
  organizationName: string;
  inviteCode: string;
  /** The invites route's answer, on that page without JavaScript (a rotation's result). */
  lastAnswer?: InviteAnswer | null;
}) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div>
        <p className="text-sm font-medium">{t("org.invite.code")}</p>
        <p className="text-xs text-muted-foreground">{t("org.invite.codeHint", { name: organizationName })}</p>
      </div>
      <code className="rounded-md bg-muted px-3 py-2 font-mono text-lg tracking-widest" data-testid="org-invite-code">
        {inviteCode}
      </code>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          void navigator.clipboard?.writeText(inviteCode).then(() => setCopied(true));
        }}
      >
        <Copy aria-hidden="true" />
        {copied ? t("org.invite.copied") : t("org.invite.copy")}
      </Button>
      <RotateInviteCode inviteCode={inviteCode} lastAnswer={lastAnswer} />
    </div>
  );
}

/**
 * A new invite code (issue 20), behind a disclosure that says what it does: it opens without JavaScript,
 * and the code changes only when its own button is pressed. The form sends the code it replaces, so a
 * second press from a stale page changes nothing. It posts to the invites route, like the invite form.
 */
function RotateInviteCode({ inviteCode, lastAnswer }: { inviteCode: string; lastAnswer?: InviteAnswer | null }) {
  const t = useT();
  const fetcher = useFetcher<InviteAnswer>();
  const answer = fetcher.data ?? lastAnswer ?? undefined;
  const message = answer?.rotation;
  return (
    <div className="flex w-full flex-col gap-2">
      {/* Closed again once the code changed (a new key); the answer stays visible outside it. */}
      <details key={inviteCode}>
        <summary className="cursor-pointer text-sm font-medium underline">{t("org.members.rotateOpen")}</summary>
        <fetcher.Form method="post" action="/assignor/invites" className="mt-2 flex flex-wrap items-center gap-3">
          <p className="text-sm text-muted-foreground">{t("org.members.rotateExplained")}</p>
          <input type="hidden" name="intent" value="rotate-code" />
          <input type="hidden" name="current" value={inviteCode} />
          <Button type="submit" variant="destructive" size="sm" disabled={fetcher.state !== "idle"}>
            {t("org.members.rotateConfirm")}
          </Button>
        </fetcher.Form>
      </details>
      {message ? <FormMessage tone={message.ok ? "success" : "error"}>{message.text}</FormMessage> : null}
    </div>
  );
}

/** Invites not yet used, each with Revoke. */
export function PendingInvites({ invites }: { invites: Invite[] }) {
  const formats = useFormats();
  const t = useT();
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold">{t("org.invite.pending")}</h3>
      {invites.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("org.invite.none")}</p>
      ) : (
        <ul className="divide-y" aria-label={t("org.invite.pending")}>
          {invites.map((invite) => (
            <li key={invite.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <div>
                <p className="font-medium">{invite.email ?? t("org.invite.link")}</p>
                <p className="text-sm text-muted-foreground">
                  {invite.role === "assignor"
                    ? t("org.invite.assignorExpires", { date: formats.instantDate(invite.expiresAt) })
                    : invite.role === "referee"
                      ? t("org.invite.refereeExpires", { date: formats.instantDate(invite.expiresAt) })
                      : t("org.members.inviteExpires", {
                          role: t(roleWords(invite.role)),
                          date: formats.instantDate(invite.expiresAt),
                        })}
                </p>
              </div>
              <RevokeButton invite={invite} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Who belongs to the organization, in which role, and how more people join. */
export function MembersCard({
  organizationName,
  inviteCode,
  members,
  counts: { assignors, otherStaff, referees },
  membersPage,
  invites,
}: {
  organizationName: string;
  inviteCode: string;
  /** One page of them: an association has thousands. */
  members: Member[];
  counts: { assignors: number; otherStaff: number; referees: number };
  membersPage: { page: number; pageCount: number };
  invites: Invite[];
}) {
  const formats = useFormats();
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle render="h2">{t("org.members.title")}</CardTitle>
        <CardDescription>
          {otherStaff > 0
            ? t("org.members.countsWithStaff", { assignors, otherStaff, referees })
            : t("org.members.counts", { assignors, referees })}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <InviteCode organizationName={organizationName} inviteCode={inviteCode} />

        <InviteForm />

        <PendingInvites invites={invites} />

        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t("org.members.name")}</TableHead>
              <TableHead>{t("org.members.email")}</TableHead>
              <TableHead>{t("org.members.role")}</TableHead>
              <TableHead>{t("org.members.level")}</TableHead>
              <TableHead>{t("org.members.joined")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {members.map((member) => (
              <TableRow key={member.userId}>
                <TableCell className="font-medium">
                  <Link
                    to={`/assignor/organizations/members/${member.userId}`}
                    className="underline-offset-4 hover:underline"
                    aria-label={t("org.members.manageLabel", { name: `${member.firstName} ${member.lastName}` })}
                  >{`${member.firstName} ${member.lastName}`}</Link>
                </TableCell>
                <TableCell>{member.email}</TableCell>
                <TableCell>{t(roleWords(member.role))}</TableCell>
                <TableCell>
                  {member.role === "referee"
                    ? member.refereeLevel
                      ? t("org.settings.level", { level: member.refereeLevel })
                      : t("org.members.notApplicable")
                    : NONE}
                </TableCell>
                <TableCell>{formats.instantDate(member.joinedAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <PageNav page={membersPage.page} pageCount={membersPage.pageCount} />
      </CardContent>
    </Card>
  );
}
