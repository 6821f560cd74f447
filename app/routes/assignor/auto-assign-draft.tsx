import { data, Form, Link, useNavigation } from "react-router";
import { useFormats } from "~/components/formats";
import type { Route } from "./+types/auto-assign-draft";
import { useFetcherDialog } from "~/components/use-fetcher-dialog";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-controls";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { isPartlyUndone, undoReportOf } from "~/domain/draft-undo";
import { gameLevelLabel, positionLabel } from "~/domain/game-labels";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";
import { formText } from "~/domain/forms";
import { isLimited } from "~/domain/permissions";
import { requireStaff } from "~/server/auth.server";
import { dispatchIntent } from "~/server/intents.server";
import { getAppContext } from "~/server/context.server";
import { publishDraft, undoPublish, type PublishReport } from "~/server/auto-assign-publishing.server";
import { changeDraftItem, discardDraft, loadDraftPage } from "~/server/auto-assign-drafts.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Whistle" }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user, organization, scope } = await requireStaff(context, request, "assign");
  const { db } = getAppContext(context);
  // A limited assignor opens their own drafts only (decision 0064).
  const loaded = await loadDraftPage(db, organization.id, params.draftId, isLimited(scope) ? user.id : undefined);
  if (!loaded) throw data({ message: tr("assignor.draft.notFound") }, { status: 404 });
  return { ...loaded, title: tr("assignor.draft.title") };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const access = await requireStaff(context, request, "assign");
  const { user, organization } = access;
  const { db } = getAppContext(context);
  const form = await request.formData();
  const intent = formText(form, "intent");
  const scope = {
    organizationId: organization.id,
    actorId: user.id,
    draftId: params.draftId,
    // A limited assignor changes, publishes and discards their own drafts only (decision 0064).
    createdBy: isLimited(access.scope) ? user.id : undefined,
  };

  const result = await dispatchIntent(form, {
    change: () => {
      const refereeId = formText(form, "refereeId");
      return changeDraftItem(db, {
        ...scope,
        itemId: formText(form, "itemId"),
        refereeId: refereeId === "" ? null : refereeId,
      });
    },
    publish: () => publishDraft(db, scope),
    discard: () => discardDraft(db, scope),
    undo: () => undoPublish(db, scope),
  });
  const itemId = intent === "change" ? formText(form, "itemId") : null;
  if (!result.ok) {
    if (result.status === 404 && intent !== "change") {
      throw data({ message: tr("assignor.draft.notFound") }, { status: 404 });
    }
    return data({ intent, ok: false as const, message: result.message, itemId }, { status: result.status });
  }
  return { intent, ok: true as const, message: result.message, itemId };
}

type LoaderData = Route.ComponentProps["loaderData"];
type Item = LoaderData["items"][number];

/** A figure not known yet: a dash, in every language. */
const NO_FIGURE = "\u2014";
const SEPARATOR = " \u00b7 ";

function ChangeRefereeDialog({ item, referees }: { item: Item; referees: LoaderData["referees"] }) {
  const formats = useFormats();
  const t = useT();
  const dialog = useFetcherDialog<typeof action>();
  const { fetcher } = dialog;
  const result = dialog.result as { ok: boolean; message: string } | undefined;
  const label = t("assignor.draft.slotLabel", {
    position: positionLabel(item.position, t),
    game: t("assignor.game.title", { home: item.homeTeam, away: item.awayTeam }),
  });
  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={t("assignor.draft.changeLabel", { slot: label })}>
          {t("assignor.draft.change")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("assignor.draft.changeTitle")}</DialogTitle>
          <DialogDescription>
            {t("assignor.draft.changeDescription", {
              slot: label,
              date: formats.longDate(item.date),
              time: formats.gameTime(item.date, item.time),
            })}
          </DialogDescription>
        </DialogHeader>
        <fetcher.Form key={dialog.formKey} method="post" className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="change" />
          <input type="hidden" name="itemId" value={item.id} />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`change-referee-${item.id}`}>{t("assignor.assign.referee")}</Label>
            <NativeSelect
              id={`change-referee-${item.id}`}
              name="refereeId"
              defaultValue={item.refereeId ?? ""}
              aria-describedby={`change-error-${item.id}`}
            >
              <option value="">{t("assignor.draft.leaveOpen")}</option>
              {referees.map((referee) => (
                <option key={referee.id} value={referee.id}>
                  {referee.refereeLevel
                    ? t("assignor.assign.refereeWithLevel", {
                        name: `${referee.firstName} ${referee.lastName}`,
                        level: referee.refereeLevel,
                      })
                    : `${referee.firstName} ${referee.lastName}`}
                </option>
              ))}
            </NativeSelect>
          </div>
          {result && !result.ok ? (
            <p id={`change-error-${item.id}`} role="alert" className="text-sm text-destructive">
              {result.message}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => dialog.onOpenChange(false)}>
              {t("assignor.common.close")}
            </Button>
            <Button type="submit" disabled={dialog.busy}>
              {dialog.busy ? t("assignor.draft.checking") : t("assignor.draft.save")}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-md border p-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold">{value}</dd>
      {hint ? <dd className="text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}

export default function AutoAssignDraft({ loaderData, actionData }: Route.ComponentProps) {
  const { draft, items, referees } = loaderData;
  const formats = useFormats();
  const t = useT();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" ? navigation.formData?.get("intent") : undefined;
  const summary = draft.summary;
  const proposed = items.filter((item) => item.refereeId).length;
  const unfilled = items.length - proposed;
  const report = (summary as (typeof summary & { publishReport?: PublishReport }) | null)?.publishReport;
  const undoReport = undoReportOf(summary);
  const partlyUndone = isPartlyUndone(draft.status, summary);
  // A fetcher answer (the Change dialog) never lands here; a plain form post without JavaScript does.
  const pageAnswer = actionData;
  const editable = draft.status === "draft";
  const statusText = partlyUndone
    ? t("assignor.draft.status.partlyUndone")
    : {
        draft: t("assignor.draft.status.draft"),
        published: t("assignor.draft.status.published"),
        discarded: t("assignor.autoAssign.status.discarded"),
        undone: t("assignor.draft.status.undone"),
      }[draft.status];
  const percent = (value: number) => t("assignor.common.percent", { value: Math.round(value * 100) });

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm">
            <Link to="/assignor/auto-assign" className="text-muted-foreground underline-offset-4 hover:underline">
              {t("assignor.autoAssign.heading")}
            </Link>
          </p>
          <h1 className="text-2xl font-bold tracking-tight">
            {t("assignor.draft.heading", { from: draft.parameters.from, to: draft.parameters.to })}
          </h1>
          <p className="text-sm text-muted-foreground">
            {[
              statusText,
              draft.parameters.levels.length
                ? t("assignor.draft.levels", {
                    levels: draft.parameters.levels.map((level) => gameLevelLabel(level, t)).join(", "),
                  })
                : null,
              draft.parameters.venues.length
                ? t("assignor.draft.venues", { venues: draft.parameters.venues.join(", ") })
                : null,
            ]
              .filter(Boolean)
              .join(SEPARATOR)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {editable ? (
            <>
              <Form method="post">
                <input type="hidden" name="intent" value="discard" />
                <Button type="submit" variant="outline" disabled={pending !== undefined}>
                  {pending === "discard" ? t("assignor.draft.discarding") : t("assignor.draft.discard")}
                </Button>
              </Form>
              <Form method="post">
                <input type="hidden" name="intent" value="publish" />
                <Button type="submit" disabled={pending !== undefined || proposed === 0}>
                  {pending === "publish"
                    ? t("assignor.draft.publishing")
                    : t("assignor.draft.publish", { count: proposed })}
                </Button>
              </Form>
            </>
          ) : null}
          {draft.status === "published" ? (
            <Form method="post">
              <input type="hidden" name="intent" value="undo" />
              <Button type="submit" variant="outline" disabled={pending !== undefined}>
                {pending === "undo" ? t("assignor.draft.undoing") : t("assignor.draft.undo")}
              </Button>
            </Form>
          ) : null}
        </div>
      </div>

      {pageAnswer ? (
        <p
          role={pageAnswer.ok ? "status" : "alert"}
          className={pageAnswer.ok ? "text-sm font-medium" : "text-sm text-destructive"}
        >
          {pageAnswer.message}
        </p>
      ) : null}

      {report && report.skipped.length > 0 ? (
        <SlotListCard
          title={t("assignor.draft.notSent")}
          description={t("assignor.draft.notSentDescription")}
          slots={report.skipped.map((skipped) => ({
            key: skipped.itemId,
            text: t("assignor.draft.slotProblem", { slot: skipped.slot, problem: skipped.message }),
          }))}
        />
      ) : null}

      {partlyUndone && undoReport ? (
        <SlotListCard
          title={t("assignor.draft.notWithdrawn")}
          description={t("assignor.draft.notWithdrawnDescription", { count: undoReport.withdrawn })}
          slots={undoReport.failed.map((failure) => ({
            key: failure.itemId,
            text: t("assignor.draft.slotProblem", { slot: failure.slot, problem: failure.reason }),
          }))}
        />
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle render="h2">{t("assignor.draft.summary")}</CardTitle>
          <CardDescription>
            {summary?.editedByHand ? t("assignor.draft.summaryEdited") : t("assignor.draft.summaryEngine")}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <Figure
              label={t("assignor.autoAssign.column.coverage")}
              value={items.length > 0 ? percent(proposed / items.length) : NO_FIGURE}
              hint={t("assignor.draft.coverageHint", { proposed, slots: items.length, unfilled })}
            />
            {summary ? (
              <>
                <Figure
                  label={t("assignor.draft.feasibleCoverage")}
                  value={percent(summary.feasibleCoverage)}
                  hint={t("assignor.draft.feasibleCoverageHint", { count: summary.feasibleSlots })}
                />
                <Figure
                  label={t("assignor.draft.workload")}
                  value={t("assignor.draft.workloadValue", { max: summary.workload.max, min: summary.workload.min })}
                  hint={t("assignor.draft.workloadHint", { gini: summary.workload.gini.toFixed(2) })}
                />
                <Figure
                  label={t("assignor.draft.repeatTeams")}
                  value={`${summary.refereesSeeingATeamTwiceOrMore}`}
                  hint={t("assignor.draft.repeatTeamsHint", { count: summary.refereesSeeingATeamMoreThanTwice })}
                />
              </>
            ) : null}
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle render="h2">{t("assignor.draft.proposed")}</CardTitle>
        </CardHeader>
        <CardContent>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t("assignor.games.column.game")}</TableHead>
                <TableHead>{t("assignor.assign.position")}</TableHead>
                <TableHead>{t("assignor.games.column.referee")}</TableHead>
                <TableHead>{t("assignor.draft.why")}</TableHead>
                {editable ? (
                  <TableHead>
                    <span className="sr-only">{t("assignor.draft.change")}</span>
                  </TableHead>
                ) : null}
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item.id} data-testid="draft-item">
                  <TableCell>
                    <div className="font-medium">
                      {t("assignor.game.title", { home: item.homeTeam, away: item.awayTeam })}
                    </div>
                    <div className="text-xs text-muted-foreground">
                      {t("assignor.draft.gameLine", {
                        date: formats.longDate(item.date),
                        time: formats.gameTime(item.date, item.time),
                        venue: item.venue,
                        level: gameLevelLabel(item.level, t),
                      })}
                    </div>
                  </TableCell>
                  <TableCell>{positionLabel(item.position, t)}</TableCell>
                  <TableCell>
                    {item.refereeId ? (
                      <div className="flex flex-col gap-1">
                        <span className="font-medium">{`${item.refereeFirstName} ${item.refereeLastName}`}</span>
                        {item.assignmentStatus ? (
                          <Badge variant="outline">
                            {t("assignor.draft.offerStatus", { status: item.assignmentStatus })}
                          </Badge>
                        ) : null}
                      </div>
                    ) : (
                      <Badge variant="destructive">{t("assignor.draft.unfilled")}</Badge>
                    )}
                  </TableCell>
                  <TableCell className="max-w-md text-sm whitespace-normal">
                    {item.refereeId && item.reasons.length > 0 ? item.reasons.join(", ") : null}
                    {item.unfilledReason ? <span className="text-muted-foreground">{item.unfilledReason}</span> : null}
                  </TableCell>
                  {editable ? (
                    <TableCell className="text-right">
                      <ChangeRefereeDialog item={item} referees={referees} />
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </div>
  );
}

/** Slots a publish or an undo could not act on, each with why. */
function SlotListCard({
  title,
  description,
  slots,
}: {
  title: string;
  description: string;
  slots: { key: string; text: string }[];
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle render="h2">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
          {slots.map((slot) => (
            <li key={slot.key}>{slot.text}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
