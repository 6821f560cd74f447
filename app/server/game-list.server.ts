/**
 * Reading one organization's games as lists (the Game Management page, the CSV export, the sidebar
 * badge), all through the same filters. Every query takes the organization id. (The public API keeps its
 * keyset pages in app/server/api/resources.server.ts.)
 */
import { and, asc, count, desc, eq, gte, inArray, lt, lte, type SQL } from "drizzle-orm";
import type { AssignorScope } from "~/domain/permissions";
import { gameInScopeSql } from "./staff-scope.server";
import { assignments, games, users, type Game } from "~/db/schema";
import { GAME_STATUSES, type GameStatus } from "~/domain/constants";
import { parseListWhen, type ListWhen } from "~/domain/list-when";
import { batchRead, clampedPage, clampedPageOffset, readOne, type BatchRead } from "./batch-reads.server";
import type { Database } from "./db.server";
import { filterOnly } from "./query-plan.server";
import { anyColumnContains } from "./search.server";
import { searchText } from "~/domain/search";
import { ACCEPTED_ASSIGNMENT_STATUSES, statusIn } from "~/domain/assignment-status";

export const GAMES_PAGE_SIZE = 50;

export interface GameListFilters {
  /** Matches home team, away team or venue (spec placeholder: "Search games, teams, or venues..."). */
  query?: string;
  status?: GameStatus;
  /** Inclusive date range (YYYY-MM-DD), venue (part of its name) and level: the public API's filters. */
  dateFrom?: string;
  dateTo?: string;
  venue?: string;
  level?: string;
  /**
   * Game Management's `when` (upcoming from `today`, past before it, or all); `today` is the date in the
   * organization's time zone. Without `when` (the API, whose own date filters apply) every date counts.
   */
  when?: ListWhen;
  today?: string;
  page?: number;
  pageSize?: number;
}

/** Game Management's filters from its URL (`q`, `status`, `when`, `page`); `today` is the organization's date. */
export function parseGameListFilters(
  searchParams: URLSearchParams,
  today: string,
): Required<Pick<GameListFilters, "page" | "when" | "today">> & GameListFilters {
  const status = searchParams.get("status");
  const page = Number(searchParams.get("page") ?? "1");
  return {
    query: searchText(searchParams.get("q")) || undefined,
    status: (GAME_STATUSES as readonly string[]).includes(status ?? "") ? (status as GameStatus) : undefined,
    when: parseListWhen(searchParams.get("when")),
    today,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function gameConditions(
  organizationId: string,
  { query, status, dateFrom, dateTo, venue, level, when, today }: GameListFilters,
  scope: AssignorScope | null,
): SQL {
  const conditions: SQL[] = [eq(games.organizationId, organizationId)];
  // A limited assignor's levels, leagues and venues (decision 0064).
  const inScope = gameInScopeSql(scope);
  if (inScope) conditions.push(inScope);
  if (when === "upcoming" || when === "past") {
    if (!today) throw new Error(`The "${when}" games need today's date`);
    conditions.push(when === "upcoming" ? gte(games.date, today) : lt(games.date, today));
  }
  if (status) conditions.push(eq(games.status, status));
  if (dateFrom) conditions.push(gte(games.date, dateFrom));
  if (dateTo) conditions.push(lte(games.date, dateTo));
  if (level) conditions.push(eq(games.level, level));
  if (venue) conditions.push(anyColumnContains([games.venue], venue));
  if (query) conditions.push(anyColumnContains([games.homeTeam, games.awayTeam, games.venue], query));
  return and(...conditions)!;
}

/** Upcoming and all: date then time ascending; past: the most recent first. */
function gameOrder(when: ListWhen | undefined) {
  return when === "past"
    ? [desc(games.date), desc(games.time), asc(games.homeTeam)]
    : [asc(games.date), asc(games.time), asc(games.homeTeam)];
}

export interface GameRow extends Game {
  /** The confirmed (or completed) referee in the Referee position, else null ("Unassigned"). */
  refereeName: string | null;
  /** Assignments ever made for this game, declined and cancelled included. */
  assignmentCount: number;
}

/** One page of games in `gameOrder`, with the total for "N games found": three statements for one batch. */
export function gameListRead(
  db: Database,
  organizationId: string,
  filters: GameListFilters,
  scope: AssignorScope | null = null,
): BatchRead<{ games: GameRow[]; total: number; page: number; pageCount: number }> {
  const pageSize = filters.pageSize ?? GAMES_PAGE_SIZE;
  const where = gameConditions(organizationId, filters, scope);
  const offset = clampedPageOffset(db.select({ total: count() }).from(games).where(where), filters.page ?? 1, pageSize);
  const pageIds = db
    .select({ id: games.id })
    .from(games)
    .where(where)
    .orderBy(...gameOrder(filters.when))
    .limit(pageSize)
    .offset(offset);
  return batchRead(
    [
      db.select({ total: count() }).from(games).where(where),
      db
        .select()
        .from(games)
        .where(where)
        .orderBy(...gameOrder(filters.when))
        .limit(pageSize)
        .offset(offset),
      db
        .select({
          gameId: assignments.gameId,
          position: assignments.position,
          status: assignments.status,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(assignments)
        .innerJoin(users, eq(users.id, assignments.refereeId))
        // The page's games' assignments on the game index: the `+` keeps SQLite off the organization's index,
        // where it walked the organization's every assignment (62,000 in an association) for one page.
        .where(and(eq(filterOnly(assignments.organizationId), organizationId), inArray(assignments.gameId, pageIds))),
    ],
    ([[{ total } = { total: 0 }], rows, assigned]) => {
      const { page, pageCount } = clampedPage(filters.page ?? 1, total, pageSize);
      return {
        total,
        page,
        pageCount,
        games: rows.map((game) => {
          const own = assigned.filter((row) => row.gameId === game.id);
          const referee = own.find(
            (row) => row.position === "referee" && statusIn(ACCEPTED_ASSIGNMENT_STATUSES, row.status),
          );
          return {
            ...game,
            refereeName: referee ? `${referee.firstName} ${referee.lastName}` : null,
            assignmentCount: own.length,
          };
        }),
      };
    },
  );
}

/** `gameListRead` on its own. */
export async function listGames(db: Database, organizationId: string, filters: GameListFilters) {
  return readOne(db, gameListRead(db, organizationId, filters));
}

/** Upcoming games still waiting for referees (status pending), for the sidebar badge and the overview. */
export function gamesNeedingRefereesRead(
  db: Database,
  organizationId: string,
  today: string,
  scope: AssignorScope | null = null,
): BatchRead<number> {
  return batchRead(
    [
      db
        .select({ value: count() })
        .from(games)
        .where(
          and(
            eq(games.organizationId, organizationId),
            eq(games.status, "pending"),
            gte(games.date, today),
            gameInScopeSql(scope),
          ),
        ),
    ],
    ([[row]]) => row?.value ?? 0,
  );
}

/** Every game matching the filters (no paging), in the page's order, for the CSV export. */
export async function listGamesForExport(
  db: Database,
  organizationId: string,
  filters: GameListFilters,
  scope: AssignorScope | null = null,
) {
  return db
    .select()
    .from(games)
    .where(gameConditions(organizationId, filters, scope))
    .orderBy(...gameOrder(filters.when));
}
