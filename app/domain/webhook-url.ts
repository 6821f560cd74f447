/**
 * Which URLs may receive webhook deliveries (decisions 0033 and 0056): https on port 443 to a public
 * address, checked when an endpoint is registered and again before every delivery. Pure: no I/O, no DNS.
 *
 * The URL parser first writes the host in its one canonical form (`127.1`, `0x7f.1`, `0177.0.0.1` and
 * `2130706433` all become `127.0.0.1`; IPv6 is compressed and lower-cased, an IPv4 tail written in hex),
 * so each rule below sees one spelling. What is refused: IPv4 literals in special-purpose blocks, every
 * IPv6 literal outside global unicast 2000::/3 (which takes in ::1, ::, IPv4-mapped, -compatible and
 * -translated forms, NAT64, ULA, link-local, multicast) and the transition and documentation blocks
 * inside it (Teredo and the rest of 2001::/23, 2001:db8::/32, 6to4 2002::/16, 3fff::/20); local names
 * (localhost, .local, .internal, single labels, …); wildcard-DNS services that answer with the address
 * written into the name (nip.io, localtest.me, …), and any name carrying a non-public IPv4 address in its
 * labels (`10.0.0.1.example.net`, `127-0-0-1.example.net`).
 */

import { tr } from "~/i18n/text";

/**
 * The start of every refusal of a URL that is well formed but not a safe receiver, in English (the API's
 * words; the catalogs' `webhooks.url.*` messages word each refusal whole, in the request's language).
 */
export const WEBHOOK_URL_RULE = "Webhook URLs must use https on port 443 and point to a public address";

export const URL_MESSAGES = {
  invalid: "Enter a full URL, such as https://example.com/whistle-webhooks",
  credentials: "Remove the user name and password from the URL; verify deliveries with the signing secret instead",
  tooLong: "Use a URL of at most 2,000 characters",
} as const;

/** Why a well-formed URL is not a safe receiver. */
type Unsafe =
  | { why: "http" }
  | { why: "port"; port: string }
  | { why: "notPublic"; host: string }
  | { why: "localName"; host: string }
  | { why: "wildcard"; host: string };

function unsafe(problem: Unsafe): string {
  switch (problem.why) {
    case "http":
      return tr("webhooks.url.http");
    case "port":
      return tr("webhooks.url.port", { port: problem.port });
    case "notPublic":
      return tr("webhooks.url.notPublic", { host: problem.host });
    case "localName":
      return tr("webhooks.url.localName", { host: problem.host });
    case "wildcard":
      return tr("webhooks.url.wildcard", { host: problem.host });
  }
}

/**
 * Services whose names resolve to the address written in them, or to 127.0.0.1 for every subdomain:
 * handy for local development, and a way to point a "public" name at a private address.
 */
const WILDCARD_DNS_DOMAINS = [
  "nip.io",
  "sslip.io",
  "xip.io",
  "nip.direct",
  "traefik.me",
  "localtest.me",
  "lvh.me",
  "vcap.me",
  "fuf.me",
  "lacolhost.com",
  "localhost.direct",
  "yoogle.com",
] as const;

/** Top-level names that only mean something inside a network. */
const LOCAL_SUFFIXES = [
  "localhost",
  "local",
  "internal",
  "home.arpa",
  "localdomain",
  "lan",
  "home",
  "corp",
  "intranet",
];

function ipv4Octets(host: string): number[] | null {
  const parts = host.split(".");
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const octets = parts.map(Number);
  return octets.every((octet) => octet <= 255) ? octets : null;
}

/** True for IPv4 addresses no public receiver can have (RFC 6890 special-purpose blocks). */
function isNonPublicIpv4([a, b, c]: number[]): boolean {
  return (
    a === 0 || // "this network"
    a === 10 ||
    a === 127 ||
    (a === 100 && b! >= 64 && b! <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) || // link-local
    (a === 172 && b! >= 16 && b! <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0 && (c === 0 || c === 2)) || // IETF protocol assignments, TEST-NET-1
    (a === 192 && b === 88 && c === 99) || // 6to4 relay anycast
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    (a === 198 && b === 51 && c === 100) || // TEST-NET-2
    (a === 203 && b === 0 && c === 113) || // TEST-NET-3
    a! >= 224 // multicast, reserved, broadcast
  );
}

/** The eight 16-bit groups of an IPv6 address (without brackets), or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  // An embedded dotted IPv4 tail (::ffff:1.2.3.4); the URL parser rewrites it, but accept it anyway.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const octets = ipv4Octets(dotted[1]!);
    if (!octets) return null;
    const high = ((octets[0]! << 8) | octets[1]!).toString(16);
    const low = ((octets[2]! << 8) | octets[3]!).toString(16);
    text = `${text.slice(0, -dotted[1]!.length)}${high}:${low}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string) =>
    part === "" ? [] : part.split(":").map((group) => (/^[0-9a-f]{1,4}$/.test(group) ? parseInt(group, 16) : NaN));
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...new Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
  return groups.some(Number.isNaN) ? null : groups;
}

/**
 * True unless the address is global unicast (2000::/3) outside the blocks that tunnel to or stand for
 * other addresses: every IPv4-in-IPv6 form and special block is refused, whatever IPv4 address it carries.
 */
function isNonPublicIpv6([g0, g1]: number[]): boolean {
  if ((g0! & 0xe000) !== 0x2000) return true; // not global unicast: ::, ::1, ::ffff:…, 64:ff9b::, fc00::, fe80::, ff00::
  if (g0 === 0x2001 && g1! < 0x0200) return true; // 2001::/23 IETF protocol assignments, Teredo 2001::/32 among them
  if (g0 === 0x2001 && g1 === 0x0db8) return true; // documentation
  if (g0 === 0x2002) return true; // 6to4
  if ((g0! & 0xfff0) === 0x3ff0) return true; // documentation 3fff::/20
  return false;
}

/** A non-public IPv4 address written into the name's labels, dotted (`10.0.0.1.x`) or dashed (`10-0-0-1.x`). */
function embeddedPrivateIpv4(name: string): boolean {
  const labels = name.split(".");
  for (let start = 0; start + 4 <= labels.length; start += 1) {
    const octets = ipv4Octets(labels.slice(start, start + 4).join("."));
    if (octets && isNonPublicIpv4(octets)) return true;
  }
  return labels.some((label) =>
    [...label.matchAll(/(?:^|[^\d])(\d{1,3})-(\d{1,3})-(\d{1,3})-(\d{1,3})(?=$|[^\d])/g)].some((match) => {
      const octets = ipv4Octets(match.slice(1, 5).join("."));
      return octets !== null && isNonPublicIpv4(octets);
    }),
  );
}

const within = (name: string, domain: string) => name === domain || name.endsWith(`.${domain}`);

/** Why a host name cannot be a public receiver, or null. */
function nameProblem(name: string): Unsafe | null {
  if (!name.includes(".") || LOCAL_SUFFIXES.some((suffix) => within(name, suffix))) {
    return { why: "localName", host: name };
  }
  if (WILDCARD_DNS_DOMAINS.some((domain) => within(name, domain)) || embeddedPrivateIpv4(name)) {
    return { why: "wildcard", host: name };
  }
  return null;
}

/** Loopback receivers, the only private ones local development may use. */
function isLoopback(host: string): boolean {
  if (host === "localhost" || host.endsWith(".localhost") || host === "[::1]") return true;
  return ipv4Octets(host)?.[0] === 127;
}

/**
 * Null when `raw` may receive deliveries; otherwise the field error, which says why. With `allowInsecure`
 * (local development and tests only: `WEBHOOKS_ALLOW_INSECURE_URLS`, never in production) http, any port
 * and this machine's loopback receivers are allowed too; every other rule still holds.
 */
export function webhookUrlProblem(
  raw: string,
  { allowInsecure = false }: { allowInsecure?: boolean } = {},
): string | null {
  if (raw.length > 2000) return tr("webhooks.url.tooLong");
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return tr("webhooks.url.invalid");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return tr("webhooks.url.invalid");
  if (!url.hostname) return tr("webhooks.url.invalid");
  if (url.username || url.password) return tr("webhooks.url.credentials");
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (allowInsecure && isLoopback(host)) return null;
  if (url.protocol === "http:" && !allowInsecure) return unsafe({ why: "http" });
  // The parser drops a port that is the scheme's default, so any port left is not 443.
  if (url.port !== "" && !allowInsecure) return unsafe({ why: "port", port: url.port });
  if (host.startsWith("[")) {
    const groups = ipv6Groups(host.slice(1, -1));
    return !groups || isNonPublicIpv6(groups) ? unsafe({ why: "notPublic", host }) : null;
  }
  const octets = ipv4Octets(host);
  if (octets) return isNonPublicIpv4(octets) ? unsafe({ why: "notPublic", host }) : null;
  if (/^[\d.]+$/.test(host)) return tr("webhooks.url.invalid");
  const problem = nameProblem(host);
  return problem ? unsafe(problem) : null;
}
