import { Check } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { CallToAction } from "~/components/marketing/call-to-action";
import { FeatureGrid } from "~/components/marketing/feature-grid";
import { LinkButtons, Section } from "~/components/marketing/page";
import { PlanCards } from "~/components/marketing/plan-cards";
import { TestimonialCards } from "~/components/marketing/testimonial-cards";
import { FEATURES } from "~/content/features";
import { PLANS } from "~/content/pricing";
import { CLAIMS, GET_STARTED_HREF, SITE_NAME } from "~/content/site";
import { TESTIMONIALS } from "~/content/testimonials";

export const meta: Route.MetaFunction = () => [
  { title: `${SITE_NAME} — referee management for sports leagues` },
  {
    name: "description",
    content:
      "Schedule games, assign referees and keep every official in the loop. Free forever for leagues of any size, set up in 2 minutes.",
  },
];

const HERO_POINTS = ["Free forever, no limits", `Set up in ${CLAIMS.setupMinutes} minutes`, "No credit card required"];

const STATS = [
  { value: CLAIMS.appRating, label: "App rating" },
  { value: CLAIMS.appDownloads, label: "Downloads" },
  { value: CLAIMS.uptime, label: "Uptime" },
  { value: CLAIMS.support, label: "Support" },
];

export default function Home() {
  return (
    <>
      <section className="border-b bg-muted/40">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-20 text-center">
          <p className="rounded-full border bg-background px-3 py-1 text-sm font-medium">
            The core platform is free forever
          </p>
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-6xl">
            Referee management that just works
          </h1>
          <p className="max-w-2xl text-lg text-pretty text-muted-foreground">
            Assignors schedule games and assign referees in minutes. Referees see their games, accept or decline them,
            keep their availability and track their earnings, from any phone.
          </p>
          <LinkButtons
            primary={{ href: GET_STARTED_HREF, label: "Get Started Free" }}
            secondary={{ href: "/features", label: "See Features" }}
          />
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-muted-foreground">
            {HERO_POINTS.map((point) => (
              <li key={point} className="flex items-center gap-1.5">
                <Check aria-hidden="true" className="size-4 text-primary" />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-label="Whistle in numbers" className="border-b">
        <dl className="mx-auto grid max-w-4xl grid-cols-2 gap-6 px-4 py-10 text-center sm:grid-cols-4">
          {STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse gap-1">
              <dt className="text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="text-3xl font-bold">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Section
        id="features"
        title="Everything you need to run your officials"
        intro="From the first game of the season to the last payout, in one place."
      >
        <FeatureGrid features={FEATURES.slice(0, 6)} />
        <p className="mt-8 text-center">
          <Link to="/features" className="font-medium text-primary underline underline-offset-4">
            Explore all features
          </Link>
        </p>
      </Section>

      <section aria-labelledby="testimonials-heading" className="bg-muted/40">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="testimonials-heading" className="mb-10 text-center text-3xl font-bold tracking-tight">
            Loved by leagues and officials
          </h2>
          <TestimonialCards testimonials={TESTIMONIALS} />
        </div>
      </section>

      <Section
        id="pricing"
        title="Simple, honest pricing"
        intro="The core platform is free forever. Pay only for extras you choose."
      >
        <PlanCards plans={PLANS} />
        <p className="mt-8 text-center">
          <Link to="/pricing" className="font-medium text-primary underline underline-offset-4">
            Compare plans and read the pricing FAQ
          </Link>
        </p>
      </Section>

      <CallToAction />
    </>
  );
}
