import { describe, expect, it } from "vitest";
import {
  assignmentIdFromLink,
  assignmentOfferLink,
  canRespond,
  countByFilter,
  emptyNotificationsText,
  matchesNotificationFilter,
  needsAction,
  parseNotificationFilter,
  type NotificationFacts,
} from "~/domain/notifications";

const NOW = new Date("2026-11-22T12:00:00Z");
const LATER = new Date("2026-11-28T18:00:00Z");
const EARLIER = new Date("2026-11-21T18:00:00Z");

const offer = (status: string, kickoff = LATER, readAt: Date | null = null): NotificationFacts => ({
  type: "assignment",
  readAt,
  offer: { status, kickoff },
});
const plain = (type: string, readAt: Date | null = null): NotificationFacts => ({ type, readAt, offer: null });

describe("Unread means action still required", () => {
  it("counts an offer as unread while it is pending and the game has not started, read or not", () => {
    expect(needsAction(offer("pending"), NOW)).toBe(true);
    expect(needsAction(offer("pending", LATER, EARLIER), NOW)).toBe(true);
    expect(canRespond(offer("pending"), NOW)).toBe(true);
  });

  it("clears an offer once it is answered, withdrawn or its game has started", () => {
    for (const status of ["confirmed", "declined", "cancelled", "completed"]) {
      expect(needsAction(offer(status), NOW)).toBe(false);
      expect(canRespond(offer(status), NOW)).toBe(false);
    }
    expect(needsAction(offer("pending", EARLIER), NOW)).toBe(false);
    expect(canRespond(offer("pending", NOW), NOW)).toBe(false);
  });

  it("counts any other notification as unread until it is marked read", () => {
    expect(needsAction(plain("payment"), NOW)).toBe(true);
    expect(needsAction(plain("payment", EARLIER), NOW)).toBe(false);
    expect(needsAction(plain("assignment"), NOW)).toBe(true);
    expect(canRespond(plain("assignment"), NOW)).toBe(false);
  });
});

describe("notification filters", () => {
  const items = [
    offer("pending"),
    offer("confirmed", LATER, EARLIER),
    plain("payment"),
    plain("payment", EARLIER),
    plain("schedule"),
    plain("reminder", EARLIER),
  ];

  it("shows everything under All, assignment items under Assignments and payment items under Payments", () => {
    expect(items.filter((item) => matchesNotificationFilter(item, "all", NOW))).toHaveLength(6);
    expect(items.filter((item) => matchesNotificationFilter(item, "assignments", NOW))).toEqual([items[0], items[1]]);
    expect(items.filter((item) => matchesNotificationFilter(item, "payments", NOW))).toEqual([items[2], items[3]]);
    expect(items.filter((item) => matchesNotificationFilter(item, "unread", NOW))).toEqual([
      items[0],
      items[2],
      items[4],
    ]);
  });

  it("counts each filter", () => {
    expect(countByFilter(items, NOW)).toEqual({ all: 6, unread: 3, assignments: 2, payments: 2 });
  });

  it("reads the filter from the URL, falling back to All", () => {
    expect(parseNotificationFilter("payments")).toBe("payments");
    expect(parseNotificationFilter("bogus")).toBe("all");
    expect(parseNotificationFilter(null)).toBe("all");
  });

  it("uses the spec's empty texts", () => {
    expect(emptyNotificationsText("all")).toEqual({
      title: "No notifications found",
      description: "You're all caught up! No new notifications.",
    });
    expect(emptyNotificationsText("unread").description).toBe("No unread notifications at the moment.");
    expect(emptyNotificationsText("assignments").description).toBe("No assignment notifications at the moment.");
    expect(emptyNotificationsText("payments").description).toBe("No payment notifications at the moment.");
  });
});

describe("offer links", () => {
  it("round-trips an assignment id and ignores other links", () => {
    const id = "3f1c2b9e-1111-4222-8333-444455556666";
    expect(assignmentOfferLink(id)).toBe(`/referee/schedule?assignment=${id}`);
    expect(assignmentIdFromLink(assignmentOfferLink(id))).toBe(id);
    expect(assignmentIdFromLink("/referee/schedule")).toBeNull();
    expect(assignmentIdFromLink("/referee/schedule?assignment=a%27%20OR%201")).toBeNull();
    expect(assignmentIdFromLink(null)).toBeNull();
  });
});
