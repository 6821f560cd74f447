import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildGame, buildUser, createAssignment, createGame, createUser, insertMany } from "~/demo/factories";
import {
  activityLog,
  assignments,
  games,
  memberships,
  organizations,
  payments,
  refereeTaxDetails,
  users,
} from "~/db/schema";
import { todayIn } from "~/domain/dates";
import { setPlan } from "~/server/accounting.server";
import { createLeague, db, expectRoundTrips, get, post, visibleText } from "./helpers";

let counter = 0;
/** A paid payment of `cents` to a referee, paid on `paidOn`. */
async function paid(organizationId: string, refereeId: string, cents: number, paidOn: string) {
  await db.insert(payments).values({
    id: `acct-${++counter}-${crypto.randomUUID().slice(0, 8)}`,
    organizationId,
    refereeId,
    amountCents: cents,
    description: "Tournament bonus",
    status: "paid",
    method: "check",
    paidAt: new Date(`${paidOn}T12:00:00Z`),
    paidOn,
    expenseCategory: "tournament_bonus",
  });
}

async function proLeague() {
  const league = await createLeague();
  const started = await post(
    "/assignor/accounting",
    { intent: "set-plan", plan: "pro" },
    { cookie: league.assignorCookie },
  );
  expect(started.status).toBe(200);
  return league;
}

describe("the Pro Accounting plan", () => {
  it("on Core, the page offers the plan and the Pro data stays closed", async () => {
    const league = await createLeague();
    const page = await (await get("/assignor/accounting", { cookie: league.assignorCookie })).text();
    expect(page).toContain("Start Pro Accounting");
    expect(page).toContain("$5.00 per active referee per month");
    // The page's catalog (in its data script) holds every word of the namespace: look at what is shown.
    expect(visibleText(page)).not.toContain("Export 1099-NEC data");
    expect(visibleText(page)).not.toContain("Payer details");
    expect((await get("/assignor/accounting/1099-nec.csv?year=2026", { cookie: league.assignorCookie })).status).toBe(
      403,
    );
    expect(
      (
        await post(
          "/assignor/accounting",
          { intent: "payer-details", legalName: "X", taxId: "123456789", mailingAddress: "Y" },
          { cookie: league.assignorCookie },
        )
      ).status,
    ).toBe(403);
  });

  it("switching records when it started and writes the activity log; a referee cannot switch it", async () => {
    const league = await proLeague();
    const [organization] = await db.select().from(organizations).where(eq(organizations.id, league.organization.id));
    expect(organization).toMatchObject({ plan: "pro" });
    expect(organization?.planStartedAt).toBeInstanceOf(Date);
    const log = await db.select().from(activityLog).where(eq(activityLog.organizationId, league.organization.id));
    expect(log.map((row) => row.action)).toContain("plan.pro_started");
    expect(
      (await post("/assignor/accounting", { intent: "set-plan", plan: "core" }, { cookie: league.refereeCookie }))
        .status,
    ).toBe(403);
    expect((await get("/assignor/accounting", { cookie: league.refereeCookie })).status).toBe(403);
  });
});

describe("1099-NEC data", () => {
  it("lists referees paid $600.00 or more in the year by the day paid: 599.99 is out, 600.00 is in", async () => {
    const league = await proLeague();
    const orgId = league.organization.id;
    const under = league.referee;
    const exactly = await createUser(db, {
      organizationId: orgId,
      role: "referee",
      firstName: "Exactly",
      lastName: "Six",
    });
    const lastYear = await createUser(db, {
      organizationId: orgId,
      role: "referee",
      firstName: "Last",
      lastName: "Year",
    });
    await paid(orgId, under.id, 59_999, "2026-04-01");
    await paid(orgId, exactly.id, 30_000, "2026-02-10");
    await paid(orgId, exactly.id, 30_000, "2026-09-10");
    await paid(orgId, lastYear.id, 70_000, "2025-12-31");

    const csv = await (
      await get("/assignor/accounting/1099-nec.csv?year=2026", { cookie: league.assignorCookie })
    ).text();
    const rows = csv.trim().split("\r\n");
    expect(rows[0]).toContain("Box 1 Nonemployee compensation");
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain("Exactly Six");
    expect(rows[1]).toContain(",600.00,");
    expect(csv).not.toContain(under.lastName);

    const earlier = await (
      await get("/assignor/accounting/1099-nec.csv?year=2025", { cookie: league.assignorCookie })
    ).text();
    expect(earlier).toContain("Last Year");
    expect(earlier).toContain(",700.00,");

    const page = await (await get("/assignor/accounting?year=2026", { cookie: league.assignorCookie })).text();
    expect(page).toContain("Exactly Six");
    expect(page).toContain("$599.99");
  });

  it("another organization's export never includes these referees", async () => {
    const league = await proLeague();
    await paid(league.organization.id, league.referee.id, 90_000, "2026-05-05");
    const rival = await proLeague();
    const csv = await (
      await get("/assignor/accounting/1099-nec.csv?year=2026", { cookie: rival.assignorCookie })
    ).text();
    expect(csv.trim().split("\r\n")).toHaveLength(1);
  });
});

describe("tax details", () => {
  it("keep only the TIN's last four digits, shown masked to the referee, the assignor and in the export", async () => {
    const league = await proLeague();
    const saved = await post(
      "/referee/settings",
      {
        intent: "save-tax-details",
        legalName: "Dana Q. Ortiz",
        businessName: "",
        tinType: "ssn",
        tin: "123-45-6789",
        addressLine1: "12 Mission St",
        addressLine2: "",
        city: "San Francisco",
        state: "ca",
        postalCode: "94110",
      },
      { cookie: league.refereeCookie },
    );
    expect(saved.status).toBe(200);
    const [row] = await db.select().from(refereeTaxDetails).where(eq(refereeTaxDetails.userId, league.referee.id));
    expect(row).toMatchObject({ legalName: "Dana Q. Ortiz", tinLast4: "6789", state: "CA" });
    expect(JSON.stringify(row)).not.toContain("12345");

    const settings = await (await get("/referee/settings", { cookie: league.refereeCookie })).text();
    expect(settings).toContain("***-**-6789");
    expect(settings).not.toContain("123-45-6789");

    await paid(league.organization.id, league.referee.id, 65_000, "2026-06-01");
    const page = await (await get("/assignor/accounting?year=2026", { cookie: league.assignorCookie })).text();
    expect(page).toContain("***-**-6789");
    expect(page).toContain("Dana Q. Ortiz");
    const csv = await (
      await get("/assignor/accounting/1099-nec.csv?year=2026", { cookie: league.assignorCookie })
    ).text();
    expect(csv).toContain("***-**-6789");
    expect(csv).toContain("94110");
    expect(csv).not.toContain("123456789");
  });

  it("refuses a short number with the field error and keeps everything else typed (but not the number)", async () => {
    const league = await createLeague();
    const response = await post(
      "/referee/settings",
      {
        intent: "save-tax-details",
        legalName: "Dana Ortiz",
        tinType: "ein",
        tin: "12-34",
        addressLine1: "12 Mission St",
        city: "San Francisco",
        state: "CA",
        postalCode: "94110",
      },
      { cookie: league.refereeCookie },
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Enter all nine digits of the number.");
    expect(html).toContain('value="12 Mission St"');
    expect(html).not.toContain('value="12-34"');
    expect(await db.select().from(refereeTaxDetails).where(eq(refereeTaxDetails.userId, league.referee.id))).toEqual(
      [],
    );
  });
});

describe("billing", () => {
  it("counts each referee paid in a month once, at $5 each, from the plan's start", async () => {
    const league = await proLeague();
    const other = await createUser(db, { organizationId: league.organization.id, role: "referee", firstName: "Other" });
    const month = new Date().toISOString().slice(0, 7);
    await paid(league.organization.id, league.referee.id, 4000, `${month}-01`);
    await paid(league.organization.id, league.referee.id, 4000, `${month}-02`);
    await paid(league.organization.id, other.id, 4000, `${month}-02`);
    const page = await (await get("/assignor/accounting", { cookie: league.assignorCookie })).text();
    const billing = page.slice(page.indexOf(">Billing<"), page.indexOf("Year-end tax summaries"));
    expect(billing).toMatch(/>2<\/td><td[^>]*>\$10\.00</);
  });
});

describe("billing across plan switches (decision 0043)", () => {
  it("bills every month Pro was on, before a switch to Core and after the switch back, and no month on Core", async () => {
    const league = await createLeague();
    const orgId = league.organization.id;
    const at = (day: string) => new Date(`${day}T19:00:00Z`);
    await setPlan(db, { organizationId: orgId, actorId: league.assignor.id, plan: "pro", now: at("2025-09-10") });
    await setPlan(db, { organizationId: orgId, actorId: league.assignor.id, plan: "core", now: at("2025-11-02") });
    await setPlan(db, { organizationId: orgId, actorId: league.assignor.id, plan: "pro", now: at("2026-06-15") });
    const other = await createUser(db, { organizationId: orgId, role: "referee", firstName: "Gap", lastName: "Month" });
    await paid(orgId, league.referee.id, 4000, "2025-10-05");
    await paid(orgId, other.id, 4000, "2025-10-20");
    await paid(orgId, other.id, 4000, "2026-01-20");
    await paid(orgId, league.referee.id, 4000, "2026-07-07");

    const page = await (await get("/assignor/accounting", { cookie: league.assignorCookie })).text();
    const billing = page.slice(page.indexOf(">Billing<"), page.indexOf("Year-end tax summaries"));
    expect(billing).toContain("2025-09-10 to 2025-11-02; since 2026-06-15");
    const row = (month: string) =>
      billing.slice(billing.indexOf(`>${month}<`), billing.indexOf("</tr>", billing.indexOf(`>${month}<`)));
    // The first stretch on Pro is still on the bill: two referees paid in October 2025.
    expect(row("October 2025")).toMatch(/>2<\/td><td[^>]*>\$10\.00</);
    expect(row("September 2025")).toMatch(/>0<\/td><td[^>]*>\$0\.00</);
    expect(row("November 2025")).toMatch(/>0<\/td>/);
    expect(row("July 2026")).toMatch(/>1<\/td><td[^>]*>\$5\.00</);
    // Months on Core are not billed, even with referees paid in them.
    for (const month of ["December 2025", "January 2026", "May 2026"]) expect(billing).not.toContain(`>${month}<`);
    // Two clicks that change nothing record nothing.
    expect(await setPlan(db, { organizationId: orgId, actorId: league.assignor.id, plan: "pro" })).toEqual({
      changed: false,
    });
    const switches = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.organizationId, orgId), eq(activityLog.subjectType, "organization")));
    expect(switches.filter((entry) => entry.action.startsWith("plan."))).toHaveLength(3);
  });
});

describe("money stays in its organization", () => {
  it("another organization's Pro page shows none of this one's summaries, report or bill", async () => {
    const league = await proLeague();
    const orgId = league.organization.id;
    const secret = await createUser(db, {
      organizationId: orgId,
      role: "referee",
      firstName: "Alpha",
      lastName: "Secretreferee",
    });
    const game = await createGame(db, {
      organizationId: orgId,
      date: "2026-05-02",
      venue: "Alpha Secret Park",
      level: "professional",
      status: "completed",
      feeCents: 70_000,
    });
    const assignment = await createAssignment(db, {
      organizationId: orgId,
      gameId: game.id,
      refereeId: secret.id,
      status: "completed",
    });
    const today = todayIn(league.organization.timeZone);
    await db.insert(payments).values({
      id: crypto.randomUUID(),
      organizationId: orgId,
      refereeId: secret.id,
      assignmentId: assignment.id,
      amountCents: 70_000,
      description: "Alpha game",
      status: "paid",
      method: "check",
      paidAt: new Date(),
      paidOn: today,
    });
    const mine = await (await get("/assignor/accounting", { cookie: league.assignorCookie })).text();
    expect(mine).toContain("Alpha Secretreferee");
    expect(mine).toContain("Alpha Secret Park");

    const rival = await proLeague();
    const theirs = await (await get("/assignor/accounting", { cookie: rival.assignorCookie })).text();
    expect(theirs).not.toContain("Alpha");
    expect(theirs).not.toContain("$700.00");
    expect(theirs).toContain(`Nobody was paid in ${today.slice(0, 4)}.`);
    expect(theirs).toContain("No payments yet.");
    const billing = theirs.slice(theirs.indexOf(">Billing<"), theirs.indexOf("Year-end tax summaries"));
    expect(billing).toMatch(/>0<\/td><td[^>]*>\$0\.00</);
    expect(billing).not.toContain("$5.00");
    const csv = await (
      await get(`/assignor/accounting/1099-nec.csv?year=${today.slice(0, 4)}`, { cookie: rival.assignorCookie })
    ).text();
    expect(csv).not.toContain("Alpha");
  });

  it("payer details change only the signed-in assignor's own organization; a referee cannot change them", async () => {
    const league = await proLeague();
    const details = {
      intent: "payer-details",
      legalName: "Riverside Youth Soccer Inc.",
      taxId: "12-3456789",
      mailingAddress: "1 River Rd, Sacramento, CA 95814",
    };
    expect((await post("/assignor/accounting", details, { cookie: league.assignorCookie })).status).toBe(200);
    const rival = await proLeague();
    const attempt = {
      ...details,
      legalName: "Hijacked Name",
      taxId: "98-7654321",
      organizationId: league.organization.id,
    };
    expect((await post("/assignor/accounting", attempt, { cookie: rival.assignorCookie })).status).toBe(200);
    const [ours] = await db.select().from(organizations).where(eq(organizations.id, league.organization.id));
    expect(ours).toMatchObject({ legalName: "Riverside Youth Soccer Inc.", taxId: "12-3456789" });
    const [theirs] = await db.select().from(organizations).where(eq(organizations.id, rival.organization.id));
    expect(theirs).toMatchObject({ legalName: "Hijacked Name", taxId: "98-7654321" });

    const byReferee = await post(
      "/assignor/accounting",
      { ...details, legalName: "Referee Was Here" },
      { cookie: league.refereeCookie },
    );
    expect(byReferee.status).toBe(403);
    expect(
      (await db.select().from(organizations).where(eq(organizations.id, league.organization.id)))[0]?.legalName,
    ).toBe("Riverside Youth Soccer Inc.");
  });

  it("the 1099-NEC export is for assignors: a referee is refused, an anonymous visitor is sent to sign in", async () => {
    const league = await proLeague();
    await paid(league.organization.id, league.referee.id, 90_000, "2026-05-05");
    const byReferee = await get("/assignor/accounting/1099-nec.csv?year=2026", { cookie: league.refereeCookie });
    expect(byReferee.status).toBe(403);
    expect(await byReferee.text()).not.toContain("900.00");
    const anonymous = await get("/assignor/accounting/1099-nec.csv?year=2026");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe(
      `/login?${new URLSearchParams({ redirectTo: "/assignor/accounting/1099-nec.csv?year=2026" })}`,
    );
  });
});

describe("a season of payables, summed in SQL", () => {
  it("shows the year's summaries, bill and report from 400 payables in one round trip after the session", async () => {
    const league = await proLeague();
    const orgId = league.organization.id;
    const year = todayIn(league.organization.timeZone).slice(0, 4);
    const referees = Array.from({ length: 20 }, (_, index) =>
      buildUser({ firstName: "Season", lastName: `Payee ${String(index).padStart(2, "0")}` }),
    );
    await insertMany(db, users, referees);
    await insertMany(
      db,
      memberships,
      referees.map((referee) => ({
        id: crypto.randomUUID(),
        organizationId: orgId,
        userId: referee.id,
        role: "referee",
      })),
    );
    // Each referee worked 20 games at $30.00 in January of this year (five venues), 15 of them paid on
    // the game's day; every referee was also paid a $10.00 bonus that is no game.
    const gameRows = referees.flatMap((_, r) =>
      Array.from({ length: 20 }, (_, g) =>
        buildGame({
          organizationId: orgId,
          date: `${year}-01-${String(g + 1).padStart(2, "0")}`,
          time: `${String(8 + (r % 12)).padStart(2, "0")}:00`,
          venue: `Season Park ${g % 5}`,
          level: "youth",
          status: "completed",
          feeCents: 3000,
        }),
      ),
    );
    await insertMany(db, games, gameRows);
    const assignmentRows = gameRows.map((game, index) => ({
      id: crypto.randomUUID(),
      organizationId: orgId,
      gameId: game.id,
      refereeId: referees[Math.floor(index / 20)]!.id,
      position: "referee",
      status: "completed",
    }));
    await insertMany(db, assignments, assignmentRows);
    await insertMany(db, payments, [
      ...assignmentRows.map((assignment, index) => {
        const day = gameRows[index]!.date;
        return {
          id: crypto.randomUUID(),
          organizationId: orgId,
          refereeId: assignment.refereeId,
          assignmentId: assignment.id,
          amountCents: 3000,
          description: "Season game",
          expenseCategory: "game_fees",
          ...(index % 20 < 15
            ? { status: "paid", method: "check", paidOn: day, paidAt: new Date(`${day}T20:00:00Z`) }
            : {}),
        };
      }),
      ...referees.map((referee) => ({
        id: crypto.randomUUID(),
        organizationId: orgId,
        refereeId: referee.id,
        amountCents: 1000,
        description: "Season bonus",
        expenseCategory: "tournament_bonus",
        status: "paid",
        method: "cash",
        paidOn: `${year}-01-31`,
        paidAt: new Date(`${year}-01-31T20:00:00Z`),
      })),
    ]);

    for (const path of ["/assignor/accounting", "/assignor/accounting.data"]) {
      const response = await get(path, { cookie: league.assignorCookie });
      expect(response.status, path).toBe(200);
      // The session with its membership and organization is one round trip; the page's data one more.
      expectRoundTrips(path, response, 2);
    }
    const page = await (await get(`/assignor/accounting?year=${year}`, { cookie: league.assignorCookie })).text();
    // Per referee: 15 games paid at $30.00 and the bonus, $460.00 (not yet a 1099).
    const summary = page.slice(
      page.indexOf(">Season Payee 07<"),
      page.indexOf("</tr>", page.indexOf(">Season Payee 07<")),
    );
    expect(summary).toMatch(/>15<\/td><td[^>]*>\$460\.00</);
    // The report by venue: each park had 80 games, 60 paid ($1,800.00) and 20 owed ($600.00).
    const byVenue = page.slice(page.indexOf("By venue"));
    const park = byVenue.slice(
      byVenue.indexOf(">Season Park 3<"),
      byVenue.indexOf("</tr>", byVenue.indexOf(">Season Park 3<")),
    );
    expect(park).toContain("$1,800.00");
    expect(park).toContain("$600.00");
    // The bonuses are no game: $200.00 paid.
    const noGame = byVenue.slice(byVenue.indexOf(">No game<"), byVenue.indexOf("</tr>", byVenue.indexOf(">No game<")));
    expect(noGame).toContain("$200.00");
  });

  it("switches the plan in at most three round trips in sequence", async () => {
    const league = await createLeague();
    // An action as the browser posts it (to the .data address; the page's loaders revalidate after).
    const switched = await post(
      "/assignor/accounting.data",
      { intent: "set-plan", plan: "pro" },
      { cookie: league.assignorCookie },
    );
    expect(switched.status).toBe(200);
    expectRoundTrips("switched", switched, 3);
    const [row] = await db.select().from(organizations).where(eq(organizations.id, league.organization.id));
    expect(row!.plan).toBe("pro");
  });
});
