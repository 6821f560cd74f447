import { data, Form, Link, redirect, useNavigation } from "react-router";
import { useFormats } from "~/components/formats";
import type { Route } from "./+types/auto-assign";
import { CheckboxGroupField, TextField } from "~/components/form-fields";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { GAME_LEVELS } from "~/domain/constants";
import { gameLevelLabel } from "~/domain/game-labels";
import type { MessageId } from "~/i18n/messages";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";
import { addDays, todayIn } from "~/domain/dates";
import { formText, formTexts, parseSubmission } from "~/domain/forms";
import {
  AutoAssignRequestSchema,
  parseSchedulingSettingsForm,
  WEIGHT_KEYS,
  WEIGHT_LABELS,
  WEIGHT_MAX,
} from "~/domain/auto-assign-settings";
import { isPartlyUndone } from "~/domain/draft-undo";
import { isLimited } from "~/domain/permissions";
import { requirePermission, requireStaff } from "~/server/auth.server";
import { dispatchIntent } from "~/server/intents.server";
import { getAppContext } from "~/server/context.server";
import { listUpcomingVenues } from "~/server/auto-assign-input.server";
import { createDraft, draftsOf, listDrafts } from "~/server/auto-assign-drafts.server";
import { saveSchedulingSettings, schedulingSettingsOf } from "~/server/auto-assign-settings.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Whistle" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, organization, scope, permissions } = await requireStaff(context, request, "assign");
  const { db } = getAppContext(context);
  const today = todayIn(organization.timeZone);
  // One round trip; the settings come with the organization the guard already read. A limited
  // assignor's drafts are their own (decision 0064).
  const [drafts, venues] = await db.batch([
    listDrafts(db, organization.id, undefined, isLimited(scope) ? user.id : undefined),
    listUpcomingVenues(db, organization.id, today, scope),
  ]);
  return {
    title: tr("assignor.autoAssign.title"),
    drafts: draftsOf(drafts),
    settings: schedulingSettingsOf(organization),
    // The weights are the organization's settings: shown to all who assign, changed by those who run it.
    canChangeSettings: permissions.includes("organization"),
    venues: venues.map((row) => row.venue),
    defaults: { from: today, to: addDays(today, 13) },
  };
}

type CreateErrors = Record<string, string[] | undefined>;

export async function action({ request, context }: Route.ActionArgs) {
  const access = await requireStaff(context, request, "assign");
  const { user, organization, scope } = access;
  const { db } = getAppContext(context);
  const form = await request.formData();

  return dispatchIntent(form, {
    settings: async () => {
      requirePermission(access, "organization");
      const parsed = parseSchedulingSettingsForm(form);
      if (!parsed.success) {
        return data(
          { intent: "settings" as const, ok: false as const, errors: parsed.errors, values: parsed.values },
          { status: 400 },
        );
      }
      await saveSchedulingSettings(db, { organizationId: organization.id, actorId: user.id, settings: parsed.output });
      return { intent: "settings" as const, ok: true as const, message: tr("assignor.autoAssign.settingsSaved") };
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
        scope,
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

const STATUS_LABELS: Record<string, MessageId> = {
  draft: "assignor.autoAssign.status.draft",
  published: "assignor.autoAssign.status.published",
  discarded: "assignor.autoAssign.status.discarded",
  undone: "assignor.autoAssign.status.undone",
};
/** A draft without a summary yet: a dash, in every language. */
const NO_SUMMARY = "\u2014";
const STATUS_VARIANTS = { draft: "secondary", published: "default", discarded: "outline", undone: "outline" } as const;

export default function AutoAssign({ loaderData, actionData }: Route.ComponentProps) {
  const { drafts, settings, venues, defaults, canChangeSettings } = loaderData;
  const formats = useFormats();
  const t = useT();
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
        <h1 className="text-2xl font-bold tracking-tight">{t("assignor.autoAssign.heading")}</h1>
        <p className="text-sm text-muted-foreground">{t("assignor.autoAssign.lead")}</p>
      </div>

      <Card>
        <CardHeader>
          <CardTitle render="h2">{t("assignor.autoAssign.newDraft")}</CardTitle>
          <CardDescription>{t("assignor.autoAssign.newDraftDescription")}</CardDescription>
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
                label={t("assignor.autoAssign.from")}
                errors={create?.errors.from?.slice(0, 1)}
                className="flex flex-col gap-1.5"
                type="date"
                required
                defaultValue={create?.values.from ?? defaults.from}
              />
              <TextField
                id="auto-to"
                name="to"
                label={t("assignor.autoAssign.to")}
                errors={create?.errors.to?.slice(0, 1)}
                className="flex flex-col gap-1.5"
                type="date"
                required
                defaultValue={create?.values.to ?? defaults.to}
              />
            </div>
            <CheckboxGroupField
              legend={t("assignor.autoAssign.levels")}
              name="levels"
              options={GAME_LEVELS.map((level) => ({ value: level, label: gameLevelLabel(level, t) }))}
              checked={chosenLevels}
            />
            {venues.length > 0 ? (
              <CheckboxGroupField
                legend={t("assignor.autoAssign.venues")}
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
                {busy ? t("assignor.autoAssign.proposing") : t("assignor.autoAssign.propose")}
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle render="h2">{t("assignor.autoAssign.recentDrafts")}</CardTitle>
        </CardHeader>
        <CardContent>
          {drafts.length === 0 ? (
            <p className="py-4 text-center text-muted-foreground">{t("assignor.autoAssign.noDrafts")}</p>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t("assignor.autoAssign.column.dates")}</TableHead>
                  <TableHead>{t("assignor.games.column.status")}</TableHead>
                  <TableHead>{t("assignor.autoAssign.column.coverage")}</TableHead>
                  <TableHead>{t("assignor.autoAssign.column.created")}</TableHead>
                  <TableHead>
                    <span className="sr-only">{t("assignor.autoAssign.column.open")}</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {drafts.map((draft) => (
                  <TableRow key={draft.id}>
                    <TableCell>
                      {t("assignor.autoAssign.dates", { from: draft.parameters.from, to: draft.parameters.to })}
                    </TableCell>
                    <TableCell>
                      <Badge variant={STATUS_VARIANTS[draft.status as keyof typeof STATUS_VARIANTS] ?? "outline"}>
                        {isPartlyUndone(draft.status, draft.summary)
                          ? t("assignor.autoAssign.status.partlyUndone")
                          : STATUS_LABELS[draft.status]
                            ? t(STATUS_LABELS[draft.status]!)
                            : draft.status}
                      </Badge>
                    </TableCell>
                    <TableCell>
                      {draft.summary
                        ? t("assignor.autoAssign.coverage", {
                            filled: draft.summary.filled,
                            slots: draft.summary.slots,
                            percent: Math.round(draft.summary.coverage * 100),
                          })
                        : NO_SUMMARY}
                    </TableCell>
                    <TableCell>
                      {draft.createdByFirstName
                        ? t("assignor.autoAssign.createdBy", {
                            when: formats.instant(draft.createdAt),
                            name: `${draft.createdByFirstName} ${draft.createdByLastName}`,
                          })
                        : formats.instant(draft.createdAt)}
                    </TableCell>
                    <TableCell className="text-right">
                      <Link
                        className="text-sm font-medium underline-offset-4 hover:underline"
                        to={`/assignor/auto-assign/${draft.id}`}
                      >
                        {draft.status === "draft" ? t("assignor.autoAssign.review") : t("assignor.profile.view")}
                      </Link>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>

      {canChangeSettings ? (
        <Card>
          <CardHeader>
            <CardTitle render="h2">{t("assignor.autoAssign.settings")}</CardTitle>
            <CardDescription>{t("assignor.autoAssign.settingsDescription", { max: WEIGHT_MAX })}</CardDescription>
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
                    label={t(WEIGHT_LABELS[key])}
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
                  label={t("assignor.autoAssign.maxPerWeek")}
                  errors={settingsErrors.maxGamesPerWeek ? [settingsErrors.maxGamesPerWeek] : undefined}
                  className="flex flex-col gap-1.5"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={21}
                  placeholder={t("assignor.autoAssign.noLimit")}
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
                  {t("assignor.autoAssign.saveSettings")}
                </Button>
              </div>
            </Form>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
