/** The API Keys settings page: create (the secret shown once), validate, revoke; organization-scoped. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLog, apiKeys } from "~/db/schema";
import { api } from "./api-helpers";
import { createLeague, db, expectRoundTrips, get, post } from "./helpers";

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
