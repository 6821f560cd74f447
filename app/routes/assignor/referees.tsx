import { Form, useNavigation } from "react-router";
import { PageNav, SearchField } from "~/components/list-controls";
import type { Route } from "./+types/referees";
import { NewAssignmentDialog } from "~/components/assignments/new-assignment-dialog";
import { AddRefereeDialog } from "~/components/referees/add-referee-dialog";
import { RefereeProfileDialog } from "~/components/referees/referee-profile-dialog";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { initials } from "~/domain/assignment-stats";
import { REFEREE_LEVELS } from "~/domain/constants";
import { todayIn } from "~/domain/dates";
import { parseRefereePoolFilters } from "~/domain/referee-pool";
import { requireAssignor } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { listRefereePool } from "~/server/referee-pool.server";

export const meta: Route.MetaFunction = () => [{ title: "Referee Pool | Whistle" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { organization } = await requireAssignor(context, request);
  const { db } = getAppContext(context);
  const filters = parseRefereePoolFilters(new URL(request.url).searchParams);
  const today = todayIn(organization.timeZone);
  const { referees, total, page, pageCount } = await listRefereePool(db, organization.id, filters, today);
  return { referees, total, page, pageCount, filters, today };
}

export default function RefereePool({ loaderData }: Route.ComponentProps) {
  const { referees, total, page, pageCount, filters } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/assignor/referees";
  const filtered = Boolean(filters.query || filters.level);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Referee Pool</h1>
          <p className="text-sm text-muted-foreground">
            Your organization&apos;s referees: level, games this season and who is free today.
          </p>
        </div>
        <AddRefereeDialog />
      </div>

      {/* A plain GET form: the filters live in the URL and work before JavaScript loads. */}
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        <SearchField
          label="Search referees"
          placeholder="Search referees by name or email..."
          defaultValue={filters.query}
        />
        <select
          name="level"
          aria-label="Filter by level"
          defaultValue={filters.level ? String(filters.level) : ""}
          className="h-10 rounded-md border border-input bg-background px-3 text-sm"
        >
          <option value="">All Levels</option>
          {REFEREE_LEVELS.map((level) => (
            <option key={level} value={level}>{`Level ${level}`}</option>
          ))}
        </select>
        <button type="submit" className={buttonVariants({ variant: "secondary" })}>
          Apply
        </button>
      </Form>

      <p className="text-sm text-muted-foreground" aria-live="polite">
        {`${total} ${total === 1 ? "referee" : "referees"} found`}
      </p>

      {loading ? (
        <p role="status" className="py-8 text-center text-muted-foreground">
          Loading referees...
        </p>
      ) : referees.length === 0 ? (
        <Card>
          <CardContent className="py-10 text-center">
            <h2 className="text-lg font-semibold">No Referees Found</h2>
            <p className="text-muted-foreground">
              {filtered
                ? "No referees match your current filters."
                : "No referees have joined your organization yet. Invite one with Add Referee."}
            </p>
          </CardContent>
        </Card>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Referees">
          {referees.map((referee) => {
            const name = `${referee.firstName} ${referee.lastName}`;
            return (
              <li key={referee.id}>
                <Card className="h-full">
                  <CardContent className="flex h-full flex-col gap-4 pt-6">
                    <div className="flex items-start gap-3">
                      <span
                        aria-hidden="true"
                        className="grid size-10 shrink-0 place-content-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground"
                      >
                        {initials(referee.firstName, referee.lastName)}
                      </span>
                      <div className="min-w-0 flex-1">
                        <h2 className="truncate font-semibold">{name}</h2>
                        <p className="text-sm text-muted-foreground">
                          {referee.refereeLevel ? `Level ${referee.refereeLevel}` : "No level"}
                        </p>
                      </div>
                      <Badge variant={referee.availableToday ? "success" : "destructive"}>
                        {referee.availableToday ? "Available" : "Unavailable"}
                      </Badge>
                    </div>
                    <p className="text-sm">{`${referee.gamesThisSeason} ${referee.gamesThisSeason === 1 ? "game" : "games"} this season`}</p>
                    <div className="mt-auto flex gap-2">
                      <RefereeProfileDialog refereeId={referee.id} name={name} />
                      <NewAssignmentDialog
                        refereeId={referee.id}
                        trigger={
                          <Button size="sm" aria-label={`Assign ${name}`}>
                            Assign
                          </Button>
                        }
                      />
                    </div>
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      <PageNav page={page} pageCount={pageCount} />
    </div>
  );
}
