/**
 * /assignor/assessments (issue 22, decision 0084): the assessor's portal. Only the games they are asked to
 * assess (date, teams, venue, crew), an Evaluate link per official and their own overall where they wrote
 * one; nothing of any other game or anyone else's evaluations. Needs `assess`.
 */
import { data } from "react-router";
import type { Route } from "./+types/assessments";
import { CrewCard } from "~/components/evaluations/crew-card";
import { useFormats } from "~/components/formats";
import { formatRating } from "~/components/ratings/rating-text";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";
import { requireStaff } from "~/server/auth.server";
import { readOne } from "~/server/batch-reads.server";
import { getAppContext } from "~/server/context.server";
import { assessmentsPageRead } from "~/server/evaluations.server";

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? [{ title: loaderData.title }] : []);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { organization, user } = await requireStaff(context, request, "assess");
  const { db } = getAppContext(context);
  const games = await readOne(db, assessmentsPageRead(db, { organizationId: organization.id, assessorId: user.id }));
  return data(
    { title: tr("assignor.assessments.metaTitle"), games },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function Assessments({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const formats = useFormats();
  const { games } = loaderData;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t("assignor.assessments.heading")}</h1>
        <p className="text-sm text-muted-foreground">{t("assignor.assessments.description")}</p>
      </div>
      {games.length === 0 ? (
        <p className="rounded-lg border bg-card p-6 text-center text-muted-foreground">
          {t("assignor.assessments.empty")}
        </p>
      ) : (
        games.map((game) => (
          <CrewCard
            key={game.id}
            game={game}
            detail={(official) => {
              const mine = game.evaluations.find((evaluation) => evaluation.refereeId === official.refereeId);
              return (
                <p className="text-sm text-muted-foreground">
                  {mine
                    ? t("assignor.assessments.yours", { overall: formatRating(formats.locale, mine.overall) })
                    : t("assignor.evaluations.none")}
                </p>
              );
            }}
          />
        ))
      )}
    </div>
  );
}
