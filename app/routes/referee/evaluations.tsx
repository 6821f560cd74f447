/**
 * /referee/evaluations (issue 22, decision 0084): the referee's own evaluations in their leagues, newest
 * game first: the game, who wrote it ("Assessor Jane Doe", "Assignor …", or just "Coach": never a coach's
 * address or team), the overall, each criterion's score under its label, and the comments; with their rating
 * in each league and the count behind it.
 */
import { data } from "react-router";
import type { Route } from "./+types/evaluations";
import { useFormats } from "~/components/formats";
import { formatRating } from "~/components/ratings/rating-text";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { criterionLabelByKey, evaluationSourceLabel } from "~/domain/evaluation-labels";
import { parseEvaluationSettings } from "~/domain/evaluations";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";
import { requireReferee } from "~/server/auth.server";
import { readOne } from "~/server/batch-reads.server";
import { getAppContext } from "~/server/context.server";
import { refereeEvaluationsRead } from "~/server/evaluations.server";

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? [{ title: loaderData.title }] : []);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, refereeMemberships } = await requireReferee(context, request);
  const { db } = getAppContext(context);
  const leagues = refereeMemberships.map(({ organization }) => ({
    id: organization.id,
    name: organization.name,
    criteria: parseEvaluationSettings(organization.evaluationSettings).criteria,
  }));
  const { evaluations, ratings } = await readOne(
    db,
    refereeEvaluationsRead(db, { refereeId: user.id, organizationIds: leagues.map((league) => league.id) }),
  );
  return data(
    {
      title: tr("referee.evaluations.metaTitle"),
      leagues,
      evaluations,
      ratings,
      showLeague: leagues.length > 1,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function RefereeEvaluations({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const formats = useFormats();
  const { leagues, evaluations, ratings, showLeague } = loaderData;
  const leagueOf = (id: string) => leagues.find((league) => league.id === id);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t("referee.evaluations.heading")}</h1>
        <p className="text-sm text-muted-foreground">{t("referee.evaluations.description")}</p>
      </div>
      {ratings.length > 0 ? (
        <ul className="flex flex-col gap-1" aria-label={t("referee.evaluations.ratings")}>
          {ratings.map((rating) => (
            <li key={rating.organizationId} className="text-sm">
              {t("referee.evaluations.rating", {
                league: leagueOf(rating.organizationId)?.name ?? "",
                rating: formatRating(formats.locale, rating.rating),
                count: rating.count,
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {evaluations.length === 0 ? (
        <p className="rounded-lg border bg-card p-6 text-center text-muted-foreground">
          {t("referee.evaluations.empty")}
        </p>
      ) : (
        evaluations.map((evaluation) => {
          const league = leagueOf(evaluation.organizationId);
          return (
            <Card key={evaluation.id}>
              <CardHeader>
                <CardTitle render="h2">
                  {t("referee.evaluations.game", { home: evaluation.homeTeam, away: evaluation.awayTeam })}
                </CardTitle>
                <p className="text-sm text-muted-foreground">
                  {formats.date(evaluation.gameDate)}
                  {showLeague && league ? ` · ${league.name}` : ""}
                  {` · ${evaluationSourceLabel(evaluation.source, evaluation.evaluatorName, t)}`}
                </p>
              </CardHeader>
              <CardContent className="flex flex-col gap-3">
                <p className="font-medium">
                  {t("referee.evaluations.overall", { overall: formatRating(formats.locale, evaluation.overall) })}
                </p>
                <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
                  {Object.entries(evaluation.scores).map(([key, score]) => (
                    <div key={key} className="contents">
                      <dt>{criterionLabelByKey(key, league?.criteria ?? [], t)}</dt>
                      <dd className="text-right">{t("referee.evaluations.score", { score })}</dd>
                    </div>
                  ))}
                </dl>
                {evaluation.comments ? <p className="text-sm whitespace-pre-line">{evaluation.comments}</p> : null}
              </CardContent>
            </Card>
          );
        })
      )}
    </div>
  );
}
