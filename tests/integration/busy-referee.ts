/**
 * A referee with a season behind and ahead of them, for the round-trip tests of the referee portal's
 * pages (issue 17): games on both sides of today with crews, payables, offers with their notifications,
 * game requests, availability and contacts. Built in a few batches.
 */
import { buildGame, buildUser, insertMany } from "~/demo/factories";
import { newId } from "~/db/ids";
import {
  assignments,
  availabilityBlocks,
  gameRequests,
  games,
  memberships,
  notifications,
  payments,
  users,
} from "~/db/schema";
import { addDays, todayIn } from "~/domain/dates";
import { assignmentOfferLink } from "~/domain/notifications";
import { createLeague, db } from "./helpers";

export const BUSY_GAMES = 60;

/** A league whose referee worked 30 games and has 30 ahead (a third of them offers still to answer). */
export async function createBusyReferee() {
  const league = await createLeague();
  const organizationId = league.organization.id;
  const refereeId = league.referee.id;
  const today = todayIn(league.organization.timeZone);
  const colleagues = Array.from({ length: 12 }, () => buildUser({ role: "referee" }));
  await insertMany(db, users, colleagues);
  await insertMany(
    db,
    memberships,
    colleagues.map((person) => ({ id: newId(), userId: person.id, organizationId, role: "referee" })),
  );
  const season = Array.from({ length: BUSY_GAMES }, (_, index) => {
    const past = index < BUSY_GAMES / 2;
    return buildGame({
      organizationId,
      assignorId: league.assignor.id,
      date: addDays(today, past ? -2 * (index + 1) : 2 * (index - BUSY_GAMES / 2 + 1)),
      time: "10:00",
      positionType: "three_official",
      status: past ? "completed" : "assigned",
    });
  });
  await insertMany(db, games, season);
  const own = season.map((game, index) => ({
    id: newId(),
    organizationId,
    gameId: game.id,
    refereeId,
    position: "referee",
    status: index < BUSY_GAMES / 2 ? "completed" : index % 3 === 0 ? "pending" : "confirmed",
    assignedById: league.assignor.id,
  }));
  const crew = season.flatMap((game, index) =>
    (["assistant_referee_1", "assistant_referee_2"] as const).map((position, slot) => ({
      id: newId(),
      organizationId,
      gameId: game.id,
      refereeId: colleagues[(index + slot) % colleagues.length]!.id,
      position,
      status: index < BUSY_GAMES / 2 ? "completed" : "confirmed",
    })),
  );
  await insertMany(db, assignments, [...own, ...crew]);
  await insertMany(
    db,
    payments,
    own
      .filter((row) => row.status === "completed")
      .map((row, index) => ({
        id: newId(),
        organizationId,
        refereeId,
        assignmentId: row.id,
        amountCents: 4000,
        description: "Game fee",
        ...(index % 2 === 0 ? { status: "paid", paidAt: new Date() } : { status: "pending" }),
      })),
  );
  const offers = own.filter((row) => row.status === "pending");
  await insertMany(db, notifications, [
    ...offers.map((row) => ({
      id: newId(),
      userId: refereeId,
      organizationId,
      type: "assignment",
      title: "New assignment",
      message: "You have been offered a game.",
      link: assignmentOfferLink(row.id),
      actionRequired: true,
    })),
    ...Array.from({ length: 20 }, () => ({
      id: newId(),
      userId: refereeId,
      organizationId,
      type: "system",
      title: "Notice",
      message: "Hello",
    })),
  ]);
  const open = Array.from({ length: 20 }, (_, index) =>
    buildGame({ organizationId, date: addDays(today, 3 + index), time: "15:00", status: "pending" }),
  );
  await insertMany(db, games, open);
  await insertMany(
    db,
    gameRequests,
    open.slice(0, 5).map((game) => ({
      id: newId(),
      organizationId,
      gameId: game.id,
      refereeId,
      position: "referee",
      status: "pending",
    })),
  );
  await insertMany(
    db,
    availabilityBlocks,
    Array.from({ length: 15 }, (_, index) => ({
      id: newId(),
      userId: refereeId,
      date: addDays(today, 1 + index * 4),
      kind: "full_day",
    })),
  );
  return { ...league, today, offers, season, open };
}
