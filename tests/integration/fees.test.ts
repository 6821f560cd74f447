/**
 * Fee schedules and travel pay (issue 21, decision 0078), as assignors, referees and API clients see them:
 * the fee table and a game's own fees price each slot the same way everywhere (the Assignments list, the
 * referee's schedule, the API, the payables at completion); mileage goes into each payable at completion and
 * shows on earnings, the payout lines and the 1099-NEC data (outside box 1).
 */
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAssignment, createGame, createUser } from "~/demo/factories";
import { newId } from "~/db/ids";
import { payments, travelStartPoints, users, venues } from "~/db/schema";
import { distanceKm, KM_PER_MILE } from "~/domain/distance";
import { autoCompleteGames, completeGame } from "~/server/game-completion.server";
import { markPaymentsPaid } from "~/server/payments.server";
import { apiKeyFor, api } from "./api-helpers";
import { createLeague, db, get, post, visibleText } from "./helpers";

type League = Awaited<ReturnType<typeof createLeague>>;

const GAME_DAY = "2026-03-14";
const AFTER_GAME = new Date("2026-03-14T22:00:00Z");
const FEES = "/assignor/organizations/fees";

/** A four-official amateur game (game fee $50.00) with four confirmed officials, the league's referee in the middle. */
async function fourOfficialGame(
  league: League,
  { ageGroup = null as string | null, venue = "Central Park Field 1" } = {},
) {
  const organizationId = league.organization.id;
  const game = await createGame(db, {
    organizationId,
    assignorId: league.assignor.id,
    date: GAME_DAY,
    time: "10:00",
    level: "amateur",
    feeCents: 5000,
    ageGroup,
    venue,
    positionType: "four_official",
    status: "confirmed",
  });
  const crew: Record<string, { assignmentId: string; refereeId: string }> = {};
  for (const position of ["referee", "assistant_referee_1", "assistant_referee_2", "fourth_official"] as const) {
    const referee =
      position === "assistant_referee_1"
        ? league.referee
        : await createUser(db, { organizationId, role: "referee", firstName: position });
    const assignment = await createAssignment(db, {
      organizationId,
      gameId: game.id,
      refereeId: referee.id,
      assignedById: league.assignor.id,
      position,
      status: "confirmed",
    });
    crew[position] = { assignmentId: assignment.id, refereeId: referee.id };
  }
  return { game, crew };
}

async function saveAmateurFeeTable(league: League) {
  const response = await post(
    FEES,
    {
      intent: "fee-table",
      ageGroup: "",
      "fee-amateur-referee": "60",
      "fee-amateur-assistant": "35",
      "fee-amateur-fourth_official": "25",
    },
    { cookie: league.assignorCookie },
  );
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ ok: true, message: "Fee table saved: 3 fees." });
}

type FeesAnswer = { positions: { position: string; feeCents: number | null; defaultCents: number }[] };

/** The fee an API assignment payload states. */
async function feeOf(response: Response): Promise<number> {
  expect(response.status).toBe(200);
  return ((await response.json()) as { feeCents: number }).feeCents;
}

async function payablesOf(assignmentIds: string[]) {
  const rows = await db.select().from(payments).where(inArray(payments.assignmentId, assignmentIds));
  return new Map(rows.map((row) => [row.assignmentId, row]));
}

describe("the fee table and a game's own fees", () => {
  it("pays a four-official game's assistants the assistant fee everywhere, and a game's own fee wins", async () => {
    const league = await createLeague();
    await saveAmateurFeeTable(league);
    // The Organizations page shows the table as saved.
    const settings = await (await get("/assignor/organizations", { cookie: league.assignorCookie })).text();
    expect(settings).toContain("Fees and travel pay");
    expect(settings).toContain('value="35.00"');

    const { game, crew } = await fourOfficialGame(league);
    // The game's own fee for the second assistant, through the Position fees dialog's route.
    const before = await get(`/assignor/games/${game.id}/fees`, { cookie: league.assignorCookie });
    expect(before.status).toBe(200);
    expect(((await before.json()) as FeesAnswer).positions).toEqual([
      { position: "referee", feeCents: null, defaultCents: 6000 },
      { position: "assistant_referee_1", feeCents: null, defaultCents: 3500 },
      { position: "assistant_referee_2", feeCents: null, defaultCents: 3500 },
      { position: "fourth_official", feeCents: null, defaultCents: 2500 },
    ]);
    const set = await post(
      `/assignor/games/${game.id}/fees`,
      { "positionFee-assistant_referee_2": "42.00", "positionFee-referee": "" },
      { cookie: league.assignorCookie },
    );
    expect(set.status).toBe(200);
    const after = (await (
      await get(`/assignor/games/${game.id}/fees`, { cookie: league.assignorCookie })
    ).json()) as FeesAnswer;
    expect(after.positions[2]).toEqual({ position: "assistant_referee_2", feeCents: 4200, defaultCents: 3500 });

    // A typo keeps what was typed, with the field's message.
    const typo = await post(
      `/assignor/games/${game.id}/fees`,
      { "positionFee-assistant_referee_2": "forty" },
      { cookie: league.assignorCookie },
    );
    expect(typo.status).toBe(400);
    expect(await typo.json()).toMatchObject({
      ok: false,
      errors: { "positionFee-assistant_referee_2": ["Enter an amount like 45 or 45.50."] },
      values: { "positionFee-assistant_referee_2": "forty" },
    });

    // The Assignments list: each slot's own fee.
    const list = visibleText(
      await (await get("/assignor/assignments?when=all", { cookie: league.assignorCookie })).text(),
    );
    for (const amount of ["$60.00", "$35.00", "$42.00", "$25.00"]) expect(list).toContain(amount);
    expect(list).not.toContain("$50.00");

    // The referee (first assistant) sees the assistant fee on their schedule.
    const schedule = visibleText(
      await (await get("/referee/schedule?tab=past", { cookie: league.refereeCookie })).text(),
    );
    expect(schedule).toContain("$35.00");
    expect(schedule).not.toContain("$50.00");

    // The API's assignment payloads.
    const { secret } = await apiKeyFor(league.organization.id, league.assignor.id, "read");
    const fee = async (position: string) =>
      feeOf(await api("GET", `/api/v1/assignments/${crew[position]!.assignmentId}`, { key: secret }));
    expect(await fee("assistant_referee_1")).toBe(3500);
    expect(await fee("assistant_referee_2")).toBe(4200);
    expect(await fee("fourth_official")).toBe(2500);

    // Completion: each payable at its slot's fee.
    expect(
      await completeGame(db, {
        organizationId: league.organization.id,
        actorId: league.assignor.id,
        gameId: game.id,
        now: AFTER_GAME,
      }),
    ).toEqual({ ok: true });
    const paid = await payablesOf(Object.values(crew).map((member) => member.assignmentId));
    expect(
      Object.fromEntries(
        Object.entries(crew).map(([position, member]) => [position, paid.get(member.assignmentId)?.amountCents]),
      ),
    ).toEqual({ referee: 6000, assistant_referee_1: 3500, assistant_referee_2: 4200, fourth_official: 2500 });
    // Nobody set mileage: none.
    expect([...paid.values()].every((row) => row.mileageCents === 0)).toBe(true);
  });

  it("an age group's fees replace the any-age-group fees for its games only; without a table, the game's fee", async () => {
    const league = await createLeague();
    await saveAmateurFeeTable(league);
    const added = await post(
      FEES,
      { intent: "fee-table-add", ageGroup: "U12", "fee-amateur-assistant": "20" },
      { cookie: league.assignorCookie },
    );
    expect(await added.json()).toMatchObject({ ok: true, message: "Fees for U12 saved: 1 fee." });
    // Adding without an age group would overwrite the any-age-group table: refused.
    const nameless = await post(
      FEES,
      { intent: "fee-table-add", ageGroup: " ", "fee-amateur-assistant": "1" },
      { cookie: league.assignorCookie },
    );
    expect(nameless.status).toBe(400);
    expect(await nameless.json()).toMatchObject({ errors: { ageGroup: ["Enter the age group these fees are for."] } });

    const { crew } = await fourOfficialGame(league, { ageGroup: "u12" });
    const { secret } = await apiKeyFor(league.organization.id, league.assignor.id, "read");
    const fee = async (assignmentId: string) =>
      feeOf(await api("GET", `/api/v1/assignments/${assignmentId}`, { key: secret }));
    expect(await fee(crew.assistant_referee_1!.assignmentId)).toBe(2000);
    expect(await fee(crew.referee!.assignmentId)).toBe(6000);

    // Another organization's table never applies: its game keeps its own fee.
    const other = await createLeague();
    const { crew: otherCrew } = await fourOfficialGame(other, { ageGroup: "U12" });
    const { secret: otherSecret } = await apiKeyFor(other.organization.id, other.assignor.id, "read");
    expect(
      await feeOf(
        await api("GET", `/api/v1/assignments/${otherCrew.assistant_referee_1!.assignmentId}`, { key: otherSecret }),
      ),
    ).toBe(5000);
  });

  it("the referee's open games say what the open slots pay", async () => {
    const league = await createLeague();
    await saveAmateurFeeTable(league);
    const game = await createGame(db, {
      organizationId: league.organization.id,
      date: "2099-06-06",
      time: "10:00",
      level: "amateur",
      feeCents: 5000,
      homeTeam: "Open Slots FC",
      positionType: "three_official",
    });
    const page = visibleText(await (await get("/referee/open-games", { cookie: league.refereeCookie })).text());
    expect(page).toContain("Amateur · $35.00–$60.00");
    // Only the assistants' slots left: one amount.
    const other = await createUser(db, { organizationId: league.organization.id, role: "referee" });
    await createAssignment(db, {
      organizationId: league.organization.id,
      gameId: game.id,
      refereeId: other.id,
      status: "confirmed",
    });
    const after = visibleText(await (await get("/referee/open-games", { cookie: league.refereeCookie })).text());
    expect(after).toContain("Amateur · $35.00");
    expect(after).not.toContain("$35.00–$60.00");
  });

  it("the fee table form keeps what was typed with each field's error", async () => {
    const league = await createLeague();
    const response = await post(
      FEES,
      { intent: "fee-table", ageGroup: "", "fee-youth-referee": "thirty", "fee-youth-assistant": "20" },
      { cookie: league.assignorCookie },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      ok: false,
      errors: { "fee-youth-referee": ["Enter an amount like 45 or 45.50."] },
      values: { "fee-youth-referee": "thirty", "fee-youth-assistant": "20" },
    });
  });
});

describe("mileage", () => {
  const venue = { lat: 40.0, lon: -75.0 };
  const home = { lat: 40.1, lon: -75.0 };
  const work = { lat: 40.0, lon: -75.2 };

  /** A venue of the league with coordinates. */
  async function mappedVenue(league: League) {
    const name = `Mapped Ground ${newId().slice(0, 6)}`;
    await db
      .insert(venues)
      .values({ id: newId(), organizationId: league.organization.id, name, latitude: venue.lat, longitude: venue.lon });
    return name;
  }

  /** The officials' homes, a tenth of a degree north of the venue. */
  async function homesNorth(refereeIds: string[]) {
    await db
      .update(users)
      .set({ homeLatitude: home.lat, homeLongitude: home.lon })
      .where(inArray(users.id, refereeIds));
  }

  const centsFor = (from: { lat: number; lon: number }, rateCents: number, freeMiles = 0) =>
    Math.round(Math.max(0, (2 * distanceKm(from, venue)) / KM_PER_MILE - freeMiles) * rateCents);

  it("paid only to the driver when so set: the driver marked on the Assignments list is paid, the others not", async () => {
    const league = await createLeague();
    const saved = await post(
      FEES,
      { intent: "mileage", rate: "0.50", unit: "mi", freeDistance: "2", paidTo: "driver" },
      { cookie: league.assignorCookie },
    );
    expect(await saved.json()).toMatchObject({ ok: true, message: "Mileage pay saved." });

    const { game, crew } = await fourOfficialGame(league, { venue: await mappedVenue(league) });
    await homesNorth(Object.values(crew).map((member) => member.refereeId));

    // The Assignments list offers the driver toggle (mileage goes to drivers only).
    const list = await (await get("/assignor/assignments?when=all", { cookie: league.assignorCookie })).text();
    expect(list).toContain(`aria-label="${league.referee.firstName} ${league.referee.lastName} drives to this game"`);
    const marked = await post(
      `/assignor/assignments/${crew.assistant_referee_1!.assignmentId}/driver`,
      { driver: "true" },
      { cookie: league.assignorCookie },
    );
    expect(await marked.json()).toMatchObject({ ok: true, driver: true });

    await completeGame(db, {
      organizationId: league.organization.id,
      actorId: league.assignor.id,
      gameId: game.id,
      now: AFTER_GAME,
    });
    const paid = await payablesOf(Object.values(crew).map((member) => member.assignmentId));
    const expected = centsFor(home, 50, 2);
    expect(expected).toBeGreaterThan(0);
    expect(paid.get(crew.assistant_referee_1!.assignmentId)?.mileageCents).toBe(expected);
    for (const position of ["referee", "assistant_referee_2", "fourth_official"])
      expect(paid.get(crew[position]!.assignmentId)?.mileageCents, position).toBe(0);

    // The referee's earnings: the payable with its mileage, and the mileage named.
    const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    const earnings = visibleText(await (await get("/referee/earnings", { cookie: league.refereeCookie })).text());
    expect(earnings).toContain(money(5000 + expected));
    expect(earnings).toContain(`incl. ${money(expected)} mileage`);

    // The payout lines CSV: the mileage column.
    const lines = await (await get("/assignor/payments/export?format=lines", { cookie: league.assignorCookie })).text();
    const [header, ...rows] = lines.trim().split("\r\n");
    const mileageColumn = header!.split(",").indexOf("Mileage (USD)");
    expect(mileageColumn).toBeGreaterThan(-1);
    const driverRow = rows.find((row) => row.includes(league.referee.email));
    expect(driverRow?.split(",")[mileageColumn]).toBe((expected / 100).toFixed(2));
  });

  it("paid to every official: each from where they set out that day (a start point over home)", async () => {
    const league = await createLeague();
    await post(
      FEES,
      { intent: "mileage", rate: "0.40", unit: "mi", freeDistance: "0", paidTo: "all" },
      { cookie: league.assignorCookie },
    );
    const { game, crew } = await fourOfficialGame(league, { venue: await mappedVenue(league) });
    await homesNorth(Object.values(crew).map((member) => member.refereeId));
    // The fourth official sets out from work on Saturdays (14 March 2026 is one).
    await db.insert(travelStartPoints).values({
      id: newId(),
      userId: crew.fourth_official!.refereeId,
      label: "Work",
      latitude: work.lat,
      longitude: work.lon,
      weekdays: 1 << 6,
    });
    // The referee has no home on file: no mileage for them.
    await db
      .update(users)
      .set({ homeLatitude: null, homeLongitude: null })
      .where(eq(users.id, crew.referee!.refereeId));

    await completeGame(db, {
      organizationId: league.organization.id,
      actorId: league.assignor.id,
      gameId: game.id,
      now: AFTER_GAME,
    });
    const paid = await payablesOf(Object.values(crew).map((member) => member.assignmentId));
    expect(paid.get(crew.assistant_referee_1!.assignmentId)?.mileageCents).toBe(centsFor(home, 40));
    expect(paid.get(crew.assistant_referee_2!.assignmentId)?.mileageCents).toBe(centsFor(home, 40));
    expect(paid.get(crew.fourth_official!.assignmentId)?.mileageCents).toBe(centsFor(work, 40));
    expect(centsFor(work, 40)).not.toBe(centsFor(home, 40));
    expect(paid.get(crew.referee!.assignmentId)?.mileageCents).toBe(0);
  });

  it("the nightly completion pays mileage too", async () => {
    const league = await createLeague();
    await post(
      FEES,
      { intent: "mileage", rate: "0.60", unit: "km", freeDistance: "5", paidTo: "all" },
      { cookie: league.assignorCookie },
    );
    await homesNorth([league.referee.id]);
    const game = await createGame(db, {
      organizationId: league.organization.id,
      date: GAME_DAY,
      time: "15:00",
      venue: await mappedVenue(league),
      status: "confirmed",
    });
    const assignment = await createAssignment(db, {
      organizationId: league.organization.id,
      gameId: game.id,
      refereeId: league.referee.id,
      position: "referee",
      status: "confirmed",
    });
    expect(await autoCompleteGames(db, new Date("2026-03-16T18:00:00Z"))).toBeGreaterThanOrEqual(1);
    const [payable] = await db.select().from(payments).where(eq(payments.assignmentId, assignment.id));
    expect(payable?.mileageCents).toBe(Math.round((2 * distanceKm(home, venue) - 5) * 60));
  });

  it("1099-NEC data leaves mileage out of box 1 and reports it beside", async () => {
    const league = await createLeague();
    expect(
      (await post("/assignor/accounting", { intent: "set-plan", plan: "pro" }, { cookie: league.assignorCookie }))
        .status,
    ).toBe(200);
    await post(
      FEES,
      { intent: "mileage", rate: "2.00", unit: "mi", freeDistance: "0", paidTo: "all" },
      { cookie: league.assignorCookie },
    );
    const venueName = await mappedVenue(league);
    await homesNorth([league.referee.id]);
    // Twelve games at $50.00: $600.00 in fees, which alone reach the 1099-NEC threshold.
    const ids: string[] = [];
    for (let n = 0; n < 12; n++) {
      const game = await createGame(db, {
        organizationId: league.organization.id,
        date: `2026-03-${String(n + 1).padStart(2, "0")}`,
        time: "10:00",
        feeCents: 5000,
        // Only the first at the mapped ground: one trip's mileage.
        venue: n === 0 ? venueName : "Unmapped Field",
        status: "confirmed",
      });
      const assignment = await createAssignment(db, {
        organizationId: league.organization.id,
        gameId: game.id,
        refereeId: league.referee.id,
        position: "referee",
        status: "confirmed",
      });
      await completeGame(db, {
        organizationId: league.organization.id,
        actorId: league.assignor.id,
        gameId: game.id,
        now: new Date("2026-04-01T00:00:00Z"),
      });
      ids.push(assignment.id);
    }
    const rows = [...(await payablesOf(ids)).values()];
    const mileage = rows.reduce((sum, row) => sum + row.mileageCents, 0);
    expect(mileage).toBe(centsFor(home, 200));
    await markPaymentsPaid(db, {
      organizationId: league.organization.id,
      actorId: league.assignor.id,
      input: { paymentIds: rows.map((row) => row.id), paidOn: "2026-04-02", method: "check", reference: "" },
    });
    const csv = await (
      await get("/assignor/accounting/1099-nec.csv?year=2026", { cookie: league.assignorCookie })
    ).text();
    const [header, row] = csv.trim().split("\r\n");
    expect(header).toContain("Mileage reimbursed (not in box 1)");
    expect(row).toContain(",600.00,");
    expect(row?.endsWith(`,${(mileage / 100).toFixed(2)}`)).toBe(true);
  });
});

describe("marking a driver", () => {
  it("another organization's assignor cannot mark this organization's official", async () => {
    const league = await createLeague();
    const other = await createLeague();
    const { crew } = await fourOfficialGame(league);
    const refused = await post(
      `/assignor/assignments/${crew.referee!.assignmentId}/driver`,
      { driver: "true" },
      { cookie: other.assignorCookie },
    );
    expect(refused.status).toBe(404);
    const bad = await post(
      `/assignor/assignments/${crew.referee!.assignmentId}/driver`,
      { driver: "maybe" },
      { cookie: league.assignorCookie },
    );
    expect(bad.status).toBe(400);
  });
});
