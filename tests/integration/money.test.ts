/**
 * Every amount in the organization's currency (decision 0046): a league that bills in euros sees euro
 * fees on Game Management, Assignments, the referee's overview, open games and schedule, never "$".
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAssignment, createGame, createUserSettings } from "~/demo/factories";
import { organizations } from "~/db/schema";
import { createLeague, db, get } from "./helpers";

/** Intl puts a no-break space between a German amount and its symbol; compare with plain spaces. */
const plain = (text: string) => text.replaceAll("\u00a0", " ");

async function euroLeague() {
  const league = await createLeague();
  const organizationId = league.organization.id;
  await db.update(organizations).set({ currency: "EUR" }).where(eq(organizations.id, organizationId));
  // An open game the referee may ask for, one they are offered, and one they worked.
  await createGame(db, {
    organizationId,
    date: "2099-05-01",
    homeTeam: "Open Euro FC",
    level: "youth",
    feeCents: 4275,
  });
  const offered = await createGame(db, {
    organizationId,
    date: "2099-05-02",
    homeTeam: "Offered Euro FC",
    level: "youth",
    feeCents: 4275,
    status: "assigned",
  });
  await createAssignment(db, { organizationId, gameId: offered.id, refereeId: league.referee.id, status: "pending" });
  const worked = await createGame(db, {
    organizationId,
    date: "2026-01-10",
    homeTeam: "Worked Euro FC",
    level: "youth",
    feeCents: 4275,
    status: "completed",
  });
  await createAssignment(db, { organizationId, gameId: worked.id, refereeId: league.referee.id, status: "completed" });
  return league;
}

// The game dialog renders in the browser (a portal), so its "Fee (€)" label and default fee are covered by
// the unit tests of currencySymbol and formatMoney, and the e2e journey for a US league.
describe("an organization that bills in euros", () => {
  it("sees euro fees on Game Management and on Assignments", async () => {
    const league = await euroLeague();
    for (const path of ["/assignor/games", "/assignor/assignments"]) {
      const response = await get(path, { cookie: league.assignorCookie });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html, path).toContain("€42.75");
      expect(html, path).not.toContain("$42.75");
    }
  });

  it("sees euro fees on the referee's overview, open games and schedule", async () => {
    const league = await euroLeague();
    for (const path of ["/referee", "/referee/open-games", "/referee/schedule?tab=all"]) {
      const response = await get(path, { cookie: league.refereeCookie });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html, path).toContain("€42.75");
      expect(html, path).not.toContain("$42.75");
    }
  });

  it("writes them the way the reader's currency choice reads, still in euros", async () => {
    const league = await euroLeague();
    await createUserSettings(db, { userId: league.referee.id, currency: "EUR" });
    const html = plain(await (await get("/referee/open-games", { cookie: league.refereeCookie })).text());
    expect(html).toContain("42,75 €");
    expect(html).not.toContain("$42.75");
  });
});
