/**
 * The assignment status sets (app/domain/assignment-status.ts) as SQL text (`statusListSql`) against the sets
 * themselves, run by SQLite over every status; and the database's own copy of the live set, the partial unique
 * index `assignments_live_slot_idx` (app/db/schema.ts and its migration), against `LIVE_ASSIGNMENT_STATUSES`.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  ACCEPTED_ASSIGNMENT_STATUSES,
  LIVE_ASSIGNMENT_STATUSES,
  statusIn,
  statusListSql,
  UPCOMING_ASSIGNMENT_STATUSES,
} from "~/domain/assignment-status";
import { ASSIGNMENT_STATUSES } from "~/domain/constants";

const SETS = {
  live: LIVE_ASSIGNMENT_STATUSES,
  upcoming: UPCOMING_ASSIGNMENT_STATUSES,
  accepted: ACCEPTED_ASSIGNMENT_STATUSES,
};

describe("the assignment status sets in SQL", () => {
  for (const [name, set] of Object.entries(SETS)) {
    it(`picks the ${name} statuses out of every status, as the set does`, async () => {
      const { results } = await env.DB.prepare(
        `SELECT value AS status FROM json_each(?1) WHERE value IN ${statusListSql(set)} ORDER BY key`,
      )
        .bind(JSON.stringify(ASSIGNMENT_STATUSES))
        .all<{ status: string }>();
      const inSql = results.map((row) => row.status);
      expect(inSql).toEqual(ASSIGNMENT_STATUSES.filter((status) => statusIn(set, status)));
      expect(new Set(inSql)).toEqual(new Set(set));
    });
  }

  it("the live-slot index holds the live set", async () => {
    const index = await env.DB.prepare(`SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?1`)
      .bind("assignments_live_slot_idx")
      .first<{ sql: string }>();
    expect(index?.sql).toContain(`WHERE status IN ${statusListSql(LIVE_ASSIGNMENT_STATUSES)}`);
  });
});
