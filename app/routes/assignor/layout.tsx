import { Form, Outlet } from "react-router";
import {
  Building2,
  ChartColumn,
  CalendarDays,
  CalendarRange,
  ClipboardList,
  CreditCard,
  FileCheck,
  LayoutDashboard,
  Star,
  Users,
} from "lucide-react";
import type { Route } from "./+types/layout";
import { FormatsProvider } from "~/components/formats";
import { PortalLayoutErrorBoundary, useRememberLayoutData } from "~/components/portal-error-boundary";
import { OrganizationSwitcher } from "~/components/organization-switcher";
import { PortalShell, type PortalNavItem } from "~/components/portal-shell";
import { Button } from "~/components/ui/button";
import { todayIn } from "~/domain/dates";
import { useT } from "~/i18n/react";
import type { Permission } from "~/domain/permissions";
import { requireAnyStaff } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { gamesNeedingRefereesRead } from "~/server/game-list.server";
import { readOne } from "~/server/batch-reads.server";
import { getLocale } from "~/server/locale.server";
import { organizationSwitcherOf } from "~/server/organization-switch.server";

/** Guards the whole assignor portal; each action guards itself again. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const access = await requireAnyStaff(context, request);
  const { user, organization, formatSettings, permissions, scope } = access;
  const { db } = getAppContext(context);
  return {
    // The reader's formats for every section (decision 0060): from the session, no query.
    formatSettings,
    // What the member may open (decision 0064): the sidebar lists only those sections.
    permissions,
    // One statement, in parallel with the page's own batch (decision 0052); the member's games only.
    gamesNeedingReferees: permissions.includes("games.read")
      ? await readOne(db, gamesNeedingRefereesRead(db, organization.id, todayIn(organization.timeZone), scope))
      : 0,
    user: { firstName: user.firstName, lastName: user.lastName, email: user.email },
    // Issue 20: the organizations the person may switch between (from the session, no query).
    switcher: organizationSwitcherOf(access, "assignor"),
    organization: {
      id: organization.id,
      name: organization.name,
      // Issue 18: the banner of an organization scheduled for deletion (from the session, no query).
      // Worded like the rest of the page: the month's name in the reader's language.
      deletionDueOn: organization.deletionDueAt
        ? new Intl.DateTimeFormat(getLocale(context), {
            timeZone: organization.timeZone,
            year: "numeric",
            month: "long",
            day: "numeric",
          }).format(organization.deletionDueAt)
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
  // Words from `common`: the sidebar stays when a section fails to load, without the portal's catalogs.
  const t = useT();
  // Each section with the permission its page asks (decision 0064); the member sees the ones they have.
  const sections: (PortalNavItem & { permission: Permission })[] = [
    { to: "/assignor", label: t("shell.assignor.overview"), icon: LayoutDashboard, end: true, permission: "overview" },
    {
      permission: "games.read",
      to: "/assignor/games",
      label: t("shell.assignor.games"),
      icon: CalendarDays,
      // The spec's sample badge is a fixed 8; ours counts upcoming games still waiting for referees.
      badge: loaderData.gamesNeedingReferees,
      badgeLabel: t("shell.assignor.gamesNeedReferees", { count: loaderData.gamesNeedingReferees }),
    },
    { to: "/assignor/assignments", label: t("shell.assignor.assignments"), icon: ClipboardList, permission: "assign" },
    { to: "/assignor/referees", label: t("shell.assignor.referees"), icon: Users, permission: "referees.read" },
    { to: "/assignor/calendar", label: t("shell.assignor.calendar"), icon: CalendarRange, permission: "games.read" },
    // Members and invites live on the Organizations page (decision 0019).
    {
      to: "/assignor/organizations",
      label: t("shell.assignor.organizations"),
      icon: Building2,
      permission: "organization",
    },
    { to: "/assignor/payments", label: t("shell.assignor.payments"), icon: CreditCard, permission: "money" },
    { to: "/assignor/reports", label: t("shell.assignor.reports"), icon: FileCheck, permission: "reports.review" },
    { to: "/assignor/analytics", label: t("shell.assignor.analytics"), icon: ChartColumn, permission: "reports" },
    // Issue 22 (decision 0084): every evaluation for assignors; an assessor's own games for an assessor.
    { to: "/assignor/evaluations", label: t("shell.assignor.evaluations"), icon: Star, permission: "reports" },
    { to: "/assignor/assessments", label: t("shell.assignor.assessments"), icon: Star, permission: "assess" },
  ];
  const nav: PortalNavItem[] = sections
    .filter(({ permission }) => loaderData.permissions.includes(permission))
    .filter(({ to }) => to !== "/assignor/assessments" || !loaderData.permissions.includes("reports"))
    .map(({ permission: _permission, ...item }) => item);
  return (
    <FormatsProvider settings={loaderData.formatSettings}>
      <PortalShell
        title={t("shell.assignor.title")}
        organizationName={loaderData.organization.name}
        liveOrganizations={[loaderData.organization.id]}
        nav={nav}
        user={loaderData.user}
        organizationSwitcher={
          <OrganizationSwitcher
            data={loaderData.switcher}
            portal="assignor"
            organizationName={loaderData.organization.name}
          />
        }
      >
        {loaderData.organization.deletionDueOn ? (
          <DeletionBanner
            organizationName={loaderData.organization.name}
            dueOn={loaderData.organization.deletionDueOn}
            canCancel={loaderData.permissions.includes("organization")}
          />
        ) : null}
        {children}
      </PortalShell>
    </FormatsProvider>
  );
}

/** An organization scheduled for deletion (issue 18): said on every assignor page, with a way to cancel. */
function DeletionBanner({
  organizationName,
  dueOn,
  canCancel,
}: {
  organizationName: string;
  dueOn: string;
  /** Only those who run the organization may cancel it (decision 0064); everyone is told. */
  canCancel: boolean;
}) {
  const t = useT();
  return (
    <div
      role="alert"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-4"
    >
      <p className="text-sm font-medium">
        {t("shell.assignor.deletionScheduled", { organization: organizationName, date: dueOn })}
      </p>
      {canCancel ? (
        <Form method="post" action="/assignor/organizations">
          <input type="hidden" name="intent" value="cancel-deletion" />
          <Button type="submit" variant="outline" size="sm">
            {t("shell.assignor.cancelDeletion")}
          </Button>
        </Form>
      ) : null}
    </div>
  );
}
