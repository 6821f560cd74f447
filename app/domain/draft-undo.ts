/**
 * Undoing an auto-assign publish (decision 0042). Undo is refused once an offer is accepted, but a
 * referee can still accept between that check and the withdrawal, and a withdrawal can fail. What the
 * draft then says must be true: "undone" only when no offer of it is still out, otherwise it stays
 * published and lists each offer that could not be withdrawn, and why.
 */
import { tr } from "~/i18n/text";

export interface UndoFailure {
  itemId: string;
  /** "Referee of Hawks vs Owls on 2099-04-04". */
  slot: string;
  reason: string;
}

/** Stored in the draft's summary (`undoReport`) and shown on the review screen. */
export interface UndoReport {
  withdrawn: number;
  failed: UndoFailure[];
}

/** Why an offer could not be withdrawn, from its status read again after the attempt. */
export function undoFailureReason(statusNow: string | null, attemptMessage: string): string | null {
  switch (statusNow) {
    // No longer out: nothing to withdraw, the undo holds for that slot.
    case "declined":
    case "cancelled":
    case null:
      return null;
    case "confirmed":
      return tr("assignor.draft.undo.accepted");
    case "completed":
      return tr("assignor.draft.undo.played");
    default:
      return attemptMessage;
  }
}

/** The draft's status after an undo, and the message for the assignor. */
export function undoOutcome(report: UndoReport): { status: "undone" | "published"; message: string } {
  if (report.failed.length === 0)
    return { status: "undone", message: tr("assignor.draft.undo.done", { count: report.withdrawn }) };
  return {
    status: "published",
    message: tr("assignor.draft.undo.partly", {
      withdrawn: report.withdrawn,
      failed: report.failed.length,
      slots: report.failed
        .map((failure) => tr("assignor.draft.undo.failure", { slot: failure.slot, reason: failure.reason }))
        .join("; "),
    }),
  };
}

/** The undo report stored in a draft's summary, if an undo ran. */
export function undoReportOf(summary: unknown): UndoReport | undefined {
  if (!summary || typeof summary !== "object" || !("undoReport" in summary)) return undefined;
  const report = (summary as { undoReport?: unknown }).undoReport;
  return report && typeof report === "object" && Array.isArray((report as UndoReport).failed)
    ? (report as UndoReport)
    : undefined;
}

/** A published draft whose undo left offers out. */
export function isPartlyUndone(status: string, summary: unknown): boolean {
  return status === "published" && (undoReportOf(summary)?.failed.length ?? 0) > 0;
}
