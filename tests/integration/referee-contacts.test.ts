import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { buildUser, createAssignment, createGame, createUser, createUserSettings, insertMany } from "~/demo/factories";
import { newId } from "~/db/ids";
import { memberships, users } from "~/db/schema";
import { CONTACTS_PAGE_SIZE } from "~/domain/contacts";
import { createBusyReferee } from "./busy-referee";
import { createLeague, d1TimingOf, db, get } from "./helpers";
import { rateReferee } from "./rated";

type League = Awaited<ReturnType<typeof createLeague>>;

async function workedTogether(
  league: League,
  others: string[],
  date: string,
  status = "completed",
  gameStatus = "completed",
) {
  const organizationId = league.organization.id;
  const game = await createGame(db, { organizationId, date, positionType: "four_official", status: gameStatus });
  const positions = ["referee", "assistant_referee_1", "assistant_referee_2", "fourth_official"] as const;
  await createAssignment(db, {
    organizationId,
    gameId: game.id,
    refereeId: league.referee.id,
    position: positions[0],
    status,
  });
  for (const [index, refereeId] of others.entries()) {
    await createAssignment(db, { organizationId, gameId: game.id, refereeId, position: positions[index + 1]!, status });
  }
}

/** The directory's rows as text, in order: "name|level|rating|games|last worked". */
function rowsOf(html: string): string[] {
  const body = html.slice(html.indexOf("<tbody"), html.indexOf("</tbody>"));
  return [
    ...body.replace(/<span aria-hidden="true"[^>]*>[^<]*<\/span>/g, "").matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g),
  ].map((match) =>
    [...match[1]!.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)]
      .map((cell) =>
        cell[1]!
          .replace(/<[^>]+>/g, " ")
          .replace(/&#x27;/g, "'")
          .replace(/\s+/g, " ")
          .trim(),
      )
      .join("|"),
  );
}

describe("/referee/contacts", () => {
  it("aggregates games shared per referee of the organization, sorted by count then name, with the summary cards", async () => {
    const league = await createLeague();
    const other = await createLeague();
    const organizationId = league.organization.id;
    const zed = await createUser(db, {
      organizationId,
      role: "referee",
      firstName: "Zed",
      lastName: "Adams",
      email: "zed@example.test",
      refereeLevel: 3,
    });
    // Rated from two evaluations (issue 22): 4.5 from 2.
    await rateReferee({
      organizationId,
      refereeId: zed.id,
      evaluations: [
        { positioning: 5, fitness: 4 },
        { positioning: 4, fitness: 5 },
      ],
    });
    const amy = await createUser(db, {
      organizationId,
      role: "referee",
      firstName: "Amy",
      lastName: "Baker",
      email: "amy@example.test",
      refereeLevel: 2,
    });
    const bo = await createUser(db, {
      organizationId,
      role: "referee",
      firstName: "Bo",
      lastName: "Chen",
      email: "bo@example.test",
    });
    await createUser(db, {
      organizationId,
      role: "referee",
      firstName: "Cal",
      lastName: "Dunn",
      email: "cal@example.test",
    });
    await createUser(db, {
      organizationId: other.organization.id,
      role: "referee",
      firstName: "Outsider",
      lastName: "Other",
      email: "outsider@example.test",
    });

    await workedTogether(league, [zed.id, amy.id], "2026-09-12");
    await workedTogether(league, [amy.id], "2026-10-03");
    await workedTogether(league, [zed.id], "2026-10-10", "confirmed", "confirmed");
    // Not worked together: a declined offer, a cancelled game, a game still ahead.
    await workedTogether(league, [bo.id], "2026-10-17", "declined", "pending");
    await workedTogether(league, [bo.id], "2026-10-24", "cancelled", "cancelled");
    await workedTogether(league, [bo.id], "2099-01-01", "confirmed", "confirmed");

    const response = await get("/referee/contacts", { cookie: league.refereeCookie });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(rowsOf(html)).toEqual([
      "Amy Baker amy@example.test|Level 2|N/A|2|Sat, Oct 3, 2026",
      "Zed Adams zed@example.test|Level 3|4.5 / 5 (2 evaluations)|2|Sat, Oct 10, 2026",
      "Bo Chen bo@example.test|N/A|N/A|0|Never",
      "Cal Dunn cal@example.test|N/A|N/A|0|Never",
    ]);
    expect(html).not.toContain("Outsider");
    expect(html).toMatch(/Total Referees<\/p><p[^>]*>4</);
    expect(html).toMatch(/Worked With<\/p><p[^>]*>2</);
    expect(html).toMatch(/Not Worked With<\/p><p[^>]*>2</);
  });

  it("searches by name or email and filters Worked With / Not Worked With, with the spec's empty texts", async () => {
    const league = await createLeague();
    const organizationId = league.organization.id;
    const dana = await createUser(db, {
      organizationId,
      role: "referee",
      firstName: "Dana",
      lastName: "Reyes",
      email: "dana.r@example.test",
    });
    await createUser(db, {
      organizationId,
      role: "referee",
      firstName: "Eli",
      lastName: "Stone",
      email: "eli.s@example.test",
    });
    await workedTogether(league, [dana.id], "2026-09-05");
    const list = async (query: string) =>
      rowsOf(await (await get(`/referee/contacts?${query}`, { cookie: league.refereeCookie })).text()).map((row) =>
        row.split(" ").slice(0, 2).join(" "),
      );

    expect(await list("q=reyes")).toEqual(["Dana Reyes"]);
    expect(await list("q=ELI.S%40")).toEqual(["Eli Stone"]);
    expect(await list("filter=worked")).toEqual(["Dana Reyes"]);
    expect(await list("filter=not-worked")).toEqual(["Eli Stone"]);
    const none = await (await get("/referee/contacts?q=nobody", { cookie: league.refereeCookie })).text();
    expect(none).toContain("No referees match your current filters");
    const alone = await createLeague();
    expect(await (await get("/referee/contacts", { cookie: alone.refereeCookie })).text()).toContain(
      "No referee contacts found",
    );
  });

  it("respects privacy toggles: hidden contact details are neither shown nor searchable, hidden stats show no rating", async () => {
    const league = await createLeague();
    const organizationId = league.organization.id;
    const quiet = await createUser(db, {
      organizationId,
      role: "referee",
      firstName: "Quinn",
      lastName: "Quiet",
      email: "quinn.secret@example.test",
      refereeLevel: 3,
    });
    await rateReferee({
      organizationId,
      refereeId: quiet.id,
      evaluations: [{ positioning: 5, fitness: 5, teamwork: 5, communication: 5, fouls: 4 }],
    });
    await createUserSettings(db, { userId: quiet.id, contactInfoVisible: false, statsVisible: false });
    const ghost = await createUser(db, {
      organizationId,
      role: "referee",
      firstName: "Gale",
      lastName: "Ghost",
      email: "gale.hidden@example.test",
      refereeLevel: 2,
    });
    await rateReferee({
      organizationId,
      refereeId: ghost.id,
      evaluations: [{ positioning: 3, fitness: 3, teamwork: 3, communication: 3, fouls: 4 }],
    });
    await createUserSettings(db, { userId: ghost.id, profileVisible: false });

    const html = await (await get("/referee/contacts", { cookie: league.refereeCookie })).text();
    expect(html).not.toContain("quinn.secret@example.test");
    expect(html).not.toContain("gale.hidden@example.test");
    expect(html).not.toContain("4.8 / 5");
    expect(html).not.toMatch(/"rating",4\.8\b|4\.8,/);
    expect(rowsOf(html)).toEqual([
      "Gale Ghost Contact details private|N/A|N/A|0|Never",
      "Quinn Quiet Contact details private|Level 3|N/A|0|Never",
    ]);
    expect(
      rowsOf(await (await get("/referee/contacts?q=quinn.secret", { cookie: league.refereeCookie })).text()),
    ).toEqual([]);
  });

  it("shows the directory a page at a time with Previous / Next, the summary counting everyone", async () => {
    const league = await createLeague();
    const organizationId = league.organization.id;
    // 60 colleagues named so the directory's order (no games shared: by full name) is known.
    const colleagues = Array.from({ length: 60 }, (_, index) =>
      buildUser({ role: "referee", firstName: `Zed${String(index).padStart(2, "0")}`, lastName: "Pager" }),
    );
    await insertMany(db, users, colleagues);
    await insertMany(
      db,
      memberships,
      colleagues.map((person) => ({ id: newId(), userId: person.id, organizationId, role: "referee" })),
    );
    const page = async (query: string) => {
      const html = await (await get(`/referee/contacts${query}`, { cookie: league.refereeCookie })).text();
      return { html, names: rowsOf(html).map((row) => row.split(" ").slice(0, 2).join(" ")) };
    };
    const first = await page("");
    // Every referee of the organization but the viewer: the 60 and those the league came with.
    const everyone = (await db.select().from(memberships).where(eq(memberships.organizationId, organizationId))).filter(
      (member) => member.role === "referee" && member.userId !== league.referee.id,
    ).length;
    expect(first.names).toHaveLength(CONTACTS_PAGE_SIZE);
    expect(first.html).toContain("Page 1 of 2");
    expect(first.html).toMatch(/href="[^"]*\?page=2"/);
    expect(first.html).toContain(`>${everyone}<`);
    const second = await page("?page=2");
    expect(second.html).toContain("Page 2 of 2");
    expect(second.names).toHaveLength(everyone - CONTACTS_PAGE_SIZE);
    expect(new Set([...first.names, ...second.names]).size).toBe(everyone);
    // Past the last page shows the last; a search pages what it found.
    expect((await page("?page=9")).names).toEqual(second.names);
    const found = await page("?q=zed05");
    expect(found.names).toEqual(["Zed05 Pager"]);
    expect(found.html).not.toContain("Page 1 of");
  });

  it("is for referees only", async () => {
    const league = await createLeague();
    expect((await get("/referee/contacts", { cookie: league.assignorCookie })).status).toBe(403);
    expect((await get("/referee/contacts")).status).toBe(302);
  });
});

describe("/referee/contacts at two round trips (issue 17)", () => {
  it("reads the directory after the session in one round trip, for a referee who worked with a dozen colleagues", async () => {
    const league = await createBusyReferee();
    for (const path of ["/referee/contacts", "/referee/contacts.data?filter=worked"]) {
      const response = await get(path, { cookie: league.refereeCookie });
      expect(response.status, path).toBe(200);
      const timing = d1TimingOf(response)!;
      expect(timing.sequential, path).toBeLessThanOrEqual(2);
      expect(timing.queries, path).toBeLessThanOrEqual(10);
    }
  });
});
