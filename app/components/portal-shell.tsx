import { useState, type ReactNode } from "react";
import { NavLink } from "react-router";
import { LogOut, Menu, Settings, type LucideIcon } from "lucide-react";
import { useT } from "~/i18n/react";
import { AlertsBell } from "./alerts-dialog";
import { SettingsDialog } from "./settings-dialog";
import { useLiveUpdates } from "./use-live-updates";
import { Button } from "./ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "./ui/dialog";
import { ThemeToggle } from "./ui/theme-toggle";
import { Toaster } from "./ui/toaster";
import { cn } from "./ui/utils";

export interface PortalNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Active only on exactly this path (the overview), not on its children. */
  end?: boolean;
  /** A count shown beside the label (e.g. games still needing referees); hidden when 0. */
  badge?: number;
  /** The badge in words for assistive technology, the number included ("8 upcoming games need referees"). */
  badgeLabel?: string;
}

export interface PortalUser {
  firstName: string;
  lastName: string;
  email: string;
}

function initials({ firstName, lastName }: PortalUser) {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
}

function NavItems({
  items,
  expanded,
  onNavigate,
}: {
  items: PortalNavItem[];
  expanded: boolean;
  onNavigate?: () => void;
}) {
  return (
    <ul className="flex flex-col gap-1">
      {items.map(({ to, label, icon: Icon, end, badge, badgeLabel }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={end}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                "flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium whitespace-nowrap",
                isActive
                  ? "bg-primary text-primary-foreground"
                  : "text-muted-foreground hover:bg-accent hover:text-accent-foreground",
              )
            }
          >
            <Icon aria-hidden="true" className="size-5 shrink-0" />
            <span
              className={cn(
                !expanded && "opacity-0 transition-opacity group-hover:opacity-100 group-focus-within:opacity-100",
              )}
            >
              {label}
            </span>
            {badge ? (
              <span
                className={cn(
                  "ml-auto rounded-full bg-secondary px-2 py-0.5 text-xs font-semibold text-secondary-foreground",
                  !expanded && "opacity-0 transition-opacity group-hover:opacity-100 group-focus-within:opacity-100",
                )}
              >
                {badgeLabel ? (
                  <>
                    <span aria-hidden="true">{badge}</span>
                    <span className="sr-only">{badgeLabel}</span>
                  </>
                ) : (
                  badge
                )}
              </span>
            ) : null}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The user tile (spec section 2): pressing it opens the settings dialog. Signing out sits beside it as
 * its own button, so neither hides behind a menu.
 */
function UserMenu({ user, expanded }: { user: PortalUser; expanded: boolean }) {
  const t = useT();
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <div className="flex min-w-0 items-center gap-1">
      <SettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} />
      {/* Named by what it shows (WCAG 2.5.3, label in name): "Open settings for" is read before it. */}
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setSettingsOpen(true)}
        className="flex h-12 min-w-0 flex-1 items-center gap-3 rounded-md px-2 text-left hover:bg-accent"
      >
        <span className="sr-only">{t("shell.openSettingsFor")} </span>
        <span
          aria-hidden="true"
          className="grid size-8 shrink-0 place-content-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
        >
          {initials(user)}
        </span>
        <span
          className={cn(
            "min-w-0 flex-1",
            !expanded && "opacity-0 transition-opacity group-hover:opacity-100 group-focus-within:opacity-100",
          )}
        >
          <span className="block truncate text-sm font-medium">{`${user.firstName} ${user.lastName}`}</span>
          <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
        </span>
        <Settings
          aria-hidden="true"
          className={cn("size-4 shrink-0 text-muted-foreground", !expanded && "hidden group-hover:block")}
        />
      </button>
      <form
        method="post"
        action="/logout"
        className={cn(!expanded && "hidden group-hover:block group-focus-within:block")}
      >
        <Button type="submit" variant="ghost" size="icon" aria-label={t("shell.signOut")} title={t("shell.signOut")}>
          <LogOut aria-hidden="true" />
        </Button>
      </form>
    </div>
  );
}

/**
 * The frame of both portals (spec section 2): a sidebar 64px wide that expands to 256px on hover
 * or keyboard focus; below 768px a top bar with the portal's title opens the same navigation as a
 * slide-out drawer. The foot holds the alerts bell, the theme toggle and the user tile.
 */
export function PortalShell({
  title,
  organizationName,
  nav,
  user,
  organizationSwitcher,
  liveOrganizations,
  children,
}: {
  title: string;
  organizationName: string;
  nav: PortalNavItem[];
  user: PortalUser;
  /** Shown instead of the organization's name (issue 20: app/components/organization-switcher.tsx). */
  organizationSwitcher?: ReactNode;
  /** The organizations whose changes refresh the page (a referee's: every league); none: the person's own. */
  liveOrganizations?: readonly string[];
  children: ReactNode;
}) {
  useLiveUpdates(liveOrganizations);
  const t = useT();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // A switch of organization from the drawer is done once the shell shows the new one: the drawer closes.
  const [shownOrganization, setShownOrganization] = useState(organizationName);
  if (shownOrganization !== organizationName) {
    setShownOrganization(organizationName);
    setDrawerOpen(false);
  }
  return (
    <div className="min-h-dvh bg-muted/30">
      <aside
        aria-label={t("shell.navigation", { portal: title })}
        className="group fixed inset-y-0 left-0 z-40 hidden w-16 flex-col overflow-hidden border-r bg-card transition-[width] duration-200 hover:w-64 focus-within:w-64 has-[[aria-expanded=true]]:w-64 hover:shadow-lg md:flex"
      >
        <div className="flex h-14 items-center gap-3 px-4">
          <span
            aria-hidden="true"
            className="grid size-8 shrink-0 place-content-center rounded-md bg-primary font-bold text-primary-foreground"
          >
            W
          </span>
          {organizationSwitcher ? (
            <div className="min-w-0 flex-1 whitespace-nowrap opacity-0 transition-opacity group-hover:opacity-100 group-focus-within:opacity-100 group-has-[[aria-expanded=true]]:opacity-100">
              {organizationSwitcher}
            </div>
          ) : (
            <span className="truncate font-semibold whitespace-nowrap opacity-0 transition-opacity group-hover:opacity-100 group-focus-within:opacity-100">
              {organizationName}
            </span>
          )}
        </div>
        <nav className="flex-1 px-2 py-2">
          <NavItems items={nav} expanded={false} />
        </nav>
        <div className="flex flex-col gap-1 border-t p-2">
          <AlertsBell />
          <ThemeToggle />
          <UserMenu user={user} expanded={false} />
        </div>
      </aside>

      <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b bg-card px-3 md:hidden">
        <Button variant="ghost" size="icon" aria-label={t("shell.openNavigation")} onClick={() => setDrawerOpen(true)}>
          <Menu aria-hidden="true" />
        </Button>
        <p className="flex-1 truncate font-semibold">{title}</p>
        <AlertsBell />
        <ThemeToggle />
      </header>
      <Dialog open={drawerOpen} onOpenChange={setDrawerOpen}>
        <DialogContent className="top-0 left-0 flex h-dvh max-h-dvh w-64 max-w-64 translate-x-0 translate-y-0 flex-col gap-0 rounded-none border-y-0 border-l-0 p-0">
          <div className="px-4 pt-4 pb-2">
            <DialogTitle className="text-base">{title}</DialogTitle>
            <DialogDescription className={organizationSwitcher ? "sr-only" : "truncate text-sm text-muted-foreground"}>
              {organizationName}
            </DialogDescription>
            {organizationSwitcher ? <div className="-mx-2 mt-1">{organizationSwitcher}</div> : null}
          </div>
          <nav aria-label={t("shell.navigation", { portal: title })} className="flex-1 px-2 py-2">
            <NavItems items={nav} expanded onNavigate={() => setDrawerOpen(false)} />
          </nav>
          <div className="border-t p-2">
            <UserMenu user={user} expanded />
          </div>
        </DialogContent>
      </Dialog>

      <main className="px-4 py-6 md:pl-24 md:pr-8">{children}</main>
      <Toaster />
    </div>
  );
}

/** A small figure on an overview: a label and a number. */
export function StatCard({ label, value, hint }: { label: string; value: number | string; hint?: string }) {
  return (
    <div className="rounded-lg border bg-card p-5 shadow-sm">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 text-3xl font-bold tabular-nums">{value}</p>
      {hint ? <p className="mt-1 text-xs text-muted-foreground">{hint}</p> : null}
    </div>
  );
}
