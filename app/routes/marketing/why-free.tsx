import type { Route } from "./+types/why-free";
import { CallToAction } from "~/components/marketing/call-to-action";
import { PageHeader, Section, TextCards } from "~/components/marketing/page";
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
        <TextCards cards={BELIEFS} columns="sm:grid-cols-2" />
      </Section>
      <Section id="revenue" title="How we make money" className="pt-0">
        <TextCards cards={REVENUE_SOURCES} columns="md:grid-cols-3" />
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
