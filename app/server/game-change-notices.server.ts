/**
 * The notice a referee on a changed game gets, the same however the change was made (the edit dialog,
 * the public API, the CSV import's update mode; decision 0041).
 */
import { and, eq } from "drizzle-orm";
import { assignments, userSettings, users, type Game, type notifications } from "~/db/schema";
import { newId } from "~/db/ids";
import { assignmentChanged, gameChangeNotification, MESSAGE_KINDS, type GameChange } from "~/domain/messages";
import type { Database } from "./db.server";
import { toAddressee, type Addressee, type QueuedMessage } from "./outbox.server";

/**
 * A game's assignments (every status) with each referee's addressee: one statement, so an action reads
 * the crew it tells together with the rest of its checks (decision 0052). The result columns have
 * distinct names, as a batched statement needs.
 */
export function gameCrewQuery(db: Database, organizationId: string, gameId: string) {
  return db
    .select({
      id: assignments.id,
      refereeId: assignments.refereeId,
      position: assignments.position,
      status: assignments.status,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      phoneConfirmedAt: users.phoneConfirmedAt,
      texts: userSettings.pushNotifications,
      language: userSettings.language,
    })
    .from(assignments)
    .innerJoin(users, eq(users.id, assignments.refereeId))
    .leftJoin(userSettings, eq(userSettings.userId, assignments.refereeId))
    .where(and(eq(assignments.organizationId, organizationId), eq(assignments.gameId, gameId)));
}

/** The addressee of one row of `gameCrewQuery`. */
export function crewAddressee(row: Awaited<ReturnType<typeof gameCrewQuery>>[number]): Addressee {
  return toAddressee({ ...row, id: row.refereeId });
}

/**
 * What one referee on a changed game is told: an in-app notification and a message (email, and an SMS
 * when they can be texted) from the `assignmentChanged` template. Shared by the edit dialog, the API and
 * the CSV import's update mode, so a change reads the same however it was made.
 */
export function gameChangeNotice({
  organizationId,
  person,
  game,
  assignment,
  changes,
  origin,
  now,
}: {
  organizationId: string;
  person: Addressee;
  game: Pick<Game, "homeTeam" | "awayTeam" | "date" | "time" | "venue" | "venueAddress">;
  assignment: { id: string; position: string };
  changes: readonly GameChange[];
  origin: string;
  now: Date;
}): { notification: typeof notifications.$inferInsert; message: QueuedMessage } {
  return {
    notification: {
      id: newId(),
      userId: person.id,
      organizationId,
      type: "schedule",
      priority: "high",
      // Written once, in the referee's language (issue 19).
      ...gameChangeNotification(game, changes, person.language),
      link: "/referee/schedule",
    },
    message: {
      key: `${MESSAGE_KINDS.assignmentChanged}:${assignment.id}:${now.getTime()}`,
      kind: MESSAGE_KINDS.assignmentChanged,
      message: assignmentChanged({
        firstName: person.firstName,
        game: { ...game, position: assignment.position },
        changes,
        origin,
        language: person.language,
      }),
      to: person.email,
      textTo: person.textTo,
      organizationId,
      userId: person.id,
    },
  };
}
