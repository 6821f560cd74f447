import { describe, expect, it } from "vitest";
import { createOrganization, createUser } from "~/demo/factories";
import { db, get, newAddress, ORIGIN, post, worker } from "./helpers";

describe("cross-site requests", () => {
  it("refuses a sign-in posted from another site (Origin) with 403", async () => {
    const response = await post(
      "/login",
      { email: "a@example.com", password: "x" },
      { headers: { Origin: "https://evil.example" } },
    );
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("This request came from another site and was refused.");
  });

  it("refuses any mutation the browser marks as cross-site, including sign-out", async () => {
    for (const path of ["/login", "/logout", "/signup", "/forgot-password", "/assignor/invites"]) {
      const response = await post(path, {}, { headers: { "Sec-Fetch-Site": "cross-site", Origin: ORIGIN } });
      expect(response.status, path).toBe(403);
    }
  });

  it("accepts the same post from our own pages", async () => {
    const organization = await createOrganization(db);
    const user = await createUser(db, {
      organizationId: organization.id,
      role: "referee",
      password: "Same-origin-2026",
    });
    const response = await post("/login", { email: user.email, password: "Same-origin-2026" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/referee");
  });
});

describe("document security headers", () => {
  for (const path of ["/", "/login", "/signup"]) {
    it(`${path}: a nonce-based CSP without unsafe-eval whose nonce every inline script carries`, async () => {
      const response = await get(path);
      const csp = response.headers.get("Content-Security-Policy") ?? "";
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
      expect(nonce).toBeDefined();
      expect(csp).toContain("script-src 'self' 'nonce-");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain("unsafe-eval");
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");

      const html = await response.text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(1);
      for (const tag of scripts) {
        if (/\bsrc=/.test(tag)) continue;
        expect(tag).toContain(`nonce="${nonce}"`);
      }
    });
  }

  it("uses a new nonce for every document", async () => {
    const first = (await get("/")).headers.get("Content-Security-Policy");
    const second = (await get("/")).headers.get("Content-Security-Policy");
    expect(first).not.toBe(second);
  });
});

describe("headers on every response (issue 18)", () => {
  const responses: [string, () => Promise<Response>][] = [
    ["a page", () => get("/")],
    ["a resource route", () => get("/robots.txt")],
    ["a data request", () => get("/pricing.data")],
    ["an API answer", () => get("/api/v1/games")],
    ["the not-found page", () => get("/no/such/page")],
    ["a resource route's 404", () => get("/calendar/short.ics")],
    ["a redirect", () => get("/assignor/games")],
    ["a refused cross-site post", () => post("/login", {}, { headers: { "Sec-Fetch-Site": "cross-site" } })],
  ];
  for (const [what, request] of responses) {
    it(`${what}: nosniff and a Permissions-Policy that denies the powerful features`, async () => {
      const response = await request();
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      const policy = response.headers.get("Permissions-Policy") ?? "";
      for (const feature of ["camera=()", "microphone=()", "payment=()", "usb=()"]) expect(policy).toContain(feature);
      // The scheduling profile's "Use my location" asks for the referee's own position on our pages only.
      expect(policy).toContain("geolocation=(self)");
      await response.body?.cancel();
    });
  }

  it("tells browsers to use HTTPS for a year, subdomains included, but only over HTTPS", async () => {
    const secure = await worker.fetch(
      new Request("https://localhost/", { headers: { "CF-Connecting-IP": newAddress() } }),
    );
    const hsts = secure.headers.get("Strict-Transport-Security") ?? "";
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
    expect(hsts).toContain("includeSubDomains");
    await secure.body?.cancel();
    // Over plain HTTP (local development, the tests) browsers ignore the header; it is not sent.
    const plain = await get("/");
    expect(plain.headers.get("Strict-Transport-Security")).toBeNull();
    await plain.body?.cancel();
  });
});
