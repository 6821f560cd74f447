/**
 * /assignor/evaluations/:gameId/:refereeId (issue 22, decision 0084): one official's game scored on the
 * organization's rubric (1–5 per criterion) with comments. An assignor (`reports`) evaluates any official
 * who worked a past game of the organization; an assessor only on a game they are asked to assess (any
 * other game is 404 for them). Saving writes or rewrites the evaluator's own evaluation, with the weight its
 * source has now, and the referee's rating in the same batch.
 */
import { data, Link } from "react-router";
import type { Route } from "./+types/evaluation";
import { EvaluationForm } from "~/components/evaluations/evaluation-form";
import { todayIn, zonedTimeToInstant } from "~/domain/dates";
import { parseEvaluationForm } from "~/domain/evaluation-form";
import { parseEvaluationSettings } from "~/domain/evaluations";
import type { FieldErrors } from "~/domain/forms";
import { formValues } from "~/domain/forms";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";
import { requireStaff } from "~/server/auth.server";
import { readOne } from "~/server/batch-reads.server";
import { getAppContext } from "~/server/context.server";
import { evaluationFormRead, saveEvaluation } from "~/server/evaluations.server";

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? [{ title: loaderData.title }] : []);

async function formFacts({ request, context, params }: Route.LoaderArgs | Route.ActionArgs) {
  // `assess` is every assignor's and the assessor's; a limited assignor has neither it nor `reports`.
  const access = await requireStaff(context, request, "assess");
  const { db } = getAppContext(context);
  const { organization, user } = access;
  const source = access.permissions.includes("reports") ? ("assignor" as const) : ("assessor" as const);
  const facts = await readOne(
    db,
    evaluationFormRead(db, {
      organizationId: organization.id,
      gameId: params.gameId,
      refereeId: params.refereeId,
      evaluatorId: user.id,
    }),
  );
  const now = new Date();
  // An assessor knows nothing of a game they were not asked to assess; nobody evaluates before kick-off.
  if (
    !facts ||
    (source === "assessor" && !facts.requested) ||
    zonedTimeToInstant(facts.game.date, facts.game.time, organization.timeZone).getTime() > now.getTime()
  ) {
    throw data({ message: tr("assignor.evaluation.notFound") }, { status: 404 });
  }
  const settings = parseEvaluationSettings(organization.evaluationSettings);
  return { access, db, facts, source, settings, today: todayIn(organization.timeZone, now) };
}

export async function loader(args: Route.LoaderArgs) {
  const { facts, source, settings } = await formFacts(args);
  return data(
    {
      title: tr("assignor.evaluation.metaTitle", { name: facts.official.name }),
      game: facts.game,
      official: facts.official,
      own: facts.own,
      criteria: settings.criteria,
      back: source === "assignor" ? "/assignor/evaluations" : "/assignor/assessments",
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export type EvaluationAnswer = {
  ok: boolean;
  message: string;
  errors: FieldErrors;
  values: Record<string, string> | null;
};

export async function action(args: Route.ActionArgs) {
  const { access, db, facts, source, settings, today } = await formFacts(args);
  const values = formValues(await args.request.formData());
  const parsed = parseEvaluationForm(values, settings.criteria, {
    score: tr("assignor.evaluation.error.score"),
    comments: tr("assignor.evaluation.error.comments"),
  });
  if (!parsed.ok) {
    return data<EvaluationAnswer>(
      { ok: false, message: tr("assignor.evaluation.checkFields"), errors: parsed.fieldErrors, values },
      { status: 400 },
    );
  }
  await saveEvaluation(
    db,
    {
      organizationId: access.organization.id,
      gameId: facts.game.id,
      gameDate: facts.game.date,
      refereeId: facts.official.refereeId,
      evaluatorId: access.user.id,
      source,
      weight: settings.weights[source],
      today,
      existingId: facts.own?.id ?? null,
    },
    parsed.value,
  );
  return data<EvaluationAnswer>({
    ok: true,
    message: tr("assignor.evaluation.saved", { name: facts.official.name }),
    errors: {},
    values: null,
  });
}

export default function Evaluation({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { game, official, own, criteria, back } = loaderData;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div>
        <Link to={back} className="text-sm text-muted-foreground underline">
          {t("assignor.evaluation.back")}
        </Link>
        <h1 className="text-2xl font-bold tracking-tight">
          {t("assignor.evaluation.heading", { name: official.name })}
        </h1>
      </div>
      <EvaluationForm game={game} official={official} own={own} criteria={criteria} answer={actionData ?? null} />
    </div>
  );
}
