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
import { GAME_LEVEL_LABELS, POSITION_LABELS, type GameLevel, type Position } from "~/domain/constants";
import { formText } from "~/domain/forms";
import { requireAssignor } from "~/server/auth.server";
import { dispatchIntent } from "~/server/intents.server";
import { getAppContext } from "~/server/context.server";
import { publishDraft, undoPublish, type PublishReport } from "~/server/draft-publishing.server";
import { changeDraftItem, discardDraft, loadDraftPage } from "~/server/scheduling-drafts.server";

export const meta: Route.MetaFunction = () => [{ title: "Auto-assign draft | Whistle" }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { organization } = await requireAssignor(context, request);
  const { db } = getAppContext(context);
  const loaded = await loadDraftPage(db, organization.id, params.draftId);
  if (!loaded) throw data({ message: "Draft not found" }, { status: 404 });
  return loaded;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, organization } = await requireAssignor(context, request);
  const { db } = getAppContext(context);
  const form = await request.formData();
  const intent = formText(form, "intent");
  const scope = { organizationId: organization.id, actorId: user.id, draftId: params.draftId };

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
    if (result.status === 404 && intent !== "change") throw data({ message: "Draft not found" }, { status: 404 });
    return data({ intent, ok: false as const, message: result.message, itemId }, { status: result.status });
  }
  return { intent, ok: true as const, message: result.message, itemId };
}

type LoaderData = Route.ComponentProps["loaderData"];
type Item = LoaderData["items"][number];

function percent(value: number): string {
  return `${Math.round(value * 100)}%`;
}

function ChangeRefereeDialog({ item, referees }: { item: Item; referees: LoaderData["referees"] }) {
  const formats = useFormats();
  const dialog = useFetcherDialog<typeof action>();
  const { fetcher } = dialog;
  const result = dialog.result as { ok: boolean; message: string } | undefined;
  const label = `${POSITION_LABELS[item.position as Position]} of ${item.homeTeam} vs ${item.awayTeam}`;
  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Change the referee for ${label}`}>
          Change
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change referee</DialogTitle>
          <DialogDescription>{`${label}, ${formats.longDate(item.date)} at ${formats.gameTime(item.date, item.time)}. The choice is checked against availability, other games and limits.`}</DialogDescription>
        </DialogHeader>
        <fetcher.Form key={dialog.formKey} method="post" className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="change" />
          <input type="hidden" name="itemId" value={item.id} />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`change-referee-${item.id}`}>Referee</Label>
            <NativeSelect
              id={`change-referee-${item.id}`}
              name="refereeId"
              defaultValue={item.refereeId ?? ""}
              aria-describedby={`change-error-${item.id}`}
            >
              <option value="">Leave this slot open</option>
              {referees.map((referee) => (
                <option key={referee.id} value={referee.id}>
                  {`${referee.firstName} ${referee.lastName}${referee.refereeLevel ? ` (level ${referee.refereeLevel})` : ""}`}
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
              Close
            </Button>
            <Button type="submit" disabled={dialog.busy}>
              {dialog.busy ? "Checking..." : "Save"}
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
    ? "Partly undone: some offers are still out"
    : {
        draft: "Draft: nothing sent yet",
        published: "Published: offers sent",
        discarded: "Discarded",
        undone: "Undone: offers withdrawn",
      }[draft.status];

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm">
            <Link to="/assignor/auto-assign" className="text-muted-foreground underline-offset-4 hover:underline">
              Auto-assign
            </Link>
          </p>
          <h1 className="text-2xl font-bold tracking-tight">{`Draft for ${draft.parameters.from} to ${draft.parameters.to}`}</h1>
          <p className="text-sm text-muted-foreground">
            {[
              statusText,
              draft.parameters.levels.length
                ? `levels: ${draft.parameters.levels.map((level) => GAME_LEVEL_LABELS[level as GameLevel]).join(", ")}`
                : null,
              draft.parameters.venues.length ? `venues: ${draft.parameters.venues.join(", ")}` : null,
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {editable ? (
            <>
              <Form method="post">
                <input type="hidden" name="intent" value="discard" />
                <Button type="submit" variant="outline" disabled={pending !== undefined}>
                  {pending === "discard" ? "Discarding..." : "Discard"}
                </Button>
              </Form>
              <Form method="post">
                <input type="hidden" name="intent" value="publish" />
                <Button type="submit" disabled={pending !== undefined || proposed === 0}>
                  {pending === "publish" ? "Publishing..." : `Publish ${proposed} offer${proposed === 1 ? "" : "s"}`}
                </Button>
              </Form>
            </>
          ) : null}
          {draft.status === "published" ? (
            <Form method="post">
              <input type="hidden" name="intent" value="undo" />
              <Button type="submit" variant="outline" disabled={pending !== undefined}>
                {pending === "undo" ? "Undoing..." : "Undo publish"}
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
          title="Not sent"
          description="These slots changed between the draft and the publish, so no offer was sent."
          slots={report.skipped.map((skipped) => ({
            key: skipped.itemId,
            text: `${skipped.slot}: ${skipped.message}`,
          }))}
        />
      ) : null}

      {partlyUndone && undoReport ? (
        <SlotListCard
          title="Not withdrawn"
          description={`Undo withdrew ${undoReport.withdrawn} offer${undoReport.withdrawn === 1 ? "" : "s"}; these are still out, so the draft stays published.`}
          slots={undoReport.failed.map((failure) => ({
            key: failure.itemId,
            text: `${failure.slot}: ${failure.reason}`,
          }))}
        />
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle render="h2">Summary</CardTitle>
          <CardDescription>
            {summary?.editedByHand
              ? "Every figure includes your changes to the engine's proposal."
              : "The engine's proposal; every figure is recomputed when you change a slot."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <Figure
              label="Coverage"
              value={items.length > 0 ? percent(proposed / items.length) : "—"}
              hint={`${proposed} of ${items.length} open slots proposed, ${unfilled} unfilled`}
            />
            {summary ? (
              <>
                <Figure
                  label="Coverage where possible"
                  value={percent(summary.feasibleCoverage)}
                  hint={`${summary.feasibleSlots} slots had at least one eligible, available referee`}
                />
                <Figure
                  label="Workload spread"
                  value={`${summary.workload.max} max / ${summary.workload.min} min`}
                  hint={`Games per referee over the season so far (the last 12 months and the weeks around this range), Gini ${summary.workload.gini.toFixed(2)} (0 is perfectly even)`}
                />
                <Figure
                  label="Repeat-team exposure"
                  value={`${summary.refereesSeeingATeamTwiceOrMore}`}
                  hint={`Referees who see one team twice or more this season; ${summary.refereesSeeingATeamMoreThanTwice} more than twice`}
                />
              </>
            ) : null}
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle render="h2">Proposed assignments</CardTitle>
        </CardHeader>
        <CardContent>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Game</TableHead>
                <TableHead>Position</TableHead>
                <TableHead>Referee</TableHead>
                <TableHead>Why</TableHead>
                {editable ? (
                  <TableHead>
                    <span className="sr-only">Change</span>
                  </TableHead>
                ) : null}
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item.id} data-testid="draft-item">
                  <TableCell>
                    <div className="font-medium">{`${item.homeTeam} vs ${item.awayTeam}`}</div>
                    <div className="text-xs text-muted-foreground">{`${formats.longDate(item.date)} at ${formats.gameTime(item.date, item.time)} · ${item.venue} · ${GAME_LEVEL_LABELS[item.level as GameLevel] ?? item.level}`}</div>
                  </TableCell>
                  <TableCell>{POSITION_LABELS[item.position as Position] ?? item.position}</TableCell>
                  <TableCell>
                    {item.refereeId ? (
                      <div className="flex flex-col gap-1">
                        <span className="font-medium">{`${item.refereeFirstName} ${item.refereeLastName}`}</span>
                        {item.assignmentStatus ? (
                          <Badge variant="outline">{`Offer ${item.assignmentStatus}`}</Badge>
                        ) : null}
                      </div>
                    ) : (
                      <Badge variant="destructive">Unfilled</Badge>
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
