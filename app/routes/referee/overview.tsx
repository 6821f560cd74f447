import type { Route } from "./+types/overview";
import { StatCard } from "~/components/portal-shell";
import { requireReferee } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { refereeOverview } from "~/server/overview.server";

export const meta: Route.MetaFunction = () => [{ title: "Overview | Referee Dashboard | Whistle" }];

/** Also serves unknown /referee/... paths: the spec makes the overview the referee's fallback. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, organization } = await requireReferee(context, request);
  const figures = await refereeOverview(getAppContext(context).db, {
    organizationId: organization.id,
    timeZone: organization.timeZone,
    refereeId: user.id,
  });
  return { firstName: user.firstName || "Referee", organizationName: organization.name, figures };
}

export default function RefereeOverview({ loaderData }: Route.ComponentProps) {
  const { firstName, organizationName, figures } = loaderData;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <section className="rounded-lg bg-primary p-6 text-primary-foreground">
        <h1 className="text-2xl font-bold">{`Welcome, ${firstName}`}</h1>
        <p className="mt-1 opacity-90">{organizationName}</p>
      </section>
      <section aria-label="Your games at a glance" className="grid gap-4 sm:grid-cols-2">
        <StatCard label="Upcoming games" value={figures.upcomingConfirmed} hint="Confirmed, from today on" />
        <StatCard label="Pending offers" value={figures.pendingOffers} hint="Assignments waiting for your answer" />
      </section>
    </div>
  );
}
