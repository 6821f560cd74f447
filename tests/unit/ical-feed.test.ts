import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import {
  buildCalendarFeed,
  escapeText,
  foldLine,
  gameLengthFromRules,
  sequenceFor,
  zoneOffsetMinutes,
  type FeedAssignment,
} from "~/domain/ical-feed";

type AssignmentOverrides = Partial<Omit<FeedAssignment, "game">> & { game?: Partial<FeedAssignment["game"]> };

function assignment(overrides: AssignmentOverrides = {}): FeedAssignment {
  const { game, ...rest } = overrides;
  return {
    assignmentId: "a-1",
    status: "confirmed",
    position: "referee",
    organizationName: "Bay Area Youth Soccer League",
    currency: "USD",
    timeZone: "America/Los_Angeles",
    gameLengthMinutes: 90,
    crew: [],
    lastModified: new Date("2026-11-20T12:00:00Z"),
    ...rest,
    game: {
      date: "2026-11-21",
      time: "10:00",
      homeTeam: "Golden Gate FC",
      awayTeam: "Bay Rovers",
      venue: "Kezar Stadium",
      venueAddress: "755 Stanyan St, San Francisco, CA",
      level: "youth",
      league: null,
      notes: null,
      feeCents: 4000,
      ...game,
    },
  };
}

function feed(assignments: FeedAssignment[]) {
  return buildCalendarFeed({
    calendarName: "Whistle: Alex Rivera",
    domain: "whistle.test",
    scheduleUrl: "https://whistle.test/referee/schedule",
    assignments,
  });
}

function parseEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
}

describe("escapeText", () => {
  it("escapes backslashes, semicolons, commas and line breaks", () => {
    expect(escapeText("a\\b; c, d\ne\r\nf")).toBe("a\\\\b\\; c\\, d\\ne\\nf");
  });
});

describe("foldLine", () => {
  it("leaves a short line alone", () => {
    expect(foldLine("SUMMARY:Short")).toBe("SUMMARY:Short");
  });

  it("folds at 75 octets with a leading space on each continuation line", () => {
    const folded = foldLine(`DESCRIPTION:${"x".repeat(200)}`);
    const lines = folded.split("\r\n");
    expect(lines.length).toBe(3);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(" "))).toBe(true);
    expect(
      lines[0] +
        lines
          .slice(1)
          .map((line) => line.slice(1))
          .join(""),
    ).toBe(`DESCRIPTION:${"x".repeat(200)}`);
  });

  it("never splits a multi-byte character", () => {
    const text = `LOCATION:${"é".repeat(60)}⚽${"ü".repeat(40)}`;
    const lines = foldLine(text).split("\r\n");
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(
      lines[0] +
        lines
          .slice(1)
          .map((line) => line.slice(1))
          .join(""),
    ).toBe(text);
  });
});

describe("zoneOffsetMinutes", () => {
  it("reads standard and daylight time of a zone", () => {
    expect(zoneOffsetMinutes(Date.UTC(2026, 0, 15), "America/Los_Angeles")).toBe(-480);
    expect(zoneOffsetMinutes(Date.UTC(2026, 6, 15), "America/Los_Angeles")).toBe(-420);
    expect(zoneOffsetMinutes(Date.UTC(2026, 6, 15), "Asia/Kolkata")).toBe(330);
  });
});

describe("gameLengthFromRules", () => {
  it("uses the organization's length for the level, else the defaults", () => {
    expect(gameLengthFromRules({ gameLengthMinutes: { youth: 75 } }, "youth")).toBe(75);
    expect(gameLengthFromRules(null, "youth")).toBe(90);
    expect(gameLengthFromRules({ gameLengthMinutes: { youth: "long" } }, "professional")).toBe(120);
  });
});

describe("sequenceFor", () => {
  it("grows with the last change", () => {
    expect(sequenceFor(new Date("2026-11-20T12:00:01Z"))).toBeGreaterThan(
      sequenceFor(new Date("2026-11-20T12:00:00Z")),
    );
  });
});

describe("buildCalendarFeed", () => {
  it("writes CRLF lines no longer than 75 octets", () => {
    const text = feed([assignment({ game: { notes: "Bring both kits. ".repeat(20) } })]);
    expect(text.endsWith("\r\n")).toBe(true);
    for (const line of text.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text.replaceAll("\r\n", "")).not.toContain("\n");
  });

  it("places games at the right instant in the organization's zone, in winter and in summer", () => {
    const [winter, summer] = parseEvents(
      feed([
        assignment({ assignmentId: "w" }),
        assignment({
          assignmentId: "s",
          game: { date: "2026-07-04", time: "09:00", level: "amateur" },
          gameLengthMinutes: 120,
        }),
      ]),
    );
    expect(winter!.startDate.toJSDate().toISOString()).toBe("2026-11-21T18:00:00.000Z");
    expect(winter!.endDate.toJSDate().toISOString()).toBe("2026-11-21T19:30:00.000Z");
    expect(winter!.startDate.zone?.tzid).toBe("America/Los_Angeles");
    expect(summer!.startDate.toJSDate().toISOString()).toBe("2026-07-04T16:00:00.000Z");
    expect(summer!.endDate.toJSDate().toISOString()).toBe("2026-07-04T18:00:00.000Z");
  });

  it("handles zones without daylight time and in the southern hemisphere", () => {
    const [tokyo, sydneyJanuary, sydneyJuly] = parseEvents(
      feed([
        assignment({ assignmentId: "t", timeZone: "Asia/Tokyo", game: { date: "2026-03-01", time: "15:00" } }),
        assignment({ assignmentId: "j", timeZone: "Australia/Sydney", game: { date: "2026-01-10", time: "09:00" } }),
        assignment({ assignmentId: "y", timeZone: "Australia/Sydney", game: { date: "2026-07-10", time: "09:00" } }),
      ]),
    );
    expect(tokyo!.startDate.toJSDate().toISOString()).toBe("2026-03-01T06:00:00.000Z");
    expect(sydneyJanuary!.startDate.toJSDate().toISOString()).toBe("2026-01-09T22:00:00.000Z");
    expect(sydneyJuly!.startDate.toJSDate().toISOString()).toBe("2026-07-09T23:00:00.000Z");
  });

  it("ends a late game on the next day", () => {
    const [late] = parseEvents(feed([assignment({ game: { time: "23:00" } })]));
    expect(late!.endDate.toString()).toBe("2026-11-22T00:30:00");
  });

  it("round-trips text with commas, semicolons, backslashes and line breaks", () => {
    const [event] = parseEvents(
      feed([
        assignment({
          game: {
            homeTeam: "Smith, Jones; & Co",
            awayTeam: "Back\\slash",
            venue: "Field 3; North",
            notes: "Gate A,\nthen left",
          },
          crew: [{ name: "Sam O'Neil", position: "assistant_referee_1", status: "pending" }],
        }),
      ]),
    );
    expect(event!.summary).toBe("Smith, Jones; & Co vs Back\\slash (Referee)");
    expect(event!.location).toBe("Field 3; North, 755 Stanyan St, San Francisco, CA");
    expect(event!.description).toContain("Crew:\nSam O'Neil (Assistant Referee 1, pending)");
    expect(event!.description).toContain("Notes: Gate A,\nthen left");
  });

  it("marks confirmed games CONFIRMED and pending ones TENTATIVE, with a stable UID and a sequence", () => {
    const text = feed([
      assignment({ assignmentId: "confirmed-1" }),
      assignment({ assignmentId: "pending-1", status: "pending", game: { time: "14:00" } }),
    ]);
    const [confirmed, pending] = parseEvents(text);
    expect(confirmed!.uid).toBe("assignment-confirmed-1@whistle.test");
    expect(confirmed!.component.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(pending!.component.getFirstPropertyValue("status")).toBe("TENTATIVE");
    expect(pending!.summary.startsWith("[Pending] ")).toBe(true);
    expect(pending!.description).toContain("Status: Pending");
    expect(confirmed!.sequence).toBe(sequenceFor(new Date("2026-11-20T12:00:00Z")));
    expect(confirmed!.component.getFirstPropertyValue("last-modified")?.toString()).toBe("2026-11-20T12:00:00Z");
    // The same data gives the same text: calendar apps see no change where there is none.
    expect(
      feed([
        assignment({ assignmentId: "confirmed-1" }),
        assignment({ assignmentId: "pending-1", status: "pending", game: { time: "14:00" } }),
      ]),
    ).toBe(text);
  });

  it("is a valid empty calendar when there are no games", () => {
    const calendar = new ICAL.Component(ICAL.parse(feed([])));
    expect(calendar.name).toBe("vcalendar");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getAllSubcomponents("vevent")).toHaveLength(0);
  });
});
