import { describe, expect, it } from "vitest";
import { isSameOriginRequest } from "~/server/same-origin.server";

function request(headers: Record<string, string>) {
  return new Request("https://whistle.example/contact", { method: "POST", headers });
}

describe("isSameOriginRequest", () => {
  it("accepts a post whose Origin is the request's own origin", () => {
    expect(isSameOriginRequest(request({ Origin: "https://whistle.example" }))).toBe(true);
  });

  it("refuses another site, another scheme or port, and the opaque null origin", () => {
    expect(isSameOriginRequest(request({ Origin: "https://evil.example" }))).toBe(false);
    expect(isSameOriginRequest(request({ Origin: "http://whistle.example" }))).toBe(false);
    expect(isSameOriginRequest(request({ Origin: "https://whistle.example:8443" }))).toBe(false);
    expect(isSameOriginRequest(request({ Origin: "null" }))).toBe(false);
  });

  it("accepts extra origins only when listed", () => {
    const origin = { Origin: "https://www.whistle.example" };
    expect(isSameOriginRequest(request(origin))).toBe(false);
    expect(isSameOriginRequest(request(origin), ["https://www.whistle.example"])).toBe(true);
  });

  it("falls back to Sec-Fetch-Site without an Origin header", () => {
    expect(isSameOriginRequest(request({ "Sec-Fetch-Site": "same-origin" }))).toBe(true);
    expect(isSameOriginRequest(request({ "Sec-Fetch-Site": "none" }))).toBe(true);
    expect(isSameOriginRequest(request({ "Sec-Fetch-Site": "cross-site" }))).toBe(false);
    expect(isSameOriginRequest(request({ "Sec-Fetch-Site": "same-site" }))).toBe(false);
  });

  it("lets a non-browser client without either header through (it carries no visitor's cookies)", () => {
    expect(isSameOriginRequest(request({}))).toBe(true);
  });
});
