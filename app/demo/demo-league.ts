/**
 * The demo league that `npm start` seeds into an empty local database: one organization, two
 * assignors, 40 referees and about 120 games from two months ago to two months ahead, with every
 * game, assignment, request and payment status, so every screen has real rows to show.
 *
 * Deterministic for a given `today` (a seeded random generator), so screenshots and tests are
 * repeatable. Never run against production: the demo passwords are public.
 */
import type { Database } from "~/server/db.server";
import { hashPassword } from "~/server/password.server";
import {
  POSITIONS_BY_TYPE,
  type GameLevel,
  type GameStatus,
  type Position,
  type PositionType,
  type StaffRole,
} from "~/domain/constants";
import type { AssignorScope } from "~/domain/permissions";
import { DEFAULT_CONFLICT_RULES } from "~/domain/conflicts";
import { DEFAULT_ASSIGNMENT_POLICY } from "~/domain/assignment-policy";
import { addDays, dayOfWeek, todayIn, zonedTimeToInstant } from "~/domain/dates";
import { deriveGameStatus } from "~/domain/game-status";
import {
  activityLog,
  assessmentRequests,
  assignments,
  gameRequests,
  games,
  memberships,
  passwords,
  payments,
  userSettings,
  users,
  venues,
} from "~/db/schema";
import { seedDemoAvailability } from "./demo-availability";
import { seedDemoCertifications } from "./demo-certifications";
import { seedDemoEvaluations } from "./demo-evaluations";
import {
  AGE_GROUPS,
  DECLINE_REASONS,
  FIRST_NAMES,
  HOMES,
  LAST_NAMES,
  SURFACES,
  TEAMS,
  VENUES,
} from "./demo-league-data";
import { seedDemoNotifications } from "./demo-notifications";
import { buildGame, buildUser, createOrganization, insertMany } from "./factories";
import { newId } from "~/db/ids";
import { createRandom, demoSlotStatus } from "./demo-random";
import { seedDemoReports } from "./demo-reports";
import { chooseMultiLeagueReferee } from "./demo-shared-referees";
import {
  DEMO_CROSS_LEAGUE_GAME_B,
  DEMO_SECOND_ASSIGNOR_EMAIL,
  DEMO_SECOND_ORGANIZATION_NAME,
  seedSecondDemoLeague,
} from "./demo-second-league";

export const DEMO_PASSWORD = "Whistle-demo-2026";
export const DEMO_ASSIGNOR_EMAIL = "assignor@demo.whistle.test";
export const DEMO_REFEREE_EMAIL = "referee@demo.whistle.test";
export const DEMO_ORGANIZATION_NAME = "Bay Area Youth Soccer League";
/** A youth-league referee who also referees in the adult league (issue 20), with upcoming games in both. */
export const DEMO_MULTI_LEAGUE_REFEREE_EMAIL = "referee.both@demo.whistle.test";
/**
 * The referee of two leagues is whichever candidate has an accepted game in the coming weeks, so who it is
 * changes with the day the demo is seeded: they take this fixed name with the fixed address (issue 31), so a
 * person trying the README's journey, and the e2e spec, always look for the same name. No generated referee
 * of either league is called this.
 */
export const DEMO_MULTI_LEAGUE_REFEREE_NAME = { firstName: "Robin", lastName: "Okoye" } as const;

/**
 * How many of the demo referee's completed games fall in the last 14 days, still unpaid, on any seeding day:
 * the Earnings page always has money owed, and a no-show reported on one of them holds a payable (the game
 * reports e2e journey). Without it, on some days all of the referee's completed games were older and paid.
 */
export const DEMO_REFEREE_UNPAID_GAMES = 4;
/** The youth league's staff beyond its assignors (issue 20): each reaches the assignor portal with less. */
export const DEMO_SCHEDULER_EMAIL = "scheduler@demo.whistle.test";
export const DEMO_FINANCE_EMAIL = "finance@demo.whistle.test";
export const DEMO_YOUTH_ASSIGNOR_EMAIL = "youth.assignor@demo.whistle.test";
/** Issue 22: the youth league's assessor, asked to assess a few of its recent games. */
export const DEMO_ASSESSOR_EMAIL = "assessor@demo.whistle.test";
export { DEMO_CROSS_LEAGUE_GAME_B, DEMO_SECOND_ASSIGNOR_EMAIL, DEMO_SECOND_ORGANIZATION_NAME };

/** Every demo sign-in and what to try with it (printed by `npm start` and `npm run db:seed`, listed in the README). */
export const DEMO_SIGN_INS = [
  { email: DEMO_ASSIGNOR_EMAIL, who: "assignor of both leagues: use the switcher (the youth league first)" },
  { email: DEMO_REFEREE_EMAIL, who: "referee in the youth league" },
  { email: DEMO_MULTI_LEAGUE_REFEREE_EMAIL, who: "referee in two leagues" },
  { email: DEMO_SECOND_ASSIGNOR_EMAIL, who: "assignor of the adult league only" },
  { email: DEMO_SCHEDULER_EMAIL, who: "scheduler: games only" },
  { email: DEMO_FINANCE_EMAIL, who: "finance: payments only" },
  { email: DEMO_YOUTH_ASSIGNOR_EMAIL, who: "youth-only assignor" },
  { email: DEMO_ASSESSOR_EMAIL, who: "assessor: evaluates the games they are asked to assess" },
] as const;

const TIME_ZONE = "America/Los_Angeles";
const DAY_MS = 86_400_000;

/**
 * Which game levels a referee of a level may work: the organization's conflict rules. The demo league
 * stores none (null = DEFAULT_CONFLICT_RULES), so its assignments follow the defaults and the Assign
 * dialog never flags a seeded assignment as ineligible.
 */
const ELIGIBLE_LEVELS = DEFAULT_CONFLICT_RULES.eligibleLevels;

export interface DemoLeagueSummary {
  organizationId: string;
  assignorId: string;
  refereeId: string;
  /** The youth league's games and referees (the adult league's are under `secondLeague`). */
  games: number;
  referees: number;
  secondLeague: { organizationId: string; assignorId: string; games: number; referees: number };
  multiLeagueRefereeId: string;
  /** The youth league's referees who also referee in the adult league (the referee of two leagues first). */
  sharedRefereeIds: string[];
  /** The game the referee of two leagues accepted in the youth league, and the open adult game overlapping it. */
  crossLeague: { gameAId: string; gameBId: string };
}

type DemoUser = ReturnType<typeof buildUser>;

/** The youth league's scheduler, finance person and youth-only assignor (they land in the assignor portal). */
function buildStaff(now: Date) {
  const person = (email: string, firstName: string, lastName: string, phone: string) =>
    buildUser({ email, firstName, lastName, phone, role: "assignor", emailVerifiedAt: now });
  const staff: { user: DemoUser; role: StaffRole; scope: AssignorScope | null }[] = [
    { user: person(DEMO_SCHEDULER_EMAIL, "Sasha", "Whitfield", "(415) 555-0102"), role: "scheduler", scope: null },
    { user: person(DEMO_FINANCE_EMAIL, "Devon", "Brooks", "(415) 555-0103"), role: "finance", scope: null },
    {
      user: person(DEMO_YOUTH_ASSIGNOR_EMAIL, "Rosa", "Delgado", "(415) 555-0104"),
      role: "assignor",
      scope: { levels: ["youth"], leagues: [], venues: [] },
    },
    { user: person(DEMO_ASSESSOR_EMAIL, "Imani", "Okafor", "(415) 555-0105"), role: "assessor", scope: null },
  ];
  return staff;
}

/** Builds the demo league around `now`. Call on an empty database. */
export async function seedDemoLeague(
  db: Database,
  { now = new Date(), seed = 2026 }: { now?: Date; seed?: number } = {},
): Promise<DemoLeagueSummary> {
  const random = createRandom(seed);
  const today = todayIn(TIME_ZONE, now);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const organization = await createOrganization(db, {
    name: DEMO_ORGANIZATION_NAME,
    slug: "bay-area-youth-soccer-league",
    timeZone: TIME_ZONE,
    inviteCode: "BAYSL-2026",
    maxGamesPerDay: 3,
    // A youth league asks every official for a background check valid on the game's date (issue 21).
    assignmentPolicy: {
      ...DEFAULT_ASSIGNMENT_POLICY,
      requiredCredentials: { ...DEFAULT_ASSIGNMENT_POLICY.requiredCredentials, youth: ["background_check"] },
    },
  });
  const organizationId = organization.id;
  const feeByLevel: Record<GameLevel, number> = {
    professional: organization.feeProfessionalCents,
    "semi-pro": organization.feeSemiProCents,
    amateur: organization.feeAmateurCents,
    youth: organization.feeYouthCents,
  };

  // People -----------------------------------------------------------------------------------
  const assignor = buildUser({
    email: DEMO_ASSIGNOR_EMAIL,
    firstName: "Morgan",
    lastName: "Hayes",
    phone: "(415) 555-0100",
    role: "assignor",
    emailVerifiedAt: now,
  });
  const secondAssignor = buildUser({
    email: "priya.raman@demo.whistle.test",
    firstName: "Priya",
    lastName: "Raman",
    phone: "(510) 555-0101",
    role: "assignor",
    emailVerifiedAt: now,
  });
  const referees = Array.from({ length: 40 }, (_, index) => {
    const isDemo = index === 0;
    const firstName = isDemo ? "Alex" : FIRST_NAMES[index % FIRST_NAMES.length]!;
    const lastName = isDemo ? "Rivera" : LAST_NAMES[(index * 7) % LAST_NAMES.length]!;
    const level = isDemo ? 2 : (index % 3) + 1;
    const phone = random.chance(0.85) ? `(415) 555-${String(1000 + index).padStart(4, "0")}` : null;
    // The draw that once typed a rating (now computed from evaluations, app/demo/demo-evaluations.ts): kept so
    // the rest of the league is drawn as before.
    random.next();
    return buildUser({
      email: isDemo ? DEMO_REFEREE_EMAIL : `${firstName}.${lastName}.${index}@demo.whistle.test`.toLowerCase(),
      firstName,
      lastName,
      phone,
      role: "referee",
      refereeLevel: level,
      emailVerifiedAt: now,
      bio: isDemo ? "Grade 7 referee, eight seasons in Bay Area youth and adult leagues." : null,
      location: isDemo ? "San Francisco, CA" : null,
      // Where each referee travels from (deterministic, no random draw, so the rest of the league is unchanged).
      homeLabel: HOMES[index % HOMES.length]!.label,
      homeLatitude: HOMES[index % HOMES.length]!.latitude,
      homeLongitude: HOMES[index % HOMES.length]!.longitude,
    });
  });
  const people = [assignor, secondAssignor, ...referees];
  const demoReferee = referees[0]!;

  // Games ------------------------------------------------------------------------------------
  type DemoGame = ReturnType<typeof buildGame> & { positions: readonly Position[] };
  const demoGames: DemoGame[] = [];
  for (let offset = -60; offset <= 60; offset++) {
    const date = addDays(today, offset);
    const weekday = dayOfWeek(date);
    const isWeekend = weekday === 0 || weekday === 6;
    const count = isWeekend ? random.int(3, 4) : weekday === 3 && random.chance(0.3) ? 1 : 0;
    const kickoffs = isWeekend ? ["09:00", "10:30", "12:00", "13:30", "15:00", "16:30"] : ["18:30"];
    for (let slot = 0; slot < count; slot++) {
      const roll = random.next();
      const level: GameLevel =
        roll < 0.5 ? "youth" : roll < 0.75 ? "amateur" : roll < 0.9 ? "semi-pro" : "professional";
      const positionType: PositionType =
        level === "professional"
          ? "four_official"
          : level === "youth" && random.chance(0.6)
            ? "single"
            : "three_official";
      const home = random.pick(TEAMS);
      let away = random.pick(TEAMS);
      while (away === home) away = random.pick(TEAMS);
      const venue = VENUES[(slot + offset + 60) % VENUES.length]!;
      const ageGroup = level === "youth" ? random.pick(AGE_GROUPS) : null;
      demoGames.push({
        ...buildGame({
          organizationId,
          assignorId: random.chance(0.8) ? assignor.id : secondAssignor.id,
          date,
          time: kickoffs[slot % kickoffs.length]!,
          homeTeam: ageGroup ? `${home} ${ageGroup}` : home,
          awayTeam: ageGroup ? `${away} ${ageGroup}` : away,
          venue: venue.name,
          venueAddress: venue.address,
          league: level === "youth" ? "BAYSL Youth" : "BAYSL Open",
          level,
          feeCents: feeByLevel[level],
          ageGroup,
          positionType,
          fieldSurface: random.pick(SURFACES),
          skillLevel: level === "youth" ? random.pick(["recreational", "competitive"]) : null,
          createdAt: new Date(now.getTime() - (70 - Math.max(offset, -60)) * 86_400_000),
        }),
        positions: POSITIONS_BY_TYPE[positionType],
      });
    }
  }

  // The venue list holds every place the demo games are played, with its address.
  const playedAt = new Map(demoGames.map((game) => [game.venue, game.venueAddress ?? null]));
  const located = new Map(VENUES.map((venue) => [venue.name, venue]));
  await insertMany(
    db,
    venues,
    [...playedAt].map(([name, address]) => ({
      id: newId(),
      organizationId,
      name,
      address,
      latitude: located.get(name)?.latitude ?? null,
      longitude: located.get(name)?.longitude ?? null,
    })),
  );

  // Statuses: past games are completed (a few cancelled); upcoming ones spread over the rest.
  for (const game of demoGames) {
    const isPast = game.date < today;
    const roll = random.next();
    let status: GameStatus;
    if (isPast) status = roll < 0.93 ? "completed" : "cancelled";
    else if (game.date <= addDays(today, 14))
      status = roll < 0.45 ? "confirmed" : roll < 0.75 ? "assigned" : roll < 0.95 ? "pending" : "cancelled";
    else status = roll < 0.2 ? "confirmed" : roll < 0.45 ? "assigned" : roll < 0.93 ? "pending" : "cancelled";
    game.status = status;
    if (status === "cancelled") game.cancelReason = random.pick(["Field closed", "Team forfeited", "Weather"]);
  }

  // Assignments ------------------------------------------------------------------------------
  const busy = new Map<string, Set<string>>(); // referee id -> dates worked
  const isFree = (refereeId: string, date: string) => !busy.get(refereeId)?.has(date);
  const book = (refereeId: string, date: string) => {
    if (!busy.has(refereeId)) busy.set(refereeId, new Set());
    busy.get(refereeId)!.add(date);
  };
  const eligible = (level: GameLevel) =>
    referees.filter((referee) => ELIGIBLE_LEVELS[referee.refereeLevel ?? 1]!.includes(level));

  const assignmentRows: (typeof assignments.$inferInsert)[] = [];
  const demoRefereeTargets = { completed: 12, confirmed: 3, pending: 2, declined: 1 };
  // Payables of games before this day are paid (below); later ones are still owed.
  const unpaidFrom = addDays(today, -14);

  for (const game of demoGames) {
    const kickoff = zonedTimeToInstant(game.date, game.time, TIME_ZONE);
    const assignedAt = new Date(
      Math.min(now.getTime() - 3_600_000, kickoff.getTime() - random.int(5, 21) * 86_400_000),
    );
    const respondedAt = new Date(assignedAt.getTime() + random.int(1, 48) * 3_600_000);
    const pool = eligible(game.level as GameLevel);

    game.positions.forEach((position, index) => {
      const slotStatus = demoSlotStatus(game.status, index, random);

      // A declined offer stays on record next to the slot it left open.
      if ((game.status === "pending" || game.status === "assigned") && random.chance(0.2)) {
        const decliner = pool.find((referee) => isFree(referee.id, game.date) && random.chance(0.3));
        if (decliner) {
          assignmentRows.push({
            id: newId(),
            organizationId,
            gameId: game.id,
            refereeId: decliner.id,
            position,
            status: "declined",
            assignedAt,
            assignedById: game.assignorId,
            respondedAt,
            declineReason: random.pick(DECLINE_REASONS),
          });
        }
      }
      if (!slotStatus) return;

      // The demo referee gets a fixed share of each status so their screens are full.
      const wantsDemo =
        position === "referee" &&
        ELIGIBLE_LEVELS[demoReferee.refereeLevel ?? 1]!.includes(game.level as GameLevel) &&
        isFree(demoReferee.id, game.date) &&
        ((slotStatus === "completed" &&
          demoRefereeTargets.completed > 0 &&
          // Spread over the whole past so the demo has both paid and unpaid games: the last
          // DEMO_REFEREE_UNPAID_GAMES are kept for the unpaid fortnight, whichever day the demo is seeded.
          (game.date >= unpaidFrom ||
            (demoRefereeTargets.completed > DEMO_REFEREE_UNPAID_GAMES &&
              (game.date >= addDays(today, -21) || random.chance(0.25))))) ||
          (slotStatus === "confirmed" && game.status === "confirmed" && demoRefereeTargets.confirmed > 0) ||
          (slotStatus === "pending" && demoRefereeTargets.pending > 0));
      const candidates = pool.filter((referee) => referee.id !== demoReferee.id && isFree(referee.id, game.date));
      const referee = wantsDemo ? demoReferee : candidates.length ? random.pick(candidates) : null;
      if (!referee) return;
      if (wantsDemo) demoRefereeTargets[slotStatus as "completed" | "confirmed" | "pending"] -= 1;
      book(referee.id, game.date);

      assignmentRows.push({
        id: newId(),
        organizationId,
        gameId: game.id,
        refereeId: referee.id,
        position,
        status: slotStatus,
        assignedAt,
        assignedById: game.assignorId,
        respondedAt: slotStatus === "pending" ? null : respondedAt,
      });
    });
  }

  // The demo referee declined one upcoming offer.
  const declinable = demoGames.find(
    (game) => game.date > today && game.status === "pending" && isFree(demoReferee.id, game.date),
  );
  if (declinable && demoRefereeTargets.declined > 0) {
    assignmentRows.push({
      id: newId(),
      organizationId,
      gameId: declinable.id,
      refereeId: demoReferee.id,
      position: "referee",
      status: "declined",
      assignedAt: new Date(now.getTime() - 3 * 86_400_000),
      assignedById: assignor.id,
      respondedAt: new Date(now.getTime() - 2 * 86_400_000),
      declineReason: "Family commitment that weekend",
    });
  }

  // Keep each upcoming game's status true to the slots the generator managed to fill.
  for (const game of demoGames) {
    game.status = deriveGameStatus(
      game.status as GameStatus,
      game.positionType as PositionType,
      assignmentRows.filter((row) => row.gameId === game.id) as { position: string; status: string }[],
    );
  }

  // The referee of two leagues signs in with an address of their own (chosen now that the games are drawn).
  const crossLeague = chooseMultiLeagueReferee(referees, demoGames, assignmentRows, today);
  crossLeague.referee.email = DEMO_MULTI_LEAGUE_REFEREE_EMAIL;
  crossLeague.referee.firstName = DEMO_MULTI_LEAGUE_REFEREE_NAME.firstName;
  crossLeague.referee.lastName = DEMO_MULTI_LEAGUE_REFEREE_NAME.lastName;

  const staff = buildStaff(now);
  const joinedAt = new Date(now.getTime() - 140 * DAY_MS);
  await insertMany(db, users, [...people, ...staff.map(({ user }) => user)]);
  await insertMany(
    db,
    passwords,
    [...people, ...staff.map(({ user }) => user)].map((person) => ({ userId: person.id, hash: passwordHash })),
  );
  await insertMany(db, memberships, [
    ...people.map((person, index) => ({
      id: newId(),
      organizationId,
      userId: person.id,
      role: person.role,
      // Smart scheduling's capacity: every fifth referee wants at most two games a week.
      maxGamesPerWeek: person.role === "referee" && index % 5 === 0 ? 2 : null,
      createdAt: joinedAt,
    })),
    ...staff.map(({ user, role, scope }) => ({
      id: newId(),
      organizationId,
      userId: user.id,
      role,
      scope,
      createdAt: new Date(now.getTime() - 30 * DAY_MS),
    })),
  ]);
  await insertMany(
    db,
    games,
    demoGames.map(({ positions: _positions, ...game }) => game),
  );
  await insertMany(db, assignments, assignmentRows);

  // Payments: every completed assignment is owed its game's fee; older ones are paid. --------
  const gameById = new Map(demoGames.map((game) => [game.id, game]));
  const paymentRows = assignmentRows
    .filter((row) => row.status === "completed")
    .map((row) => {
      const game = gameById.get(row.gameId)!;
      const paid = game.date < unpaidFrom;
      return {
        id: newId(),
        organizationId,
        refereeId: row.refereeId,
        assignmentId: row.id,
        amountCents: game.feeCents ?? 0,
        description: `${game.homeTeam} vs ${game.awayTeam}`,
        status: paid ? "paid" : "pending",
        method: paid ? random.pick(["bank_transfer", "check"] as const) : null,
        paidAt: paid ? zonedTimeToInstant(addDays(game.date, 10), "12:00", TIME_ZONE) : null,
        paidOn: paid ? addDays(game.date, 10) : null,
        expenseCategory: "game_fees",
        createdAt: zonedTimeToInstant(addDays(game.date, 1), "08:00", TIME_ZONE),
      };
    });
  await insertMany(db, payments, paymentRows);

  // Assessments (issue 22): the assessor is asked to assess the three most recent games that were worked. ----
  const assessor = staff.find(({ role }) => role === "assessor")!.user;
  // Not the demo referee's games: their latest waits for its report and an assessment, as a new one would.
  const workedGameIds = new Set(assignmentRows.filter((row) => row.status === "completed").map((row) => row.gameId));
  const demoRefereeGameIds = new Set(
    assignmentRows.filter((row) => row.refereeId === demoReferee.id).map((row) => row.gameId),
  );
  const assessedGames = demoGames
    .filter((game) => game.date < today && workedGameIds.has(game.id) && !demoRefereeGameIds.has(game.id))
    .sort((a, b) => `${b.date} ${b.time}`.localeCompare(`${a.date} ${a.time}`))
    .slice(0, 3);
  await insertMany(
    db,
    assessmentRequests,
    assessedGames.map((game) => ({
      id: newId(),
      organizationId,
      gameId: game.id,
      assessorId: assessor.id,
      requestedById: assignor.id,
      createdAt: zonedTimeToInstant(addDays(game.date, 1), "09:00", TIME_ZONE),
    })),
  );

  // Requests for open slots -------------------------------------------------------------------
  const openGames = demoGames.filter((game) => game.date > today && game.status === "pending");
  const requestRows: (typeof gameRequests.$inferInsert)[] = [];
  const requestStatuses = ["pending", "pending", "approved", "rejected"] as const;
  openGames.slice(0, 4).forEach((game, index) => {
    requestRows.push({
      id: newId(),
      organizationId,
      gameId: game.id,
      refereeId: demoReferee.id,
      position: "referee",
      status: requestStatuses[index]!,
      message: index === 0 ? "Happy to take this one, I live nearby." : null,
      createdAt: new Date(now.getTime() - (index + 1) * 86_400_000),
      decidedAt: index >= 2 ? new Date(now.getTime() - index * 3_600_000) : null,
      decidedById: index >= 2 ? assignor.id : null,
    });
  });
  openGames.slice(4, 12).forEach((game, index) => {
    requestRows.push({
      id: newId(),
      organizationId,
      gameId: game.id,
      refereeId: referees[1 + ((index * 3) % (referees.length - 1))]!.id,
      position: "referee",
      status: "pending",
      createdAt: new Date(now.getTime() - (index + 2) * 3_600_000),
    });
  });
  await insertMany(db, gameRequests, requestRows);

  // Availability: blocked days and hours over the next two months. ----------------------------
  const availabilityRows = await seedDemoAvailability(db, { random, today, demoReferee, referees });

  // Certifications ---------------------------------------------------------------------------
  await seedDemoCertifications(db, {
    random,
    today,
    now,
    organizationId,
    assignorId: assignor.id,
    demoReferee,
    referees,
  });

  // Notifications for both demo users --------------------------------------------------------
  await seedDemoNotifications(db, {
    now,
    organizationId,
    demoReferee,
    assignor,
    secondAssignor,
    assignmentRows,
    gameById,
    requestRows,
    paymentRows,
  });

  // Settings and recent activity -------------------------------------------------------------
  await insertMany(db, userSettings, [
    { userId: demoReferee.id, weeklyDigest: true, timeFormat: "12" },
    { userId: assignor.id },
  ]);

  const recent = assignmentRows
    .filter((row) => row.respondedAt && row.respondedAt.getTime() <= now.getTime())
    .sort((a, b) => b.respondedAt!.getTime() - a.respondedAt!.getTime())
    .slice(0, 25);
  const refereeById = new Map(referees.map((referee) => [referee.id, referee]));
  await insertMany(
    db,
    activityLog,
    recent.map((row) => {
      const game = gameById.get(row.gameId)!;
      const referee = refereeById.get(row.refereeId)!;
      const verb = row.status === "declined" ? "declined" : "accepted";
      return {
        id: newId(),
        organizationId,
        actorId: referee.id,
        action: `assignment.${verb}`,
        subjectType: "assignment",
        subjectId: row.id!,
        summary: `${referee.firstName} ${referee.lastName} ${verb} ${game.homeTeam} vs ${game.awayTeam}`,
        createdAt: row.respondedAt!,
      };
    }),
  );

  // Game reports on recent games (issue 22) --------------------------------------------------
  // The demo referee's own games are left to file: their overview then shows a report due.
  await seedDemoReports(db, { organizationId, assignorId: assignor.id, now, exceptRefereeId: demoReferee.id });

  // The adult league, sharing five referees and the assignor -------------------------------
  const unavailable = new Map(
    crossLeague.shared.map((referee) => [
      referee.id,
      new Set([
        ...(busy.get(referee.id) ?? []),
        ...availabilityRows.filter((row) => row.userId === referee.id).map((row) => row.date),
      ]),
    ]),
  );
  const secondLeague = await seedSecondDemoLeague(db, {
    now,
    today,
    timeZone: TIME_ZONE,
    seed,
    passwordHash,
    assignor,
    multiLeagueReferee: crossLeague.referee,
    sharedReferees: crossLeague.shared,
    unavailable,
    crossLeagueGame: crossLeague.gameA,
  });
  // Issue 22: evaluations of past games in both leagues and the ratings they make.
  await seedDemoEvaluations(db, {
    now,
    today,
    timeZone: TIME_ZONE,
    seed,
    demoRefereeId: demoReferee.id,
    leagues: [
      { organizationId, evaluatorId: assignor.id },
      { organizationId: secondLeague.organizationId, evaluatorId: secondLeague.assignorId },
    ],
  });

  return {
    organizationId,
    assignorId: assignor.id,
    refereeId: demoReferee.id,
    games: demoGames.length,
    referees: referees.length,
    secondLeague: {
      organizationId: secondLeague.organizationId,
      assignorId: secondLeague.assignorId,
      games: secondLeague.games,
      referees: secondLeague.referees,
    },
    multiLeagueRefereeId: crossLeague.referee.id,
    sharedRefereeIds: crossLeague.shared.map((referee) => referee.id),
    crossLeague: { gameAId: crossLeague.gameA.id, gameBId: secondLeague.crossLeagueGameId },
  };
}
