import type { Route } from "./+types/pricing";
import { CallToAction } from "~/components/marketing/call-to-action";
import { PageHeader, Section } from "~/components/marketing/page";
import { PlanCards } from "~/components/marketing/plan-cards";
import {
  ACTIVE_USER_DEFINITION,
  PLANS,
  PRICING_CHANGE_NOTICE_DAYS,
  PRICING_FAQ,
  WITHDRAWAL_OPTIONS,
} from "~/content/pricing";
import { pageMeta } from "~/content/site";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Pricing",
    "The core platform is free forever with unlimited referees. Pro Accounting is $5 per active user per month. Enterprise consulting on request.",
  );

export default function Pricing() {
  return (
    <>
      <PageHeader
        eyebrow="Pricing"
        title="Free forever. Pay only for extras."
        lead="Unlimited referees, smart scheduling and notifications cost nothing. No credit card required."
      />
      <Section id="plans" title="Plans">
        <PlanCards plans={PLANS} />
        <div className="mx-auto mt-8 max-w-2xl space-y-1 text-center text-sm text-muted-foreground">
          <p>{ACTIVE_USER_DEFINITION}</p>
          <p>Payment is monthly, in advance. Pricing changes come with {PRICING_CHANGE_NOTICE_DAYS} days notice.</p>
        </div>
      </Section>

      <Section id="withdrawals" title="Referee withdrawals" className="pt-0">
        <ul className="mx-auto grid max-w-3xl gap-6 sm:grid-cols-2">
          {WITHDRAWAL_OPTIONS.map((option) => (
            <li key={option.name} className="rounded-lg border bg-card p-6 text-card-foreground shadow-sm">
              <h3 className="text-lg font-semibold">{option.name}</h3>
              <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
                <dt className="text-muted-foreground">Arrives</dt>
                <dd className="font-medium">{option.timing}</dd>
                <dt className="text-muted-foreground">Fee</dt>
                <dd className="font-medium">{option.fee}</dd>
              </dl>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="faq" title="Frequently asked questions" className="pt-0">
        <div className="mx-auto flex max-w-3xl flex-col gap-3">
          {PRICING_FAQ.map((entry) => (
            <details key={entry.question} className="group rounded-lg border bg-card p-4 text-card-foreground">
              <summary className="cursor-pointer font-medium">{entry.question}</summary>
              <p className="mt-3 text-muted-foreground">{entry.answer}</p>
            </details>
          ))}
        </div>
      </Section>
      <CallToAction />
    </>
  );
}
