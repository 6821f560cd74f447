/**
 * The demo's second league (issue 20): an adult league in the same time zone and currency as the Bay Area
 * youth league, playing weekday evenings (Monday, Tuesday, Thursday, Friday) over the same season, with
 * its own assignor, referees, venues, assignments and payments. A few of the youth league's referees work
 * here too, so the referee portal shows two leagues and the conflict checks meet another organization.
 *
 * Called by `seedDemoLeague` once the first league is drawn; it draws from its own seeded generator, so
 * adding it changed none of the first league's sample data. Its shared referees work here only on evenings
 * they are free in the first league (the first league plays weekends and Wednesday evenings), except one
 * deliberate case: an open game here overlapping a game the referee of two leagues has accepted there.
 */
import type { Database } from "~/server/db.server";
import {
  POSITIONS_BY_TYPE,
  type GameLevel,
  type GameStatus,
  type Position,
  type PositionType,
} from "~/domain/constants";
import { DEFAULT_CONFLICT_RULES } from "~/domain/conflicts";
import { addDays, dayOfWeek, zonedTimeToInstant } from "~/domain/dates";
import { deriveGameStatus } from "~/domain/game-status";
import { assignmentOfferLink } from "~/domain/notifications";
import {
  activityLog,
  assignments,
  certifications,
  games,
  memberships,
  notifications,
  passwords,
  payments,
  users,
  venues,
} from "~/db/schema";
import { buildGame, buildUser, createOrganization, insertMany, verifyCertifications } from "./factories";
import { newId } from "~/db/ids";
import { createRandom, demoSlotStatus } from "./demo-random";

export const DEMO_SECOND_ORGANIZATION_NAME = "East Bay Adult Soccer League";
export const DEMO_SECOND_ASSIGNOR_EMAIL = "assignor.east@demo.whistle.test";
/**
 * The open game of the second league that overlaps a game the referee of two leagues has accepted in the
 * first (same day, kick-off 30 minutes later): the cross-organization conflict, found by its teams. No
 * other game of the demo is between these two teams.
 */
export const DEMO_CROSS_LEAGUE_GAME_B = { homeTeam: "Lake Merritt FC", awayTeam: "Temescal Athletic" } as const;

const DAY_MS = 86_400_000;
const ELIGIBLE_LEVELS = DEFAULT_CONFLICT_RULES.eligibleLevels;

const TEAMS = [
  DEMO_CROSS_LEAGUE_GAME_B.homeTeam,
  DEMO_CROSS_LEAGUE_GAME_B.awayTeam,
  "Fruitvale United",
  "Rockridge Rovers",
  "Albany Albatross",
  "Emeryville Engineers",
  "Concord Cobras",
  "San Leandro Lions",
  "Castro Valley Cavaliers",
  "Pleasant Hill Pumas",
  "Martinez Mariners",
  "El Cerrito Eagles",
];
const VENUES = [
  { name: "Raimondi Park", address: "1800 Wood St, Oakland, CA 94607", latitude: 37.815, longitude: -122.289 },
  { name: "Nicholl Park", address: "3230 Macdonald Ave, Richmond, CA 94804", latitude: 37.935, longitude: -122.333 },
  {
    name: "Heather Farm Park",
    address: "301 N San Carlos Dr, Walnut Creek, CA 94598",
    latitude: 37.928,
    longitude: -122.05,
  },
  { name: "Newhall Park", address: "1700 Newhall Pkwy, Concord, CA 94521", latitude: 37.955, longitude: -121.995 },
  { name: "Kennedy Park", address: "19501 Hesperian Blvd, Hayward, CA 94541", latitude: 37.662, longitude: -122.112 },
];
const HOMES = [
  { label: "Oakland, CA", latitude: 37.8, longitude: -122.27 },
  { label: "Richmond, CA", latitude: 37.94, longitude: -122.35 },
  { label: "Walnut Creek, CA", latitude: 37.91, longitude: -122.06 },
  { label: "Hayward, CA", latitude: 37.67, longitude: -122.08 },
  { label: "Concord, CA", latitude: 37.98, longitude: -122.03 },
];
const FIRST_NAMES = [
  "Andre",
  "Beatriz",
  "Carlos",
  "Dana",
  "Elif",
  "Femi",
  "Gabriel",
  "Hiro",
  "Ines",
  "Jonah",
  "Keiko",
  "Luis",
  "Maya",
  "Nikolai",
  "Oluwaseun",
  "Paula",
  "Rafael",
  "Sina",
  "Tariq",
  "Uma",
];
const LAST_NAMES = [
  "Alvarez",
  "Bauer",
  "Castillo",
  "Dubois",
  "Eriksen",
  "Fofana",
  "Greene",
  "Haddad",
  "Ibarra",
  "Jensen",
  "Kowalski",
  "Lindqvist",
  "Mensah",
  "Novak",
  "Ortiz",
  "Pereira",
  "Quintero",
  "Reyes",
  "Sato",
  "Tran",
];
const DECLINE_REASONS = ["Working late that evening", "Already refereeing that night", "Injured, resting this week"];
/** Evenings the adult league plays: Monday, Tuesday, Thursday and Friday (the youth league has the rest). */
const EVENINGS = new Set([1, 2, 4, 5]);
/** At most this many games here for each shared referee other than the referee of two leagues. */
const SHARED_REFEREE_GAMES = 2;

type DemoUser = ReturnType<typeof buildUser>;

export interface SecondLeagueInput {
  now: Date;
  /** The first league's today (both leagues keep the same time zone). */
  today: string;
  timeZone: string;
  seed: number;
  passwordHash: string;
  /** The first league's assignor, who also assigns here (a membership made after their first). */
  assignor: DemoUser;
  /** The shared referee with a sign-in of their own, and the other shared referees. */
  multiLeagueReferee: DemoUser;
  sharedReferees: readonly DemoUser[];
  /** Dates each shared referee works in the first league or has blocked: they get no game here then. */
  unavailable: ReadonlyMap<string, ReadonlySet<string>>;
  /** The first league's game the referee of two leagues accepted, which the open game here overlaps. */
  crossLeagueGame: { date: string; time: string };
}

export interface SecondLeagueSummary {
  organizationId: string;
  assignorId: string;
  games: number;
  referees: number;
  crossLeagueGameId: string;
}

/** A kick-off `minutes` later on the same day ("HH:MM"). */
function later(time: string, minutes: number): string {
  const [hours, mins] = time.split(":").map(Number) as [number, number];
  const total = Math.min(hours * 60 + mins + minutes, 23 * 60 + 59);
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}

export async function seedSecondDemoLeague(db: Database, input: SecondLeagueInput): Promise<SecondLeagueSummary> {
  const { now, today, timeZone, passwordHash, assignor, multiLeagueReferee, sharedReferees, unavailable } = input;
  const random = createRandom(input.seed + 1);
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

  const organization = await createOrganization(db, {
    name: DEMO_SECOND_ORGANIZATION_NAME,
    slug: "east-bay-adult-soccer-league",
    timeZone,
    currency: "USD",
    inviteCode: "EBASL-2026",
    feeSemiProCents: 8500,
    feeAmateurCents: 5500,
    maxGamesPerDay: 2,
  });
  const organizationId = organization.id;
  const feeByLevel: Partial<Record<GameLevel, number>> = {
    "semi-pro": organization.feeSemiProCents,
    amateur: organization.feeAmateurCents,
  };

  // People: the league's own assignor and referees; the shared referees are already users. ------
  const eastAssignor = buildUser({
    email: DEMO_SECOND_ASSIGNOR_EMAIL,
    firstName: "Teresa",
    lastName: "Nakamura",
    phone: "(510) 555-0200",
    role: "assignor",
    emailVerifiedAt: now,
  });
  const ownReferees = FIRST_NAMES.map((firstName, index) => {
    const lastName = LAST_NAMES[index]!;
    const home = HOMES[index % HOMES.length]!;
    const phone = random.chance(0.85) ? `(510) 555-${String(2000 + index).padStart(4, "0")}` : null;
    // The draw that once typed a rating (now computed from evaluations): kept so the rest is drawn as before.
    random.next();
    return buildUser({
      email: `${firstName}.${lastName}@demo.whistle.test`.toLowerCase(),
      firstName,
      lastName,
      phone,
      role: "referee",
      // Adult games want experienced referees: mostly levels 2 and 3.
      refereeLevel: index % 4 === 0 ? 1 : (index % 2) + 2,
      emailVerifiedAt: now,
      homeLabel: home.label,
      homeLatitude: home.latitude,
      homeLongitude: home.longitude,
    });
  });
  const newPeople = [eastAssignor, ...ownReferees];
  await insertMany(db, users, newPeople);
  await insertMany(
    db,
    passwords,
    newPeople.map((person) => ({ userId: person.id, hash: passwordHash })),
  );
  const referees = [...ownReferees, ...sharedReferees];
  await insertMany(db, memberships, [
    { id: newId(), organizationId, userId: eastAssignor.id, role: "assignor", createdAt: daysAgo(70) },
    ...ownReferees.map((referee) => ({
      id: newId(),
      organizationId,
      userId: referee.id,
      role: "referee",
      createdAt: daysAgo(69),
    })),
    // Joined the adult league well after the youth league, which stays their first (default) league.
    ...sharedReferees.map((referee) => ({
      id: newId(),
      organizationId,
      userId: referee.id,
      role: "referee",
      createdAt: daysAgo(64),
    })),
    { id: newId(), organizationId, userId: assignor.id, role: "assignor", createdAt: daysAgo(60) },
  ]);

  // Games: weekday evenings over the same season. --------------------------------------------
  type DemoGame = ReturnType<typeof buildGame> & { positions: readonly Position[] };
  const leagueGames: DemoGame[] = [];
  const crossPair = new Set<string>([DEMO_CROSS_LEAGUE_GAME_B.homeTeam, DEMO_CROSS_LEAGUE_GAME_B.awayTeam]);
  for (let offset = -60; offset <= 60; offset++) {
    const date = addDays(today, offset);
    if (!EVENINGS.has(dayOfWeek(date))) continue;
    const kickoffs = ["19:00", "20:45"];
    const count = random.int(1, 2);
    for (let slot = 0; slot < count; slot++) {
      const level: GameLevel = random.chance(0.6) ? "amateur" : "semi-pro";
      const positionType: PositionType = level === "amateur" && random.chance(0.55) ? "single" : "three_official";
      const home = random.pick(TEAMS);
      let away = random.pick(TEAMS);
      // Lake Merritt FC never meets Temescal Athletic but in the cross-league game, so its teams find it.
      while (away === home || (crossPair.has(home) && crossPair.has(away))) away = random.pick(TEAMS);
      const venue = VENUES[(slot + offset + 60) % VENUES.length]!;
      leagueGames.push({
        ...buildGame({
          organizationId,
          assignorId: random.chance(0.75) ? eastAssignor.id : assignor.id,
          date,
          time: kickoffs[slot]!,
          homeTeam: home,
          awayTeam: away,
          venue: venue.name,
          venueAddress: venue.address,
          league: level === "semi-pro" ? "EBASL Premier" : "EBASL Division 1",
          level,
          feeCents: feeByLevel[level],
          positionType,
          fieldSurface: random.pick(["grass", "turf"]),
          // The fall schedule was imported in two halves.
          createdAt: daysAgo(offset < 0 ? 68 : 30),
        }),
        positions: POSITIONS_BY_TYPE[positionType],
      });
    }
  }

  for (const game of leagueGames) {
    const roll = random.next();
    let status: GameStatus;
    if (game.date < today) status = roll < 0.95 ? "completed" : "cancelled";
    else if (game.date <= addDays(today, 14))
      status = roll < 0.45 ? "confirmed" : roll < 0.75 ? "assigned" : roll < 0.95 ? "pending" : "cancelled";
    else status = roll < 0.2 ? "confirmed" : roll < 0.45 ? "assigned" : roll < 0.93 ? "pending" : "cancelled";
    game.status = status;
    if (status === "cancelled") game.cancelReason = random.pick(["Field closed", "Team forfeited", "Lights out"]);
  }

  // Assignments ------------------------------------------------------------------------------
  const busy = new Map<string, Set<string>>();
  const isFree = (refereeId: string, date: string) =>
    !busy.get(refereeId)?.has(date) && !unavailable.get(refereeId)?.has(date);
  const book = (refereeId: string, date: string) => {
    if (!busy.has(refereeId)) busy.set(refereeId, new Set());
    busy.get(refereeId)!.add(date);
  };
  const sharedIds = new Set(sharedReferees.map((referee) => referee.id));
  const sharedGames = new Map<string, number>();
  const mayTake = (referee: DemoUser, date: string) =>
    referee.id !== multiLeagueReferee.id &&
    isFree(referee.id, date) &&
    (!sharedIds.has(referee.id) || (sharedGames.get(referee.id) ?? 0) < SHARED_REFEREE_GAMES);
  // The referee of two leagues: a little history here and upcoming games, on evenings apart from the first league.
  const multiTargets = { completed: 2, confirmed: 1, pending: 1 };
  const eligible = (level: GameLevel) =>
    referees.filter((referee) => ELIGIBLE_LEVELS[referee.refereeLevel ?? 1]!.includes(level));

  const assignmentRows: (typeof assignments.$inferInsert)[] = [];
  for (const game of leagueGames) {
    const kickoff = zonedTimeToInstant(game.date, game.time, timeZone);
    const assignedAt = new Date(Math.min(now.getTime() - 3_600_000, kickoff.getTime() - random.int(4, 18) * DAY_MS));
    const respondedAt = new Date(assignedAt.getTime() + random.int(1, 36) * 3_600_000);
    const pool = eligible(game.level as GameLevel);

    game.positions.forEach((position, index) => {
      const slotStatus = demoSlotStatus(game.status, index, random);

      if ((game.status === "pending" || game.status === "assigned") && random.chance(0.15)) {
        const decliner = ownReferees.find((referee) => isFree(referee.id, game.date) && random.chance(0.3));
        if (decliner && pool.includes(decliner)) {
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

      const wantsMulti =
        position === "referee" &&
        pool.includes(multiLeagueReferee) &&
        isFree(multiLeagueReferee.id, game.date) &&
        ((slotStatus === "completed" && multiTargets.completed > 0 && game.date >= addDays(today, -30)) ||
          (slotStatus === "confirmed" && game.status === "confirmed" && multiTargets.confirmed > 0) ||
          (slotStatus === "pending" && multiTargets.pending > 0));
      const candidates = pool.filter((referee) => mayTake(referee, game.date));
      const referee = wantsMulti ? multiLeagueReferee : candidates.length ? random.pick(candidates) : null;
      if (!referee) return;
      if (wantsMulti) multiTargets[slotStatus as keyof typeof multiTargets] -= 1;
      if (sharedIds.has(referee.id)) sharedGames.set(referee.id, (sharedGames.get(referee.id) ?? 0) + 1);
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
  for (const game of leagueGames) {
    game.status = deriveGameStatus(
      game.status as GameStatus,
      game.positionType as PositionType,
      assignmentRows.filter((row) => row.gameId === game.id) as { position: string; status: string }[],
    );
  }

  // The deliberate cross-league case: open here, at a time the referee of two leagues is booked there.
  const crossVenue = VENUES[0]!;
  const crossGame = buildGame({
    organizationId,
    assignorId: eastAssignor.id,
    date: input.crossLeagueGame.date,
    time: later(input.crossLeagueGame.time, 30),
    homeTeam: DEMO_CROSS_LEAGUE_GAME_B.homeTeam,
    awayTeam: DEMO_CROSS_LEAGUE_GAME_B.awayTeam,
    venue: crossVenue.name,
    venueAddress: crossVenue.address,
    league: "EBASL Division 1",
    level: "amateur",
    feeCents: organization.feeAmateurCents,
    positionType: "single",
    fieldSurface: "turf",
    status: "pending",
    createdAt: daysAgo(30),
  });

  await insertMany(
    db,
    venues,
    VENUES.map((venue) => ({ id: newId(), organizationId, ...venue })),
  );
  await insertMany(db, games, [...leagueGames.map(({ positions: _positions, ...game }) => game), crossGame]);
  await insertMany(db, assignments, assignmentRows);

  // Payments: each completed assignment is owed its fee; those older than two weeks are paid. ---
  const gameById = new Map(leagueGames.map((game) => [game.id, game]));
  await insertMany(
    db,
    payments,
    assignmentRows
      .filter((row) => row.status === "completed")
      .map((row) => {
        const game = gameById.get(row.gameId)!;
        const paid = game.date < addDays(today, -14);
        return {
          id: newId(),
          organizationId,
          refereeId: row.refereeId,
          assignmentId: row.id,
          amountCents: game.feeCents ?? 0,
          description: `${game.homeTeam} vs ${game.awayTeam}`,
          status: paid ? "paid" : "pending",
          method: paid ? random.pick(["bank_transfer", "check"] as const) : null,
          paidAt: paid ? zonedTimeToInstant(addDays(game.date, 7), "12:00", timeZone) : null,
          paidOn: paid ? addDays(game.date, 7) : null,
          expenseCategory: "game_fees",
          createdAt: zonedTimeToInstant(addDays(game.date, 1), "08:00", timeZone),
        };
      }),
  );

  const ownCertifications = ownReferees.map((referee) => ({
    id: newId(),
    userId: referee.id,
    name: "U.S. Soccer Grassroots Referee",
    level: `Level ${referee.refereeLevel ?? 1}`,
    issuer: "U.S. Soccer",
    verified: random.chance(0.8),
  }));
  await insertMany(db, certifications, ownCertifications);
  // Verified by this league only (issue 32).
  await verifyCertifications(
    db,
    organization.id,
    ownCertifications.filter((row) => row.verified).map((row) => row.id),
  );

  // Notifications: the referee of two leagues has an offer here; the league's assignor a welcome. -
  const offer = assignmentRows.find((row) => row.refereeId === multiLeagueReferee.id && row.status === "pending");
  const offerGame = offer ? gameById.get(offer.gameId) : undefined;
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  await insertMany(db, notifications, [
    ...(offer && offerGame
      ? [
          {
            id: newId(),
            userId: multiLeagueReferee.id,
            organizationId,
            type: "assignment",
            priority: "high",
            title: "New game assignment",
            message: `You have been assigned to ${offerGame.homeTeam} vs ${offerGame.awayTeam} on ${offerGame.date} at ${offerGame.venue}.`,
            actionRequired: true,
            actionLabel: "Respond",
            link: assignmentOfferLink(offer.id!),
            createdAt: hoursAgo(4),
          },
        ]
      : []),
    {
      id: newId(),
      userId: eastAssignor.id,
      organizationId,
      type: "system",
      priority: "low",
      title: "Welcome to Whistle",
      message: "Your league is set up. Import a schedule or add your first game.",
      readAt: hoursAgo(1600),
      createdAt: hoursAgo(1670),
    },
  ]);

  // Recent activity, as in the first league. ------------------------------------------------
  const refereeById = new Map(referees.map((referee) => [referee.id, referee]));
  await insertMany(
    db,
    activityLog,
    assignmentRows
      .filter((row) => row.respondedAt && row.respondedAt.getTime() <= now.getTime())
      .sort((a, b) => b.respondedAt!.getTime() - a.respondedAt!.getTime())
      .slice(0, 15)
      .map((row) => {
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

  return {
    organizationId,
    assignorId: eastAssignor.id,
    games: leagueGames.length + 1,
    referees: referees.length,
    crossLeagueGameId: crossGame.id,
  };
}
