/**
 * A referee's availability: the rules of spec section 4 as pure functions, used alike by the page (to
 * show a change at once, even offline) and by the server (to apply a synced change to D1).
 *
 * An entry is one blocked day: either the whole day, or a list of time ranges (spec section 3). Weekly
 * recurring blocks ("every Tuesday 18:00–21:00") are ours; `recurringBlocksOn` expands them for a date
 * so the conflict checks and the calendar treat them like one-off blocks.
 */
import * as v from "valibot";
import { dateField, timeField } from "./field-schemas";
import { DEFAULT_TIME_BLOCK } from "./constants";
import { addDays, dayOfWeek, isValidTime } from "./dates";
import type { MessageId } from "~/i18n/messages";
import { msg, tr } from "~/i18n/text";

export interface TimeRange {
  start: string;
  end: string;
}

export interface AvailabilityEntry {
  date: string;
  fullDay: boolean;
  /** Empty for a full-day block; sorted by start time otherwise. */
  times: TimeRange[];
}

export interface AvailabilityState {
  entries: AvailabilityEntry[];
  /** The days the referee has toggled on, sorted. */
  selection: string[];
}

export interface RecurringBlock {
  id: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  kind: "full_day" | "time_range";
  startTime: string | null;
  endTime: string | null;
  startsOn: string;
  endsOn: string | null;
}

/** One saved change, as the page queues it and the server applies it. */
export type AvailabilityChange =
  | { type: "block-days"; dates: string[] }
  | { type: "add-time-block"; dates: string[]; start: string; end: string }
  | { type: "remove"; date: string; start?: string; end?: string }
  | { type: "clear-all" }
  | {
      type: "add-recurring";
      weekday: number;
      kind: "full_day" | "time_range";
      start?: string;
      end?: string;
      startsOn: string;
      endsOn?: string;
    }
  | { type: "remove-recurring"; id: string };

export type AvailabilityAction =
  | { type: "toggle-day"; date: string }
  | { type: "block-selected" }
  | { type: "add-time-block"; range?: TimeRange }
  | { type: "remove"; date: string; range?: TimeRange }
  | { type: "clear-all" }
  | { type: "clear-selection" };

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

function byDate(a: AvailabilityEntry, b: AvailabilityEntry) {
  return a.date.localeCompare(b.date);
}

function sortTimes(times: TimeRange[]): TimeRange[] {
  return [...times].sort((a, b) => a.start.localeCompare(b.start) || a.end.localeCompare(b.end));
}

/** Select days: toggling a day adds it to the selection, or takes it out again. */
export function toggleDay(selection: readonly string[], date: string): string[] {
  return selection.includes(date) ? selection.filter((day) => day !== date) : [...selection, date].sort();
}

/** Block Entire Day(s): the selected days' existing entries are replaced by a full-day block. */
export function blockEntireDays(entries: readonly AvailabilityEntry[], dates: readonly string[]): AvailabilityEntry[] {
  const chosen = new Set(dates);
  return [
    ...entries.filter((entry) => !chosen.has(entry.date)),
    ...[...chosen].map((date) => ({ date, fullDay: true, times: [] })),
  ].sort(byDate);
}

/**
 * Add Time Block (09:00–13:00 unless given): the range is added to each selected day; a full-day
 * entry becomes partial with just that range. The same range twice on one day is kept once.
 */
export function addTimeBlock(
  entries: readonly AvailabilityEntry[],
  dates: readonly string[],
  range: TimeRange = DEFAULT_TIME_BLOCK,
): AvailabilityEntry[] {
  const chosen = new Set(dates);
  const next = entries.map((entry) => {
    if (!chosen.has(entry.date)) return entry;
    chosen.delete(entry.date);
    if (entry.fullDay) return { date: entry.date, fullDay: false, times: [{ ...range }] };
    if (entry.times.some((time) => time.start === range.start && time.end === range.end)) return entry;
    return { ...entry, times: sortTimes([...entry.times, { ...range }]) };
  });
  for (const date of chosen) next.push({ date, fullDay: false, times: [{ ...range }] });
  return next.sort(byDate);
}

/**
 * Removing: a full-day block or a day's sole range removes the day; otherwise only the chosen range.
 * Without a range the whole day goes.
 */
export function removeBlock(
  entries: readonly AvailabilityEntry[],
  date: string,
  range?: TimeRange,
): AvailabilityEntry[] {
  return entries.flatMap((entry) => {
    if (entry.date !== date) return [entry];
    if (!range || entry.fullDay || entry.times.length <= 1) return [];
    const times = entry.times.filter((time) => !(time.start === range.start && time.end === range.end));
    return times.length === 0 ? [] : [{ ...entry, times }];
  });
}

/** Clear All removes everything. */
export function clearAll(): AvailabilityEntry[] {
  return [];
}

/** The page's state machine: the rules above, plus "selection clears after either action". */
export function availabilityReducer(state: AvailabilityState, action: AvailabilityAction): AvailabilityState {
  switch (action.type) {
    case "toggle-day":
      return { ...state, selection: toggleDay(state.selection, action.date) };
    case "block-selected":
      if (state.selection.length === 0) return state;
      return { entries: blockEntireDays(state.entries, state.selection), selection: [] };
    case "add-time-block":
      if (state.selection.length === 0) return state;
      return { entries: addTimeBlock(state.entries, state.selection, action.range), selection: [] };
    case "remove":
      return { ...state, entries: removeBlock(state.entries, action.date, action.range) };
    case "clear-all":
      return { ...state, entries: clearAll() };
    case "clear-selection":
      return { ...state, selection: [] };
  }
}

/** A saved change applied to the one-off entries (recurring changes leave them as they are). */
export function applyChange(entries: readonly AvailabilityEntry[], change: AvailabilityChange): AvailabilityEntry[] {
  switch (change.type) {
    case "block-days":
      return blockEntireDays(entries, change.dates);
    case "add-time-block":
      return addTimeBlock(entries, change.dates, { start: change.start, end: change.end });
    case "remove":
      return removeBlock(
        entries,
        change.date,
        change.start && change.end ? { start: change.start, end: change.end } : undefined,
      );
    case "clear-all":
      return clearAll();
    default:
      return [...entries];
  }
}

/** A saved change applied to the recurring blocks; `id` names a new block (the change's client id). */
export function applyRecurringChange(
  blocks: readonly RecurringBlock[],
  change: AvailabilityChange,
  id: string,
): RecurringBlock[] {
  if (change.type === "add-recurring") {
    if (blocks.some((block) => block.id === id)) return [...blocks];
    const fullDay = change.kind === "full_day";
    return [
      ...blocks,
      {
        id,
        weekday: change.weekday,
        kind: change.kind,
        startTime: fullDay ? null : (change.start ?? null),
        endTime: fullDay ? null : (change.end ?? null),
        startsOn: change.startsOn,
        endsOn: change.endsOn ?? null,
      },
    ];
  }
  if (change.type === "remove-recurring") return blocks.filter((block) => block.id !== change.id);
  return [...blocks];
}

/** Which dates a change rewrites (null: all of them, for Clear All; none for recurring changes). */
export function datesTouchedBy(change: AvailabilityChange): string[] | null {
  switch (change.type) {
    case "block-days":
    case "add-time-block":
      return [...new Set(change.dates)];
    case "remove":
      return [change.date];
    case "clear-all":
      return null;
    default:
      return [];
  }
}

/** Rows of `availability_blocks` (one per range, or one full-day row) grouped into entries. */
export function entriesFromRows(
  rows: readonly { date: string; kind: string; startTime: string | null; endTime: string | null }[],
): AvailabilityEntry[] {
  const byDay = new Map<string, AvailabilityEntry>();
  for (const row of rows) {
    const entry = byDay.get(row.date) ?? { date: row.date, fullDay: false, times: [] };
    if (row.kind === "full_day" || !row.startTime || !row.endTime) entry.fullDay = true;
    else entry.times.push({ start: row.startTime, end: row.endTime });
    byDay.set(row.date, entry);
  }
  return [...byDay.values()]
    .map((entry) => (entry.fullDay ? { ...entry, times: [] } : { ...entry, times: sortTimes(entry.times) }))
    .sort(byDate);
}

/** The rows an entry is stored as. */
export interface AvailabilityRow {
  date: string;
  kind: "full_day" | "time_range";
  startTime: string | null;
  endTime: string | null;
}

export function rowsFromEntry(entry: AvailabilityEntry): AvailabilityRow[] {
  if (entry.fullDay) return [{ date: entry.date, kind: "full_day" as const, startTime: null, endTime: null }];
  return entry.times.map((time) => ({
    date: entry.date,
    kind: "time_range" as const,
    startTime: time.start,
    endTime: time.end,
  }));
}

/** Whether a weekly block applies on a date: same weekday, within its first and last dates. */
export function recursOn(block: Pick<RecurringBlock, "weekday" | "startsOn" | "endsOn">, date: string): boolean {
  return block.weekday === dayOfWeek(date) && block.startsOn <= date && (block.endsOn === null || date <= block.endsOn);
}

/**
 * The recurring blocks that apply on a date, as one-off blocks (the conflict checks' input shape): for
 * the assignment checks and the scheduler alike.
 */
export function recurringBlocksOn<Block extends Omit<RecurringBlock, "id" | "kind"> & { kind: string }>(
  blocks: readonly Block[],
  date: string,
): { date: string; kind: Block["kind"]; startTime: string | null; endTime: string | null }[] {
  return blocks
    .filter((block) => recursOn(block, date))
    .map((block) => ({ date, kind: block.kind, startTime: block.startTime, endTime: block.endTime }));
}

/** The dates from `from` to `to` (inclusive) on which any recurring block applies, with those blocks. */
export function recurringOccurrences(
  blocks: readonly RecurringBlock[],
  from: string,
  to: string,
): Map<string, RecurringBlock[]> {
  const found = new Map<string, RecurringBlock[]>();
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const matching = blocks.filter((block) => recursOn(block, date));
    if (matching.length > 0) found.set(date, matching);
  }
  return found;
}

/** "Every Tuesday, 6:00 PM – 9:00 PM" / "Every Saturday, all day". */
export function describeRecurring(
  block: Pick<RecurringBlock, "weekday" | "kind" | "startTime" | "endTime">,
  formatTime: (time: string) => string,
): string {
  const day = WEEKDAY_NAMES[block.weekday] ?? "?";
  if (block.kind === "full_day" || !block.startTime || !block.endTime) return `Every ${day}, all day`;
  return `Every ${day}, ${formatTime(block.startTime)} – ${formatTime(block.endTime)}`;
}

// ---------------------------------------------------------------------------------------------------
// Validation (valibot): what the server accepts from a sync, with messages a referee can act on.

/** How far ahead availability can be set, in days (two years: past a season, short of typos like 2062). */
export const AVAILABILITY_HORIZON_DAYS = 730;
/** Days one change may touch (two full months selected at once, with room to spare). */
export const MAX_DATES_PER_CHANGE = 62;

// Messages are worded when an issue is raised (`msg`), in the language of the request or page checking.
const DateSchema = v.pipe(
  v.string(msg("referee.availability.error.chooseDate")),
  dateField(msg("referee.availability.error.realDate")),
);
const TimeSchema = v.pipe(
  v.string(msg("referee.availability.error.enterTime")),
  timeField(msg("referee.availability.error.timeFormat")),
);

/** Checked only when both times are valid, so a bad time gets one message, not two. */
function endAfterStart(input: { start?: string; end?: string }) {
  return !input.start || !input.end || !isValidTime(input.start) || !isValidTime(input.end) || input.start < input.end;
}

/** The cross-field messages' ids, so a form can put them beside the right field. */
export const END_BEFORE_START_MESSAGE: MessageId = "referee.availability.error.endBeforeStart";
export const LAST_BEFORE_FIRST_MESSAGE: MessageId = "referee.availability.error.lastBeforeFirst";

const DatesSchema = v.pipe(
  v.array(DateSchema),
  v.minLength(1, msg("referee.availability.error.selectDay")),
  v.maxLength(MAX_DATES_PER_CHANGE, msg("referee.availability.error.tooManyDays", { max: MAX_DATES_PER_CHANGE })),
);
const WeekdaySchema = v.pipe(
  v.number(msg("referee.availability.error.chooseWeekday")),
  v.integer(msg("referee.availability.error.chooseWeekday")),
  v.minValue(0, msg("referee.availability.error.chooseWeekday")),
  v.maxValue(6, msg("referee.availability.error.chooseWeekday")),
);

/**
 * One change. The checks across fields run on the whole union (valibot's variant takes plain
 * objects); their messages are exported so a form can put them beside the right field.
 */
export const AvailabilityChangeSchema = v.pipe(
  v.variant("type", [
    v.object({ type: v.literal("block-days"), dates: DatesSchema }),
    v.object({ type: v.literal("add-time-block"), dates: DatesSchema, start: TimeSchema, end: TimeSchema }),
    v.object({
      type: v.literal("remove"),
      date: DateSchema,
      start: v.optional(TimeSchema),
      end: v.optional(TimeSchema),
    }),
    v.object({ type: v.literal("clear-all") }),
    v.object({
      type: v.literal("add-recurring"),
      weekday: WeekdaySchema,
      kind: v.picklist(["full_day", "time_range"], msg("referee.availability.error.chooseKind")),
      start: v.optional(TimeSchema),
      end: v.optional(TimeSchema),
      startsOn: DateSchema,
      endsOn: v.optional(DateSchema),
    }),
    v.object({
      type: v.literal("remove-recurring"),
      id: v.pipe(v.string(), v.minLength(1, msg("referee.availability.error.chooseWeeklyBlock")), v.maxLength(64)),
    }),
  ]),
  v.check((input) => {
    if (input.type === "add-time-block") return endAfterStart(input);
    if (input.type === "add-recurring")
      return (
        input.kind === "full_day" || (input.start !== undefined && input.end !== undefined && endAfterStart(input))
      );
    return true;
  }, msg(END_BEFORE_START_MESSAGE)),
  v.check(
    (input) => input.type !== "remove" || (input.start === undefined) === (input.end === undefined),
    msg("referee.availability.error.bothEnds"),
  ),
  v.check(
    (input) => input.type !== "add-recurring" || input.endsOn === undefined || input.startsOn <= input.endsOn,
    msg(LAST_BEFORE_FIRST_MESSAGE),
  ),
);

export const AvailabilityChangeEnvelopeSchema = v.object({
  clientId: v.pipe(
    v.string(msg("referee.availability.error.needsId")),
    v.regex(/^[A-Za-z0-9-]{8,64}$/, msg("referee.availability.error.needsId")),
  ),
  change: AvailabilityChangeSchema,
});

export const AvailabilitySyncSchema = v.object({
  changes: v.pipe(
    v.array(v.unknown()),
    v.minLength(1, msg("referee.availability.error.atLeastOne")),
    v.maxLength(100, msg("referee.availability.error.atMost", { max: 100 })),
  ),
});

/**
 * The date rules that need today's date (in the organization's time zone): nothing before today, nothing
 * beyond the horizon. A recurring block may have started in the past only if it is being removed.
 * Returns the message, or null when the change is fine.
 */
export function checkChangeDates(change: AvailabilityChange, today: string): string | null {
  const last = addDays(today, AVAILABILITY_HORIZON_DAYS);
  const dates =
    change.type === "block-days" || change.type === "add-time-block"
      ? change.dates
      : change.type === "remove"
        ? [change.date]
        : change.type === "add-recurring"
          ? [change.startsOn, ...(change.endsOn ? [change.endsOn] : [])]
          : [];
  if (dates.some((date) => date < today)) return tr("referee.availability.error.past");
  if (dates.some((date) => date > last)) return tr("referee.availability.error.tooFar");
  return null;
}
