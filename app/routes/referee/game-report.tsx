/**
 * /referee/games/:gameId/report (issue 22, decision 0082): the crew's page for a game's report. The official
 * in the referee position files it after kick-off and may change it until an assignor approves it; every
 * official of the crew reads it once filed and keeps their own notes beside it. Someone outside the crew finds
 * no such game (404).
 */
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/game-report";
import { ReportForm } from "~/components/game-reports/report-form";
import { ReportStatusBadge, ReportSummary } from "~/components/game-reports/report-summary";
import { FormMessage, TextareaField } from "~/components/form-fields";
import { useFormats } from "~/components/formats";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { formText } from "~/domain/forms";
import { parseReportForm, reportFormValues } from "~/domain/game-report-form";
import { tr } from "~/i18n/text";
import { useT } from "~/i18n/react";
import { requireReferee } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import {
  crewMemberOf,
  filingStateOf,
  fileGameReport,
  loadGameReport,
  NOTES_MAX,
  partnersOf,
  saveReportNotes,
  type GameReportView,
} from "~/server/game-reports.server";
import { dispatchIntent } from "~/server/intents.server";

export const meta: Route.MetaFunction = () => [{ title: tr("referee.report.metaTitle") }];

async function reportOf({ context, request, params }: Route.LoaderArgs | Route.ActionArgs) {
  const access = await requireReferee(context, request);
  const { db } = getAppContext(context);
  const organizationIds = access.refereeMemberships.map(({ organization }) => organization.id);
  const view = await loadGameReport(db, organizationIds, params.gameId);
  if (!view || !crewMemberOf(view, access.user.id)) {
    throw data({ message: tr("referee.report.error.notFound") }, { status: 404 });
  }
  return { access, db, view };
}

/** The filed report as the form's fields. */
function filedValues(view: GameReportView): Record<string, string> {
  const values: Record<string, string> = {};
  if (!view.report) return values;
  values.homeScore = String(view.report.homeScore);
  values.awayScore = String(view.report.awayScore);
  values.injuries = view.report.injuries ?? "";
  values.incidents = view.report.incidents ?? "";
  view.misconduct.forEach((row, index) => {
    values[`misconduct.${index}.kind`] = row.kind;
    values[`misconduct.${index}.teamSide`] = row.teamSide;
    values[`misconduct.${index}.playerName`] = row.playerName;
    values[`misconduct.${index}.playerNumber`] = row.playerNumber ?? "";
    values[`misconduct.${index}.minute`] = row.minute === null ? "" : String(row.minute);
    values[`misconduct.${index}.reasonCode`] = row.reasonCode;
  });
  for (const member of view.crew)
    if (member.attendance) values[`attendance.${member.assignmentId}`] = member.attendance;
  return values;
}

export async function loader(args: Route.LoaderArgs) {
  const { access, view } = await reportOf(args);
  const me = crewMemberOf(view, access.user.id)!;
  const now = new Date();
  return data(
    {
      game: view.game,
      state: filingStateOf(view, now),
      dueAt: view.dueAt,
      late: view.report ? view.report.submittedAt.getTime() > view.dueAt.getTime() : now > view.dueAt,
      isFiler: me.position === "referee",
      myNotes: view.notes.find((note) => note.authorId === access.user.id)?.notes ?? "",
      report: view.report,
      misconduct: view.misconduct,
      crew: view.crew,
      notes: view.notes,
      reasons: view.settings.misconductReasons,
      partners: partnersOf(view, access.user.id),
      filedValues: filedValues(view),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export type ReportAnswer = {
  intent: string;
  ok: boolean;
  message: string;
  errors: Record<string, string[] | undefined>;
  values: Record<string, string> | null;
};

export async function action(args: Route.ActionArgs) {
  const { access, db, view } = await reportOf(args);
  const form = await args.request.formData();
  const answer = (
    intent: string,
    status: number,
    message: string,
    errors = {},
    values: ReportAnswer["values"] = null,
  ) => data<ReportAnswer>({ intent, ok: status === 200, message, errors, values }, { status });
  return dispatchIntent(form, {
    file: async () => {
      const values = reportFormValues(form);
      const me = crewMemberOf(view, access.user.id)!;
      if (me.position !== "referee") return answer("file", 403, tr("referee.report.error.onlyReferee"));
      const partners = partnersOf(view, access.user.id).map((member) => member.assignmentId);
      const parsed = parseReportForm(values, view.settings, partners);
      if (!parsed.ok) return answer("file", 400, parsed.message, parsed.fieldErrors, values);
      const outcome = await fileGameReport(db, { view, userId: access.user.id, input: parsed.value });
      if (!outcome.ok) return answer("file", outcome.status, outcome.message, {}, values);
      return answer("file", 200, tr(outcome.late ? "referee.report.filedLate" : "referee.report.filed"));
    },
    "save-notes": async () => {
      const notes = formText(form, "notes").trim();
      if (notes.length > NOTES_MAX) {
        const errors = { notes: [tr("referee.report.error.tooLong")] };
        return answer("save-notes", 400, tr("referee.report.error.checkFields"), errors, { notes });
      }
      const outcome = await saveReportNotes(db, { view, userId: access.user.id, notes });
      if (!outcome.ok) return answer("save-notes", outcome.status, outcome.message, {}, { notes });
      return answer("save-notes", 200, tr("referee.report.notes.saved"));
    },
  });
}

export default function GameReportPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const formats = useFormats();
  const { game, state, report, isFiler } = loaderData;
  const answer = actionData as ReportAnswer | undefined;
  const fileAnswer = answer?.intent === "file" ? answer : null;
  const notesAnswer = answer?.intent === "save-notes" ? answer : null;
  const canChange = state !== "not_yet" && state !== "final";
  // A refusal shows in its form when that form is on the page, else at the top.
  const shownInForm =
    (fileAnswer !== null && isFiler && canChange) || (notesAnswer !== null && state !== "final" && state !== "not_yet");
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div>
        <Link to="/referee/schedule" className="text-sm text-muted-foreground underline">
          {t("referee.report.back")}
        </Link>
        <h1 className="text-2xl font-bold tracking-tight">
          {t("referee.report.heading", { home: game.homeTeam, away: game.awayTeam })}
        </h1>
        <p className="text-sm text-muted-foreground">
          {t("referee.report.gameLine", { when: formats.gameDateTime(game.date, game.time), venue: game.venue })}
        </p>
      </div>
      {answer && (answer.ok || !shownInForm) ? (
        <FormMessage tone={answer.ok ? "success" : "error"}>{answer.message}</FormMessage>
      ) : null}
      <ReportStateLine
        state={state}
        dueAt={loaderData.dueAt}
        late={loaderData.late}
        status={report?.status ?? null}
        comment={report?.reviewComment ?? null}
      />
      {isFiler && canChange ? (
        <Card>
          <CardHeader>
            <CardTitle render="h2">
              {report ? t("referee.report.editHeading") : t("referee.report.fileHeading")}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ReportForm
              // A fresh form after each save (the values come from the loader again).
              key={report?.submittedAt.getTime() ?? "new"}
              homeTeam={game.homeTeam}
              awayTeam={game.awayTeam}
              reasons={loaderData.reasons}
              partners={loaderData.partners}
              values={fileAnswer && !fileAnswer.ok && fileAnswer.values ? fileAnswer.values : loaderData.filedValues}
              errors={fileAnswer?.errors ?? {}}
              message={fileAnswer && !fileAnswer.ok ? fileAnswer.message : null}
              filed={report !== null}
            />
          </CardContent>
        </Card>
      ) : null}
      {report && !(isFiler && canChange) ? (
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
      ) : null}
      {!report && !isFiler && state !== "not_yet" ? (
        <p className="text-sm text-muted-foreground">{t("referee.report.notFiledYet")}</p>
      ) : null}
      {state !== "not_yet" ? (
        <Card>
          <CardHeader>
            <CardTitle render="h2">{t("referee.report.notes.heading")}</CardTitle>
          </CardHeader>
          <CardContent>
            {state === "final" ? (
              <p className="text-sm whitespace-pre-wrap">{loaderData.myNotes || t("gameReport.summary.nothing")}</p>
            ) : (
              <Form method="post" className="flex flex-col gap-3">
                <input type="hidden" name="intent" value="save-notes" />
                <FormMessage>{notesAnswer && !notesAnswer.ok ? notesAnswer.message : null}</FormMessage>
                <TextareaField
                  name="notes"
                  label={t("referee.report.notes.label")}
                  hint={t("referee.report.notes.hint")}
                  defaultValue={notesAnswer?.values?.notes ?? loaderData.myNotes}
                  errors={notesAnswer?.errors}
                />
                <div>
                  <Button type="submit" variant="secondary">
                    {t("referee.report.notes.save")}
                  </Button>
                </div>
              </Form>
            )}
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

function ReportStateLine({
  state,
  dueAt,
  late,
  status,
  comment,
}: {
  state: string;
  dueAt: Date;
  late: boolean;
  status: "submitted" | "returned" | "approved" | null;
  comment: string | null;
}) {
  const t = useT();
  const formats = useFormats();
  if (state === "not_yet") return <FormMessage tone="success">{t("referee.report.state.notYet")}</FormMessage>;
  if (status === "returned") {
    return <FormMessage>{t("referee.report.state.returned", { comment: comment ?? "" })}</FormMessage>;
  }
  if (status) {
    return (
      <p className="flex items-center gap-2 text-sm">
        <ReportStatusBadge status={status} />
        {late ? t("referee.report.state.filedLate") : null}
      </p>
    );
  }
  if (state === "overdue")
    return <FormMessage>{t("referee.report.state.overdue", { due: formats.instant(dueAt) })}</FormMessage>;
  return <p className="text-sm">{t("referee.report.state.due", { due: formats.instant(dueAt) })}</p>;
}
