/**
 * The files of "Download my data" (issue 18, decision 0057): one JSON document with everything, one CSV per
 * list (written by `toCsv`, so a cell that looks like a formula stays text) and a README, zipped with fflate.
 */
import { strToU8, zipSync } from "fflate";
import { toCsv } from "./csv";

type Row = Record<string, unknown>;

/** Everything Whistle holds about one person, as `personalDataRead` reads it. */
export interface PersonalData {
  profile: Row & { email: string; firstName: string; lastName: string };
  settings: Row | null;
  memberships: Row[];
  sessions: Row[];
  signInMethods: Row[];
  apiKeys: Row[];
  certifications: Row[];
  availability: Row[];
  weeklyAvailability: Row[];
  notifications: Row[];
  messages: Row[];
  assignments: Row[];
  gameRequests: Row[];
  payments: Row[];
  teamTies: Row[];
  startPoints: Row[];
  /** Issue 22: their rating per league and the evaluations of their games (evaluators not named). */
  ratings: Row[];
  evaluations: Row[];
  taxDetails: Row | null;
}

type ListKey = {
  [K in keyof PersonalData]: PersonalData[K] extends Row[] ? K : never;
}[keyof PersonalData];

/** Each list's CSV file and its columns, in order (also the header when the list is empty). */
export const PERSONAL_DATA_LISTS: readonly { key: ListKey; file: string; columns: readonly string[] }[] = [
  {
    key: "memberships",
    file: "memberships.csv",
    columns: ["organization", "role", "maxGamesPerWeek", "maxGamesPerMonth", "schedulingPreferences", "joinedAt"],
  },
  {
    key: "assignments",
    file: "assignments.csv",
    columns: [
      "organization",
      "date",
      "time",
      "homeTeam",
      "awayTeam",
      "venue",
      "venueAddress",
      "level",
      "position",
      "status",
      "gameStatus",
      "feeCents",
      "currency",
      "assignedAt",
      "respondedAt",
      "declineReason",
      "notes",
    ],
  },
  {
    key: "gameRequests",
    file: "game-requests.csv",
    columns: [
      "organization",
      "date",
      "time",
      "homeTeam",
      "awayTeam",
      "venue",
      "position",
      "status",
      "message",
      "requestedAt",
      "decidedAt",
    ],
  },
  {
    key: "payments",
    file: "payments.csv",
    columns: [
      "organization",
      "description",
      "feeCents",
      "mileageCents",
      "adjustmentCents",
      "totalCents",
      "currency",
      "status",
      "method",
      "paidOn",
      "paidAt",
      "reference",
      "createdAt",
    ],
  },
  { key: "availability", file: "availability.csv", columns: ["date", "kind", "startTime", "endTime"] },
  {
    key: "weeklyAvailability",
    file: "weekly-availability.csv",
    columns: ["weekday", "kind", "startTime", "endTime", "startsOn", "endsOn"],
  },
  {
    key: "certifications",
    file: "certifications.csv",
    columns: ["name", "kind", "level", "issuer", "issuedOn", "expiresOn", "verified", "createdAt"],
  },
  { key: "teamTies", file: "team-ties.csv", columns: ["organization", "team", "relation", "createdAt"] },
  { key: "ratings", file: "ratings.csv", columns: ["organization", "rating", "evaluationCount", "computedAt"] },
  {
    key: "evaluations",
    file: "evaluations.csv",
    columns: [
      "organization",
      "gameDate",
      "homeTeam",
      "awayTeam",
      "source",
      "scores",
      "overall",
      "weight",
      "comments",
      "createdAt",
    ],
  },
  {
    key: "startPoints",
    file: "travel-start-points.csv",
    columns: ["label", "latitude", "longitude", "weekdays", "fromTime", "toTime", "createdAt"],
  },
  {
    key: "notifications",
    file: "notifications.csv",
    columns: ["createdAt", "type", "priority", "title", "message", "readAt", "dismissedAt"],
  },
  {
    key: "messages",
    file: "messages.csv",
    columns: ["createdAt", "channel", "recipient", "kind", "subject", "text", "status", "sentAt"],
  },
  {
    key: "sessions",
    file: "sessions.csv",
    columns: ["createdAt", "lastSeenAt", "expiresAt", "persistent", "userAgent"],
  },
  { key: "signInMethods", file: "sign-in-methods.csv", columns: ["method", "email", "linkedAt"] },
  {
    key: "apiKeys",
    file: "api-keys.csv",
    columns: ["organization", "name", "kind", "scope", "prefix", "createdAt", "lastUsedAt", "revokedAt"],
  },
];

export const PERSONAL_DATA_JSON = "whistle-data.json";

/** A value as one CSV cell: instants in ISO 8601, structured values as JSON, nothing as empty. */
function cell(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "number" || typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "true" : "false";
  return JSON.stringify(value);
}

function readme(data: PersonalData, exportedAt: Date): string {
  const counts = PERSONAL_DATA_LISTS.map(({ key, file }) => `- ${file}: ${data[key].length} rows`);
  return [
    `Your Whistle data, exported ${exportedAt.toISOString()}`,
    "",
    `${PERSONAL_DATA_JSON} holds everything below in one document, with your profile, settings and tax details.`,
    "Each list is also a CSV file you can open in a spreadsheet:",
    ...counts,
    "",
    "Amounts are in cents of the organization's currency. Times are UTC (ISO 8601); game dates and times are",
    "local to the organization. Your tax ID shows only its last four digits: Whistle never stores more.",
    "Secrets are not included: session and API key hashes, the calendar feed address, sign-in provider tokens.",
    "",
  ].join("\r\n");
}

/** The archive's files by name: the JSON document, the CSVs and the README. */
export function personalDataFiles(data: PersonalData, exportedAt: Date): Record<string, string> {
  const files: Record<string, string> = {
    "README.txt": readme(data, exportedAt),
    [PERSONAL_DATA_JSON]: JSON.stringify({ exportedAt, ...data }, null, 2),
  };
  for (const { key, file, columns } of PERSONAL_DATA_LISTS) {
    files[file] = toCsv(
      columns,
      data[key].map((row) => columns.map((column) => cell(row[column]))),
    );
  }
  return files;
}

/** The files as one ZIP archive. */
export function zipFiles(files: Record<string, string>, modified: Date): Uint8Array {
  return zipSync(
    Object.fromEntries(Object.entries(files).map(([name, text]) => [name, [strToU8(text), { mtime: modified }]])),
    { level: 6 },
  );
}

/** `whistle-data-<date>.zip`, the day in UTC. */
export function personalDataFileName(exportedAt: Date): string {
  return `whistle-data-${exportedAt.toISOString().slice(0, 10)}.zip`;
}
