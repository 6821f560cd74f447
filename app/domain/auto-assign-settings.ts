/**
 * Smart scheduling, the user-facing side (issue 10, decision 0030): the organization's scheduling
 * settings (weights of the soft goals and the weekly maximum), the auto-assign request, and the pure
 * mapping from database rows to the engine's input.
 */
import type { MessageId } from "~/i18n/messages";
import * as v from "valibot";
import { parseConflictRules } from "./conflict-rules";
import type { OtherOrganizationGame } from "./conflicts";
import type { RefereeRuleFacts } from "./referee-rule-checks";
import { parseAssignmentPolicy } from "./assignment-policy";
import { pastCrews, refereeHistory, type CrewRow, type HistoryRow } from "./auto-assign-history";
import { GAME_LEVELS, POSITIONS_BY_TYPE, type PositionType } from "./constants";
import { addDays, isValidDate } from "./dates";
import { dateField } from "./field-schemas";
import { DEFAULT_WEIGHTS } from "./auto-assign/objective";
import { formText } from "./forms";
import { msg, tr } from "~/i18n/text";
import {
  type Coordinates,
  type ExistingAssignment,
  type RefereePreferences,
  type ScheduleInput,
  type SchedulingGame,
  type SchedulingReferee,
  type SchedulingWeights,
} from "./auto-assign/types";

export const WEIGHT_KEYS = [
  "balance",
  "fees",
  "levelMatch",
  "teamRepeat",
  "crew",
  "preferences",
  "travel",
] as const satisfies readonly (keyof SchedulingWeights)[];

/** Each goal's label, a message id (worded where it is shown). */
export const WEIGHT_LABELS: Record<(typeof WEIGHT_KEYS)[number], MessageId> = {
  balance: "assignor.autoAssign.weight.balance",
  fees: "assignor.autoAssign.weight.fees",
  levelMatch: "assignor.autoAssign.weight.levelMatch",
  teamRepeat: "assignor.autoAssign.weight.teamRepeat",
  crew: "assignor.autoAssign.weight.crew",
  preferences: "assignor.autoAssign.weight.preferences",
  travel: "assignor.autoAssign.weight.travel",
};

export const WEIGHT_MAX = 10;

export interface SchedulingSettings {
  weights: SchedulingWeights;
  /** The most games one referee may be given in a week (Monday to Sunday); null means no limit. */
  maxGamesPerWeek: number | null;
}

export const DEFAULT_SCHEDULING_SETTINGS: SchedulingSettings = {
  weights: { ...DEFAULT_WEIGHTS },
  maxGamesPerWeek: null,
};

const weightSchema = v.pipe(
  v.number(msg("settings.scheduling.enterNumber")),
  v.minValue(0, msg("settings.scheduling.weightMin")),
  v.maxValue(WEIGHT_MAX, msg("settings.scheduling.weightMax", { max: WEIGHT_MAX })),
);

/** What is stored in organizations.scheduling_settings. */
export const SchedulingSettingsSchema = v.object({
  weights: v.object(
    Object.fromEntries(WEIGHT_KEYS.map((key) => [key, weightSchema])) as Record<
      (typeof WEIGHT_KEYS)[number],
      typeof weightSchema
    >,
  ),
  maxGamesPerWeek: v.nullable(
    v.pipe(
      v.number(msg("settings.scheduling.wholeNumber")),
      v.integer(msg("settings.scheduling.wholeNumber")),
      v.minValue(1, msg("settings.scheduling.atLeastOneGame")),
      v.maxValue(21, msg("settings.scheduling.atMostGamesPerWeek", { max: 21 })),
    ),
  ),
});

/** The stored JSON, or the defaults when it is null or unreadable (a missing weight keeps its default). */
export function readSchedulingSettings(stored: unknown): SchedulingSettings {
  if (!stored || typeof stored !== "object") return structuredClone(DEFAULT_SCHEDULING_SETTINGS);
  const value = stored as { weights?: Record<string, unknown>; maxGamesPerWeek?: unknown };
  const merged = {
    weights: { ...DEFAULT_WEIGHTS, ...(value.weights && typeof value.weights === "object" ? value.weights : {}) },
    maxGamesPerWeek: value.maxGamesPerWeek ?? null,
  };
  const parsed = v.safeParse(SchedulingSettingsSchema, merged);
  return parsed.success ? parsed.output : structuredClone(DEFAULT_SCHEDULING_SETTINGS);
}

export type SettingsFormResult =
  | { success: true; output: SchedulingSettings }
  | { success: false; errors: Partial<Record<string, string>>; values: Record<string, string> };

/** The settings form: one number field per weight and `maxGamesPerWeek` (blank = no limit). */
export function parseSchedulingSettingsForm(form: FormData): SettingsFormResult {
  const values: Record<string, string> = {};
  const errors: Record<string, string> = {};
  const weights = {} as SchedulingWeights;
  for (const key of WEIGHT_KEYS) {
    const raw = formText(form, key).trim();
    values[key] = raw;
    const parsed = v.safeParse(weightSchema, raw === "" ? Number.NaN : Number(raw));
    if (!parsed.success || Number.isNaN(Number(raw)))
      errors[key] = parsed.success ? tr("settings.scheduling.enterNumber") : parsed.issues[0].message;
    else weights[key] = parsed.output;
  }
  const rawMax = formText(form, "maxGamesPerWeek").trim();
  values.maxGamesPerWeek = rawMax;
  let maxGamesPerWeek: number | null = null;
  if (rawMax !== "") {
    const parsed = v.safeParse(SchedulingSettingsSchema.entries.maxGamesPerWeek, Number(rawMax));
    if (!parsed.success || Number.isNaN(Number(rawMax)))
      errors.maxGamesPerWeek = parsed.success ? tr("settings.scheduling.wholeNumber") : parsed.issues[0].message;
    else maxGamesPerWeek = parsed.output;
  }
  if (Object.keys(errors).length > 0) return { success: false, errors, values };
  return { success: true, output: { weights, maxGamesPerWeek } };
}

const isoDate = dateField(msg("settings.scheduling.pickDate"));

const realRange = (input: { from: string; to: string }) => isValidDate(input.from) && isValidDate(input.to);

/** The auto-assign request: a date range of at most 92 days, optional levels and venues. */
export const AutoAssignRequestSchema = v.pipe(
  v.object({
    from: isoDate,
    to: isoDate,
    levels: v.array(v.picklist(GAME_LEVELS, msg("settings.scheduling.chooseLevels"))),
    venues: v.array(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200))),
  }),
  // The range checks read the dates only when both are real ones: addDays throws on "abc" (a 500 before
  // issue 32), and the field's own message says what is wrong.
  v.forward(
    v.check((input) => !realRange(input) || input.from <= input.to, msg("settings.scheduling.endBeforeStart")),
    ["to"],
  ),
  v.forward(
    v.check(
      (input) => !realRange(input) || input.to <= addDays(input.from, 91),
      msg("settings.scheduling.atMostDays", { days: 92 }),
    ),
    ["to"],
  ),
);
export type AutoAssignRequest = v.InferOutput<typeof AutoAssignRequestSchema>;

// ---- Rows to the engine's input -------------------------------------------------------------------

export interface GameRow {
  id: string;
  date: string;
  time: string;
  venue: string;
  level: string;
  homeTeam: string;
  awayTeam: string;
  positionType: string;
  feeCents: number;
  status: string;
  /** The game's rating (issue 21): the range of referee levels that fit it. */
  minRefereeLevel?: number | null;
  maxRefereeLevel?: number | null;
  /** The venue's coordinates when the organization's venue list has them. */
  latitude?: number | null;
  longitude?: number | null;
}

export interface RefereeRow {
  id: string;
  firstName: string;
  lastName: string;
  refereeLevel: number | null;
  /** The organization's computed rating (decision 0081) and the evaluations behind it; null = not rated. */
  rating: number | null;
  ratingCount?: number | null;
  /** The referee's own: home, capacity in this organization, and preferences (JSON as stored). */
  homeLatitude?: number | null;
  homeLongitude?: number | null;
  maxGamesPerWeek?: number | null;
  maxGamesPerMonth?: number | null;
  schedulingPreferences?: unknown;
}

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
const nameList = v.pipe(v.array(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(120))), v.maxLength(50));

/** What a referee prefers and avoids, as stored in `memberships.scheduling_preferences`. */
export const RefereePreferencesSchema = v.object({
  levels: v.optional(v.array(v.picklist(GAME_LEVELS))),
  weekdays: v.optional(v.array(v.picklist(WEEKDAYS))),
  venues: v.optional(nameList),
  avoidVenues: v.optional(nameList),
  avoidTeams: v.optional(nameList),
});

/** Stored preferences as the engine takes them; anything malformed counts as no preference. */
export function readRefereePreferences(stored: unknown): RefereePreferences | undefined {
  if (stored === null || stored === undefined) return undefined;
  const parsed = v.safeParse(RefereePreferencesSchema, stored);
  if (!parsed.success) return undefined;
  const preferences = Object.fromEntries(
    Object.entries(parsed.output).filter(([, value]) => Array.isArray(value) && value.length > 0),
  );
  return Object.keys(preferences).length > 0 ? (preferences as RefereePreferences) : undefined;
}

function coordinates(lat: number | null | undefined, lon: number | null | undefined): Coordinates | null {
  return typeof lat === "number" && typeof lon === "number" ? { lat, lon } : null;
}

export interface BlockRow {
  userId: string;
  date: string;
  kind: string;
  startTime: string | null;
  endTime: string | null;
}

export interface RecurringBlockRow {
  userId: string;
  weekday: number;
  kind: string;
  startTime: string | null;
  endTime: string | null;
  startsOn: string;
  endsOn: string | null;
}

export interface LiveAssignmentRow {
  gameId: string;
  position: string;
  refereeId: string;
  status: string;
}

export interface OrganizationRulesRow {
  timeZone: string;
  travelBufferMinutes: number;
  maxGamesPerDay: number | null;
  conflictRules: unknown;
  schedulingSettings: unknown;
  /** `organizations.assignment_policy` as stored (issue 21); missing or unreadable means the defaults. */
  assignmentPolicy?: unknown;
}

export interface SchedulingRows {
  organization: OrganizationRulesRow;
  /** The slate's games and the games of live assignments in the weeks and months around it. */
  games: readonly GameRow[];
  slateGameIds: readonly string[];
  referees: readonly RefereeRow[];
  blocks: readonly BlockRow[];
  recurringBlocks: readonly RecurringBlockRow[];
  assignments: readonly LiveAssignmentRow[];
  /** The season before those weeks and months, counted per referee and pairing (balance, team exposure). */
  history?: readonly HistoryRow[];
  /** Assignments of past games with more than one official (the crew goal), and the organization's today. */
  crews?: readonly CrewRow[];
  today?: string;
  /** Each referee's live games in other organizations around the range (decision 0066). */
  otherOrganizationGames?: ReadonlyMap<string, readonly OtherOrganizationGame[]>;
  /** What the organization knows of each referee for the issue-21 rules (`refereeRuleFactsRead`). */
  factsOf?: (refereeId: string) => RefereeRuleFacts;
}

export function toSchedulingGame(row: GameRow): SchedulingGame {
  return {
    id: row.id,
    date: row.date,
    time: row.time,
    venue: row.venue,
    level: row.level,
    homeTeam: row.homeTeam,
    awayTeam: row.awayTeam,
    positions: POSITIONS_BY_TYPE[row.positionType as PositionType] ?? ["referee"],
    feeCents: row.feeCents,
    coordinates: coordinates(row.latitude, row.longitude),
    minRefereeLevel: row.minRefereeLevel ?? null,
    maxRefereeLevel: row.maxRefereeLevel ?? null,
  };
}

/**
 * The engine's input from one organization's rows. Live assignments become kept assignments
 * (completed ones count as confirmed); assignments of games not loaded are dropped, as the engine
 * requires each kept assignment's game among its games. The history and the past crews are kept for
 * the organization's referees only.
 */
export function buildScheduleInput(rows: SchedulingRows): ScheduleInput {
  const settings = readSchedulingSettings(rows.organization.schedulingSettings);
  const gameIds = new Set(rows.games.map((game) => game.id));
  const refereeIds = new Set(rows.referees.map((referee) => referee.id));
  const blocksBy = new Map<string, BlockRow[]>();
  for (const block of rows.blocks) blocksBy.set(block.userId, [...(blocksBy.get(block.userId) ?? []), block]);
  const recurringBy = new Map<string, RecurringBlockRow[]>();
  for (const block of rows.recurringBlocks)
    recurringBy.set(block.userId, [...(recurringBy.get(block.userId) ?? []), block]);

  const referees: SchedulingReferee[] = rows.referees.map((referee) => ({
    id: referee.id,
    name: `${referee.firstName} ${referee.lastName}`,
    level: referee.refereeLevel,
    rating: referee.rating,
    ratingCount: referee.ratingCount ?? null,
    home: coordinates(referee.homeLatitude, referee.homeLongitude),
    maxGamesPerWeek: referee.maxGamesPerWeek ?? null,
    maxGamesPerMonth: referee.maxGamesPerMonth ?? null,
    preferences: readRefereePreferences(referee.schedulingPreferences),
    availability: (blocksBy.get(referee.id) ?? []).map(({ date, kind, startTime, endTime }) => ({
      date,
      kind,
      startTime,
      endTime,
    })),
    recurringAvailability: (recurringBy.get(referee.id) ?? []).map(
      ({ weekday, kind, startTime, endTime, startsOn, endsOn }) => ({
        weekday,
        kind,
        startTime,
        endTime,
        startsOn,
        endsOn,
      }),
    ),
    otherOrganizationGames: rows.otherOrganizationGames?.get(referee.id) ?? [],
    ...(rows.factsOf ? { facts: rows.factsOf(referee.id) } : {}),
  }));

  const games = rows.games.map(toSchedulingGame);
  const positionsOf = new Map(games.map((game) => [game.id, game.positions]));
  const seen = new Set<string>();
  const existing: ExistingAssignment[] = [];
  for (const row of rows.assignments) {
    if (!gameIds.has(row.gameId) || !refereeIds.has(row.refereeId)) continue;
    if (!positionsOf.get(row.gameId)?.includes(row.position)) continue;
    const key = `${row.gameId}:${row.position}`;
    if (seen.has(key)) continue;
    seen.add(key);
    existing.push({
      gameId: row.gameId,
      position: row.position,
      refereeId: row.refereeId,
      status: row.status === "pending" ? "pending" : "confirmed",
    });
  }

  return {
    games,
    referees,
    existing,
    rules: {
      timeZone: rows.organization.timeZone,
      travelBufferMinutes: rows.organization.travelBufferMinutes,
      maxGamesPerDay: rows.organization.maxGamesPerDay,
      maxGamesPerWeek: settings.maxGamesPerWeek,
      // The same validated reading as the assignment dialogs: one set of rules for people and the engine.
      conflictRules: parseConflictRules(rows.organization.conflictRules),
    },
    weights: settings.weights,
    // The same validated reading as the assignment dialogs: one policy for people and the engine.
    policy: parseAssignmentPolicy(rows.organization.assignmentPolicy),
    history: refereeHistory((rows.history ?? []).filter((row) => refereeIds.has(row.refereeId))),
    pastCrews: rows.today
      ? pastCrews(
          (rows.crews ?? []).filter((row) => refereeIds.has(row.refereeId)),
          rows.today,
        )
      : [],
    slateGameIds: rows.slateGameIds.filter((id) => gameIds.has(id)),
  };
}

/** The slate: games in the range that are still open to assignment, filtered by levels and venues when given. */
export function selectSlateGames(games: readonly GameRow[], request: AutoAssignRequest): GameRow[] {
  const venues = new Set(request.venues.map((venue) => venue.toLowerCase()));
  return games.filter(
    (game) =>
      game.date >= request.from &&
      game.date <= request.to &&
      game.status !== "cancelled" &&
      game.status !== "completed" &&
      (request.levels.length === 0 || (request.levels as readonly string[]).includes(game.level)) &&
      (venues.size === 0 || venues.has(game.venue.toLowerCase())),
  );
}

const optionalNumber = (message: () => string, min: number, max: number, integer: boolean) =>
  v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (dataset.value === "") return null;
      const value = Number(dataset.value);
      if (!Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value))) {
        addIssue({ message: message() });
        return NEVER;
      }
      return value;
    }),
  );

/**
 * A referee's scheduling profile as typed in their settings: where they travel from, how many games
 * they want, and what they prefer or avoid. Blank means "no limit" or "no preference".
 */
export const RefereeSchedulingProfileSchema = v.pipe(
  v.object({
    homeLabel: v.pipe(
      v.optional(v.string(), ""),
      v.trim(),
      v.maxLength(80, msg("settings.scheduling.homeLabelTooLong", { max: 80 })),
      v.transform((value) => (value === "" ? null : value)),
    ),
    homeLatitude: optionalNumber(msg("settings.scheduling.latitudeRange"), -90, 90, false),
    homeLongitude: optionalNumber(msg("settings.scheduling.longitudeRange"), -180, 180, false),
    maxGamesPerWeek: optionalNumber(msg("settings.scheduling.gamesRange", { min: 1, max: 30 }), 1, 30, true),
    maxGamesPerMonth: optionalNumber(msg("settings.scheduling.gamesRange", { min: 1, max: 100 }), 1, 100, true),
    levels: v.array(v.picklist(GAME_LEVELS, msg("settings.scheduling.chooseLevels"))),
    weekdays: v.array(
      v.pipe(v.string(), v.transform(Number), v.picklist(WEEKDAYS, msg("settings.scheduling.chooseDays"))),
    ),
    venues: nameList,
    avoidVenues: nameList,
    avoidTeams: v.pipe(
      v.optional(v.string(), ""),
      v.transform((value) => [
        ...new Set(
          value
            .split(/[\n,]/)
            .map((team) => team.trim())
            .filter(Boolean),
        ),
      ]),
      v.maxLength(20, msg("settings.scheduling.tooManyTeams", { max: 20 })),
      v.check(
        (teams) => teams.every((team) => team.length <= 120),
        msg("settings.scheduling.teamNameTooLong", { max: 120 }),
      ),
    ),
  }),
  v.forward(
    v.check(
      (input) => (input.homeLatitude === null) === (input.homeLongitude === null),
      msg("settings.scheduling.bothCoordinates"),
    ),
    ["homeLongitude"],
  ),
  v.forward(
    v.check(
      (input) =>
        input.maxGamesPerWeek === null ||
        input.maxGamesPerMonth === null ||
        input.maxGamesPerMonth >= input.maxGamesPerWeek,
      msg("settings.scheduling.monthAtLeastWeek"),
    ),
    ["maxGamesPerMonth"],
  ),
  v.forward(
    v.check(
      (input) => !input.venues.some((venue) => input.avoidVenues.includes(venue)),
      msg("settings.scheduling.venuePreferredAndAvoided"),
    ),
    ["avoidVenues"],
  ),
);
export type RefereeSchedulingProfile = v.InferOutput<typeof RefereeSchedulingProfileSchema>;
