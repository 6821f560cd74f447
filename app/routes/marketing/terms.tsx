import type { Route } from "./+types/terms";
import { LegalPage } from "~/components/marketing/legal-page";
import { LEGAL_LAST_UPDATED, TERMS_SECTIONS } from "~/content/legal";
import { pageMeta } from "~/content/site";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Terms of Service",
    "The terms for using Whistle: accounts, free and paid plans, payments, your content and liability.",
  );

export default function Terms() {
  return (
    <LegalPage
      title="Terms of Service"
      lead="The agreement between Whistle and the people who use it, in plain language."
      lastUpdated={LEGAL_LAST_UPDATED}
      sections={TERMS_SECTIONS}
    />
  );
}
