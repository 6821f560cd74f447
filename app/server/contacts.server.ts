/**
 * The referee contacts directory (spec sections 2, 6 and 7). The spec's `contacts` collaboration table
 * is derived here instead of stored: two referees worked together when both held a confirmed or
 * completed assignment on the same game, played today or earlier (decision 0023). The aggregation,
 * games shared and the latest date per other referee, runs in SQL; every profile then passes through
 * `visibleProfile` before it leaves the server.
 *
 * The shared games are found from the viewer's own assignments (the referee's index): the `+` before the
 * organization and date columns keeps those conditions as filters only, so SQLite does not walk every
 * past game of the organization instead (app/server/query-plan.server.ts).
 *
 * Issue 22: the rating is the computed one (`referee_ratings`, decision 0081) of a league the viewer shares
 * with the contact; in several, the one with the most evaluations behind it (decision 0085).
 *
 * Issue 20: the referees of every league the viewer referees for, each listed once; the leagues reach the
 * statement as one JSON parameter (with each league's "today", since a game's date is local to its league).
 */
import { sql } from "drizzle-orm";
import { sortContacts, type ContactRow } from "~/domain/contacts";
import { todayIn } from "~/domain/dates";
import { visibleProfile, type Viewer } from "~/domain/privacy";
import type { Database } from "./db.server";
import { ACCEPTED_ASSIGNMENT_STATUSES, statusListSql } from "~/domain/assignment-status";

interface AggregateRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  referee_level: number | null;
  rating: number | null;
  rating_count: number | null;
  profile_visible: number | null;
  contact_info_visible: number | null;
  availability_visible: number | null;
  stats_visible: number | null;
  games_together: number;
  last_worked: string | null;
  organization_ids: string;
}

/** Every other referee of the viewer's leagues with the games shared with `viewer`, sorted by count then name. */
export async function listContacts(
  db: Database,
  {
    leagues,
    viewer,
    now = new Date(),
  }: { leagues: readonly { id: string; timeZone: string }[]; viewer: Viewer; now?: Date },
): Promise<ContactRow[]> {
  // {"<organization id>": "<its today>"}: the leagues and their calendar days in one bound parameter.
  const todays = JSON.stringify(Object.fromEntries(leagues.map(({ id, timeZone }) => [id, todayIn(timeZone, now)])));
  const inLeagues = (column: ReturnType<typeof sql.raw>) => sql`${column} IN (SELECT key FROM json_each(${todays}))`;
  // The games both worked (or firmly will): each one's assignment accepted.
  const accepted = sql.raw(statusListSql(ACCEPTED_ASSIGNMENT_STATUSES));
  const rows = await db.all<AggregateRow>(sql`
    SELECT u.id, u.first_name, u.last_name, u.email, u.phone, u.referee_level,
      r.rating, r.evaluation_count AS rating_count,
      s.profile_visible, s.contact_info_visible, s.availability_visible, s.stats_visible,
      COUNT(DISTINCT shared.game_id) AS games_together,
      MAX(shared.date) AS last_worked,
      GROUP_CONCAT(DISTINCT m.organization_id) AS organization_ids
    FROM memberships m
    JOIN users u ON u.id = m.user_id
    LEFT JOIN user_settings s ON s.user_id = u.id
    LEFT JOIN referee_ratings r ON r.referee_id = u.id AND r.organization_id = (
      SELECT best.organization_id FROM referee_ratings best
      WHERE best.referee_id = u.id AND ${inLeagues(sql.raw("best.organization_id"))}
      ORDER BY best.evaluation_count DESC, best.organization_id LIMIT 1)
    LEFT JOIN (
      SELECT theirs.referee_id, theirs.game_id, g.date
      FROM assignments mine
      JOIN assignments theirs ON theirs.game_id = mine.game_id AND theirs.referee_id <> mine.referee_id
      JOIN games g ON g.id = mine.game_id AND +g.organization_id = mine.organization_id
      WHERE mine.referee_id = ${viewer.id}
        AND ${inLeagues(sql.raw("+mine.organization_id"))}
        AND +theirs.organization_id = mine.organization_id
        AND mine.status IN ${accepted}
        AND theirs.status IN ${accepted}
        AND g.status <> 'cancelled'
        AND +g.date <= json_extract(${todays}, '$."' || g.organization_id || '"')
    ) shared ON shared.referee_id = u.id
    WHERE ${inLeagues(sql.raw("m.organization_id"))} AND m.role = 'referee' AND u.id <> ${viewer.id}
    GROUP BY u.id`);

  const contacts = rows.map((row) => {
    const visible = visibleProfile(viewer, {
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
      refereeLevel: row.referee_level,
      rating: row.rating,
      ratingCount: row.rating_count,
      organizationIds: row.organization_ids.split(","),
      // No settings row means the defaults: everything visible.
      settings: {
        profileVisible: row.profile_visible !== 0,
        contactInfoVisible: row.contact_info_visible !== 0,
        availabilityVisible: row.availability_visible !== 0,
        statsVisible: row.stats_visible !== 0,
      },
    });
    return {
      id: visible.id,
      firstName: visible.firstName,
      lastName: visible.lastName,
      email: visible.email ?? null,
      phone: visible.phone ?? null,
      refereeLevel: visible.refereeLevel ?? null,
      rating: visible.rating ?? null,
      ratingCount: visible.ratingCount ?? null,
      // Shared games are the viewer's own history, so they show whatever the other's toggles say.
      gamesTogether: Number(row.games_together),
      lastWorked: row.last_worked,
    };
  });
  return sortContacts(contacts);
}
