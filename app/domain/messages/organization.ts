/** What happens to a league a person belongs to: its deletion scheduled or cancelled, their role changed or removal. */
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/messages";
// Issue 32 (decision 0092): a league's name, typed by whoever signed up, reaches strangers' subjects cleaned.
import { nameInEmail } from "../email-names";
import { compose, gameLine, hi, voiceOf, type GameFacts, type Recipient, type RenderedMessage } from "./render";

// ——— An organization's deletion (issue 18, decision 0058) ———

/** "December 24, 2026" · "24 de diciembre de 2026": a due day (YYYY-MM-DD) written out in the language. */
export function longDay(isoDate: string, language?: Language | null): string {
  const lang = language ?? DEFAULT_LANGUAGE;
  return new Intl.DateTimeFormat(lang === "en" ? "en-US" : lang, {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** Every member hears that their league will be deleted, when, and that an assignor can still cancel. */
export function organizationDeletionScheduled(
  input: Recipient & {
    organizationName: string;
    /** "December 24, 2026", in the recipient's language (`longDay`). */
    dueOn: string;
    requestedBy: string;
    origin: string;
  },
): RenderedMessage {
  const voice = voiceOf(input.language);
  const { t } = voice;
  const facts = { organization: nameInEmail(input.organizationName), dueOn: input.dueOn };
  return compose(voice, {
    subject: t("messages.organizationDeletion.subject", facts),
    greeting: t("messages.common.hello"),
    paragraphs: [
      t("messages.organizationDeletion.asked", { ...facts, requestedBy: input.requestedBy }),
      t("messages.organizationDeletion.untilThen"),
      t("messages.organizationDeletion.accountStays"),
    ],
    action: { label: t("messages.action.openWhistle"), url: `${input.origin}/login` },
    sms: t("messages.organizationDeletion.sms", facts),
    footer: "account",
  });
}

/** The deletion was cancelled: the league stays. */
export function organizationDeletionCancelled(
  input: Recipient & { organizationName: string; cancelledBy: string; origin: string },
): RenderedMessage {
  const voice = voiceOf(input.language);
  const { t } = voice;
  const facts = { organization: nameInEmail(input.organizationName) };
  return compose(voice, {
    subject: t("messages.organizationDeletionCancelled.subject", facts),
    greeting: t("messages.common.hello"),
    paragraphs: [t("messages.organizationDeletionCancelled.cancelled", { ...facts, cancelledBy: input.cancelledBy })],
    action: { label: t("messages.action.openWhistle"), url: `${input.origin}/login` },
    sms: t("messages.organizationDeletionCancelled.sms", facts),
    footer: "account",
  });
}

// ——— Membership (issue 20, decision 0068): a member's role changed, or they were removed ———

/** A member's role in words of the recipient's language, for the sentences below (`role` select). */
function roleFacts(role: string, limited: boolean) {
  return {
    role: role === "assignor" || role === "scheduler" || role === "finance" || role === "assessor" ? role : "referee",
    limited: limited ? "yes" : "no",
  };
}

/** The member's new role, who changed it, and where their portal is now. */
export function membershipRoleChanged(
  input: Recipient & {
    firstName: string;
    organizationName: string;
    role: string;
    /** An assignor limited to some levels, leagues or venues. */
    limited: boolean;
    changedBy: string;
    origin: string;
  },
): RenderedMessage {
  const voice = voiceOf(input.language);
  const { t } = voice;
  const facts = {
    organization: nameInEmail(input.organizationName),
    changedBy: input.changedBy,
    ...roleFacts(input.role, input.limited),
  };
  return compose(voice, {
    subject: t("messages.membership.roleChangedSubject", facts),
    greeting: hi(voice, input.firstName),
    paragraphs: [t("messages.membership.roleChanged", facts)],
    action: {
      label: t("messages.action.openWhistle"),
      url: `${input.origin}${input.role === "referee" ? "/referee" : "/assignor"}`,
    },
    sms: t("messages.membership.roleChangedSms", facts),
    footer: "account",
  });
}

/** The member was removed from a league: the assignments withdrawn, one line each, and what stays. */
export function membershipRemoved(
  input: Recipient & {
    firstName: string;
    organizationName: string;
    removedBy: string;
    withdrawn: readonly GameFacts[];
    origin: string;
  },
): RenderedMessage {
  const voice = voiceOf(input.language);
  const { t } = voice;
  const facts = {
    organization: nameInEmail(input.organizationName),
    removedBy: input.removedBy,
    count: input.withdrawn.length,
  };
  const lines = input.withdrawn.map((game) => `- ${gameLine(game, input.language)}`).join("\n");
  return compose(voice, {
    subject: t("messages.membership.removedSubject", facts),
    greeting: hi(voice, input.firstName),
    paragraphs: [
      t("messages.membership.removed", facts),
      ...(input.withdrawn.length > 0 ? [`${t("messages.membership.withdrawn", facts)}\n${lines}`] : []),
      t("messages.membership.historyStays", facts),
    ],
    action: { label: t("messages.action.openWhistle"), url: `${input.origin}/login` },
    sms: t("messages.membership.removedSms", facts),
    footer: "account",
  });
}

/** The in-app notices of a membership change: to the member (role changed, removed) and to the assignors told. */
export function membershipNotification(
  notice:
    | { kind: "roleChanged"; organizationName: string; role: string; limited: boolean }
    | { kind: "removed"; organizationName: string; withdrawn: number }
    | { kind: "refereeRemoved"; refereeName: string; withdrawn: number },
  language?: Language | null,
): { title: string; message: string } {
  const { t } = voiceOf(language);
  switch (notice.kind) {
    case "roleChanged":
      return {
        title: t("messages.membership.roleChangedTitle"),
        message: t("messages.membership.roleChangedNotice", {
          organization: nameInEmail(notice.organizationName),
          ...roleFacts(notice.role, notice.limited),
        }),
      };
    case "removed":
      return {
        title: t("messages.membership.removedTitle"),
        message: t("messages.membership.removedNotice", {
          organization: nameInEmail(notice.organizationName),
          count: notice.withdrawn,
        }),
      };
    case "refereeRemoved":
      return {
        title: t("messages.membership.refereeRemovedTitle"),
        message: t("messages.membership.refereeRemovedNotice", { name: notice.refereeName, count: notice.withdrawn }),
      };
  }
}
