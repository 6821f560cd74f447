/**
 * /assignor/reports/:gameId (issue 22, decision 0082): one game's report with its misconduct, the crew's
 * attendance and every official's notes; **Approve** makes it final, **Return to the crew** sends it back with
 * a comment (required): permission `reports.review`, a limited assignor for their scope's games. A no-show's
 * held payable is released or removed here: permission `reports`. A game of another organization, or outside
 * a limited assignor's scope, is as missing as no game (404).
 */
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/game-report-review";
import { ReportSummary } from "~/components/game-reports/report-summary";
import { FormMessage, TextareaField } from "~/components/form-fields";
import { useFormats } from "~/components/formats";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { formText } from "~/domain/forms";
import { tr } from "~/i18n/text";
import { useT } from "~/i18n/react";
import { requirePermission, requireStaff } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { decideHeldPayable, loadReportReview, reviewGameReport } from "~/server/game-report-review.server";
import { dispatchIntent } from "~/server/intents.server";

export const meta: Route.MetaFunction = () => [{ title: tr("assignor.reports.review.metaTitle") }];

const COMMENT_MAX = 2000;

async function reviewOf({ context, request, params }: Route.LoaderArgs | Route.ActionArgs) {
  const access = await requireStaff(context, request, "reports.review");
  const { db } = getAppContext(context);
  const review = await loadReportReview(db, access.organization.id, params.gameId, access.scope);
  if (!review) throw data({ message: tr("assignor.reports.error.notFound") }, { status: 404 });
  return { access, db, review };
}

export async function loader(args: Route.LoaderArgs) {
  const { access, review } = await reviewOf(args);
  const { view, held } = review;
  return data(
    {
      game: view.game,
      report: view.report,
      misconduct: view.misconduct,
      crew: view.crew,
      notes: view.notes,
      reasons: view.settings.misconductReasons,
      held,
      decidesHolds: access.permissions.includes("reports"),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

type ReviewAnswer = {
  intent: string;
  ok: boolean;
  message: string;
  errors: Record<string, string[]>;
  comment?: string;
};

export async function action(args: Route.ActionArgs) {
  const { access, db } = await reviewOf(args);
  const form = await args.request.formData();
  const actor = { organizationId: access.organization.id, actorId: access.user.id, gameId: args.params.gameId };
  const reviewer = { ...actor, scope: access.scope };
  const answer = (intent: string, status: number, message: string, errors = {}, comment?: string) =>
    data<ReviewAnswer>({ intent, ok: status === 200, message, errors, comment }, { status });
  return dispatchIntent(form, {
    approve: async () => {
      const outcome = await reviewGameReport(db, { ...reviewer, decision: "approve", comment: null });
      if (!outcome.ok) return answer("approve", outcome.status, outcome.message);
      return answer("approve", 200, tr("assignor.reports.review.approved"));
    },
    return: async () => {
      const comment = formText(form, "comment").trim();
      if (comment === "" || comment.length > COMMENT_MAX) {
        const errors = { comment: [tr("assignor.reports.review.commentRequired")] };
        return answer("return", 400, tr("referee.report.error.checkFields"), errors, comment);
      }
      const outcome = await reviewGameReport(db, { ...reviewer, decision: "return", comment });
      if (!outcome.ok) return answer("return", outcome.status, outcome.message, {}, comment);
      return answer("return", 200, tr("assignor.reports.review.returned"));
    },
    "release-hold": async () => {
      requirePermission(access, "reports");
      const outcome = await decideHeldPayable(db, {
        ...actor,
        paymentId: formText(form, "paymentId"),
        decision: "release",
      });
      if (!outcome.ok) return answer("release-hold", outcome.status, outcome.message);
      return answer("release-hold", 200, tr("assignor.reports.review.released"));
    },
    "remove-payable": async () => {
      requirePermission(access, "reports");
      const outcome = await decideHeldPayable(db, {
        ...actor,
        paymentId: formText(form, "paymentId"),
        decision: "remove",
      });
      if (!outcome.ok) return answer("remove-payable", outcome.status, outcome.message);
      return answer("remove-payable", 200, tr("assignor.reports.review.removed"));
    },
  });
}

export default function GameReportReview({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const formats = useFormats();
  const { game, report, held, decidesHolds } = loaderData;
  const answer = actionData as ReviewAnswer | undefined;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div>
        <Link to="/assignor/reports" className="text-sm text-muted-foreground underline">
          {t("assignor.reports.review.back")}
        </Link>
        <h1 className="text-2xl font-bold tracking-tight">
          {t("assignor.reports.review.heading", { home: game.homeTeam, away: game.awayTeam })}
        </h1>
        <p className="text-sm text-muted-foreground">{formats.gameDateTime(game.date, game.time)}</p>
      </div>
      {answer ? <FormMessage tone={answer.ok ? "success" : "error"}>{answer.message}</FormMessage> : null}
      {report ? (
        <ReportSummary
          data={{
            homeTeam: game.homeTeam,
            awayTeam: game.awayTeam,
            report,
            misconduct: loaderData.misconduct,
            crew: loaderData.crew,
            notes: loaderData.notes,
            reasons: loaderData.reasons,
          }}
        />
      ) : (
        <p className="text-sm text-muted-foreground">{t("assignor.reports.review.notFiled")}</p>
      )}
      {report?.status === "returned" ? (
        <p className="text-sm">{t("assignor.reports.review.returnedWith", { comment: report.reviewComment ?? "" })}</p>
      ) : null}
      {report?.status === "submitted" ? (
        <Card>
          <CardHeader>
            <CardTitle render="h2">{t("assignor.reports.review.decide")}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <Form method="post">
              <input type="hidden" name="intent" value="approve" />
              <Button type="submit">{t("assignor.reports.review.approve")}</Button>
            </Form>
            <Form method="post" className="flex flex-col gap-2">
              <input type="hidden" name="intent" value="return" />
              <TextareaField
                name="comment"
                label={t("assignor.reports.review.comment")}
                defaultValue={answer?.intent === "return" && !answer.ok ? (answer.comment ?? "") : ""}
                errors={answer?.intent === "return" ? answer.errors : undefined}
              />
              <div>
                <Button type="submit" variant="secondary">
                  {t("assignor.reports.review.return")}
                </Button>
              </div>
            </Form>
          </CardContent>
        </Card>
      ) : null}
      {held.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle render="h2">{t("assignor.reports.held.heading")}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col gap-3">
              {held.map((payable) => (
                <li key={payable.id} className="flex flex-wrap items-center gap-2">
                  <span>
                    {t("assignor.reports.held.line", {
                      name: payable.refereeName,
                      amount: formats.money(payable.amountCents),
                      reason: payable.holdReason ?? "",
                    })}
                  </span>
                  {decidesHolds ? (
                    <>
                      <Form method="post">
                        <input type="hidden" name="intent" value="release-hold" />
                        <input type="hidden" name="paymentId" value={payable.id} />
                        <Button
                          type="submit"
                          size="sm"
                          variant="secondary"
                          aria-label={t("assignor.reports.held.releaseFor", { name: payable.refereeName })}
                        >
                          {t("assignor.reports.held.release")}
                        </Button>
                      </Form>
                      <Form method="post">
                        <input type="hidden" name="intent" value="remove-payable" />
                        <input type="hidden" name="paymentId" value={payable.id} />
                        <Button
                          type="submit"
                          size="sm"
                          variant="destructive"
                          aria-label={t("assignor.reports.held.removeFor", { name: payable.refereeName })}
                        >
                          {t("assignor.reports.held.remove")}
                        </Button>
                      </Form>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
            {decidesHolds ? null : (
              <p className="mt-3 text-sm text-muted-foreground">{t("assignor.reports.held.decidedByOthers")}</p>
            )}
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
