/**
 * Messages the clock sends (issue 8): game reminders 24 hours and 2 hours before each confirmed game,
 * and the Monday digest. Each message has an idempotency key in the outbox, so a cron run that repeats
 * or overlaps another queues nothing twice; each one's in-app notification is written only when its
 * email row was new, so it is exactly-once too. Both are written set-based, a few hundred to a statement
 * (decision 0051). Delivery and preferences are the outbox's job.
 */
import { and, eq, gte, inArray, lte } from "drizzle-orm";
import { assignments, games, memberships, organizations, userSettings, users } from "~/db/schema";
import { newId } from "~/db/ids";
import { addDays, dayOfWeek, toZonedParts, zonedTimeToInstant } from "~/domain/dates";
import { gameReminder, MESSAGE_KINDS, weeklyDigest, weeklyDigestSummary, type GameFacts } from "~/domain/messages";
import { DEFAULT_LANGUAGE, isLanguage } from "~/i18n/messages";
import type { Database } from "./db.server";
import { markChanged } from "./job-changes.server";
import type { Job } from "./job-types.server";
import { ADDRESSEE_COLUMNS, queuedKeys, toAddressee } from "./outbox.server";
import { readConfig } from "./config.server";
import { UPCOMING_ASSIGNMENT_STATUSES } from "~/domain/assignment-status";

const HOUR_MS = 3_600_000;
/** D1 takes many statements per batch; keep each batch a modest size. */
const STATEMENTS_PER_BATCH = 90;

/** Which reminder is due for a kick-off, if any: 2 hours before, else 24 hours before. */
export function dueReminder(kickoff: Date, now: Date): "24h" | "2h" | null {
  const ahead = kickoff.getTime() - now.getTime();
  if (ahead <= 0) return null;
  if (ahead <= 2 * HOUR_MS) return "2h";
  if (ahead <= 24 * HOUR_MS) return "24h";
  return null;
}

export interface ReminderRun {
  /** Messages due at this moment (already queued ones included). */
  due: number;
  /** Of those, the ones this run wrote (an overlapping run may still have written some first). */
  queued: number;
  /** Round trips to D1, for the benchmark. */
  queries: number;
  /** Organizations whose people got a new in-app reminder (their open pages are told). */
  changed: Set<string>;
}

/** Queues the reminders due at `now` for every organization's confirmed assignments. */
export async function queueGameReminders(
  db: Database,
  { now, origin }: { now: Date; origin: string },
): Promise<ReminderRun> {
  // Every time zone's local date of a kick-off within 24 hours lies within a day of UTC's.
  const utcToday = now.toISOString().slice(0, 10);
  const rows = await db
    .select({
      assignmentId: assignments.id,
      position: assignments.position,
      referee: ADDRESSEE_COLUMNS,
      organizationId: games.organizationId,
      timeZone: organizations.timeZone,
      game: {
        homeTeam: games.homeTeam,
        awayTeam: games.awayTeam,
        date: games.date,
        time: games.time,
        venue: games.venue,
        venueAddress: games.venueAddress,
      },
    })
    .from(assignments)
    .innerJoin(games, eq(games.id, assignments.gameId))
    .innerJoin(organizations, eq(organizations.id, games.organizationId))
    .innerJoin(users, eq(users.id, assignments.refereeId))
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(
      and(
        eq(assignments.status, "confirmed"),
        inArray(games.status, ["assigned", "confirmed"]),
        gte(games.date, addDays(utcToday, -1)),
        lte(games.date, addDays(utcToday, 2)),
      ),
    );

  // The reminders due now, then only those not queued by an earlier run: every run in the 24 hours
  // before a game sees its reminder due, and most find it already queued.
  const due = rows.flatMap((row) => {
    const kickoff = zonedTimeToInstant(row.game.date, row.game.time, row.timeZone);
    const lead = dueReminder(kickoff, now);
    // The kick-off is part of the key: a game moved to another time earns fresh reminders.
    return lead ? [{ row, lead, key: `reminder-${lead}:${row.assignmentId}:${kickoff.toISOString()}` }] : [];
  });
  const already = await queuedKeys(
    db,
    due.map((reminder) => reminder.key),
  );

  // Set-based (decision 0051): the new reminders travel as JSON, REMINDERS_PER_STATEMENT to a parameter,
  // and three statements per slice write their emails, their in-app notices and their texts. A Saturday of
  // 1,500 games with three officials each stays far below D1's 1,000 statements per invocation.
  const reminders: ClockMessage[] = [];
  for (const { row, lead, key } of due) {
    if (already.has(key)) continue;
    const referee = toAddressee(row.referee);
    const facts: GameFacts = { ...row.game, position: row.position };
    // In the referee's language (issue 19): the email, the text and the in-app notice alike.
    const message = gameReminder({
      firstName: referee.firstName,
      game: facts,
      lead,
      origin,
      language: referee.language,
    });
    const kind = lead === "24h" ? MESSAGE_KINDS.reminder24h : MESSAGE_KINDS.reminder2h;
    const emailId = newId();
    const common = { kind, organizationId: row.organizationId, userId: referee.id };
    reminders.push({
      email: {
        ...common,
        id: emailId,
        key,
        recipient: referee.email,
        subject: message.subject,
        text: message.text,
        html: message.html,
      },
      text: referee.textTo
        ? { ...common, id: newId(), key: `${key}:sms`, recipient: referee.textTo, text: message.sms }
        : null,
      notice: {
        id: newId(),
        emailId,
        userId: referee.id,
        organizationId: row.organizationId,
        type: "reminder",
        priority: lead === "2h" ? "high" : "medium",
        title: message.subject,
        message: message.text.split("\n\n")[1] ?? message.subject,
      },
    });
  }
  const written = await writeMessagesWithNotices(db, reminders);
  return { due: due.length, queued: reminders.length, queries: 2 + written.batches, changed: written.changed };
}

/** Reminders written by one statement: each slice's JSON stays well under D1's 2 MB value limit. */
const REMINDERS_PER_STATEMENT = 200;

interface ReminderRow {
  id: string;
  key: string;
  kind: string;
  recipient: string;
  organizationId: string;
  userId: string;
}
type ReminderEmail = ReminderRow & { subject: string; text: string; html: string };
type ReminderText = ReminderRow & { text: string };
interface ReminderNotice {
  id: string;
  /** The message's email: the notice is written only when this row was (its key was new). */
  emailId: string;
  userId: string;
  organizationId: string;
  type: "reminder" | "schedule";
  priority: "high" | "medium" | "low";
  title: string;
  message: string;
}

/** A clock-driven message: its email, its text if any, and its in-app notice. */
interface ClockMessage {
  email: ReminderEmail;
  text: ReminderText | null;
  notice: ReminderNotice;
}

/**
 * Writes messages set-based (decision 0051): REMINDERS_PER_STATEMENT to a JSON parameter, three statements
 * per slice (emails, the notices of emails this run wrote, texts), in batches. Returns the organizations
 * whose people got a new notice.
 */
async function writeMessagesWithNotices(
  db: Database,
  messages: ClockMessage[],
): Promise<{ batches: number; changed: Set<string> }> {
  const statements: D1PreparedStatement[] = [];
  /** Statement index → it is a notice insert (its RETURNING rows are the organizations told). */
  const noticeStatements = new Set<number>();
  for (let start = 0; start < messages.length; start += REMINDERS_PER_STATEMENT) {
    const slice = messages.slice(start, start + REMINDERS_PER_STATEMENT);
    statements.push(
      insertOutboxRows(
        db,
        "email",
        slice.map((message) => message.email),
      ),
    );
    noticeStatements.add(statements.length);
    statements.push(
      insertNoticesOfNewEmails(
        db,
        slice.map((message) => message.notice),
      ),
    );
    const texts = slice.flatMap((message) => (message.text ? [message.text] : []));
    if (texts.length > 0) statements.push(insertOutboxRows(db, "sms", texts));
  }
  const results = await runD1InBatches(db, statements);
  const changed = new Set<string>();
  for (const index of noticeStatements) {
    for (const row of (results[index]?.results ?? []) as { organization_id: string }[]) {
      changed.add(row.organization_id);
    }
  }
  return { batches: Math.ceil(statements.length / STATEMENTS_PER_BATCH), changed };
}

/** Outbox rows from one JSON parameter; a key already queued (an overlapping run) is skipped. */
function insertOutboxRows(db: Database, channel: "email" | "sms", rows: (ReminderEmail | ReminderText)[]) {
  return db.$client
    .prepare(
      `INSERT INTO outbox (id, idempotency_key, channel, recipient, kind, subject, text_body, html_body, organization_id, user_id)
       SELECT r.value ->> '$.id', r.value ->> '$.key', ?1, r.value ->> '$.recipient', r.value ->> '$.kind',
              r.value ->> '$.subject', r.value ->> '$.text', r.value ->> '$.html',
              r.value ->> '$.organizationId', r.value ->> '$.userId'
         FROM json_each(?2) r WHERE true
       ON CONFLICT (idempotency_key) DO NOTHING`,
    )
    .bind(channel, JSON.stringify(rows));
}

/** In-app reminders, each only when its email row was written by this run (so exactly once too). */
function insertNoticesOfNewEmails(db: Database, notices: ReminderNotice[]) {
  return db.$client
    .prepare(
      `INSERT INTO notifications (id, user_id, organization_id, type, priority, title, message, link)
       SELECT n.value ->> '$.id', n.value ->> '$.userId', n.value ->> '$.organizationId', n.value ->> '$.type',
              n.value ->> '$.priority', n.value ->> '$.title', n.value ->> '$.message', '/referee/schedule'
         FROM json_each(?1) n
        WHERE EXISTS (SELECT 1 FROM outbox o WHERE o.id = n.value ->> '$.emailId')
       RETURNING organization_id`,
    )
    .bind(JSON.stringify(notices));
}

/** Raw D1 statements in batches (one round trip and one transaction each); every statement's result. */
async function runD1InBatches(db: Database, statements: D1PreparedStatement[]): Promise<D1Result[]> {
  const results: D1Result[] = [];
  for (let start = 0; start < statements.length; start += STATEMENTS_PER_BATCH) {
    results.push(...(await db.$client.batch(statements.slice(start, start + STATEMENTS_PER_BATCH))));
  }
  return results;
}

/** Monday from 08:00 in the organization's time zone: each referee who wants it gets their week. */
export async function queueWeeklyDigests(
  db: Database,
  { now, origin }: { now: Date; origin: string },
): Promise<ReminderRun> {
  const orgs = await db.select({ id: organizations.id, timeZone: organizations.timeZone }).from(organizations);
  let queries = 1;
  let due = 0;
  let queued = 0;
  const changed = new Set<string>();
  for (const org of orgs) {
    const local = toZonedParts(now, org.timeZone);
    if (dayOfWeek(local.date) !== 1 || local.time < "08:00") continue;
    const weekEnd = addDays(local.date, 6);
    const readers = await db
      .select({ id: users.id, email: users.email, firstName: users.firstName, language: userSettings.language })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .innerJoin(userSettings, eq(userSettings.userId, users.id))
      .where(
        and(
          eq(memberships.organizationId, org.id),
          eq(memberships.role, "referee"),
          eq(userSettings.weeklyDigest, true),
        ),
      );
    queries += 1;
    if (readers.length === 0) continue;
    const keys = new Map(readers.map((reader) => [reader.id, `weekly-digest:${reader.id}:${local.date}`]));
    // Every run of Monday from 08:00 on sees the digests due; only the first writes them.
    const already = await queuedKeys(db, [...keys.values()]);
    queries += 1;
    due += readers.length;
    const waiting = readers.filter((reader) => !already.has(keys.get(reader.id)!));
    if (waiting.length === 0) continue;
    // Their offers and games this week, in slices of ids D1 can bind (at most 100 per statement).
    const week: { refereeId: string; status: string; position: string; game: Omit<GameFacts, "position"> }[] = [];
    for (let start = 0; start < waiting.length; start += 90) {
      const slice = waiting.slice(start, start + 90).map((reader) => reader.id);
      week.push(
        ...(await db
          .select({
            refereeId: assignments.refereeId,
            status: assignments.status,
            position: assignments.position,
            game: {
              homeTeam: games.homeTeam,
              awayTeam: games.awayTeam,
              date: games.date,
              time: games.time,
              venue: games.venue,
              venueAddress: games.venueAddress,
            },
          })
          .from(assignments)
          .innerJoin(games, eq(games.id, assignments.gameId))
          .where(
            and(
              eq(assignments.organizationId, org.id),
              inArray(assignments.status, [...UPCOMING_ASSIGNMENT_STATUSES]),
              inArray(assignments.refereeId, slice),
              gte(games.date, local.date),
              lte(games.date, weekEnd),
            ),
          )
          .orderBy(games.date, games.time)),
      );
      queries += 1;
    }
    // Set-based like the game reminders: a whole association's Monday is a few statements.
    const digests = waiting.map((reader): ClockMessage => {
      const mine = week.filter((row) => row.refereeId === reader.id);
      const confirmed = mine
        .filter((row) => row.status === "confirmed")
        .map((row) => ({ ...row.game, position: row.position }));
      const openRequests = mine.filter((row) => row.status === "pending").length;
      const message = weeklyDigest({
        firstName: reader.firstName,
        weekOf: local.date,
        games: confirmed,
        openRequests,
        origin,
        language: isLanguage(reader.language) ? reader.language : DEFAULT_LANGUAGE,
      });
      const common = { kind: MESSAGE_KINDS.weeklyDigest, organizationId: org.id, userId: reader.id };
      const emailId = newId();
      return {
        email: {
          ...common,
          id: emailId,
          key: keys.get(reader.id)!,
          recipient: reader.email,
          subject: message.subject,
          text: message.text,
          html: message.html,
        },
        text: null,
        notice: {
          id: newId(),
          emailId,
          userId: reader.id,
          organizationId: org.id,
          type: "schedule",
          priority: "low",
          title: message.subject,
          message: weeklyDigestSummary({
            games: confirmed.length,
            openRequests,
            language: isLanguage(reader.language) ? reader.language : DEFAULT_LANGUAGE,
          }),
        },
      };
    });
    queued += waiting.length;
    const written = await writeMessagesWithNotices(db, digests);
    queries += written.batches;
    for (const organizationId of written.changed) changed.add(organizationId);
  }
  return { due, queued, queries, changed };
}

export const gameRemindersJob: Job = {
  name: "game-reminders",
  async run(context) {
    const run = await queueGameReminders(context.db, {
      now: context.now,
      origin: readConfig(context.env).publicOrigin,
    });
    markChanged(context, run.changed);
    return `${run.due} reminders due, ${run.queued} queued now (the others were already)`;
  },
};

export const weeklyDigestJob: Job = {
  name: "weekly-digest",
  async run(context) {
    const run = await queueWeeklyDigests(context.db, {
      now: context.now,
      origin: readConfig(context.env).publicOrigin,
    });
    markChanged(context, run.changed);
    return `${run.due} digests due, ${run.queued} queued now`;
  },
};
