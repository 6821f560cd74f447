import { POSITIONS_BY_TYPE, type AssignmentStatus, type GameStatus, type PositionType } from "./constants";

/** Assignment statuses that hold a slot: a declined or cancelled assignment leaves it open. */
export const LIVE_ASSIGNMENT_STATUSES: readonly AssignmentStatus[] = ["pending", "confirmed", "completed"];

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
