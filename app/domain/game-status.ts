import { LIVE_ASSIGNMENT_STATUSES } from "./assignment-status";
import {
  POSITIONS_BY_TYPE,
  type AssignmentStatus,
  type GameStatus,
  type Position,
  type PositionType,
} from "./constants";

/**
 * The positions of a game no live assignment holds yet, in the game's own order (the New Assignment
 * dialog's choices, the open games a referee may ask for). An unknown position type needs one referee.
 */
export function openPositions(
  positionType: string,
  assignments: readonly { position: string; status: string }[],
): Position[] {
  const needed = POSITIONS_BY_TYPE[positionType as PositionType] ?? POSITIONS_BY_TYPE.single;
  const held = new Set(
    assignments
      .filter((assignment) => LIVE_ASSIGNMENT_STATUSES.includes(assignment.status as AssignmentStatus))
      .map((assignment) => assignment.position),
  );
  return needed.filter((position) => !held.has(position));
}

/**
 * The status a scheduled game should show given its assignments: "assigned" when every needed
 * position has a pending or confirmed referee, "confirmed" when all of them are confirmed,
 * otherwise "pending". Completed and cancelled games keep their status.
 */
export function deriveGameStatus(
  current: GameStatus,
  positionType: PositionType,
  assignments: readonly { position: string; status: string }[],
): GameStatus {
  if (current === "completed" || current === "cancelled") return current;
  const needed = POSITIONS_BY_TYPE[positionType];
  const byPosition = new Map<string, string>();
  for (const assignment of assignments) {
    if (LIVE_ASSIGNMENT_STATUSES.includes(assignment.status as AssignmentStatus)) {
      byPosition.set(assignment.position, assignment.status);
    }
  }
  if (!needed.every((position) => byPosition.has(position))) return "pending";
  return needed.every((position) => byPosition.get(position) === "confirmed") ? "confirmed" : "assigned";
}
