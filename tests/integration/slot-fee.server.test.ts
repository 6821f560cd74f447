/**
 * `slotFeeSql` (app/server/slot-fee.server.ts) and `slotFee` (app/domain/fees.ts) agree: every position of
 * games across levels, age groups (matched regardless of case and spaces) and own fees, priced both ways.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createGame, createOrganization } from "~/demo/factories";
import { newId } from "~/db/ids";
import { feeScheduleEntries, gamePositionFees, games } from "~/db/schema";
import { GAME_LEVELS, POSITIONS } from "~/domain/constants";
import { slotFee, type FeeScheduleEntry } from "~/domain/fees";
import { aliasedGameColumns, slotFeeSql } from "~/server/slot-fee.server";
import { db } from "./helpers";

describe("slotFeeSql agrees with slotFee", () => {
  it("for every position of games across levels, age groups and own fees", async () => {
    const organization = await createOrganization(db);
    const other = await createOrganization(db);
    const schedule: FeeScheduleEntry[] = [
      { level: "amateur", position: "referee", ageGroup: "", feeCents: 6000 },
      { level: "amateur", position: "assistant", ageGroup: "", feeCents: 3500 },
      { level: "amateur", position: "assistant", ageGroup: "U12", feeCents: 2000 },
      { level: "amateur", position: "fourth_official", ageGroup: "U14", feeCents: 1500 },
      { level: "youth", position: "referee", ageGroup: "U12", feeCents: 2800 },
      { level: "professional", position: "fourth_official", ageGroup: "", feeCents: 9000 },
    ];
    await db
      .insert(feeScheduleEntries)
      .values(schedule.map((entry) => ({ id: newId(), organizationId: organization.id, ...entry })));
    // Another organization's table, which must never price this organization's games.
    await db.insert(feeScheduleEntries).values(
      GAME_LEVELS.map((level) => ({
        id: newId(),
        organizationId: other.id,
        level,
        position: "referee",
        ageGroup: "",
        feeCents: 1,
      })),
    );
    const ageGroups = [null, "", "U12", " u12 ", "U14", "U16"];
    const cases: {
      id: string;
      level: string;
      ageGroup: string | null;
      feeCents: number;
      overrides: { position: string; feeCents: number }[];
    }[] = [];
    let n = 0;
    for (const level of GAME_LEVELS)
      for (const ageGroup of ageGroups) {
        n += 1;
        const game = await createGame(db, {
          organizationId: organization.id,
          level,
          ageGroup,
          feeCents: 4000 + n,
          positionType: "four_official",
          date: `2026-0${(n % 9) + 1}-1${n % 10}`,
        });
        const overrides = n % 3 === 0 ? [{ position: POSITIONS[n % 4]!, feeCents: 100 * n }] : [];
        if (overrides.length > 0)
          await db
            .insert(gamePositionFees)
            .values(overrides.map((entry) => ({ gameId: game.id, organizationId: organization.id, ...entry })));
        cases.push({ id: game.id, level, ageGroup, feeCents: game.feeCents, overrides });
      }

    for (const game of cases)
      for (const position of POSITIONS) {
        const [row] = await db
          .select({ fee: slotFeeSql(sql`${position}`) })
          .from(games)
          .where(eq(games.id, game.id));
        expect(row?.fee, `${game.level} ${String(game.ageGroup)} ${position}`).toBe(
          slotFee(game, position, game.overrides, schedule),
        );
      }

    // The aliased form (the payable insert's) is the same expression.
    const probe = cases.find((game) => game.overrides.length > 0)!;
    const position = probe.overrides[0]!.position;
    const aliased = await db.all<{ fee: number }>(
      sql`SELECT ${slotFeeSql(sql`${position}`, aliasedGameColumns("g"))} AS fee FROM games g WHERE g.id = ${probe.id}`,
    );
    expect(aliased[0]?.fee).toBe(probe.overrides[0]!.feeCents);
  });
});
