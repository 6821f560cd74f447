/** Webhook words for the screens, in the reader's language: event descriptions and delivery states. */
import type { DeliveryState, WebhookEvent } from "~/domain/webhooks";
import type { MessageId } from "~/i18n/messages";
import type { Translate } from "~/i18n/text";

const EVENT_IDS: Record<WebhookEvent, MessageId> = {
  "game.created": "webhooks.event.game.created",
  "game.updated": "webhooks.event.game.updated",
  "game.cancelled": "webhooks.event.game.cancelled",
  "assignment.created": "webhooks.event.assignment.created",
  "assignment.accepted": "webhooks.event.assignment.accepted",
  "assignment.declined": "webhooks.event.assignment.declined",
  "assignment.turned_back": "webhooks.event.assignment.turned_back",
  "schedule.changed": "webhooks.event.schedule.changed",
  "game.report_submitted": "webhooks.event.game.report_submitted",
};

const STATE_IDS: Record<DeliveryState, MessageId> = {
  delivered: "webhooks.status.delivered",
  failed: "webhooks.status.failed",
  queued: "webhooks.status.queued",
  retrying: "webhooks.status.retrying",
};

export function eventDescription(t: Translate, event: WebhookEvent): string {
  return t(EVENT_IDS[event]);
}

export function deliveryStateLabel(t: Translate, state: DeliveryState): string {
  return t(STATE_IDS[state]);
}
