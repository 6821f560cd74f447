import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor, jsonPointer, zonedIsoDateTime } from "~/domain/api-format";
import { scopeAllows } from "~/domain/api-keys";

describe("zonedIsoDateTime", () => {
  it("writes a local kick-off with the zone's offset on that date", () => {
    expect(zonedIsoDateTime("2026-12-05", "10:00", "America/Los_Angeles")).toBe("2026-12-05T10:00:00-08:00");
    expect(zonedIsoDateTime("2026-07-04", "19:30", "America/Los_Angeles")).toBe("2026-07-04T19:30:00-07:00");
    expect(zonedIsoDateTime("2026-07-04", "19:30", "Asia/Kolkata")).toBe("2026-07-04T19:30:00+05:30");
    expect(zonedIsoDateTime("2026-01-10", "09:00", "UTC")).toBe("2026-01-10T09:00:00Z");
  });
});

describe("cursors", () => {
  it("round-trips the sort values of the last row", () => {
    const cursor = encodeCursor(["2026-12-05", "10:00", "abc-é"]);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, 3)).toEqual(["2026-12-05", "10:00", "abc-é"]);
  });

  it("refuses cursors that are not ours", () => {
    expect(decodeCursor("zzz", 3)).toBeNull();
    expect(decodeCursor(encodeCursor(["a"]), 3)).toBeNull();
    expect(decodeCursor(btoa(JSON.stringify([{}, 1, 2])), 3)).toBeNull();
  });
});

describe("jsonPointer", () => {
  it("escapes ~ and / as RFC 6901 says", () => {
    expect(jsonPointer(["games", 0, "a/b~c"])).toBe("/games/0/a~1b~0c");
    expect(jsonPointer([])).toBe("");
  });
});

describe("scopeAllows", () => {
  it("lets write include read, never the other way", () => {
    expect(scopeAllows("read", "read")).toBe(true);
    expect(scopeAllows("write", "read")).toBe(true);
    expect(scopeAllows("write", "write")).toBe(true);
    expect(scopeAllows("read", "write")).toBe(false);
    expect(scopeAllows("admin", "read")).toBe(false);
  });
});
