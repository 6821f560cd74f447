import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invites, outbox } from "~/db/schema";
import { createLeague, db, expectRoundTrips, get, post } from "./helpers";

describe("assignor invites", () => {
  it("shows the organization's code and emails a single-use sign-up link", async () => {
    const league = await createLeague("Canal Street League");
    const page = await (await get("/assignor/invites", { cookie: league.assignorCookie })).text();
    expect(page).toContain(league.organization.inviteCode);
    expect(page).toContain("No pending invites.");

    const response = await post(
      "/assignor/invites",
      { intent: "create", email: "Casey.New@Example.com", role: "referee" },
      { cookie: league.assignorCookie },
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Invite sent to casey.new@example.com.");

    const [invite] = await db.select().from(invites).where(eq(invites.organizationId, league.organization.id));
    expect(invite).toMatchObject({
      email: "casey.new@example.com",
      role: "referee",
      invitedById: league.assignor.id,
      acceptedAt: null,
    });
    const [message] = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, "casey.new@example.com"), eq(outbox.kind, "invite")));
    expect(message?.textBody).toMatch(/http:\/\/localhost:8787\/signup\?invite=[a-z2-7]{32}/);
    expect(message?.subject).toContain("Canal Street League");

    const listed = await (await get("/assignor/invites", { cookie: league.assignorCookie })).text();
    expect(listed).toContain("casey.new@example.com");

    const revoked = await post(
      "/assignor/invites",
      { intent: "revoke", inviteId: invite!.id },
      { cookie: league.assignorCookie },
    );
    expect(await revoked.text()).toContain("Invite revoked.");
    expect(await db.select().from(invites).where(eq(invites.id, invite!.id))).toEqual([]);
  });

  it("refuses an invite without a valid email", async () => {
    const league = await createLeague("Dockside League");
    const response = await post(
      "/assignor/invites",
      { intent: "create", email: "nope", role: "referee" },
      { cookie: league.assignorCookie },
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Please enter a valid email address.");
    expect(await db.select().from(invites).where(eq(invites.organizationId, league.organization.id))).toEqual([]);
  });
});

describe("round trips", () => {
  it("reads the page's data in one round trip after the session; an invite is sent in two more", async () => {
    const league = await createLeague();
    const cookie = league.assignorCookie;
    for (let index = 0; index < 3; index += 1) {
      await post(
        "/assignor/invites",
        { intent: "create", email: `pending.${index}@example.com`, role: "referee" },
        { cookie },
      );
    }
    for (const path of ["/assignor/invites", "/assignor/invites.data"]) {
      const response = await get(path, { cookie });
      expect(response.status, path).toBe(200);
      // The session with its membership and organization is one round trip; the page's data one more.
      expectRoundTrips(path, response, 2);
    }
    // An action as the browser posts it (to the .data address; the page's loaders revalidate after).
    const sent = await post(
      "/assignor/invites.data",
      { intent: "create", email: "one.more@example.com", role: "assignor" },
      { cookie },
    );
    expect(sent.status).toBe(200);
    expectRoundTrips("sent", sent, 3);
    const pending = await db.select().from(invites).where(eq(invites.organizationId, league.organization.id));
    expect(pending).toHaveLength(4);
  });
});
