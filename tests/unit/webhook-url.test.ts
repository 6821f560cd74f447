import { describe, expect, it } from "vitest";
import { URL_MESSAGES, webhookUrlProblem } from "~/domain/webhook-url";

const RULE = "Webhook URLs must use https on port 443 and point to a public address";

describe("webhookUrlProblem refuses receivers that are not public https on port 443", () => {
  it.each([
    "https://hooks.example.com/whistle",
    "https://hooks.example.com:443/in?token=1",
    "https://8.8.8.8/in",
    "https://[2606:4700:4700::1111]/in",
    "https://[2001:4860::8888]/in",
    "https://172.32.0.1/in",
    "https://100.128.0.1/in",
    "https://api.1-2-3-4.example.com/in",
  ])("accepts %s", (url) => {
    expect(webhookUrlProblem(url)).toBeNull();
  });

  it.each([
    // ports other than 443
    "https://hooks.example.com:8443/in",
    "https://hooks.example.com:80/in",
    // wildcard DNS services that answer with the address written in the name
    "https://localtest.me/in",
    "https://api.localtest.me/in",
    "https://127.0.0.1.nip.io/in",
    "https://10.0.0.1.sslip.io/in",
    "https://app.127.0.0.1.xip.io/in",
    "https://lvh.me/in",
    "https://foo.lvh.me/in",
    "https://vcap.me/in",
    "https://127-0-0-1.example.net/in",
    "https://hooks.192.168.1.5.example.net/in",
    // IPv4 in every spelling the URL parser accepts
    "https://0x7f.1/in",
    "https://0177.0.0.1/in",
    "https://127.1/in",
    "https://2130706433/in",
    "https://192.88.99.1/in",
    // IPv6: IPv4-translated ::ffff:0:0/96, mapped in both notations, compatible, NAT64, 6to4, Teredo
    "https://[::ffff:0:7f00:1]/in",
    "https://[::ffff:0:8.8.8.8]/in",
    "https://[::ffff:8.8.8.8]/in",
    "https://[::ffff:808:808]/in",
    "https://[::8.8.8.8]/in",
    "https://[64:ff9b::8.8.8.8]/in",
    "https://[64:ff9b:1::a00:1]/in",
    "https://[2002:808:808::1]/in",
    "https://[2001::1]/in",
    "https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/in",
    "https://[2001:db8::1]/in",
    "https://[3fff::1]/in",
    "https://[100::1]/in",
    // more local names
    "https://router.lan/in",
    "https://db.localdomain/in",
    "https://wiki.corp/in",
    // what decision 0033 already refused
    "http://hooks.example.com/in",
    "https://localhost/in",
    "https://LOCALHOST./in",
    "https://api.localhost/in",
    "https://printer.local/in",
    "https://metadata.google.internal/in",
    "https://intranet/in",
    "https://127.0.0.1/in",
    "https://0x7f000001/in",
    "https://0.0.0.0/in",
    "https://10.0.0.8/in",
    "https://172.16.5.4/in",
    "https://172.31.255.255/in",
    "https://192.168.1.1/in",
    "https://169.254.169.254/latest/meta-data",
    "https://100.64.0.1/in",
    "https://224.0.0.1/in",
    "https://[::1]/in",
    "https://[::]/in",
    "https://[fe80::1]/in",
    "https://[fec0::1]/in",
    "https://[fc00::1]/in",
    "https://[fd12:3456::1]/in",
    "https://[ff02::1]/in",
    "https://[::ffff:127.0.0.1]/in",
    "https://[::ffff:10.0.0.1]/in",
    "https://[::ffff:7f00:1]/in",
    "https://[64:ff9b::192.168.0.1]/in",
    "https://[2002:c0a8:0101::1]/in",
  ])("refuses %s", (url) => {
    expect(webhookUrlProblem(url)).toMatch(new RegExp(`^${RULE}`));
  });

  it.each([
    ["ftp://hooks.example.com/in", URL_MESSAGES.invalid],
    ["hooks.example.com/in", URL_MESSAGES.invalid],
    ["not a url", URL_MESSAGES.invalid],
    ["https://user:pass@hooks.example.com/in", URL_MESSAGES.credentials],
    [`https://hooks.example.com/${"x".repeat(2000)}`, URL_MESSAGES.tooLong],
  ])("asks for a well-formed URL without credentials: %s", (url, message) => {
    expect(webhookUrlProblem(url)).toBe(message);
  });

  it("says why in the field error", () => {
    expect(webhookUrlProblem("https://hooks.example.com:8443/in")).toBe(`${RULE}: this one uses port 8443.`);
    expect(webhookUrlProblem("http://hooks.example.com/in")).toBe(`${RULE}: this one uses http.`);
    expect(webhookUrlProblem("https://127.0.0.1.nip.io/in")).toBe(
      `${RULE}: 127.0.0.1.nip.io is a name that points at the address written into it.`,
    );
    expect(webhookUrlProblem("https://[::1]/in")).toBe(`${RULE}: [::1] is not a public address.`);
    expect(webhookUrlProblem("https://printer.local/in")).toBe(`${RULE}: printer.local is a local name.`);
  });

  it("lets local development use an http receiver on this machine only, on any port", () => {
    const dev = { allowInsecure: true };
    expect(webhookUrlProblem("http://127.0.0.1:9999/hook", dev)).toBeNull();
    expect(webhookUrlProblem("http://localhost:8788/hook", dev)).toBeNull();
    expect(webhookUrlProblem("http://[::1]:8788/hook", dev)).toBeNull();
    expect(webhookUrlProblem("http://hooks.example.com:8080/hook", dev)).toBeNull();
    expect(webhookUrlProblem("http://10.0.0.5/hook", dev)).toMatch(new RegExp(`^${RULE}`));
    expect(webhookUrlProblem("http://169.254.169.254/latest", dev)).toMatch(new RegExp(`^${RULE}`));
    expect(webhookUrlProblem("http://127.0.0.1.nip.io/hook", dev)).toMatch(new RegExp(`^${RULE}`));
    expect(webhookUrlProblem("https://user:pw@127.0.0.1/", dev)).toBe(URL_MESSAGES.credentials);
  });
});
