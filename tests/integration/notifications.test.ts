import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createNotification, insertMany } from "~/demo/factories";
import { newId } from "~/db/ids";
import { notifications } from "~/db/schema";
import { createLeague, db, expectRoundTrips, get, post } from "./helpers";

interface NotificationsBody {
  ok: boolean;
  total: number;
  unread: number;
  notifications: { id: string; title: string; read: boolean; when: string; link: string | null }[];
}

async function listFor(cookie: string): Promise<NotificationsBody> {
  const response = await get("/notifications", { cookie });
  expect(response.status).toBe(200);
  expect(response.headers.get("Cache-Control")).toContain("no-store");
  return (await response.json()) as NotificationsBody;
}

async function rowOf(id: string) {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row!;
}

describe("/notifications", () => {
  it("refuses anonymous visitors", async () => {
    expect((await get("/notifications")).status).toBe(401);
    expect((await post("/notifications", { intent: "read-all" })).status).toBe(401);
  });

  it("lists the signed-in user's own alerts, not dismissed, newest first, with unread and total", async () => {
    const league = await createLeague();
    const now = Date.now();
    await createNotification(db, { userId: league.assignor.id, title: "Older", createdAt: new Date(now - 3_600_000) });
    await createNotification(db, { userId: league.assignor.id, title: "Newer", createdAt: new Date(now - 60_000) });
    await createNotification(db, {
      userId: league.assignor.id,
      title: "Seen",
      readAt: new Date(),
      createdAt: new Date(now - 7_200_000),
    });
    await createNotification(db, { userId: league.assignor.id, title: "Gone", dismissedAt: new Date() });
    await createNotification(db, { userId: league.referee.id, title: "The referee's" });

    const body = await listFor(league.assignorCookie);
    expect(body.notifications.map((notification) => notification.title)).toEqual(["Newer", "Older", "Seen"]);
    expect(body).toMatchObject({ total: 3, unread: 2 });
    expect(body.notifications[0]!.when).toBe("1 minute ago");
    expect(body.notifications[2]!.read).toBe(true);

    const referee = await listFor(league.refereeCookie);
    expect(referee.notifications.map((notification) => notification.title)).toEqual(["The referee's"]);
  });

  it("caps the list at 100", async () => {
    const league = await createLeague();
    await insertMany(
      db,
      notifications,
      Array.from({ length: 105 }, (_, index) => ({
        id: newId(),
        userId: league.assignor.id,
        type: "system",
        title: `N${index}`,
        message: "m",
      })),
    );
    const body = await listFor(league.assignorCookie);
    expect(body.notifications).toHaveLength(100);
    expect(body.total).toBe(105);
  });

  it("marks one read, all read, and dismisses, each only for the user's own rows", async () => {
    const league = await createLeague();
    const rival = await createLeague();
    const first = await createNotification(db, { userId: league.assignor.id, title: "First" });
    const second = await createNotification(db, { userId: league.assignor.id, title: "Second" });
    const theirs = await createNotification(db, { userId: rival.assignor.id, title: "Theirs" });

    const read = await post("/notifications", { intent: "read", id: first.id }, { cookie: league.assignorCookie });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ ok: true, intent: "read" });
    expect((await rowOf(first.id)).readAt).not.toBeNull();
    expect((await rowOf(second.id)).readAt).toBeNull();

    const dismissed = await post(
      "/notifications",
      { intent: "dismiss", id: second.id },
      { cookie: league.assignorCookie },
    );
    expect(dismissed.status).toBe(200);
    expect((await rowOf(second.id)).dismissedAt).not.toBeNull();
    expect((await listFor(league.assignorCookie)).notifications.map((notification) => notification.title)).toEqual([
      "First",
    ]);

    // Someone else's id matches nothing: 404, and their row is untouched.
    expect(
      (await post("/notifications", { intent: "read", id: theirs.id }, { cookie: league.assignorCookie })).status,
    ).toBe(404);
    expect(
      (await post("/notifications", { intent: "dismiss", id: theirs.id }, { cookie: league.assignorCookie })).status,
    ).toBe(404);
    expect(
      (await post("/notifications", { intent: "dismiss", id: theirs.id }, { cookie: league.refereeCookie })).status,
    ).toBe(404);
    await post("/notifications", { intent: "read-all" }, { cookie: league.assignorCookie });
    const untouched = await rowOf(theirs.id);
    expect(untouched.readAt).toBeNull();
    expect(untouched.dismissedAt).toBeNull();
    expect((await listFor(rival.assignorCookie)).unread).toBe(1);
  });

  it("marks all read", async () => {
    const league = await createLeague();
    await createNotification(db, { userId: league.referee.id, title: "One" });
    await createNotification(db, { userId: league.referee.id, title: "Two" });
    expect((await listFor(league.refereeCookie)).unread).toBe(2);
    const response = await post("/notifications", { intent: "read-all" }, { cookie: league.refereeCookie });
    expect(response.status).toBe(200);
    expect(await listFor(league.refereeCookie)).toMatchObject({ unread: 0, total: 2 });
  });

  it("follows the alert's own link after marking it read (the action button)", async () => {
    const league = await createLeague();
    const alert = await createNotification(db, {
      userId: league.assignor.id,
      title: "Declined",
      link: "/assignor/games?status=pending",
      actionLabel: "Reassign",
    });
    const response = await post(
      "/notifications",
      { intent: "read", id: alert.id, follow: "1" },
      { cookie: league.assignorCookie },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/assignor/games?status=pending");
    expect((await rowOf(alert.id)).readAt).not.toBeNull();
  });

  it("answers an unknown intent with 400", async () => {
    const league = await createLeague();
    expect(
      (await post("/notifications", { intent: "delete-everything" }, { cookie: league.assignorCookie })).status,
    ).toBe(400);
    expect((await post("/notifications", { intent: "read" }, { cookie: league.assignorCookie })).status).toBe(400);
  });
});

describe("/notifications at two round trips (issue 17)", () => {
  it("lists the bell's alerts after the session in one round trip, and marks one read in one", async () => {
    const league = await createLeague();
    await insertMany(
      db,
      notifications,
      Array.from({ length: 150 }, (_, index) => ({
        id: newId(),
        userId: league.referee.id,
        type: "system",
        title: `Notice ${index}`,
        message: "Hello",
        readAt: index % 3 === 0 ? new Date() : null,
      })),
    );
    const response = await get("/notifications", { cookie: league.refereeCookie });
    expect(response.status).toBe(200);
    expectRoundTrips("response", response, 2);
    const body = (await response.json()) as NotificationsBody;
    expect({ total: body.total, unread: body.unread }).toEqual({ total: 150, unread: 100 });
    const unread = body.notifications.find((item) => !item.read)!;
    const marked = await post("/notifications", { intent: "read", id: unread.id }, { cookie: league.refereeCookie });
    expect(marked.status).toBe(200);
    expectRoundTrips("marked", marked, 2);
    expect((await rowOf(unread.id)).readAt).not.toBeNull();
  });
});
