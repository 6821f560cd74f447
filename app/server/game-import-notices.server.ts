/**
 * A CSV import in update mode changes games that may already have referees (venue, fee, level …). Each
 * referee still on such a game is told as after an edit in the Add Game dialog (`gameChangeNotice`):
 * an in-app notification, an email and, if they allow texts, an SMS. The notices are statements for
 * the import's own batch, so they exist exactly when the change does (decision 0041).
 */
import { describeGameChanges } from "~/domain/messages";
import type { Database } from "./db.server";
import { gameChangeNotice } from "./game-change-notices.server";
import { loadAddressees, outboxRows } from "./outbox.server";
import { publicOrigin } from "./public-origin.server";
import { statusListSql, UPCOMING_ASSIGNMENT_STATUSES } from "~/domain/assignment-status";

/** Planned rows looked up per statement (one bound JSON parameter each), as the import writes them. */
const ROWS_PER_STATEMENT = 500;
/** Outbox rows per statement: each carries its HTML body, a few KB. */
const MESSAGES_PER_STATEMENT = 100;

/** A row the import will write, in the games table's terms. */
export interface PlannedGame {
  homeTeam: string;
  awayTeam: string;
  date: string;
  time: string;
  venue: string;
  feeCents: number;
}

interface LiveAssignmentOnGame {
  homeTeam: string;
  awayTeam: string;
  date: string;
  time: string;
  venue: string;
  venueAddress: string | null;
  feeCents: number;
  assignmentId: string;
  refereeId: string;
  position: string;
}

/**
 * The organization's open games that the planned rows will update and that have a live (offered or
 * confirmed) assignment, one row per assignment. Same key and same status rule as the import's upsert.
 */
async function liveAssignmentsOnPlannedGames(
  db: Database,
  organizationId: string,
  rows: PlannedGame[],
): Promise<LiveAssignmentOnGame[]> {
  // CROSS JOIN keeps SQLite reading the planned rows first, each one a lookup on the games' natural key: the
  // other order reads the whole JSON once per game of the organization (minutes for an association, issue 17).
  const statement = db.$client.prepare(`
    SELECT g.home_team AS homeTeam, g.away_team AS awayTeam, g.date AS date, g.time AS time, g.venue AS venue,
      g.venue_address AS venueAddress, g.fee_cents AS feeCents,
      a.id AS assignmentId, a.referee_id AS refereeId, a.position AS position
    FROM json_each(?1) AS planned
    CROSS JOIN games g ON g.organization_id = ?2
      AND g.date = planned.value ->> '$.date' AND g.time = planned.value ->> '$.time'
      AND g.home_team = planned.value ->> '$.homeTeam' AND g.away_team = planned.value ->> '$.awayTeam'
    JOIN assignments a ON a.game_id = g.id AND a.organization_id = ?2 AND a.status IN ${statusListSql(UPCOMING_ASSIGNMENT_STATUSES)}
    WHERE g.status IN ('pending', 'assigned', 'confirmed')`);
  const found: LiveAssignmentOnGame[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const keys = rows
      .slice(start, start + ROWS_PER_STATEMENT)
      .map(({ date, time, homeTeam, awayTeam }) => ({ date, time, homeTeam, awayTeam }));
    const { results } = await statement.bind(JSON.stringify(keys), organizationId).all<LiveAssignmentOnGame>();
    found.push(...results);
  }
  return found;
}

const gameKey = (game: Pick<PlannedGame, "date" | "time" | "homeTeam" | "awayTeam">) =>
  JSON.stringify([game.date, game.time, game.homeTeam, game.awayTeam]);

/**
 * The statements that tell the referees on games the import changes, and how many referees that is.
 * Nothing when the import only skips duplicates or no referee-facing detail changes.
 */
export async function importChangeNoticeStatements(
  db: Database,
  {
    organizationId,
    currency,
    rows,
    now = new Date(),
  }: { organizationId: string; currency: string; rows: PlannedGame[]; now?: Date },
): Promise<{ statements: D1PreparedStatement[]; notified: number }> {
  const planned = new Map(rows.map((row) => [gameKey(row), row]));
  const live = await liveAssignmentsOnPlannedGames(db, organizationId, rows);
  if (live.length === 0) return { statements: [], notified: 0 };
  const changed = live.flatMap((before) => {
    const row = planned.get(gameKey(before))!;
    // The import replaces the venue; an address saved for the old venue no longer applies.
    const after = {
      ...before,
      venue: row.venue,
      feeCents: row.feeCents,
      venueAddress: row.venue === before.venue ? before.venueAddress : null,
    };
    const changes = describeGameChanges(before, after, currency);
    return changes.length > 0
      ? [
          {
            after,
            changes,
            assignment: { id: before.assignmentId, position: before.position },
            refereeId: before.refereeId,
          },
        ]
      : [];
  });
  if (changed.length === 0) return { statements: [], notified: 0 };

  const people = await loadAddressees(
    db,
    changed.map((entry) => entry.refereeId),
  );
  const origin = await publicOrigin();
  const notifications: Record<string, unknown>[] = [];
  const messages: Record<string, unknown>[] = [];
  for (const entry of changed) {
    const person = people.get(entry.refereeId);
    if (!person) continue;
    const notice = gameChangeNotice({
      organizationId,
      person,
      game: entry.after,
      assignment: entry.assignment,
      changes: entry.changes,
      origin,
      now,
    });
    notifications.push(notice.notification);
    messages.push(...outboxRows(notice.message));
  }

  // Many rows per statement through json_each, like the import's own writes: D1 binds at most 100
  // values per statement, and a season's re-import can tell hundreds of referees.
  const insertNotifications = db.$client.prepare(`
    INSERT INTO notifications (id, user_id, organization_id, type, priority, title, message, link)
    SELECT value ->> '$.id', value ->> '$.userId', value ->> '$.organizationId', value ->> '$.type',
      value ->> '$.priority', value ->> '$.title', value ->> '$.message', value ->> '$.link'
    FROM json_each(?1)`);
  const insertMessages = db.$client.prepare(`
    INSERT INTO outbox (id, idempotency_key, channel, recipient, kind, subject, text_body, html_body, organization_id, user_id)
    SELECT value ->> '$.id', value ->> '$.idempotencyKey', value ->> '$.channel', value ->> '$.recipient', value ->> '$.kind',
      value ->> '$.subject', value ->> '$.textBody', value ->> '$.htmlBody', value ->> '$.organizationId', value ->> '$.userId'
    FROM json_each(?1) WHERE true
    ON CONFLICT (idempotency_key) DO NOTHING`);
  const statements: D1PreparedStatement[] = [];
  for (let start = 0; start < notifications.length; start += ROWS_PER_STATEMENT) {
    statements.push(insertNotifications.bind(JSON.stringify(notifications.slice(start, start + ROWS_PER_STATEMENT))));
  }
  // A message carries its HTML (a few KB): fewer per statement keeps each JSON value far below D1's 2 MB.
  for (let start = 0; start < messages.length; start += MESSAGES_PER_STATEMENT) {
    statements.push(insertMessages.bind(JSON.stringify(messages.slice(start, start + MESSAGES_PER_STATEMENT))));
  }
  return { statements, notified: notifications.length };
}
