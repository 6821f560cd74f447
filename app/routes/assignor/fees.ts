/**
 * POST /assignor/organizations/fees (issue 21, decision 0078): the organization's fee table for one age
 * group (`intent=fee-table`) and its mileage pay (`intent=mileage`), posted by the Organizations page's
 * Fees and travel pay card. Organization settings, like the default fee per level: the `organization`
 * permission. Answers JSON the card shows: field errors with what was typed, or what was saved.
 */
import { data } from "react-router";
import type { Route } from "./+types/fees";
import { FeeTableSchema, feeTableEntries, MileageSettingsSchema } from "~/domain/fees";
import { parseSubmission } from "~/domain/forms";
import { tr } from "~/i18n/text";
import { requireStaff } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { saveFeeTable, saveMileageSettings } from "~/server/fees.server";
import { dispatchIntent } from "~/server/intents.server";

export async function action({ request, context }: Route.ActionArgs) {
  const { user, organization } = await requireStaff(context, request, "organization");
  const { db } = getAppContext(context);
  const form = await request.formData();
  const refuse = (intent: string, parsed: { values: Record<string, unknown>; fieldErrors: object }) =>
    data(
      {
        intent,
        ok: false as const,
        errors: parsed.fieldErrors as Record<string, string[] | undefined>,
        values: parsed.values as Record<string, string>,
        message: tr("fees.notSaved"),
      },
      { status: 400 },
    );
  const saveTable = async (intent: "fee-table" | "fee-table-add") => {
    const parsed = parseSubmission(FeeTableSchema, form);
    if (!parsed.ok) return refuse(intent, parsed);
    // Adding an age group's rows needs its name: without one they would replace the any-age-group rows.
    if (intent === "fee-table-add" && parsed.value.ageGroup === "")
      return refuse(intent, { values: parsed.values, fieldErrors: { ageGroup: [tr("fees.error.ageGroupRequired")] } });
    const entries = feeTableEntries(parsed.value as Record<string, unknown> & { ageGroup: string });
    await saveFeeTable(db, {
      organizationId: organization.id,
      actorId: user.id,
      ageGroup: parsed.value.ageGroup,
      entries,
    });
    return {
      intent,
      ok: true as const,
      errors: {},
      values: null,
      message:
        parsed.value.ageGroup === ""
          ? tr("fees.table.saved", { count: entries.length })
          : tr("fees.table.savedFor", { count: entries.length, ageGroup: parsed.value.ageGroup }),
    };
  };
  return dispatchIntent(form, {
    "fee-table": () => saveTable("fee-table"),
    "fee-table-add": () => saveTable("fee-table-add"),
    mileage: async (intent) => {
      const parsed = parseSubmission(MileageSettingsSchema, form);
      if (!parsed.ok) return refuse(intent, parsed);
      await saveMileageSettings(db, { organizationId: organization.id, actorId: user.id, settings: parsed.value });
      return {
        intent,
        ok: true as const,
        errors: {},
        values: null,
        message: parsed.value.rateCents === null ? tr("fees.mileage.off") : tr("fees.mileage.saved"),
      };
    },
  });
}

export type FeesAction = typeof action;
