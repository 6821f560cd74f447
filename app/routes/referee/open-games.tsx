import { useEffect } from "react";
import { useFormats } from "~/components/formats";
import { data, useFetcher } from "react-router";
import { AlertTriangle, CalendarSearch } from "lucide-react";
import type { Route } from "./+types/open-games";
import { Badge, type BadgeVariant } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { toast } from "~/components/ui/toast";
import { levelLabel, positionLabel } from "~/components/referee/labels";
import type { GameRequestStatus, Position } from "~/domain/constants";
import type { MessageId } from "~/i18n/messages";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";
import { todayIn } from "~/domain/dates";
import { formatMoney } from "~/domain/format";
import { parseSubmission } from "~/domain/forms";
import { GameRequestSchema, RequestIdSchema } from "~/domain/game-requests";
import { requireReferee } from "~/server/auth.server";
import { dispatchIntent } from "~/server/intents.server";
import { getAppContext } from "~/server/context.server";
import { listRefereeRequests, requestGame, withdrawGameRequest } from "~/server/game-requests.server";
import {
  asOtherOrganizationGames,
  OPEN_GAMES_LIMIT,
  openGamesFrom,
  openGamesQueries,
  type OpenGamesRows,
} from "~/server/open-games.server";
import { LeagueBadge, LeagueFormats } from "~/components/referee/league";
import { leagueLabel, MAX_REFEREE_LEAGUES, refereeLeagues } from "~/domain/referee-leagues";

/** What the open slots pay: one amount, or the lowest and the highest ("$25.00–$40.00"). */
function feeRange(slots: readonly { feeCents: number }[], money: (cents: number) => string): string {
  const fees = slots.map((slot) => slot.feeCents);
  const low = Math.min(...fees);
  const high = Math.max(...fees);
  return low === high ? money(low) : `${money(low)}–${money(high)}`;
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? [{ title: loaderData.title }] : []);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, refereeMemberships, currencyChoice } = await requireReferee(context, request);
  const { db } = getAppContext(context);
  // The games of every league the person referees for (issue 20), each checked against that league's rules.
  const leagues = refereeLeagues(refereeMemberships);
  const scopes = refereeMemberships
    .slice(0, MAX_REFEREE_LEAGUES)
    .map(({ organization, membership }) => ({ organization, membership, referee: user }));
  const perLeague = scopes.map((scope) => openGamesQueries(db, scope));
  // The page's data in one round trip, whatever the league's size (issue 17).
  const rows = await db.batch([
    listRefereeRequests(db, { organizationIds: leagues.map(({ id }) => id), refereeId: user.id }),
    ...perLeague.flat(),
  ]);
  const [requests, ...openRows] = rows;
  const leagueOf = (organizationId: string) => {
    const league = leagues.find(({ id }) => id === organizationId) ?? leagues[0]!;
    return { name: leagueLabel(leagues, league.id), timeZone: league.timeZone, currency: league.currency };
  };
  // Each league's statements came back in order, `size` rows-lists per league.
  const size = perLeague[0]!.length;
  const rowsOf = (index: number) => openRows.slice(index * size, (index + 1) * size) as unknown as OpenGamesRows;
  // The person's games in each league, as the other leagues' "Busy with another organization" rule reads them.
  const elsewhere = scopes.map((scope, index) => asOtherOrganizationGames(scope, rowsOf(index)));
  const openGames = scopes
    .flatMap((scope, index) =>
      openGamesFrom(scope, rowsOf(index), elsewhere.filter((_, other) => other !== index).flat()).map((game) => ({
        ...game,
        organizationId: scope.organization.id,
        league: leagueOf(scope.organization.id),
      })),
    )
    .sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`))
    .slice(0, OPEN_GAMES_LIMIT);
  return {
    title: tr("referee.openGames.metaTitle"),
    openGames,
    requests: requests.map((row) => ({
      ...row,
      league: leagueOf(row.organizationId),
      // Expired: past in its own league's calendar.
      today: todayIn(leagueOf(row.organizationId).timeZone),
    })),
    // The referee's currency choice came with the session (decision 0052).
    moneyFormat: currencyChoice,
  };
}

/** The league a request is about: the form says which (issue 20); the first when it does not. */
function membershipFor(access: Awaited<ReturnType<typeof requireReferee>>, form: FormData) {
  const chosen = form.get("organizationId");
  return (
    access.refereeMemberships.find(({ organization }) => organization.id === chosen) ?? access.refereeMemberships[0]!
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const access = await requireReferee(context, request);
  const { user, refereeMemberships } = access;
  const { db } = getAppContext(context);
  const form = await request.formData();
  return dispatchIntent(form, {
    request: async () => {
      const parsed = parseSubmission(GameRequestSchema, form);
      if (!parsed.ok) return data({ ok: false as const, message: parsed.firstError }, { status: 400 });
      const { organization, membership } = membershipFor(access, form);
      const result = await requestGame(db, { organization, membership, referee: user, ...parsed.value });
      if (!result.ok) return data({ ok: false as const, message: result.message }, { status: result.status });
      return { ok: true as const, message: tr("referee.openGames.requestSent") };
    },
    withdraw: async () => {
      const parsed = parseSubmission(RequestIdSchema, form);
      if (!parsed.ok) return data({ ok: false as const, message: parsed.firstError }, { status: 400 });
      const result = await withdrawGameRequest(db, {
        organizationId: refereeLeagues(refereeMemberships).map(({ id }) => id),
        refereeId: user.id,
        requestId: parsed.value.requestId,
      });
      if (!result.ok) return data({ ok: false as const, message: result.message }, { status: result.status });
      return { ok: true as const, message: tr("referee.openGames.requestWithdrawn") };
    },
  });
}

const REQUEST_STATUS: Record<GameRequestStatus | "expired", { label: MessageId; variant: BadgeVariant }> = {
  pending: { label: "referee.openGames.status.pending", variant: "warning" },
  approved: { label: "referee.openGames.status.approved", variant: "success" },
  rejected: { label: "referee.openGames.status.rejected", variant: "destructive" },
  withdrawn: { label: "referee.openGames.status.withdrawn", variant: "secondary" },
  expired: { label: "referee.openGames.status.expired", variant: "secondary" },
};

/** A pending request for a game that is past or cancelled can no longer be approved. */
function isExpired(request: { status: string; game: { date: string; status: string } }, today: string) {
  return request.status === "pending" && (request.game.date < today || request.game.status === "cancelled");
}

function requestStatus(status: string, expired: boolean) {
  if (expired) return REQUEST_STATUS.expired;
  return REQUEST_STATUS[status as GameRequestStatus] ?? REQUEST_STATUS.pending;
}

/** One fetcher for every Request and Withdraw: a withdrawn row loses its button, the page stays to say so. */
const ACTION_KEY = "open-games-action";

export default function OpenGames({ loaderData }: Route.ComponentProps) {
  const { openGames, requests, moneyFormat } = loaderData;
  const t = useT();
  useAnswerToast(useFetcher<typeof action>({ key: ACTION_KEY }));
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t("referee.openGames.title")}</h1>
        <p className="text-sm text-muted-foreground">{t("referee.openGames.description")}</p>
      </div>

      <Card>
        <CardHeader>
          <CardTitle render="h2">{t("referee.openGames.openSlots", { count: openGames.length })}</CardTitle>
        </CardHeader>
        <CardContent>
          {openGames.length === 0 ? (
            <div className="py-10 text-center">
              <CalendarSearch aria-hidden="true" className="mx-auto mb-3 size-10 text-muted-foreground" />
              <p className="font-medium">{t("referee.openGames.empty")}</p>
              <p className="text-sm text-muted-foreground">{t("referee.openGames.emptyHint")}</p>
            </div>
          ) : (
            <ul className="flex flex-col divide-y" aria-label={t("referee.openGames.title")}>
              {openGames.map((game) => (
                <li key={game.id} className="flex flex-col gap-3 py-4 md:flex-row md:items-start md:justify-between">
                  <div className="min-w-0">
                    <h3 className="font-semibold">
                      {t("referee.game.matchup", { home: game.homeTeam, away: game.awayTeam })}
                    </h3>
                    <LeagueBadge name={game.league.name} />
                    <LeagueFormats league={game.league}>
                      <GameWhen date={game.date} time={game.time} venue={game.venue} />
                    </LeagueFormats>
                    <p className="text-sm text-muted-foreground">{`${levelLabel(t, game.level)} · ${feeRange(game.positions, (cents) => formatMoney(cents, game.league.currency, moneyFormat))}`}</p>
                    {game.warnings.map((warning) => (
                      <p key={warning} className="mt-1 flex items-center gap-1 text-xs text-warning-text">
                        <AlertTriangle aria-hidden="true" className="size-3" />
                        {t("referee.openGames.headsUp", { warning })}
                      </p>
                    ))}
                  </div>
                  <div className="flex flex-col gap-2 md:items-end">
                    {game.positions.map((slot) => (
                      <SlotAction
                        key={slot.position}
                        gameId={game.id}
                        organizationId={game.organizationId}
                        position={slot.position}
                        requestId={slot.requestId}
                        label={t("referee.openGames.slotLabel", {
                          position: positionLabel(t, slot.position),
                          game: t("referee.game.matchup", { home: game.homeTeam, away: game.awayTeam }),
                        })}
                      />
                    ))}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle render="h2">{t("referee.openGames.myRequests", { count: requests.length })}</CardTitle>
        </CardHeader>
        <CardContent>
          {requests.length === 0 ? (
            <p className="py-6 text-center text-muted-foreground">{t("referee.openGames.noRequests")}</p>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t("referee.openGames.column.game")}</TableHead>
                  <TableHead>{t("referee.schedule.column.dateTime")}</TableHead>
                  <TableHead>{t("referee.openGames.column.position")}</TableHead>
                  <TableHead>{t("referee.schedule.column.status")}</TableHead>
                  <TableHead>
                    <span className="sr-only">{t("referee.schedule.column.actions")}</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {requests.map((request) => {
                  const expired = isExpired(request, request.today);
                  const status = requestStatus(request.status, expired);
                  const title = t("referee.game.matchup", {
                    home: request.game.homeTeam,
                    away: request.game.awayTeam,
                  });
                  return (
                    <TableRow key={request.id}>
                      <TableCell>
                        <div className="font-medium">{title}</div>
                        <LeagueBadge name={request.league.name} />
                        <div className="text-xs text-muted-foreground">{`${request.game.venue} · ${levelLabel(t, request.game.level)}`}</div>
                      </TableCell>
                      <TableCell className="whitespace-nowrap">
                        <LeagueFormats league={request.league}>
                          <GameDateTime date={request.game.date} time={request.game.time} />
                        </LeagueFormats>
                      </TableCell>
                      <TableCell>{positionLabel(t, request.position)}</TableCell>
                      <TableCell>
                        <Badge variant={status.variant}>{t(status.label)}</Badge>
                      </TableCell>
                      <TableCell>
                        {request.status === "pending" && !expired ? (
                          <WithdrawButton
                            requestId={request.id}
                            label={t("referee.openGames.slotLabel", {
                              position: positionLabel(t, request.position),
                              game: title,
                            })}
                          />
                        ) : null}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/** A game's kick-off at its league's wall clock (inside its LeagueFormats). */
function GameDateTime({ date, time }: { date: string; time: string }) {
  return useFormats().gameDateTime(date, time);
}

function GameWhen({ date, time, venue }: { date: string; time: string; venue: string }) {
  const formats = useFormats();
  return <p className="text-sm text-muted-foreground">{`${formats.gameDateTime(date, time)} · ${venue}`}</p>;
}

function useAnswerToast(fetcher: ReturnType<typeof useFetcher<typeof action>>) {
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (answer) toast({ title: answer.message, variant: answer.ok ? "default" : "destructive" });
  }, [answer]);
}

/** Request one position, or withdraw the pending request for it. */
function SlotAction({
  gameId,
  organizationId,
  position,
  requestId,
  label,
}: {
  gameId: string;
  organizationId: string;
  position: Position;
  requestId: string | null;
  label: string;
}) {
  const fetcher = useFetcher<typeof action>({ key: ACTION_KEY });
  const t = useT();
  const sent = fetcher.formData;
  const busy = Boolean(
    sent &&
    ((sent.get("gameId") === gameId && sent.get("position") === position) ||
      (requestId && sent.get("requestId") === requestId)),
  );
  return (
    <fetcher.Form method="post" className="flex items-center gap-2">
      <span className="text-sm">{positionLabel(t, position)}</span>
      {requestId ? (
        <>
          <Badge variant="warning">{t("referee.openGames.requested")}</Badge>
          <input type="hidden" name="intent" value="withdraw" />
          <input type="hidden" name="requestId" value={requestId} />
          <Button
            type="submit"
            size="sm"
            variant="outline"
            disabled={busy}
            aria-label={t("referee.openGames.withdrawLabel", { slot: label })}
          >
            {t("referee.openGames.withdraw")}
          </Button>
        </>
      ) : (
        <>
          <input type="hidden" name="intent" value="request" />
          <input type="hidden" name="gameId" value={gameId} />
          <input type="hidden" name="organizationId" value={organizationId} />
          <input type="hidden" name="position" value={position} />
          <Button
            type="submit"
            size="sm"
            disabled={busy}
            aria-label={t("referee.openGames.requestLabel", { slot: label })}
          >
            {busy ? t("referee.openGames.sending") : t("referee.openGames.request")}
          </Button>
        </>
      )}
    </fetcher.Form>
  );
}

function WithdrawButton({ requestId, label }: { requestId: string; label: string }) {
  const fetcher = useFetcher<typeof action>({ key: ACTION_KEY });
  const t = useT();
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="withdraw" />
      <input type="hidden" name="requestId" value={requestId} />
      <Button
        type="submit"
        size="sm"
        variant="ghost"
        disabled={fetcher.formData?.get("requestId") === requestId}
        aria-label={t("referee.openGames.withdrawLabel", { slot: label })}
      >
        {t("referee.openGames.withdraw")}
      </Button>
    </fetcher.Form>
  );
}
