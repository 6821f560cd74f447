/**
 * The organization's decline rules (issue 21, decision 0076): declining an offer may close some hours before
 * kick-off (the referee then accepts and turns the game back with a reason, or calls their assignor), and an
 * answer that leaves the slot open close to kick-off is counted against the referee as late. The transitions in
 * `app/domain/assignments.ts` ask these; the portal asks `declineClosedHours` before showing a Decline button.
 */
import { parseAssignmentPolicy } from "./assignment-policy";

const HOUR_MS = 60 * 60 * 1000;

/**
 * With no cutoff set, a decline or turn-back this close to kick-off still counts as late: assignors weigh a
 * referee who drops games two days out, whether or not the organization refuses such declines.
 */
export const LATE_RESPONSE_HOURS_WITHOUT_CUTOFF = 48;

/** Is declining closed for this game now? Closed from `cutoffHours` before kick-off (never without a cutoff). */
export function declineClosed(cutoffHours: number | null, kickoff: Date, now: Date): boolean {
  return cutoffHours !== null && kickoff.getTime() - now.getTime() < cutoffHours * HOUR_MS;
}

/** The cutoff the portal names beside an offer that can no longer be declined; null while it still can be. */
export function declineClosedHours(cutoffHours: number | null, kickoff: Date, now: Date): number | null {
  return declineClosed(cutoffHours, kickoff, now) ? cutoffHours : null;
}

/**
 * Does a decline or turn-back at `now` count as late? Inside the cutoff when one is set (only a turn-back can
 * be, since such a decline is refused), else inside `LATE_RESPONSE_HOURS_WITHOUT_CUTOFF`.
 */
export function isLateResponse(cutoffHours: number | null, kickoff: Date, now: Date): boolean {
  const hours = cutoffHours ?? LATE_RESPONSE_HOURS_WITHOUT_CUTOFF;
  return kickoff.getTime() - now.getTime() < hours * HOUR_MS;
}

/**
 * The cutoff to name beside a referee's offer, or null while declining it is open (or it is not pending). The
 * league's policy comes with the session's memberships, so a page asks this without another read.
 */
export function offerDeclineClosedHours(
  offer: { status: string; kickoff: Date; organizationId: string },
  memberships: readonly { organization: { id: string; assignmentPolicy: unknown } }[],
  now: Date,
): number | null {
  if (offer.status !== "pending") return null;
  const league = memberships.find(({ organization }) => organization.id === offer.organizationId);
  const { declineCutoffHours } = parseAssignmentPolicy(league?.organization.assignmentPolicy ?? null);
  return declineClosedHours(declineCutoffHours, offer.kickoff, now);
}
