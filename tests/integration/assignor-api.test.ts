/** The API Keys settings page: create (the secret shown once), validate, revoke; organization-scoped. */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser } from "~/demo/factories";
import { newId } from "~/db/ids";
import { activityLog, apiKeys, memberships } from "~/db/schema";
import { createApiKey } from "~/server/api-keys.server";
import { api, apiKeyFor } from "./api-helpers";
import { cookieFor, createLeague, db, expectRoundTrips, get, post, visibleText } from "./helpers";

async function createThroughPage(cookie: string, fields: Record<string, string>) {
  // A fetcher submission: React Router's data request for the route's action.
  const response = await post("/assignor/api.data", { intent: "create", ...fields }, { cookie });
  return { response, text: await response.text() };
}

describe("API keys page", () => {
  it("creates a key whose secret appears in the answer once, is stored hashed and works as a bearer", async () => {
    const league = await createLeague();
    const { response, text } = await createThroughPage(league.assignorCookie, {
      name: "League website",
      scope: "read",
    });
    expect(response.status).toBe(200);
    const secret = /whk_[a-z2-7]+/.exec(text)?.[0];
    expect(secret).toBeDefined();

    const [row] = await db.select().from(apiKeys).where(eq(apiKeys.organizationId, league.organization.id));
    expect(row).toMatchObject({
      name: "League website",
      scope: "read",
      kind: "key",
      createdById: league.assignor.id,
      revokedAt: null,
    });
    expect(row!.secretHash).not.toContain(secret!);
    expect(secret!.startsWith(row!.prefix)).toBe(true);

    const page = await (await get("/assignor/api", { cookie: league.assignorCookie })).text();
    expect(page).toContain("League website");
    expect(page).toContain(row!.prefix);
    expect(page).not.toContain(secret!);

    expect((await api("GET", "/api/v1/referees", { key: secret })).status).toBe(200);
    const [activity] = await db.select().from(activityLog).where(eq(activityLog.subjectId, row!.id));
    expect(activity!.action).toBe("api_key.created");
  });

  it("refuses a key without a name or with an unknown scope, creating nothing", async () => {
    const league = await createLeague();
    const { response, text } = await createThroughPage(league.assignorCookie, { name: "  ", scope: "admin" });
    expect(response.status).toBe(400);
    expect(text).toContain("Name is required");
    expect(text).toContain("Choose read only, or read and write");
    expect(await db.select().from(apiKeys).where(eq(apiKeys.organizationId, league.organization.id))).toEqual([]);
  });

  it("revokes a key, which stops working at once and moves to the revoked list", async () => {
    const league = await createLeague();
    const { text } = await createThroughPage(league.assignorCookie, { name: "Old sync", scope: "write" });
    const secret = /whk_[a-z2-7]+/.exec(text)![0];
    const [row] = await db.select().from(apiKeys).where(eq(apiKeys.organizationId, league.organization.id));

    const other = await createLeague();
    expect(
      (await post("/assignor/api", { intent: "revoke", keyId: row!.id }, { cookie: other.assignorCookie })).status,
    ).toBe(404);
    expect((await api("GET", "/api/v1/games", { key: secret })).status).toBe(200);

    expect(
      (await post("/assignor/api", { intent: "revoke", keyId: row!.id }, { cookie: league.assignorCookie })).status,
    ).toBe(200);
    expect((await api("GET", "/api/v1/games", { key: secret })).status).toBe(401);
    const page = await (await get("/assignor/api", { cookie: league.assignorCookie })).text();
    expect(page).toContain("Revoked keys");
    expect(
      (await post("/assignor/api", { intent: "revoke", keyId: row!.id }, { cookie: league.assignorCookie })).status,
    ).toBe(404);
  });
});

describe("round trips", () => {
  it("reads the keys and endpoints in one round trip after the session; revoking a key takes two more", async () => {
    const league = await createLeague();
    const cookie = league.assignorCookie;
    for (const name of ["Scheduler sync", "Payroll export"]) await createThroughPage(cookie, { name, scope: "read" });
    for (const path of ["/assignor/api", "/assignor/api.data"]) {
      const response = await get(path, { cookie });
      expect(response.status, path).toBe(200);
      // The session with its membership and organization is one round trip; the page's data one more.
      expectRoundTrips(path, response, 2);
    }
    const [key] = await db.select().from(apiKeys).where(eq(apiKeys.organizationId, league.organization.id)).limit(1);
    // An action as the browser posts it (to the .data address; the page's loaders revalidate after).
    const revoked = await post("/assignor/api.data", { intent: "revoke", keyId: key!.id }, { cookie });
    expect(revoked.status).toBe(200);
    expectRoundTrips("revoked", revoked, 3);
    const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, key!.id));
    expect(row!.revokedAt).not.toBeNull();
  });
});

describe("keys of an assignor who is demoted or removed (issue 32)", () => {
  function tokenRequest(id: string, secret: string) {
    return api("POST", "/api/v1/oauth/token", {
      body: new URLSearchParams({ grant_type: "client_credentials" }).toString(),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Authorization: `Basic ${btoa(`${id}:${secret}`)}`,
      },
    });
  }

  async function roleOf(
    league: Awaited<ReturnType<typeof createLeague>>,
    userId: string,
    role: string,
    cookie: string,
  ) {
    const body = new URLSearchParams({ intent: "role", role });
    const response = await post(`/assignor/organizations/members/${userId}`, body, { cookie });
    expect(response.status, `${role}: ${await response.text()}`).toBe(200);
    const [membership] = await db
      .select({ role: memberships.role })
      .from(memberships)
      .where(and(eq(memberships.organizationId, league.organization.id), eq(memberships.userId, userId)));
    expect(membership!.role).toBe(role);
  }

  it("revokes them for good on demotion: promoted again, the old key and client still answer 401, listed as revoked", async () => {
    const league = await createLeague();
    const colleague = await createUser(db, { organizationId: league.organization.id, role: "assignor" });
    const colleagueCookie = await cookieFor(colleague.id);
    const { secret } = await apiKeyFor(league.organization.id, league.assignor.id, "write", "Old sync");
    const client = await createApiKey(db, {
      organizationId: league.organization.id,
      actorId: league.assignor.id,
      input: { name: "Partner app", scope: "read", kind: "oauth_client" },
    });
    const token = ((await (await tokenRequest(client.id, client.secret)).json()) as { access_token: string })
      .access_token;
    expect((await api("GET", "/api/v1/games", { key: secret })).status).toBe(200);
    expect((await api("GET", "/api/v1/games", { key: token })).status).toBe(200);

    await roleOf(league, league.assignor.id, "referee", colleagueCookie);
    await roleOf(league, league.assignor.id, "assignor", colleagueCookie);

    expect((await api("GET", "/api/v1/games", { key: secret })).status).toBe(401);
    expect((await api("GET", "/api/v1/games", { key: token })).status).toBe(401);
    expect((await tokenRequest(client.id, client.secret)).status).toBe(401);
    const rows = await db.select().from(apiKeys).where(eq(apiKeys.organizationId, league.organization.id));
    expect(rows.map((row) => [row.name, row.revokedAt !== null, row.revokedById])).toEqual(
      expect.arrayContaining([
        ["Old sync", true, colleague.id],
        ["Partner app", true, colleague.id],
      ]),
    );
    const page = visibleText(await (await get("/assignor/api", { cookie: league.assignorCookie })).text());
    const revokedSection = page.slice(page.indexOf("Revoked keys"));
    expect(page).toContain("Revoked keys");
    expect(revokedSection).toContain("Old sync");
    expect(revokedSection).toContain("Partner app (OAuth client)");
    // The colleague's own keys are untouched.
    const { secret: theirs } = await apiKeyFor(league.organization.id, colleague.id, "read", "Colleague's");
    expect((await api("GET", "/api/v1/games", { key: theirs })).status).toBe(200);
  });

  it("revokes them when the assignor's scope is limited, and when they are removed and join again", async () => {
    const league = await createLeague();
    const colleague = await createUser(db, { organizationId: league.organization.id, role: "assignor" });
    const colleagueCookie = await cookieFor(colleague.id);
    const limited = await createUser(db, { organizationId: league.organization.id, role: "assignor" });
    const { secret: limitedKey } = await apiKeyFor(league.organization.id, limited.id);
    const { secret: removedKey } = await apiKeyFor(league.organization.id, league.assignor.id);

    const body = new URLSearchParams({ intent: "role", role: "assignor" });
    body.append("levels", "youth");
    expect(
      (await post(`/assignor/organizations/members/${limited.id}`, body, { cookie: colleagueCookie })).status,
    ).toBe(200);
    await roleOf(league, limited.id, "assignor", colleagueCookie);
    expect((await api("GET", "/api/v1/games", { key: limitedKey })).status).toBe(401);

    expect(
      (
        await post(
          `/assignor/organizations/members/${league.assignor.id}`,
          { intent: "remove" },
          { cookie: colleagueCookie },
        )
      ).status,
    ).toBe(302);
    // Back through an invite, as a full assignor again.
    await db
      .insert(memberships)
      .values({ id: newId(), organizationId: league.organization.id, userId: league.assignor.id, role: "assignor" });
    expect((await api("GET", "/api/v1/games", { key: removedKey })).status).toBe(401);
    const rows = await db.select().from(apiKeys).where(eq(apiKeys.organizationId, league.organization.id));
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
  });
});
