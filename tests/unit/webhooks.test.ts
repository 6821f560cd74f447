import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { WEBHOOK_URL_RULE } from "~/domain/webhook-url";
import { nextRetryAt, signatureHeader, webhookEndpointSchema } from "~/domain/webhooks";

describe("the endpoint form", () => {
  it("puts the URL's problem on the url field and needs an event", () => {
    const result = v.safeParse(webhookEndpointSchema(false), {
      url: "https://10.0.0.1/x",
      description: "",
      events: [],
    });
    expect(result.success).toBe(false);
    const nested = v.flatten(result.issues!).nested;
    expect(nested?.events).toEqual(["Choose at least one event"]);
    const urlOnly = v.safeParse(webhookEndpointSchema(false), {
      url: "https://10.0.0.1/x",
      description: "",
      events: ["game.created"],
    });
    expect(v.flatten(urlOnly.issues!).nested?.url).toEqual([`${WEBHOOK_URL_RULE}: 10.0.0.1 is not a public address.`]);
    expect(
      v.safeParse(webhookEndpointSchema(false), { url: "https://ok.example.com", events: ["game.created", "nope"] })
        .success,
    ).toBe(false);
  });
});

describe("nextRetryAt", () => {
  const created = new Date("2026-01-01T00:00:00Z");
  const at = (ms: number) => new Date(created.getTime() + ms);
  const MIN = 60_000;
  const HOUR = 60 * MIN;

  it("waits 1 min, 5 min, 30 min, 2 h, then 6 h between tries", () => {
    expect(nextRetryAt(1, created, created)).toEqual(at(MIN));
    expect(nextRetryAt(2, created, at(MIN))).toEqual(at(6 * MIN));
    expect(nextRetryAt(3, created, at(6 * MIN))).toEqual(at(36 * MIN));
    expect(nextRetryAt(4, created, at(36 * MIN))).toEqual(at(156 * MIN));
    expect(nextRetryAt(5, created, at(156 * MIN))).toEqual(at(516 * MIN));
    expect(nextRetryAt(9, created, at(10 * HOUR))).toEqual(at(16 * HOUR));
  });

  it("gives up when the next try would fall after 24 hours", () => {
    expect(nextRetryAt(7, created, at(18 * HOUR))).toEqual(at(24 * HOUR));
    expect(nextRetryAt(8, created, at(18 * HOUR + 1))).toBeNull();
    expect(nextRetryAt(1, created, at(24 * HOUR - 30_000))).toBeNull();
  });
});

it("writes the signature header as t=<seconds>,v1=<hex>", () => {
  expect(signatureHeader(1767225600, "ab12")).toBe("t=1767225600,v1=ab12");
});
