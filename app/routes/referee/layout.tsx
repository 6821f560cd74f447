import { Outlet } from "react-router";
import {
  Bell,
  CalendarCheck,
  CalendarDays,
  DollarSign,
  LayoutDashboard,
  Settings,
  Star,
  Trophy,
  Users,
} from "lucide-react";
import type { Route } from "./+types/layout";
import { FormatsProvider } from "~/components/formats";
import { PortalLayoutErrorBoundary, useRememberLayoutData } from "~/components/portal-error-boundary";
import { OrganizationSwitcher } from "~/components/organization-switcher";
import { PortalShell, type PortalNavItem } from "~/components/portal-shell";
import { useT } from "~/i18n/react";
import type { Translate } from "~/i18n/text";
import { requireReferee } from "~/server/auth.server";
import { organizationSwitcherOf } from "~/server/organization-switch.server";
import { refereeLeagues } from "~/domain/referee-leagues";

/** Guards the whole referee portal; each action guards itself again. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const access = await requireReferee(context, request);
  const { user, refereeMemberships, formatSettings } = access;
  return {
    // The reader's formats for every section (decision 0060): from the session, no query.
    formatSettings,
    user: { firstName: user.firstName, lastName: user.lastName, email: user.email },
    // Every league the person referees for (issue 20).
    organization: { name: refereeMemberships.map(({ organization }) => organization.name).join(" · ") },
    // Live updates from every league the person referees for (issue 20): one socket each.
    liveOrganizations: refereeLeagues(refereeMemberships).map(({ id }) => id),
    // Issue 20: a link to the assignor portal for someone on a staff anywhere (from the session, no query).
    switcher: organizationSwitcherOf(access, "referee"),
  };
}

/**
 * Spec section 2's referee sections, in its order; a section not built yet shows the overview. Worded in
 * the reader's language from `common` (the sidebar stays when a section fails to load).
 */
const nav = (t: Translate): PortalNavItem[] => [
  { to: "/referee", label: t("shell.referee.overview"), icon: LayoutDashboard, end: true },
  { to: "/referee/schedule", label: t("shell.referee.schedule"), icon: CalendarDays },
  { to: "/referee/notifications", label: t("shell.referee.notifications"), icon: Bell },
  { to: "/referee/earnings", label: t("shell.referee.earnings"), icon: DollarSign },
  { to: "/referee/evaluations", label: t("shell.referee.evaluations"), icon: Star },
  { to: "/referee/availability", label: t("shell.referee.availability"), icon: CalendarCheck },
  { to: "/referee/contacts", label: t("shell.referee.contacts"), icon: Users },
  { to: "/referee/leagues", label: t("shell.referee.leagues"), icon: Trophy },
  { to: "/referee/settings", label: t("shell.referee.settings"), icon: Settings },
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
  const t = useT();
  return (
    <FormatsProvider settings={data.formatSettings}>
      <PortalShell
        title={t("shell.referee.title")}
        organizationName={data.organization.name}
        liveOrganizations={data.liveOrganizations}
        nav={nav(t)}
        user={data.user}
        organizationSwitcher={
          <OrganizationSwitcher data={data.switcher} portal="referee" organizationName={data.organization.name} />
        }
      >
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
