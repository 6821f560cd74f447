/**
 * API keys of one organization (decision 0025): created and revoked by its assignors on
 * `/assignor/api`, sent by integrations as `Authorization: Bearer <secret>`. Only the SHA-256 of a
 * secret is stored; the secret itself is returned once, by `createApiKey`.
 */
import { and, desc, eq, gt, isNull, lt, or } from "drizzle-orm";
import { apiAccessTokens, apiKeys, organizations, users, type ApiKey, type Organization } from "~/db/schema";
import { newId } from "~/db/ids";
import { API_KEY_PREFIX, VISIBLE_PREFIX_LENGTH, type ApiKeyInput } from "~/domain/api-keys";
import { activityStatement } from "./activity.server";
import type { Database } from "./db.server";
import { generateSessionToken, sha256Hex } from "./session.server";

export async function listApiKeys(db: Database, organizationId: string) {
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

/** Creates a key and returns its secret, the only time anyone sees it. */
export async function createApiKey(
  db: Database,
  { organizationId, actorId, input }: { organizationId: string; actorId: string; input: ApiKeyInput },
): Promise<{ id: string; secret: string; prefix: string }> {
  const id = newId();
  const secret = `${API_KEY_PREFIX}${generateSessionToken()}`;
  const prefix = secret.slice(0, VISIBLE_PREFIX_LENGTH);
  await db.batch([
    db.insert(apiKeys).values({
      id,
      organizationId,
      kind: "key",
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
      summary: `Created the API key "${input.name}" (${input.scope === "write" ? "read and write" : "read only"})`,
    }),
  ]);
  return { id, secret, prefix };
}

/** Revokes a key of this organization at once; false when there is no such live key. */
export async function revokeApiKey(
  db: Database,
  { organizationId, actorId, keyId, now = new Date() }: { organizationId: string; actorId: string; keyId: string; now?: Date },
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
      summary: `Revoked the API key "${key.name}"`,
    }),
  ]);
  return true;
}

export interface ApiCaller {
  key: Pick<ApiKey, "id" | "name" | "scope" | "kind" | "createdById" | "lastUsedAt">;
  organization: Organization;
}

/**
 * The live credential a bearer secret belongs to, with its organization: an API key's secret, or an
 * access token issued to an OAuth client. Undefined for anything unknown, revoked or expired.
 */
export async function findApiCaller(db: Database, bearer: string, now = new Date()): Promise<ApiCaller | undefined> {
  const hash = await sha256Hex(bearer);
  const columns = {
    key: {
      id: apiKeys.id,
      name: apiKeys.name,
      scope: apiKeys.scope,
      kind: apiKeys.kind,
      createdById: apiKeys.createdById,
      lastUsedAt: apiKeys.lastUsedAt,
    },
    organization: organizations,
  };
  if (bearer.startsWith(API_KEY_PREFIX)) {
    const [row] = await db
      .select(columns)
      .from(apiKeys)
      .innerJoin(organizations, eq(organizations.id, apiKeys.organizationId))
      .where(and(eq(apiKeys.secretHash, hash), eq(apiKeys.kind, "key"), isNull(apiKeys.revokedAt)));
    return row;
  }
  const [row] = await db
    .select(columns)
    .from(apiAccessTokens)
    .innerJoin(apiKeys, eq(apiKeys.id, apiAccessTokens.apiKeyId))
    .innerJoin(organizations, eq(organizations.id, apiKeys.organizationId))
    .where(and(eq(apiAccessTokens.id, hash), gt(apiAccessTokens.expiresAt, now), isNull(apiKeys.revokedAt)));
  return row;
}

/** Records use at most once a minute per key, so a busy integration does not write on every call. */
export async function touchApiKey(db: Database, keyId: string, now = new Date()): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, keyId), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now.getTime() - 60_000)))));
}
