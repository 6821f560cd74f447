/**
 * Credentials over time (issue 21, decision 0075): whether a certification, background check or safeguarding
 * training is expired or expiring on a day, which expiry reminder (30 or 7 days before) is due, and which game
 * levels of an organization's policy require a kind. Whether a credential counts for a game is the conflict
 * checks' (`credentialValidOn` in app/domain/referee-rule-checks.ts); this module only reads the same dates.
 */
import type { AssignmentPolicy } from "./assignment-policy";
import { credentialValidOn } from "./referee-rule-checks";
import { CREDENTIAL_REMINDER_DAYS, GAME_LEVELS, type CredentialKind, type GameLevel } from "./constants";

/** How far ahead the assignor's "who is expiring" list and the first reminder look, in days. */
export const EXPIRING_WITHIN_DAYS = Math.max(...CREDENTIAL_REMINDER_DAYS);

const DAY_MS = 86_400_000;

/** Whole days from `today` to `date` (both YYYY-MM-DD): 0 the same day, negative once past. */
export function daysFromTo(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

export type CredentialStanding = "valid" | "expiring" | "expired";

/**
 * A credential on `today`: expired once its expiry day has passed (it still counts on that day, as for a
 * game), expiring within `EXPIRING_WITHIN_DAYS`, valid otherwise (no expiry date: valid).
 */
export function credentialStanding(expiresOn: string | null, today: string): CredentialStanding {
  if (!credentialValidOn({ expiresOn }, today)) return "expired";
  if (expiresOn !== null && daysFromTo(today, expiresOn) <= EXPIRING_WITHIN_DAYS) return "expiring";
  return "valid";
}

export type ReminderStep = (typeof CREDENTIAL_REMINDER_DAYS)[number];

/**
 * The expiry reminder due on `today`, if any: the smallest step (30, 7) whose window the credential is in,
 * when no reminder at that step or a later one was sent. A credential added 5 days before expiry gets only
 * the 7-day reminder; one already expired gets none (the assignor's list shows it instead).
 */
export function dueReminderStep(
  expiresOn: string | null,
  today: string,
  remindedDaysBefore: number | null,
): ReminderStep | null {
  if (expiresOn === null) return null;
  const days = daysFromTo(today, expiresOn);
  if (days < 0) return null;
  const steps = [...CREDENTIAL_REMINDER_DAYS].sort((a, b) => a - b);
  const step = steps.find((candidate) => days <= candidate);
  if (step === undefined) return null;
  if (remindedDaysBefore !== null && remindedDaysBefore <= step) return null;
  return step;
}

/** The game levels whose games require this kind under the organization's policy, in the levels' order. */
export function levelsRequiring(
  kind: CredentialKind,
  policy: Pick<AssignmentPolicy, "requiredCredentials">,
): GameLevel[] {
  return GAME_LEVELS.filter((level) => policy.requiredCredentials[level]?.includes(kind));
}
