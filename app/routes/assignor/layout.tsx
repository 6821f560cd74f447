import { Outlet } from "react-router";
import { LayoutDashboard, UserPlus } from "lucide-react";
import type { Route } from "./+types/layout";
import { PortalShell, type PortalNavItem } from "~/components/portal-shell";
import { requireAssignor } from "~/server/auth.server";

/** Guards the whole assignor portal; each action guards itself again. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, organization } = await requireAssignor(context, request);
  return {
    user: { firstName: user.firstName, lastName: user.lastName, email: user.email },
    organization: { name: organization.name },
  };
}

const NAV: PortalNavItem[] = [
  { to: "/assignor", label: "Overview", icon: LayoutDashboard, end: true },
  { to: "/assignor/invites", label: "Invites", icon: UserPlus },
];

export default function AssignorLayout({ loaderData }: Route.ComponentProps) {
  return (
    <PortalShell title="Assignor Dashboard" organizationName={loaderData.organization.name} nav={NAV} user={loaderData.user}>
      <Outlet />
    </PortalShell>
  );
}
