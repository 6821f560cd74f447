import { Outlet, useLocation } from "react-router";
import type { Route } from "./+types/layout";
import { SiteFooter } from "~/components/marketing/site-footer";
import { SiteHeader } from "~/components/marketing/site-header";
import { LANGUAGES } from "~/i18n/messages";
import { useT } from "~/i18n/react";
import { getAppContext } from "~/server/context.server";
import { catalogFor } from "~/server/i18n.server";

/** The layout's words in the request's language, and the origin of the hreflang alternates. */
export function loader({ context }: Route.LoaderArgs) {
  return { catalog: catalogFor(context, "public"), origin: getAppContext(context).env.PUBLIC_ORIGIN };
}

/** A URL per language (`?lang=`, decision 0061), and the plain URL for everyone else. */
function LanguageAlternates({ origin }: { origin: string }) {
  const { pathname } = useLocation();
  const href = (lang?: string) => {
    const url = new URL(pathname, origin);
    if (lang) url.searchParams.set("lang", lang);
    return url.href;
  };
  return (
    <>
      {LANGUAGES.map((lang) => (
        <link key={lang} rel="alternate" hrefLang={lang} href={href(lang)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={href()} />
    </>
  );
}

/** Every public page: skip link, header with navigation and theme toggle, the page, the footer. */
export default function MarketingLayout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      <LanguageAlternates origin={loaderData.origin} />
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("layout.skipToContent")}
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
