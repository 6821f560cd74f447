/**
 * What is owed on a payable as SQLite writes it (`payableTotalSql`, app/server/payable-total.server.ts)
 * against the rule it mirrors (`payableTotal`, app/domain/payments.ts), over many amounts: negative
 * adjustments that take the total below zero, exactly to zero, and large values.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser } from "~/demo/factories";
import { newId } from "~/db/ids";
import { payments, users } from "~/db/schema";
import { payableTotal } from "~/domain/payments";
import { payableTotalOrNullSql, payableTotalSql } from "~/server/payable-total.server";
import { createLeague, db } from "./helpers";

// Large but exact: the sum of three stays well inside a double's safe integers (and SQLite's int64).
const LARGE = 2 ** 50;
const AMOUNTS = [0, 1, 4_000, 12_345, 999_999, LARGE];
const MILEAGES = [0, 1, 250, 10_000, LARGE];
const ADJUSTMENTS = [-LARGE, -1_000_000, -4_250, -4_000, -1, 0, 1, 750, LARGE];

describe("payableTotalSql agrees with payableTotal", () => {
  it("for every combination of fee, mileage and adjustment", async () => {
    const league = await createLeague();
    const organizationId = league.organization.id;
    const rows = AMOUNTS.flatMap((amountCents) =>
      MILEAGES.flatMap((mileageCents) =>
        ADJUSTMENTS.map((adjustmentCents) => ({ id: newId(), amountCents, mileageCents, adjustmentCents })),
      ),
    );
    // Hundreds of rows in one statement: JSON through json_each (D1 binds at most 100 parameters).
    await db.$client
      .prepare(
        `INSERT INTO payments (id, organization_id, referee_id, amount_cents, mileage_cents, adjustment_cents, description)
         SELECT value ->> '$.id', ?2, ?3, value ->> '$.amountCents', value ->> '$.mileageCents', value ->> '$.adjustmentCents', 'Agreement case'
         FROM json_each(?1)`,
      )
      .bind(JSON.stringify(rows), organizationId, league.referee.id)
      .run();

    const written = new Map(
      (
        await db
          .select({ id: payments.id, total: payableTotalSql })
          .from(payments)
          .where(eq(payments.organizationId, organizationId))
      ).map((row) => [row.id, row.total]),
    );
    expect(written.size).toBe(rows.length);
    const disagreements = rows.filter((row) => written.get(row.id) !== payableTotal(row));
    expect(disagreements).toEqual([]);
    // Both sides of the floor were reached, so the comparison was not one-sided.
    const totals = [...written.values()];
    expect(totals.filter((total) => total === 0).length).toBeGreaterThan(rows.length / 10);
    expect(totals.filter((total) => total > 0).length).toBeGreaterThan(rows.length / 10);
    expect(Math.max(...totals)).toBe(3 * LARGE);
  });

  it("over a left join, null where no payable is joined and the total where one is", async () => {
    const league = await createLeague();
    const organizationId = league.organization.id;
    const unpaid = await createUser(db, { organizationId, role: "referee" });
    await db.insert(payments).values({
      id: newId(),
      organizationId,
      refereeId: league.referee.id,
      amountCents: 4_000,
      mileageCents: 500,
      adjustmentCents: -6_000,
      description: "Below zero",
    });
    const totalOf = async (userId: string) =>
      (
        await db
          .select({ total: payableTotalOrNullSql })
          .from(users)
          .leftJoin(payments, eq(payments.refereeId, users.id))
          .where(eq(users.id, userId))
      ).map((row) => row.total);
    expect(await totalOf(unpaid!.id)).toEqual([null]);
    expect(await totalOf(league.referee.id)).toEqual([
      payableTotal({ amountCents: 4_000, mileageCents: 500, adjustmentCents: -6_000 }),
    ]);
  });
});
