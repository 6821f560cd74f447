/**
 * The public API's shapes, as valibot schemas (decision 0025). Inputs are validated with them; the
 * OpenAPI document (`/api/v1/openapi.json`) is generated from the very same objects, so the reference
 * cannot drift from what the endpoints accept. Game fields come from `GAME_FIELD_SCHEMAS`, the Add Game
 * form's own rules; the API only swaps the typed dollars for integer cents.
 */
import * as v from "valibot";
import { dateField } from "./field-schemas";
import { ASSIGNMENT_STATUSES, GAME_LEVELS, GAME_STATUSES, POSITIONS, POSITION_TYPES } from "./constants";
import {
  GAME_FIELD_SCHEMAS,
  REFEREE_LEVELS_ORDER_MESSAGE,
  refereeLevelsInOrder,
  TEAMS_DIFFER_MESSAGE,
  teamsDiffer,
  type GameInput,
} from "./games";

const feeCents = v.pipe(
  v.number("feeCents must be a number"),
  v.integer("feeCents must be a whole number of cents"),
  v.minValue(0, "feeCents must not be negative"),
  v.maxValue(10_000_00, "feeCents must be at most 1000000 ($10,000)"),
  v.description("The referee's fee in cents of the organization's currency."),
);

/** A game's rating end (issue 21): a referee level 1–3, or null (or left out) for an open end. */
const refereeLevel = (name: string) =>
  v.pipe(
    v.nullable(
      v.pipe(
        v.number(`${name} must be a number or null`),
        v.integer(`${name} must be a whole number`),
        v.minValue(1, `${name} must be 1, 2 or 3`),
        v.maxValue(3, `${name} must be 1, 2 or 3`),
      ),
    ),
    v.description("The game's rating: referees of levels outside min–max do not fit it. null = open."),
  );

const { fee: _fee, minRefereeLevel: _min, maxRefereeLevel: _max, ...gameFields } = GAME_FIELD_SCHEMAS;
const ratingFields = {
  minRefereeLevel: refereeLevel("minRefereeLevel"),
  maxRefereeLevel: refereeLevel("maxRefereeLevel"),
};

export const ApiGameCreateSchema = v.pipe(
  v.strictObject({
    ...gameFields,
    feeCents,
    minRefereeLevel: v.optional(ratingFields.minRefereeLevel, null),
    maxRefereeLevel: v.optional(ratingFields.maxRefereeLevel, null),
  }),
  v.forward(v.partialCheck([["homeTeam"], ["awayTeam"]], teamsDiffer, TEAMS_DIFFER_MESSAGE), ["awayTeam"]),
  v.forward(
    v.partialCheck([["minRefereeLevel"], ["maxRefereeLevel"]], refereeLevelsInOrder, REFEREE_LEVELS_ORDER_MESSAGE),
    ["maxRefereeLevel"],
  ),
  // What the screens' createGame takes: the form's output, whose `fee` is already cents.
  v.transform(({ feeCents: fee, ...rest }): GameInput => ({ ...rest, fee })),
);

/** Any subset of a game's fields; the merged game is validated as a whole. `status: "cancelled"` cancels it. */
export const ApiGamePatchSchema = v.partial(
  v.strictObject({
    ...gameFields,
    ...ratingFields,
    feeCents,
    status: v.picklist(["cancelled"], 'Only "cancelled" can be set; other statuses follow from assignments'),
    cancelReason: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty("Give a reason for the cancellation"),
      v.maxLength(500, "At most 500 characters"),
    ),
  }),
);

export const ApiAssignmentCreateSchema = v.strictObject({
  gameId: v.pipe(v.string("gameId is required"), v.nonEmpty("gameId is required")),
  refereeId: v.pipe(v.string("refereeId is required"), v.nonEmpty("refereeId is required")),
  position: v.optional(v.picklist(POSITIONS, "Unknown position"), "referee"),
  overrideReason: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(500, "At most 500 characters"),
      v.description(
        "Required to assign despite soft conflicts (travel buffer, level, daily maximum); recorded in the assignment's `override` and the activity log, never shown to the referee.",
      ),
    ),
  ),
});

export const ApiAssignmentUpdateSchema = v.strictObject({
  status: v.pipe(
    v.picklist(["cancelled"], 'Only "cancelled" (withdraw an unanswered offer) can be set through the API'),
    v.description("Withdraw an offer the referee has not answered yet."),
  ),
});

const isoDate = (name: string) => v.optional(dateField(`${name} must be a date (YYYY-MM-DD)`));

/**
 * The paging rule of every list endpoint (the reports' too, app/domain/report-api.ts): `limit` 1–200, 50
 * when left out, and the previous page's `nextCursor`. Spread into a list's query schema.
 */
export const PAGE_QUERY = {
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, "limit must be a whole number"),
      v.transform(Number),
      v.minValue(1, "limit must be at least 1"),
      v.maxValue(200, "limit must be at most 200"),
    ),
    "50",
  ),
  cursor: v.optional(v.pipe(v.string(), v.description("The `nextCursor` of the previous page."))),
};

export const ApiGameListQuerySchema = v.strictObject({
  status: v.optional(v.picklist(GAME_STATUSES, "Unknown status")),
  from: isoDate("from"),
  to: isoDate("to"),
  venue: v.optional(v.pipe(v.string(), v.description("Part of the venue's name, any case."))),
  level: v.optional(v.picklist(GAME_LEVELS, "Unknown level")),
  ...PAGE_QUERY,
});

export const ApiRefereeListQuerySchema = v.strictObject(PAGE_QUERY);

export const ApiAssignmentListQuerySchema = v.strictObject({
  status: v.optional(v.picklist(ASSIGNMENT_STATUSES, "Unknown status")),
  gameId: v.optional(v.string()),
  refereeId: v.optional(v.string()),
  ...PAGE_QUERY,
});

export const ApiAvailabilityQuerySchema = v.strictObject({ from: isoDate("from"), to: isoDate("to") });

export const ApiImportQuerySchema = v.strictObject({
  duplicates: v.optional(v.picklist(["skip", "update"], 'duplicates must be "skip" or "update"'), "skip"),
});

// ---------------------------------------------------------------------------------------------
// Responses (for the reference; the integration tests check real responses against them).

const nullableText = v.nullable(v.string());
const instant = v.pipe(v.string(), v.isoTimestamp(), v.description("UTC, ISO 8601."));

export const ApiGameSchema = v.object({
  id: v.string(),
  homeTeam: v.string(),
  awayTeam: v.string(),
  date: v.pipe(v.string(), v.description("Local date, YYYY-MM-DD.")),
  time: v.pipe(v.string(), v.description("Local kick-off, HH:MM (24-hour).")),
  startsAt: v.pipe(
    v.string(),
    v.description("Kick-off with the organization's UTC offset, e.g. 2026-05-01T10:00:00-07:00."),
  ),
  timeZone: v.string(),
  venue: v.string(),
  league: nullableText,
  level: v.picklist(GAME_LEVELS),
  feeCents: v.number(),
  currency: v.string(),
  status: v.picklist(GAME_STATUSES),
  ageGroup: nullableText,
  positionType: v.picklist(POSITION_TYPES),
  fieldSurface: nullableText,
  skillLevel: nullableText,
  minRefereeLevel: v.nullable(v.number()),
  maxRefereeLevel: v.nullable(v.number()),
  cancelReason: nullableText,
  createdAt: instant,
  updatedAt: instant,
});

export const ApiRefereeSchema = v.object({
  id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  phone: nullableText,
  level: v.nullable(v.number()),
  rating: v.pipe(
    v.nullable(v.number()),
    v.description(
      "The referee's rating out of 5 in this organization, one decimal: the weighted mean of their evaluations " +
        "over the rolling 12 months (assessors' and assignors' count more than coaches'). null = not rated.",
    ),
  ),
  ratingCount: v.pipe(v.number(), v.description("How many evaluations the rating stands on (0 when not rated).")),
  location: nullableText,
  joinedAt: instant,
  certifications: v.optional(
    v.array(
      v.object({
        name: v.string(),
        /** Issue 21: certification, background_check or safeguarding. */
        kind: v.string(),
        level: v.string(),
        issuer: nullableText,
        issuedOn: nullableText,
        expiresOn: nullableText,
        verified: v.boolean(),
      }),
    ),
  ),
});

export const ApiAssignmentSchema = v.object({
  id: v.string(),
  status: v.picklist(ASSIGNMENT_STATUSES),
  position: v.picklist(POSITIONS),
  game: v.object({
    id: v.string(),
    homeTeam: v.string(),
    awayTeam: v.string(),
    startsAt: v.string(),
    venue: v.string(),
  }),
  referee: v.object({ id: v.string(), firstName: v.string(), lastName: v.string() }),
  feeCents: v.pipe(
    v.number(),
    v.description(
      "What this position pays, in cents: the game's own fee for the position, else the organization's fee table (level, position, age group), else the game's fee.",
    ),
  ),
  driver: v.pipe(v.boolean(), v.description("This official drives to the game (for mileage paid only to drivers).")),
  assignedAt: instant,
  respondedAt: v.nullable(instant),
  declineReason: nullableText,
  notes: v.pipe(nullableText, v.description("What the assignor wrote for the referee; the referee reads it.")),
  override: v.pipe(
    v.nullable(v.object({ reason: v.string(), conflicts: v.array(v.string()) })),
    v.description(
      "Soft conflicts the assignor overrode to make this offer, and why. The assignor's record: never shown to the referee.",
    ),
  ),
  updatedAt: instant,
});

export const ApiConflictSchema = v.object({
  code: v.string(),
  severity: v.picklist(["hard", "soft"]),
  message: v.string(),
});

export const ApiAssignmentCreatedSchema = v.object({
  ...ApiAssignmentSchema.entries,
  warnings: v.pipe(v.array(ApiConflictSchema), v.description("Soft conflicts overridden with the given reason.")),
});

export const ApiAvailabilitySchema = v.object({
  refereeId: v.string(),
  timeZone: v.string(),
  from: v.string(),
  to: v.string(),
  blocks: v.array(
    v.object({
      id: v.string(),
      date: v.string(),
      kind: v.picklist(["full_day", "time_range"]),
      startTime: nullableText,
      endTime: nullableText,
    }),
  ),
  weekly: v.array(
    v.object({
      id: v.string(),
      weekday: v.pipe(v.number(), v.description("0 is Sunday.")),
      kind: v.picklist(["full_day", "time_range"]),
      startTime: nullableText,
      endTime: nullableText,
      startsOn: v.string(),
      endsOn: nullableText,
    }),
  ),
});

export const ApiImportResultSchema = v.object({
  importId: v.string(),
  imported: v.number(),
  updated: v.number(),
  skipped: v.number(),
  rejected: v.array(v.object({ line: v.number(), reasons: v.array(v.string()) })),
  /** Venues the file's optional latitude/longitude columns placed (only venues that had no coordinates). */
  venuesLocated: v.number(),
});

export const ApiProblemSchema = v.object({
  type: v.string(),
  title: v.string(),
  status: v.number(),
  detail: v.optional(v.string()),
  errors: v.optional(v.array(v.object({ pointer: v.string(), detail: v.string() }))),
  conflicts: v.optional(v.array(ApiConflictSchema)),
});

export const page = <Item extends v.GenericSchema>(item: Item) =>
  v.object({
    data: v.array(item),
    nextCursor: v.pipe(
      v.nullable(v.string()),
      v.description("Pass as `cursor` for the next page; null on the last page."),
    ),
  });

/** OAuth 2.0 token request (RFC 6749 section 4.4), form-encoded; client credentials in Basic auth or the form. */
export const ApiTokenRequestSchema = v.strictObject({
  grant_type: v.pipe(v.string(), v.description('Always "client_credentials".')),
  scope: v.optional(
    v.pipe(v.string(), v.description('"read" or "write"; at most the client\'s own scope (the default).')),
  ),
  client_id: v.optional(v.pipe(v.string(), v.description("When not sent with HTTP Basic authentication."))),
  client_secret: v.optional(v.string()),
});

export const ApiTokenSchema = v.object({
  access_token: v.string(),
  token_type: v.picklist(["Bearer"]),
  expires_in: v.pipe(v.number(), v.description("Seconds until the token stops working.")),
  scope: v.picklist(["read", "write"]),
});
