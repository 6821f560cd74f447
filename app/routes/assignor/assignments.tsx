import { data, Link, useFetcher, useNavigation, useRevalidator, useRouteError, useSearchParams } from "react-router";
import { useFormats } from "~/components/formats";
import { RefreshCw, XCircle } from "lucide-react";
import type { Route } from "./+types/assignments";
import { GameRequestsPanel } from "~/components/assignments/game-requests-panel";
import { NewAssignmentDialog } from "~/components/assignments/new-assignment-dialog";
import { StatCard } from "~/components/portal-shell";
import { StatusBadge } from "~/components/ui/badge";
import { ExportLink, ListCard, ListSearchForm, WhenTabs, whenHref } from "~/components/list-controls";
import { Button, buttonVariants } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { initials } from "~/domain/assignment-stats";
import { POSITION_LABELS, type AssignmentStatus, type Position } from "~/domain/constants";
import { todayIn } from "~/domain/dates";
import { otherListWhen } from "~/domain/list-when";
import { assignmentsLoadError, loadErrorDetail } from "~/domain/load-errors";
import { formatMoney } from "~/domain/format";
import { assignmentListRead, parseAssignmentFilters } from "~/server/assignment-list.server";
import { withdrawAssignment } from "~/server/assignment-responses.server";
import { createAssignment } from "~/server/new-assignment.server";
import { requireAssignor } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { dispatchIntent } from "~/server/intents.server";
import { formText } from "~/domain/forms";
import { pendingGameRequestsRead } from "~/server/game-requests.server";
import { readAll } from "~/server/batch-reads.server";

export const meta: Route.MetaFunction = () => [{ title: "Assignment Management | Whistle" }];

export async function action({ request, context }: Route.ActionArgs) {
  const { user, organization } = await requireAssignor(context, request);
  const { db } = getAppContext(context);
  const form = await request.formData();
  return dispatchIntent(form, {
    assign: () => createAssignment(db, { organizationId: organization.id, actorId: user.id, form }),
    withdraw: async () => {
      const result = await withdrawAssignment(db, {
        organizationId: organization.id,
        actorId: user.id,
        assignmentId: formText(form, "assignmentId"),
      });
      if (!result.ok) return data({ ok: false as const, message: result.message }, { status: 409 });
      return { ok: true as const, message: "Offer withdrawn; the referee has been told" };
    },
  });
}

export type AssignmentsAction = typeof action;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { organization, currencyChoice: moneyFormat } = await requireAssignor(context, request);
  const { db } = getAppContext(context);
  const filters = parseAssignmentFilters(new URL(request.url).searchParams, todayIn(organization.timeZone));
  // One round trip for the page's data (decision 0052).
  const { list, gameRequests } = await readAll(db, {
    list: assignmentListRead(db, organization.id, filters),
    gameRequests: pendingGameRequestsRead(db, { organizationId: organization.id, timeZone: organization.timeZone }),
  });
  return {
    ...list,
    filters,
    gameRequests,
    currency: organization.currency,
    moneyFormat,
  };
}

/** Spec order first; cancelled (ours) last. */
const STATUS_OPTIONS: { value: AssignmentStatus; label: string }[] = [
  { value: "pending", label: "Pending" },
  { value: "confirmed", label: "Confirmed" },
  { value: "declined", label: "Declined" },
  { value: "completed", label: "Completed" },
  { value: "cancelled", label: "Cancelled" },
];

export default function AssignmentManagement({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, pageCount, stats, filters, gameRequests, currency, moneyFormat } = loaderData;
  const formats = useFormats();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/assignor/assignments";
  const filtered = Boolean(filters.query || filters.status);
  // A search looks within the chosen dates; an empty answer offers the same search among the others.
  const otherWhen = otherListWhen(filters.when);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Assignment Management</h1>
          <p className="text-sm text-muted-foreground">Every referee offered a game, and where each offer stands.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ExportLink
            path="/assignor/assignments/export"
            query={filters.query}
            status={filters.status}
            when={filters.when}
          />
          <Link to="/assignor/auto-assign" className={buttonVariants({ variant: "outline" })}>
            Auto-assign
          </Link>
          <NewAssignmentDialog defaultOpen={searchParams.get("new") === "1"} />
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Total Assignments" value={stats.total} />
        <StatCard label="Confirmed" value={stats.confirmed} />
        <StatCard label="Pending" value={stats.pending} />
        <StatCard label="Completion Rate" value={`${stats.completionRate}%`} />
      </div>

      <GameRequestsPanel requests={gameRequests} />

      <div className="flex flex-col gap-3">
        <WhenTabs label="Which games' assignments" when={filters.when} query={filters.query} status={filters.status} />
        <ListSearchForm
          searchLabel="Search assignments"
          placeholder="Search assignments, games, or referees..."
          query={filters.query}
          status={filters.status}
          when={filters.when}
          statusOptions={STATUS_OPTIONS}
        />
      </div>

      <ListCard
        // The spec's table name, whichever dates are shown (as with the status filter); the tabs say which.
        title="All Assignments"
        total={total}
        noun={["assignment", "assignments"]}
        loading={loading}
        page={page}
        pageCount={pageCount}
        empty={
          rows.length === 0 ? (
            <div className="py-10 text-center">
              <h2 className="text-lg font-semibold">No Assignments Found</h2>
              <p className="text-muted-foreground">
                {filtered
                  ? "No assignments match your current filters."
                  : filters.when === "all"
                    ? "No assignments have been created yet."
                    : `No assignments for ${filters.when} games.`}
                {filters.when === "all" ? null : (
                  <>
                    {" "}
                    <Link
                      className="font-medium text-primary underline-offset-4 hover:underline"
                      to={whenHref({ when: otherWhen, query: filters.query, status: filters.status })}
                    >
                      {filtered ? `Search ${otherWhen} games` : `See ${otherWhen} games`}
                    </Link>
                  </>
                )}
              </p>
            </div>
          ) : null
        }
      >
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Game</TableHead>
              <TableHead>Date &amp; Time</TableHead>
              <TableHead>Referee</TableHead>
              <TableHead>Contact</TableHead>
              <TableHead>Fee</TableHead>
              <TableHead>Assigned</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>
                  <div className="font-medium">{`${row.homeTeam} vs ${row.awayTeam}`}</div>
                  <div className="text-xs text-muted-foreground">
                    {row.venue} · {POSITION_LABELS[row.position as Position]}
                  </div>
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  {row.date ? (
                    <>
                      <div>{formats.longDate(row.date)}</div>
                      <div className="text-xs text-muted-foreground">
                        {row.time ? formats.gameTime(row.date, row.time) : "N/A"}
                      </div>
                    </>
                  ) : (
                    "N/A"
                  )}
                </TableCell>
                <TableCell>
                  <div className="flex items-center gap-3">
                    <span
                      aria-hidden="true"
                      className="grid size-8 shrink-0 place-content-center rounded-full bg-secondary text-xs font-semibold text-secondary-foreground"
                    >
                      {initials(row.firstName, row.lastName)}
                    </span>
                    <div>
                      <div className="font-medium">
                        {row.firstName || row.lastName ? `${row.firstName} ${row.lastName}` : "Unknown"}
                      </div>
                      <div className="text-xs text-muted-foreground">
                        {row.refereeLevel ? `Level ${row.refereeLevel}` : "N/A"}
                      </div>
                    </div>
                  </div>
                </TableCell>
                <TableCell>
                  <div>{row.email || "N/A"}</div>
                  {row.phone ? <div className="text-xs text-muted-foreground">{row.phone}</div> : null}
                </TableCell>
                <TableCell className="tabular-nums">{formatMoney(row.feeCents ?? 0, currency, moneyFormat)}</TableCell>
                <TableCell className="whitespace-nowrap">{formats.instantDate(row.assignedAt)}</TableCell>
                <TableCell>
                  <StatusBadge kind="assignment" status={row.status as AssignmentStatus} />
                  {row.declineReason ? (
                    <div className="mt-1 max-w-48 text-xs text-muted-foreground">{row.declineReason}</div>
                  ) : null}
                  {row.overrideReason ? (
                    <div className="mt-1 max-w-56 text-xs text-muted-foreground">
                      <span className="font-medium text-warning">Assigned despite: </span>
                      {`${(row.overrideConflicts ?? []).join("; ")}. Reason: ${row.overrideReason}`}
                    </div>
                  ) : null}
                </TableCell>
                <TableCell>
                  {row.status === "pending" ? (
                    <WithdrawButton
                      assignmentId={row.id}
                      label={`${row.firstName} ${row.lastName}, ${row.homeTeam} vs ${row.awayTeam}`}
                    />
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ListCard>
    </div>
  );
}

/**
 * Spec section 8: when the assignments cannot load, "Error loading assignments" plus the message, in the
 * section's place (the portal's sidebar stays), with Try again. It shows when this section's loader fails
 * on the server; a request that fails as a whole (offline) also fails the layout's loader, which single
 * fetch revalidates on every navigation, so the portal's own boundary answers that (decision 0036).
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const retrying = revalidator.state === "loading";
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Assignment Management</h1>
        <p className="text-sm text-muted-foreground">Every referee offered a game, and where each offer stands.</p>
      </div>
      <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-destructive/40 p-6">
        <p className="font-medium text-destructive">{assignmentsLoadError(loadErrorDetail(error))}</p>
        <Button type="button" variant="outline" onClick={() => void revalidator.revalidate()} disabled={retrying}>
          <RefreshCw aria-hidden="true" className={retrying ? "animate-spin" : undefined} />
          {retrying ? "Trying again..." : "Try again"}
        </Button>
      </div>
    </div>
  );
}

/** The spec's decline-style button on pending rows: withdraws the offer (the referee is told). */
function WithdrawButton({ assignmentId, label }: { assignmentId: string; label: string }) {
  const fetcher = useFetcher<typeof action>();
  const failed = fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="withdraw" />
      <input type="hidden" name="assignmentId" value={assignmentId} />
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        aria-label={`Withdraw the offer to ${label}`}
        className={buttonVariants({ variant: "ghost", size: "icon" })}
      >
        <XCircle aria-hidden="true" className="size-4 text-destructive" />
      </button>
      {failed ? (
        <p role="alert" className="text-xs text-destructive">
          {failed}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
