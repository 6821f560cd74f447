import { Outlet } from "react-router";
import { LayoutDashboard, Settings } from "lucide-react";
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

const NAV: PortalNavItem[] = [
  { to: "/referee", label: "Overview", icon: LayoutDashboard, end: true },
  { to: "/referee/settings", label: "Settings", icon: Settings },
];

export default function RefereeLayout({ loaderData }: Route.ComponentProps) {
  return (
    <PortalShell title="Referee Dashboard" organizationName={loaderData.organization.name} nav={NAV} user={loaderData.user}>
      <Outlet />
    </PortalShell>
  );
}
