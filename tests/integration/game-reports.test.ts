/**
 * Game reports (issue 22, decision 0082) through the built Worker, one league: the window (not before
 * kick-off; late still accepted), who files (the referee position) and who adds notes (the rest of the crew),
 * editing until approved, the assignors' review (a referee cannot approve, another organization's assignor
 * finds nothing), and a no-show's payable: held, unpayable until released, created held by completion and not
 * recreated by the backfill once removed.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAssignment, createGame, createUser } from "~/demo/factories";
import { assignments, gameReports, notifications, payments } from "~/db/schema";
import { autoCompleteGames, completeGame, createMissingPayables } from "~/server/game-completion.server";
import { cookieFor, createLeague, db, expectRoundTrips, get, post, visibleText } from "./helpers";

let league: Awaited<ReturnType<typeof createLeague>>;
let rival: Awaited<ReturnType<typeof createLeague>>;
let assistant: { id: string; cookie: string };
let secondAssistant: { id: string };

/** A calendar date `days` from today (UTC): far enough from the league's zone's today either way. */
function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A game of the league with its crew confirmed: the league's referee in the middle, two assistants. */
async function gameWithCrew(date: string) {
  const game = await createGame(db, {
    organizationId: league.organization.id,
    date,
    positionType: "three_official",
    status: "confirmed",
  });
  const crew = async (refereeId: string, position: string) =>
    createAssignment(db, {
      organizationId: league.organization.id,
      gameId: game.id,
      refereeId,
      position,
      status: "confirmed",
    });
  return {
    game,
    center: await crew(league.referee.id, "referee"),
    ar1: await crew(assistant.id, "assistant_referee_1"),
    ar2: await crew(secondAssistant.id, "assistant_referee_2"),
  };
}

function reportFields(
  crew: Awaited<ReturnType<typeof gameWithCrew>>,
  { noShow = false, reasonCode = "C2" }: { noShow?: boolean; reasonCode?: string } = {},
) {
  return {
    intent: "file",
    homeScore: "2",
    awayScore: "1",
    "misconduct.0.kind": "caution",
    "misconduct.0.teamSide": "away",
    "misconduct.0.playerName": "Dana Dissent",
    "misconduct.0.playerNumber": "7",
    "misconduct.0.minute": "63",
    "misconduct.0.reasonCode": reasonCode,
    "misconduct.1.kind": "caution",
    "misconduct.1.teamSide": "home",
    "misconduct.1.playerName": "",
    "misconduct.1.reasonCode": "",
    injuries: "",
    incidents: "A spectator entered the field in the 80th minute.",
    [`attendance.${crew.ar1.id}`]: noShow ? "no_show" : "on_time",
    [`attendance.${crew.ar2.id}`]: "late",
  };
}

const reportPath = (gameId: string) => `/referee/games/${gameId}/report`;

async function payableOf(assignmentId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.assignmentId, assignmentId));
  return row;
}

beforeAll(async () => {
  league = await createLeague("Report Valley");
  rival = await createLeague("Report Hills");
  const ar = await createUser(db, { organizationId: league.organization.id, role: "referee", firstName: "Avery" });
  assistant = { id: ar.id, cookie: await cookieFor(ar.id) };
  secondAssistant = await createUser(db, {
    organizationId: league.organization.id,
    role: "referee",
    firstName: "Blake",
  });
});

describe("filing a game report", () => {
  it("is refused before kick-off, and accepted late with the late state shown", async () => {
    const future = await gameWithCrew(dayFromToday(30));
    const early = await post(reportPath(future.game.id), reportFields(future), { cookie: league.refereeCookie });
    expect(early.status).toBe(409);
    expect(visibleText(await early.text())).toContain("has not kicked off yet");

    const old = await gameWithCrew(dayFromToday(-10));
    const schedule = await (await get("/referee/schedule?tab=past", { cookie: league.refereeCookie })).text();
    expect(schedule).toContain(`href="${reportPath(old.game.id)}"`);
    expect(visibleText(schedule)).toContain("File report");
    expect(visibleText(schedule)).toContain("Report overdue");
    const page = await get(reportPath(old.game.id), { cookie: league.refereeCookie });
    expectRoundTrips("report page", page, 2);
    expect(visibleText(await page.text())).toContain("is overdue");
    const late = await post(reportPath(old.game.id), reportFields(old), { cookie: league.refereeCookie });
    expect(late.status).toBe(200);
    expect(visibleText(await late.text())).toContain("Report submitted after its due time");
  });

  it("keeps the input with field errors for an unknown reason or a missing player", async () => {
    const played = await gameWithCrew(dayFromToday(-1));
    const fields = { ...reportFields(played, { reasonCode: "S2" }), "misconduct.1.playerNumber": "9" };
    const refused = await post(reportPath(played.game.id), fields, { cookie: league.refereeCookie });
    expect(refused.status).toBe(400);
    const text = visibleText(await refused.text());
    // S2 is a send-off reason, not a caution's; the second row has a number but no name.
    expect(text).toContain("Choose a reason from the list for this kind of card.");
    expect(text).toContain("Enter the player's name.");
    const [report] = await db.select().from(gameReports).where(eq(gameReports.gameId, played.game.id));
    expect(report).toBeUndefined();
  });

  it("files with a caution and a no-show, holds the payable, and follows the review to approval", async () => {
    const played = await gameWithCrew(dayFromToday(-1));
    // The game was completed first: the payables exist, unheld.
    expect(
      await completeGame(db, {
        organizationId: league.organization.id,
        actorId: league.assignor.id,
        gameId: played.game.id,
      }),
    ).toEqual({ ok: true });
    expect((await payableOf(played.ar1.id))?.heldAt).toBeNull();

    // Only the referee position files; the assistant adds notes.
    const byAssistant = await post(reportPath(played.game.id), reportFields(played), { cookie: assistant.cookie });
    expect(byAssistant.status).toBe(403);
    const filed = await post(reportPath(played.game.id), reportFields(played, { noShow: true }), {
      cookie: league.refereeCookie,
    });
    expect(filed.status).toBe(200);
    const notes = await post(
      reportPath(played.game.id),
      { intent: "save-notes", notes: "The home bench was loud all game." },
      { cookie: assistant.cookie },
    );
    expect(notes.status).toBe(200);

    const [ar1] = await db.select().from(assignments).where(eq(assignments.id, played.ar1.id));
    expect(ar1?.attendance).toBe("no_show");
    const held = await payableOf(played.ar1.id);
    expect(held).toMatchObject({ holdReason: "no_show", status: "pending" });
    expect(held?.heldAt).not.toBeNull();
    expect((await payableOf(played.ar2.id))?.heldAt).toBeNull();

    // A held payable cannot be paid.
    const pay = await post(
      "/assignor/payments",
      { intent: "mark-paid", paymentIds: held!.id, paidOn: dayFromToday(-1), method: "cash" },
      { cookie: league.assignorCookie },
    );
    expect(pay.status).toBe(409);
    expect((await payableOf(played.ar1.id))?.status).toBe("pending");
    // "Mark all paid" for the no-show counts the held payable as shown, and pays none of it.
    const allOfTheirs = await post(
      "/assignor/payments",
      {
        intent: "mark-referee-paid",
        refereeId: assistant.id,
        paidOn: dayFromToday(-1),
        method: "cash",
        shownCount: "1",
        shownOwedCents: String(held!.amountCents + held!.mileageCents + held!.adjustmentCents),
      },
      { cookie: league.assignorCookie },
    );
    expect(allOfTheirs.status).toBe(409);
    expect(visibleText(await allOfTheirs.text())).toContain("A held payable cannot be paid");
    expect((await payableOf(played.ar1.id))?.status).toBe("pending");
    const paymentsPage = visibleText(await (await get("/assignor/payments", { cookie: league.assignorCookie })).text());
    expect(paymentsPage).toContain("Held");
    expect(paymentsPage).toContain("No-show reported");
    // Held is not owed: the cards and the per-referee view count it apart, and offer no "Mark all paid" for it.
    const heldAmount = `$${((held!.amountCents + held!.mileageCents + held!.adjustmentCents) / 100).toFixed(2)}`;
    expect(paymentsPage).toContain(`${heldAmount} held (1 payment)`);
    const byReferee = await (await get("/assignor/payments?view=referees", { cookie: league.assignorCookie })).text();
    expect(visibleText(byReferee)).toContain(`${heldAmount} held (1 payment)`);
    expect(byReferee).toContain("Mark all paid: ");
    expect(byReferee).not.toContain("Mark all paid: Avery");
    // The official sees why their payment waits.
    const earnings = visibleText(await (await get("/referee/earnings", { cookie: assistant.cookie })).text());
    expect(earnings).toContain("Held: no-show reported");

    // The assignors' queue flags it; the review page shows the caution and the assistant's notes.
    const queueResponse = await get("/assignor/reports", { cookie: league.assignorCookie });
    expectRoundTrips("reports queue", queueResponse, 2);
    const queue = visibleText(await queueResponse.text());
    expect(queue).toContain(played.game.homeTeam);
    expect(queue).toContain("No-show");
    const reviewResponse = await get(`/assignor/reports/${played.game.id}`, { cookie: league.assignorCookie });
    expectRoundTrips("report review", reviewResponse, 2);
    const review = visibleText(await reviewResponse.text());
    expect(review).toContain("Dana Dissent");
    expect(review).toContain("The home bench was loud all game.");

    // A referee cannot decide; another organization's assignor finds no such report.
    const reviewPath = `/assignor/reports/${played.game.id}`;
    expect((await post(reviewPath, { intent: "approve" }, { cookie: league.refereeCookie })).status).toBe(403);
    expect((await post(reviewPath, { intent: "approve" }, { cookie: rival.assignorCookie })).status).toBe(404);
    expect((await get(reviewPath, { cookie: rival.assignorCookie })).status).toBe(404);

    // Returning needs a comment; the filer hears of it and changes the report, which goes back for review.
    const bare = await post(reviewPath, { intent: "return", comment: " " }, { cookie: league.assignorCookie });
    expect(bare.status).toBe(400);
    expect(visibleText(await bare.text())).toContain("Say what the crew should change.");
    const returned = await post(
      reviewPath,
      { intent: "return", comment: "Add the minute of the spectator incident." },
      { cookie: league.assignorCookie },
    );
    expect(returned.status).toBe(200);
    const [notice] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, league.referee.id), eq(notifications.link, reportPath(played.game.id))));
    expect(notice?.message).toContain("Add the minute of the spectator incident.");
    const page = visibleText(await (await get(reportPath(played.game.id), { cookie: league.refereeCookie })).text());
    expect(page).toContain("The assignor returned the report: Add the minute of the spectator incident.");
    const changed = await post(reportPath(played.game.id), reportFields(played, { noShow: true }), {
      cookie: league.refereeCookie,
    });
    expect(changed.status).toBe(200);
    const [resubmitted] = await db.select().from(gameReports).where(eq(gameReports.gameId, played.game.id));
    expect(resubmitted?.status).toBe("submitted");

    // Approved: final for the filer and for notes.
    expect((await post(reviewPath, { intent: "approve" }, { cookie: league.assignorCookie })).status).toBe(200);
    const tooLate = await post(reportPath(played.game.id), reportFields(played), { cookie: league.refereeCookie });
    expect(tooLate.status).toBe(409);
    expect(visibleText(await tooLate.text())).toContain("Approved reports are final.");
    const lateNotes = await post(
      reportPath(played.game.id),
      { intent: "save-notes", notes: "More" },
      { cookie: assistant.cookie },
    );
    expect(lateNotes.status).toBe(409);

    // Released, the payable can be paid.
    const release = await post(
      reviewPath,
      { intent: "release-hold", paymentId: held!.id },
      { cookie: league.assignorCookie },
    );
    expect(release.status).toBe(200);
    const paid = await post(
      "/assignor/payments",
      { intent: "mark-paid", paymentIds: held!.id, paidOn: dayFromToday(-1), method: "cash" },
      { cookie: league.assignorCookie },
    );
    expect(paid.status).toBe(200);
    expect((await payableOf(played.ar1.id))?.status).toBe("paid");
  });

  it("the completion job creates a no-show's payable held, and the backfill does not recreate a removed one", async () => {
    const played = await gameWithCrew(dayFromToday(-2));
    expect(
      (await post(reportPath(played.game.id), reportFields(played, { noShow: true }), { cookie: league.refereeCookie }))
        .status,
    ).toBe(200);
    // The nightly completion job (every position confirmed, the game dated before today).
    expect(await autoCompleteGames(db, new Date())).toBeGreaterThanOrEqual(1);
    const held = await payableOf(played.ar1.id);
    expect(held?.holdReason).toBe("no_show");
    expect(held?.heldAt).not.toBeNull();
    expect((await payableOf(played.center.id))?.heldAt).toBeNull();

    const removed = await post(
      `/assignor/reports/${played.game.id}`,
      { intent: "remove-payable", paymentId: held!.id },
      { cookie: league.assignorCookie },
    );
    expect(removed.status).toBe(200);
    await createMissingPayables(db, new Date());
    expect(await payableOf(played.ar1.id)).toBeUndefined();
  });

  it("files under the organization's own reasons once its assignor changes them", async () => {
    const refused = await post(
      "/assignor/organizations",
      {
        intent: "report-settings",
        windowHours: "0",
        "reason.0.code": "X1",
        "reason.0.kind": "caution",
        "reason.0.label": "Time wasting",
      },
      { cookie: league.assignorCookie },
    );
    expect(refused.status).toBe(400);
    expect(visibleText(await refused.text())).toContain("Enter a whole number of hours from 1 to 336.");
    const saved = await post(
      "/assignor/organizations",
      {
        intent: "report-settings",
        windowHours: "24",
        "reason.0.code": "X1",
        "reason.0.kind": "caution",
        "reason.0.label": "Time wasting",
      },
      { cookie: league.assignorCookie },
    );
    expect(saved.status).toBe(200);
    const played = await gameWithCrew(dayFromToday(-1));
    const oldCode = await post(reportPath(played.game.id), reportFields(played), { cookie: league.refereeCookie });
    expect(oldCode.status).toBe(400);
    const filed = await post(reportPath(played.game.id), reportFields(played, { reasonCode: "X1" }), {
      cookie: league.refereeCookie,
    });
    expect(filed.status).toBe(200);
  });
});
