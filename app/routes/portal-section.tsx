/**
 * A pathless route around each portal's sections (app/routes.ts). It renders nothing of its own; its
 * ErrorBoundary keeps the portal's sidebar and header when a section fails to load (decision 0036).
 */
import { Outlet } from "react-router";

export { PortalErrorBoundary as ErrorBoundary } from "~/components/portal-error-boundary";

export default function PortalSection() {
  return <Outlet />;
}
