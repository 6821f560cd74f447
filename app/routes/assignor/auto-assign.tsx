import { data, Form, Link, redirect, useNavigation } from "react-router";
import { useFormats } from "~/components/formats";
import type { Route } from "./+types/auto-assign";
import { CheckboxGroupField, TextField } from "~/components/form-fields";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { GAME_LEVEL_LABELS, GAME_LEVELS } from "~/domain/constants";
import { addDays, todayIn } from "~/domain/dates";
import { formText, formTexts, parseSubmission } from "~/domain/forms";
import {
  AutoAssignRequestSchema,
  parseSchedulingSettingsForm,
  WEIGHT_KEYS,
  WEIGHT_LABELS,
  WEIGHT_MAX,
} from "~/domain/scheduling-settings";
import { isPartlyUndone } from "~/domain/draft-undo";
import { requireAssignor } from "~/server/auth.server";
import { dispatchIntent } from "~/server/intents.server";
import { getAppContext } from "~/server/context.server";
import { listUpcomingVenues } from "~/server/schedule-input.server";
import { createDraft, draftsOf, listDrafts } from "~/server/scheduling-drafts.server";
import { saveSchedulingSettings, schedulingSettingsOf } from "~/server/scheduling-settings.server";

export const meta: Route.MetaFunction = () => [{ title: "Auto-assign | Whistle" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { organization } = await requireAssignor(context, request);
  const { db } = getAppContext(context);
  const today = todayIn(organization.timeZone);
  // One round trip; the settings come with the organization the guard already read.
  const [drafts, venues] = await db.batch([
    listDrafts(db, organization.id),
    listUpcomingVenues(db, organization.id, today),
  ]);
  return {
    drafts: draftsOf(drafts),
    settings: schedulingSettingsOf(organization),
    venues: venues.map((row) => row.venue),
    defaults: { from: today, to: addDays(today, 13) },
  };
}

type CreateErrors = Record<string, string[] | undefined>;

export async function action({ request, context }: Route.ActionArgs) {
  const { user, organization } = await requireAssignor(context, request);
  const { db } = getAppContext(context);
  const form = await request.formData();

  return dispatchIntent(form, {
    settings: async () => {
      const parsed = parseSchedulingSettingsForm(form);
      if (!parsed.success) {
        return data(
          { intent: "settings" as const, ok: false as const, errors: parsed.errors, values: parsed.values },
          { status: 400 },
        );
      }
      await saveSchedulingSettings(db, { organizationId: organization.id, actorId: user.id, settings: parsed.output });
      return { intent: "settings" as const, ok: true as const, message: "Scheduling settings saved" };
    },

    create: async () => {
      const values = {
        from: formText(form, "from"),
        to: formText(form, "to"),
        levels: formTexts(form, "levels"),
        venues: formTexts(form, "venues"),
      };
      const parsed = parseSubmission(AutoAssignRequestSchema, values);
      if (!parsed.ok) {
        const errors: CreateErrors = parsed.fieldErrors;
        return data({ intent: "create" as const, ok: false as const, errors, values, message: null }, { status: 400 });
      }
      const result = await createDraft(db, {
        organizationId: organization.id,
        actorId: user.id,
        request: parsed.value,
      });
      if (!result.ok)
        return data(
          {
            intent: "create" as const,
            ok: false as const,
            errors: {} as CreateErrors,
            values,
            message: result.message,
          },
          { status: result.status },
        );
      return redirect(`/assignor/auto-assign/${result.draftId}`);
    },
  });
}

const STATUS_LABELS: Record<string, string> = {
  draft: "Draft",
  published: "Published",
  discarded: "Discarded",
  undone: "Undone",
};
const STATUS_VARIANTS = { draft: "secondary", published: "default", discarded: "outline", undone: "outline" } as const;

function percent(value: number): string {
  return `${Math.round(value * 100)}%`;
}

export default function AutoAssign({ loaderData, actionData }: Route.ComponentProps) {
  const { drafts, settings, venues, defaults } = loaderData;
  const formats = useFormats();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "create";
  const create = actionData?.intent === "create" && !actionData.ok ? actionData : undefined;
  const settingsAnswer = actionData?.intent === "settings" ? actionData : undefined;
  const settingsErrors = settingsAnswer && !settingsAnswer.ok ? settingsAnswer.errors : {};
  const settingsValues = settingsAnswer && !settingsAnswer.ok ? settingsAnswer.values : undefined;
  const chosenLevels = create?.values.levels ?? [];
  const chosenVenues = create?.values.venues ?? [];

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Auto-assign</h1>
        <p className="text-sm text-muted-foreground">
          Propose referees for every open slot in a date range, review the draft, then publish the offers.
        </p>
      </div>

      <Card>
        <CardHeader>
          <CardTitle render="h2">New draft</CardTitle>
          <CardDescription>
            Nothing is sent until you publish. Existing offers and confirmed assignments are kept.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Form
            method="post"
            className="flex flex-col gap-4"
            aria-describedby={create?.message ? "create-error" : undefined}
          >
            <input type="hidden" name="intent" value="create" />
            <div className="flex flex-wrap gap-4">
              <TextField
                id="auto-from"
                name="from"
                label="From"
                errors={create?.errors.from?.slice(0, 1)}
                className="flex flex-col gap-1.5"
                type="date"
                required
                defaultValue={create?.values.from ?? defaults.from}
              />
              <TextField
                id="auto-to"
                name="to"
                label="To"
                errors={create?.errors.to?.slice(0, 1)}
                className="flex flex-col gap-1.5"
                type="date"
                required
                defaultValue={create?.values.to ?? defaults.to}
              />
            </div>
            <CheckboxGroupField
              legend="Levels (all when none is ticked)"
              name="levels"
              options={GAME_LEVELS.map((level) => ({ value: level, label: GAME_LEVEL_LABELS[level] }))}
              checked={chosenLevels}
            />
            {venues.length > 0 ? (
              <CheckboxGroupField
                legend="Venues (all when none is ticked)"
                name="venues"
                options={venues.map((venue) => ({ value: venue, label: venue }))}
                checked={chosenVenues}
              />
            ) : null}
            {create?.message ? (
              <p id="create-error" role="alert" className="text-sm text-destructive">
                {create.message}
              </p>
            ) : null}
            <div>
              <Button type="submit" disabled={busy}>
                {busy ? "Proposing..." : "Propose assignments"}
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle render="h2">Recent drafts</CardTitle>
        </CardHeader>
        <CardContent>
          {drafts.length === 0 ? (
            <p className="py-4 text-center text-muted-foreground">No drafts yet.</p>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Dates</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Coverage</TableHead>
                  <TableHead>Created</TableHead>
                  <TableHead>
                    <span className="sr-only">Open</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {drafts.map((draft) => (
                  <TableRow key={draft.id}>
                    <TableCell>{`${draft.parameters.from} to ${draft.parameters.to}`}</TableCell>
                    <TableCell>
                      <Badge variant={STATUS_VARIANTS[draft.status as keyof typeof STATUS_VARIANTS] ?? "outline"}>
                        {isPartlyUndone(draft.status, draft.summary)
                          ? "Partly undone"
                          : (STATUS_LABELS[draft.status] ?? draft.status)}
                      </Badge>
                    </TableCell>
                    <TableCell>
                      {draft.summary
                        ? `${draft.summary.filled} of ${draft.summary.slots} (${percent(draft.summary.coverage)})`
                        : "—"}
                    </TableCell>
                    <TableCell>
                      {`${formats.instant(draft.createdAt)}${draft.createdByFirstName ? ` by ${draft.createdByFirstName} ${draft.createdByLastName}` : ""}`}
                    </TableCell>
                    <TableCell className="text-right">
                      <Link
                        className="text-sm font-medium underline-offset-4 hover:underline"
                        to={`/assignor/auto-assign/${draft.id}`}
                      >
                        {draft.status === "draft" ? "Review" : "View"}
                      </Link>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle render="h2">Scheduling settings</CardTitle>
          <CardDescription>
            {`How much each goal counts when auto-assign chooses between referees who are all free: 0 switches a goal off, 1 is the default, up to ${WEIGHT_MAX}. Availability, overlaps, travel buffer, levels and the daily maximum are always respected.`}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Form method="post" className="flex flex-col gap-4" key={settingsAnswer?.ok ? "saved" : "editing"}>
            <input type="hidden" name="intent" value="settings" />
            <div className="grid gap-4 sm:grid-cols-2">
              {WEIGHT_KEYS.map((key) => (
                <TextField
                  key={key}
                  id={`weight-${key}`}
                  name={key}
                  label={WEIGHT_LABELS[key]}
                  errors={settingsErrors[key] ? [settingsErrors[key]] : undefined}
                  className="flex flex-col gap-1.5"
                  type="number"
                  inputMode="decimal"
                  step="0.1"
                  min={0}
                  max={WEIGHT_MAX}
                  required
                  defaultValue={settingsValues?.[key] ?? String(settings.weights[key])}
                />
              ))}
              <TextField
                id="max-games-per-week"
                name="maxGamesPerWeek"
                label="Most games per referee per week"
                errors={settingsErrors.maxGamesPerWeek ? [settingsErrors.maxGamesPerWeek] : undefined}
                className="flex flex-col gap-1.5"
                type="number"
                inputMode="numeric"
                min={1}
                max={21}
                placeholder="No limit"
                defaultValue={
                  settingsValues?.maxGamesPerWeek ??
                  (settings.maxGamesPerWeek === null ? "" : String(settings.maxGamesPerWeek))
                }
              />
            </div>
            {settingsAnswer?.ok ? (
              <p role="status" className="text-sm text-muted-foreground">
                {settingsAnswer.message}
              </p>
            ) : null}
            <div>
              <Button type="submit" variant="outline">
                Save settings
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}
