import { describe, expect, it } from "vitest";
import {
  classifyCheck,
  formatIncidentDuration,
  formatUptime,
  incidentDecision,
  overallStatus,
  SLOW_CHECK_MS,
  uptimeFromDays,
} from "~/domain/system-status";

const operational = (name: string) => ({ name, status: "operational" });

describe("overallStatus", () => {
  it("says All Systems Operational only when every service is", () => {
    expect(overallStatus([operational("API"), operational("Database")])).toEqual({
      level: "operational",
      headline: "All Systems Operational",
    });
  });

  it("names degraded services, and outages first", () => {
    expect(overallStatus([operational("Web"), { name: "API", status: "degraded" }])).toEqual({
      level: "degraded",
      headline: "Degraded performance: API",
    });
    expect(
      overallStatus([
        { name: "API", status: "degraded" },
        { name: "Database", status: "outage" },
        { name: "Mobile Sync", status: "degraded" },
      ]),
    ).toEqual({ level: "outage", headline: "Outage: Database. Degraded performance: API and Mobile Sync" });
  });
});

describe("formatIncidentDuration", () => {
  const start = new Date("2026-10-18T10:00:00Z");
  const after = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

  it("reads minutes, hours and days", () => {
    expect(formatIncidentDuration(start, after(45))).toBe("45 min");
    expect(formatIncidentDuration(start, after(60))).toBe("1 h");
    expect(formatIncidentDuration(start, after(75))).toBe("1 h 15 min");
    expect(formatIncidentDuration(start, after(24 * 60 + 180))).toBe("1 d 3 h");
  });

  it("calls an unresolved incident ongoing", () => {
    expect(formatIncidentDuration(start, null)).toBe("Ongoing");
  });
});

it("formats uptime with two decimals", () => {
  expect(formatUptime(99.9)).toBe("99.90%");
  expect(formatUptime(99.95)).toBe("99.95%");
});

describe("status checks", () => {
  it("classifies a probe by its answer and its latency", () => {
    expect(classifyCheck(true, 120)).toBe("operational");
    expect(classifyCheck(true, SLOW_CHECK_MS + 1)).toBe("degraded");
    expect(classifyCheck(false, 10)).toBe("outage");
  });

  it("opens an incident only after three failing checks in a row, and resolves on the first good one", () => {
    const down = { status: "outage" };
    const slow = { status: "degraded" };
    const up = { status: "operational" };
    expect(incidentDecision([down, down], false)).toBe("keep");
    expect(incidentDecision([down, slow, down], false)).toBe("open");
    expect(incidentDecision([down, up, down], false)).toBe("keep");
    expect(incidentDecision([down, down, down], true)).toBe("keep");
    expect(incidentDecision([up, down, down], true)).toBe("resolve");
    expect(incidentDecision([], false)).toBe("keep");
  });

  it("computes uptime from daily roll-ups, rounding down, and has none before any check", () => {
    expect(uptimeFromDays([])).toBeNull();
    expect(uptimeFromDays([{ checks: 288, failures: 0 }])).toBe(100);
    expect(
      uptimeFromDays([
        { checks: 288, failures: 1 },
        { checks: 288, failures: 0 },
      ]),
    ).toBe(99.82);
    expect(uptimeFromDays([{ checks: 3, failures: 3 }])).toBe(0);
  });
});
