import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PERMISSIONS_POLICY, STRICT_TRANSPORT_SECURITY } from "~/server/security-headers.server";

/** The headers `public/_headers` gives every static asset, by name. */
function staticAssetHeaders(): Map<string, string> {
  const text = readFileSync(path.resolve(import.meta.dirname, "../../public/_headers"), "utf8");
  const lines = text.split("\n").filter((line) => line.trim() !== "" && !line.startsWith("#"));
  expect(lines[0]).toBe("/*");
  return new Map(
    lines.slice(1).map((line) => {
      const [name, ...value] = line.trim().split(":");
      return [name!.toLowerCase(), value.join(":").trim()];
    }),
  );
}

describe("static assets (issue 18)", () => {
  it("carry nosniff, the Worker's Permissions-Policy and HSTS", () => {
    const headers = staticAssetHeaders();
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("permissions-policy")).toBe(PERMISSIONS_POLICY);
    expect(headers.get("strict-transport-security")).toBe(STRICT_TRANSPORT_SECURITY);
  });
});
