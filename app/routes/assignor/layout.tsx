import { Outlet } from "react-router";
import { CalendarDays, ClipboardList, KeyRound, LayoutDashboard, UserPlus } from "lucide-react";
import type { Route } from "./+types/layout";
import { PortalShell, type PortalNavItem } from "~/components/portal-shell";
import { todayIn } from "~/domain/dates";
import { requireAssignor } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { countGamesNeedingReferees } from "~/server/games.server";

/** Guards the whole assignor portal; each action guards itself again. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, organization } = await requireAssignor(context, request);
  const { db } = getAppContext(context);
  return {
    gamesNeedingReferees: await countGamesNeedingReferees(db, organization.id, todayIn(organization.timeZone)),
    user: { firstName: user.firstName, lastName: user.lastName, email: user.email },
    organization: { name: organization.name },
  };
}

export default function AssignorLayout({ loaderData }: Route.ComponentProps) {
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
    { to: "/assignor/invites", label: "Invites", icon: UserPlus },
    { to: "/assignor/api", label: "API Keys", icon: KeyRound },
  ];
  return (
    <PortalShell title="Assignor Dashboard" organizationName={loaderData.organization.name} nav={nav} user={loaderData.user}>
      <Outlet />
    </PortalShell>
  );
}
