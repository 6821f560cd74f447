import type { Route } from "./+types/payments-export";
import { payableLinesCsv, payoutCsv } from "~/domain/payment-csv";
import { paymentFilters } from "~/domain/payments";
import { requireStaff } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { listPayables, owedPerReferee } from "~/server/payment-list.server";

/**
 * The payout as CSV (decision 0037): `format=totals` is one row per referee with what they are owed,
 * `format=lines` every payable with its fee, mileage, adjustment and how it was paid. Same filters as
 * the Payments page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { organization } = await requireStaff(context, request, "money");
  const { db } = getAppContext(context);
  const url = new URL(request.url);
  const format = url.searchParams.get("format") === "lines" ? "lines" : "totals";
  const filters = paymentFilters(url.searchParams);
  const body =
    format === "lines"
      ? payableLinesCsv(await listPayables(db, organization.id, filters, { limit: 100_000 }), organization.currency)
      : // The same per-referee sums as the page's "By referee" view, over every matching payable.
        payoutCsv(await owedPerReferee(db, organization.id, filters), organization.currency);
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${format === "lines" ? "payment-lines" : "payout"}-${stamp}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
