/**
 * A league with enough going on that a page's every query has rows to find (decision 0052): games before
 * and after today in every status, referees with assignments in every status, requests, availability,
 * notifications and activity. Built in a few batches; each round-trip test file builds one in `beforeAll`.
 */
import { newId } from "~/db/ids";
import { createUser, insertMany } from "~/demo/factories";
import { activityLog, assignments, availabilityBlocks, gameRequests, games, notifications } from "~/db/schema";
import { addDays, todayIn } from "~/domain/dates";
import { createLeague, db } from "./helpers";

const STATUSES = ["pending", "assigned", "confirmed", "completed", "cancelled"] as const;
const ASSIGNMENT_STATUSES = ["pending", "confirmed", "declined"] as const;

export async function createBusyLeague({ gameCount = 90, refereeCount = 12 } = {}) {
  const league = await createLeague();
  const organizationId = league.organization.id;
  const today = todayIn(league.organization.timeZone);
  const referees = [league.referee];
  for (let index = 1; index < refereeCount; index += 1) {
    referees.push(await createUser(db, { organizationId, role: "referee", firstName: `Busy Referee ${index}` }));
  }
  const gameRows = Array.from({ length: gameCount }, (_, index) => {
    const offset = index - Math.floor(gameCount / 3);
    const status = offset < 0 ? (index % 4 === 0 ? "cancelled" : "completed") : STATUSES[index % 3]!;
    return {
      id: newId(),
      organizationId,
      date: addDays(today, offset),
      time: `${String(9 + (index % 8)).padStart(2, "0")}:00`,
      homeTeam: `Home ${index}`,
      awayTeam: `Away ${index}`,
      venue: `Field ${index % 5}`,
      level: "youth",
      feeCents: 4000,
      status,
      positionType: index % 2 === 0 ? "three_official" : "single",
    };
  });
  await insertMany(db, games, gameRows);
  // A referee on most games, and an assistant on most three-official ones.
  const assignmentRows = gameRows.flatMap((game, index) => {
    if (game.status === "cancelled" || index % 5 >= 3) return [];
    const status = game.status === "completed" ? "completed" : ASSIGNMENT_STATUSES[index % 3]!;
    const positions = game.positionType === "three_official" ? ["referee", "assistant_referee_1"] : ["referee"];
    return positions.map((position, offset) => ({
      id: newId(),
      organizationId,
      gameId: game.id,
      refereeId: referees[(index + offset) % referees.length]!.id,
      position,
      status,
    }));
  });
  await insertMany(db, assignments, assignmentRows);
  // Requests for open slots: upcoming pending games nobody holds yet.
  const upcoming = gameRows.filter(
    (game) => game.date >= today && game.status === "pending" && !assignmentRows.some((row) => row.gameId === game.id),
  );
  await insertMany(
    db,
    gameRequests,
    upcoming.slice(0, 6).map((game, index) => ({
      id: newId(),
      organizationId,
      gameId: game.id,
      refereeId: referees[(index + 3) % referees.length]!.id,
      position: "referee",
    })),
  );
  await insertMany(
    db,
    availabilityBlocks,
    referees.slice(0, 4).map((referee, index) => ({
      id: newId(),
      userId: referee.id,
      date: addDays(today, index),
      kind: "full_day",
    })),
  );
  await insertMany(
    db,
    notifications,
    referees.slice(0, 6).map((referee) => ({
      id: newId(),
      userId: referee.id,
      organizationId,
      type: "system",
      title: "Hi",
      message: "Hello",
    })),
  );
  await insertMany(
    db,
    activityLog,
    gameRows.slice(0, 20).map((game) => ({
      id: newId(),
      organizationId,
      action: "game.created",
      subjectType: "game",
      subjectId: game.id,
      summary: `Created ${game.homeTeam} vs ${game.awayTeam}`,
    })),
  );
  return { ...league, referees, games: gameRows, assignments: assignmentRows, today };
}
