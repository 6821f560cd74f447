/**
 * Deleting one's own account (issue 18, decision 0057) as pure rules: who the person becomes once anonymized,
 * how long the league keeps their tax records, which of their assignments are released, what the
 * confirmation step says, and the confirmation form's schema.
 */
import * as v from "valibot";
import { msg, tr } from "~/i18n/text";
import { zonedTimeToInstant } from "./dates";
import { statusIn, UPCOMING_ASSIGNMENT_STATUSES } from "./assignment-status";

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
      statusIn(UPCOMING_ASSIGNMENT_STATUSES, row.status) &&
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

/**
 * What deleting does, told before the person confirms, and whether it is allowed now: whole sentences in
 * the language being served (`tr`, catalog `auth`).
 */
export function deletionConsequences(facts: DeletionFacts): DeletionConsequences {
  const effects = [tr("deleteAccount.effect.signedOut"), tr("deleteAccount.effect.erased")];
  if (facts.upcomingAssignments > 0) {
    effects.push(
      tr("deleteAccount.effect.released", {
        count: facts.upcomingAssignments,
        organizations: facts.organizationsTold,
      }),
    );
  }
  effects.push(tr("deleteAccount.effect.history"));
  if (facts.payments > 0) {
    effects.push(
      tr("deleteAccount.effect.paymentRecords", {
        payables: facts.payments,
        pending: facts.pendingPayables,
        tax: facts.hasTaxDetails ? "yes" : "no",
        date: facts.purgeAfter,
      }),
    );
  } else if (facts.hasTaxDetails) {
    effects.push(tr("deleteAccount.effect.taxDetails", { date: facts.purgeAfter }));
  }
  const refusal =
    facts.soleAssignorOf.length > 0
      ? tr("deleteAccount.refusal.soleAssignor", { organizations: facts.soleAssignorOf.join(", ") })
      : null;
  return { effects, refusal };
}

/** The confirmation form: the current password, or for an account without one the word DELETE. */
export function deleteAccountSchema({ hasPassword }: { hasPassword: boolean }) {
  return hasPassword
    ? v.object({
        password: v.pipe(
          v.string(msg("deleteAccount.error.passwordRequired")),
          v.minLength(1, msg("deleteAccount.error.passwordRequired")),
        ),
      })
    : v.object({
        confirmation: v.pipe(
          v.string(msg("deleteAccount.error.typeWord", { word: DELETE_CONFIRMATION_WORD })),
          v.trim(),
          v.check(
            (value) => value === DELETE_CONFIRMATION_WORD,
            msg("deleteAccount.error.typeWord", { word: DELETE_CONFIRMATION_WORD }),
          ),
        ),
      });
}
