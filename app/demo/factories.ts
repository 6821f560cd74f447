/**
 * Record factories: the demo seed and the tests build every row through these, so test data and
 * demo data have the same shape. Each `create*` inserts one row and returns it; pass overrides
 * for whatever the test or the seed cares about.
 */
import { and, eq, getTableColumns } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { hashPassword } from "~/server/password.server";
import type { Database } from "~/server/db.server";
import { newId } from "~/db/ids";
import {
  activityLog,
  assignments,
  availabilityBlocks,
  certifications,
  certificationVerifications,
  evaluations,
  gameRequests,
  games,
  memberships,
  notifications,
  organizations,
  passwords,
  payments,
  userSettings,
  users,
} from "~/db/schema";

type Insert<Table extends SQLiteTable> = Table["$inferInsert"];

let sequence = 0;
/** A number unique within this process, for unique emails and names. */
function next(): number {
  sequence += 1;
  return sequence;
}

export function buildOrganization(overrides: Partial<Insert<typeof organizations>> = {}) {
  const n = next();
  return {
    id: newId(),
    name: `Test League ${n}`,
    slug: `test-league-${n}-${newId().slice(0, 8)}`,
    timeZone: "America/Los_Angeles",
    inviteCode: newId().slice(0, 8).toUpperCase(),
    ...overrides,
  } satisfies Insert<typeof organizations>;
}

export function buildUser(overrides: Partial<Insert<typeof users>> = {}) {
  const n = next();
  return {
    id: newId(),
    email: `user${n}.${newId().slice(0, 6)}@example.test`,
    firstName: "Test",
    lastName: `User ${n}`,
    role: "referee",
    // Test people own their addresses, like the demo league's (issue 18).
    emailVerifiedAt: new Date(),
    // A number given here is one its owner confirmed (issue 32), as the demo's and every number before then.
    ...(overrides.phone ? { phoneConfirmedAt: new Date() } : {}),
    ...overrides,
  } satisfies Insert<typeof users>;
}

export function buildGame(overrides: Partial<Insert<typeof games>> & Pick<Insert<typeof games>, "organizationId">) {
  const n = next();
  return {
    id: newId(),
    date: "2026-12-05",
    time: "10:00",
    homeTeam: `Home Team ${n}`,
    awayTeam: `Away Team ${n}`,
    venue: "Central Park Field 1",
    level: "youth",
    feeCents: 4000,
    status: "pending",
    ...overrides,
  } satisfies Insert<typeof games>;
}

export async function createOrganization(db: Database, overrides: Partial<Insert<typeof organizations>> = {}) {
  const [row] = await db.insert(organizations).values(buildOrganization(overrides)).returning();
  return row!;
}

/**
 * A user, with a membership in `organizationId` when given, and a password when given (or a
 * precomputed `passwordHash`, which the seed uses to avoid hashing 40 times).
 */
export async function createUser(
  db: Database,
  options: Partial<Insert<typeof users>> & {
    organizationId?: string;
    password?: string;
    passwordHash?: string;
  } = {},
) {
  const { organizationId, password, passwordHash, ...overrides } = options;
  const user = buildUser(overrides);
  const hash = passwordHash ?? (password ? await hashPassword(password) : undefined);
  const statements = [db.insert(users).values(user).returning()] as const;
  const [[row]] = await db.batch([
    ...statements,
    ...(hash ? [db.insert(passwords).values({ userId: user.id, hash })] : []),
    ...(organizationId
      ? [db.insert(memberships).values({ id: newId(), organizationId, userId: user.id, role: user.role })]
      : []),
  ]);
  return row!;
}

export async function createGame(db: Database, overrides: Parameters<typeof buildGame>[0]) {
  const [row] = await db.insert(games).values(buildGame(overrides)).returning();
  return row!;
}

export async function createAssignment(
  db: Database,
  values: Pick<Insert<typeof assignments>, "organizationId" | "gameId" | "refereeId"> &
    Partial<Insert<typeof assignments>>,
) {
  const [row] = await db
    .insert(assignments)
    .values({ id: newId(), ...values })
    .returning();
  return row!;
}

export async function createGameRequest(
  db: Database,
  values: Pick<Insert<typeof gameRequests>, "organizationId" | "gameId" | "refereeId"> &
    Partial<Insert<typeof gameRequests>>,
) {
  const [row] = await db
    .insert(gameRequests)
    .values({ id: newId(), ...values })
    .returning();
  return row!;
}

export async function createAvailabilityBlock(
  db: Database,
  values: Pick<Insert<typeof availabilityBlocks>, "userId" | "date"> & Partial<Insert<typeof availabilityBlocks>>,
) {
  const [row] = await db
    .insert(availabilityBlocks)
    .values({ id: newId(), kind: "full_day", ...values })
    .returning();
  return row!;
}

export async function createNotification(
  db: Database,
  values: Pick<Insert<typeof notifications>, "userId"> & Partial<Insert<typeof notifications>>,
) {
  const [row] = await db
    .insert(notifications)
    .values({ id: newId(), type: "system", title: "Notice", message: "Hello", ...values })
    .returning();
  return row!;
}

export async function createPayment(
  db: Database,
  values: Pick<Insert<typeof payments>, "organizationId" | "refereeId" | "amountCents"> &
    Partial<Insert<typeof payments>>,
) {
  const [row] = await db
    .insert(payments)
    .values({ id: newId(), description: "Game fee", ...values })
    .returning();
  return row!;
}

export async function createCertification(
  db: Database,
  values: Pick<Insert<typeof certifications>, "userId"> & Partial<Insert<typeof certifications>>,
) {
  const [row] = await db
    .insert(certifications)
    .values({ id: newId(), name: "Grassroots Referee", level: "Level 1", ...values })
    .returning();
  // `verified: true` here means verified by every league the holder referees for (issue 32: one row each).
  if (values.verified) {
    const leagues = await db
      .select({ organizationId: memberships.organizationId })
      .from(memberships)
      .where(and(eq(memberships.userId, values.userId), eq(memberships.role, "referee")));
    for (const { organizationId } of leagues) await verifyCertifications(db, organizationId, [row!.id]);
  }
  return row!;
}

/** Issue 32: the organization's verification of these credentials (who: unknown unless given). */
export async function verifyCertifications(
  db: Database,
  organizationId: string,
  certificationIds: string[],
  { verifiedById = null, verifiedAt = new Date() }: { verifiedById?: string | null; verifiedAt?: Date } = {},
) {
  for (let start = 0; start < certificationIds.length; start += 20) {
    const chunk = certificationIds.slice(start, start + 20);
    if (chunk.length === 0) continue;
    await db
      .insert(certificationVerifications)
      .values(chunk.map((certificationId) => ({ certificationId, organizationId, verifiedById, verifiedAt })))
      .onConflictDoNothing();
  }
}

export async function createActivity(
  db: Database,
  values: Pick<Insert<typeof activityLog>, "organizationId" | "action" | "subjectType" | "subjectId" | "summary"> &
    Partial<Insert<typeof activityLog>>,
) {
  const [row] = await db
    .insert(activityLog)
    .values({ id: newId(), ...values })
    .returning();
  return row!;
}

export async function createUserSettings(
  db: Database,
  values: Pick<Insert<typeof userSettings>, "userId"> & Partial<Insert<typeof userSettings>>,
) {
  const [row] = await db.insert(userSettings).values(values).returning();
  return row!;
}

/**
 * Inserts many rows of one table in as few round trips as D1 allows: one batch, with each
 * statement under D1's limit of 100 bound parameters.
 */
export async function insertMany<Table extends SQLiteTable>(
  db: Database,
  table: Table,
  rows: Insert<Table>[],
): Promise<void> {
  if (rows.length === 0) return;
  // drizzle writes every column of the table for every row, so count the table's columns.
  const columns = Object.keys(getTableColumns(table)).length;
  const perStatement = Math.max(1, Math.floor(100 / columns));
  const statements = [];
  for (let start = 0; start < rows.length; start += perStatement) {
    statements.push(db.insert(table).values(rows.slice(start, start + perStatement)));
  }
  const [first, ...rest] = statements;
  await db.batch([first!, ...rest]);
}

/** An evaluation (issue 22) of one official's game; its overall is the mean of `scores`. */
export async function createEvaluation(
  db: Database,
  values: Pick<Insert<typeof evaluations>, "organizationId" | "gameId" | "gameDate" | "refereeId" | "scores"> &
    Partial<Insert<typeof evaluations>>,
) {
  const scores = Object.values(values.scores);
  const [row] = await db
    .insert(evaluations)
    .values({
      id: newId(),
      source: "assessor",
      weight: 3,
      overall: scores.reduce((sum, score) => sum + score, 0) / scores.length,
      ...values,
    })
    .returning();
  return row!;
}
