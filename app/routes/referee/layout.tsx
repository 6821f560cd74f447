import { Outlet } from "react-router";
import { Bell, CalendarCheck, CalendarDays, DollarSign, LayoutDashboard, Settings, Users } from "lucide-react";
import type { Route } from "./+types/layout";
import { PortalShell, type PortalNavItem } from "~/components/portal-shell";
import { requireReferee } from "~/server/auth.server";

/** Guards the whole referee portal; each action guards itself again. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, organization } = await requireReferee(context, request);
  return {
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

export default function RefereeLayout({ loaderData }: Route.ComponentProps) {
  return (
    <PortalShell title="Referee Dashboard" organizationName={loaderData.organization.name} nav={NAV} user={loaderData.user}>
      <Outlet />
    </PortalShell>
  );
}
