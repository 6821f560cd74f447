import type { Route } from "./+types/terms";
import { LegalPage } from "~/components/marketing/legal-page";
import { formatContentDate } from "~/content/dates";
import { LEGAL_LAST_UPDATED, legalTexts } from "~/content/legal";
import { pageMeta } from "~/content/site";
import { getLocale } from "~/server/locale.server";

/** The terms in the request's language: the text travels as loader data, not in the page's JavaScript. */
export function loader({ context }: Route.LoaderArgs) {
  const language = getLocale(context);
  return {
    page: legalTexts(language).terms,
    lastUpdated: { iso: LEGAL_LAST_UPDATED, label: formatContentDate(LEGAL_LAST_UPDATED, language) },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.page.title, loaderData.page.description) : [];

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalPage page={loaderData.page} lastUpdated={loaderData.lastUpdated} />;
}
