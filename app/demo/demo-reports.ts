/**
 * Game reports in the demo league (issue 22, decision 0082), so the crew's and the assignors' pages are not
 * empty: on recent completed games, one report with a caution and a send-off awaiting approval, one approved,
 * one returned to the crew with a comment, and one with a partner's no-show whose payable is held.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/server/db.server";
import { newId } from "~/db/ids";
import { assignments, gameReportMisconduct, gameReportNotes, gameReports, games, payments } from "~/db/schema";

interface DemoReportsInput {
  organizationId: string;
  assignorId: string;
  now: Date;
  /** A referee whose games get no report: theirs stay to be filed (the demo referee's). */
  exceptRefereeId: string;
}

export async function seedDemoReports(
  db: Database,
  { organizationId, assignorId, now, exceptRefereeId }: DemoReportsInput,
) {
  const recent = await db
    .select({ id: games.id, date: games.date, homeTeam: games.homeTeam, awayTeam: games.awayTeam })
    .from(games)
    .where(and(eq(games.organizationId, organizationId), eq(games.status, "completed")))
    .orderBy(desc(games.date), desc(games.time))
    .limit(30);
  if (recent.length === 0) return;
  const crews = await db
    .select({
      id: assignments.id,
      gameId: assignments.gameId,
      refereeId: assignments.refereeId,
      position: assignments.position,
    })
    .from(assignments)
    .where(
      and(
        eq(assignments.organizationId, organizationId),
        inArray(
          assignments.gameId,
          recent.map((game) => game.id),
        ),
        eq(assignments.status, "completed"),
      ),
    );
  const pendingPayables = new Set(
    (
      await db
        .select({ assignmentId: payments.assignmentId })
        .from(payments)
        .where(and(eq(payments.organizationId, organizationId), eq(payments.status, "pending")))
    ).map((row) => row.assignmentId),
  );
  const withCrew = recent
    .map((game) => {
      const crew = crews.filter((row) => row.gameId === game.id);
      return {
        game,
        center: crew.find((row) => row.position === "referee"),
        partners: crew.filter((row) => row.position !== "referee"),
      };
    })
    .filter((entry) => entry.center !== undefined)
    .filter((entry) => !crews.some((row) => row.gameId === entry.game.id && row.refereeId === exceptRefereeId));
  // The no-show first: a game whose partner is still owed (so there is a payable to hold).
  const noShow = withCrew.find((entry) => entry.partners.some((partner) => pendingPayables.has(partner.id)));
  const others = withCrew.filter((entry) => entry !== noShow).slice(0, 3);
  const hour = 3_600_000;
  const plans: {
    entry: (typeof withCrew)[number];
    status: "submitted" | "approved" | "returned";
    misconduct: boolean;
    noShow: boolean;
  }[] = [
    ...(others[0] ? [{ entry: others[0], status: "submitted" as const, misconduct: true, noShow: false }] : []),
    ...(others[1] ? [{ entry: others[1], status: "approved" as const, misconduct: false, noShow: false }] : []),
    ...(others[2] ? [{ entry: others[2], status: "returned" as const, misconduct: false, noShow: false }] : []),
    ...(noShow ? [{ entry: noShow, status: "submitted" as const, misconduct: false, noShow: true }] : []),
  ];
  for (const [index, plan] of plans.entries()) {
    const { game, center, partners } = plan.entry;
    const reportId = newId();
    const submittedAt = new Date(now.getTime() - (index + 1) * 5 * hour);
    const missing = plan.noShow ? partners.find((partner) => pendingPayables.has(partner.id)) : undefined;
    await db.insert(gameReports).values({
      id: reportId,
      organizationId,
      gameId: game.id,
      filedById: center!.refereeId,
      status: plan.status,
      homeScore: 2 + (index % 2),
      awayScore: index % 3,
      injuries: index === 0 ? "Away number 4 twisted an ankle in the 70th minute and left the field." : null,
      incidents: plan.status === "returned" ? "The match started ten minutes late." : null,
      hasMisconduct: plan.misconduct,
      hasNoShow: plan.noShow,
      submittedAt,
      reviewedById: plan.status === "submitted" ? null : assignorId,
      reviewedAt: plan.status === "submitted" ? null : new Date(submittedAt.getTime() + 2 * hour),
      reviewComment: plan.status === "returned" ? "Please say why the kick-off was late." : null,
    });
    if (plan.misconduct) {
      await db.insert(gameReportMisconduct).values([
        {
          id: newId(),
          organizationId,
          reportId,
          gameId: game.id,
          gameDate: game.date,
          kind: "caution",
          teamSide: "home",
          teamName: game.homeTeam,
          playerName: "Jordan Ellis",
          playerNumber: "8",
          minute: 34,
          reasonCode: "C2",
        },
        {
          id: newId(),
          organizationId,
          reportId,
          gameId: game.id,
          gameDate: game.date,
          kind: "send_off",
          teamSide: "away",
          teamName: game.awayTeam,
          playerName: "Riley Moreno",
          playerNumber: "5",
          minute: 77,
          reasonCode: "S1",
        },
      ]);
    }
    for (const member of [center!, ...partners]) {
      await db
        .update(assignments)
        .set({ attendance: member === missing ? "no_show" : "on_time" })
        .where(eq(assignments.id, member.id));
    }
    if (missing) {
      await db
        .update(payments)
        .set({ heldAt: submittedAt, holdReason: "no_show" })
        .where(and(eq(payments.assignmentId, missing.id), eq(payments.status, "pending")));
    }
    const partner = partners.find((member) => member !== missing);
    if (partner && index === 0) {
      await db.insert(gameReportNotes).values({
        id: newId(),
        organizationId,
        gameId: game.id,
        authorId: partner.refereeId,
        notes: "The send-off followed a late tackle right in front of me; I agree with the call.",
      });
    }
  }
}
