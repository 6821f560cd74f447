import { describe, expect, it } from "vitest";
import { isCrossSiteMutation, refuseCrossSiteRequest } from "~/server/same-origin.server";

const url = "https://whistle.example/login";

function request(method: string, headers: Record<string, string> = {}, target = url) {
  return new Request(target, { method, headers });
}

describe("isCrossSiteMutation", () => {
  it("lets reads through whatever their origin", () => {
    expect(
      isCrossSiteMutation(request("GET", { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" })),
    ).toBe(false);
    expect(isCrossSiteMutation(request("HEAD", { "Sec-Fetch-Site": "cross-site" }))).toBe(false);
  });

  it("refuses a post the browser marks as cross-site", () => {
    expect(isCrossSiteMutation(request("POST", { "Sec-Fetch-Site": "cross-site" }))).toBe(true);
  });

  it("refuses a post whose Origin is another site, or an opaque null origin", () => {
    expect(isCrossSiteMutation(request("POST", { Origin: "https://evil.example" }))).toBe(true);
    expect(isCrossSiteMutation(request("DELETE", { Origin: "http://whistle.example" }))).toBe(true);
    expect(isCrossSiteMutation(request("POST", { Origin: "null" }))).toBe(true);
  });

  it("accepts our own pages' posts and posts without browser headers", () => {
    expect(
      isCrossSiteMutation(request("POST", { Origin: "https://whistle.example", "Sec-Fetch-Site": "same-origin" })),
    ).toBe(false);
    expect(isCrossSiteMutation(request("POST", { "Sec-Fetch-Site": "none" }))).toBe(false);
    expect(isCrossSiteMutation(request("PUT"))).toBe(false);
  });

  it("leaves exempt prefixes (the bearer-token API, /api/v1/) alone", () => {
    const api = request("POST", { Origin: "https://evil.example" }, "https://whistle.example/api/v1/games");
    expect(isCrossSiteMutation(api)).toBe(false);
    expect(isCrossSiteMutation(api, [])).toBe(true);
    const lookalike = request("POST", { Origin: "https://evil.example" }, "https://whistle.example/api/v1");
    expect(isCrossSiteMutation(lookalike)).toBe(true);
  });

  it("leaves providers' signed webhooks (/webhooks/, Twilio's inbound texts) to their own signature check", () => {
    const twilio = request("POST", { "Sec-Fetch-Site": "cross-site" }, "https://whistle.example/webhooks/twilio/sms");
    expect(isCrossSiteMutation(twilio)).toBe(false);
    expect(isCrossSiteMutation(twilio, [])).toBe(true);
  });

  it("answers a refusal with 403", async () => {
    const refused = refuseCrossSiteRequest(request("POST", { Origin: "https://evil.example" }));
    expect(refused?.status).toBe(403);
    expect(await refused?.text()).toContain("refused");
    expect(refuseCrossSiteRequest(request("GET"))).toBeNull();
  });
});
