import type { AssignmentStatus } from "~/domain/constants";

/** The demo data's seeded random generator (mulberry32): the same seed always draws the same sample data. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next: random,
    int: (min: number, max: number) => min + Math.floor(random() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!,
    chance: (probability: number) => random() < probability,
  };
}

type Random = ReturnType<typeof createRandom>;

/**
 * What the demo puts in a game's position `index` for the game's status: its crew when completed or
 * confirmed; offers (the first always) with some confirmed when assigned; open slots with a few confirmed
 * when pending; on a cancelled game, sometimes the cancelled assignment. Null: nobody in that slot.
 */
export function demoSlotStatus(gameStatus: string, index: number, random: Random): AssignmentStatus | null {
  switch (gameStatus) {
    case "completed":
      return "completed";
    case "confirmed":
      return "confirmed";
    case "assigned":
      return index === 0 || random.chance(0.5) ? "pending" : "confirmed";
    case "pending":
      return index > 0 && random.chance(0.4) ? "confirmed" : null;
    default:
      return random.chance(0.5) ? "cancelled" : null;
  }
}
