/**
 * API keys of one organization (decision 0025): created and revoked by its assignors on
 * `/assignor/api`, sent by integrations as `Authorization: Bearer <secret>`. Only the SHA-256 of a
 * secret is stored; the secret itself is returned once, by `createApiKey`.
 */
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import {
  activityLog,
  apiAccessTokens,
  apiIdempotencyKeys,
  apiKeys,
  memberships,
  organizations,
  users,
  type ApiKey,
  type Organization,
} from "~/db/schema";
import { newId } from "~/db/ids";
import {
  ACCESS_TOKEN_PREFIX,
  ACCESS_TOKEN_TTL_SECONDS,
  API_KEY_PREFIX,
  CLIENT_SECRET_PREFIX,
  scopeAllows,
  VISIBLE_PREFIX_LENGTH,
  type ApiKeyInput,
  type ApiScope,
} from "~/domain/api-keys";
import { activityStatement } from "./activity.server";
import { insertSelecting } from "./conditional-write.server";
import { fullAssignorSql } from "./staff-scope.server";
import type { Database } from "./db.server";
import { generateSessionToken, ORGANIZATION_COLUMNS, sha256Hex } from "./session.server";

/** The organization's keys and OAuth clients, newest first (a query: await it, or put it in a `db.batch`). */
export function listApiKeys(db: Database, organizationId: string) {
  return db
    .select({
      id: apiKeys.id,
      kind: apiKeys.kind,
      name: apiKeys.name,
      scope: apiKeys.scope,
      prefix: apiKeys.prefix,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
      createdByFirstName: users.firstName,
      createdByLastName: users.lastName,
    })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdById))
    .where(eq(apiKeys.organizationId, organizationId))
    .orderBy(desc(apiKeys.createdAt));
}

/**
 * Creates an API key (or an OAuth client, whose client id is the row id) and returns its secret, the
 * only time anyone sees it.
 */
export async function createApiKey(
  db: Database,
  {
    organizationId,
    actorId,
    input,
  }: { organizationId: string; actorId: string; input: Omit<ApiKeyInput, "kind"> & { kind?: ApiKeyInput["kind"] } },
): Promise<{ id: string; secret: string; prefix: string }> {
  const id = newId();
  const kind = input.kind ?? "key";
  const secret = `${kind === "key" ? API_KEY_PREFIX : CLIENT_SECRET_PREFIX}${generateSessionToken()}`;
  const prefix = secret.slice(0, VISIBLE_PREFIX_LENGTH);
  await db.batch([
    db.insert(apiKeys).values({
      id,
      organizationId,
      kind,
      name: input.name,
      scope: input.scope,
      prefix,
      secretHash: await sha256Hex(secret),
      createdById: actorId,
    }),
    activityStatement(db, {
      organizationId,
      actorId,
      action: "api_key.created",
      subjectType: "api_key",
      subjectId: id,
      summary: `Created the ${kind === "key" ? "API key" : "OAuth client"} "${input.name}" (${input.scope === "write" ? "read and write" : "read only"})`,
      details: { name: input.name, kind, scope: input.scope },
    }),
  ]);
  return { id, secret, prefix };
}

/** Revokes a key of this organization at once; false when there is no such live key. */
export async function revokeApiKey(
  db: Database,
  {
    organizationId,
    actorId,
    keyId,
    now = new Date(),
  }: { organizationId: string; actorId: string; keyId: string; now?: Date },
): Promise<boolean> {
  const [key] = await db
    .select({ name: apiKeys.name })
    .from(apiKeys)
    .where(and(eq(apiKeys.organizationId, organizationId), eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)));
  if (!key) return false;
  await db.batch([
    db
      .update(apiKeys)
      .set({ revokedAt: now, revokedById: actorId })
      .where(and(eq(apiKeys.organizationId, organizationId), eq(apiKeys.id, keyId))),
    db.delete(apiAccessTokens).where(eq(apiAccessTokens.apiKeyId, keyId)),
    activityStatement(db, {
      organizationId,
      actorId,
      action: "api_key.revoked",
      subjectType: "api_key",
      subjectId: keyId,
      summary: `Revoked "${key.name}"`,
      details: { name: key.name },
    }),
  ]);
  return true;
}

/**
 * Issue 32: the statements that revoke, for good, the API keys and OAuth clients a person created in this
 * organization once they are no longer its full assignor (demoted, limited or removed), each revocation in
 * the activity log. They go last in the batch that changes the membership and read its outcome in SQL, so a
 * refused change revokes nothing; a later promotion does not bring a revoked credential back.
 */
export function revokeCredentialsOfFormerAssignor(
  db: Database,
  { organizationId, userId, actorId, now }: { organizationId: string; userId: string; actorId: string; now: Date },
) {
  const theirLiveCredentials = and(
    eq(apiKeys.organizationId, organizationId),
    eq(apiKeys.createdById, userId),
    isNull(apiKeys.revokedAt),
    sql`NOT EXISTS (SELECT 1 FROM memberships WHERE memberships.organization_id = ${organizationId} AND memberships.user_id = ${userId} AND ${fullAssignorSql()})`,
  );
  const batchId = newId();
  return [
    insertSelecting(
      db,
      activityLog,
      {
        id: sql`${batchId} || '-' || ${apiKeys.id}`,
        organizationId,
        actorId,
        action: "api_key.revoked",
        subjectType: "api_key",
        subjectId: sql`${apiKeys.id}`,
        summary: sql`'Revoked "' || ${apiKeys.name} || '" (its creator is no longer a full assignor)'`,
        details: sql`json_object('name', ${apiKeys.name}, 'reason', 'creator_role')`,
        createdAt: now,
      },
      sql`FROM ${apiKeys} WHERE ${theirLiveCredentials}`,
    ),
    db.update(apiKeys).set({ revokedAt: now, revokedById: actorId }).where(theirLiveCredentials),
    db.delete(apiAccessTokens).where(
      inArray(
        apiAccessTokens.apiKeyId,
        db
          .select({ id: apiKeys.id })
          .from(apiKeys)
          .where(
            and(
              eq(apiKeys.organizationId, organizationId),
              eq(apiKeys.createdById, userId),
              isNotNull(apiKeys.revokedAt),
            ),
          ),
      ),
    ),
  ] as const;
}

export interface ApiCaller {
  key: Pick<ApiKey, "id" | "name" | "scope" | "kind" | "createdById" | "lastUsedAt">;
  organization: Organization;
}

/** What a request's bearer credential is looked up by: its SHA-256, and whether it is a key or an access token. */
export interface BearerLookup {
  hash: string;
  isKey: boolean;
}

export async function bearerLookup(bearer: string): Promise<BearerLookup> {
  return { hash: await sha256Hex(bearer), isKey: bearer.startsWith(API_KEY_PREFIX) };
}

/**
 * The live credential a bearer secret belongs to, with its organization: an API key's secret, or an
 * access token issued to an OAuth client. No row for anything unknown, revoked or expired. Unsent, so a
 * request can send it in one batch with its page's statements (`organizationOfBearer`).
 */
export function apiCallerQuery(db: Database, { hash, isKey }: BearerLookup, now = new Date()) {
  const columns = {
    key: {
      id: apiKeys.id,
      name: apiKeys.name,
      scope: apiKeys.scope,
      kind: apiKeys.kind,
      createdById: apiKeys.createdById,
      lastUsedAt: apiKeys.lastUsedAt,
    },
    // Under names of their own, so the statement can share a batch (its rows are keyed by column name).
    organization: ORGANIZATION_COLUMNS,
  };
  // A credential acts for the assignor who created it: once they leave the organization (or stop running
  // it: another role, or an assignor's scope that limits them, decision 0064; or their account is deleted),
  // it stops working.
  const creatorIsAssignor = and(
    eq(memberships.userId, apiKeys.createdById),
    eq(memberships.organizationId, apiKeys.organizationId),
    fullAssignorSql(),
  );
  if (isKey) {
    return db
      .select(columns)
      .from(apiKeys)
      .innerJoin(organizations, eq(organizations.id, apiKeys.organizationId))
      .innerJoin(memberships, creatorIsAssignor)
      .where(and(eq(apiKeys.secretHash, hash), eq(apiKeys.kind, "key"), isNull(apiKeys.revokedAt)));
  }
  // A token carries its own scope, which may be narrower than its client's.
  return db
    .select({ ...columns, key: { ...columns.key, scope: apiAccessTokens.scope } })
    .from(apiAccessTokens)
    .innerJoin(apiKeys, eq(apiKeys.id, apiAccessTokens.apiKeyId))
    .innerJoin(organizations, eq(organizations.id, apiKeys.organizationId))
    .innerJoin(memberships, creatorIsAssignor)
    .where(and(eq(apiAccessTokens.id, hash), gt(apiAccessTokens.expiresAt, now), isNull(apiKeys.revokedAt)));
}

/**
 * The organization id of the credential, as an SQL subquery on the secret's hash, for statements sent in
 * the same batch as `apiCallerQuery`. It does not check that the credential is live: rows read through it
 * may only be used once `apiCallerQuery` has found the caller (whose organization it then is).
 */
export function organizationOfBearer(db: Database, { hash, isKey }: BearerLookup): SQL<string> {
  const subquery = isKey
    ? db.select({ id: apiKeys.organizationId }).from(apiKeys).where(eq(apiKeys.secretHash, hash))
    : db
        .select({ id: apiKeys.organizationId })
        .from(apiAccessTokens)
        .innerJoin(apiKeys, eq(apiKeys.id, apiAccessTokens.apiKeyId))
        .where(eq(apiAccessTokens.id, hash));
  return sql<string>`(${subquery})`;
}

export type TokenGrant =
  | { ok: true; accessToken: string; expiresIn: number; scope: ApiScope; clientId: string }
  | { ok: false; error: "invalid_client" | "invalid_scope"; description: string };

/**
 * OAuth 2.0 client credentials: a live client's id and secret buy an access token for at most its own
 * scope, valid `ACCESS_TOKEN_TTL_SECONDS`. Only the token's SHA-256 is stored.
 */
export async function issueAccessToken(
  db: Database,
  {
    clientId,
    clientSecret,
    scope,
    now = new Date(),
  }: { clientId: string; clientSecret: string; scope?: ApiScope; now?: Date },
): Promise<TokenGrant> {
  const [client] = await db
    .select({ id: apiKeys.id, scope: apiKeys.scope, secretHash: apiKeys.secretHash })
    .from(apiKeys)
    // Like a key, a client dies with its creator's place among the organization's assignors.
    .innerJoin(
      memberships,
      and(
        eq(memberships.userId, apiKeys.createdById),
        eq(memberships.organizationId, apiKeys.organizationId),
        fullAssignorSql(),
      ),
    )
    .where(and(eq(apiKeys.id, clientId), eq(apiKeys.kind, "oauth_client"), isNull(apiKeys.revokedAt)));
  const presented = await sha256Hex(clientSecret);
  if (!client || client.secretHash !== presented) {
    return { ok: false, error: "invalid_client", description: "Unknown client, wrong secret, or a revoked client." };
  }
  const granted = (scope ?? client.scope) as ApiScope;
  if (!scopeAllows(client.scope, granted)) {
    return { ok: false, error: "invalid_scope", description: `This client may only ask for ${client.scope}.` };
  }
  const accessToken = `${ACCESS_TOKEN_PREFIX}${generateSessionToken()}`;
  await db.insert(apiAccessTokens).values({
    id: await sha256Hex(accessToken),
    apiKeyId: client.id,
    scope: granted,
    expiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000),
  });
  return { ok: true, accessToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS, scope: granted, clientId: client.id };
}

/** Records use at most once a minute per key, so a busy integration does not write on every call. */
/** Expired access tokens can never be used again; the cron job keeps the table small. */
export async function deleteExpiredAccessTokens(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(apiAccessTokens)
    .where(lt(apiAccessTokens.expiresAt, now))
    .returning({ id: apiAccessTokens.id });
  return deleted.length;
}

/** Stored POST responses are replayed for 24 hours (decision 0025); older ones are forgotten. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

export async function deleteStaleIdempotencyKeys(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(apiIdempotencyKeys)
    .where(lt(apiIdempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS)))
    .returning({ key: apiIdempotencyKeys.key });
  return deleted.length;
}

export async function touchApiKey(db: Database, keyId: string, now = new Date()): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiKeys.id, keyId),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now.getTime() - 60_000))),
      ),
    );
}
