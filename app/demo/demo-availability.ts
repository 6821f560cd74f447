import type { Database } from "~/server/db.server";
import { availabilityBlocks } from "~/db/schema";
import { newId } from "~/db/ids";
import { addDays } from "~/domain/dates";
import type { createRandom } from "./demo-random";
import { insertMany, type buildUser } from "./factories";

/**
 * The youth demo league's availability: blocked days and hours over the next two months, the demo referee's
 * fixed and the others' drawn from `random` (at the same point of the league's draws as before). Returns every
 * block drawn, repeats included (the adult league keeps those referees off those dates).
 */
export async function seedDemoAvailability(
  db: Database,
  {
    random,
    today,
    demoReferee,
    referees,
  }: {
    random: ReturnType<typeof createRandom>;
    today: string;
    demoReferee: Pick<ReturnType<typeof buildUser>, "id">;
    referees: Pick<ReturnType<typeof buildUser>, "id">[];
  },
): Promise<(typeof availabilityBlocks.$inferInsert)[]> {
  const availabilityRows: (typeof availabilityBlocks.$inferInsert)[] = [
    { id: newId(), userId: demoReferee.id, date: addDays(today, 5), kind: "full_day" },
    {
      id: newId(),
      userId: demoReferee.id,
      date: addDays(today, 9),
      kind: "time_range",
      startTime: "09:00",
      endTime: "13:00",
    },
    {
      id: newId(),
      userId: demoReferee.id,
      date: addDays(today, 9),
      kind: "time_range",
      startTime: "17:00",
      endTime: "20:00",
    },
    { id: newId(), userId: demoReferee.id, date: addDays(today, 20), kind: "full_day" },
    { id: newId(), userId: demoReferee.id, date: addDays(today, 21), kind: "full_day" },
  ];
  for (const referee of referees.slice(1)) {
    for (let block = random.int(0, 3); block > 0; block--) {
      const date = addDays(today, random.int(1, 60));
      if (random.chance(0.6)) {
        availabilityRows.push({ id: newId(), userId: referee.id, date, kind: "full_day" });
      } else {
        availabilityRows.push({
          id: newId(),
          userId: referee.id,
          date,
          kind: "time_range",
          startTime: "08:00",
          endTime: "12:00",
        });
      }
    }
  }
  // One full-day block per referee and date; drop repeats the generator may have produced.
  const seenFullDays = new Set<string>();
  await insertMany(
    db,
    availabilityBlocks,
    availabilityRows.filter((row) => {
      const key = `${row.userId}|${row.date}`;
      if (row.kind !== "full_day") return !seenFullDays.has(key);
      if (seenFullDays.has(key)) return false;
      seenFullDays.add(key);
      return true;
    }),
  );
  return availabilityRows;
}
