/**
 * /assignor/evaluations (issue 22, decision 0084): the organization's recent past games with the officials
 * who worked them and the evaluations written of them; per game, Ask an assessor (and Withdraw while the
 * assessor has written nothing), per official, Evaluate. Needs `reports`.
 */
import { data } from "react-router";
import type { Route } from "./+types/evaluations";
import { EvaluationGameCard } from "~/components/evaluations/evaluation-game-card";
import { FormMessage } from "~/components/form-fields";
import { MailRefusal } from "~/components/mail-refusal";
import { todayIn } from "~/domain/dates";
import { formText } from "~/domain/forms";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";
import { requireStaff } from "~/server/auth.server";
import { readOne } from "~/server/batch-reads.server";
import { getAppContext } from "~/server/context.server";
import { askAssessor, evaluationsPageRead, withdrawAssessment } from "~/server/evaluations.server";
import { coachLinkGame, sendCoachRatingLinks } from "~/server/coach-ratings.server";
import { COACH_LINKS_PER_GAME, mailRefusal, partlySentNotice } from "~/server/person-to-person-email.server";
import { zonedTimeToInstant } from "~/domain/dates";
import * as v from "valibot";
import { dispatchIntent } from "~/server/intents.server";

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? [{ title: loaderData.title }] : []);

/** Lets the action's Retry-After (issue 32: today's email allowance) reach the document response. */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { organization } = await requireStaff(context, request, "reports");
  const { db } = getAppContext(context);
  const now = new Date();
  const page = await readOne(
    db,
    evaluationsPageRead(db, {
      organizationId: organization.id,
      today: todayIn(organization.timeZone, now),
      timeZone: organization.timeZone,
      now,
    }),
  );
  return data(
    { title: tr("assignor.evaluations.metaTitle"), ...page },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export type EvaluationsAnswer = {
  intent: string;
  ok: boolean;
  message: string;
  gameId: string;
  /** Issue 32: the sender's unconfirmed address, when that is why nothing was sent. */
  unconfirmedEmail?: string | null;
};

const CoachEmailSchema = v.union([
  v.literal(""),
  v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254), v.email()),
]);

export async function action({ request, context }: Route.ActionArgs) {
  const access = await requireStaff(context, request, "reports");
  const { db, env } = getAppContext(context);
  const form = await request.formData();
  const gameId = formText(form, "gameId");
  const answer = (intent: string, status: number, message: string) =>
    data<EvaluationsAnswer>({ intent, ok: status === 200, message, gameId }, { status });
  return dispatchIntent(form, {
    "ask-assessor": async (intent) => {
      const assessorId = formText(form, "assessorId");
      if (!assessorId) return answer(intent, 400, tr("assignor.evaluations.error.assessorRequired"));
      const asked = await askAssessor(db, {
        organizationId: access.organization.id,
        organizationName: access.organization.name,
        gameId,
        assessorId,
        requestedById: access.user.id,
        origin: env.PUBLIC_ORIGIN,
      });
      return asked
        ? answer(intent, 200, tr("assignor.evaluations.asked"))
        : answer(intent, 404, tr("assignor.evaluations.error.notFound"));
    },
    // Issue 22 (decision 0084): a single-use rating link to each team's coach, emailed through the outbox.
    "ask-coaches": async (intent) => {
      const game = await coachLinkGame(db, { organizationId: access.organization.id, gameId });
      if (!game || game.status === "cancelled") return answer(intent, 404, tr("assignor.evaluations.error.notFound"));
      const kickoff = zonedTimeToInstant(game.date, game.time, access.organization.timeZone);
      if (kickoff.getTime() > Date.now()) return answer(intent, 409, tr("assignor.evaluations.error.notStarted"));
      const home = v.safeParse(CoachEmailSchema, formText(form, "homeEmail").trim());
      const away = v.safeParse(CoachEmailSchema, formText(form, "awayEmail").trim());
      if (!home.success || !away.success || (!home.output && !away.output)) {
        return answer(intent, 400, tr("assignor.evaluations.error.coachEmail"));
      }
      const sent = await sendCoachRatingLinks(db, {
        game,
        emails: { home: home.output || undefined, away: away.output || undefined },
        sentById: access.user.id,
        origin: env.PUBLIC_ORIGIN,
      });
      // Issue 32 (decision 0092): the game's cap, then the gate (unconfirmed sender, allowance, opted out).
      const capped = sent.overGameCap.length > 0 ? tr("mail.coachLinksCapped", { max: COACH_LINKS_PER_GAME }) : null;
      const refusal = mailRefusal(sent.plan);
      if (sent.sides.length === 0) {
        // Nothing went to the gate when every side was over the game's cap: then the cap is the answer.
        if (refusal && (!sent.plan.ok || sent.plan.overAllowance.length + sent.plan.suppressed.length > 0)) {
          return data<EvaluationsAnswer>(
            { intent, ok: false, message: refusal.message, gameId, unconfirmedEmail: refusal.unconfirmedEmail },
            { status: refusal.status, headers: refusal.headers },
          );
        }
        return answer(intent, 409, capped ?? tr("assignor.evaluations.error.notFound"));
      }
      const notSent = [sent.plan.ok ? partlySentNotice(sent.plan) : null, capped].filter(Boolean).join(" ");
      const done = tr("assignor.evaluations.coachesSent", { count: sent.sides.length });
      return answer(intent, 200, notSent ? `${done} ${notSent}` : done);
    },
    "withdraw-assessor": async (intent) => {
      const withdrawn = await withdrawAssessment(db, {
        organizationId: access.organization.id,
        requestId: formText(form, "requestId"),
      });
      if (withdrawn === "missing") return answer(intent, 404, tr("assignor.evaluations.error.requestNotFound"));
      return withdrawn === "withdrawn"
        ? answer(intent, 200, tr("assignor.evaluations.withdrawn"))
        : answer(intent, 409, tr("assignor.evaluations.error.cannotWithdraw"));
    },
  });
}

export default function Evaluations({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { games, assessors } = loaderData;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t("assignor.evaluations.heading")}</h1>
        <p className="text-sm text-muted-foreground">{t("assignor.evaluations.description")}</p>
      </div>
      {actionData?.unconfirmedEmail ? (
        <MailRefusal problem={actionData.message} unconfirmedEmail={actionData.unconfirmedEmail} />
      ) : actionData ? (
        <FormMessage tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormMessage>
      ) : null}
      {games.length === 0 ? (
        <p className="rounded-lg border bg-card p-6 text-center text-muted-foreground">
          {t("assignor.evaluations.empty")}
        </p>
      ) : (
        games.map((game) => <EvaluationGameCard key={game.id} game={game} assessors={assessors} />)
      )}
    </div>
  );
}
