import { Outlet } from "react-router";
import { SiteFooter } from "~/components/marketing/site-footer";
import { SiteHeader } from "~/components/marketing/site-header";

/** Every public page: skip link, header with navigation and theme toggle, the page, the footer. */
export default function MarketingLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
