/**
 * Issue 19: the activity log in its reader's language. Entries are worded when read, from their action and
 * details; the English reader reads exactly the summaries stored when the changes happened.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import "~/server/i18n.server";
import { createAssignment, createGame as createGameRow, createUser, createUserSettings } from "~/demo/factories";
import { activityLog, userSettings } from "~/db/schema";
import { respondToAssignment } from "~/server/assignment-responses.server";
import { assignReferee } from "~/server/assignments.server";
import { completeGame } from "~/server/game-completion.server";
import { createGame } from "~/server/games.server";
import { createLeague, db, get } from "./helpers";

/** A game added, a referee assigned who accepts, and a played game completed (its payables created). */
async function leagueWithActivity() {
  const league = await createLeague();
  const organizationId = league.organization.id;
  const created = await createGame(db, {
    organizationId,
    assignorId: league.assignor.id,
    input: {
      homeTeam: "Harbor City",
      awayTeam: "Valley Rangers",
      date: "2099-11-28",
      time: "19:00",
      venue: "Harbor Field",
      league: "Coastal League",
      level: "youth",
      fee: 4000,
      ageGroup: null,
      positionType: "single",
      fieldSurface: null,
      skillLevel: null,
    },
  });
  expect(created.ok).toBe(true);
  if (!created.ok) throw new Error("game not created");
  const assigned = await assignReferee(db, {
    organizationId,
    actorId: league.assignor.id,
    gameId: created.game.id,
    refereeId: league.referee.id,
    position: "referee",
  });
  expect(assigned.ok).toBe(true);
  if (!assigned.ok) throw new Error("not assigned");
  const accepted = await respondToAssignment(db, {
    organizationId,
    refereeId: league.referee.id,
    assignmentId: assigned.assignmentId,
    response: "accept",
  });
  expect(accepted.ok).toBe(true);

  // A game played last spring, completed now: two officials owed.
  const played = await createGameRow(db, {
    organizationId,
    assignorId: league.assignor.id,
    homeTeam: "Mission FC",
    awayTeam: "Sunset United",
    date: "2026-03-14",
    time: "10:00",
    status: "confirmed",
  });
  const second = await createUser(db, { organizationId, role: "referee", firstName: "Second" });
  for (const [refereeId, position] of [
    [league.referee.id, "referee"],
    [second.id, "assistant_referee_1"],
  ] as const) {
    await createAssignment(db, { organizationId, gameId: played.id, refereeId, position, status: "confirmed" });
  }
  const completed = await completeGame(db, {
    organizationId,
    actorId: league.assignor.id,
    gameId: played.id,
    now: new Date("2026-03-14T22:00:00Z"),
  });
  expect(completed.ok).toBe(true);
  const summaries = async (action: string) =>
    (
      await db
        .select({ summary: activityLog.summary })
        .from(activityLog)
        .where(and(eq(activityLog.organizationId, organizationId), eq(activityLog.action, action)))
    ).map((row) => row.summary);
  return { league, summaries };
}

async function page(path: string, cookie: string) {
  const response = await get(path, { cookie });
  expect(response.status, path).toBe(200);
  return response.text();
}

const REFEREE = (league: Awaited<ReturnType<typeof createLeague>>) =>
  `${league.referee.firstName} ${league.referee.lastName}`;

describe("the activity log in the reader's language", () => {
  it("reads in German for a German assignor, on the Activity page and the overview", async () => {
    const { league, summaries } = await leagueWithActivity();
    await createUserSettings(db, {
      userId: league.assignor.id,
      language: "de",
      dateFormat: "DD/MM/YYYY",
      timeFormat: "24",
    });
    const name = REFEREE(league);
    const german = [
      "Spiel Harbor City – Valley Rangers am 28/11/2099 hinzugefügt",
      `${name} als Hauptschiedsrichter für Harbor City – Valley Rangers angesetzt`,
      `${name} hat die Ansetzung als Hauptschiedsrichter für Harbor City – Valley Rangers am 28/11/2099 um 19:00 angenommen`,
      "2 offene Zahlungen für Mission FC – Sunset United am 14/03/2026 angelegt",
      "Spiel Mission FC – Sunset United am 14/03/2026 als abgeschlossen markiert",
    ];
    const english = [
      ...(await summaries("game.created")),
      ...(await summaries("assignment.created")),
      ...(await summaries("assignment.accepted")),
      ...(await summaries("payables.created")),
      ...(await summaries("game.completed")),
    ];
    expect(english).toHaveLength(5);
    for (const path of ["/assignor/activity", "/assignor"]) {
      const html = await page(path, league.assignorCookie);
      for (const text of german) expect(html, path).toContain(text);
      for (const text of english) expect(html, path).not.toContain(text);
    }
  });

  it("reads in Spanish and French too", async () => {
    const { league } = await leagueWithActivity();
    await createUserSettings(db, { userId: league.assignor.id, language: "es" });
    const spanish = await page("/assignor/activity", league.assignorCookie);
    expect(spanish).toContain("Se añadió el partido Harbor City vs. Valley Rangers del ");
    expect(spanish).toContain("2 pagos pendientes creados para Mission FC vs. Sunset United del ");
    expect(spanish).not.toContain("Added Harbor City vs Valley Rangers");
    await db.delete(userSettings).where(eq(userSettings.userId, league.assignor.id));
    await createUserSettings(db, { userId: league.assignor.id, language: "fr" });
    const french = await page("/assignor", league.assignorCookie);
    expect(french).toContain("Match Harbor City – Valley Rangers du ");
    expect(french).toContain("2 paiements à effectuer créés pour Mission FC – Sunset United du ");
    expect(french).not.toContain("2 payables created");
  });

  it("reads exactly the stored English summaries for an English assignor", async () => {
    const { league, summaries } = await leagueWithActivity();
    const name = REFEREE(league);
    const expected = [
      "Added Harbor City vs Valley Rangers on 2099-11-28",
      `Assigned ${name} as Referee for Harbor City vs Valley Rangers`,
      `${name} accepted Referee for Harbor City vs Valley Rangers on 2099-11-28 at 19:00`,
      "2 payables created for Mission FC vs Sunset United on 2026-03-14",
      "Marked Mission FC vs Sunset United on 2026-03-14 completed",
    ];
    expect([
      ...(await summaries("game.created")),
      ...(await summaries("assignment.created")),
      ...(await summaries("assignment.accepted")),
      ...(await summaries("payables.created")),
      ...(await summaries("game.completed")),
    ]).toEqual(expected);
    for (const path of ["/assignor/activity", "/assignor"]) {
      const html = await page(path, league.assignorCookie);
      for (const text of expected) expect(html, path).toContain(text);
    }
  });
});
