import { beforeAll, describe, expect, it } from "vitest";
import { createAssignment, createGame, createPayment, createUserSettings } from "~/demo/factories";
import { newId } from "~/db/ids";
import { eq } from "drizzle-orm";
import { memberships, organizations } from "~/db/schema";
import { todayIn } from "~/domain/dates";
import { createBusyReferee } from "./busy-referee";
import { createLeague, d1TimingOf, db, get, visibleText } from "./helpers";

let league: Awaited<ReturnType<typeof createLeague>>;
let other: Awaited<ReturnType<typeof createLeague>>;

/** The 15th of the month `back` months before today's (in the league's zone). */
function monthsAgo(today: string, back: number, day = 15): string {
  const date = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 - back, day));
  return date.toISOString().slice(0, 10);
}

beforeAll(async () => {
  league = await createLeague("Earning League");
  other = await createLeague("Other Earning League");
  const today = todayIn(league.organization.timeZone);
  const { organization, referee } = league;
  const completed = async (date: string, feeCents: number, homeTeam: string) => {
    const game = await createGame(db, {
      organizationId: organization.id,
      date,
      feeCents,
      homeTeam,
      status: "completed",
    });
    return createAssignment(db, {
      organizationId: organization.id,
      gameId: game.id,
      refereeId: referee.id,
      status: "completed",
    });
  };
  // Last month: $40 not yet recorded, $60 paid.
  await completed(monthsAgo(today, 1, 10), 4000, "Unrecorded Home");
  const paidLastMonth = await completed(monthsAgo(today, 1, 20), 6000, "Paid Home");
  await createPayment(db, {
    organizationId: organization.id,
    refereeId: referee.id,
    assignmentId: paidLastMonth.id,
    amountCents: 6000,
    status: "paid",
    paidAt: new Date(),
  });
  // This month (the 1st, never after today): $150 recorded as pending.
  const thisMonth = await completed(`${today.slice(0, 8)}01`, 15000, "Pending Home");
  await createPayment(db, {
    organizationId: organization.id,
    refereeId: referee.id,
    assignmentId: thisMonth.id,
    amountCents: 15000,
    status: "pending",
  });
  // Eight months ago, paid: outside the six months, still in the payments list.
  const old = await completed(monthsAgo(today, 8), 9000, "Old Home");
  await createPayment(db, {
    organizationId: organization.id,
    refereeId: referee.id,
    assignmentId: old.id,
    amountCents: 9000,
    status: "paid",
    paidAt: new Date(),
  });
  // An adjustment still to be paid.
  await createPayment(db, {
    organizationId: organization.id,
    refereeId: referee.id,
    amountCents: 2500,
    description: "Travel allowance",
    status: "pending",
  });
  // Not counted: a confirmed (not completed) game, and another league's completed game and payment.
  const upcoming = await createGame(db, {
    organizationId: organization.id,
    date: `${today.slice(0, 8)}01`,
    feeCents: 99900,
    homeTeam: "Confirmed Home",
  });
  await createAssignment(db, {
    organizationId: organization.id,
    gameId: upcoming.id,
    refereeId: referee.id,
    status: "confirmed",
  });
  const elsewhere = await createGame(db, {
    organizationId: other.organization.id,
    date: monthsAgo(today, 1),
    feeCents: 77700,
    homeTeam: "Elsewhere Home",
    status: "completed",
  });
  await createAssignment(db, {
    organizationId: other.organization.id,
    gameId: elsewhere.id,
    refereeId: other.referee.id,
    status: "completed",
  });
});

describe("/referee/earnings", () => {
  it("shows the cards, the chart and recent payments from the referee's completed games", async () => {
    const response = await get("/referee/earnings", { cookie: league.refereeCookie });
    expect(response.status).toBe(200);
    const html = await response.text();
    // Six months: $40 + $60 last month, $150 this month.
    expect(html).toContain("Total Earnings");
    expect(html).toContain("$250.00");
    // This month $150 against last month $100.
    expect(html).toContain("+50% from last month");
    expect(html).toMatch(/Games Refereed<\/p><p[^>]*>3<\/p>/);
    // Pending: $40 unrecorded + $150 pending + $25 adjustment.
    expect(html).toContain("$215.00");
    expect(html).toContain("3 payments not yet paid");
    for (const column of ["Game", "Level", "Date", "Amount", "Status"]) expect(html).toContain(`>${column}</th>`);
    for (const team of ["Unrecorded Home", "Paid Home", "Pending Home", "Old Home", "Travel allowance"])
      expect(html).toContain(team);
    expect(html).not.toContain("Confirmed Home");
    expect(html).not.toContain("Elsewhere Home");
    expect(html).not.toContain("$999.00");
    expect(html).toContain("Earnings per month, last 6 months");
  });

  it("filters the payments by status", async () => {
    const paid = await (await get("/referee/earnings?status=paid", { cookie: league.refereeCookie })).text();
    expect(paid).toContain("Paid Home");
    expect(paid).toContain("Old Home");
    expect(paid).not.toContain("Pending Home");
    expect(paid).not.toContain("Travel allowance");
    const pending = await (await get("/referee/earnings?status=pending", { cookie: league.refereeCookie })).text();
    expect(pending).toContain("Pending Home");
    expect(pending).toContain("Unrecorded Home");
    expect(pending).not.toContain("Paid Home");
  });

  it("exports the payment lines as CSV", async () => {
    const response = await get("/referee/earnings/export?status=pending", { cookie: league.refereeCookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="earnings-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text()).trim().split(/\r?\n/);
    expect(lines[0]).toBe("date,game,level,amount (USD),of which mileage (USD),status");
    expect(lines.slice(1).map((line) => line.split(",").slice(-3).join(","))).toEqual(
      expect.arrayContaining(["40.00,0.00,pending", "150.00,0.00,pending", "25.00,0.00,pending"]),
    );
    expect(lines).toHaveLength(4);
  });

  it("shows a referee without games zero figures and no percentage, not sample numbers", async () => {
    const html = await (await get("/referee/earnings", { cookie: other.refereeCookie })).text();
    // The other league's referee has one completed game last month ($777) and nothing this month.
    expect(html).toContain("$777.00");
    expect(html).toContain("-100% from last month");
    const fresh = await createLeague("Brand New League");
    const empty = await (await get("/referee/earnings", { cookie: fresh.refereeCookie })).text();
    expect(empty).toContain("$0.00");
    expect(empty).toContain("no earlier month to compare");
    expect(empty).toContain("No payments yet.");
  });

  it("is for referees only", async () => {
    for (const path of ["/referee/earnings", "/referee/earnings/export"]) {
      expect((await get(path, { cookie: league.assignorCookie })).status).toBe(403);
      const anonymous = await get(path);
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.get("Location")).toBe(`/login?${new URLSearchParams({ redirectTo: path })}`);
    }
  });
});

describe("amounts in the referee's currency format (decision 0043)", () => {
  it("writes the organization's dollars the way a referee who chose EUR reads them, never converted; the CSV stays plain numbers", async () => {
    const fresh = await createLeague("Format League");
    const today = todayIn(fresh.organization.timeZone);
    const game = await createGame(db, {
      organizationId: fresh.organization.id,
      date: `${today.slice(0, 8)}01`,
      feeCents: 123456,
      homeTeam: "Format Home",
      status: "completed",
    });
    const assignment = await createAssignment(db, {
      organizationId: fresh.organization.id,
      gameId: game.id,
      refereeId: fresh.referee.id,
      status: "completed",
    });
    await createPayment(db, {
      organizationId: fresh.organization.id,
      refereeId: fresh.referee.id,
      assignmentId: assignment.id,
      amountCents: 123456,
      status: "pending",
    });

    const before = await (await get("/referee/earnings", { cookie: fresh.refereeCookie })).text();
    expect(before).toContain("$1,234.56");

    await createUserSettings(db, { userId: fresh.referee.id, currency: "EUR" });
    const html = await (await get("/referee/earnings", { cookie: fresh.refereeCookie })).text();
    // German conventions (a no-break space before the symbol), the organization's currency: dollars.
    expect(html).toContain("1.234,56\u00a0$");
    expect(html).not.toContain("$1,234.56");
    // No amount in euros (the Settings currency picker's option names do carry the sign).
    expect(html).not.toMatch(/\d\s?€|€\s?\d/);
    // Cards, chart and the payments table all use it.
    expect(html.match(/1\.234,56\u00a0\$/g)?.length ?? 0).toBeGreaterThanOrEqual(4);
    const csv = await (await get("/referee/earnings/export", { cookie: fresh.refereeCookie })).text();
    expect(csv).toContain("1234.56,0.00,pending");
  });
});

describe("a referee of two organizations", () => {
  it("sees each league's earnings in its own currency, per league and one total per currency (issue 20)", async () => {
    const first = await createLeague("First Club");
    const second = await createLeague("Second Club");
    await db.update(organizations).set({ currency: "EUR" }).where(eq(organizations.id, second.organization.id));
    const referee = first.referee;
    // Joined the second organization a day later.
    await db.insert(memberships).values({
      id: newId(),
      organizationId: second.organization.id,
      userId: referee.id,
      role: "referee",
      createdAt: new Date(Date.now() + 86_400_000),
    });
    const today = todayIn(first.organization.timeZone);
    const day = `${today.slice(0, 8)}01`;
    for (const [league, team, fee] of [
      [first, "First Club Home", 4100],
      [second, "Second Club Home", 8800],
    ] as const) {
      const game = await createGame(db, {
        organizationId: league.organization.id,
        date: day,
        feeCents: fee,
        homeTeam: team,
        status: "completed",
      });
      const assignment = await createAssignment(db, {
        organizationId: league.organization.id,
        gameId: game.id,
        refereeId: referee.id,
        status: "completed",
      });
      await createPayment(db, {
        organizationId: league.organization.id,
        refereeId: referee.id,
        assignmentId: assignment.id,
        amountCents: fee,
        status: "pending",
      });
    }
    await createPayment(db, {
      organizationId: second.organization.id,
      refereeId: referee.id,
      amountCents: 999,
      description: "Second Club bonus",
      status: "paid",
      paidAt: new Date(),
    });

    const html = await (await get("/referee/earnings", { cookie: first.refereeCookie })).text();
    const text = visibleText(html);
    // The breakdown: each league in its currency, never converted; the total is one per currency.
    expect(text).toContain("By league");
    expect(text).toMatch(/First Club \$41\.00 \$41\.00 1/);
    expect(text).toMatch(/Second Club €88\.00 €88\.00 1/);
    expect(text).toContain("In total, last 6 months: $41.00 · €88.00");
    expect(text).not.toContain("$129.00");
    // The cards and payments are the first league's until another is chosen.
    expect(text).toContain("Showing First Club");
    expect(text).toContain("First Club Home");
    expect(text).not.toContain("Second Club Home");
    const secondView = visibleText(
      await (await get(`/referee/earnings?league=${second.organization.id}`, { cookie: first.refereeCookie })).text(),
    );
    expect(secondView).toContain("Showing Second Club");
    expect(secondView).toContain("Second Club Home");
    expect(secondView).toContain("€9.99");
    expect(secondView).not.toContain("First Club Home");
    // The export lists every league's lines, each with its league and currency.
    const csv = await (await get("/referee/earnings/export", { cookie: first.refereeCookie })).text();
    expect(csv.split("\r\n")[0]).toBe("date,league,game,level,amount,of which mileage,currency,status");
    expect(csv).toContain(",First Club,First Club Home vs ");
    expect(csv).toMatch(/,First Club,First Club Home vs [^\r]*,41\.00,0\.00,USD,pending/);
    expect(csv).toMatch(/,Second Club,Second Club Home vs [^\r]*,88\.00,0\.00,EUR,pending/);
    expect(csv).toMatch(/,Second Club,Second Club bonus,,9\.99,0\.00,EUR,paid/);
    // A referee of the first league only sees nothing of the second.
    const alone = visibleText(await (await get("/referee/earnings", { cookie: second.refereeCookie })).text());
    expect(alone).not.toContain("First Club");
    expect(alone).not.toContain("By league");
    // The second organization's assignor sees the referee's work there only.
    const theirs = await (await get("/assignor/payments", { cookie: second.assignorCookie })).text();
    expect(theirs).toContain("Second Club Home");
    expect(theirs).not.toContain("First Club Home");
  });
});

describe("/referee/earnings at two round trips (issue 17)", () => {
  it("reads the page after the session in one round trip, for a referee with a season of payables", async () => {
    const league = await createBusyReferee();
    for (const path of ["/referee/earnings", "/referee/earnings.data?status=paid"]) {
      const response = await get(path, { cookie: league.refereeCookie });
      expect(response.status, path).toBe(200);
      const timing = d1TimingOf(response)!;
      expect(timing.sequential, path).toBeLessThanOrEqual(2);
      expect(timing.queries, path).toBeLessThanOrEqual(10);
    }
    expect(await (await get("/referee/earnings", { cookie: league.refereeCookie })).text()).toContain(
      "Recent Payments",
    );
  });
});
