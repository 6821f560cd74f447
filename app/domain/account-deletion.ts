/**
 * Deleting one's own account (issue 18, decision 0057) as pure rules: who the person becomes once anonymized,
 * how long the league keeps their tax records, which of their assignments are released, what the
 * confirmation step says, and the confirmation form's schema.
 */
import * as v from "valibot";
import { zonedTimeToInstant } from "./dates";

/** Typed by someone whose account has no password (Google or Facebook only) to confirm the deletion. */
export const DELETE_CONFIRMATION_WORD = "DELETE";

/** The reason an assignor reads on each assignment the deletion released. */
export const RELEASED_BY_DELETION_REASON = "The referee deleted their Whistle account.";

/**
 * Years a payer keeps 1099-NEC records after the tax year they cover (IRS guidance for information
 * returns and the records behind them: at least four years).
 */
export const TAX_RECORD_RETENTION_YEARS = 4;

/** Domain that can never receive mail (RFC 2606): the anonymized address can never be signed in with or written to. */
export const DELETED_EMAIL_DOMAIN = "deleted.invalid";

export interface AnonymizedIdentity {
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * The name and address the anonymized row keeps: "Former referee #1a2b3c" (or assignor), unique through the
 * id, so two deleted referees in one game's history stay apart, and never anyone's real address.
 */
export function anonymizedIdentity(user: { id: string; role: string }): AnonymizedIdentity {
  const shortId = user.id.replaceAll("-", "").slice(0, 6);
  return {
    firstName: user.role === "assignor" ? "Former assignor" : "Former referee",
    lastName: `#${shortId}`,
    email: `deleted-${user.id}@${DELETED_EMAIL_DOMAIN}`,
  };
}

/** Whether an address is one `anonymizedIdentity` made. */
export function isDeletedEmail(email: string): boolean {
  return email.endsWith(`@${DELETED_EMAIL_DOMAIN}`);
}

/**
 * The day after which the person's tax records may be purged: the end of the fourth year after the last
 * tax year in which the league could still pay them. That is the year of deletion, or the next one when
 * payables are still pending (a league pays in January what was earned in December).
 */
export function taxRecordsPurgeAfter(today: string, { pendingPayables }: { pendingPayables: boolean }): string {
  const year = Number(today.slice(0, 4)) + (pendingPayables ? 1 : 0);
  return `${year + TAX_RECORD_RETENTION_YEARS}-12-31`;
}

/** One of the person's live assignments (pending offer or confirmed) with its game. */
export interface LiveAssignment {
  id: string;
  status: string;
  gameStatus: string;
  date: string;
  time: string;
  timeZone: string;
}

/**
 * The assignments a deletion releases: pending and confirmed ones on games still to kick off. A game that
 * has started stays as it is (it will be completed and paid as worked); completed ones are history.
 */
export function assignmentsToRelease<Row extends LiveAssignment>(rows: readonly Row[], now: Date): Row[] {
  return rows.filter(
    (row) =>
      (row.status === "pending" || row.status === "confirmed") &&
      !["completed", "cancelled"].includes(row.gameStatus) &&
      zonedTimeToInstant(row.date, row.time, row.timeZone).getTime() > now.getTime(),
  );
}

export interface DeletionFacts {
  upcomingAssignments: number;
  /** Organizations whose assignors are told of released games. */
  organizationsTold: number;
  payments: number;
  pendingPayables: number;
  hasTaxDetails: boolean;
  purgeAfter: string;
  /** Organizations in which the person is the only assignor: deletion is refused while there is one. */
  soleAssignorOf: string[];
  hasPassword: boolean;
}

export interface DeletionConsequences {
  /** What happens, in sentences, in the order the page lists them. */
  effects: string[];
  /** Why the account cannot be deleted now; null when it can. */
  refusal: string | null;
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** What deleting does, told before the person confirms, and whether it is allowed now. */
export function deletionConsequences(facts: DeletionFacts): DeletionConsequences {
  const effects = [
    "You are signed out everywhere at once, and this account can never sign in again.",
    "Your profile, settings, availability, certifications, notifications, sign-in methods and calendar feed are erased.",
  ];
  if (facts.upcomingAssignments > 0) {
    effects.push(
      `${plural(facts.upcomingAssignments, "upcoming assignment")} will be released (declined for you), and ${
        facts.organizationsTold === 1 ? "your assignor is" : "your assignors are"
      } told so they can find someone else.`,
    );
  }
  effects.push("Games you already worked stay in your leagues' history under an anonymous name (“Former referee #…”).");
  if (facts.payments > 0 || facts.hasTaxDetails) {
    effects.push(
      `Payment records${facts.payments > 0 ? ` (${plural(facts.payments, "payable")}${facts.pendingPayables > 0 ? `, ${facts.pendingPayables} still to be paid` : ""})` : ""}${
        facts.hasTaxDetails ? " and your tax details for 1099 forms" : ""
      } are kept, as the law requires, until ${facts.purgeAfter}, then removed.`,
    );
  }
  const refusal =
    facts.soleAssignorOf.length > 0
      ? `You are the only assignor of ${facts.soleAssignorOf.join(", ")}. Make another member an assignor, or delete the organization, before deleting your account.`
      : null;
  return { effects, refusal };
}

/** The confirmation form: the current password, or for an account without one the word DELETE. */
export function deleteAccountSchema({ hasPassword }: { hasPassword: boolean }) {
  return hasPassword
    ? v.object({
        password: v.pipe(v.string("Enter your current password."), v.minLength(1, "Enter your current password.")),
      })
    : v.object({
        confirmation: v.pipe(
          v.string(`Type ${DELETE_CONFIRMATION_WORD} to confirm.`),
          v.trim(),
          v.check((value) => value === DELETE_CONFIRMATION_WORD, `Type ${DELETE_CONFIRMATION_WORD} to confirm.`),
        ),
      });
}
