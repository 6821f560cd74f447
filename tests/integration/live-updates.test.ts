import { describe, expect, it } from "vitest";
import { createGame } from "~/demo/factories";
import { memberships } from "~/db/schema";
import { api, apiKeyFor } from "./api-helpers";
import { cookieFor, createLeague, db, ORIGIN, post, worker } from "./helpers";

/** Opens `/live` the way a portal page does; returns the response and, when upgraded, the messages. */
async function openLive(cookie: string | undefined, origin: string | null = ORIGIN, organizationId?: string) {
  const query = organizationId ? `?${new URLSearchParams({ organization: organizationId })}` : "";
  const response = await worker.fetch(
    new Request(`${ORIGIN}/live${query}`, {
      headers: { Upgrade: "websocket", ...(cookie ? { Cookie: cookie } : {}), ...(origin ? { Origin: origin } : {}) },
    }),
  );
  const messages: { type: string; by?: string }[] = [];
  const socket = response.webSocket;
  let waiters: (() => void)[] = [];
  if (socket) {
    socket.accept();
    socket.addEventListener("message", (event) => {
      messages.push(JSON.parse(String(event.data)));
      for (const wake of waiters) wake();
      waiters = [];
    });
  }
  /** Resolves once `count` messages have arrived, or after `ms`. */
  const received = (count: number, ms = 2_000) =>
    new Promise<typeof messages>((resolve) => {
      const check = () => (messages.length >= count ? resolve(messages) : undefined);
      const timer = setTimeout(() => resolve(messages), ms);
      waiters.push(() => {
        if (messages.length >= count) {
          clearTimeout(timer);
          resolve(messages);
        }
      });
      check();
    });
  return { response, socket, messages, received };
}

describe("live updates at /live", () => {
  it("refuses anonymous visitors and pages of other sites", async () => {
    expect((await openLive(undefined)).response.status).toBe(401);
    const league = await createLeague();
    expect((await openLive(league.refereeCookie, "https://evil.example")).response.status).toBe(403);
    expect((await openLive(league.refereeCookie, null)).response.status).toBe(403);
  });

  it("tells the open pages of the organization, and only them, when someone changes something", async () => {
    const league = await createLeague();
    const rival = await createLeague();
    const referee = await openLive(league.refereeCookie);
    const outsider = await openLive(rival.refereeCookie);
    expect(referee.response.status).toBe(101);
    expect((await referee.received(1)).map((message) => message.type)).toEqual(["hello"]);
    await outsider.received(1);

    // The assignor assigns the referee a game: the referee's page hears about it.
    const game = await createGame(db, {
      organizationId: league.organization.id,
      assignorId: league.assignor.id,
      date: "2027-03-06",
    });
    const response = await post(
      "/assignor/games",
      { intent: "assign", gameId: game.id, refereeId: league.referee.id, position: "referee" },
      { cookie: league.assignorCookie },
    );
    expect(response.status).toBeLessThan(400);
    const heard = await referee.received(2);
    expect(heard[1]).toMatchObject({ type: "changed", by: league.assignor.id });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(outsider.messages.map((message) => message.type)).toEqual(["hello"]);
    referee.socket?.close();
    outsider.socket?.close();
  });

  it("opens a socket per league for a referee of two, each hearing its own league; never another's", async () => {
    const first = await createLeague();
    const second = await createLeague();
    await db.insert(memberships).values({
      id: crypto.randomUUID(),
      organizationId: second.organization.id,
      userId: first.referee.id,
      role: "referee",
    });
    const ofFirst = await openLive(first.refereeCookie, ORIGIN, first.organization.id);
    const ofSecond = await openLive(first.refereeCookie, ORIGIN, second.organization.id);
    expect(ofSecond.response.status).toBe(101);
    await ofFirst.received(1);
    await ofSecond.received(1);
    // A league the person does not belong to is refused.
    const rival = await createLeague();
    expect((await openLive(first.refereeCookie, ORIGIN, rival.organization.id)).response.status).toBe(403);

    // The second league offers the referee a game: that socket hears it, the first league's does not.
    const game = await createGame(db, { organizationId: second.organization.id, date: "2027-03-13" });
    const response = await post(
      "/assignor/games",
      { intent: "assign", gameId: game.id, refereeId: first.referee.id, position: "referee" },
      { cookie: second.assignorCookie },
    );
    expect(response.status).toBeLessThan(400);
    expect((await ofSecond.received(2))[1]).toMatchObject({ type: "changed", by: second.assignor.id });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ofFirst.messages.map((message) => message.type)).toEqual(["hello"]);
    ofFirst.socket?.close();
    ofSecond.socket?.close();
  });

  it("stays quiet for reads", async () => {
    const league = await createLeague();
    const page = await openLive(await cookieFor(league.referee.id));
    await page.received(1);
    await worker.fetch(new Request(`${ORIGIN}/assignor/games`, { headers: { Cookie: league.assignorCookie } }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(page.messages.map((message) => message.type)).toEqual(["hello"]);
    page.socket?.close();
  });

  it("tells the organization's open pages of a change made through the public API, not of reads or refusals", async () => {
    const league = await createLeague();
    const rival = await createLeague();
    const { secret } = await apiKeyFor(league.organization.id, league.assignor.id, "write");
    const game = await createGame(db, { organizationId: league.organization.id, date: "2027-03-13" });
    const page = await openLive(league.refereeCookie);
    const outsider = await openLive(rival.refereeCookie);
    await page.received(1);
    await outsider.received(1);

    // A read and a refused write change nothing: no message.
    expect((await api("GET", `/api/v1/games/${game.id}`, { key: secret })).status).toBe(200);
    expect(
      (await api("PATCH", `/api/v1/games/${game.id}`, { key: secret, json: { level: "not-a-level" } })).status,
    ).toBe(422);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(page.messages.map((message) => message.type)).toEqual(["hello"]);

    // The integration moves the game: the referee's open page hears it, under the key's creator.
    expect(
      (await api("PATCH", `/api/v1/games/${game.id}`, { key: secret, json: { venue: "Kezar Stadium" } })).status,
    ).toBe(200);
    const heard = await page.received(2);
    expect(heard[1]).toMatchObject({ type: "changed", by: league.assignor.id });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(outsider.messages.map((message) => message.type)).toEqual(["hello"]);
    page.socket?.close();
    outsider.socket?.close();
  });
});
