/** The engine's suggestions for one open slot, for the assignment dialogs (decision 0030). */
import { tr } from "~/i18n/text";
import { and, eq } from "drizzle-orm";
import { games } from "~/db/schema";
import { suggestReferees } from "~/domain/auto-assign";
import type { Refused } from "~/domain/outcome";
import type { AssignorScope } from "~/domain/permissions";
import type { Database } from "./db.server";
import { gameInScopeSql } from "./staff-scope.server";
import { loadScheduleInput } from "./auto-assign-input.server";

export type SuggestionsAnswer =
  | {
      ok: true;
      suggestions: { refereeId: string; name: string; level: number | null; reasons: string[]; explanation: string }[];
      leftOut: { refereeId: string; name: string; conflicts: { severity: "hard" | "soft"; message: string }[] }[];
    }
  | Refused;

/** The engine's ranking for one open slot of a game of the organization (the assignment dialog). */
export async function suggestionsFor(
  db: Database,
  {
    organizationId,
    gameId,
    position,
    limit = 5,
    scope = null,
  }: { organizationId: string; gameId: string; position: string; limit?: number; scope?: AssignorScope | null },
): Promise<SuggestionsAnswer> {
  const [game] = await db
    .select({ id: games.id, date: games.date, level: games.level, venue: games.venue, status: games.status })
    .from(games)
    // Outside a limited assignor's scope, the game is not found (decision 0064).
    .where(and(eq(games.organizationId, organizationId), eq(games.id, gameId), gameInScopeSql(scope)));
  if (!game) return { ok: false, status: 404, message: tr("assignor.assign.error.gameGone") };
  if (game.status === "cancelled" || game.status === "completed") {
    return { ok: false, status: 409, message: tr("assignor.suggestions.error.closed", { status: game.status }) };
  }
  const loaded = await loadScheduleInput(db, organizationId, {
    from: game.date,
    to: game.date,
    levels: [],
    venues: [],
  });
  if (!loaded) return { ok: false, status: 404, message: tr("assignor.assign.error.gameGone") };
  const target = loaded.input.games.find((candidate) => candidate.id === gameId);
  if (!target?.positions.includes(position))
    return { ok: false, status: 400, message: tr("assignor.suggestions.error.positionNotNeeded") };
  if ((loaded.input.existing ?? []).some((row) => row.gameId === gameId && row.position === position)) {
    return { ok: false, status: 409, message: tr("assignor.suggestions.error.filled") };
  }
  const result = suggestReferees({ ...loaded.input, slateGameIds: [gameId] }, { gameId, position }, { limit });
  const names = new Map(loaded.input.referees.map((referee) => [referee.id, referee]));
  return {
    ok: true,
    suggestions: result.suggestions.map((suggestion) => ({
      refereeId: suggestion.refereeId,
      name: names.get(suggestion.refereeId)?.name ?? "",
      level: names.get(suggestion.refereeId)?.level ?? null,
      reasons: suggestion.reasons,
      explanation: suggestion.explanation,
    })),
    leftOut: result.leftOut.map((left) => ({
      refereeId: left.refereeId,
      name: names.get(left.refereeId)?.name ?? "",
      conflicts: left.conflicts.map(({ severity, message }) => ({ severity, message })),
    })),
  };
}
