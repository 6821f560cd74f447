/**
 * The referee's notifications page (spec section 2: Notifications; section 4: notifications). Pure rules:
 * which filter shows which item, what "Unread" means, the empty texts, and how an offer notification
 * points at its assignment (decision 0023).
 */

import type { MessageId } from "~/i18n/messages";
import { tr } from "~/i18n/text";

export const NOTIFICATION_FILTERS = ["all", "unread", "assignments", "payments"] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

/** Each filter's chip, "All (3)", worded where it is shown. */
export const NOTIFICATION_FILTER_LABELS: Record<NotificationFilter, MessageId> = {
  all: "referee.notifications.filter.all",
  unread: "referee.notifications.filter.unread",
  assignments: "referee.notifications.filter.assignments",
  payments: "referee.notifications.filter.payments",
};

/** "No {filter} notifications at the moment.", one sentence per filter. */
const EMPTY_FILTER_TEXTS: Record<Exclude<NotificationFilter, "all">, MessageId> = {
  unread: "referee.notifications.empty.unread",
  assignments: "referee.notifications.empty.assignments",
  payments: "referee.notifications.empty.payments",
};

export function parseNotificationFilter(value: string | null | undefined): NotificationFilter {
  return (NOTIFICATION_FILTERS as readonly string[]).includes(value ?? "") ? (value as NotificationFilter) : "all";
}

const OFFER_LINK_PREFIX = "/referee/schedule?assignment=";

/** Where a new-assignment notification leads: the schedule, opened on that assignment. */
export function assignmentOfferLink(assignmentId: string): string {
  return `${OFFER_LINK_PREFIX}${encodeURIComponent(assignmentId)}`;
}

/** The assignment an offer notification is about, from its link; null for any other link. */
export function assignmentIdFromLink(link: string | null | undefined): string | null {
  if (!link?.startsWith(OFFER_LINK_PREFIX)) return null;
  const id = decodeURIComponent(link.slice(OFFER_LINK_PREFIX.length));
  return /^[A-Za-z0-9_-]+$/.test(id) ? id : null;
}

export interface NotificationFacts {
  type: string;
  readAt: Date | null;
  /** The offer this notification is about, as it stands now; null when it is not an offer. */
  offer: { status: string; kickoff: Date } | null;
}

/**
 * "Unread means action still required" (spec section 4), on real data:
 * - an assignment offer needs action while the assignment is still pending and the game has not
 *   started; answering it (here or on the schedule) clears it, reading it does not;
 * - any other notification needs action until it is marked read.
 */
export function needsAction(item: NotificationFacts, now: Date): boolean {
  if (item.offer) return item.offer.status === "pending" && item.offer.kickoff.getTime() > now.getTime();
  return item.readAt === null;
}

/** Can the referee Accept or Decline from this item right now? Same rule as "needs action" for offers. */
export function canRespond(item: NotificationFacts, now: Date): boolean {
  return item.offer !== null && needsAction(item, now);
}

export function matchesNotificationFilter(item: NotificationFacts, filter: NotificationFilter, now: Date): boolean {
  switch (filter) {
    case "all":
      return true;
    case "unread":
      return needsAction(item, now);
    case "assignments":
      return item.type === "assignment";
    case "payments":
      return item.type === "payment";
  }
}

export function countByFilter(items: readonly NotificationFacts[], now: Date): Record<NotificationFilter, number> {
  const counts = { all: 0, unread: 0, assignments: 0, payments: 0 };
  for (const item of items) {
    for (const filter of NOTIFICATION_FILTERS) if (matchesNotificationFilter(item, filter, now)) counts[filter] += 1;
  }
  return counts;
}

/** The spec's empty state for a filter. */
export function emptyNotificationsText(filter: NotificationFilter): { title: string; description: string } {
  return {
    title: tr("referee.notifications.empty.title"),
    description: tr(filter === "all" ? "referee.notifications.empty.all" : EMPTY_FILTER_TEXTS[filter]),
  };
}
