import { env } from "cloudflare:test";
import { and, eq, ne } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
// Server code words its refusals with tr() (decision 0062): the catalogs answer it, in English here.
import "~/server/i18n.server";
import { createAssignment, createGame, createOrganization, createUser } from "~/demo/factories";
import { activityLog, gameImports, games, notifications, outbox } from "~/db/schema";
import { createDatabase } from "~/server/db.server";
import { importGamesFromCsv, rejectedObjectKey } from "~/server/game-import.server";
import { cookieFor, get, postMultipart } from "./helpers";

const db = createDatabase(env.DB);

interface AlertList {
  notifications: { title: string; message: string; link: string | null; actionLabel: string | null; type: string }[];
}
const HEADER = "homeTeam,awayTeam,date,time,venue,league,level,fee";

async function league() {
  const organization = await createOrganization(db);
  const assignor = await createUser(db, { organizationId: organization.id, role: "assignor" });
  return { organization, assignor };
}

function csvFile(lines: string[], name = "schedule.csv") {
  return new File([lines.join("\r\n")], name, { type: "text/csv" });
}

describe("importing games from CSV", () => {
  it("keeps the file in R2, writes the valid games as pending, and reports each rejected row", async () => {
    const { organization, assignor } = await league();
    const outcome = await importGamesFromCsv(db, env.UPLOADS, {
      organization,
      actorId: assignor.id,
      duplicateMode: "skip",
      file: csvFile([
        HEADER,
        "Mission FC,Sunset United,2026-12-05,10:00,Kezar Stadium,BAYSL,youth,40",
        "Marin Tides,Presidio SC,12/06/2026,2:30 PM,Crocker Amazon,,amateur,",
        "Broken,,2026-12-07,09:00,Field 1,,youth,40",
      ]),
    });
    expect(outcome).toMatchObject({ ok: true, imported: 2, updated: 0, skipped: 0 });
    if (!outcome.ok) throw new Error("unreachable");
    expect(outcome.rejected).toEqual([expect.objectContaining({ line: 4, reasons: ["Away team is required"] })]);

    const rows = await db.select().from(games).where(eq(games.organizationId, organization.id));
    expect(rows.map((game) => [game.homeTeam, game.status, game.assignorId, game.feeCents, game.league])).toEqual(
      expect.arrayContaining([
        ["Mission FC", "pending", assignor.id, 4000, "BAYSL"],
        ["Marin Tides", "pending", assignor.id, 6000, null],
      ]),
    );

    const [record] = await db.select().from(gameImports).where(eq(gameImports.id, outcome.importId));
    expect(record).toMatchObject({ status: "completed", importedCount: 2, rejectedCount: 1, fileName: "schedule.csv" });
    const stored = await env.UPLOADS.get(record!.objectKey);
    expect(await stored?.text()).toContain("Mission FC,Sunset United");
    const rejected = await env.UPLOADS.get(rejectedObjectKey(record!.objectKey));
    expect(await rejected?.text()).toContain("Away team is required");

    const [activity] = await db.select().from(activityLog).where(eq(activityLog.subjectId, outcome.importId));
    expect(activity?.summary).toBe("Imported 2 games from schedule.csv, rejected 1 rows");
  });

  it("tells the importing assignor the result in their Alerts, linking to the rejected rows (through the Worker)", async () => {
    const { organization, assignor } = await league();
    const colleague = await createUser(db, { organizationId: organization.id, role: "assignor" });
    const cookie = await cookieFor(assignor.id);
    const form = new FormData();
    form.set("intent", "import");
    form.set("duplicates", "skip");
    form.set(
      "file",
      csvFile(
        [
          HEADER,
          "Alert FC,Notice United,2099-05-01,10:00,Field 1,,youth,40",
          "Alert FC,Bell City,2099-05-02,10:00,Field 1,,youth,40",
          "Broken,,2099-05-03,09:00,Field 1,,youth,40",
        ],
        "spring.csv",
      ),
    );
    const response = await postMultipart("/assignor/games", form, { cookie });
    expect(response.status).toBe(200);
    const [record] = await db.select().from(gameImports).where(eq(gameImports.organizationId, organization.id));

    const alerts = (await (await get("/notifications", { cookie })).json()) as AlertList;
    expect(alerts.notifications).toEqual([
      expect.objectContaining({
        type: "system",
        title: "Import finished",
        message: "spring.csv: 2 games added, 1 row rejected.",
        actionLabel: "Download rejected rows",
        link: `/assignor/games/imports/${record!.id}/rejected.csv`,
      }),
    ]);
    // The link works for the assignor: the rejected rows, to fix and import again.
    const rejected = await get(`/assignor/games/imports/${record!.id}/rejected.csv`, { cookie });
    expect(await rejected.text()).toContain("Away team is required");
    // Only the assignor who imported is told.
    expect(await db.select().from(notifications).where(eq(notifications.userId, colleague.id))).toEqual([]);

    // A file that cannot be used is refused on screen with its reason and leaves nothing behind (issue 32: a
    // refusal changes no row): no import record, no alert.
    const importsBefore = await db.select().from(gameImports).where(eq(gameImports.organizationId, organization.id));
    const bad = new FormData();
    bad.set("intent", "import");
    bad.set("file", csvFile(["name,email", "A,B"], "contacts.csv"));
    const refused = await postMultipart("/assignor/games", bad, { cookie });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("missing homeTeam");
    const after = ((await (await get("/notifications", { cookie })).json()) as AlertList).notifications;
    expect(after.map((alert) => alert.title)).toEqual(["Import finished"]);
    expect(await db.select().from(gameImports).where(eq(gameImports.organizationId, organization.id))).toEqual(
      importsBefore,
    );
  }, 30_000);

  it("never duplicates a game when the same file is imported again; update mode refreshes details", async () => {
    const { organization, assignor } = await league();
    const lines = [HEADER, "A,B,2026-12-05,10:00,Field 1,,youth,40", "C,D,2026-12-05,11:00,Field 2,,youth,40"];
    await importGamesFromCsv(db, env.UPLOADS, {
      organization,
      actorId: assignor.id,
      duplicateMode: "skip",
      file: csvFile(lines),
    });

    const again = await importGamesFromCsv(db, env.UPLOADS, {
      organization,
      actorId: assignor.id,
      duplicateMode: "skip",
      file: csvFile(lines),
    });
    expect(again).toMatchObject({ ok: true, imported: 0, skipped: 2 });

    const changed = [HEADER, "A,B,2026-12-05,10:00,Field 9,,amateur,55", "E,F,2026-12-06,10:00,Field 3,,youth,40"];
    const update = await importGamesFromCsv(db, env.UPLOADS, {
      organization,
      actorId: assignor.id,
      duplicateMode: "update",
      file: csvFile(changed),
    });
    expect(update).toMatchObject({ ok: true, imported: 1, updated: 1, skipped: 0 });
    const rows = await db.select().from(games).where(eq(games.organizationId, organization.id));
    expect(rows).toHaveLength(3);
    const [gameA] = await db
      .select()
      .from(games)
      .where(and(eq(games.organizationId, organization.id), eq(games.homeTeam, "A")));
    expect(gameA).toMatchObject({ venue: "Field 9", level: "amateur", feeCents: 5500 });
  });

  it("tells the referees on games an update import changes, as an edit would: one message per referee and channel", async () => {
    const { organization, assignor } = await league();
    const texter = await createUser(db, {
      organizationId: organization.id,
      role: "referee",
      firstName: "Tess",
      phone: "(415) 555-0134",
    });
    const offered = await createUser(db, { organizationId: organization.id, role: "referee", firstName: "Omar" });
    const declined = await createUser(db, { organizationId: organization.id, role: "referee", firstName: "Dee" });
    const moved = await createGame(db, {
      organizationId: organization.id,
      homeTeam: "Mission FC",
      awayTeam: "Sunset United",
      date: "2026-12-05",
      time: "10:00",
      venue: "Kezar Stadium",
      venueAddress: "755 Frederick St",
      feeCents: 4000,
      level: "youth",
      status: "confirmed",
    });
    const untouched = await createGame(db, {
      organizationId: organization.id,
      homeTeam: "Marin Tides",
      awayTeam: "Presidio SC",
      date: "2026-12-06",
      time: "14:30",
      venue: "Crocker Amazon",
      feeCents: 6000,
      level: "amateur",
      status: "assigned",
    });
    await createAssignment(db, {
      organizationId: organization.id,
      gameId: moved.id,
      refereeId: texter.id,
      position: "referee",
      status: "confirmed",
    });
    await createAssignment(db, {
      organizationId: organization.id,
      gameId: moved.id,
      refereeId: offered.id,
      position: "assistant_referee_1",
      status: "pending",
    });
    await createAssignment(db, {
      organizationId: organization.id,
      gameId: moved.id,
      refereeId: declined.id,
      position: "assistant_referee_2",
      status: "declined",
    });
    await createAssignment(db, {
      organizationId: organization.id,
      gameId: untouched.id,
      refereeId: offered.id,
      status: "confirmed",
    });

    const file = csvFile([
      HEADER,
      "Mission FC,Sunset United,2026-12-05,10:00,Beach Chalet Fields,,youth,55",
      "Marin Tides,Presidio SC,12/06/2026,2:30 PM,Crocker Amazon,,amateur,60",
    ]);
    const outcome = await importGamesFromCsv(db, env.UPLOADS, {
      organization,
      actorId: assignor.id,
      duplicateMode: "update",
      file,
    });
    expect(outcome).toMatchObject({ ok: true, updated: 2 });

    const sent = await db.select().from(outbox).where(eq(outbox.organizationId, organization.id));
    expect(sent.map((message) => `${message.userId}/${message.kind}/${message.channel}`).sort()).toEqual(
      [
        `${texter.id}/assignment-changed/email`,
        `${texter.id}/assignment-changed/sms`,
        `${offered.id}/assignment-changed/email`,
      ].sort(),
    );
    const email = sent.find((message) => message.userId === texter.id && message.channel === "email")!;
    expect(email.subject).toBe("Changed: Mission FC vs Sunset United on Sat, Dec 5, 2026");
    expect(email.recipient).toBe(texter.email);
    expect(email.textBody).toContain(
      "What changed: venue now Beach Chalet Fields (was Kezar Stadium); fee now $55.00 (was $40.00).",
    );
    expect(sent.find((message) => message.channel === "sms")!.recipient).toBe("+14155550134");

    // The referees' notices (the importing assignor also gets the import's result).
    const refereeNotices = () =>
      db
        .select()
        .from(notifications)
        .where(and(eq(notifications.organizationId, organization.id), ne(notifications.userId, assignor.id)));
    const notices = await refereeNotices();
    expect(notices.map((notice) => notice.userId).sort()).toEqual([texter.id, offered.id].sort());
    expect(notices[0]).toMatchObject({ type: "schedule", title: "Game changed", link: "/referee/schedule" });
    expect(notices[0]!.message).toBe(
      "Mission FC vs Sunset United: venue now Beach Chalet Fields (was Kezar Stadium); fee now $55.00 (was $40.00).",
    );
    // The address belonged to the old venue.
    const [after] = await db.select().from(games).where(eq(games.id, moved.id));
    expect(after).toMatchObject({ venue: "Beach Chalet Fields", venueAddress: null, feeCents: 5500 });

    // The same file again changes nothing, so it tells no one.
    await importGamesFromCsv(db, env.UPLOADS, { organization, actorId: assignor.id, duplicateMode: "update", file });
    expect(await db.select().from(outbox).where(eq(outbox.organizationId, organization.id))).toHaveLength(3);
    expect(await refereeNotices()).toHaveLength(2);
  });

  it("does not let an update import change a completed game, nor touch another organization's games", async () => {
    const { organization, assignor } = await league();
    const other = await league();
    await createGame(db, {
      organizationId: organization.id,
      homeTeam: "A",
      awayTeam: "B",
      date: "2026-10-01",
      time: "10:00",
      status: "completed",
      venue: "Old",
    });
    await createGame(db, {
      organizationId: other.organization.id,
      homeTeam: "A",
      awayTeam: "B",
      date: "2026-12-05",
      time: "10:00",
      venue: "Theirs",
    });

    const outcome = await importGamesFromCsv(db, env.UPLOADS, {
      organization,
      actorId: assignor.id,
      duplicateMode: "update",
      file: csvFile([HEADER, "A,B,2026-10-01,10:00,New,,youth,40", "A,B,2026-12-05,10:00,Mine,,youth,40"]),
    });
    expect(outcome).toMatchObject({ ok: true, imported: 1, updated: 0, skipped: 1 });
    const [completed] = await db
      .select()
      .from(games)
      .where(and(eq(games.organizationId, organization.id), eq(games.date, "2026-10-01")));
    expect(completed?.venue).toBe("Old");
    const [theirs] = await db.select().from(games).where(eq(games.organizationId, other.organization.id));
    expect(theirs?.venue).toBe("Theirs");
  });

  it("refuses files it cannot read or use, with the reason, and writes no games", async () => {
    const { organization, assignor } = await league();
    const attempt = (file: File) =>
      importGamesFromCsv(db, env.UPLOADS, { organization, actorId: assignor.id, duplicateMode: "skip", file });

    expect(await attempt(new File(["x"], "games.xlsx"))).toMatchObject({
      ok: false,
      kind: "read",
      message: "Only .csv files can be imported.",
    });
    expect(await attempt(new File([new Uint8Array([0xff, 0xfe, 0x00, 0x41])], "games.csv"))).toMatchObject({
      ok: false,
      kind: "read",
    });
    expect(await attempt(new File(["x".repeat(5 * 1024 * 1024 + 1)], "big.csv"))).toMatchObject({
      ok: false,
      kind: "read",
      message: "The file is 5.0 MB; the limit is 5 MB per file.",
    });
    expect(await attempt(csvFile(["name,email", "A,B"]))).toMatchObject({
      ok: false,
      kind: "parse",
      message: expect.stringContaining("missing homeTeam"),
    });
    expect(await db.select().from(games).where(eq(games.organizationId, organization.id))).toEqual([]);
  });

  it("writes nothing when the batch fails part-way", async () => {
    const { organization, assignor } = await league();
    const lines = [
      HEADER,
      ...Array.from({ length: 1200 }, (_, index) => `Team ${index},Rival ${index},2026-12-05,10:00,Field,,youth,40`),
    ];
    // Make the last statement of the batch fail, as a lost connection or a constraint would.
    const batch = db.$client.batch.bind(db.$client);
    const spy = vi.spyOn(db.$client, "batch").mockImplementation(async (statements) => {
      const broken = [...statements];
      broken[broken.length - 1] = db.$client.prepare("INSERT INTO games (id) VALUES (NULL)");
      return batch(broken);
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(
      importGamesFromCsv(db, env.UPLOADS, {
        organization,
        actorId: assignor.id,
        duplicateMode: "skip",
        file: csvFile(lines),
      }),
    ).rejects.toThrow();
    spy.mockRestore();
    logged.mockRestore();
    expect(await db.select().from(games).where(eq(games.organizationId, organization.id))).toEqual([]);
    const [record] = await db.select().from(gameImports).where(eq(gameImports.organizationId, organization.id));
    expect(record).toMatchObject({ status: "failed", error: "The games could not be saved; nothing was imported." });
  });
});
