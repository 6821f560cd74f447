import { describe, expect, it } from "vitest";
import { declineAssignment, turnBackAssignment } from "~/domain/assignments";
import { declineClosed, declineClosedHours, isLateResponse, offerDeclineClosedHours } from "~/domain/decline-rules";

const HOUR = 60 * 60 * 1000;
const kickoff = new Date("2026-12-05T18:00:00Z");
const hoursBefore = (hours: number) => new Date(kickoff.getTime() - hours * HOUR);

describe("declineClosed", () => {
  it("closes declining from the cutoff before kick-off, and never without one", () => {
    expect(declineClosed(24, kickoff, hoursBefore(24))).toBe(false);
    expect(declineClosed(24, kickoff, new Date(hoursBefore(24).getTime() + 1))).toBe(true);
    expect(declineClosed(24, kickoff, hoursBefore(1))).toBe(true);
    expect(declineClosed(null, kickoff, hoursBefore(1))).toBe(false);
  });
  it("names the cutoff only once it has passed", () => {
    expect(declineClosedHours(36, kickoff, hoursBefore(40))).toBeNull();
    expect(declineClosedHours(36, kickoff, hoursBefore(30))).toBe(36);
    expect(declineClosedHours(null, kickoff, hoursBefore(1))).toBeNull();
  });
});

describe("isLateResponse", () => {
  it("counts inside the cutoff when one is set", () => {
    expect(isLateResponse(72, kickoff, hoursBefore(60))).toBe(true);
    expect(isLateResponse(72, kickoff, hoursBefore(80))).toBe(false);
  });
  it("counts within 48 hours of kick-off when no cutoff is set", () => {
    expect(isLateResponse(null, kickoff, hoursBefore(47))).toBe(true);
    expect(isLateResponse(null, kickoff, hoursBefore(48))).toBe(false);
  });
});

describe("declines and turn-backs under a cutoff", () => {
  const pending = { status: "pending" as const };
  const confirmed = { status: "confirmed" as const };
  it("refuses a decline inside the cutoff, telling the referee what to do instead", () => {
    expect(declineAssignment(pending, "Busy", { now: hoursBefore(10), kickoff, declineCutoffHours: 12 })).toEqual({
      ok: false,
      code: "decline_closed",
      message:
        "Declining closed 12 hours before kick-off: accept and turn it back with a reason, or contact your assignor.",
    });
  });
  it("allows a decline outside the cutoff, on time", () => {
    expect(declineAssignment(pending, "Busy", { now: hoursBefore(80), kickoff, declineCutoffHours: 12 })).toEqual({
      ok: true,
      value: { status: "declined", declineReason: "Busy" },
    });
  });
  it("flags a decline within 48 hours as late when there is no cutoff", () => {
    expect(declineAssignment(pending, "Busy", { now: hoursBefore(30), kickoff })).toEqual({
      ok: true,
      value: { status: "declined", declineReason: "Busy", lateResponse: true },
    });
  });
  it("still lets a confirmed referee turn back inside the cutoff, flagged late", () => {
    expect(turnBackAssignment(confirmed, "Injured", hoursBefore(30), kickoff, 36)).toEqual({
      ok: true,
      value: { status: "declined", declineReason: "Injured", lateResponse: true },
    });
    expect(turnBackAssignment(confirmed, "Injured", hoursBefore(40), kickoff, 36)).toEqual({
      ok: true,
      value: { status: "declined", declineReason: "Injured" },
    });
  });
});

describe("offerDeclineClosedHours", () => {
  const memberships = [
    { organization: { id: "strict", assignmentPolicy: { declineCutoffHours: 36 } } },
    { organization: { id: "relaxed", assignmentPolicy: null } },
  ];
  it("uses the policy of the offer's own league, and only for a pending offer", () => {
    const now = hoursBefore(30);
    expect(offerDeclineClosedHours({ status: "pending", kickoff, organizationId: "strict" }, memberships, now)).toBe(
      36,
    );
    expect(
      offerDeclineClosedHours({ status: "pending", kickoff, organizationId: "relaxed" }, memberships, now),
    ).toBeNull();
    expect(
      offerDeclineClosedHours({ status: "confirmed", kickoff, organizationId: "strict" }, memberships, now),
    ).toBeNull();
  });
});
