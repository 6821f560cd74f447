import type { Route } from "./+types/security";
import { LegalPage } from "~/components/marketing/legal-page";
import { legalTexts } from "~/content/legal";
import { pageMeta } from "~/content/site";
import { getLocale } from "~/server/locale.server";

/** The security page in the request's language, as loader data. */
export function loader({ context }: Route.LoaderArgs) {
  return { page: legalTexts(getLocale(context)).security };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.page.title, loaderData.page.description) : [];

export default function Security({ loaderData }: Route.ComponentProps) {
  return <LegalPage page={loaderData.page} />;
}
