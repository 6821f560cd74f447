/**
 * `/rate/<token>` (issue 22, decision 0084): a team's coach, signed out, rates the officials of a game they
 * played on the organization's rubric through the single-use link an assignor emailed. The token is the
 * credential; only its SHA-256 is stored. Unknown: 404; used or expired: 410, said plainly. Submitting
 * writes one `coach` evaluation per official (anonymous to them) and their ratings, and spends the link.
 */
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/coach-rating";
import { AuthCard } from "~/components/auth-card";
import { RubricScores } from "~/components/evaluations/rubric-scores";
import { FormMessage, TextareaField } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import { todayIn } from "~/domain/dates";
import { parseEvaluationForm, type EvaluationSubmission } from "~/domain/evaluation-form";
import { EVALUATION_COMMENTS_MAX, parseEvaluationSettings } from "~/domain/evaluations";
import type { FieldErrors } from "~/domain/forms";
import { formValues } from "~/domain/forms";
import { positionLabel } from "~/domain/game-labels";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";
import { readOne } from "~/server/batch-reads.server";
import { coachRatingRead, submitCoachRating } from "~/server/coach-ratings.server";
import { getAppContext } from "~/server/context.server";
import { catalogFor } from "~/server/i18n.server";
import { getLocale } from "~/server/locale.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Whistle" },
  { name: "robots", content: "noindex" },
  // The token in the URL must not leak to other sites through the Referer header.
  { name: "referrer", content: "no-referrer" },
];

/** The link's facts, or why it cannot be used (404 unknown, 410 used or expired). */
async function usableLink({ params, context }: Route.LoaderArgs | Route.ActionArgs) {
  const { db } = getAppContext(context);
  const found = await readOne(db, await coachRatingRead(db, params.token));
  const now = new Date();
  if (!found) return { problem: { status: 404, message: tr("coachRating.notValid") }, spent: false } as const;
  if (found.link.usedAt) return { problem: { status: 410, message: tr("coachRating.used") }, spent: true } as const;
  if (found.link.expiresAt.getTime() <= now.getTime()) {
    return { problem: { status: 410, message: tr("coachRating.expired") }, spent: false } as const;
  }
  const { link, crew } = found;
  return {
    problem: null,
    spent: false,
    db,
    link,
    crew,
    settings: parseEvaluationSettings(link.evaluationSettings),
    now,
  };
}

/** "Sat, Nov 28, 2026, 10:00" in the reader's language (the coach has no settings of their own). */
function gameWhen(date: string, time: string, locale: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, {
    timeZone: "UTC",
    weekday: "short",
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(Date.UTC(year, month - 1, day, hour, minute));
}

export async function loader(args: Route.LoaderArgs) {
  const found = await usableLink(args);
  const page = { catalog: catalogFor(args.context, "auth"), title: tr("coachRating.metaTitle") };
  // After a submission (the action redirects here): the link is spent, and that is the good news.
  if (found.problem && found.spent && new URL(args.request.url).searchParams.has("sent")) {
    return { ...page, problem: null, sent: tr("coachRating.thanks"), game: null, crew: [], criteria: [] };
  }
  if (found.problem) {
    return data(
      { ...page, problem: found.problem.message, sent: null, game: null, crew: [], criteria: [] },
      { status: found.problem.status },
    );
  }
  const { link, crew, settings } = found;
  return {
    ...page,
    problem: null,
    sent: null,
    game: {
      teams: tr("coachRating.teams", { home: link.homeTeam, away: link.awayTeam }),
      when: gameWhen(link.date, link.time, getLocale(args.context)),
      venue: link.venue,
      organization: link.organizationName,
    },
    crew: crew.map((official) => ({ position: official.position, name: official.name })),
    criteria: settings.criteria,
  };
}

export type CoachRatingAnswer = {
  done: boolean;
  /** Set when the link could not be used (spent or expired meanwhile). */
  problem?: string;
  message: string;
  errors: FieldErrors;
  values: Record<string, string> | null;
};

const prefixOf = (index: number) => `official${index}.`;

export async function action(args: Route.ActionArgs) {
  const found = await usableLink(args);
  if (found.problem) {
    return data<CoachRatingAnswer>(
      { done: false, problem: found.problem.message, message: found.problem.message, errors: {}, values: null },
      { status: found.problem.status },
    );
  }
  const { db, link, crew, settings, now } = found;
  const values = formValues(await args.request.formData());
  const errors: FieldErrors = {};
  const ratings: { refereeId: string; submission: EvaluationSubmission }[] = [];
  crew.forEach((official, index) => {
    const prefix = prefixOf(index);
    const own = Object.fromEntries(
      Object.entries(values)
        .filter(([name]) => name.startsWith(prefix))
        .map(([name, value]) => [name.slice(prefix.length), value]),
    );
    const parsed = parseEvaluationForm(own, settings.criteria, {
      score: tr("coachRating.error.score"),
      comments: tr("coachRating.error.comments"),
    });
    if (parsed.ok) ratings.push({ refereeId: official.refereeId, submission: parsed.value });
    else for (const [name, messages] of Object.entries(parsed.fieldErrors)) errors[`${prefix}${name}`] = messages;
  });
  if (Object.keys(errors).length > 0 || ratings.length === 0) {
    return data<CoachRatingAnswer>(
      { done: false, message: tr("coachRating.checkFields"), errors, values },
      { status: 400 },
    );
  }
  const written = await submitCoachRating(db, {
    link,
    game: { id: link.gameId, date: link.date },
    weight: settings.weights.coach,
    today: todayIn(link.timeZone, now),
    now,
    ratings,
  });
  if (!written) {
    const message = tr("coachRating.used");
    return data<CoachRatingAnswer>(
      { done: false, problem: message, message, errors: {}, values: null },
      { status: 410 },
    );
  }
  // A redirect, so that reloading the thank-you page does not post again.
  throw redirect(`/rate/${args.params.token}?sent=1`);
}

export default function CoachRating({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  if (loaderData.sent) {
    return (
      <AuthCard title={t("coachRating.doneTitle")}>
        <p role="status" className="text-sm">
          {loaderData.sent}
        </p>
      </AuthCard>
    );
  }
  const problem = actionData?.problem ?? loaderData.problem;
  if (problem || !loaderData.game) {
    return (
      <AuthCard title={t("coachRating.notUsable")}>
        <FormMessage>{problem}</FormMessage>
      </AuthCard>
    );
  }
  const { game, crew, criteria } = loaderData;
  const values = actionData?.values ?? {};
  const errors = actionData?.errors ?? {};
  return (
    <AuthCard
      wide
      title={t("coachRating.title", { teams: game.teams })}
      description={t("coachRating.description", {
        when: game.when,
        venue: game.venue,
        organization: game.organization,
      })}
    >
      <Form method="post" className="flex flex-col gap-6">
        {actionData ? <FormMessage>{actionData.message}</FormMessage> : null}
        <p className="text-sm text-muted-foreground">{t("coachRating.anonymous")}</p>
        {crew.map((official, index) => {
          const prefix = prefixOf(index);
          const headingId = `official-${index}-heading`;
          return (
            <section key={prefix} aria-labelledby={headingId} className="flex flex-col gap-3 border-t pt-4">
              <h2 id={headingId} className="font-semibold">
                {t("coachRating.official", { name: official.name, position: positionLabel(official.position, t) })}
              </h2>
              <RubricScores
                criteria={criteria}
                values={Object.fromEntries(
                  Object.entries(values)
                    .filter(([name]) => name.startsWith(prefix))
                    .map(([name, value]) => [name, value]),
                )}
                errors={errors}
                idPrefix={`official-${index}`}
                namePrefix={prefix}
              />
              <TextareaField
                name={`${prefix}comments`}
                label={t("coachRating.comments", { name: official.name })}
                defaultValue={values[`${prefix}comments`] ?? ""}
                maxLength={EVALUATION_COMMENTS_MAX}
                rows={3}
                errors={errors}
              />
            </section>
          );
        })}
        <Button type="submit" disabled={busy}>
          {t("coachRating.submit")}
        </Button>
      </Form>
    </AuthCard>
  );
}
