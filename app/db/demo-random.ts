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
