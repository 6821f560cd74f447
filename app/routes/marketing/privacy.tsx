import type { Route } from "./+types/privacy";
import { LegalPage } from "~/components/marketing/legal-page";
import { LEGAL_LAST_UPDATED, PRIVACY_CONTACT, PRIVACY_SECTIONS } from "~/content/legal";
import { pageMeta } from "~/content/site";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Privacy Policy",
    "What Whistle collects, how it is used and shared, your choices, children's privacy and how to reach our privacy team.",
  );

export default function Privacy() {
  return (
    <LegalPage
      title="Privacy Policy"
      lead="What we collect, why, who can see it and how to reach us about it."
      lastUpdated={LEGAL_LAST_UPDATED}
      sections={PRIVACY_SECTIONS}
    >
      <section
        aria-labelledby="privacy-contact-heading"
        className="mt-10 rounded-lg border bg-card p-6 text-card-foreground"
      >
        <h2 id="privacy-contact-heading" className="!mt-0">
          Contact our privacy team
        </h2>
        <p>Questions about this policy or your data? Write to us.</p>
        <address className="not-italic leading-7">
          {PRIVACY_CONTACT.team}
          <br />
          <a href={`mailto:${PRIVACY_CONTACT.email}`} className="text-primary underline underline-offset-4">
            {PRIVACY_CONTACT.email}
          </a>
          {PRIVACY_CONTACT.address.map((line) => (
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
