import { Link } from "react-router";
import type { Route } from "./+types/overview";
import { StatCard } from "~/components/portal-shell";
import { requireAssignor } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { assignorOverview } from "~/server/overview.server";

export const meta: Route.MetaFunction = () => [{ title: "Overview | Assignor Dashboard | Whistle" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, organization } = await requireAssignor(context, request);
  const figures = await assignorOverview(getAppContext(context).db, {
    organizationId: organization.id,
    timeZone: organization.timeZone,
  });
  return { firstName: user.firstName, organizationName: organization.name, figures };
}

export default function AssignorOverview({ loaderData }: Route.ComponentProps) {
  const { firstName, organizationName, figures } = loaderData;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <section className="rounded-lg bg-primary p-6 text-primary-foreground">
        <h1 className="text-2xl font-bold">{`Welcome, ${firstName}`}</h1>
        <p className="mt-1 opacity-90">{organizationName}</p>
      </section>
      <section aria-label="Your organization at a glance" className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Upcoming games" value={figures.upcomingGames} hint="Scheduled from today on" />
        <StatCard label="Pending assignments" value={figures.pendingAssignments} hint="Waiting for a referee's answer" />
        <StatCard label="Referees" value={figures.referees} hint="In your organization" />
      </section>
      <p className="text-sm text-muted-foreground">
        Bring your referees in from the{" "}
        <Link to="/assignor/invites" className="font-medium text-primary underline-offset-4 hover:underline">
          Invites
        </Link>{" "}
        page.
      </p>
    </div>
  );
}
