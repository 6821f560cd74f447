/**
 * What a portal shows when a section cannot load (decision 0036). The portal layouts wrap their
 * sections in a pathless route whose ErrorBoundary is this, so the sidebar, the user tile and the
 * bell stay; only the section's place says what happened and offers to try again.
 *
 * A load cut by a dropped connection is the common case on a phone: it says so, and tries again by
 * itself when the device is back online. A section that does not exist or is not the user's keeps
 * the not-found and forbidden wording of the rest of the product.
 */
import { useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Link,
  useLocation,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { RefreshCw, SearchX, ShieldAlert, WifiOff } from "lucide-react";
import { Forbidden } from "~/components/forbidden";
import { Button } from "~/components/ui/button";
import { useT } from "~/i18n/react";

/** A fetch that never reached the server (offline, connection reset) rather than an answer from it. */
export function isConnectionError(error: unknown): boolean {
  if (typeof navigator !== "undefined" && navigator.onLine === false) return true;
  if (!(error instanceof Error)) return false;
  return error.name === "TypeError" && /fetch|network|load failed|connection/i.test(error.message);
}

export function PortalErrorBoundary() {
  const t = useT();
  const error = useRouteError();
  const revalidator = useRevalidator();
  const { pathname } = useLocation();
  const portal = pathname.startsWith("/assignor") ? "/assignor" : "/referee";
  const offline = isConnectionError(error);

  // Back online: load the section again without the user having to ask.
  useEffect(() => {
    if (!offline) return;
    const retry = () => void revalidator.revalidate();
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [offline, revalidator]);

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <SectionMessage
        icon={<SearchX aria-hidden="true" className="size-8 text-muted-foreground" />}
        title={t("errors.notFound.title")}
      >
        <p>{t("errors.notFound.description")}</p>
        <Link to={portal} className="font-medium text-primary underline underline-offset-4">
          {t("errors.backToOverview")}
        </Link>
      </SectionMessage>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 413) {
    // The Worker refused a post over its size cap (issue 18); its answer says which cap.
    return (
      <SectionMessage
        icon={<ShieldAlert aria-hidden="true" className="size-8 text-muted-foreground" />}
        title={t("errors.tooLarge.title")}
      >
        <p>{typeof error.data === "string" && error.data ? error.data : t("errors.tooLarge.description")}</p>
        <Link to={pathname} className="font-medium text-primary underline underline-offset-4">
          {t("errors.backToPage")}
        </Link>
      </SectionMessage>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 403) {
    const message = (error.data as { message?: string } | null)?.message;
    return (
      <SectionMessage
        icon={<ShieldAlert aria-hidden="true" className="size-8 text-muted-foreground" />}
        title={t("errors.forbidden.title")}
      >
        <p>{message ?? t("errors.forbidden.description")}</p>
        <Link to={portal} className="font-medium text-primary underline underline-offset-4">
          {t("errors.backToOverview")}
        </Link>
      </SectionMessage>
    );
  }

  const retrying = revalidator.state === "loading";
  return (
    <SectionMessage
      icon={
        offline ? (
          <WifiOff aria-hidden="true" className="size-8 text-muted-foreground" />
        ) : (
          <RefreshCw aria-hidden="true" className="size-8 text-muted-foreground" />
        )
      }
      title={offline ? t("errors.offline.title") : t("errors.loadFailed.title")}
    >
      <p>{offline ? t("errors.offline.description") : t("errors.loadFailed.description")}</p>
      <Button type="button" onClick={() => void revalidator.revalidate()} disabled={retrying}>
        <RefreshCw aria-hidden="true" className={retrying ? "animate-spin" : undefined} />
        {retrying ? t("errors.retrying") : t("errors.retry")}
      </Button>
    </SectionMessage>
  );
}

function SectionMessage({
  icon,
  title,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
      {icon}
      <h1 className="text-xl font-semibold">{title}</h1>
      <div className="grid justify-items-center gap-3 text-sm text-muted-foreground">{children}</div>
    </div>
  );
}

/** Each portal layout's data as last shown in this browser (set in an effect, so never on the server). */
const lastShown = new Map<string, unknown>();

/** Called by a portal layout with its loader data, so its error boundary can still draw the sidebar. */
export function useRememberLayoutData(routeId: string, data: unknown) {
  useEffect(() => {
    lastShown.set(routeId, data);
  }, [routeId, data]);
}

/**
 * The error boundary of a portal layout (its own loader failed, or the single request that also loaded
 * it): the shell drawn from the layout's data, as loaded or as last shown, around the message; with
 * neither (a first load that failed), the message stands alone on the page.
 */
export function PortalLayoutErrorBoundary<Data>({
  routeId,
  shell,
}: {
  routeId: string;
  shell: (data: Data, content: ReactNode) => ReactNode;
}) {
  const error = useRouteError();
  const loaded = useRouteLoaderData(routeId) as Data | undefined;
  const data = loaded ?? (lastShown.get(routeId) as Data | undefined);
  // The guard refused this portal (a referee at /assignor…): the product's forbidden page, as at the root.
  if (isRouteErrorResponse(error) && error.status === 403) {
    const body = (error.data ?? {}) as { message?: string; portal?: string };
    return <Forbidden message={body.message} portal={body.portal} />;
  }
  if (data) return shell(data, <PortalErrorBoundary />);
  return (
    <main id="main" className="min-h-dvh p-6">
      <PortalErrorBoundary />
    </main>
  );
}
