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
import {
  GAME_LEVEL_LABELS,
  POSITION_LABELS,
  type GameLevel,
  type GameRequestStatus,
  type Position,
} from "~/domain/constants";
import { todayIn } from "~/domain/dates";
import { formatMoney } from "~/domain/format";
import { parseSubmission } from "~/domain/forms";
import { GameRequestSchema, RequestIdSchema } from "~/domain/game-requests";
import { requireReferee } from "~/server/auth.server";
import { dispatchIntent } from "~/server/intents.server";
import { getAppContext } from "~/server/context.server";
import { listRefereeRequests, requestGame, withdrawGameRequest } from "~/server/game-requests.server";
import { openGamesFrom, openGamesQueries } from "~/server/open-games.server";

export const meta: Route.MetaFunction = () => [{ title: "Open Games | Referee Dashboard | Whistle" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, membership, organization, currencyChoice } = await requireReferee(context, request);
  const { db } = getAppContext(context);
  const scope = { organization, membership, referee: user };
  // The page's data in one round trip, whatever the league's size (issue 17).
  const [upcoming, live, pending, ownGames, blocks, weekly, requests] = await db.batch([
    ...openGamesQueries(db, scope),
    listRefereeRequests(db, { organizationId: organization.id, refereeId: user.id }),
  ]);
  return {
    openGames: openGamesFrom(scope, [upcoming, live, pending, ownGames, blocks, weekly]),
    requests,
    today: todayIn(organization.timeZone),
    currency: organization.currency,
    // The referee's currency choice came with the session (decision 0052).
    moneyFormat: currencyChoice,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, membership, organization } = await requireReferee(context, request);
  const { db } = getAppContext(context);
  const form = await request.formData();
  return dispatchIntent(form, {
    request: async () => {
      const parsed = parseSubmission(GameRequestSchema, form);
      if (!parsed.ok) return data({ ok: false as const, message: parsed.firstError }, { status: 400 });
      const result = await requestGame(db, { organization, membership, referee: user, ...parsed.value });
      if (!result.ok) return data({ ok: false as const, message: result.message }, { status: result.status });
      return { ok: true as const, message: "Request sent; your assignor will review it" };
    },
    withdraw: async () => {
      const parsed = parseSubmission(RequestIdSchema, form);
      if (!parsed.ok) return data({ ok: false as const, message: parsed.firstError }, { status: 400 });
      const result = await withdrawGameRequest(db, {
        organizationId: organization.id,
        refereeId: user.id,
        requestId: parsed.value.requestId,
      });
      if (!result.ok) return data({ ok: false as const, message: result.message }, { status: result.status });
      return { ok: true as const, message: "Request withdrawn" };
    },
  });
}

const REQUEST_STATUS: Record<GameRequestStatus | "expired", { label: string; variant: BadgeVariant }> = {
  pending: { label: "Pending", variant: "warning" },
  approved: { label: "Approved", variant: "success" },
  rejected: { label: "Rejected", variant: "destructive" },
  withdrawn: { label: "Withdrawn", variant: "secondary" },
  expired: { label: "Expired", variant: "secondary" },
};

function levelLabel(level: string) {
  return GAME_LEVEL_LABELS[level as GameLevel] ?? level;
}

/** One fetcher for every Request and Withdraw: a withdrawn row loses its button, the page stays to say so. */
const ACTION_KEY = "open-games-action";

export default function OpenGames({ loaderData }: Route.ComponentProps) {
  const { openGames, requests, today, currency, moneyFormat } = loaderData;
  const formats = useFormats();
  useAnswerToast(useFetcher<typeof action>({ key: ACTION_KEY }));
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Open Games</h1>
        <p className="text-sm text-muted-foreground">
          Upcoming games of your organization that still need officials and that you are eligible for.
        </p>
      </div>

      <Card>
        <CardHeader>
          <CardTitle render="h2">{`Open slots (${openGames.length})`}</CardTitle>
        </CardHeader>
        <CardContent>
          {openGames.length === 0 ? (
            <div className="py-10 text-center">
              <CalendarSearch aria-hidden="true" className="mx-auto mb-3 size-10 text-muted-foreground" />
              <p className="font-medium">No open games right now</p>
              <p className="text-sm text-muted-foreground">Check back later for new games that need officials.</p>
            </div>
          ) : (
            <ul className="flex flex-col divide-y" aria-label="Open games">
              {openGames.map((game) => (
                <li key={game.id} className="flex flex-col gap-3 py-4 md:flex-row md:items-start md:justify-between">
                  <div className="min-w-0">
                    <h3 className="font-semibold">{`${game.homeTeam} vs ${game.awayTeam}`}</h3>
                    <p className="text-sm text-muted-foreground">{`${formats.gameDateTime(game.date, game.time)} · ${game.venue}`}</p>
                    <p className="text-sm text-muted-foreground">{`${levelLabel(game.level)} · ${formatMoney(game.feeCents, currency, moneyFormat)}`}</p>
                    {game.warnings.map((warning) => (
                      <p key={warning} className="mt-1 flex items-center gap-1 text-xs text-warning-foreground">
                        <AlertTriangle aria-hidden="true" className="size-3 text-warning" />
                        {`Heads-up: ${warning}`}
                      </p>
                    ))}
                  </div>
                  <div className="flex flex-col gap-2 md:items-end">
                    {game.positions.map((slot) => (
                      <SlotAction
                        key={slot.position}
                        gameId={game.id}
                        position={slot.position}
                        requestId={slot.requestId}
                        label={`${POSITION_LABELS[slot.position]}, ${game.homeTeam} vs ${game.awayTeam}`}
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
          <CardTitle render="h2">{`My requests (${requests.length})`}</CardTitle>
        </CardHeader>
        <CardContent>
          {requests.length === 0 ? (
            <p className="py-6 text-center text-muted-foreground">You have not requested any games yet.</p>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Game</TableHead>
                  <TableHead>Date &amp; Time</TableHead>
                  <TableHead>Position</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {requests.map((request) => {
                  const expired =
                    request.status === "pending" && (request.game.date < today || request.game.status === "cancelled");
                  const status =
                    REQUEST_STATUS[expired ? "expired" : (request.status as GameRequestStatus)] ??
                    REQUEST_STATUS.pending;
                  const title = `${request.game.homeTeam} vs ${request.game.awayTeam}`;
                  return (
                    <TableRow key={request.id}>
                      <TableCell>
                        <div className="font-medium">{title}</div>
                        <div className="text-xs text-muted-foreground">{`${request.game.venue} · ${levelLabel(request.game.level)}`}</div>
                      </TableCell>
                      <TableCell className="whitespace-nowrap">
                        {formats.gameDateTime(request.game.date, request.game.time)}
                      </TableCell>
                      <TableCell>{POSITION_LABELS[request.position as Position] ?? request.position}</TableCell>
                      <TableCell>
                        <Badge variant={status.variant}>{status.label}</Badge>
                      </TableCell>
                      <TableCell>
                        {request.status === "pending" && !expired ? (
                          <WithdrawButton
                            requestId={request.id}
                            label={`${POSITION_LABELS[request.position as Position]}, ${title}`}
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

function useAnswerToast(fetcher: ReturnType<typeof useFetcher<typeof action>>) {
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (answer) toast({ title: answer.message, variant: answer.ok ? "default" : "destructive" });
  }, [answer]);
}

/** Request one position, or withdraw the pending request for it. */
function SlotAction({
  gameId,
  position,
  requestId,
  label,
}: {
  gameId: string;
  position: Position;
  requestId: string | null;
  label: string;
}) {
  const fetcher = useFetcher<typeof action>({ key: ACTION_KEY });
  const sent = fetcher.formData;
  const busy = Boolean(
    sent &&
    ((sent.get("gameId") === gameId && sent.get("position") === position) ||
      (requestId && sent.get("requestId") === requestId)),
  );
  return (
    <fetcher.Form method="post" className="flex items-center gap-2">
      <span className="text-sm">{POSITION_LABELS[position]}</span>
      {requestId ? (
        <>
          <Badge variant="warning">Requested</Badge>
          <input type="hidden" name="intent" value="withdraw" />
          <input type="hidden" name="requestId" value={requestId} />
          <Button type="submit" size="sm" variant="outline" disabled={busy} aria-label={`Withdraw request: ${label}`}>
            Withdraw
          </Button>
        </>
      ) : (
        <>
          <input type="hidden" name="intent" value="request" />
          <input type="hidden" name="gameId" value={gameId} />
          <input type="hidden" name="position" value={position} />
          <Button type="submit" size="sm" disabled={busy} aria-label={`Request: ${label}`}>
            {busy ? "Sending..." : "Request"}
          </Button>
        </>
      )}
    </fetcher.Form>
  );
}

function WithdrawButton({ requestId, label }: { requestId: string; label: string }) {
  const fetcher = useFetcher<typeof action>({ key: ACTION_KEY });
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="withdraw" />
      <input type="hidden" name="requestId" value={requestId} />
      <Button
        type="submit"
        size="sm"
        variant="ghost"
        disabled={fetcher.formData?.get("requestId") === requestId}
        aria-label={`Withdraw request: ${label}`}
      >
        Withdraw
      </Button>
    </fetcher.Form>
  );
}
