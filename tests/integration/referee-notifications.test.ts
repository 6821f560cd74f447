import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAssignment, createGame, createNotification } from "~/demo/factories";
import { assignments, notifications } from "~/db/schema";
import { assignmentOfferLink } from "~/domain/notifications";
import { assignReferee } from "~/server/assignments.server";
import { createBusyReferee } from "./busy-referee";
import { createLeague, d1TimingOf, db, expectRoundTrips, get, post } from "./helpers";

const DATE = "2099-04-04";

async function offerTo(league: Awaited<ReturnType<typeof createLeague>>, homeTeam: string) {
  const game = await createGame(db, { organizationId: league.organization.id, date: DATE, homeTeam });
  const result = await assignReferee(db, {
    organizationId: league.organization.id,
    actorId: league.assignor.id,
    gameId: game.id,
    refereeId: league.referee.id,
    position: "referee",
  });
  if (!result.ok) throw new Error(result.message);
  const [notice] = await db
    .select()
    .from(notifications)
    .where(eq(notifications.link, assignmentOfferLink(result.assignmentId)));
  return { game, assignmentId: result.assignmentId, notificationId: notice!.id };
}

async function page(cookie: string, filter = "") {
  const response = await get(`/referee/notifications${filter ? `?filter=${filter}` : ""}`, { cookie });
  expect(response.status).toBe(200);
  return response.text();
}

describe("/referee/notifications", () => {
  it("lists the referee's own notifications under the four filters, with the spec's empty texts", async () => {
    const league = await createLeague();
    const other = await createLeague();
    await offerTo(league, "Offer United");
    await createNotification(db, {
      userId: league.referee.id,
      type: "payment",
      title: "Payment received",
      readAt: new Date(),
    });
    await createNotification(db, { userId: league.referee.id, type: "reminder", title: "Game tomorrow" });
    await createNotification(db, {
      userId: league.referee.id,
      type: "system",
      title: "Dismissed one",
      dismissedAt: new Date(),
    });
    await createNotification(db, { userId: other.referee.id, type: "payment", title: "Someone else's payment" });

    const all = await page(league.refereeCookie);
    expect(all).toContain("New game assignment");
    expect(all).toContain("Payment received");
    expect(all).toContain("Game tomorrow");
    expect(all).not.toContain("Dismissed one");
    expect(all).not.toContain("Someone else&#x27;s payment");
    expect(all).toContain("All (3)");
    expect(all).toContain("Unread (2)");

    const payments = await page(league.refereeCookie, "payments");
    expect(payments).toContain("Payment received");
    expect(payments).not.toContain("Game tomorrow");
    const unread = await page(league.refereeCookie, "unread");
    expect(unread).toContain("New game assignment");
    expect(unread).toContain("Game tomorrow");
    expect(unread).not.toContain("Payment received");

    const empty = await createLeague();
    expect(await page(empty.refereeCookie)).toContain("You&#x27;re all caught up! No new notifications.");
    expect(await page(empty.refereeCookie, "payments")).toContain("No payment notifications at the moment.");
  });

  it("accepts an offer from its notification: the assignment is confirmed, the assignor told, the item no longer unread", async () => {
    const league = await createLeague();
    const offer = await offerTo(league, "Accept Rovers");
    const response = await post(
      "/referee/notifications",
      { intent: "accept", notificationId: offer.notificationId },
      { cookie: league.refereeCookie },
    );
    expect(response.status).toBe(200);
    const [assignment] = await db.select().from(assignments).where(eq(assignments.id, offer.assignmentId));
    expect(assignment!.status).toBe("confirmed");
    const toAssignor = await db.select().from(notifications).where(eq(notifications.userId, league.assignor.id));
    expect(toAssignor.map((row) => row.title)).toContain("Assignment accepted");
    expect(await page(league.refereeCookie, "unread")).not.toContain("Accept Rovers");

    const again = await post(
      "/referee/notifications",
      { intent: "accept", notificationId: offer.notificationId },
      { cookie: league.refereeCookie },
    );
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("already confirmed");
  });

  it("declines only with a reason, which reaches the assignor", async () => {
    const league = await createLeague();
    const offer = await offerTo(league, "Decline City");
    const noReason = await post(
      "/referee/notifications",
      { intent: "decline", notificationId: offer.notificationId, reason: "  " },
      { cookie: league.refereeCookie },
    );
    expect(noReason.status).toBe(400);
    expect(await noReason.text()).toContain("Say why you are declining: your assignor reads it.");
    expect((await db.select().from(assignments).where(eq(assignments.id, offer.assignmentId)))[0]!.status).toBe(
      "pending",
    );

    const declined = await post(
      "/referee/notifications",
      { intent: "decline", notificationId: offer.notificationId, reason: "Family wedding" },
      { cookie: league.refereeCookie },
    );
    expect(declined.status).toBe(200);
    const [assignment] = await db.select().from(assignments).where(eq(assignments.id, offer.assignmentId));
    expect(assignment).toMatchObject({ status: "declined", declineReason: "Family wedding" });
  });

  it("marks a notification read, and only the referee's own", async () => {
    const league = await createLeague();
    const other = await createLeague();
    const mine = await createNotification(db, { userId: league.referee.id, type: "schedule", title: "Kick-off moved" });
    const theirs = await createNotification(db, { userId: other.referee.id, type: "schedule", title: "Not yours" });
    expect(
      (
        await post(
          "/referee/notifications",
          { intent: "read", notificationId: mine.id },
          { cookie: league.refereeCookie },
        )
      ).status,
    ).toBe(200);
    expect((await db.select().from(notifications).where(eq(notifications.id, mine.id)))[0]!.readAt).not.toBeNull();
    expect(
      (
        await post(
          "/referee/notifications",
          { intent: "read", notificationId: theirs.id },
          { cookie: league.refereeCookie },
        )
      ).status,
    ).toBe(404);
    expect((await db.select().from(notifications).where(eq(notifications.id, theirs.id)))[0]!.readAt).toBeNull();
  });

  it("cannot answer another referee's offer, even through a notification that links to it", async () => {
    const league = await createLeague();
    const other = await createLeague();
    const game = await createGame(db, { organizationId: other.organization.id, date: DATE });
    const foreign = await createAssignment(db, {
      organizationId: other.organization.id,
      gameId: game.id,
      refereeId: other.referee.id,
      status: "pending",
    });
    const forged = await createNotification(db, {
      userId: league.referee.id,
      type: "assignment",
      title: "Forged",
      link: assignmentOfferLink(foreign.id),
    });
    const response = await post(
      "/referee/notifications",
      { intent: "accept", notificationId: forged.id },
      { cookie: league.refereeCookie },
    );
    expect(response.status).toBe(409);
    expect((await db.select().from(assignments).where(eq(assignments.id, foreign.id)))[0]!.status).toBe("pending");
    // Nor can anyone else use the referee's notification.
    const offer = await offerTo(league, "Private Offer FC");
    expect(
      (
        await post(
          "/referee/notifications",
          { intent: "accept", notificationId: offer.notificationId },
          { cookie: other.refereeCookie },
        )
      ).status,
    ).toBe(404);
  });
});

describe("/referee/notifications at two round trips (issue 17)", () => {
  it("reads the list after the session in one round trip; reads, accepts and declines from it in at most three", async () => {
    const league = await createBusyReferee();
    for (const path of ["/referee/notifications", "/referee/notifications.data?filter=unread"]) {
      const response = await get(path, { cookie: league.refereeCookie });
      expect(response.status, path).toBe(200);
      const timing = d1TimingOf(response)!;
      expect(timing.sequential, path).toBeLessThanOrEqual(2);
      expect(timing.queries, path).toBeLessThanOrEqual(10);
    }
    const offerNotices = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, league.referee.id))
      .then((rows) => rows.filter((row) => row.type === "assignment"));
    const [first, second, third] = offerNotices;
    // The hydrated page posts to the route's .data address (a form post without JavaScript also renders the page).
    const read = await post(
      "/referee/notifications.data",
      { intent: "read", notificationId: first!.id },
      {
        cookie: league.refereeCookie,
      },
    );
    expect(read.status).toBe(200);
    expectRoundTrips("read", read, 3);
    const accepted = await post(
      "/referee/notifications.data",
      { intent: "accept", notificationId: second!.id },
      {
        cookie: league.refereeCookie,
      },
    );
    expect(accepted.status).toBe(200);
    expectRoundTrips("accepted", accepted, 3);
    const declined = await post(
      "/referee/notifications.data",
      { intent: "decline", notificationId: third!.id, reason: "Family wedding" },
      { cookie: league.refereeCookie },
    );
    expect(declined.status).toBe(200);
    expectRoundTrips("declined", declined, 3);
    const [answered] = await db.select().from(notifications).where(eq(notifications.id, second!.id));
    expect(answered!.readAt).not.toBeNull();
    const offer = league.offers.find((row) => second!.link?.endsWith(row.id))!;
    const [assignment] = await db.select().from(assignments).where(eq(assignments.id, offer.id));
    expect(assignment!.status).toBe("confirmed");
  });
});
