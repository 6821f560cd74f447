import type { Route } from "./+types/why-free";
import { CallToAction } from "~/components/marketing/call-to-action";
import { PageHeader, Section, TextCards } from "~/components/marketing/page";
import { contentMeta } from "~/content/site";
import { WHY_FREE_CONTENT } from "~/content/why-free";
import { getLocale } from "~/server/locale.server";

/** The page in the request's language only (issue 19). */
export function loader({ context }: Route.LoaderArgs) {
  return { content: WHY_FREE_CONTENT[getLocale(context)] };
}

export const meta: Route.MetaFunction = ({ loaderData }) => contentMeta(loaderData);

export default function WhyFree({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  return (
    <>
      <PageHeader eyebrow={content.eyebrow} title={content.title} lead={content.lead} />
      <Section id="mission" title={content.missionTitle}>
        <p className="mx-auto max-w-3xl text-center text-lg leading-8">{content.mission}</p>
      </Section>
      <Section id="beliefs" title={content.beliefsTitle} className="pt-0">
        <TextCards cards={content.beliefs} columns="sm:grid-cols-2" />
      </Section>
      <Section id="revenue" title={content.revenueTitle} className="pt-0">
        <TextCards cards={content.revenue} columns="md:grid-cols-3" />
      </Section>
      <Section id="promise" title={content.promiseTitle} className="pt-0">
        <p className="mx-auto max-w-3xl rounded-lg border-2 border-primary bg-card p-6 text-center text-lg leading-8 text-card-foreground">
          {content.promise}
        </p>
      </Section>
      <CallToAction />
    </>
  );
}
