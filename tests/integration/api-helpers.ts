/** Requests to the public API the way an integration sends them: a bearer key, JSON, no cookies. */
import { createApiKey } from "~/server/api-keys.server";
import { db, newAddress, ORIGIN, worker } from "./helpers";

export async function apiKeyFor(
  organizationId: string,
  actorId: string,
  scope: "read" | "write" = "write",
  name = "Test integration",
) {
  const { secret, id } = await createApiKey(db, { organizationId, actorId, input: { name, scope } });
  return { secret, id };
}

export function api(
  method: string,
  path: string,
  {
    key,
    json,
    body,
    headers = {},
  }: { key?: string; json?: unknown; body?: string; headers?: Record<string, string> } = {},
) {
  return worker.fetch(
    new Request(`${ORIGIN}${path}`, {
      method,
      redirect: "manual",
      headers: {
        "CF-Connecting-IP": newAddress(),
        ...(key ? { Authorization: `Bearer ${key}` } : {}),
        ...(json !== undefined ? { "Content-Type": "application/json" } : {}),
        ...headers,
      },
      body: json !== undefined ? JSON.stringify(json) : body,
    }),
  );
}
