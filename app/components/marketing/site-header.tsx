import { Link, NavLink } from "react-router";
import { GET_STARTED_HREF, PRIMARY_NAV, SIGN_IN_LINK } from "~/content/site";
import { Button } from "~/components/ui/button";
import { ThemeToggle } from "~/components/ui/theme-toggle";
import { cn } from "~/components/ui/utils";
import { useT } from "~/i18n/react";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";

export function SiteHeader() {
  const t = useT();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Logo />
        {/* Below the spec's 768px breakpoint the links move into the mobile menu. */}
        <nav aria-label={t("nav.main")} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {PRIMARY_NAV.map((link) => (
              <li key={link.href}>
                <NavLink
                  to={link.href}
                  className={({ isActive }) =>
                    cn(
                      "rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground",
                      isActive && "text-foreground",
                    )
                  }
                >
                  {t(link.labelId)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <ThemeToggle />
          <Button asChild variant="ghost" className="hidden md:inline-flex">
            <Link to={SIGN_IN_LINK.href}>{t(SIGN_IN_LINK.labelId)}</Link>
          </Button>
          <Button asChild className="hidden md:inline-flex">
            <Link to={GET_STARTED_HREF}>{t("nav.getStarted")}</Link>
          </Button>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
