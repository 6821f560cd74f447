import type { Route } from "./+types/why-free";
import { CallToAction } from "~/components/marketing/call-to-action";
import { PageHeader, Section } from "~/components/marketing/page";
import { pageMeta } from "~/content/site";
import { BELIEFS, MISSION, PROMISE, REVENUE_SOURCES } from "~/content/why-free";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Why Free",
    "Why Whistle's core platform is free forever, what we believe, how we make money and the promise we make to leagues.",
  );

export default function WhyFree() {
  return (
    <>
      <PageHeader
        eyebrow="Why free"
        title="Why Whistle is free"
        lead="No trial, no catch: the core platform is free forever. Here is why, and how we pay the bills."
      />
      <Section id="mission" title="Our mission">
        <p className="mx-auto max-w-3xl text-center text-lg leading-8">{MISSION}</p>
      </Section>
      <Section id="beliefs" title="What we believe" className="pt-0">
        <ul className="grid gap-6 sm:grid-cols-2">
          {BELIEFS.map((belief) => (
            <li key={belief.title} className="rounded-lg border bg-card p-6 text-card-foreground shadow-sm">
              <h3 className="text-lg font-semibold">{belief.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{belief.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="revenue" title="How we make money" className="pt-0">
        <ul className="grid gap-6 md:grid-cols-3">
          {REVENUE_SOURCES.map((source) => (
            <li key={source.title} className="rounded-lg border bg-card p-6 text-card-foreground shadow-sm">
              <h3 className="text-lg font-semibold">{source.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{source.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="promise" title="Our promise" className="pt-0">
        <p className="mx-auto max-w-3xl rounded-lg border-2 border-primary bg-card p-6 text-center text-lg leading-8 text-card-foreground">
          {PROMISE}
        </p>
      </Section>
      <CallToAction />
    </>
  );
}
