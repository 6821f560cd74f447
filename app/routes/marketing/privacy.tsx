import type { Route } from "./+types/privacy";
import { LegalPage } from "~/components/marketing/legal-page";
import { formatContentDate } from "~/content/dates";
import { LEGAL_LAST_UPDATED, PRIVACY_CONTACT, legalTexts } from "~/content/legal";
import { pageMeta } from "~/content/site";
import { getLocale } from "~/server/locale.server";

/** The privacy policy in the request's language, as loader data; the address stays as the post office wants it. */
export function loader({ context }: Route.LoaderArgs) {
  const language = getLocale(context);
  const texts = legalTexts(language);
  return {
    page: texts.privacy,
    contact: { ...texts.privacyContact, email: PRIVACY_CONTACT.email, address: PRIVACY_CONTACT.address },
    lastUpdated: { iso: LEGAL_LAST_UPDATED, label: formatContentDate(LEGAL_LAST_UPDATED, language) },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.page.title, loaderData.page.description) : [];

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { page, contact, lastUpdated } = loaderData;
  return (
    <LegalPage page={page} lastUpdated={lastUpdated}>
      <section
        aria-labelledby="privacy-contact-heading"
        className="mt-10 rounded-lg border bg-card p-6 text-card-foreground"
      >
        <h2 id="privacy-contact-heading" className="!mt-0">
          {contact.heading}
        </h2>
        <p>{contact.intro}</p>
        <address className="not-italic leading-7">
          {contact.team}
          <br />
          <a href={`mailto:${contact.email}`} className="text-primary underline underline-offset-4">
            {contact.email}
          </a>
          {contact.address.map((line) => (
            <span key={line}>
              <br />
              {line}
            </span>
          ))}
        </address>
      </section>
    </LegalPage>
  );
}
