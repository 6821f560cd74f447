import {
  data,
  isRouteErrorResponse,
  Link,
  useFetcher,
  useNavigation,
  useRevalidator,
  useRouteError,
  useSearchParams,
} from "react-router";
import { PortalErrorBoundary } from "~/components/portal-error-boundary";
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
import type { AssignmentStatus } from "~/domain/constants";
import { assignmentStatusLabel, positionLabel } from "~/domain/game-labels";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";
import { todayIn } from "~/domain/dates";
import { otherListWhen } from "~/domain/list-when";
import { loadErrorDetail } from "~/domain/load-errors";
import { formatMoney } from "~/domain/format";
import { assignmentListRead, parseAssignmentFilters } from "~/server/assignment-list.server";
import { withdrawAssignment } from "~/server/assignment-responses.server";
import { createAssignment } from "~/server/new-assignment.server";
import { requireStaff } from "~/server/auth.server";
import { DriverToggle } from "~/components/assignments/driver-toggle";
import { getAppContext } from "~/server/context.server";
import { dispatchIntent } from "~/server/intents.server";
import { formText } from "~/domain/forms";
import { pendingGameRequestsRead } from "~/server/game-requests.server";
import { readAll } from "~/server/batch-reads.server";
import { statusIn, UPCOMING_ASSIGNMENT_STATUSES } from "~/domain/assignment-status";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Whistle" }];

export async function action({ request, context }: Route.ActionArgs) {
  const { user, organization, scope } = await requireStaff(context, request, "assign");
  const { db } = getAppContext(context);
  const form = await request.formData();
  return dispatchIntent(form, {
    assign: () => createAssignment(db, { organizationId: organization.id, actorId: user.id, form, scope }),
    withdraw: async () => {
      const result = await withdrawAssignment(db, {
        organizationId: organization.id,
        actorId: user.id,
        assignmentId: formText(form, "assignmentId"),
        scope,
      });
      if (!result.ok) return data({ ok: false as const, message: result.message }, { status: 409 });
      return { ok: true as const, message: tr("assignor.assignments.toast.withdrawn") };
    },
  });
}

export type AssignmentsAction = typeof action;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { organization, currencyChoice: moneyFormat, scope } = await requireStaff(context, request, "assign");
  const { db } = getAppContext(context);
  const filters = parseAssignmentFilters(new URL(request.url).searchParams, todayIn(organization.timeZone));
  // One round trip for the page's data (decision 0052).
  const { list, gameRequests } = await readAll(db, {
    list: assignmentListRead(db, organization.id, filters, scope),
    gameRequests: pendingGameRequestsRead(db, {
      organizationId: organization.id,
      timeZone: organization.timeZone,
      scope,
    }),
  });
  return {
    title: tr("assignor.assignments.title"),
    ...list,
    filters,
    gameRequests,
    currency: organization.currency,
    moneyFormat,
    // Marking drivers matters only where mileage goes to drivers alone (issue 21, decision 0078).
    marksDrivers: organization.mileageRateCents !== null && organization.mileagePaidTo === "driver",
  };
}

/** Spec order first; cancelled (ours) last. */
const STATUS_OPTIONS: readonly AssignmentStatus[] = ["pending", "confirmed", "declined", "completed", "cancelled"];

export default function AssignmentManagement({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, pageCount, stats, filters, gameRequests, currency, moneyFormat, marksDrivers } =
    loaderData;
  const formats = useFormats();
  const t = useT();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const statusOptions = STATUS_OPTIONS.map((status) => ({ value: status, label: assignmentStatusLabel(status, t) }));
  const loading = navigation.state === "loading" && navigation.location.pathname === "/assignor/assignments";
  const filtered = Boolean(filters.query || filters.status);
  // A search looks within the chosen dates; an empty answer offers the same search among the others.
  const otherWhen = otherListWhen(filters.when);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t("assignor.assignments.heading")}</h1>
          <p className="text-sm text-muted-foreground">{t("assignor.assignments.lead")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ExportLink
            path="/assignor/assignments/export"
            query={filters.query}
            status={filters.status}
            when={filters.when}
          />
          <Link to="/assignor/auto-assign" className={buttonVariants({ variant: "outline" })}>
            {t("assignor.assignments.autoAssign")}
          </Link>
          <NewAssignmentDialog defaultOpen={searchParams.get("new") === "1"} />
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label={t("assignor.assignments.stat.total")} value={formats.number(stats.total)} />
        <StatCard label={t("assignor.assignments.stat.confirmed")} value={formats.number(stats.confirmed)} />
        <StatCard label={t("assignor.assignments.stat.pending")} value={formats.number(stats.pending)} />
        <StatCard
          label={t("assignor.assignments.stat.completionRate")}
          value={t("assignor.common.percent", { value: stats.completionRate })}
        />
      </div>

      <GameRequestsPanel requests={gameRequests} />

      <div className="flex flex-col gap-3">
        <WhenTabs
          label={t("assignor.assignments.whichGames")}
          when={filters.when}
          query={filters.query}
          status={filters.status}
        />
        <ListSearchForm
          searchLabel={t("assignor.assignments.searchLabel")}
          placeholder={t("assignor.assignments.searchPlaceholder")}
          query={filters.query}
          status={filters.status}
          when={filters.when}
          statusOptions={statusOptions}
        />
      </div>

      <ListCard
        // The spec's table name, whichever dates are shown (as with the status filter); the tabs say which.
        title={t("assignor.assignments.tableTitle")}
        total={total}
        noun={["assignment", "assignments"]}
        countText={t("assignor.assignments.found", { count: total })}
        loadingText={t("assignor.assignments.loading")}
        loading={loading}
        page={page}
        pageCount={pageCount}
        empty={
          rows.length === 0 ? (
            <div className="py-10 text-center">
              <h2 className="text-lg font-semibold">{t("assignor.assignments.empty.title")}</h2>
              <p className="text-muted-foreground">
                {filtered
                  ? t("assignor.assignments.empty.noMatch")
                  : filters.when === "all"
                    ? t("assignor.assignments.empty.none")
                    : filters.when === "upcoming"
                      ? t("assignor.assignments.empty.noUpcoming")
                      : t("assignor.assignments.empty.noPast")}
                {filters.when === "all" ? null : (
                  <>
                    {" "}
                    <Link
                      className="font-medium text-primary underline-offset-4 hover:underline"
                      to={whenHref({ when: otherWhen, query: filters.query, status: filters.status })}
                    >
                      {filtered
                        ? otherWhen === "past"
                          ? t("assignor.assignments.empty.searchPast")
                          : t("assignor.assignments.empty.searchUpcoming")
                        : otherWhen === "past"
                          ? t("assignor.assignments.empty.seePast")
                          : t("assignor.assignments.empty.seeUpcoming")}
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
              <TableHead>{t("assignor.games.column.game")}</TableHead>
              <TableHead>{t("assignor.games.column.dateTime")}</TableHead>
              <TableHead>{t("assignor.games.column.referee")}</TableHead>
              <TableHead>{t("assignor.assignments.column.contact")}</TableHead>
              <TableHead>{t("assignor.games.column.fee")}</TableHead>
              <TableHead>{t("assignor.assignments.column.assigned")}</TableHead>
              <TableHead>{t("assignor.games.column.status")}</TableHead>
              <TableHead>
                <span className="sr-only">{t("assignor.games.column.actions")}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>
                  <div className="font-medium">
                    {t("assignor.game.title", { home: row.homeTeam, away: row.awayTeam })}
                  </div>
                  <div className="text-xs text-muted-foreground">
                    {`${row.venue} · ${positionLabel(row.position, t)}`}
                  </div>
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  {row.date ? (
                    <>
                      <div>{formats.longDate(row.date)}</div>
                      <div className="text-xs text-muted-foreground">
                        {row.time ? formats.gameTime(row.date, row.time) : t("assignor.common.na")}
                      </div>
                    </>
                  ) : (
                    t("assignor.common.na")
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
                        {row.firstName || row.lastName
                          ? `${row.firstName} ${row.lastName}`
                          : t("assignor.common.unknown")}
                      </div>
                      <div className="text-xs text-muted-foreground">
                        {row.refereeLevel
                          ? t("assignor.common.level", { level: row.refereeLevel })
                          : t("assignor.common.na")}
                      </div>
                    </div>
                  </div>
                </TableCell>
                <TableCell>
                  <div>{row.email || t("assignor.common.na")}</div>
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
                      {t("assignor.assignments.overridden", {
                        conflicts: (row.overrideConflicts ?? []).join("; "),
                        reason: row.overrideReason,
                      })}
                    </div>
                  ) : null}
                </TableCell>
                <TableCell>
                  {marksDrivers && statusIn(UPCOMING_ASSIGNMENT_STATUSES, row.status) ? (
                    <DriverToggle
                      assignmentId={row.id}
                      driver={Boolean(row.driver)}
                      name={`${row.firstName} ${row.lastName}`}
                    />
                  ) : null}
                  {row.status === "pending" ? (
                    <WithdrawButton
                      assignmentId={row.id}
                      label={t("assignor.assignments.withdrawTarget", {
                        name: `${row.firstName} ${row.lastName}`,
                        game: t("assignor.game.title", { home: row.homeTeam, away: row.awayTeam }),
                      })}
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
  const t = useT();
  // A member whose role may not assign (decision 0064): the portal's "no access" page, not a load failure.
  if (isRouteErrorResponse(error) && error.status === 403) return <PortalErrorBoundary />;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t("assignor.assignments.heading")}</h1>
        <p className="text-sm text-muted-foreground">{t("assignor.assignments.lead")}</p>
      </div>
      <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-destructive/40 p-6">
        <p className="font-medium text-destructive">
          {loadErrorDetail(error)
            ? t("assignor.assignments.loadError", { detail: loadErrorDetail(error) })
            : t("assignor.assignments.loadErrorUnknown")}
        </p>
        <Button type="button" variant="outline" onClick={() => void revalidator.revalidate()} disabled={retrying}>
          <RefreshCw aria-hidden="true" className={retrying ? "animate-spin" : undefined} />
          {retrying ? t("assignor.common.retrying") : t("assignor.common.retry")}
        </Button>
      </div>
    </div>
  );
}

/** The spec's decline-style button on pending rows: withdraws the offer (the referee is told). */
function WithdrawButton({ assignmentId, label }: { assignmentId: string; label: string }) {
  const t = useT();
  const fetcher = useFetcher<typeof action>();
  const failed = fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="withdraw" />
      <input type="hidden" name="assignmentId" value={assignmentId} />
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        aria-label={t("assignor.assignments.withdrawLabel", { target: label })}
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
