/**
 * The assignment workflow as pure transitions (issue 6). Each takes the current state and the facts it
 * depends on (the clock, the game's kick-off instant) and returns either the new state or a refusal in
 * words. The server functions load rows, call these, and write the result in one batch.
 *
 *   pending ──accept──▶ confirmed ──complete (after kick-off)──▶ completed
 *      │  └──decline (reason)──▶ declined          │
 *      └──withdraw (assignor)──▶ cancelled         └──turn back (reason, ≥ 24 h before kick-off)──▶ declined
 *
 * Cancelling a game (`cancelGame` below) cancels its pending and confirmed assignments.
 */
import { tr } from "~/i18n/text";
import { POSITIONS_BY_TYPE, type AssignmentStatus, type GameStatus, type PositionType } from "./constants";
import { declineClosed, isLateResponse } from "./decline-rules";
import { deriveGameStatus } from "./game-status";
import { statusIn, UPCOMING_ASSIGNMENT_STATUSES } from "./assignment-status";

/** `code` names a refusal the caller words with more facts (the assignor's contact for a closed decline). */
export type Transition<State> = { ok: true; value: State } | { ok: false; message: string; code?: "decline_closed" };

export interface AssignmentState {
  status: AssignmentStatus;
  declineReason?: string | null;
  /** Set by a decline or turn-back close to kick-off (decline-rules.ts); counted per referee. */
  lateResponse?: boolean;
}

/** A referee may turn a confirmed game back up to this long before kick-off. */
export const TURN_BACK_NOTICE_MS = 24 * 60 * 60 * 1000;
export const REASON_MAX_LENGTH = 500;

const STATUS_WORDS: Record<AssignmentStatus, string> = {
  pending: "still waiting for an answer",
  confirmed: "already confirmed",
  declined: "already declined",
  completed: "already completed",
  cancelled: "no longer active (withdrawn or the game was cancelled)",
};

function refuse(message: string): { ok: false; message: string } {
  return { ok: false, message };
}

/** Only a late answer carries the flag, so an on-time one reads as it always did. */
function lateness(declineCutoffHours: number | null, kickoff: Date, now: Date): { lateResponse?: true } {
  return isLateResponse(declineCutoffHours, kickoff, now) ? { lateResponse: true } : {};
}

function cleanReason(reason: string | null | undefined): string {
  return (reason ?? "").trim().slice(0, REASON_MAX_LENGTH);
}

/** The referee accepts an offer: only a pending one, and only before kick-off. */
export function acceptAssignment(
  assignment: AssignmentState,
  { now, kickoff }: { now: Date; kickoff: Date },
): Transition<AssignmentState> {
  if (assignment.status !== "pending") return refuse(`This assignment is ${STATUS_WORDS[assignment.status]}.`);
  if (now.getTime() >= kickoff.getTime()) return refuse("This game has already started; it can no longer be accepted.");
  return { ok: true, value: { status: "confirmed", declineReason: null } };
}

/**
 * The referee declines an offer, saying why: only a pending one, only before kick-off, and not inside the
 * organization's decline cutoff (issue 21: then they accept and turn it back, or call their assignor).
 */
export function declineAssignment(
  assignment: AssignmentState,
  reason: string | null | undefined,
  { now, kickoff, declineCutoffHours = null }: { now: Date; kickoff: Date; declineCutoffHours?: number | null },
): Transition<AssignmentState> {
  if (assignment.status !== "pending") return refuse(`This assignment is ${STATUS_WORDS[assignment.status]}.`);
  if (now.getTime() >= kickoff.getTime()) return refuse("This game has already started; it can no longer be declined.");
  if (declineClosed(declineCutoffHours, kickoff, now)) {
    return {
      ok: false,
      code: "decline_closed",
      message: tr("referee.declineRule.closed", { hours: declineCutoffHours ?? 0 }),
    };
  }
  const why = cleanReason(reason);
  if (!why) return refuse("Say why you are declining: your assignor reads it.");
  return {
    ok: true,
    value: { status: "declined", declineReason: why, ...lateness(declineCutoffHours, kickoff, now) },
  };
}

/** The assignor pulls back an offer the referee has not answered yet. */
export function withdrawAssignment(assignment: AssignmentState): Transition<AssignmentState> {
  if (assignment.status !== "pending") {
    return refuse(`Only an unanswered offer can be withdrawn; this assignment is ${STATUS_WORDS[assignment.status]}.`);
  }
  return { ok: true, value: { status: "cancelled" } };
}

/**
 * A confirmed referee gives the game back, with a reason, until 24 hours before kick-off; the slot
 * reopens. Later than that they have to call their assignor.
 */
export function turnBackAssignment(
  assignment: AssignmentState,
  reason: string | null | undefined,
  now: Date,
  kickoff: Date,
  declineCutoffHours: number | null = null,
): Transition<AssignmentState> {
  if (assignment.status !== "confirmed") {
    return refuse(`Only a confirmed game can be turned back; this assignment is ${STATUS_WORDS[assignment.status]}.`);
  }
  if (kickoff.getTime() - now.getTime() < TURN_BACK_NOTICE_MS) {
    return refuse("Games can only be turned back up to 24 hours before kick-off. Contact your assignor.");
  }
  const why = cleanReason(reason);
  if (!why) return refuse("Say why you are turning this game back: your assignor reads it.");
  return {
    ok: true,
    value: { status: "declined", declineReason: why, ...lateness(declineCutoffHours, kickoff, now) },
  };
}

/** The assignor marks a game completed: not a cancelled or completed one, and not before kick-off. */
export function completeGame(
  game: { status: GameStatus },
  { now, kickoff }: { now: Date; kickoff: Date },
): Transition<{ status: GameStatus }> {
  if (game.status === "cancelled") return refuse(tr("assignor.gameActions.error.cancelledNotCompletable"));
  if (game.status === "completed") return refuse(tr("assignor.gameActions.error.alreadyCompleted"));
  if (now.getTime() < kickoff.getTime()) return refuse(tr("assignor.gameActions.error.notKickedOff"));
  return { ok: true, value: { status: "completed" } };
}

export interface GameCancellation<Row> {
  game: { status: "cancelled"; cancelReason: string };
  /** The assignments cancelled with the game; their referees are told. */
  cancelledAssignments: Row[];
}

/**
 * The assignor cancels a game, saying why (the referees are told): not one already cancelled, nor one
 * that was played. Its pending and confirmed assignments are cancelled with it, without pretending the
 * referees declined; declined, completed and already cancelled ones stay as they are.
 */
export function cancelGame<Row extends { status: string }>(
  game: { status: GameStatus },
  assignments: readonly Row[],
  reason: string | null | undefined,
): Transition<GameCancellation<Row>> {
  if (game.status === "cancelled") return refuse(tr("assignor.gameActions.error.alreadyCancelled"));
  if (game.status === "completed") return refuse(tr("assignor.gameActions.error.playedNotCancellable"));
  const why = cleanReason(reason);
  if (!why) return refuse(tr("assignor.games.cancel.reasonRequired"));
  return {
    ok: true,
    value: {
      game: { status: "cancelled", cancelReason: why },
      // The upcoming ones end with their game: the offers and the confirmed crew.
      cancelledAssignments: assignments.filter((assignment) =>
        statusIn(UPCOMING_ASSIGNMENT_STATUSES, assignment.status),
      ),
    },
  };
}

/**
 * The nightly rule: from the day after the game's date (in the organization's time zone, `today`),
 * a game whose every needed position is confirmed is completed without the assignor.
 */
export function shouldAutoComplete(
  game: { status: GameStatus; date: string; positionType: PositionType },
  assignments: readonly { position: string; status: string }[],
  today: string,
): boolean {
  if (game.status === "completed" || game.status === "cancelled") return false;
  if (!(game.date < today)) return false;
  const needed = POSITIONS_BY_TYPE[game.positionType];
  if (needed.length === 0) return false;
  return deriveGameStatus(game.status, game.positionType, assignments) === "confirmed";
}
