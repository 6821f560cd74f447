/**
 * Scheduling benchmark (part of `npm run bench`; alone: `npx tsx scripts/bench/auto-assign-bench.ts`):
 * auto-assigns the 2,041 real games of the English 2024/25 season (../shared/data, when present) with
 * one referee per game from the generated pool of 175 referees, and prints hard violations (re-checked
 * independently), coverage, workload spread, repeat-team exposure and CPU time. Then the same season with
 * the issue-21 rules on (decision 0073, `withAssignorRules`): team ties and scratches, ranks, rated games,
 * travel limits with start points, required credentials (some expiring), and, with a referee and two
 * assistants on every professional game, do-not-pair and preferred partners.
 *
 * The fixtures name grounds but not where they are, so each ground gets a stable synthetic location in
 * England from its name; referees' homes come from the generated pool.
 */
import { existsSync, readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
// The explanations are worded by the server's catalogs (in English), as the Auto-assign page words them.
import "~/server/i18n.server";
import { parseCsv, recordsByHeader } from "~/domain/csv";
import { generateRefereePool, withAssignorRules } from "~/domain/auto-assign/generated-pool";
import { checkHardConstraints, scheduleSlate, type ScheduleInput, type SchedulingGame } from "~/domain/auto-assign";

const FIXTURES = "../shared/data/england-2024-25-fixtures.csv";
/** The documented manual season (issue 10): about 2,000 games, 175 officials, 9 of them saw the same team twice. */
const MANUAL_SEASON_REPEAT_OFFICIALS = 9;

function stableLocation(name: string) {
  let hash = 2166136261;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  const a = (hash & 0xffff) / 0xffff;
  const b = (hash >>> 16) / 0xffff;
  return { lat: 50.8 + a * 4, lon: -3 + b * 4.2 };
}

export function loadSeason(path = FIXTURES): SchedulingGame[] | null {
  if (!existsSync(path)) return null;
  const { rows } = recordsByHeader(parseCsv(readFileSync(path, "utf8")));
  return rows.map(({ values }, index) => ({
    id: `game-${index + 1}`,
    homeTeam: values.homeTeam!,
    awayTeam: values.awayTeam!,
    date: values.date!,
    time: values.time!,
    venue: values.venue!,
    coordinates: stableLocation(values.venue!),
    level: values.level!,
    positions: ["referee"],
    feeCents: Math.round(Number(values.fee) * 100),
  }));
}

export function runSchedulingBench(): void {
  console.log("\nSmart scheduling: the 2024/25 English season, one referee per game, 175 generated referees");
  const games = loadSeason();
  if (!games) {
    console.log(`  (${FIXTURES} not found: skipping)`);
    return;
  }
  const dates = games.map((game) => game.date).sort();
  const referees = generateRefereePool({ count: 175, seed: 2024, from: dates[0]!, to: dates.at(-1)! });
  const rules = { timeZone: "Europe/London", travelBufferMinutes: 60, maxGamesPerDay: 1, maxGamesPerWeek: 3 };
  runSeason({ games, referees, rules });

  const crews = games.map((game) =>
    game.level === "professional"
      ? { ...game, positions: ["referee", "assistant_referee_1", "assistant_referee_2"] }
      : game,
  );
  const withRules = withAssignorRules(referees, crews);
  const facts = withRules.referees.map((referee) => referee.facts!);
  console.log(
    `\n  With the issue-21 rules on: ${facts.filter((known) => known.teams.some((tie) => tie.relation !== "scratched")).length} referees tied to a team, ${facts.filter((known) => known.teams.some((tie) => tie.relation === "scratched")).length} scratched by one, ${facts.reduce((sum, known) => sum + known.avoid.length, 0) / 2} do-not-pair and ${facts.reduce((sum, known) => sum + known.prefer.length, 0) / 2} preferred pairs, ranks on, ${withRules.games.filter((game) => game.minRefereeLevel != null || game.maxRefereeLevel != null).length} rated games, ${facts.filter((known) => known.maxTravelKm !== null).length} travel limits (${facts.filter((known) => known.startPoints.length).length} with a start point), credentials required (${facts.filter((known) => known.credentials.some((credential) => credential.expiresOn !== null && credential.expiresOn <= dates.at(-1)!)).length} referees with one expiring during the season); three officials on each professional game`,
  );
  runSeason({ games: withRules.games, referees: withRules.referees, rules, policy: withRules.policy });
}

function runSeason(input: ScheduleInput): void {
  const { games, referees } = input;

  const cpuBefore = process.cpuUsage();
  const wallBefore = performance.now();
  // The engine's time budget counts this process's CPU time, so a busy machine does not cut the search short.
  const cpuClock = () => {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1000;
  };
  const result = scheduleSlate(input, { seed: 7, clock: cpuClock });
  const cpu = process.cpuUsage(cpuBefore);
  const wall = performance.now() - wallBefore;
  const { summary } = result;

  // Re-check outside the engine too, as a reader of the benchmark would.
  const violations = checkHardConstraints(input, result.assignments);
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
  console.log(`  games ${games.length}, referees ${referees.length}, slots ${summary.slots}`);
  console.log(`  hard violations        ${violations.length} (engine summary: ${summary.hardViolations})`);
  console.log(
    `  coverage               ${summary.filled}/${summary.slots} = ${percent(summary.coverage)}; of slots some referee could take: ${percent(summary.feasibleCoverage)} (${summary.feasibleSlots})`,
  );
  console.log(
    `  workload per referee   max ${summary.workload.max}, min ${summary.workload.min}, mean ${summary.workload.mean.toFixed(1)}, Gini ${summary.workload.gini.toFixed(3)}`,
  );
  console.log(
    `  versus fair share      max ${summary.workloadVersusCapacity.max.toFixed(2)}, min ${summary.workloadVersusCapacity.min.toFixed(2)}, Gini ${summary.workloadVersusCapacity.gini.toFixed(3)} (games divided by the share their weekly capacity earns)`,
  );
  console.log(
    `  fees per referee       max ${(summary.fees.max / 100).toFixed(0)}, min ${(summary.fees.min / 100).toFixed(0)}, Gini ${summary.fees.gini.toFixed(3)}`,
  );
  console.log(
    `  repeat-team exposure   ${summary.refereesSeeingATeamMoreThanTwice} referees see some team more than twice (manual season: ${MANUAL_SEASON_REPEAT_OFFICIALS} saw one twice); ${summary.refereesSeeingATeamTwiceOrMore} see some team twice or more`,
  );
  console.log(
    `  run time               ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms CPU, ${wall.toFixed(0)} ms wall (engine ${summary.runtimeMs.toFixed(0)} ms CPU before the check; ${summary.iterations} search steps, ended by ${summary.stoppedBy})`,
  );
  if (result.unfilled.length)
    console.log(`  first unfilled: ${result.unfilled[0]!.gameId}: ${result.unfilled[0]!.reason}`);
  console.log(`  sample: ${result.assignments[0]?.explanation}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) runSchedulingBench();
