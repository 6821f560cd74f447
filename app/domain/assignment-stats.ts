/** The Assignment Management stat cards (spec section 2). */
export interface AssignmentStats {
  total: number;
  confirmed: number;
  pending: number;
  /** Completed ÷ total, as a rounded percent; 0 when there are none. */
  completionRate: number;
}

export function assignmentStats(counts: Partial<Record<string, number>>): AssignmentStats {
  const total = Object.values(counts).reduce<number>((sum, value) => sum + (value ?? 0), 0);
  const completed = counts.completed ?? 0;
  return {
    total,
    confirmed: counts.confirmed ?? 0,
    pending: counts.pending ?? 0,
    completionRate: total === 0 ? 0 : Math.round((completed / total) * 100),
  };
}

/** "AR" from Alex Rivera; "?" when the name is missing. */
export function initials(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const letters = `${firstName?.trim().charAt(0) ?? ""}${lastName?.trim().charAt(0) ?? ""}`.toUpperCase();
  return letters || "?";
}
