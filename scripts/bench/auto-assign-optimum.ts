/**
 * Scheduling quality against the optimum (part of `npm run bench`; alone:
 * `npx tsx scripts/bench/auto-assign-optimum.ts`): on small generated instances (60 games, 25 referees,
 * four weeks) the engine's objective is compared with the exact optimum of the same objective under the
 * same hard rules, solved as a mixed-integer program by HiGHS (the `highs` dev dependency, used only here).
 *
 * The objective is written exactly: the balance term Σ n²/share is a sum of increasing unit costs
 * (2k − 1)/share, and the repeat penalty is a sum of increasing unit costs per referee and team, so both
 * are linear in continuous unit variables that the solver fills in order. All games pay the same fee,
 * which makes the fee term another balance term (a fee-weighted square is not linear).
 *
 * The instances have the issue-21 rules on (`withAssignorRules`, decision 0073): team ties, scratches,
 * ranks, rated games, travel limits and credentials rule pairs of game and referee out before any
 * assignment, so they reach the exact model as the candidates of each game (one official per game, so
 * do-not-pair and preferred partners, which need two on a game, do not arise).
 */
import { pathToFileURL } from "node:url";
import loadHighs from "highs";
import { addDays } from "~/domain/dates";
import { scheduleSlate, type ScheduleInput, type SchedulingGame } from "~/domain/auto-assign";
import { generateRefereePool, withAssignorRules } from "~/domain/auto-assign/generated-pool";
import { SlateModel } from "~/domain/auto-assign/model";
import { repeatPenalty, UNFILLED_COST } from "~/domain/auto-assign/objective";
import { seededRandom } from "~/domain/auto-assign/random";
import { gapMinutes, overlaps } from "~/domain/time-intervals";

const LEVELS = ["professional", "semi-pro", "amateur", "youth"];

export function smallInstance(seed: number, games = 60, referees = 25): ScheduleInput {
  const random = seededRandom(seed);
  const from = "2026-03-02";
  const list: SchedulingGame[] = [];
  for (let index = 0; index < games; index++) {
    const level = LEVELS[index % LEVELS.length]!;
    const home = Math.floor(random() * 4);
    const away = (home + 1 + Math.floor(random() * 3)) % 4;
    const venue = Math.floor(random() * 8);
    list.push({
      id: `g${index}`,
      date: addDays(from, Math.floor(random() * 28)),
      time: ["10:00", "13:00", "15:00", "19:00"][Math.floor(random() * 4)]!,
      venue: `Ground ${venue}`,
      coordinates: { lat: 52 + (venue % 4) * 0.3, lon: -1.5 + Math.floor(venue / 4) * 0.4 },
      level,
      homeTeam: `${level} club ${home}`,
      awayTeam: `${level} club ${away}`,
      positions: ["referee"],
      feeCents: 6000,
    });
  }
  const pool = generateRefereePool({ count: referees, seed: seed + 1, from, to: addDays(from, 27) });
  const withRules = withAssignorRules(pool, list, seed + 2);
  return {
    games: withRules.games,
    referees: withRules.referees,
    policy: withRules.policy,
    rules: { timeZone: "Europe/London", travelBufferMinutes: 60, maxGamesPerDay: 2, maxGamesPerWeek: 3 },
  };
}

/** The instance as a CPLEX LP text whose optimum is the engine's objective at its best. */
function exactModel(input: ScheduleInput): string {
  const model = new SlateModel(input);
  const { weights } = model;
  const objective: string[] = [];
  const constraints: string[] = [];
  const bounds: string[] = [];
  const binaries: string[] = [];
  const term = (coefficient: number, name: string) =>
    `${coefficient >= 0 ? "+" : "-"} ${Math.abs(coefficient).toPrecision(12)} ${name}`;

  const gamesOf = model.referees.map(() => [] as number[]);
  for (const [g, facts] of model.games.entries()) {
    const row: string[] = [`u${g}`];
    binaries.push(`u${g}`);
    objective.push(term(UNFILLED_COST, `u${g}`));
    for (const r of facts.candidates) {
      binaries.push(`x${g}_${r}`);
      row.push(`x${g}_${r}`);
      objective.push(term(model.pairCost(g, r), `x${g}_${r}`));
      gamesOf[r]!.push(g);
    }
    constraints.push(`slot${g}: ${row.join(" + ")} = 1`);
  }

  for (const [r, state] of model.referees.entries()) {
    const games = gamesOf[r]!;
    if (games.length === 0) continue;
    const x = (g: number) => `x${g}_${r}`;
    // Pairs of games one referee cannot both work: overlap, or too little time between venues.
    for (let i = 0; i < games.length; i++) {
      for (let j = i + 1; j < games.length; j++) {
        const a = model.games[games[i]!]!;
        const b = model.games[games[j]!]!;
        const clash = overlaps(a, b) || (a.venue !== b.venue && gapMinutes(a, b) < input.rules.travelBufferMinutes);
        if (clash) constraints.push(`c${r}_${games[i]}_${games[j]}: ${x(games[i]!)} + ${x(games[j]!)} <= 1`);
      }
    }
    const limit = (name: string, key: (g: number) => number, max: number | null | undefined) => {
      if (max == null) return;
      const groups = new Map<number, number[]>();
      for (const g of games) groups.set(key(g), [...(groups.get(key(g)) ?? []), g]);
      for (const [group, members] of groups) {
        if (members.length > max) constraints.push(`${name}${r}_${group}: ${members.map(x).join(" + ")} <= ${max}`);
      }
    };
    limit("day", (g) => model.games[g]!.day, input.rules.maxGamesPerDay);
    const weekly = Math.min(input.rules.maxGamesPerWeek ?? Infinity, state.referee.maxGamesPerWeek ?? Infinity);
    limit("week", (g) => model.games[g]!.week, Number.isFinite(weekly) ? weekly : null);
    limit("month", (g) => model.games[g]!.month, state.referee.maxGamesPerMonth);

    // Balance and (equal) fees: unit k costs (2k − 1) / share each.
    const units: string[] = [];
    for (let k = 1; k <= games.length; k++) {
      units.push(`y${r}_${k}`);
      bounds.push(`0 <= y${r}_${k} <= 1`);
      objective.push(term(((weights.balance + weights.fees) * (2 * k - 1)) / state.target, `y${r}_${k}`));
    }
    constraints.push(`load${r}: ${units.join(" + ")} - ${games.map(x).join(" - ")} = 0`);

    // Repeat exposure per team: unit k costs P(k) − P(k − 1).
    const byTeam = new Map<number, number[]>();
    for (const g of games) {
      const facts = model.games[g]!;
      for (const team of new Set([facts.home, facts.away])) byTeam.set(team, [...(byTeam.get(team) ?? []), g]);
    }
    for (const [team, members] of byTeam) {
      const teamUnits: string[] = [];
      for (let k = 1; k <= members.length; k++) {
        teamUnits.push(`z${r}_${team}_${k}`);
        bounds.push(`0 <= z${r}_${team}_${k} <= 1`);
        objective.push(term(weights.teamRepeat * (repeatPenalty(k) - repeatPenalty(k - 1)), `z${r}_${team}_${k}`));
      }
      constraints.push(`team${r}_${team}: ${teamUnits.join(" + ")} - ${members.map(x).join(" - ")} = 0`);
    }
  }

  return [
    "Minimize",
    ` obj: ${objective.join("\n ")}`,
    "Subject To",
    ...constraints.map((line) => ` ${line}`),
    "Bounds",
    ...bounds.map((line) => ` ${line}`),
    "Binary",
    ...binaries.map((name) => ` ${name}`),
    "End",
  ].join("\n");
}

export async function runOptimumBench(seeds = [1, 2, 3]): Promise<void> {
  console.log(
    "\nSmart scheduling against the optimum (HiGHS MIP, same objective and hard rules), 60 games, 25 referees",
  );
  const highs = await loadHighs();
  for (const seed of seeds) {
    const input = smallInstance(seed);
    const started = performance.now();
    const result = scheduleSlate(input, { seed: 7 });
    const engineMs = performance.now() - started;
    const engine = result.summary.objective + UNFILLED_COST * result.unfilled.length;

    const solveStarted = performance.now();
    const solution = highs.solve(exactModel(input), { output_flag: false, mip_rel_gap: 1e-6, time_limit: 120 });
    const solveMs = performance.now() - solveStarted;
    if (solution.Status !== "Optimal") {
      console.log(`  seed ${seed}: HiGHS ended with ${solution.Status}`);
      continue;
    }
    const optimum = solution.ObjectiveValue;
    const unfilledByOptimum = Object.entries(solution.Columns).filter(
      ([name, column]) => name.startsWith("u") && column.Primal > 0.5,
    ).length;
    console.log(
      `  seed ${seed}: engine ${engine.toFixed(2)} (${result.summary.filled}/${result.summary.slots} filled, ${result.summary.hardViolations} violations, ${engineMs.toFixed(0)} ms)` +
        `  optimum ${optimum.toFixed(2)} (${input.games.length - unfilledByOptimum} filled, ${solveMs.toFixed(0)} ms)  ratio optimum/engine ${(optimum / engine).toFixed(4)}`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await runOptimumBench();
