import type { Route } from "./+types/earnings-export";
import { toCsv } from "~/domain/csv";
import { todayIn } from "~/domain/dates";
import { filterPaymentLines, parseDateRange, parsePaymentFilter } from "~/domain/earnings";
import { requireReferee } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { refereeEarnings } from "~/server/earnings.server";

/** Export on the Earnings page: every payment line (or the filtered ones) as CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, organization } = await requireReferee(context, request);
  const { payments } = await refereeEarnings(getAppContext(context).db, {
    organizationId: organization.id,
    refereeId: user.id,
    timeZone: organization.timeZone,
  });
  const { searchParams } = new URL(request.url);
  const lines = filterPaymentLines(
    payments,
    parsePaymentFilter(searchParams.get("status")),
    parseDateRange(searchParams),
  );
  const csv = toCsv(
    ["date", "game", "level", `amount (${organization.currency})`, "status"],
    lines.map((line) => [line.date, line.game, line.level, (line.amountCents / 100).toFixed(2), line.status]),
  );
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="earnings-${todayIn(organization.timeZone)}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
