/**
 * A pathless route around each portal's sections (app/routes.ts). It renders nothing of its own; its
 * ErrorBoundary keeps the portal's sidebar and header when a section fails to load (decision 0036).
 *
 * Its loader sends the portal's words (decision 0062): the assignor's or the referee's catalogs, in the
 * reader's language, once. They reload only with the language (after an action, Settings may change it),
 * not on every navigation between sections. Words the layout needs even when a section fails (the
 * sidebar, error pages) are in `common`, which the root sends.
 */
import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/portal-section";
import type { Namespace } from "~/i18n/messages";
import { catalogFor } from "~/server/i18n.server";

export { PortalErrorBoundary as ErrorBoundary } from "~/components/portal-error-boundary";

const PORTAL_NAMESPACES: Record<"assignor" | "referee", Namespace[]> = {
  assignor: ["assignor", "organization", "settings"],
  referee: ["referee", "settings"],
};

export function loader({ request, context }: Route.LoaderArgs) {
  const portal = new URL(request.url).pathname.startsWith("/assignor") ? "assignor" : "referee";
  return { catalog: catalogFor(context, ...PORTAL_NAMESPACES[portal]) };
}

/** Only saving settings can change the language (the Settings dialog posts to /settings, the page to itself). */
export function shouldRevalidate({ formMethod, formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const savesSettings = formMethod && formMethod !== "GET" && formAction?.split("?")[0]?.endsWith("/settings");
  return savesSettings ? defaultShouldRevalidate : false;
}

export default function PortalSection() {
  return <Outlet />;
}
