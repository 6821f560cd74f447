/**
 * The product's fixed sets and numbers (spec sections 3, 4 and 9). The database CHECK constraints,
 * the valibot schemas and the UI all read them from here.
 */

export const GAME_STATUSES = ["pending", "assigned", "confirmed", "completed", "cancelled"] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

/**
 * Spec section 4 names pending, confirmed, declined and completed. `cancelled` is ours: cancelling a
 * game ends its assignments without pretending the referee declined them.
 */
export const ASSIGNMENT_STATUSES = ["pending", "confirmed", "declined", "completed", "cancelled"] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

export const GAME_REQUEST_STATUSES = ["pending", "approved", "rejected", "withdrawn"] as const;
export type GameRequestStatus = (typeof GAME_REQUEST_STATUSES)[number];

export const PAYMENT_STATUSES = ["pending", "paid"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ["check", "bank_transfer", "cash", "other"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  check: "Check",
  bank_transfer: "Bank transfer",
  cash: "Cash",
  other: "Other",
};

/** Pro Accounting's expense categories for payables (issue 11); a game's payable starts as game fees. */
export const EXPENSE_CATEGORIES = [
  "game_fees",
  "mileage",
  "travel",
  "equipment",
  "training",
  "tournament_bonus",
  "other",
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export const GAME_LEVELS = ["professional", "semi-pro", "amateur", "youth"] as const;
export type GameLevel = (typeof GAME_LEVELS)[number];

export const GAME_LEVEL_LABELS: Record<GameLevel, string> = {
  professional: "Professional",
  "semi-pro": "Semi-Pro",
  amateur: "Amateur",
  youth: "Youth",
};

/** Which officials a game needs. */
export const POSITION_TYPES = ["single", "three_official", "four_official"] as const;
export type PositionType = (typeof POSITION_TYPES)[number];

export const POSITIONS = ["referee", "assistant_referee_1", "assistant_referee_2", "fourth_official"] as const;
export type Position = (typeof POSITIONS)[number];

export const POSITION_LABELS: Record<Position, string> = {
  referee: "Referee",
  assistant_referee_1: "Assistant Referee 1",
  assistant_referee_2: "Assistant Referee 2",
  fourth_official: "Fourth Official",
};

export const POSITIONS_BY_TYPE: Record<PositionType, readonly Position[]> = {
  single: ["referee"],
  three_official: ["referee", "assistant_referee_1", "assistant_referee_2"],
  four_official: ["referee", "assistant_referee_1", "assistant_referee_2", "fourth_official"],
};

/**
 * The positions a referee is ranked for (issue 21): both assistant slots are one rank. `rankPositionOf`
 * maps a game's slot to its rank.
 */
export const RANK_POSITIONS = ["referee", "assistant", "fourth_official"] as const;
export type RankPosition = (typeof RANK_POSITIONS)[number];

export function rankPositionOf(position: string): RankPosition {
  return position.startsWith("assistant_referee")
    ? "assistant"
    : position === "fourth_official"
      ? "fourth_official"
      : "referee";
}

/**
 * A referee's tie to a team (issue 21): playing for it, coaching it, family on it, another tie an assignor
 * knows of, or the team (or its club) having scratched the referee. Only `plays`, `coaches` and `family` are
 * the referee's to declare; `other` and `scratched` are the assignor's and never shown to the referee.
 */
export const TEAM_RELATIONS = ["plays", "coaches", "family", "other", "scratched"] as const;
export type TeamRelation = (typeof TEAM_RELATIONS)[number];
export const REFEREE_TEAM_RELATIONS = ["plays", "coaches", "family"] as const satisfies readonly TeamRelation[];

/** What a credential is (issue 21): a certification, a background check, or safeguarding training. */
export const CREDENTIAL_KINDS = ["certification", "background_check", "safeguarding"] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];

/** Days before a credential expires when its holder and their assignors are reminded. */
export const CREDENTIAL_REMINDER_DAYS = [30, 7] as const;

/** Who of a game's officials is paid mileage: every official, or only the one marked as the driver. */
export const MILEAGE_PAID_TO = ["all", "driver"] as const;
export const DISTANCE_UNITS = ["km", "mi"] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];

/** The two portals; `users.role` names the one a person lands in (issue 20: a membership may be finer). */
export const PORTAL_ROLES = ["assignor", "referee"] as const;
export type Role = (typeof PORTAL_ROLES)[number];
/**
 * The organization's staff (issue 20, decision 0064): an assignor (the whole organization, or with a scope
 * limited to chosen levels, leagues or venues), a scheduler (games only, no assigning or money) and finance
 * (payments and accounting only). Each reaches the assignor portal; `app/domain/permissions.ts` says what each may do.
 * Issue 22 (decision 0080) adds the assessor: only the games they are asked to assess and their own evaluations.
 */
export const STAFF_ROLES = ["assignor", "scheduler", "finance", "assessor"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const MEMBERSHIP_ROLES = [...STAFF_ROLES, "referee"] as const;
export type MembershipRole = (typeof MEMBERSHIP_ROLES)[number];

export const REFEREE_LEVELS = [1, 2, 3] as const;

export const AVAILABILITY_KINDS = ["full_day", "time_range"] as const;
/** Spec section 9: Add Time Block starts at 09:00 to 13:00. */
export const DEFAULT_TIME_BLOCK = { start: "09:00", end: "13:00" } as const;

/** Spec section 3 joins the notification types and the alert types into one list. */
export const NOTIFICATION_TYPES = ["assignment", "payment", "schedule", "reminder", "weather", "system"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_PRIORITIES = ["high", "medium", "low"] as const;

export const CERTIFICATION_LEVELS = ["Level 1", "Level 2", "Level 3", "Youth", "Other"] as const;

export const ORGANIZATION_PLANS = ["core", "pro"] as const;

export const OUTBOX_CHANNELS = ["email", "sms"] as const;
/** `not_sent`: no provider is configured (local development); the message stays readable. */
export const OUTBOX_STATUSES = ["pending", "sent", "failed", "not_sent"] as const;

/** Spec section 4: service status shown as operational, degraded or outage. */
export const SERVICE_STATUSES = ["operational", "degraded", "outage"] as const;
export const INCIDENT_STATUSES = ["investigating", "identified", "monitoring", "resolved"] as const;

/** Spec section 9: the four US zones offered first; any IANA zone is accepted. */
export const US_TIME_ZONES = [
  { value: "America/Los_Angeles", label: "Pacific" },
  { value: "America/Denver", label: "Mountain" },
  { value: "America/Chicago", label: "Central" },
  { value: "America/New_York", label: "Eastern" },
] as const;

export const LANGUAGES = ["en", "es", "fr", "de"] as const;
export const CURRENCIES = ["USD", "EUR", "GBP", "CAD"] as const;
export const DATE_FORMATS = ["MM/DD/YYYY", "DD/MM/YYYY", "YYYY-MM-DD"] as const;
export const TIME_FORMATS = ["12", "24"] as const;
export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];

/** Spec section 9. */
export const MOBILE_BREAKPOINT_PX = 768;
export const BIO_MAX_LENGTH = 500;
export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 4000;
export const THEME_STORAGE_KEY = "theme";

/** Game reports (issue 22, decision 0080): filed, sent back to the crew with a comment, or approved (then final). */
export const GAME_REPORT_STATUSES = ["submitted", "returned", "approved"] as const;
export type GameReportStatus = (typeof GAME_REPORT_STATUSES)[number];
/** A caution (yellow card) or a send-off (red card). */
export const MISCONDUCT_KINDS = ["caution", "send_off"] as const;
export type MisconductKind = (typeof MISCONDUCT_KINDS)[number];
export const TEAM_SIDES = ["home", "away"] as const;
export type TeamSide = (typeof TEAM_SIDES)[number];
/** An official's attendance as the game report records it, on their assignment. */
export const ATTENDANCES = ["on_time", "late", "no_show"] as const;
export type Attendance = (typeof ATTENDANCES)[number];
/** Who wrote an evaluation: an assessor asked to, an assignor, or a coach through a single-use link. */
export const EVALUATION_SOURCES = ["assessor", "assignor", "coach"] as const;
export type EvaluationSource = (typeof EVALUATION_SOURCES)[number];
