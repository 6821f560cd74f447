import type { Route } from "./+types/pricing";
import { CallToAction } from "~/components/marketing/call-to-action";
import { PageHeader, Section } from "~/components/marketing/page";
import { PlanCards } from "~/components/marketing/plan-cards";
import { PRICING_CONTENT } from "~/content/pricing";
import { contentMeta } from "~/content/site";
import { getLocale } from "~/server/locale.server";

/** The page in the request's language only (issue 19). */
export function loader({ context }: Route.LoaderArgs) {
  return { content: PRICING_CONTENT[getLocale(context)] };
}

export const meta: Route.MetaFunction = ({ loaderData }) => contentMeta(loaderData);

export default function Pricing({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  return (
    <>
      <PageHeader eyebrow={content.eyebrow} title={content.title} lead={content.lead} />
      <Section id="plans" title={content.plansTitle}>
        <PlanCards plans={content.plans} />
        <div className="mx-auto mt-8 max-w-2xl space-y-1 text-center text-sm text-muted-foreground">
          <p>{content.activeUserDefinition}</p>
          <p>{content.billingNote}</p>
        </div>
      </Section>

      <Section id="withdrawals" title={content.withdrawalsTitle} className="pt-0">
        <ul className="mx-auto grid max-w-3xl gap-6 sm:grid-cols-2">
          {content.withdrawals.map((option) => (
            <li key={option.name} className="rounded-lg border bg-card p-6 text-card-foreground shadow-sm">
              <h3 className="text-lg font-semibold">{option.name}</h3>
              <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
                <dt className="text-muted-foreground">{content.arrives}</dt>
                <dd className="font-medium">{option.timing}</dd>
                <dt className="text-muted-foreground">{content.fee}</dt>
                <dd className="font-medium">{option.fee}</dd>
              </dl>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="faq" title={content.faqTitle} className="pt-0">
        <div className="mx-auto flex max-w-3xl flex-col gap-3">
          {content.faq.map((entry) => (
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
