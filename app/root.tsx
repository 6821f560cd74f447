import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type Location,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { Forbidden } from "~/components/forbidden";
import { useNonce } from "~/components/nonce";
import { NotFound } from "~/components/not-found";
import { useServiceWorker } from "~/components/service-worker";
import { THEME_SCRIPT, useTheme } from "~/components/theme";
import { DEFAULT_LANGUAGE } from "~/i18n/messages";
import { I18nRoot, useT } from "~/i18n/react";
import { sessionMiddleware } from "~/server/auth.server";
import { catalogFor } from "~/server/i18n.server";
import { answersDocumentSubmission, liveUpdatesMiddleware } from "~/server/live-updates.server";
import { getLocale, localeMiddleware } from "~/server/locale.server";
import { sameOriginMiddleware } from "~/server/same-origin.server";
import stylesheet from "~/styles/app.css?url";

// First refuse cross-site mutations, then read the session cookie once per request (guards and
// loaders read the result from the context), then decide the request's language (the person's setting is
// in the session), then tell the organization's open pages after a change.
export const middleware: Route.MiddlewareFunction[] = [
  sameOriginMiddleware,
  sessionMiddleware,
  localeMiddleware,
  liveUpdatesMiddleware,
];

/** The request's language and the words every page shares (decision 0061): no query. */
export function loader({ context }: Route.LoaderArgs) {
  return {
    locale: getLocale(context),
    catalog: catalogFor(context, "common"),
    answersSubmission: answersDocumentSubmission(context),
  };
}

/**
 * The root's data changes only with the language: after an action (Settings may save a new one) or a
 * different `?lang=`. A plain navigation or a live-update revalidation keeps it, so a section that cannot
 * load (offline) fails inside its portal (decision 0036) rather than taking the root down with it.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return currentUrl.searchParams.get("lang") !== nextUrl.searchParams.get("lang");
}

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Installable portal (decision 0024): home-screen icon; the manifest is in `Layout`, in the page's language.
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

/**
 * The installable app's manifest in the page's language (issue 19): its name, description and shortcuts.
 * English keeps `/manifest.webmanifest`; the others are `/manifest.<language>.webmanifest` beside it, with the
 * same `id`, so a language change updates the installed app rather than making another.
 */
function manifestHref(locale: string): string {
  return locale === DEFAULT_LANGUAGE ? "/manifest.webmanifest" : `/manifest.${locale}.webmanifest`;
}

/** Scroll position is kept per path: a new path starts at the top, a filter change keeps its place. */
function scrollKey(location: Location) {
  return location.pathname;
}

export function Layout({ children }: { children: React.ReactNode }) {
  // The Content-Security-Policy only lets inline scripts run that carry this request's nonce.
  const nonce = useNonce();
  // The language the server chose; an error page rendered without the root's data falls back to English.
  const locale = useRouteLoaderData<typeof loader>("root")?.locale ?? DEFAULT_LANGUAGE;
  return (
    // The theme script sets the `dark` class before React hydrates; the server cannot know it.
    <html lang={locale} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#15803d" />
        {/* The browser hides the nonce after use, so the client renders "" here: no real mismatch. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        <Meta />
        <link rel="manifest" href={manifestHref(locale)} />
        <Links />
      </head>
      <body className="min-h-dvh bg-background text-foreground antialiased">
        <I18nRoot locale={locale}>{children}</I18nRoot>
        <ScrollRestoration getKey={scrollKey} nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Subscribes the whole app to theme changes: the OS switching light/dark, other tabs choosing.
  useTheme();
  // In a portal: the service worker that lets the installed app open offline.
  useServiceWorker();
  // The toaster lives in the portal shell: public pages show no toasts and ship none of its code.
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFound />;
  }
  if (isRouteErrorResponse(error) && error.status === 403) {
    const body = (error.data ?? {}) as { message?: string; portal?: string };
    return <Forbidden message={body.message} portal={body.portal} />;
  }

  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText || ""}`.trim()
    : error instanceof Error
      ? error.message
      : t("errors.unexpected.fallback");
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;

  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col justify-center gap-4 p-6">
      <h1 className="text-2xl font-bold">{t("errors.unexpected.title")}</h1>
      <p className="text-lg text-muted-foreground">{message}</p>
      {stack ? (
        <pre className="overflow-x-auto rounded-md bg-muted p-4 text-sm">
          <code>{stack}</code>
        </pre>
      ) : null}
      <p>
        <a className="font-medium text-primary underline underline-offset-4" href="/">
          {t("errors.unexpected.backHome")}
        </a>
      </p>
    </main>
  );
}
