import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { createAssignment, createGame, createUser } from "~/db/factories";
import { eq } from "drizzle-orm";
import { assignments, games } from "~/db/schema";
import { createLeague, db, get, post } from "./helpers";

async function leagueWithAssignments() {
  const league = await createLeague();
  const dana = await createUser(db, {
    organizationId: league.organization.id,
    firstName: "Dana",
    lastName: "Reyes",
    email: `dana.reyes.${league.organization.id.slice(0, 8)}@league.test`,
    phone: "(415) 555-0199",
    refereeLevel: 3,
  });
  const kezar = await createGame(db, {
    organizationId: league.organization.id,
    homeTeam: "Mission FC",
    awayTeam: "Sunset United",
    venue: "Kezar Stadium",
    date: "2026-12-05",
    time: "14:30",
    feeCents: 4550,
  });
  const tam = await createGame(db, {
    organizationId: league.organization.id,
    homeTeam: "Marin Tides",
    awayTeam: "Presidio SC",
    venue: "Tam High",
    date: "2026-12-06",
  });
  await createAssignment(db, {
    organizationId: league.organization.id,
    gameId: kezar.id,
    refereeId: dana.id,
    status: "confirmed",
    assignedAt: new Date("2026-11-20T10:00:00Z"),
  });
  await createAssignment(db, {
    organizationId: league.organization.id,
    gameId: tam.id,
    refereeId: league.referee.id,
    status: "pending",
    assignedAt: new Date("2026-11-21T10:00:00Z"),
  });
  await createAssignment(db, {
    organizationId: league.organization.id,
    gameId: tam.id,
    refereeId: dana.id,
    position: "assistant_referee_1",
    status: "completed",
    assignedAt: new Date("2026-11-19T10:00:00Z"),
  });
  await createAssignment(db, {
    organizationId: league.organization.id,
    gameId: kezar.id,
    refereeId: league.referee.id,
    position: "assistant_referee_1",
    status: "declined",
    declineReason: "Away that weekend",
    assignedAt: new Date("2026-11-18T10:00:00Z"),
  });
  return league;
}

describe("/assignor/assignments", () => {
  it("shows the stat cards and every assignment, newest first, with game, referee and contact", async () => {
    const league = await leagueWithAssignments();
    const html = await (await get("/assignor/assignments", { cookie: league.assignorCookie })).text();
    expect(html).toContain("4 assignments found");
    // Total 4, confirmed 1, pending 1, completion 1 of 4 = 25%.
    expect(html).toMatch(/Total Assignments<\/p><p[^>]*>4</);
    expect(html).toMatch(/Completion Rate<\/p><p[^>]*>25%</);
    expect(html).toContain(`dana.reyes.${league.organization.id.slice(0, 8)}@league.test`);
    expect(html).toContain("(415) 555-0199");
    expect(html).toContain("$45.50");
    expect(html).toContain("Away that weekend");
    expect(html.indexOf("Marin Tides vs Presidio SC")).toBeLessThan(html.indexOf("Mission FC vs Sunset United"));
  });

  it("searches games and referees and filters by status in the URL", async () => {
    const league = await leagueWithAssignments();
    const byReferee = await (
      await get("/assignor/assignments?q=dana%20reyes", { cookie: league.assignorCookie })
    ).text();
    expect(byReferee).toContain("2 assignments found");
    const byVenue = await (
      await get("/assignor/assignments?q=kezar&status=declined", { cookie: league.assignorCookie })
    ).text();
    expect(byVenue).toContain("1 assignment found");
    const none = await (await get("/assignor/assignments?q=nobody", { cookie: league.assignorCookie })).text();
    expect(none).toContain("No Assignments Found");
    expect(none).toContain("No assignments match your current filters.");
  });

  it("shows the empty state of a new organization and never another organization's assignments", async () => {
    const busy = await leagueWithAssignments();
    const fresh = await createLeague();
    const html = await (await get("/assignor/assignments", { cookie: fresh.assignorCookie })).text();
    expect(html).toContain("No assignments have been created yet.");
    expect(html).not.toContain(`dana.reyes.${busy.organization.id.slice(0, 8)}@league.test`);
    const csv = await (await get("/assignor/assignments/export", { cookie: fresh.assignorCookie })).text();
    expect(csv.trim().split("\r\n")).toHaveLength(1);
  });

  it("exports the filtered assignments as CSV", async () => {
    const league = await leagueWithAssignments();
    const response = await get("/assignor/assignments/export?status=confirmed", { cookie: league.assignorCookie });
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines[0]).toBe(
      "date,time,homeTeam,awayTeam,venue,position,referee,email,phone,fee,assigned,status,declineReason,notes,overriddenConflicts,overrideReason",
    );
    expect(lines.slice(1)).toEqual([
      `2026-12-05,14:30,Mission FC,Sunset United,Kezar Stadium,Referee,Dana Reyes,dana.reyes.${league.organization.id.slice(0, 8)}@league.test,(415) 555-0199,45.50,2026-11-20,confirmed,,,,`,
    ]);
  });

  it("withdraws a pending offer, and only one of its own organization's", async () => {
    const league = await createLeague();
    const rival = await createLeague();
    const game = await createGame(db, {
      organizationId: league.organization.id,
      status: "assigned",
      date: "2099-01-09",
    });
    const offer = await createAssignment(db, {
      organizationId: league.organization.id,
      gameId: game.id,
      refereeId: league.referee.id,
      status: "pending",
    });
    expect(
      (
        await post(
          "/assignor/assignments",
          { intent: "withdraw", assignmentId: offer.id },
          { cookie: rival.assignorCookie },
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await post(
          "/assignor/assignments",
          { intent: "withdraw", assignmentId: offer.id },
          { cookie: league.assignorCookie },
        )
      ).status,
    ).toBe(200);
    const [withdrawn] = await db.select().from(assignments).where(eq(assignments.id, offer.id));
    expect(withdrawn?.status).toBe("cancelled");
    const [reopened] = await db.select().from(games).where(eq(games.id, game.id));
    expect(reopened?.status).toBe("pending");
    expect(
      (
        await post(
          "/assignor/assignments",
          { intent: "withdraw", assignmentId: offer.id },
          { cookie: league.assignorCookie },
        )
      ).status,
    ).toBe(409);
  });

  it('says the spec\'s "Error loading assignments" with the message when its data cannot load, inside the portal', async () => {
    const league = await createLeague();
    // Break this section's data for real (the layout's figures read games only), then mend it.
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await env.DB.exec("ALTER TABLE assignments RENAME TO assignments_unavailable");
    let response: Response;
    try {
      response = await get("/assignor/assignments", { cookie: league.assignorCookie });
    } finally {
      await env.DB.exec("ALTER TABLE assignments_unavailable RENAME TO assignments");
      logged.mockRestore();
    }
    expect(response.status).toBe(500);
    const html = await response.text();
    // A production build hides the server's own words; the spec's text carries the message it gets.
    expect(html).toContain("Error loading assignments: Unexpected Server Error");
    expect(html).toContain("Assignment Management");
    expect(html).toContain("Try again");
    // The portal around it stays: the sidebar, not the application's error page.
    expect(html).toContain('href="/assignor/games"');
    expect(html).not.toContain("Unexpected Application Error!");
    expect((await get("/assignor/assignments", { cookie: league.assignorCookie })).status).toBe(200);
  });

  it("is for assignors only", async () => {
    const league = await createLeague();
    expect((await get("/assignor/assignments", { cookie: league.refereeCookie })).status).toBe(403);
    expect((await get("/assignor/assignments/export", { cookie: league.refereeCookie })).status).toBe(403);
    expect((await get("/assignor/assignments")).status).toBe(302);
  });
});
