import { data, Link, useNavigation, useSearchParams } from "react-router";
import { useFormats } from "~/components/formats";
import type { Route } from "./+types/games";
import { GameFormDialog } from "~/components/games/game-form-dialog";
import { GameRowActions } from "~/components/games/game-row-actions";
import { ImportGamesDialog } from "~/components/games/import-dialog";
import { ExportLink, ListCard, ListSearchForm, WhenTabs, whenHref } from "~/components/list-controls";
import { StatusBadge } from "~/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { GAME_STATUSES, POSITIONS, type GameLevel, type GameStatus } from "~/domain/constants";
import { gameLevelLabel, gameStatusLabel } from "~/domain/game-labels";
import { Trans } from "@lingui/react";
import type { MessageId } from "~/i18n/messages";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";
import { formatMoney } from "~/domain/format";
import { todayIn } from "~/domain/dates";
import { IMPORT_MAX_BYTES } from "~/domain/game-import";
import { otherListWhen, type ListWhen } from "~/domain/list-when";
import { formText } from "~/domain/forms";
import { gameFormValues, parseGameForm } from "~/domain/games";
import { assignReferee, listOrganizationReferees } from "~/server/assignments.server";
import { requirePermission, requireStaff } from "~/server/auth.server";
import { noRead, readAll, rowsRead } from "~/server/batch-reads.server";
import { dispatchIntent } from "~/server/intents.server";
import { getAppContext } from "~/server/context.server";
import { completeGame } from "~/server/game-completion.server";
import { importGamesFromCsv } from "~/server/game-import.server";
import { cancelGame } from "~/server/game-cancellation.server";
import { gameListRead, parseGameListFilters } from "~/server/game-list.server";
import { createGame, deleteGame, updateGame } from "~/server/games.server";
import { listVenues } from "~/server/organization.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Whistle" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const {
    organization,
    currencyChoice: moneyFormat,
    permissions,
    scope,
  } = await requireStaff(context, request, "games.read");
  const { db } = getAppContext(context);
  const today = todayIn(organization.timeZone);
  const filters = parseGameListFilters(new URL(request.url).searchParams, today);
  const canWrite = permissions.includes("games.write");
  const canAssign = permissions.includes("assign");
  // One round trip for the page's data (decision 0052); the referee pool only for those who assign.
  const { list, referees, venues } = await readAll(db, {
    list: gameListRead(db, organization.id, filters, scope),
    referees: canAssign ? rowsRead(listOrganizationReferees(db, organization.id)) : noRead([]),
    venues: rowsRead(listVenues(db, organization.id)),
  });
  return {
    title: tr("assignor.games.title"),
    ...list,
    filters,
    referees,
    venues,
    canWrite,
    canAssign,
    timeZone: organization.timeZone,
    today,
    // Fees are in the organization's currency, written the way the assignor's choice reads (decision 0043).
    moneyStyle: { currency: organization.currency, choice: moneyFormat },
    defaultFees: {
      professional: organization.feeProfessionalCents,
      "semi-pro": organization.feeSemiProCents,
      amateur: organization.feeAmateurCents,
      youth: organization.feeYouthCents,
    } satisfies Record<GameLevel, number>,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  // Each intent checks its own permission below: a scheduler edits games but cannot assign (decision 0064).
  const access = await requireStaff(context, request, "games.read");
  const { user, organization, scope } = access;
  const { db, env } = getAppContext(context);
  const organizationId = organization.id;

  // Refuse an oversized upload before reading it into memory.
  if (Number(request.headers.get("Content-Length") ?? "0") > IMPORT_MAX_BYTES + 64 * 1024) {
    return data(
      {
        intent: "import" as const,
        ok: false as const,
        kind: "read" as const,
        message: tr("assignor.import.error.overLimit"),
      },
      { status: 413 },
    );
  }
  const form = await request.formData();
  const gameId = formText(form, "gameId");

  const saveGame = async (intent: "create" | "update") => {
    requirePermission(access, "games.write");
    const parsed = parseGameForm(gameFormValues(form));
    const { values } = parsed;
    if (!parsed.ok) {
      return data({ intent, ok: false as const, errors: parsed.fieldErrors, values, formError: null }, { status: 400 });
    }
    const saved =
      intent === "create"
        ? await createGame(db, { organizationId, assignorId: user.id, input: parsed.value })
        : await updateGame(db, {
            organizationId,
            actorId: user.id,
            gameId,
            input: parsed.value,
            currency: organization.currency,
          });
    if (!saved.ok) {
      return data(
        { intent, ok: false as const, errors: {}, values, formError: saved.message },
        { status: saved.status },
      );
    }
    return {
      intent,
      ok: true as const,
      message: intent === "create" ? tr("assignor.games.toast.added") : tr("assignor.games.toast.updated"),
    };
  };

  return dispatchIntent(form, {
    create: () => saveGame("create"),
    update: () => saveGame("update"),

    cancel: async () => {
      requirePermission(access, "games.write");
      const intent = "cancel";
      const reason = formText(form, "reason").trim();
      if (!reason) {
        return data(
          { intent, ok: false as const, message: tr("assignor.games.cancel.reasonRequired") },
          { status: 400 },
        );
      }
      const result = await cancelGame(db, { organizationId, actorId: user.id, gameId, reason: reason.slice(0, 500) });
      if (!result.ok) return data({ intent, ok: false as const, message: result.message }, { status: result.status });
      return {
        intent,
        ok: true as const,
        message: result.notified
          ? tr("assignor.games.toast.cancelledNotified", { count: result.notified })
          : tr("assignor.games.toast.cancelled"),
      };
    },

    complete: async () => {
      requirePermission(access, "games.write");
      const intent = "complete";
      const result = await completeGame(db, { organizationId, actorId: user.id, gameId });
      if (!result.ok) return data({ intent, ok: false as const, message: result.message }, { status: result.status });
      return { intent, ok: true as const, message: tr("assignor.games.toast.completed") };
    },

    delete: async () => {
      requirePermission(access, "games.write");
      const intent = "delete";
      const result = await deleteGame(db, { organizationId, actorId: user.id, gameId });
      if (!result.ok) return data({ intent, ok: false as const, message: result.message }, { status: result.status });
      return { intent, ok: true as const, message: tr("assignor.games.toast.deleted") };
    },

    assign: async () => {
      requirePermission(access, "assign");
      const intent = "assign";
      const position = formText(form, "position");
      if (!(POSITIONS as readonly string[]).includes(position)) {
        return data(
          { intent, ok: false as const, message: tr("assignor.games.assign.choosePosition") },
          { status: 400 },
        );
      }
      const refereeId = formText(form, "refereeId");
      const result = await assignReferee(db, {
        organizationId,
        actorId: user.id,
        gameId,
        refereeId,
        position: position as (typeof POSITIONS)[number],
        overrideReason: formText(form, "overrideReason") || undefined,
        scope,
      });
      if (!result.ok) {
        // The selection the conflicts belong to, so the dialog offers "Assign anyway" only for that choice.
        const conflicts = (result.conflicts ?? []).map(({ code, severity, message }) => ({ code, severity, message }));
        return data(
          { intent, ok: false as const, message: result.message, conflicts, refereeId, position },
          { status: 409 },
        );
      }
      return { intent, ok: true as const, message: tr("assignor.games.toast.assigned") };
    },

    import: async () => {
      requirePermission(access, "games.write");
      const intent = "import";
      const file = form.get("file");
      if (!(file instanceof File)) {
        return data(
          { intent, ok: false as const, kind: "read" as const, message: tr("assignor.import.error.chooseFile") },
          { status: 400 },
        );
      }
      const duplicateMode = formText(form, "duplicates") === "update" ? "update" : "skip";
      const outcome = await importGamesFromCsv(db, env.UPLOADS, {
        organization,
        actorId: user.id,
        file,
        duplicateMode,
      });
      if (!outcome.ok) return data({ intent, ...outcome }, { status: 400 });
      return {
        intent,
        ...outcome,
        // Enough to show on screen; the full list is in the downloadable CSV.
        rejected: outcome.rejected.slice(0, 200).map(({ line, reasons }) => ({ line, reasons })),
        rejectedTotal: outcome.rejected.length,
      };
    },
  });
}

export type GamesAction = typeof action;

/**
 * A search looks within the chosen dates (Upcoming by default), so an empty answer offers the same search
 * among the other dates: a past game is one click away.
 */
function EmptyGames({ when, query, status }: { when: ListWhen; query?: string; status?: string }) {
  const t = useT();
  const filtered = Boolean(query || status);
  const other = otherListWhen(when);
  if (when === "all") {
    return (
      <p className="py-8 text-center text-muted-foreground">
        {filtered ? t("assignor.games.empty.noMatch") : t("assignor.games.empty.none")}
      </p>
    );
  }
  const link = (
    <Link
      className="font-medium text-primary underline-offset-4 hover:underline"
      to={whenHref({ when: other, query, status })}
    />
  );
  const id: MessageId = filtered
    ? when === "upcoming"
      ? "assignor.games.empty.noUpcomingMatch"
      : "assignor.games.empty.noPastMatch"
    : when === "upcoming"
      ? "assignor.games.empty.noUpcoming"
      : "assignor.games.empty.noPast";
  return (
    <p className="py-8 text-center text-muted-foreground">
      <Trans id={id} components={{ 0: link }} />
    </p>
  );
}

export default function GameManagement({ loaderData }: Route.ComponentProps) {
  const {
    games,
    total,
    page,
    pageCount,
    filters,
    referees,
    defaultFees,
    venues,
    today,
    moneyStyle,
    canWrite,
    canAssign,
  } = loaderData;
  const formats = useFormats();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/assignor/games";
  const [searchParams] = useSearchParams();
  const t = useT();
  const statusOptions = GAME_STATUSES.map((status) => ({ value: status, label: gameStatusLabel(status, t) }));

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t("assignor.games.heading")}</h1>
          <p className="text-sm text-muted-foreground">{t("assignor.games.lead")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {canWrite ? <ImportGamesDialog /> : null}
          <ExportLink path="/assignor/games/export" query={filters.query} status={filters.status} when={filters.when} />
          {canWrite ? (
            <GameFormDialog
              mode="create"
              defaultFees={defaultFees}
              moneyStyle={moneyStyle}
              venues={venues}
              defaultOpen={searchParams.get("new") === "1"}
            />
          ) : null}
        </div>
      </div>

      <div className="flex flex-col gap-3">
        <WhenTabs
          label={t("assignor.games.whichGames")}
          when={filters.when}
          query={filters.query}
          status={filters.status}
        />
        <ListSearchForm
          searchLabel={t("assignor.games.searchLabel")}
          placeholder={t("assignor.games.searchPlaceholder")}
          query={filters.query}
          status={filters.status}
          when={filters.when}
          statusOptions={statusOptions}
        />
      </div>

      <ListCard
        // The spec's table name, whichever dates are shown (as with the status filter); the tabs say which.
        title={t("assignor.games.tableTitle")}
        total={total}
        noun={["game", "games"]}
        countText={t("assignor.games.found", { count: total })}
        loadingText={t("assignor.games.loading")}
        loading={loading}
        page={page}
        pageCount={pageCount}
        empty={
          games.length === 0 ? <EmptyGames when={filters.when} query={filters.query} status={filters.status} /> : null
        }
      >
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t("assignor.games.column.game")}</TableHead>
              <TableHead>{t("assignor.games.column.dateTime")}</TableHead>
              <TableHead>{t("assignor.games.column.venue")}</TableHead>
              <TableHead>{t("assignor.games.column.level")}</TableHead>
              <TableHead>{t("assignor.games.column.referee")}</TableHead>
              <TableHead>{t("assignor.games.column.fee")}</TableHead>
              <TableHead>{t("assignor.games.column.status")}</TableHead>
              <TableHead>
                <span className="sr-only">{t("assignor.games.column.actions")}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {games.map((game) => (
              <TableRow key={game.id}>
                <TableCell>
                  <div className="font-medium">
                    {t("assignor.game.title", { home: game.homeTeam, away: game.awayTeam })}
                  </div>
                  <div className="text-xs text-muted-foreground">{gameLevelLabel(game.level, t)}</div>
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  <div>{formats.longDate(game.date)}</div>
                  <div className="text-xs text-muted-foreground">{formats.gameTime(game.date, game.time)}</div>
                </TableCell>
                <TableCell>{game.venue}</TableCell>
                <TableCell>{gameLevelLabel(game.level, t)}</TableCell>
                <TableCell>
                  {game.refereeName ?? <span className="text-muted-foreground">{t("assignor.games.unassigned")}</span>}
                </TableCell>
                <TableCell>{formatMoney(game.feeCents, moneyStyle.currency, moneyStyle.choice)}</TableCell>
                <TableCell>
                  <StatusBadge kind="game" status={game.status as GameStatus} />
                </TableCell>
                <TableCell>
                  <GameRowActions
                    game={game}
                    referees={referees}
                    defaultFees={defaultFees}
                    moneyStyle={moneyStyle}
                    venues={venues}
                    today={today}
                    canWrite={canWrite}
                    canAssign={canAssign}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ListCard>
    </div>
  );
}
