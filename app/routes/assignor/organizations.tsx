import { data, Link } from "react-router";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";
import { getLocale } from "~/server/locale.server";
import type { Route } from "./+types/organizations";
import { MembersCard } from "~/components/organization/members-card";
import { FormMessage } from "~/components/form-fields";
import { buttonVariants } from "~/components/ui/button";
import { SettingsForm } from "~/components/organization/settings-form";
import { VenuesCard } from "~/components/organization/venues-card";
import { AssignmentRulesCard, type AssignmentRulesAnswer } from "~/components/organization/assignment-rules-card";
import { saveAssignmentRules } from "~/server/assignment-rules-intent.server";
import { assignmentPolicyFormValues } from "~/domain/assignment-policy-form";
import { parseAssignmentPolicy } from "~/domain/assignment-policy";
import { FeesCard } from "~/components/organization/fees-card";
import { EvaluationSettingsCard } from "~/components/organization/evaluation-settings-card";
import { parseEvaluationSettings } from "~/domain/evaluations";
import { saveEvaluationSettings, type EvaluationSettingsAnswer } from "~/server/evaluation-settings-intent.server";
import { ReportSettingsCard, type ReportSettingsAnswer } from "~/components/organization/report-settings-card";
import { saveReportSettings } from "~/server/report-settings-intent.server";
import { reportSettingsFormValues } from "~/domain/report-settings-form";
import { parseReportSettings } from "~/domain/game-reports";
import { mileageSettingsOf } from "~/server/fees.server";
import {
  organizationSettingsValues,
  parseOrganizationSettings,
  parseVenueForm,
  settingsFormValues,
} from "~/domain/organization-settings";
import { formText, formValues } from "~/domain/forms";
import { formatLongDate } from "~/domain/organization-deletion";
import { OrganizationDataCard, type DeletionAnswer } from "~/components/organization/organization-data-card";
import {
  cancelOrganizationDeletion,
  confirmOrganizationDeletion,
  scheduleOrganizationDeletion,
} from "~/server/organization-deletion.server";
import { clientAddress } from "~/server/rate-limit.server";
import { requireStaff, rereadSession } from "~/server/auth.server";
import { dispatchIntent } from "~/server/intents.server";
import { getAppContext } from "~/server/context.server";
import {
  createVenue,
  deleteVenue,
  DuplicateVenueError,
  loadOrganizationPage,
  settingsOf,
  updateOrganizationSettings,
  updateVenue,
} from "~/server/organization.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Organizations | Assignor Dashboard | Whistle" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { organization, currencyChoice } = await requireStaff(context, request, "organization");
  const { db } = getAppContext(context);
  const search = new URL(request.url).searchParams;
  const requested = Number(search.get("page"));
  // After a member's removal (the member page redirects here): how many of their assignments were withdrawn.
  const removed = Number(search.get("removed") ?? NaN);
  const { venues, memberCounts, members, page, pageCount, invites, feeSchedule } = await loadOrganizationPage(db, {
    organizationId: organization.id,
    page: Number.isInteger(requested) && requested > 1 && requested <= 100_000 ? requested : 1,
  });
  return {
    title: tr("org.metaTitle"),
    removedNotice:
      Number.isInteger(removed) && removed >= 0 && removed <= 100_000
        ? tr("org.members.removedNotice", { count: removed })
        : null,
    organization: {
      name: organization.name,
      inviteCode: organization.inviteCode,
      updatedAt: organization.updatedAt.getTime(),
      deletionDueOn: organization.deletionDueAt
        ? formatLongDate(organization.deletionDueAt, organization.timeZone, getLocale(context))
        : null,
    },
    settings: settingsFormValues(settingsOf(organization)),
    assignmentRules: assignmentPolicyFormValues(parseAssignmentPolicy(organization.assignmentPolicy)),
    reportSettings: reportSettingsFormValues(parseReportSettings(organization.reportSettings)),
    venues,
    // Issue 22: the rubric and the sources' weights.
    evaluationSettings: parseEvaluationSettings(organization.evaluationSettings),
    // Fees and travel pay (issue 21): the fee table, mileage pay, and how amounts are written.
    fees: {
      schedule: feeSchedule,
      mileage: mileageSettingsOf(organization),
      moneyStyle: { currency: organization.currency, choice: currencyChoice },
    },
    memberCounts,
    members: members.map((member) => ({ ...member, joinedAt: member.joinedAt.toISOString() })),
    membersPage: { page, pageCount },
    invites: invites.map((invite) => ({
      id: invite.id,
      email: invite.email,
      role: invite.role,
      expiresAt: invite.expiresAt.toISOString(),
    })),
  };
}

/** The intents that change what the signed-in session carries of the organization. */
const SESSION_CHANGING_INTENTS = new Set(["settings", "schedule-deletion", "cancel-deletion"]);

export async function action({ request, context }: Route.ActionArgs) {
  // The layout's guard does not cover actions: check again here.
  const { user, organization } = await requireStaff(context, request, "organization");
  const { db } = getAppContext(context);
  const form = await request.formData();
  const venueId = formText(form, "venueId");

  const saveVenue = async (intent: "venue-create" | "venue-update") => {
    const values = formValues(form, ["name", "address", "latitude", "longitude"]) as {
      name: string;
      address: string;
      latitude: string;
      longitude: string;
    };
    const parsed = parseVenueForm(values);
    if (!parsed.success)
      return data(
        { intent, ok: false as const, venueId, errors: parsed.errors, values, message: null },
        { status: 400 },
      );
    try {
      if (intent === "venue-create") {
        await createVenue(db, { organizationId: organization.id, actorId: user.id, input: parsed.output });
      } else {
        const updated = await updateVenue(db, {
          organizationId: organization.id,
          actorId: user.id,
          venueId,
          input: parsed.output,
        });
        if (!updated) throw data({ message: tr("org.venue.notFound") }, { status: 404 });
      }
    } catch (error) {
      if (error instanceof DuplicateVenueError) {
        return data(
          {
            intent,
            ok: false as const,
            venueId,
            errors: { name: [tr("org.venue.duplicate", { name: error.venueName })] },
            values,
            message: null,
          },
          { status: 409 },
        );
      }
      throw error;
    }
    return {
      intent,
      ok: true as const,
      venueId,
      errors: {} as Record<string, string[] | undefined>,
      values: null,
      message:
        intent === "venue-create"
          ? tr("org.venue.added", { name: parsed.output.name })
          : tr("org.venue.saved", { name: parsed.output.name }),
    };
  };

  const answer = await dispatchIntent(form, {
    settings: async () => {
      const intent = "settings";
      const values = organizationSettingsValues(form);
      const parsed = parseOrganizationSettings(values);
      if (!parsed.success) {
        return data(
          { intent, ok: false as const, errors: parsed.errors, values, message: tr("org.checkFields") },
          { status: 400 },
        );
      }
      const changes = await updateOrganizationSettings(db, {
        organizationId: organization.id,
        actorId: user.id,
        settings: parsed.output,
      });
      if (changes === null) throw data({ message: tr("org.notFound") }, { status: 404 });
      return {
        intent,
        ok: true as const,
        errors: {} as Record<string, string[] | undefined>,
        values: null,
        message: changes.length === 0 ? tr("org.nothingChanged") : tr("org.settingsSaved"),
      };
    },
    // Issue 18 (decision 0058): the organization's deletion after a 30-day grace period, and its cancellation.
    "schedule-deletion": async () => {
      const intent = "schedule-deletion" as const;
      const values = { confirmName: formText(form, "confirmName") };
      const confirmed = await confirmOrganizationDeletion(db, {
        organization,
        actor: user,
        form,
        ip: clientAddress(request),
      });
      if (!confirmed.ok) {
        return data(
          {
            intent,
            ok: false as const,
            errors: confirmed.errors,
            values,
            message: confirmed.message ?? tr("org.checkFields"),
          },
          { status: confirmed.status },
        );
      }
      const { scheduled, dueAt } = await scheduleOrganizationDeletion(db, {
        organization,
        actor: user,
        alongside: confirmed.statements,
      });
      const dueOn = formatLongDate(dueAt, organization.timeZone, getLocale(context));
      return {
        intent,
        ok: true as const,
        errors: {} as Record<string, string[] | undefined>,
        values: null,
        message: scheduled
          ? tr("org.deletion.scheduled", { name: organization.name, date: dueOn })
          : tr("org.deletion.already", { name: organization.name, date: dueOn }),
      };
    },
    "cancel-deletion": async () => {
      const cancelled = await cancelOrganizationDeletion(db, { organization, actor: user });
      return {
        intent: "cancel-deletion" as const,
        ok: true as const,
        errors: {} as Record<string, string[] | undefined>,
        values: null,
        message: cancelled
          ? tr("org.deletion.cancelled", { name: organization.name })
          : tr("org.deletion.notScheduled", { name: organization.name }),
      };
    },
    "assignment-rules": () => saveAssignmentRules(db, form, { organizationId: organization.id, actorId: user.id }),
    "evaluation-settings": () => saveEvaluationSettings(db, form, { organizationId: organization.id }),
    "report-settings": () => saveReportSettings(db, form, { organizationId: organization.id, actorId: user.id }),
    "venue-create": () => saveVenue("venue-create"),
    "venue-update": () => saveVenue("venue-update"),
    "venue-delete": async () => {
      const deleted = await deleteVenue(db, { organizationId: organization.id, actorId: user.id, venueId });
      if (!deleted) throw data({ message: tr("org.venue.notFound") }, { status: 404 });
      return { intent: "venue-delete" as const, ok: true as const, message: tr("org.venue.removed") };
    },
  });
  // What the session carries of the organization (its name, zone, currency, deletion) may have changed: the
  // layout answering this request (a form posted without JavaScript) reads it again.
  if (SESSION_CHANGING_INTENTS.has(formText(form, "intent"))) await rereadSession(context, request);
  return answer;
}

export type OrganizationsAction = typeof action;

export default function Organizations({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const settingsAnswer =
    actionData && actionData.intent === "settings" && "errors" in actionData ? actionData : undefined;
  const deletionAnswer =
    actionData && (actionData.intent === "schedule-deletion" || actionData.intent === "cancel-deletion")
      ? (actionData as DeletionAnswer)
      : undefined;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t("org.title")}</h1>
        <p className="text-sm text-muted-foreground">{t("org.description", { name: loaderData.organization.name })}</p>
      </div>
      <SettingsForm
        key={loaderData.organization.updatedAt}
        stored={loaderData.settings}
        answer={
          settingsAnswer
            ? {
                ok: settingsAnswer.ok,
                errors: (settingsAnswer.errors ?? {}) as Record<string, string[] | undefined>,
                values: (settingsAnswer.values ?? null) as Record<string, string | string[]> | null,
                message: settingsAnswer.message ?? null,
              }
            : undefined
        }
      />
      <AssignmentRulesCard
        key={`rules:${loaderData.organization.updatedAt}`}
        stored={loaderData.assignmentRules}
        answer={actionData?.intent === "assignment-rules" ? (actionData as AssignmentRulesAnswer) : undefined}
      />
      <ReportSettingsCard
        key={`reports:${loaderData.organization.updatedAt}`}
        stored={loaderData.reportSettings}
        answer={actionData?.intent === "report-settings" ? (actionData as ReportSettingsAnswer) : undefined}
      />
      <VenuesCard venues={loaderData.venues} />
      <FeesCard {...loaderData.fees} />
      <EvaluationSettingsCard
        key={`evaluations:${loaderData.organization.updatedAt}`}
        stored={loaderData.evaluationSettings}
        answer={actionData?.intent === "evaluation-settings" ? (actionData as EvaluationSettingsAnswer) : undefined}
      />
      {loaderData.removedNotice ? <FormMessage tone="success">{loaderData.removedNotice}</FormMessage> : null}
      <MembersCard
        organizationName={loaderData.organization.name}
        inviteCode={loaderData.organization.inviteCode}
        members={loaderData.members}
        counts={loaderData.memberCounts}
        membersPage={loaderData.membersPage}
        invites={loaderData.invites}
      />
      <section
        aria-labelledby="integrations-heading"
        className="flex flex-wrap items-center justify-between gap-4 rounded-lg border bg-card p-6"
      >
        <div>
          <h2 id="integrations-heading" className="text-lg font-semibold">
            {t("org.integrations.title")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("org.integrations.description")}</p>
        </div>
        <Link to="/assignor/api" className={buttonVariants({ variant: "outline" })}>
          {t("org.integrations.link")}
        </Link>
      </section>
      <OrganizationDataCard
        organizationName={loaderData.organization.name}
        deletionDueOn={loaderData.organization.deletionDueOn}
        answer={deletionAnswer}
      />
    </div>
  );
}
