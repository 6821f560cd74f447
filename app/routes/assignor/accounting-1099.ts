import { data } from "react-router";
import type { Route } from "./+types/accounting-1099";
import { todayIn } from "~/domain/dates";
import { form1099NecCsv } from "~/domain/payment-csv";
import { loadYearSummaries } from "~/server/accounting.server";
import { requireStaff } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { tr } from "~/i18n/text";

/**
 * 1099-NEC data for a calendar year (decision 0038): one row per referee paid $600.00 or more by the
 * day paid, in the form's box layout. Pro Accounting only.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { organization } = await requireStaff(context, request, "money");
  if (organization.plan !== "pro") {
    throw data({ message: tr("accounting.form1099.proOnly") }, { status: 403 });
  }
  const { db } = getAppContext(context);
  const thisYear = Number(todayIn(organization.timeZone).slice(0, 4));
  const requested = Number(new URL(request.url).searchParams.get("year"));
  const year = Number.isInteger(requested) && requested >= 2000 && requested <= thisYear ? requested : thisYear;
  const { summaries, tax } = await loadYearSummaries(db, organization.id, year);
  const due = summaries.filter((row) => row.needs1099);
  const csv = form1099NecCsv(
    year,
    {
      name: organization.legalName ?? organization.name,
      taxId: organization.taxId,
      address: organization.mailingAddress,
    },
    due.map((row) => {
      const details = tax.get(row.refereeId);
      return {
        refereeName: row.refereeName,
        // Box 1: what was paid, less mileage reimbursed at the organization's rate (decision 0078).
        paidCents: row.necCents,
        mileageCents: row.mileageCents,
        tax: details ? { ...details, tinType: details.tinType === "ein" ? "ein" : "ssn" } : null,
      };
    }),
  );
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="1099-nec-${year}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
