import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  nextRetryAt,
  signatureHeader,
  URL_MESSAGES,
  webhookEndpointSchema,
  webhookUrlProblem,
} from "~/domain/webhooks";

describe("webhookUrlProblem", () => {
  it.each([
    "https://hooks.example.com/whistle",
    "https://hooks.example.com:8443/in?token=1",
    "https://8.8.8.8/in",
    "https://[2606:4700:4700::1111]/in",
    "https://[::ffff:8.8.8.8]/in",
  ])("accepts the public https URL %s", (url) => {
    expect(webhookUrlProblem(url)).toBeNull();
  });

  it.each([
    ["http://hooks.example.com/in", URL_MESSAGES.https],
    ["ftp://hooks.example.com/in", URL_MESSAGES.invalid],
    ["hooks.example.com/in", URL_MESSAGES.invalid],
    ["https://user:pass@hooks.example.com/in", URL_MESSAGES.credentials],
    ["https://localhost/in", URL_MESSAGES.private],
    ["https://LOCALHOST./in", URL_MESSAGES.private],
    ["https://api.localhost/in", URL_MESSAGES.private],
    ["https://printer.local/in", URL_MESSAGES.private],
    ["https://metadata.google.internal/in", URL_MESSAGES.private],
    ["https://intranet/in", URL_MESSAGES.private],
    ["https://127.0.0.1/in", URL_MESSAGES.private],
    ["https://127.1/in", URL_MESSAGES.private], // the URL parser turns this into 127.0.0.1
    ["https://2130706433/in", URL_MESSAGES.private], // 127.0.0.1 as one number
    ["https://0x7f000001/in", URL_MESSAGES.private],
    ["https://0.0.0.0/in", URL_MESSAGES.private],
    ["https://10.0.0.8/in", URL_MESSAGES.private],
    ["https://172.16.5.4/in", URL_MESSAGES.private],
    ["https://172.31.255.255/in", URL_MESSAGES.private],
    ["https://192.168.1.1/in", URL_MESSAGES.private],
    ["https://169.254.169.254/latest/meta-data", URL_MESSAGES.private],
    ["https://100.64.0.1/in", URL_MESSAGES.private],
    ["https://224.0.0.1/in", URL_MESSAGES.private],
    ["https://[::1]/in", URL_MESSAGES.private],
    ["https://[::]/in", URL_MESSAGES.private],
    ["https://[fe80::1]/in", URL_MESSAGES.private],
    ["https://[fc00::1]/in", URL_MESSAGES.private],
    ["https://[fd12:3456::1]/in", URL_MESSAGES.private],
    ["https://[ff02::1]/in", URL_MESSAGES.private],
    ["https://[::ffff:127.0.0.1]/in", URL_MESSAGES.private],
    ["https://[::ffff:10.0.0.1]/in", URL_MESSAGES.private],
    ["https://[::ffff:7f00:1]/in", URL_MESSAGES.private],
    ["https://[64:ff9b::192.168.0.1]/in", URL_MESSAGES.private],
    ["https://[2002:c0a8:0101::1]/in", URL_MESSAGES.private], // 6to4 around 192.168.1.1
  ])("refuses %s", (url, message) => {
    expect(webhookUrlProblem(url)).toBe(message);
  });

  it("does not refuse public addresses next to the private blocks", () => {
    expect(webhookUrlProblem("https://172.32.0.1/in")).toBeNull();
    expect(webhookUrlProblem("https://100.128.0.1/in")).toBeNull();
    expect(webhookUrlProblem("https://[fec0::1]/in")).toBe(URL_MESSAGES.private);
    expect(webhookUrlProblem("https://[2001:4860::8888]/in")).toBeNull();
  });

  it("lets tests and local development use a local http receiver only when allowed", () => {
    expect(webhookUrlProblem("http://127.0.0.1:9999/hook", { allowInsecure: true })).toBeNull();
    expect(webhookUrlProblem("http://127.0.0.1:9999/hook")).toBe(URL_MESSAGES.https);
    expect(webhookUrlProblem("https://user:pw@127.0.0.1/", { allowInsecure: true })).toBe(URL_MESSAGES.credentials);
  });
});

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
    expect(v.flatten(urlOnly.issues!).nested?.url).toEqual([URL_MESSAGES.private]);
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
