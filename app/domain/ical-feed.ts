/**
 * A referee's private calendar feed as iCalendar text (RFC 5545, decision 0024). Pure: the server
 * loads the assignments and passes them in.
 *
 * Times are written as local wall-clock times with `TZID=<organization zone>`, and the calendar carries
 * a VTIMEZONE for each zone it uses, built from the platform's time zone data (`Intl`) for the years
 * the feed spans, so any client (not only the ones that know IANA names) places games correctly.
 */
import { GAME_LEVELS, type GameLevel } from "./constants";
import { DEFAULT_LANGUAGE, type Language, type MessageId } from "~/i18n/messages";
import { trIn } from "~/i18n/text";
import { DEFAULT_CONFLICT_RULES } from "./conflicts";
import { toZonedParts, zonedTimeToInstant } from "./dates";
import { formatMoney } from "./format";

export interface FeedCrewMember {
  name: string;
  position: string;
  status: string;
}

export interface FeedAssignment {
  assignmentId: string;
  status: "pending" | "confirmed";
  position: string;
  game: {
    date: string;
    time: string;
    homeTeam: string;
    awayTeam: string;
    venue: string;
    venueAddress: string | null;
    level: string;
    league: string | null;
    notes: string | null;
    feeCents: number;
  };
  organizationName: string;
  /** The organization's currency, which the fee is in. */
  currency: string;
  timeZone: string;
  gameLengthMinutes: number;
  /** The other officials on the game (live assignments only). */
  crew: readonly FeedCrewMember[];
  /** The later of the game's and the assignment's last change. */
  lastModified: Date;
}

export interface CalendarFeedInput {
  calendarName: string;
  /** The host name, for globally unique UIDs. */
  domain: string;
  /** Where the referee's schedule lives, added to each event as URL. */
  scheduleUrl: string;
  assignments: readonly FeedAssignment[];
  /** The feed owner's language (issue 19): the events' titles and descriptions are written in it. */
  language?: Language | null;
}

const CRLF = "\r\n";
const MAX_LINE_OCTETS = 75;

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replaceAll("\\", "\\\\")
    .replaceAll(";", "\\;")
    .replaceAll(",", "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * Folds one content line into lines of at most 75 octets (RFC 5545 3.1): continuation lines start
 * with a space. Never splits a UTF-8 character.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = "";
  let currentOctets = 0;
  for (const character of line) {
    const octets = encoder.encode(character).length;
    // The first line holds 75 octets; each continuation line loses one to its leading space.
    const limit = pieces.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (currentOctets + octets > limit) {
      pieces.push(current);
      current = "";
      currentOctets = 0;
    }
    current += character;
    currentOctets += octets;
  }
  pieces.push(current);
  return pieces.join(`${CRLF} `);
}

/** 20261122T090000 from a wall-clock date and time. */
function localDateTime(date: string, time: string): string {
  return `${date.replaceAll("-", "")}T${time.replace(":", "")}00`;
}

/** 20261122T170000Z for an instant. */
export function utcDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** +0800 / -0700 from an offset in minutes east of UTC. */
function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const absolute = Math.abs(minutes);
  return `${sign}${String(Math.floor(absolute / 60)).padStart(2, "0")}${String(absolute % 60).padStart(2, "0")}`;
}

/** The zone's offset from UTC at an instant, in minutes east of UTC. */
export function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const { date, time, seconds } = toZonedParts(new Date(instant), timeZone);
  const wallClock = Date.parse(`${date}T${time}:${String(seconds).padStart(2, "0")}Z`);
  return Math.round((wallClock - Math.floor(instant / 1000) * 1000) / 60_000);
}

export interface ZoneTransition {
  /** The UTC instant the new offset starts. */
  at: number;
  from: number;
  to: number;
}

const HOUR_MS = 3_600_000;

/** Every change of the zone's UTC offset between two instants, found to the minute. */
export function zoneTransitions(timeZone: string, fromInstant: number, toInstant: number): ZoneTransition[] {
  const transitions: ZoneTransition[] = [];
  const step = 6 * HOUR_MS;
  let previous = fromInstant;
  let previousOffset = zoneOffsetMinutes(previous, timeZone);
  for (let instant = fromInstant + step; instant <= toInstant + step; instant += step) {
    const offset = zoneOffsetMinutes(instant, timeZone);
    if (offset !== previousOffset) {
      // Narrow the change down to the minute between the two samples.
      let low = previous;
      let high = instant;
      while (high - low > 60_000) {
        const middle = low + Math.floor((high - low) / 120_000) * 60_000;
        if (zoneOffsetMinutes(middle, timeZone) === previousOffset) low = middle;
        else high = middle;
      }
      transitions.push({ at: high, from: previousOffset, to: offset });
    }
    previous = instant;
    previousOffset = offset;
  }
  return transitions;
}

/** The wall-clock time (before the change, as RFC 5545 wants for an observance's DTSTART). */
function wallClockAt(instant: number, offsetMinutes: number): string {
  return utcDateTime(new Date(instant + offsetMinutes * 60_000)).replace("Z", "");
}

/**
 * A VTIMEZONE for the zone covering the given years: one STANDARD or DAYLIGHT observance per offset
 * change (the larger offset of a pair is daylight time), or a single STANDARD for a zone without changes.
 */
export function vtimezoneLines(timeZone: string, firstYear: number, lastYear: number): string[] {
  const start = Date.UTC(firstYear, 0, 1);
  const end = Date.UTC(lastYear + 1, 0, 1);
  const transitions = zoneTransitions(timeZone, start, end);
  const lines = ["BEGIN:VTIMEZONE", `TZID:${timeZone}`];
  if (transitions.length === 0) {
    const offset = formatOffset(zoneOffsetMinutes(start, timeZone));
    lines.push(
      "BEGIN:STANDARD",
      "DTSTART:19700101T000000",
      `TZOFFSETFROM:${offset}`,
      `TZOFFSETTO:${offset}`,
      "END:STANDARD",
    );
  } else {
    // The observance in force before the first change, so times early in the range resolve too.
    const first = transitions[0]!;
    const firstKind = first.from > first.to ? "DAYLIGHT" : "STANDARD";
    lines.push(
      `BEGIN:${firstKind}`,
      `DTSTART:${wallClockAt(start, first.from)}`,
      `TZOFFSETFROM:${formatOffset(first.from)}`,
      `TZOFFSETTO:${formatOffset(first.from)}`,
      `END:${firstKind}`,
    );
    for (const transition of transitions) {
      const kind = transition.to > transition.from ? "DAYLIGHT" : "STANDARD";
      lines.push(
        `BEGIN:${kind}`,
        `DTSTART:${wallClockAt(transition.at, transition.from)}`,
        `TZOFFSETFROM:${formatOffset(transition.from)}`,
        `TZOFFSETTO:${formatOffset(transition.to)}`,
        `END:${kind}`,
      );
    }
  }
  lines.push("END:VTIMEZONE");
  return lines;
}

/** How long a game of this level lasts under the organization's conflict rules (JSON, null = defaults). */
export function gameLengthFromRules(rules: unknown, level: string): number {
  const fallback = (GAME_LEVELS as readonly string[]).includes(level)
    ? DEFAULT_CONFLICT_RULES.gameLengthMinutes[level as GameLevel]
    : 120;
  if (!rules || typeof rules !== "object") return fallback;
  const lengths = (rules as { gameLengthMinutes?: unknown }).gameLengthMinutes;
  if (!lengths || typeof lengths !== "object") return fallback;
  const minutes = (lengths as Record<string, unknown>)[level];
  return typeof minutes === "number" && Number.isInteger(minutes) && minutes > 0 ? minutes : fallback;
}

type Words = (id: MessageId, values?: Record<string, unknown>) => string;

const POSITION_WORDS: Record<string, MessageId> = {
  referee: "messages.position.referee",
  assistant_referee_1: "messages.position.assistantReferee1",
  assistant_referee_2: "messages.position.assistantReferee2",
  fourth_official: "messages.position.fourthOfficial",
};

const LEVEL_WORDS: Record<string, MessageId> = {
  professional: "messages.calendar.level.professional",
  "semi-pro": "messages.calendar.level.semiPro",
  amateur: "messages.calendar.level.amateur",
  youth: "messages.calendar.level.youth",
};

function positionLabel(t: Words, position: string): string {
  const id = POSITION_WORDS[position];
  return id ? t(id) : position;
}

/** Seconds since 2025-01-01: grows with every change, so SEQUENCE never goes back (decision 0024). */
const SEQUENCE_EPOCH = Date.UTC(2025, 0, 1);
export function sequenceFor(lastModified: Date): number {
  return Math.max(0, Math.floor((lastModified.getTime() - SEQUENCE_EPOCH) / 1000));
}

function eventDescription(assignment: FeedAssignment, t: Words): string {
  const crew =
    assignment.crew.length === 0
      ? t("messages.calendar.noCrew")
      : assignment.crew
          .map((member) =>
            t(member.status === "pending" ? "messages.calendar.crewMemberPending" : "messages.calendar.crewMember", {
              name: member.name,
              position: positionLabel(t, member.position),
            }),
          )
          .join("\n");
  const level = LEVEL_WORDS[assignment.game.level];
  const lines = [
    t(assignment.status === "confirmed" ? "messages.calendar.statusConfirmed" : "messages.calendar.statusPending"),
    t("messages.calendar.position", { position: positionLabel(t, assignment.position) }),
    // English keeps the level as stored ("youth"), as the feed always wrote it.
    t("messages.calendar.levelLine", { level: level && t !== english ? t(level) : assignment.game.level }),
    assignment.game.league ? t("messages.calendar.league", { league: assignment.game.league }) : null,
    t("messages.calendar.fee", { fee: formatMoney(assignment.game.feeCents, assignment.currency) }),
    t("messages.calendar.organization", { organization: assignment.organizationName }),
    "",
    t("messages.calendar.crew"),
    crew,
    assignment.game.notes ? `\n${t("messages.calendar.notes", { notes: assignment.game.notes })}` : null,
  ];
  return lines.filter((line) => line !== null).join("\n");
}

const words = new Map<Language, Words>();
function wordsIn(language: Language): Words {
  let t = words.get(language);
  if (!t) {
    t = (id, values) => trIn(language, id, values);
    words.set(language, t);
  }
  return t;
}
const english = wordsIn(DEFAULT_LANGUAGE);

function eventLines(assignment: FeedAssignment, input: CalendarFeedInput): string[] {
  const t = wordsIn(input.language ?? DEFAULT_LANGUAGE);
  const { game, timeZone } = assignment;
  const start = zonedTimeToInstant(game.date, game.time, timeZone);
  const end = new Date(start.getTime() + assignment.gameLengthMinutes * 60_000);
  const { date: endDate, time: endTime } = toZonedParts(end, timeZone);
  const location = [game.venue, game.venueAddress].filter(Boolean).join(", ");
  const summary = {
    teams: t("messages.common.teams", { home: game.homeTeam, away: game.awayTeam }),
    position: positionLabel(t, assignment.position),
  };
  return [
    "BEGIN:VEVENT",
    `UID:assignment-${assignment.assignmentId}@${input.domain}`,
    `DTSTAMP:${utcDateTime(assignment.lastModified)}`,
    `LAST-MODIFIED:${utcDateTime(assignment.lastModified)}`,
    `SEQUENCE:${sequenceFor(assignment.lastModified)}`,
    `DTSTART;TZID=${timeZone}:${localDateTime(game.date, game.time)}`,
    `DTEND;TZID=${timeZone}:${localDateTime(endDate, endTime)}`,
    `SUMMARY:${escapeText(t(assignment.status === "pending" ? "messages.calendar.summaryPending" : "messages.calendar.summary", summary))}`,
    `LOCATION:${escapeText(location)}`,
    `DESCRIPTION:${escapeText(eventDescription(assignment, t))}`,
    `STATUS:${assignment.status === "confirmed" ? "CONFIRMED" : "TENTATIVE"}`,
    "TRANSP:OPAQUE",
    `URL:${input.scheduleUrl}`,
    "END:VEVENT",
  ];
}

/** The whole feed: CRLF line endings, folded lines, one VTIMEZONE per zone used. */
export function buildCalendarFeed(input: CalendarFeedInput): string {
  const zones = new Map<string, { first: number; last: number }>();
  for (const assignment of input.assignments) {
    const year = Number(assignment.game.date.slice(0, 4));
    const known = zones.get(assignment.timeZone);
    zones.set(assignment.timeZone, {
      first: Math.min(known?.first ?? year, year),
      last: Math.max(known?.last ?? year, year),
    });
  }
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Whistle//Referee schedule//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(input.calendarName)}`,
    ...(zones.size === 1 ? [`X-WR-TIMEZONE:${[...zones.keys()][0]}`] : []),
    // Ask subscribing clients to refresh hourly (clients may poll less often).
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
  ];
  for (const [zone, years] of [...zones].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(...vtimezoneLines(zone, years.first, years.last));
  }
  for (const assignment of input.assignments) lines.push(...eventLines(assignment, input));
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join(CRLF) + CRLF;
}
