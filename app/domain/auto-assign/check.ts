/**
 * The independent checker: re-verifies a proposed set of assignments against every hard rule, without
 * the engine's indexes. Each proposal goes through `findConflicts` (the same check an assignor's single
 * offer goes through) with the referee's blocks and all their other games around that date; the weekly
 * maximum and the referee's own capacity are counted here from the dates; and the slots themselves must
 * exist, be open, and be filled once. For auto-assign every conflict counts, also the ones an assignor
 * may override by hand (travel buffer, level, daily maximum) and the issue-21 rules the organization's
 * policy makes soft; the slot's position, the game's other officials, the referee's facts and the policy
 * go in as the dialog passes them.
 */
import { recurringBlocksOn } from "../availability";
import { DEFAULT_CONFLICT_RULES, findConflicts, type ConflictGame } from "../conflicts";
import { addDays, dayOfWeek } from "../dates";
import { cachedInstantFunction } from "../time-intervals";
import type { ScheduleInput, SchedulingGame } from "./types";

export interface AssignmentRef {
  gameId: string;
  position: string;
  refereeId: string;
}

export interface Violation extends AssignmentRef {
  code: string;
  message: string;
}

function asConflictGame(game: SchedulingGame): ConflictGame {
  return {
    id: game.id,
    date: game.date,
    time: game.time,
    level: game.level,
    venue: game.venue,
    homeTeam: game.homeTeam,
    awayTeam: game.awayTeam,
    coordinates: game.coordinates ?? null,
    minRefereeLevel: game.minRefereeLevel ?? null,
    maxRefereeLevel: game.maxRefereeLevel ?? null,
  };
}

function mondayOf(date: string): string {
  return addDays(date, -((dayOfWeek(date) + 6) % 7));
}

export function checkHardConstraints(input: ScheduleInput, proposed: readonly AssignmentRef[]): Violation[] {
  const violations: Violation[] = [];
  const games = new Map(input.games.map((game) => [game.id, game]));
  const referees = new Map(input.referees.map((referee) => [referee.id, referee]));
  const instantOf = cachedInstantFunction(input.rules.timeZone);
  const rules = input.rules.conflictRules ?? DEFAULT_CONFLICT_RULES;

  const taken = new Map<string, string>();
  for (const assignment of input.existing ?? [])
    taken.set(`${assignment.gameId} ${assignment.position}`, assignment.status);

  const gamesOf = new Map<string, { game: SchedulingGame; slotKey: string }[]>();
  // Every official of each game, kept and proposed: the do-not-pair rule reads the game's crew.
  const officialsOf = new Map<string, { refereeId: string; slotKey: string }[]>();
  const addGame = (refereeId: string, game: SchedulingGame, slotKey: string) => {
    const list = gamesOf.get(refereeId) ?? [];
    list.push({ game, slotKey });
    gamesOf.set(refereeId, list);
    officialsOf.set(game.id, [...(officialsOf.get(game.id) ?? []), { refereeId, slotKey }]);
  };
  for (const assignment of input.existing ?? []) {
    const game = games.get(assignment.gameId);
    if (game) addGame(assignment.refereeId, game, `${assignment.gameId} ${assignment.position}`);
  }

  const valid: { assignment: AssignmentRef; game: SchedulingGame }[] = [];
  for (const assignment of proposed) {
    const fail = (code: string, message: string) => violations.push({ ...assignment, code, message });
    const game = games.get(assignment.gameId);
    const slotKey = `${assignment.gameId} ${assignment.position}`;
    if (!game) fail("unknown_game", "The game is not in the input");
    else if (!referees.has(assignment.refereeId)) fail("unknown_referee", "The referee is not in the pool");
    else if (!game.positions.includes(assignment.position))
      fail("unknown_position", `The game does not need a ${assignment.position}`);
    else if (taken.get(slotKey) === "confirmed") fail("confirmed_changed", "The slot already has a confirmed referee");
    else if (taken.has(slotKey)) fail("slot_taken", "The slot is already filled");
    else {
      taken.set(slotKey, "proposed");
      addGame(assignment.refereeId, game, slotKey);
      valid.push({ assignment, game });
    }
  }

  for (const { assignment, game } of valid) {
    const referee = referees.get(assignment.refereeId)!;
    const from = addDays(game.date, -2);
    const to = addDays(game.date, 2);
    const slotKey = `${assignment.gameId} ${assignment.position}`;
    const nearby = (gamesOf.get(referee.id) ?? []).filter(
      (other) => other.slotKey !== slotKey && other.game.date >= from && other.game.date <= to,
    );
    const dates = [game.date, addDays(game.date, 1)];
    const availability = [
      ...(referee.availability ?? []).filter((block) => dates.includes(block.date)),
      ...dates.flatMap((date) => recurringBlocksOn(referee.recurringAvailability ?? [], date)),
    ];
    const conflicts = findConflicts({
      referee: { level: referee.level },
      game: asConflictGame(game),
      position: assignment.position,
      crew: (officialsOf.get(game.id) ?? [])
        .filter((official) => official.slotKey !== slotKey && official.refereeId !== referee.id)
        .map((official) => official.refereeId),
      facts: referee.facts,
      policy: input.policy,
      availability,
      otherOrganizationGames: referee.otherOrganizationGames,
      // findConflicts skips a game with the checked game's id; a second position on the same game is a real overlap.
      otherGames: nearby.map(({ game: other }) => ({
        ...asConflictGame(other),
        id: other.id === game.id ? `${other.id}#other-position` : other.id,
      })),
      settings: {
        timeZone: input.rules.timeZone,
        travelBufferMinutes: input.rules.travelBufferMinutes,
        maxGamesPerDay: input.rules.maxGamesPerDay,
      },
      rules,
      instantOf,
    });
    for (const conflict of conflicts)
      violations.push({ ...assignment, code: conflict.code, message: conflict.message });
  }

  // Weekly and monthly counts: every live game of the referee, flagged where a proposal takes them over.
  for (const [refereeId, list] of gamesOf) {
    const referee = referees.get(refereeId);
    if (!referee) continue;
    const proposals = valid.filter(({ assignment }) => assignment.refereeId === refereeId);
    if (proposals.length === 0) continue;
    const limits: { code: string; key: (date: string) => string; max: number | null | undefined; label: string }[] = [
      {
        code: "weekly_maximum",
        key: mondayOf,
        max: input.rules.maxGamesPerWeek,
        label: "the organization's weekly maximum",
      },
      { code: "referee_weekly_capacity", key: mondayOf, max: referee.maxGamesPerWeek, label: "their weekly capacity" },
      {
        code: "referee_monthly_capacity",
        key: (date) => date.slice(0, 7),
        max: referee.maxGamesPerMonth,
        label: "their monthly capacity",
      },
    ];
    for (const limit of limits) {
      if (limit.max == null) continue;
      const counts = new Map<string, number>();
      for (const { game } of list) counts.set(limit.key(game.date), (counts.get(limit.key(game.date)) ?? 0) + 1);
      for (const { assignment, game } of proposals) {
        const count = counts.get(limit.key(game.date))!;
        if (count > limit.max) {
          violations.push({
            ...assignment,
            code: limit.code,
            message: `${count} games in that period, more than ${limit.label} of ${limit.max}`,
          });
        }
      }
    }
  }
  return violations;
}
