import { Outlet } from "react-router";
import {
  Building2,
  CalendarDays,
  CalendarRange,
  ClipboardList,
  CreditCard,
  LayoutDashboard,
  Users,
} from "lucide-react";
import type { Route } from "./+types/layout";
import { FormatsProvider } from "~/components/formats";
import { PortalLayoutErrorBoundary, useRememberLayoutData } from "~/components/portal-error-boundary";
import { PortalShell, type PortalNavItem } from "~/components/portal-shell";
import { todayIn } from "~/domain/dates";
import { formatLongDate } from "~/domain/organization-deletion";
import { DeletionBanner } from "~/components/organization/organization-data-card";
import { requireAssignor } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { gamesNeedingRefereesRead } from "~/server/game-list.server";
import { readOne } from "~/server/batch-reads.server";

/** Guards the whole assignor portal; each action guards itself again. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, organization, formatSettings } = await requireAssignor(context, request);
  const { db } = getAppContext(context);
  return {
    // The reader's formats for every section (decision 0060): from the session, no query.
    formatSettings,
    // One statement, in parallel with the page's own batch (decision 0052).
    gamesNeedingReferees: await readOne(
      db,
      gamesNeedingRefereesRead(db, organization.id, todayIn(organization.timeZone)),
    ),
    user: { firstName: user.firstName, lastName: user.lastName, email: user.email },
    organization: {
      name: organization.name,
      // Issue 18: the banner of an organization scheduled for deletion (from the session, no query).
      deletionDueOn: organization.deletionDueAt
        ? formatLongDate(organization.deletionDueAt, organization.timeZone)
        : null,
    },
  };
}

const ROUTE_ID = "routes/assignor/layout";

export default function AssignorLayout({ loaderData }: Route.ComponentProps) {
  useRememberLayoutData(ROUTE_ID, loaderData);
  return (
    <AssignorShell data={loaderData}>
      <Outlet />
    </AssignorShell>
  );
}

/** A load cut for the whole portal keeps the sidebar when it can (decision 0036). */
export function ErrorBoundary() {
  return (
    <PortalLayoutErrorBoundary<Route.ComponentProps["loaderData"]>
      routeId={ROUTE_ID}
      shell={(data, content) => <AssignorShell data={data}>{content}</AssignorShell>}
    />
  );
}

function AssignorShell({
  data: loaderData,
  children,
}: {
  data: Route.ComponentProps["loaderData"];
  children: React.ReactNode;
}) {
  const nav: PortalNavItem[] = [
    { to: "/assignor", label: "Overview", icon: LayoutDashboard, end: true },
    {
      to: "/assignor/games",
      label: "Game Management",
      icon: CalendarDays,
      // The spec's sample badge is a fixed 8; ours counts upcoming games still waiting for referees.
      badge: loaderData.gamesNeedingReferees,
      badgeLabel: "upcoming games need referees",
    },
    { to: "/assignor/assignments", label: "Assignments", icon: ClipboardList },
    { to: "/assignor/referees", label: "Referee Pool", icon: Users },
    { to: "/assignor/calendar", label: "Calendar", icon: CalendarRange },
    // Members and invites live on the Organizations page (decision 0019).
    { to: "/assignor/organizations", label: "Organizations", icon: Building2 },
    { to: "/assignor/payments", label: "Payments", icon: CreditCard },
  ];
  return (
    <FormatsProvider settings={loaderData.formatSettings}>
      <PortalShell
        title="Assignor Dashboard"
        organizationName={loaderData.organization.name}
        nav={nav}
        user={loaderData.user}
      >
        {loaderData.organization.deletionDueOn ? (
          <DeletionBanner
            organizationName={loaderData.organization.name}
            dueOn={loaderData.organization.deletionDueOn}
          />
        ) : null}
        {children}
      </PortalShell>
    </FormatsProvider>
  );
}
