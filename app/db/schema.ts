/**
 * The one database schema. `npm run db:generate` turns changes here into SQL under migrations/.
 *
 * Conventions:
 * - ids are random text (see `newId`), never sequential, so they can appear in URLs and API payloads.
 * - instants (created_at, session expiry, audit) are UTC milliseconds since the epoch.
 * - a game's `date` (YYYY-MM-DD) and `time` (HH:MM, 24-hour) are local to its organization's time zone.
 * - money is integer cents in the organization's currency.
 * - every status set from spec section 4 is a CHECK constraint, so the database refuses a typo.
 */
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
  type AnySQLiteColumn,
} from "drizzle-orm/sqlite-core";
import {
  ASSIGNMENT_STATUSES,
  AVAILABILITY_KINDS,
  CERTIFICATION_LEVELS,
  CURRENCIES,
  DATE_FORMATS,
  EVALUATION_SOURCES,
  GAME_LEVELS,
  GAME_REPORT_STATUSES,
  GAME_REQUEST_STATUSES,
  GAME_STATUSES,
  INCIDENT_STATUSES,
  LANGUAGES,
  MEMBERSHIP_ROLES,
  MISCONDUCT_KINDS,
  PORTAL_ROLES,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_TYPES,
  ORGANIZATION_PLANS,
  OUTBOX_CHANNELS,
  OUTBOX_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  POSITIONS,
  RANK_POSITIONS,
  TEAM_RELATIONS,
  POSITION_TYPES,
  SERVICE_STATUSES,
  TEAM_SIDES,
  THEMES,
  TIME_FORMATS,
} from "../domain/constants";
import type { AssignorScope } from "../domain/permissions";

/** `column IN ('a', 'b')` for a CHECK constraint, from one of the domain's constant lists. */
function oneOf(column: string, values: readonly string[]) {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ");
  return sql.raw(`"${column}" IN (${list})`);
}

const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);
const updatedAt = () =>
  integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

export const organizations = sqliteTable(
  "organizations",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    timeZone: text("time_zone").notNull().default("America/Los_Angeles"),
    currency: text("currency").notNull().default("USD"),
    /** Default game fee per level, in cents, used to prefill the Add Game form and CSV rows without a fee. */
    feeProfessionalCents: integer("fee_professional_cents").notNull().default(15000),
    feeSemiProCents: integer("fee_semi_pro_cents").notNull().default(9000),
    feeAmateurCents: integer("fee_amateur_cents").notNull().default(6000),
    feeYouthCents: integer("fee_youth_cents").notNull().default(4000),
    /** Minutes a referee needs between games at different venues (assignments issue). */
    travelBufferMinutes: integer("travel_buffer_minutes").notNull().default(60),
    /** The most games one referee may work in a day; null means no limit. */
    maxGamesPerDay: integer("max_games_per_day"),
    /**
     * Game length per level and which game levels each referee level may work, as JSON
     * (`ConflictRules` in app/domain/conflicts.ts); null means the defaults.
     */
    conflictRules: text("conflict_rules", { mode: "json" }),
    /** Smart scheduling: weights of the soft goals and the weekly maximum, as JSON; null = defaults. */
    schedulingSettings: text("scheduling_settings", { mode: "json" }),
    /**
     * Issue 21 (decision 0072): each rule's strength (hard, soft or off), the credentials each level requires
     * and the decline rules, as JSON (`AssignmentPolicy` in app/domain/assignment-policy.ts); null = defaults.
     */
    assignmentPolicy: text("assignment_policy", { mode: "json" }),
    /**
     * Travel pay (issue 21): cents per unit of distance beyond the free distance, each way from the official's
     * start point to the venue and back; null means the organization pays no mileage. Unit: `DISTANCE_UNITS`.
     */
    mileageRateCents: integer("mileage_rate_cents"),
    mileageUnit: text("mileage_unit").notNull().default("mi"),
    mileageFreeDistance: real("mileage_free_distance").notNull().default(0),
    /** `MILEAGE_PAID_TO`: every official of a game, or only the one marked as its driver. */
    mileagePaidTo: text("mileage_paid_to").notNull().default("all"),
    /**
     * Issue 22 (decision 0080): the report window and the misconduct reasons (`ReportSettings` in
     * app/domain/game-reports.ts), and the evaluation rubric and the rating's weights (`EvaluationSettings` in
     * app/domain/evaluations.ts), as JSON; null = the defaults.
     */
    reportSettings: text("report_settings", { mode: "json" }),
    evaluationSettings: text("evaluation_settings", { mode: "json" }),
    plan: text("plan").notNull().default("core"),
    /** When the current plan began (Pro Accounting bills from that month); null for the original plan. */
    planStartedAt: integer("plan_started_at", { mode: "timestamp_ms" }),
    /** Payer details printed on 1099-NEC data (Pro Accounting): legal name, EIN and mailing address. */
    legalName: text("legal_name"),
    taxId: text("tax_id"),
    mailingAddress: text("mailing_address"),
    /** Code a referee types at sign-up to join this organization. */
    inviteCode: text("invite_code").notNull().unique(),
    /**
     * Deletion (issue 18, decision 0058): when an assignor asked for it, who, and the end of the 30-day grace
     * period, after which the cron job removes the league's rows. All null when no deletion is scheduled.
     */
    deletionRequestedAt: integer("deletion_requested_at", { mode: "timestamp_ms" }),
    /** A user id without a foreign key (ALTER TABLE cannot add one with ON DELETE): only shown, never joined on. */
    deletionRequestedById: text("deletion_requested_by_id"),
    deletionDueAt: integer("deletion_due_at", { mode: "timestamp_ms" }),
    /** Set when the league's rows are gone: the row stays only as the payer of payments kept for tax law. */
    deletedAt: integer("deleted_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("organizations_deletion_due_idx").on(table.deletionDueAt),
    check("organizations_plan_check", oneOf("plan", ORGANIZATION_PLANS)),
    check("organizations_currency_check", oneOf("currency", CURRENCIES)),
    check("organizations_travel_buffer_check", sql`${table.travelBufferMinutes} >= 0`),
  ],
);

/**
 * A phone as stored, reduced to its digits (the settings form allows spaces, "()", "." and "-" and a leading
 * "+"): what an inbound text's sender is looked up by (issue 20). One expression for the index below and the
 * query (`app/server/sms-replies.server.ts`): SQLite uses an expression index only for the same expression.
 */
export function phoneDigits(phone: AnySQLiteColumn) {
  return sql<string>`replace(replace(replace(replace(replace(replace(${phone}, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')`;
}

/** A person. The spec calls this record a profile; role is the user's primary portal. */
export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    /** Stored lowercased; unique across the whole product. */
    email: text("email").notNull().unique(),
    emailVerifiedAt: integer("email_verified_at", { mode: "timestamp_ms" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone"),
    /**
     * Issue 32: when the person proved `phone` is theirs by typing the code texted to it. Until then the
     * number is kept but nothing is texted to it (except the code) and SMS replies from it are not theirs.
     */
    phoneConfirmedAt: integer("phone_confirmed_at", { mode: "timestamp_ms" }),
    /** 1 (entry) to 3 (most experienced); null for people who do not referee. */
    refereeLevel: integer("referee_level"),
    /**
     * Legacy: a rating typed before issue 22. Never read: a referee's rating is computed from evaluations per
     * organization (`referee_ratings`, decision 0081). Kept because SQLite cannot drop a column under a CHECK.
     */
    rating: real("rating"),
    role: text("role").notNull(),
    bio: text("bio"),
    location: text("location"),
    website: text("website"),
    /**
     * Legacy: the feed secret as made before issue 18, in plain text. Read only to find a feed by it; its
     * first use moves it to `calendarFeedTokenHash` and clears it (decision 0055). Never written otherwise.
     */
    calendarFeedToken: text("calendar_feed_token").unique(),
    /** SHA-256 (hex) of the secret in the referee's private iCalendar feed URL; null until they make a link. */
    calendarFeedTokenHash: text("calendar_feed_token_hash").unique(),
    /** When the current feed link was made (shown instead of the link, which is shown only once). */
    calendarFeedCreatedAt: integer("calendar_feed_created_at", { mode: "timestamp_ms" }),
    /** Where the referee travels from (smart scheduling's travel goal); null when not given. */
    homeLatitude: real("home_latitude"),
    homeLongitude: real("home_longitude"),
    /** What the referee calls it ("Oakland, CA"); shown instead of the coordinates. */
    homeLabel: text("home_label"),
    /** The farthest the referee travels to a game from where they set out, in km (issue 21); null = no limit. */
    maxTravelKm: real("max_travel_km"),
    /**
     * The organization the person last chose in the portal's switcher (issue 20): pages open on it, in any
     * browser and after signing in again. Null, or a league they left: their oldest membership. No foreign key
     * (ALTER TABLE cannot add one); always checked against their memberships.
     */
    activeOrganizationId: text("active_organization_id"),
    /**
     * When the person deleted their account (issue 18, decision 0057): the row stays, anonymized, so the
     * records a league must keep (past games, payments, tax data) still point at someone; it can never sign in.
     */
    deletedAt: integer("deleted_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("users_role_check", oneOf("role", PORTAL_ROLES)),
    check("users_referee_level_check", sql`${table.refereeLevel} IS NULL OR ${table.refereeLevel} BETWEEN 1 AND 3`),
    check("users_rating_check", sql`${table.rating} IS NULL OR ${table.rating} BETWEEN 0 AND 5`),
    check("users_bio_length_check", sql`${table.bio} IS NULL OR length(${table.bio}) <= 500`),
    // An inbound text finds its sender by these digits without reading every user (issue 20).
    index("users_phone_digits_idx").on(phoneDigits(table.phone)),
  ],
);

/** Kept apart from users so that selecting a user never drags the hash along. */
export const passwords = sqliteTable("passwords", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Self-describing: algorithm and parameters travel with the hash so they can be raised later. */
  hash: text("hash").notNull(),
  updatedAt: updatedAt(),
});

/** A user signed in through Google or Facebook. */
export const oauthAccounts = sqliteTable(
  "oauth_accounts",
  {
    provider: text("provider").notNull(),
    providerUserId: text("provider_user_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.providerUserId] }),
    index("oauth_accounts_user_idx").on(table.userId),
    check("oauth_accounts_provider_check", oneOf("provider", ["google", "facebook"])),
  ],
);

export const memberships = sqliteTable(
  "memberships",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    /** A referee's own capacity in this organization (smart scheduling); null means no limit of their own. */
    maxGamesPerWeek: integer("max_games_per_week"),
    maxGamesPerMonth: integer("max_games_per_month"),
    /** Preferred and avoided levels, venues, weekdays and teams, as JSON (`RefereePreferences`); null = none. */
    schedulingPreferences: text("scheduling_preferences", { mode: "json" }),
    /**
     * An assignor's limits (issue 20, decision 0064): the levels, leagues and venues whose games they may see
     * and assign, as JSON (`AssignorScope` in app/domain/permissions.ts); null means the whole organization.
     */
    scope: text("scope", { mode: "json" }).$type<AssignorScope>(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("memberships_organization_user_idx").on(table.organizationId, table.userId),
    index("memberships_user_idx").on(table.userId),
    check("memberships_role_check", oneOf("role", MEMBERSHIP_ROLES)),
  ],
);

/**
 * Sessions as in Lucia's guide: the id is the SHA-256 of the random token in the cookie, so a
 * leaked table cannot be replayed.
 */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    /** Remember me: a 30-day sliding cookie; otherwise a browser-session cookie. */
    persistent: integer("persistent", { mode: "boolean" }).notNull().default(false),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }),
  },
  (table) => [index("sessions_user_idx").on(table.userId), index("sessions_expires_idx").on(table.expiresAt)],
);

export const games = sqliteTable(
  "games",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** The assignor who created the game (spec: assignor_id). */
    assignorId: text("assignor_id").references(() => users.id, { onDelete: "set null" }),
    date: text("date").notNull(),
    time: text("time").notNull(),
    homeTeam: text("home_team").notNull(),
    awayTeam: text("away_team").notNull(),
    venue: text("venue").notNull(),
    venueAddress: text("venue_address"),
    /** The league or competition name from the CSV import, when given. */
    league: text("league"),
    level: text("level").notNull(),
    feeCents: integer("fee_cents").notNull().default(0),
    status: text("status").notNull().default("pending"),
    ageGroup: text("age_group"),
    positionType: text("position_type").notNull().default("single"),
    /** The game's rating (issue 21): the range of referee levels that fit it; null ends are open. */
    minRefereeLevel: integer("min_referee_level"),
    maxRefereeLevel: integer("max_referee_level"),
    fieldSurface: text("field_surface"),
    skillLevel: text("skill_level"),
    notes: text("notes"),
    cancelReason: text("cancel_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("games_organization_date_idx").on(table.organizationId, table.date, table.time),
    index("games_organization_status_date_idx").on(table.organizationId, table.status, table.date),
    // The venues' game counts on the Organizations page, grouped by the name as `venueGameCountsQuery` writes
    // it: read from this index alone instead of every game's row (an expression index; the query's expression
    // must stay the same for SQLite to use it).
    index("games_organization_venue_key_idx").on(table.organizationId, sql`lower(trim(${table.venue}))`),
    // Same organization, teams, date and time = the same game: re-importing a file cannot duplicate it.
    uniqueIndex("games_natural_key_idx").on(
      table.organizationId,
      table.date,
      table.time,
      table.homeTeam,
      table.awayTeam,
    ),
    check("games_status_check", oneOf("status", GAME_STATUSES)),
    check("games_level_check", oneOf("level", GAME_LEVELS)),
    check("games_position_type_check", oneOf("position_type", POSITION_TYPES)),
    check("games_fee_check", sql`${table.feeCents} >= 0`),
    check("games_date_check", sql`${table.date} GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'`),
    check("games_time_check", sql`${table.time} GLOB '[0-2][0-9]:[0-5][0-9]'`),
  ],
);

export const assignments = sqliteTable(
  "assignments",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    gameId: text("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    refereeId: text("referee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    position: text("position").notNull().default("referee"),
    status: text("status").notNull().default("pending"),
    assignedAt: integer("assigned_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
    assignedById: text("assigned_by_id").references(() => users.id, { onDelete: "set null" }),
    respondedAt: integer("responded_at", { mode: "timestamp_ms" }),
    declineReason: text("decline_reason"),
    /** What the assignor wrote for the referee (the New Assignment dialog's Notes); the referee reads it. */
    notes: text("notes"),
    /**
     * The soft conflicts an assignor overrode to make this offer (their messages, as shown then) and the
     * reason given. The assignor's record only: never selected for the referee (decision 0040).
     */
    overrideConflicts: text("override_conflicts", { mode: "json" }).$type<string[]>(),
    overrideReason: text("override_reason"),
    /** This official drives to the game (issue 21): where mileage goes only to drivers, only they are paid it. */
    driver: integer("driver", { mode: "boolean" }).notNull().default(false),
    /** Declined or turned back within the organization's decline cutoff of kick-off (issue 21), counted per referee. */
    lateResponse: integer("late_response", { mode: "boolean" }).notNull().default(false),
    /**
     * Issue 22: on time, late or no-show (`ATTENDANCES`), as the game's report says; null until a report
     * records it. A no-show's payable is held until an assignor decides (`payments.held_at`).
     */
    attendance: text("attendance"),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("assignments_referee_idx").on(table.refereeId, table.status),
    index("assignments_game_idx").on(table.gameId),
    // With the status last, the Assignment Management figures (the organization's assignments counted by
    // status) read this index alone. Not (organization, status): without SQLite's statistics such an index
    // wins over the game index in joins from games (the overview's pending count took 17 s).
    index("assignments_organization_assigned_idx").on(table.organizationId, table.assignedAt, table.status),
    // One live referee per slot: two assignors racing for the same slot cannot both win.
    uniqueIndex("assignments_live_slot_idx")
      .on(table.gameId, table.position)
      .where(sql`status IN ('pending', 'confirmed', 'completed')`),
    check("assignments_status_check", oneOf("status", ASSIGNMENT_STATUSES)),
    check("assignments_position_check", oneOf("position", POSITIONS)),
  ],
);

/** A referee asking to work an open slot. */
export const gameRequests = sqliteTable(
  "game_requests",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    gameId: text("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    refereeId: text("referee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    position: text("position").notNull().default("referee"),
    status: text("status").notNull().default("pending"),
    message: text("message"),
    decidedAt: integer("decided_at", { mode: "timestamp_ms" }),
    decidedById: text("decided_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [
    index("game_requests_referee_idx").on(table.refereeId, table.createdAt),
    index("game_requests_organization_status_idx").on(table.organizationId, table.status),
    check("game_requests_status_check", oneOf("status", GAME_REQUEST_STATUSES)),
    check("game_requests_position_check", oneOf("position", POSITIONS)),
  ],
);

/**
 * A referee's blocked time. A full-day block has no times; a partial block is one range per row,
 * so a day with two ranges has two rows (spec: availability entry with a list of times).
 */
export const availabilityBlocks = sqliteTable(
  "availability_blocks",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: text("date").notNull(),
    kind: text("kind").notNull(),
    startTime: text("start_time"),
    endTime: text("end_time"),
    createdAt: createdAt(),
  },
  (table) => [
    index("availability_blocks_user_date_idx").on(table.userId, table.date),
    check("availability_blocks_kind_check", oneOf("kind", AVAILABILITY_KINDS)),
    check(
      "availability_blocks_times_check",
      sql`(${table.kind} = 'full_day' AND ${table.startTime} IS NULL AND ${table.endTime} IS NULL)
        OR (${table.kind} = 'time_range' AND ${table.startTime} < ${table.endTime})`,
    ),
  ],
);

/**
 * A weekly repeating block ("every Tuesday 18:00-21:00"), from `startsOn` until `endsOn` (inclusive,
 * open-ended when null). Weekday 0 is Sunday, as JavaScript's getUTCDay.
 */
export const availabilityRecurringBlocks = sqliteTable(
  "availability_recurring_blocks",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    weekday: integer("weekday").notNull(),
    kind: text("kind").notNull(),
    startTime: text("start_time"),
    endTime: text("end_time"),
    startsOn: text("starts_on").notNull(),
    endsOn: text("ends_on"),
    createdAt: createdAt(),
  },
  (table) => [
    index("availability_recurring_blocks_user_idx").on(table.userId, table.weekday),
    check("availability_recurring_blocks_weekday_check", sql`${table.weekday} BETWEEN 0 AND 6`),
    check("availability_recurring_blocks_kind_check", oneOf("kind", AVAILABILITY_KINDS)),
    check(
      "availability_recurring_blocks_times_check",
      sql`(${table.kind} = 'full_day' AND ${table.startTime} IS NULL AND ${table.endTime} IS NULL)
        OR (${table.kind} = 'time_range' AND ${table.startTime} < ${table.endTime})`,
    ),
    check(
      "availability_recurring_blocks_range_check",
      sql`${table.endsOn} IS NULL OR ${table.startsOn} <= ${table.endsOn}`,
    ),
  ],
);

/** An auto-assign proposal for a date range: reviewed, then published (offers sent) or discarded. */
export const schedulingDrafts = sqliteTable(
  "scheduling_drafts",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    createdById: text("created_by_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status").notNull().default("draft"),
    /** What was asked: date range, levels, venues, seed (JSON). */
    parameters: text("parameters", { mode: "json" }).notNull(),
    /** Coverage, workload spread, repeat-team exposure at proposal time (JSON). */
    summary: text("summary", { mode: "json" }),
    createdAt: createdAt(),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
    closedAt: integer("closed_at", { mode: "timestamp_ms" }),
  },
  (table) => [
    index("scheduling_drafts_organization_idx").on(table.organizationId, table.createdAt),
    check("scheduling_drafts_status_check", sql`${table.status} IN ('draft', 'published', 'discarded', 'undone')`),
  ],
);

/** One slot of a draft: the proposed referee with reasons, or why it stays unfilled. */
export const schedulingDraftItems = sqliteTable(
  "scheduling_draft_items",
  {
    id: text("id").primaryKey(),
    draftId: text("draft_id")
      .notNull()
      .references(() => schedulingDrafts.id, { onDelete: "cascade" }),
    gameId: text("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    position: text("position").notNull(),
    refereeId: text("referee_id").references(() => users.id, { onDelete: "set null" }),
    reasons: text("reasons", { mode: "json" }),
    unfilledReason: text("unfilled_reason"),
    /** The offer created when the draft was published. */
    assignmentId: text("assignment_id").references(() => assignments.id, { onDelete: "set null" }),
  },
  (table) => [
    index("scheduling_draft_items_draft_idx").on(table.draftId),
    check("scheduling_draft_items_position_check", oneOf("position", POSITIONS)),
  ],
);

/** A place an organization plays; games keep their own venue text so history survives a rename. */
export const venues = sqliteTable(
  "venues",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    address: text("address"),
    latitude: real("latitude"),
    longitude: real("longitude"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex("venues_organization_name_idx").on(table.organizationId, table.name)],
);

/** What a user sees in their notification list and the alerts dialog. */
export const notifications = sqliteTable(
  "notifications",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    organizationId: text("organization_id").references(() => organizations.id, {
      onDelete: "cascade",
    }),
    type: text("type").notNull(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    priority: text("priority").notNull().default("medium"),
    actionRequired: integer("action_required", { mode: "boolean" }).notNull().default(false),
    actionLabel: text("action_label"),
    /** Where the action button leads, a same-origin path. */
    link: text("link"),
    readAt: integer("read_at", { mode: "timestamp_ms" }),
    dismissedAt: integer("dismissed_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (table) => [
    index("notifications_user_created_idx").on(table.userId, table.createdAt),
    check("notifications_type_check", oneOf("type", NOTIFICATION_TYPES)),
    check("notifications_priority_check", oneOf("priority", NOTIFICATION_PRIORITIES)),
  ],
);

/** Money owed to or paid to a referee. Tracks payments; moves no money. */
export const payments = sqliteTable(
  "payments",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    refereeId: text("referee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The completed assignment this pays for; null for an adjustment. */
    assignmentId: text("assignment_id")
      .unique()
      .references(() => assignments.id, { onDelete: "set null" }),
    amountCents: integer("amount_cents").notNull(),
    description: text("description").notNull(),
    status: text("status").notNull().default("pending"),
    method: text("method"),
    paidAt: integer("paid_at", { mode: "timestamp_ms" }),
    note: text("note"),
    /** Added to `amount_cents` (the game fee) to make what is owed: mileage and a signed adjustment. */
    mileageCents: integer("mileage_cents").notNull().default(0),
    adjustmentCents: integer("adjustment_cents").notNull().default(0),
    /** Pro Accounting's expense categorization (`EXPENSE_CATEGORIES`); null = uncategorized. */
    expenseCategory: text("expense_category"),
    /** The day the money went out, as the assignor recorded it (YYYY-MM-DD, organization calendar). */
    paidOn: text("paid_on"),
    /** Check number or transfer reference. */
    reference: text("reference"),
    /**
     * Issue 22: a payable held because the game's report says its official did not show: it cannot be paid
     * until an assignor releases it (or removes it). Null = not held.
     */
    heldAt: integer("held_at", { mode: "timestamp_ms" }),
    holdReason: text("hold_reason"),
    createdAt: createdAt(),
  },
  (table) => [
    index("payments_referee_created_idx").on(table.refereeId, table.createdAt),
    index("payments_organization_status_idx").on(table.organizationId, table.status),
    check("payments_status_check", oneOf("status", PAYMENT_STATUSES)),
    check("payments_method_check", sql`${table.method} IS NULL OR ${oneOf("method", PAYMENT_METHODS)}`),
    check("payments_paid_check", sql`(${table.status} = 'paid') = (${table.paidAt} IS NOT NULL)`),
  ],
);

/**
 * A referee's tax details for year-end summaries and 1099-NEC data (Pro Accounting). Only the last four
 * digits of the TIN are kept: the export is for the payer to complete, never a filing by itself.
 */
export const refereeTaxDetails = sqliteTable(
  "referee_tax_details",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    legalName: text("legal_name").notNull(),
    businessName: text("business_name"),
    tinType: text("tin_type").notNull().default("ssn"),
    tinLast4: text("tin_last4").notNull(),
    addressLine1: text("address_line1").notNull(),
    addressLine2: text("address_line2"),
    city: text("city").notNull(),
    state: text("state").notNull(),
    postalCode: text("postal_code").notNull(),
    /**
     * Set when the referee deletes their account (decision 0057): the day after which these 1099 records
     * may be purged (YYYY-MM-DD, four years after the last tax year the league could pay them). Null: kept.
     */
    purgeAfter: text("purge_after"),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("referee_tax_details_tin_type_check", oneOf("tin_type", ["ssn", "ein"])),
    check(
      "referee_tax_details_tin_last4_check",
      sql`length(${table.tinLast4}) = 4 AND ${table.tinLast4} NOT GLOB '*[^0-9]*'`,
    ),
  ],
);

export const certifications = sqliteTable(
  "certifications",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    level: text("level").notNull(),
    issuer: text("issuer"),
    /** Issue 21: a certification, a background check or safeguarding training (`CREDENTIAL_KINDS`). */
    kind: text("kind").notNull().default("certification"),
    issuedOn: text("issued_on"),
    expiresOn: text("expires_on"),
    /** The last expiry reminder sent, in days before expiry (30, then 7); null until the first. */
    remindedDaysBefore: integer("reminded_days_before"),
    /**
     * Legacy (issue 32): one flag for every league. Never read: each organization's verification is a row of
     * `certification_verifications`. Kept (always false for new rows) until a later narrowing drops it.
     */
    verified: integer("verified", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index("certifications_user_idx").on(table.userId),
    // The cron's expiry reminders read credentials expiring in the next 30 days by this index.
    index("certifications_expires_idx").on(table.expiresOn),
    check("certifications_level_check", oneOf("level", CERTIFICATION_LEVELS)),
  ],
);

/**
 * Issue 32 (decision 0091): one organization's verification of a referee's credential: who checked it and when.
 * Each league decides alone; removing its row leaves every other league's as it was.
 */
export const certificationVerifications = sqliteTable(
  "certification_verifications",
  {
    certificationId: text("certification_id")
      .notNull()
      .references(() => certifications.id, { onDelete: "cascade" }),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** Null when not known (verifications migrated from the single flag without a log entry). */
    verifiedById: text("verified_by_id").references(() => users.id, { onDelete: "set null" }),
    verifiedAt: integer("verified_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.certificationId, table.organizationId] }),
    index("certification_verifications_organization_idx").on(table.organizationId),
  ],
);

/**
 * Issue 32: the code texted to a person's unconfirmed phone, one per person (a new code replaces the last).
 * Only its SHA-256 is stored; it dies after `PHONE_CODE_TTL_MS` or `PHONE_CODE_MAX_ATTEMPTS` wrong tries, and
 * only for the number it was sent to.
 */
export const phoneConfirmationCodes = sqliteTable("phone_confirmation_codes", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  phone: text("phone").notNull(),
  codeHash: text("code_hash").notNull(),
  attempts: integer("attempts").notNull().default(0),
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  sentAt: integer("sent_at", { mode: "timestamp_ms" }).notNull(),
});

/**
 * A referee's tie to a team of an organization (issue 21): declared by the referee (plays, coaches, family)
 * or entered by the organization's staff (any relation, scratches included), which the referee never sees.
 * `team` is a team's name or a club's, which covers every team whose name begins with it.
 */
export const teamTies = sqliteTable(
  "team_ties",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    team: text("team").notNull(),
    relation: text("relation").notNull(),
    /** Entered by the organization's staff: shown to staff only. */
    byStaff: integer("by_staff", { mode: "boolean" }).notNull().default(false),
    note: text("note"),
    createdAt: createdAt(),
  },
  (table) => [
    index("team_ties_organization_user_idx").on(table.organizationId, table.userId),
    check("team_ties_relation_check", oneOf("relation", TEAM_RELATIONS)),
    check("team_ties_team_check", sql`length(trim(${table.team})) BETWEEN 1 AND 100`),
  ],
);

/**
 * Two officials of an organization (issue 21): never to share a game (`avoid`, hard or soft) or, for suggestions
 * and auto-assign, preferably together (`prefer`). One row per pair, the smaller user id first.
 */
export const partnerRules = sqliteTable(
  "partner_rules",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    refereeId: text("referee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    partnerId: text("partner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    hard: integer("hard", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("partner_rules_pair_idx").on(table.organizationId, table.refereeId, table.partnerId),
    index("partner_rules_partner_idx").on(table.organizationId, table.partnerId),
    check("partner_rules_kind_check", oneOf("kind", ["avoid", "prefer"])),
    check("partner_rules_order_check", sql`${table.refereeId} < ${table.partnerId}`),
  ],
);

/** A referee ranked for a position at a game level in an organization (issue 21). */
export const refereeRanks = sqliteTable(
  "referee_ranks",
  {
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    position: text("position").notNull(),
    level: text("level").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.userId, table.position, table.level] }),
    check("referee_ranks_position_check", oneOf("position", RANK_POSITIONS)),
    check("referee_ranks_level_check", oneOf("level", GAME_LEVELS)),
  ],
);

/**
 * Where a referee sets out from on some weekdays and hours instead of home (issue 21, as RefTown allows):
 * the travel-distance rule and mileage measure from the first that applies. `weekdays` is a bit set
 * (bit 0 = Sunday … bit 6 = Saturday; 0 = every day); `from_time`/`to_time` bound kick-offs, null ends open.
 */
export const travelStartPoints = sqliteTable(
  "travel_start_points",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    latitude: real("latitude").notNull(),
    longitude: real("longitude").notNull(),
    weekdays: integer("weekdays").notNull().default(0),
    fromTime: text("from_time"),
    toTime: text("to_time"),
    createdAt: createdAt(),
  },
  (table) => [
    index("travel_start_points_user_idx").on(table.userId),
    check("travel_start_points_weekdays_check", sql`${table.weekdays} BETWEEN 0 AND 127`),
    check("travel_start_points_latitude_check", sql`${table.latitude} BETWEEN -90 AND 90`),
    check("travel_start_points_longitude_check", sql`${table.longitude} BETWEEN -180 AND 180`),
  ],
);

/**
 * An organization's fee table (issue 21): the fee for a position at a level, optionally for one age group
 * ('' = any age group). A game's fee per position comes from the most specific entry, unless the game
 * overrides it (`game_position_fees`).
 */
export const feeScheduleEntries = sqliteTable(
  "fee_schedule_entries",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    level: text("level").notNull(),
    position: text("position").notNull(),
    ageGroup: text("age_group").notNull().default(""),
    feeCents: integer("fee_cents").notNull(),
  },
  (table) => [
    uniqueIndex("fee_schedule_entries_key_idx").on(table.organizationId, table.level, table.position, table.ageGroup),
    check("fee_schedule_entries_level_check", oneOf("level", GAME_LEVELS)),
    check("fee_schedule_entries_position_check", oneOf("position", RANK_POSITIONS)),
    check("fee_schedule_entries_fee_check", sql`${table.feeCents} >= 0`),
  ],
);

/** One game's own fee for one of its positions, over the fee table (issue 21). */
export const gamePositionFees = sqliteTable(
  "game_position_fees",
  {
    gameId: text("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    position: text("position").notNull(),
    feeCents: integer("fee_cents").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.gameId, table.position] }),
    check("game_position_fees_position_check", oneOf("position", POSITIONS)),
    check("game_position_fees_fee_check", sql`${table.feeCents} >= 0`),
  ],
);

/** Who did what, when: every state change in an organization lands here. */
export const activityLog = sqliteTable(
  "activity_log",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** A dotted verb such as `game.created` or `assignment.declined`. */
    action: text("action").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    /** A one-line, human-readable summary shown in Recent Activities. */
    summary: text("summary").notNull(),
    details: text("details", { mode: "json" }).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [
    index("activity_log_organization_created_idx").on(table.organizationId, table.createdAt),
    index("activity_log_subject_idx").on(table.subjectType, table.subjectId),
  ],
);

/** The settings form of spec section 3, one row per user; a missing row means the defaults. */
export const userSettings = sqliteTable(
  "user_settings",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    emailNotifications: integer("email_notifications", { mode: "boolean" }).notNull().default(true),
    pushNotifications: integer("push_notifications", { mode: "boolean" }).notNull().default(true),
    gameReminders: integer("game_reminders", { mode: "boolean" }).notNull().default(true),
    paymentNotifications: integer("payment_notifications", { mode: "boolean" }).notNull().default(true),
    weatherAlerts: integer("weather_alerts", { mode: "boolean" }).notNull().default(true),
    weeklyDigest: integer("weekly_digest", { mode: "boolean" }).notNull().default(false),
    marketingEmails: integer("marketing_emails", { mode: "boolean" }).notNull().default(false),
    profileVisible: integer("profile_visible", { mode: "boolean" }).notNull().default(true),
    contactInfoVisible: integer("contact_info_visible", { mode: "boolean" }).notNull().default(true),
    availabilityVisible: integer("availability_visible", { mode: "boolean" }).notNull().default(true),
    statsVisible: integer("stats_visible", { mode: "boolean" }).notNull().default(true),
    /** Null: follow the organization's time zone. */
    timeZone: text("time_zone"),
    language: text("language").notNull().default("en"),
    currency: text("currency").notNull().default("USD"),
    dateFormat: text("date_format").notNull().default("MM/DD/YYYY"),
    timeFormat: text("time_format").notNull().default("12"),
    compactView: integer("compact_view", { mode: "boolean" }).notNull().default(false),
    theme: text("theme").notNull().default("system"),
    colorScheme: text("color_scheme").notNull().default("blue"),
    updatedAt: updatedAt(),
  },
  () => [
    check("user_settings_language_check", oneOf("language", LANGUAGES)),
    check("user_settings_currency_check", oneOf("currency", CURRENCIES)),
    check("user_settings_date_format_check", oneOf("date_format", DATE_FORMATS)),
    check("user_settings_time_format_check", oneOf("time_format", TIME_FORMATS)),
    check("user_settings_theme_check", oneOf("theme", THEMES)),
  ],
);

export type Organization = typeof organizations.$inferSelect;
export type User = typeof users.$inferSelect;
export type Membership = typeof memberships.$inferSelect;
export type InboundText = typeof inboundTexts.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type Game = typeof games.$inferSelect;
export type Assignment = typeof assignments.$inferSelect;
export type GameRequest = typeof gameRequests.$inferSelect;
export type AvailabilityBlock = typeof availabilityBlocks.$inferSelect;
export type Notification = typeof notifications.$inferSelect;
export type Payment = typeof payments.$inferSelect;
export type Certification = typeof certifications.$inferSelect;
export type ActivityEntry = typeof activityLog.$inferSelect;
export type UserSettings = typeof userSettings.$inferSelect;
export type RefereeTaxDetails = typeof refereeTaxDetails.$inferSelect;
export type TeamTie = typeof teamTies.$inferSelect;
export type PartnerRule = typeof partnerRules.$inferSelect;
export type TravelStartPoint = typeof travelStartPoints.$inferSelect;
export type FeeScheduleEntry = typeof feeScheduleEntries.$inferSelect;

/**
 * Every message the product sends, written in the same transaction as the event that caused it and
 * delivered by the cron job (at least once; `idempotency_key` keeps a message from being queued twice).
 */
export const outbox = sqliteTable(
  "outbox",
  {
    id: text("id").primaryKey(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    channel: text("channel").notNull(),
    /** An email address or an E.164 phone number. */
    recipient: text("recipient").notNull(),
    /** The template, e.g. `password-reset`, `assignment-published`, `contact-message`. */
    kind: text("kind").notNull(),
    subject: text("subject"),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }),
    lastError: text("last_error"),
    organizationId: text("organization_id").references(() => organizations.id, {
      onDelete: "cascade",
    }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * Unsubscribe (RFC 8058, decision 0058): a link the enqueuer gives (e.g. a status-page subscription);
     * otherwise, for a person's non-account email, delivery mints a token whose SHA-256 is kept here.
     */
    unsubscribeUrl: text("unsubscribe_url"),
    unsubscribeTokenHash: text("unsubscribe_token_hash").unique(),
    createdAt: createdAt(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
  },
  (table) => [
    index("outbox_status_next_idx").on(table.status, table.nextAttemptAt),
    check("outbox_channel_check", oneOf("channel", OUTBOX_CHANNELS)),
    check("outbox_status_check", oneOf("status", OUTBOX_STATUSES)),
  ],
);

/** Messages from the public contact form. */
export const contactMessages = sqliteTable("contact_messages", {
  id: text("id").primaryKey(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  organization: text("organization"),
  topic: text("topic"),
  message: text("message").notNull(),
  createdAt: createdAt(),
});

/** The services the public status page lists. */
export const statusServices = sqliteTable(
  "status_services",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull().unique(),
    description: text("description"),
    status: text("status").notNull().default("operational"),
    /** Percent over the last 90 days, e.g. 99.98. */
    uptimePercent: real("uptime_percent").notNull().default(100),
    sortOrder: integer("sort_order").notNull().default(0),
    updatedAt: updatedAt(),
  },
  () => [check("status_services_status_check", oneOf("status", SERVICE_STATUSES))],
);

export const statusIncidents = sqliteTable(
  "status_incidents",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    status: text("status").notNull().default("investigating"),
    /** The service whose checks opened it; null for incidents written by hand. */
    serviceId: text("service_id").references(() => statusServices.id, { onDelete: "set null" }),
    startedAt: integer("started_at", { mode: "timestamp_ms" }).notNull(),
    resolvedAt: integer("resolved_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (table) => [
    index("status_incidents_started_idx").on(table.startedAt),
    check("status_incidents_status_check", oneOf("status", INCIDENT_STATUSES)),
  ],
);

/** One probe of one service by the cron job; kept a week (the daily roll-up keeps the uptime). */
export const statusChecks = sqliteTable(
  "status_checks",
  {
    id: text("id").primaryKey(),
    serviceId: text("service_id")
      .notNull()
      .references(() => statusServices.id, { onDelete: "cascade" }),
    checkedAt: integer("checked_at", { mode: "timestamp_ms" }).notNull(),
    status: text("status").notNull(),
    latencyMs: integer("latency_ms").notNull(),
    detail: text("detail"),
  },
  (table) => [
    index("status_checks_service_checked_idx").on(table.serviceId, table.checkedAt),
    check("status_checks_status_check", oneOf("status", SERVICE_STATUSES)),
  ],
);

/** Checks per service and UTC day: the 90-day uptime without keeping 90 days of raw checks. */
export const statusDaily = sqliteTable(
  "status_daily",
  {
    serviceId: text("service_id")
      .notNull()
      .references(() => statusServices.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    checks: integer("checks").notNull().default(0),
    /** Checks that found the service down (degraded still counts as up). */
    failures: integer("failures").notNull().default(0),
    latencyTotalMs: integer("latency_total_ms").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.serviceId, table.day] })],
);

/** Who gets status emails: only addresses that followed their confirmation link (decision 0056). */
export const statusSubscribers = sqliteTable("status_subscribers", {
  email: text("email").primaryKey(),
  createdAt: createdAt(),
  /** When the address confirmed; null for rows from before double opt-in, which are sent nothing. */
  confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }),
  /** The language the status page was read in when the address confirmed: its notices' (issue 19); null: English. */
  language: text("language"),
});

/**
 * The links in status-page emails, stored as SHA-256 hashes: a confirmation link (48 hours) and the
 * unsubscribe link of each status email (a year). Followed without signing in.
 */
export const statusSubscriptionTokens = sqliteTable(
  "status_subscription_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    email: text("email").notNull(),
    purpose: text("purpose").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("status_subscription_tokens_email_idx").on(table.email),
    index("status_subscription_tokens_expires_idx").on(table.expiresAt),
    check("status_subscription_tokens_purpose_check", oneOf("purpose", ["confirm", "unsubscribe"])),
  ],
);

/**
 * A text a referee sent to the offer SMS's number (issue 20): each Twilio message once, by its MessageSid
 * (Twilio retries a webhook it thinks failed). `outcome` says what it did; a bare NO leaves `awaiting_reason`
 * so the sender's next text can give the reason.
 */
export const inboundTexts = sqliteTable(
  "inbound_texts",
  {
    messageSid: text("message_sid").primaryKey(),
    fromNumber: text("from_number").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    assignmentId: text("assignment_id").references(() => assignments.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    outcome: text("outcome").notNull(),
    receivedAt: integer("received_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (table) => [index("inbound_texts_from_idx").on(table.fromNumber, table.receivedAt)],
);

/** An invitation to join an organization, by email or by a shared code. */
export const invites = sqliteTable(
  "invites",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    email: text("email"),
    role: text("role").notNull(),
    /** SHA-256 of the token in the invite link. */
    tokenHash: text("token_hash").notNull().unique(),
    invitedById: text("invited_by_id").references(() => users.id, { onDelete: "set null" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    acceptedAt: integer("accepted_at", { mode: "timestamp_ms" }),
    acceptedById: text("accepted_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [
    index("invites_organization_idx").on(table.organizationId),
    check("invites_role_check", oneOf("role", MEMBERSHIP_ROLES)),
  ],
);

/** Single-use password reset links; the id is the SHA-256 of the token in the link. */
export const passwordResetTokens = sqliteTable(
  "password_reset_tokens",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (table) => [index("password_reset_tokens_user_idx").on(table.userId)],
);

/**
 * Links that prove an email address (issue 18): after a sign-up (`purpose` "signup", `email` the account's
 * address) and for a change of address in Settings ("change", `email` the new address, applied only when the
 * link is opened). Like reset links: single-use, expiring, only the SHA-256 of the token stored.
 */
export const emailVerificationTokens = sqliteTable(
  "email_verification_tokens",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    email: text("email").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (table) => [
    index("email_verification_tokens_user_idx").on(table.userId),
    check("email_verification_tokens_purpose_check", oneOf("purpose", ["signup", "change"])),
  ],
);

/** Fixed-window counters for rate limits and sign-in lockout (key: e.g. `login:ip:1.2.3.4`). */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStartedAt: integer("window_started_at", { mode: "timestamp_ms" }).notNull(),
  count: integer("count").notNull().default(0),
});

export type OutboxMessage = typeof outbox.$inferSelect;
export type Invite = typeof invites.$inferSelect;

/**
 * Someone who signed in with Google or Facebook for the first time and still has to choose a role.
 * Kept server-side (the id is the SHA-256 of the token in their cookie) so the identity cannot be forged.
 */
export const oauthPendingSignups = sqliteTable("oauth_pending_signups", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  providerUserId: text("provider_user_id").notNull(),
  email: text("email").notNull(),
  /** Whether the provider vouched for the address (Google's email_verified; never Facebook). */
  emailVerified: integer("email_verified", { mode: "boolean" }).notNull().default(false),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  redirectTo: text("redirect_to"),
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  createdAt: createdAt(),
});

/** One CSV upload: the file stays in R2 under `objectKey` for audit; the counts are what happened. */
export const gameImports = sqliteTable(
  "game_imports",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    uploadedById: text("uploaded_by_id").references(() => users.id, { onDelete: "set null" }),
    fileName: text("file_name").notNull(),
    objectKey: text("object_key").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    /** What to do with a game that already exists: skip it, or update its details. */
    duplicateMode: text("duplicate_mode").notNull().default("skip"),
    status: text("status").notNull().default("processing"),
    importedCount: integer("imported_count").notNull().default(0),
    updatedCount: integer("updated_count").notNull().default(0),
    skippedCount: integer("skipped_count").notNull().default(0),
    rejectedCount: integer("rejected_count").notNull().default(0),
    error: text("error"),
    createdAt: createdAt(),
  },
  (table) => [
    index("game_imports_organization_created_idx").on(table.organizationId, table.createdAt),
    check("game_imports_status_check", oneOf("status", ["processing", "completed", "failed"])),
    check("game_imports_duplicate_mode_check", oneOf("duplicate_mode", ["skip", "update"])),
  ],
);

export type GameImport = typeof gameImports.$inferSelect;

/**
 * Credentials of the public API (`/api/v1`, decision 0025). An API key is sent as
 * `Authorization: Bearer <secret>`; an OAuth client exchanges the same kind of secret at
 * `/api/v1/oauth/token` for short-lived access tokens. Only the SHA-256 of a secret is kept; the first
 * characters (`prefix`) stay visible so people can tell their keys apart. `write` scope includes read.
 */
export const apiKeys = sqliteTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** `key` (bearer secret) or `oauth_client` (client credentials; the client id is the row id). */
    kind: text("kind").notNull().default("key"),
    name: text("name").notNull(),
    scope: text("scope").notNull(),
    prefix: text("prefix").notNull(),
    secretHash: text("secret_hash").notNull().unique(),
    /** The assignor who created it; API writes are recorded in the activity log under their name. */
    createdById: text("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
    revokedById: text("revoked_by_id").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    index("api_keys_organization_idx").on(table.organizationId, table.createdAt),
    check("api_keys_kind_check", oneOf("kind", ["key", "oauth_client"])),
    check("api_keys_scope_check", oneOf("scope", ["read", "write"])),
  ],
);

/** Short-lived bearer tokens issued to OAuth clients (client credentials grant); id = SHA-256 of the token. */
export const apiAccessTokens = sqliteTable(
  "api_access_tokens",
  {
    id: text("id").primaryKey(),
    apiKeyId: text("api_key_id")
      .notNull()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    /** At most the client's own scope. */
    scope: text("scope").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("api_access_tokens_expires_idx").on(table.expiresAt),
    check("api_access_tokens_scope_check", oneOf("scope", ["read", "write"])),
  ],
);

/**
 * The stored outcome of a POST sent with `Idempotency-Key`: a retry with the same key and body gets
 * the same response; the same key with another body is refused. Kept 24 hours.
 */
export const apiIdempotencyKeys = sqliteTable(
  "api_idempotency_keys",
  {
    apiKeyId: text("api_key_id")
      .notNull()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** SHA-256 of method, path and body. */
    requestHash: text("request_hash").notNull(),
    /** Null while the first request is still running. */
    status: integer("status"),
    headers: text("headers", { mode: "json" }).$type<Record<string, string>>(),
    body: text("body"),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.apiKeyId, table.key] }),
    index("api_idempotency_keys_created_idx").on(table.createdAt),
  ],
);

/** Where an organization wants events sent (https, public addresses only; decision 0026). */
export const webhookEndpoints = sqliteTable(
  "webhook_endpoints",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    /** JSON array of event names (`game.created`, `assignment.accepted`, …). */
    events: text("events", { mode: "json" }).$type<string[]>().notNull(),
    /** The signing secret, shown once; needed in clear to sign each delivery. */
    secret: text("secret").notNull(),
    description: text("description"),
    createdById: text("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    disabledAt: integer("disabled_at", { mode: "timestamp_ms" }),
  },
  (table) => [index("webhook_endpoints_organization_idx").on(table.organizationId)],
);

/** One event for one endpoint, retried by the cron job with backoff until 2xx or final failure. */
export const webhookDeliveries = sqliteTable(
  "webhook_deliveries",
  {
    id: text("id").primaryKey(),
    endpointId: text("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    event: text("event").notNull(),
    /** The JSON body as sent (the signature covers it byte for byte). */
    payload: text("payload").notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }),
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    deliveredAt: integer("delivered_at", { mode: "timestamp_ms" }),
  },
  (table) => [
    index("webhook_deliveries_status_next_idx").on(table.status, table.nextAttemptAt),
    index("webhook_deliveries_endpoint_created_idx").on(table.endpointId, table.createdAt),
    check("webhook_deliveries_status_check", oneOf("status", ["pending", "delivered", "failed"])),
  ],
);

export type ApiKey = typeof apiKeys.$inferSelect;
export type WebhookEndpoint = typeof webhookEndpoints.$inferSelect;
export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;

/**
 * A game's report (issue 22, decision 0080): filed after kick-off by the official in the referee position,
 * within the organization's window, editable until an assignor approves it. One per game. The cautions and
 * send-offs are rows of `game_report_misconduct`; each official's attendance is on their assignment; each
 * official's own notes are rows of `game_report_notes`.
 */
export const gameReports = sqliteTable(
  "game_reports",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    gameId: text("game_id")
      .notNull()
      .unique()
      .references(() => games.id, { onDelete: "cascade" }),
    filedById: text("filed_by_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status").notNull().default("submitted"),
    homeScore: integer("home_score").notNull(),
    awayScore: integer("away_score").notNull(),
    injuries: text("injuries"),
    incidents: text("incidents"),
    /** Set by the write that files or edits the report: what the assignors' queue and alerts sort on. */
    hasMisconduct: integer("has_misconduct", { mode: "boolean" }).notNull().default(false),
    hasNoShow: integer("has_no_show", { mode: "boolean" }).notNull().default(false),
    submittedAt: integer("submitted_at", { mode: "timestamp_ms" }).notNull(),
    /** The assignor's decision: who, when, and the comment that came with a return. */
    reviewedById: text("reviewed_by_id").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: integer("reviewed_at", { mode: "timestamp_ms" }),
    reviewComment: text("review_comment"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("game_reports_organization_status_idx").on(table.organizationId, table.status, table.submittedAt),
    check("game_reports_status_check", oneOf("status", GAME_REPORT_STATUSES)),
    check("game_reports_score_check", sql`${table.homeScore} >= 0 AND ${table.awayScore} >= 0`),
  ],
);

/** A caution or send-off in a game's report (issue 22); the discipline export lists these by team and player. */
export const gameReportMisconduct = sqliteTable(
  "game_report_misconduct",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    reportId: text("report_id")
      .notNull()
      .references(() => gameReports.id, { onDelete: "cascade" }),
    gameId: text("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    /** The game's date, copied so a date range reads this table alone (YYYY-MM-DD, organization calendar). */
    gameDate: text("game_date").notNull(),
    kind: text("kind").notNull(),
    teamSide: text("team_side").notNull(),
    /** The team's name as the game had it when the report was filed. */
    teamName: text("team_name").notNull(),
    playerName: text("player_name").notNull(),
    playerNumber: text("player_number"),
    minute: integer("minute"),
    /** A code of the organization's misconduct reasons (`ReportSettings.misconductReasons`). */
    reasonCode: text("reason_code").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("game_report_misconduct_report_idx").on(table.reportId),
    index("game_report_misconduct_organization_date_idx").on(table.organizationId, table.gameDate),
    check("game_report_misconduct_kind_check", oneOf("kind", MISCONDUCT_KINDS)),
    check("game_report_misconduct_side_check", oneOf("team_side", TEAM_SIDES)),
    check("game_report_misconduct_minute_check", sql`${table.minute} IS NULL OR ${table.minute} BETWEEN 0 AND 150`),
  ],
);

/** One official's own notes on a game (issue 22): any of its crew may add theirs beside the report. */
export const gameReportNotes = sqliteTable(
  "game_report_notes",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    gameId: text("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    authorId: text("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    notes: text("notes").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex("game_report_notes_game_author_idx").on(table.gameId, table.authorId)],
);

/**
 * An assessor asked to assess a game (issue 22): the only games an assessor sees. One row per game and
 * assessor; an assignor asks, and may withdraw the request until the assessor has written an evaluation.
 */
export const assessmentRequests = sqliteTable(
  "assessment_requests",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    gameId: text("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    assessorId: text("assessor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    requestedById: text("requested_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("assessment_requests_game_assessor_idx").on(table.gameId, table.assessorId),
    index("assessment_requests_assessor_idx").on(table.assessorId, table.organizationId),
  ],
);

/**
 * A single-use link a team's coach rates a game's officials through (issue 22): emailed after the game;
 * only the SHA-256 of its token is kept. Used once, then `usedAt` is set.
 */
export const coachRatingLinks = sqliteTable(
  "coach_rating_links",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    gameId: text("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    teamSide: text("team_side").notNull(),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    sentById: text("sent_by_id").references(() => users.id, { onDelete: "set null" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (table) => [
    index("coach_rating_links_game_idx").on(table.gameId),
    check("coach_rating_links_side_check", oneOf("team_side", TEAM_SIDES)),
  ],
);

/**
 * One evaluation of one official's game (issue 22): scores 1–5 on the organization's rubric, a comment, who
 * wrote it (a coach's stays anonymous: `evaluatorId` null, `coachLinkId` set) and the weight its source had in
 * the rating when it was written (`EvaluationSettings.weights`), so a rating can always be explained.
 */
export const evaluations = sqliteTable(
  "evaluations",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    gameId: text("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    /** The game's date, copied: the rating's rolling 12 months read this table alone. */
    gameDate: text("game_date").notNull(),
    refereeId: text("referee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    source: text("source").notNull(),
    evaluatorId: text("evaluator_id").references(() => users.id, { onDelete: "set null" }),
    coachLinkId: text("coach_link_id").references(() => coachRatingLinks.id, { onDelete: "set null" }),
    /** Criterion key → score 1–5, as JSON (`EvaluationScores`). */
    scores: text("scores", { mode: "json" }).$type<Record<string, number>>().notNull(),
    /** The mean of the scores, 1–5: what the rating averages. */
    overall: real("overall").notNull(),
    weight: real("weight").notNull(),
    comments: text("comments"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("evaluations_referee_date_idx").on(table.organizationId, table.refereeId, table.gameDate),
    index("evaluations_game_idx").on(table.gameId),
    // One evaluation per official, game and evaluator (a staff evaluator edits theirs; a coach link rates once).
    uniqueIndex("evaluations_evaluator_idx")
      .on(table.gameId, table.refereeId, table.evaluatorId)
      .where(sql`evaluator_id IS NOT NULL`),
    check("evaluations_source_check", oneOf("source", EVALUATION_SOURCES)),
    check("evaluations_overall_check", sql`${table.overall} BETWEEN 1 AND 5`),
    check("evaluations_weight_check", sql`${table.weight} > 0`),
  ],
);

/**
 * A referee's rating in one organization (issue 22, decision 0081): the weighted mean of their evaluations
 * over the rolling 12 months, with the count behind it. Derived, never typed: `ratingRefreshStatement`
 * (app/server/ratings.server.ts) rewrites a referee's row in the batch that changes their evaluations, and
 * the nightly cron rewrites every row so evaluations age out. No row = not rated.
 */
export const refereeRatings = sqliteTable(
  "referee_ratings",
  {
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    refereeId: text("referee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: real("rating").notNull(),
    evaluationCount: integer("evaluation_count").notNull(),
    computedAt: integer("computed_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.refereeId] }),
    check("referee_ratings_rating_check", sql`${table.rating} BETWEEN 1 AND 5`),
  ],
);

export type GameReport = typeof gameReports.$inferSelect;
export type GameReportMisconductRow = typeof gameReportMisconduct.$inferSelect;
export type Evaluation = typeof evaluations.$inferSelect;
export type AssessmentRequest = typeof assessmentRequests.$inferSelect;

/**
 * Addresses that asked not to get mail from an organization (issue 32, decision 0092): the one-click link in
 * every invite or coach-rating request records one, and from then on no person-to-person email of that
 * organization goes to the address (`app/server/person-to-person-email.server.ts`). `address` lower-cased.
 */
export const emailSuppressions = sqliteTable(
  "email_suppressions",
  {
    address: text("address").notNull(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.address, table.organizationId] })],
);
