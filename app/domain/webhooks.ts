/**
 * Webhooks (issue 9, decisions 0026 and 0033): which events exist, what an assignor types to register an
 * endpoint, which URLs may receive deliveries, how a delivery is signed and when a failed one is retried.
 * Pure: no I/O, so the rules are unit tested in Node and used by the Worker alike.
 */
import * as v from "valibot";
import { ReportEventDataSchema } from "./report-api";
import { webhookUrlProblem } from "./webhook-url";
import { msg } from "~/i18n/text";

export const WEBHOOK_EVENTS = [
  "game.created",
  "game.updated",
  "game.cancelled",
  "assignment.created",
  "assignment.accepted",
  "assignment.declined",
  "assignment.turned_back",
  "schedule.changed",
  "game.report_submitted",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Sent only by the "Send test event" button, to the one endpoint it is pressed for. */
export const TEST_EVENT = "ping" as const;

export const WEBHOOK_EVENT_DESCRIPTIONS: Record<WebhookEvent, string> = {
  "game.created": "A game was added (form, API)",
  "game.updated": "A game's details changed or it was completed",
  "game.cancelled": "A game was cancelled",
  "assignment.created": "A referee was offered a position",
  "assignment.accepted": "A referee accepted an offer",
  "assignment.declined": "A referee declined an offer",
  "assignment.turned_back": "A confirmed referee gave a game back",
  "schedule.changed": "Many games changed at once (CSV import, auto-assign publish)",
  "game.report_submitted": "A game's report was filed, or changed by its crew",
};

/** Signing secrets start with this, so a leaked one is recognisable. */
export const WEBHOOK_SECRET_PREFIX = "whsec_";

/** Header names of a delivery. */
export const SIGNATURE_HEADER = "Whistle-Signature";
export const EVENT_HEADER = "Whistle-Event";
export const DELIVERY_HEADER = "Whistle-Delivery";

/** How long a receiver has to answer one delivery. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** Deliveries are retried until this long after the event, then marked failed for good. */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Waits after the 1st, 2nd, … failed attempt (decision 0026); the last repeats. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000] as const;

/**
 * After a failed attempt: when to try again, or null when the next try would fall outside the
 * 24-hour window (the delivery has then failed for good).
 */
export function nextRetryAt(attempts: number, createdAt: Date, now: Date): Date | null {
  const delay = RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1]!;
  const next = new Date(now.getTime() + delay);
  return next.getTime() > createdAt.getTime() + RETRY_WINDOW_MS ? null : next;
}

/** `Whistle-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>` */
export function signatureHeader(timestamp: number, hexSignature: string): string {
  return `t=${timestamp},v1=${hexSignature}`;
}

/** What is signed: the timestamp, a dot, and the body exactly as sent. */
export function signedContent(timestamp: number, body: string): string {
  return `${timestamp}.${body}`;
}

// ---------------------------------------------------------------------------------------------------
// Forms
// ---------------------------------------------------------------------------------------------------

export const WebhookEndpointInputSchema = v.object({
  url: v.pipe(v.string(msg("webhooks.error.url")), v.trim(), v.nonEmpty(msg("webhooks.error.url"))),
  description: v.pipe(v.optional(v.string(), ""), v.trim(), v.maxLength(200, msg("webhooks.error.description"))),
  events: v.pipe(
    v.array(v.picklist(WEBHOOK_EVENTS, msg("webhooks.error.eventsFromList")), msg("webhooks.error.eventsOne")),
    v.minLength(1, msg("webhooks.error.eventsOne")),
  ),
});
export type WebhookEndpointInput = v.InferOutput<typeof WebhookEndpointInputSchema>;

/** The schema plus the URL rule, which depends on configuration. */
export function webhookEndpointSchema(allowInsecure: boolean) {
  return v.pipe(
    WebhookEndpointInputSchema,
    v.forward(
      v.check(
        (input) => webhookUrlProblem(input.url, { allowInsecure }) === null,
        (issue) => webhookUrlProblem(String((issue.input as { url: string }).url), { allowInsecure }) ?? "",
      ),
      ["url"],
    ),
  );
}

// ---------------------------------------------------------------------------------------------------
// Payloads
// ---------------------------------------------------------------------------------------------------

export interface WebhookEnvelope<Data = unknown> {
  /** The event's id: the same in every endpoint's delivery and in a redelivery, so receivers can dedupe. */
  id: string;
  type: string;
  createdAt: string;
  organizationId: string;
  data: Data;
}

export function newEventId(): string {
  return `evt_${crypto.randomUUID().replaceAll("-", "")}`;
}

export function webhookEnvelope<Data>(
  type: string,
  organizationId: string,
  data: Data,
  now: Date,
  id = newEventId(),
): WebhookEnvelope<Data> {
  return { id, type, createdAt: now.toISOString(), organizationId, data };
}

/*
 * What each event carries, as valibot schemas: the builders below return their types, the enqueuing
 * statement only takes an event's own type, and the OpenAPI document's `webhooks` section is generated
 * from these same schemas (decision 0041), so the reference cannot drift from what is sent.
 */

/** A game as events carry it; the full resource is `GET /api/v1/games/{id}`. */
export const WebhookGameSchema = v.object({
  id: v.string(),
  homeTeam: v.string(),
  awayTeam: v.string(),
  date: v.pipe(v.string(), v.isoDate(), v.description("Local to the organization's time zone (YYYY-MM-DD)")),
  time: v.pipe(v.string(), v.isoTime(), v.description("Local kick-off (HH:MM, 24-hour)")),
  venue: v.string(),
  level: v.string(),
  status: v.string(),
  cancelReason: v.nullable(v.string()),
});

export const GameEventDataSchema = v.object({ game: WebhookGameSchema });

export const AssignmentEventDataSchema = v.object({
  assignment: v.object({
    id: v.string(),
    gameId: v.string(),
    refereeId: v.string(),
    position: v.string(),
    status: v.string(),
    reason: v.pipe(
      v.nullable(v.string()),
      v.description("The referee's reason when they declined or turned the game back"),
    ),
  }),
  game: v.pick(WebhookGameSchema, ["id", "homeTeam", "awayTeam", "date", "time", "venue"]),
});

export const ScheduleChangedDataSchema = v.variant("source", [
  v.object({
    source: v.literal("csv-import"),
    importId: v.nullable(v.string()),
    rows: v.pipe(v.number(), v.integer(), v.description("Rows the import wrote or updated")),
    duplicateMode: v.picklist(["skip", "update"]),
  }),
  v.object({
    source: v.literal("auto-assign"),
    draftId: v.string(),
    offers: v.pipe(
      v.number(),
      v.integer(),
      v.description("Offers the publish sent (each also raised assignment.created)"),
    ),
    assignmentIds: v.array(v.string()),
  }),
]);

export const PingDataSchema = v.object({ endpointId: v.string(), message: v.string() });

/** Each event's `data`, by event name (the test event included). */
export const WEBHOOK_EVENT_DATA_SCHEMAS = {
  "game.created": GameEventDataSchema,
  "game.updated": GameEventDataSchema,
  "game.cancelled": GameEventDataSchema,
  "assignment.created": AssignmentEventDataSchema,
  "assignment.accepted": AssignmentEventDataSchema,
  "assignment.declined": AssignmentEventDataSchema,
  "assignment.turned_back": AssignmentEventDataSchema,
  "schedule.changed": ScheduleChangedDataSchema,
  "game.report_submitted": ReportEventDataSchema,
  [TEST_EVENT]: PingDataSchema,
} as const satisfies Record<WebhookEvent | typeof TEST_EVENT, v.GenericSchema>;

export type WebhookEventData<Event extends keyof typeof WEBHOOK_EVENT_DATA_SCHEMAS> = v.InferOutput<
  (typeof WEBHOOK_EVENT_DATA_SCHEMAS)[Event]
>;

/** The body of a delivery of `event`: the envelope around that event's data. */
export function webhookBodySchema<Event extends keyof typeof WEBHOOK_EVENT_DATA_SCHEMAS>(event: Event) {
  return v.object({
    id: v.pipe(
      v.string(),
      v.startsWith("evt_"),
      v.description("The event's id: the same in every endpoint's delivery and in a redelivery"),
    ),
    type: v.literal(event),
    createdAt: v.pipe(v.string(), v.isoTimestamp()),
    organizationId: v.string(),
    data: WEBHOOK_EVENT_DATA_SCHEMAS[event],
  });
}

interface GameLike {
  id: string;
  homeTeam: string;
  awayTeam: string;
  date: string;
  time: string;
  venue: string;
  level: string;
  status: string;
  cancelReason?: string | null;
}

/** A game as events carry it. */
export function gameEventData(game: GameLike): v.InferOutput<typeof GameEventDataSchema> {
  return {
    game: {
      id: game.id,
      homeTeam: game.homeTeam,
      awayTeam: game.awayTeam,
      date: game.date,
      time: game.time,
      venue: game.venue,
      level: game.level,
      status: game.status,
      cancelReason: game.cancelReason ?? null,
    },
  };
}

/** An assignment as events carry it, with its game in brief. */
export function assignmentEventData(
  assignment: { id: string; refereeId: string; position: string; status: string; reason?: string | null },
  game: Pick<GameLike, "id" | "homeTeam" | "awayTeam" | "date" | "time" | "venue">,
): v.InferOutput<typeof AssignmentEventDataSchema> {
  return {
    assignment: {
      id: assignment.id,
      gameId: game.id,
      refereeId: assignment.refereeId,
      position: assignment.position,
      status: assignment.status,
      reason: assignment.reason ?? null,
    },
    game: {
      id: game.id,
      homeTeam: game.homeTeam,
      awayTeam: game.awayTeam,
      date: game.date,
      time: game.time,
      venue: game.venue,
    },
  };
}

export type DeliveryState = "delivered" | "failed" | "queued" | "retrying";

/** Where a delivery stands, as the log shows it: waiting for its first try is "queued". */
export function deliveryState(status: string, attempts: number): DeliveryState {
  if (status === "delivered") return "delivered";
  if (status === "failed") return "failed";
  return attempts === 0 ? "queued" : "retrying";
}
