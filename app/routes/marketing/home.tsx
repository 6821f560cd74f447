import { Check } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { CallToAction } from "~/components/marketing/call-to-action";
import { FeatureGrid } from "~/components/marketing/feature-grid";
import { LinkButtons, Section } from "~/components/marketing/page";
import { PlanCards } from "~/components/marketing/plan-cards";
import { TestimonialCards } from "~/components/marketing/testimonial-cards";
import { FEATURES_CONTENT } from "~/content/features";
import { HOME_CONTENT } from "~/content/home";
import { PRICING_CONTENT } from "~/content/pricing";
import { claimsIn, GET_STARTED_HREF } from "~/content/site";
import { TESTIMONIALS_CONTENT } from "~/content/testimonials";
import { getLocale } from "~/server/locale.server";

/** The page's words in the request's language only (issue 19): the other languages stay on the server. */
export function loader({ context }: Route.LoaderArgs) {
  const locale = getLocale(context);
  return {
    content: HOME_CONTENT[locale],
    claims: claimsIn(locale),
    features: FEATURES_CONTENT[locale].features.slice(0, 6),
    testimonials: TESTIMONIALS_CONTENT[locale],
    plans: PRICING_CONTENT[locale].plans,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [{ title: loaderData.content.meta.title }, { name: "description", content: loaderData.content.meta.description }]
    : [];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { content, claims, features, testimonials, plans } = loaderData;
  const stats = [
    { value: claims.appRating, label: content.stats.appRating },
    { value: claims.appDownloads, label: content.stats.downloads },
    { value: claims.uptime, label: content.stats.uptime },
    { value: claims.support, label: content.stats.support },
  ];
  return (
    <>
      <section className="border-b bg-muted/40">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-20 text-center">
          <p className="rounded-full border bg-background px-3 py-1 text-sm font-medium">{content.badge}</p>
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-6xl">{content.title}</h1>
          <p className="max-w-2xl text-lg text-pretty text-muted-foreground">{content.lead}</p>
          <LinkButtons
            primary={{ href: GET_STARTED_HREF, label: content.getStarted }}
            secondary={{ href: "/features", label: content.seeFeatures }}
          />
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-muted-foreground">
            {content.heroPoints.map((point) => (
              <li key={point} className="flex items-center gap-1.5">
                <Check aria-hidden="true" className="size-4 text-primary" />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-label={content.statsLabel} className="border-b">
        <dl className="mx-auto grid max-w-4xl grid-cols-2 gap-6 px-4 py-10 text-center sm:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse gap-1">
              <dt className="text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="text-3xl font-bold">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Section id="features" title={content.featuresTitle} intro={content.featuresIntro}>
        <FeatureGrid features={features} />
        <p className="mt-8 text-center">
          <Link to="/features" className="font-medium text-primary underline underline-offset-4">
            {content.exploreFeatures}
          </Link>
        </p>
      </Section>

      <section aria-labelledby="testimonials-heading" className="bg-muted/40">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="testimonials-heading" className="mb-10 text-center text-3xl font-bold tracking-tight">
            {content.testimonialsTitle}
          </h2>
          <TestimonialCards testimonials={testimonials} />
        </div>
      </section>

      <Section id="pricing" title={content.pricingTitle} intro={content.pricingIntro}>
        <PlanCards plans={plans} />
        <p className="mt-8 text-center">
          <Link to="/pricing" className="font-medium text-primary underline underline-offset-4">
            {content.comparePlans}
          </Link>
        </p>
      </Section>

      <CallToAction />
    </>
  );
}
