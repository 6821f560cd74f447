/**
 * A game report as the API and the `game.report_submitted` webhook show it (issue 22, decision 0083): one
 * valibot schema for both, so the OpenAPI document describes what is sent. The representation itself is
 * built in SQL (`reportJsonSql`, app/server/report-json.server.ts), once for both.
 */
import * as v from "valibot";
import { PAGE_QUERY } from "./api-schemas";
import { dateField } from "./field-schemas";
import { ATTENDANCES, GAME_REPORT_STATUSES, MISCONDUCT_KINDS, POSITIONS, TEAM_SIDES } from "./constants";

const instant = v.pipe(v.string(), v.isoTimestamp(), v.description("UTC, ISO 8601."));
const nullableText = v.nullable(v.string());

export const ApiReportMisconductSchema = v.object({
  kind: v.picklist(MISCONDUCT_KINDS),
  teamSide: v.picklist(TEAM_SIDES),
  team: v.pipe(v.string(), v.description("The team's name as the game had it when the report was filed.")),
  playerName: v.string(),
  playerNumber: nullableText,
  minute: v.nullable(v.number()),
  reasonCode: v.string(),
  reasonLabel: v.pipe(
    nullableText,
    v.description("The reason as the organization words it; null if the code is no longer on its list."),
  ),
});

export const ApiReportSchema = v.object({
  id: v.string(),
  status: v.pipe(
    v.picklist(GAME_REPORT_STATUSES),
    v.description("submitted (awaiting the assignor), returned (sent back to the crew) or approved (final)."),
  ),
  game: v.object({
    id: v.string(),
    homeTeam: v.string(),
    awayTeam: v.string(),
    date: v.pipe(v.string(), v.description("Local date, YYYY-MM-DD.")),
    time: v.pipe(v.string(), v.description("Local kick-off, HH:MM (24-hour).")),
  }),
  filedById: v.pipe(nullableText, v.description("The official who filed it (the referee position).")),
  homeScore: v.number(),
  awayScore: v.number(),
  injuries: nullableText,
  incidents: nullableText,
  hasMisconduct: v.boolean(),
  hasNoShow: v.boolean(),
  misconduct: v.pipe(
    v.array(ApiReportMisconductSchema),
    v.description("Cautions and send-offs, by minute (those without one last)."),
  ),
  officials: v.pipe(
    v.array(
      v.object({
        assignmentId: v.string(),
        refereeId: v.string(),
        position: v.picklist(POSITIONS),
        attendance: v.pipe(
          v.nullable(v.picklist(ATTENDANCES)),
          v.description("on_time, late or no_show as the report says; null if it does not say."),
        ),
      }),
    ),
    v.description("The game's crew (confirmed or completed assignments), referee position first."),
  ),
  submittedAt: v.pipe(instant, v.description("When it was filed, or last changed by the crew.")),
  reviewedAt: v.nullable(instant),
  reviewComment: v.pipe(nullableText, v.description("The assignor's comment when they returned it.")),
});
export type ApiReport = v.InferOutput<typeof ApiReportSchema>;

const isoDate = (name: string) =>
  v.optional(
    v.pipe(
      dateField(`${name} must be a date (YYYY-MM-DD)`),
      v.description(`The game's date, ${name === "from" ? "from" : "up to"} this day (inclusive).`),
    ),
  );

export const ApiReportListQuerySchema = v.strictObject({
  from: isoDate("from"),
  to: isoDate("to"),
  status: v.optional(v.picklist(GAME_REPORT_STATUSES, "Unknown status")),
  game_id: v.optional(v.pipe(v.string(), v.maxLength(64), v.description("The reports of this game (at most one)."))),
  ...PAGE_QUERY,
});

/** The `game.report_submitted` webhook's data. */
export const ReportEventDataSchema = v.object({
  report: ApiReportSchema,
  resubmitted: v.pipe(v.boolean(), v.description("A change to a report filed before (or returned to the crew).")),
});
