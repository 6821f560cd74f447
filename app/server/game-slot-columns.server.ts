import { assignments, games, users } from "~/db/schema";

/**
 * A game's slot as a reader sees it: when and where, who plays at what level, the referee's name and the
 * assignment's status. The season report and a draft's review select these columns alike; each query
 * joins `users` and `assignments` its own way (the report through the assignment, a draft through its item).
 */
export const gameSlotColumns = {
  date: games.date,
  time: games.time,
  venue: games.venue,
  level: games.level,
  homeTeam: games.homeTeam,
  awayTeam: games.awayTeam,
  refereeFirstName: users.firstName,
  refereeLastName: users.lastName,
  assignmentStatus: assignments.status,
};

/**
 * What the conflict rules read of a referee's other games (`findConflicts`): which game, when, where, at what
 * level and between whom. Assigning and the open-games list select these alike.
 */
export const conflictGameColumns = {
  id: games.id,
  date: games.date,
  time: games.time,
  level: games.level,
  venue: games.venue,
  homeTeam: games.homeTeam,
  awayTeam: games.awayTeam,
};
