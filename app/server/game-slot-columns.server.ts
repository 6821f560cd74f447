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
