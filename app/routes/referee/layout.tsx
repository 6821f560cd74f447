import { Outlet } from "react-router";
import { Bell, CalendarCheck, CalendarDays, DollarSign, LayoutDashboard, Settings, Users } from "lucide-react";
import type { Route } from "./+types/layout";
import { FormatsProvider } from "~/components/formats";
import { PortalLayoutErrorBoundary, useRememberLayoutData } from "~/components/portal-error-boundary";
import { PortalShell, type PortalNavItem } from "~/components/portal-shell";
import { requireReferee } from "~/server/auth.server";

/** Guards the whole referee portal; each action guards itself again. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, organization, formatSettings } = await requireReferee(context, request);
  return {
    // The reader's formats for every section (decision 0060): from the session, no query.
    formatSettings,
    user: { firstName: user.firstName, lastName: user.lastName, email: user.email },
    organization: { name: organization.name },
  };
}

/** Spec section 2's referee sections, in its order; a section not built yet shows the overview. */
const NAV: PortalNavItem[] = [
  { to: "/referee", label: "Overview", icon: LayoutDashboard, end: true },
  { to: "/referee/schedule", label: "Schedule", icon: CalendarDays },
  { to: "/referee/notifications", label: "Notifications", icon: Bell },
  { to: "/referee/earnings", label: "Earnings", icon: DollarSign },
  { to: "/referee/availability", label: "Availability", icon: CalendarCheck },
  { to: "/referee/contacts", label: "Contacts", icon: Users },
  { to: "/referee/settings", label: "Settings", icon: Settings },
];

type LayoutData = Route.ComponentProps["loaderData"];
const ROUTE_ID = "routes/referee/layout";

export default function RefereeLayout({ loaderData }: Route.ComponentProps) {
  useRememberLayoutData(ROUTE_ID, loaderData);
  return (
    <RefereeShell data={loaderData}>
      <Outlet />
    </RefereeShell>
  );
}

function RefereeShell({ data, children }: { data: LayoutData; children: React.ReactNode }) {
  return (
    <FormatsProvider settings={data.formatSettings}>
      <PortalShell title="Referee Dashboard" organizationName={data.organization.name} nav={NAV} user={data.user}>
        {children}
      </PortalShell>
    </FormatsProvider>
  );
}

/** A load cut for the whole portal keeps the sidebar when it can (decision 0036). */
export function ErrorBoundary() {
  return (
    <PortalLayoutErrorBoundary<LayoutData>
      routeId={ROUTE_ID}
      shell={(data, content) => <RefereeShell data={data}>{content}</RefereeShell>}
    />
  );
}
