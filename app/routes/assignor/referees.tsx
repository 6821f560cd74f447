import { Form, useNavigation } from "react-router";
import { PageNav, SearchField } from "~/components/list-controls";
import type { Route } from "./+types/referees";
import { NewAssignmentDialog } from "~/components/assignments/new-assignment-dialog";
import { AddRefereeDialog } from "~/components/referees/add-referee-dialog";
import { RefereeProfileDialog } from "~/components/referees/referee-profile-dialog";
import { RatingText } from "~/components/ratings/rating-text";
import { ExpiringCredentialsCard } from "~/components/referees/expiring-credentials-card";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { initials } from "~/domain/assignment-stats";
import { REFEREE_LEVELS } from "~/domain/constants";
import { todayIn } from "~/domain/dates";
import { parseRefereePoolFilters } from "~/domain/referee-pool";
import { requireStaff } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { listRefereePool } from "~/server/referee-pool.server";
import { expiringCredentialsFrom, expiringCredentialsQuery } from "~/server/expiring-credentials.server";
import { parseAssignmentPolicy } from "~/domain/assignment-policy";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Whistle" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { organization } = await requireStaff(context, request, "referees.read");
  const { db } = getAppContext(context);
  const filters = parseRefereePoolFilters(new URL(request.url).searchParams);
  const today = todayIn(organization.timeZone);
  // The expiring credentials (issue 21) travel beside the pool's batch: one round trip's wait.
  const [{ referees, total, page, pageCount }, expiringRows] = await Promise.all([
    listRefereePool(db, organization.id, filters, today),
    expiringCredentialsQuery(db, organization.id, today),
  ]);
  const expiring = expiringCredentialsFrom(expiringRows, {
    today,
    policy: parseAssignmentPolicy(organization.assignmentPolicy),
  });
  return { title: tr("assignor.referees.title"), referees, total, page, pageCount, filters, today, expiring };
}

export default function RefereePool({ loaderData }: Route.ComponentProps) {
  const { referees, total, page, pageCount, filters, expiring, today } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/assignor/referees";
  const filtered = Boolean(filters.query || filters.level);
  const t = useT();

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t("assignor.referees.heading")}</h1>
          <p className="text-sm text-muted-foreground">{t("assignor.referees.lead")}</p>
        </div>
        <AddRefereeDialog />
      </div>

      <ExpiringCredentialsCard credentials={expiring.credentials} more={expiring.more} today={today} />

      {/* A plain GET form: the filters live in the URL and work before JavaScript loads. */}
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        <SearchField
          label={t("assignor.referees.searchLabel")}
          placeholder={t("assignor.referees.searchPlaceholder")}
          defaultValue={filters.query}
        />
        <select
          name="level"
          aria-label={t("assignor.referees.filterByLevel")}
          defaultValue={filters.level ? String(filters.level) : ""}
          className="h-10 rounded-md border border-input bg-background px-3 text-sm"
        >
          <option value="">{t("assignor.referees.allLevels")}</option>
          {REFEREE_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t("assignor.common.level", { level })}
            </option>
          ))}
        </select>
        <button type="submit" className={buttonVariants({ variant: "secondary" })}>
          {t("list.apply")}
        </button>
      </Form>

      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t("assignor.referees.found", { count: total })}
      </p>

      {loading ? (
        <p role="status" className="py-8 text-center text-muted-foreground">
          {t("assignor.newAssignment.loadingReferees")}
        </p>
      ) : referees.length === 0 ? (
        <Card>
          <CardContent className="py-10 text-center">
            <h2 className="text-lg font-semibold">{t("assignor.referees.empty.title")}</h2>
            <p className="text-muted-foreground">
              {filtered ? t("assignor.referees.empty.noMatch") : t("assignor.referees.empty.none")}
            </p>
          </CardContent>
        </Card>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t("assignor.referees.listLabel")}>
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
                          {referee.refereeLevel
                            ? t("assignor.common.level", { level: referee.refereeLevel })
                            : t("assignor.common.noLevel")}
                        </p>
                      </div>
                      <Badge variant={referee.availableToday ? "success" : "destructive"}>
                        {referee.availableToday ? t("assignor.referees.available") : t("assignor.referees.unavailable")}
                      </Badge>
                    </div>
                    <p className="text-sm">
                      {t("assignor.referees.gamesThisSeason", { count: referee.gamesThisSeason })}
                    </p>
                    <RatingText rating={referee.rating} count={referee.ratingCount} className="text-sm" />
                    <div className="mt-auto flex gap-2">
                      <RefereeProfileDialog refereeId={referee.id} name={name} />
                      <NewAssignmentDialog
                        refereeId={referee.id}
                        trigger={
                          <Button size="sm" aria-label={t("assignor.referees.assignLabel", { name })}>
                            {t("assignor.assign.submit")}
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
