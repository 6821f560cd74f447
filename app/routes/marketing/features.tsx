import { Link } from "react-router";
import type { Route } from "./+types/features";
import { CallToAction } from "~/components/marketing/call-to-action";
import { FeatureGrid } from "~/components/marketing/feature-grid";
import { PageHeader } from "~/components/marketing/page";
import { buttonVariants } from "~/components/ui/button";
import {
  FEATURE_CATEGORIES,
  FEATURE_CATEGORY_LABELS,
  featuresIn,
  isFeatureCategory,
  type FeatureCategory,
} from "~/content/features";
import { pageMeta } from "~/content/site";

export function loader({ request }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get("category");
  // An unknown category shows everything rather than an empty page.
  const category: FeatureCategory = isFeatureCategory(requested) ? requested : "all";
  return { category };
}

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Features",
    "Smart scheduling, AI assignment suggestions, real-time notifications, payment tracking and analytics for referee assignors.",
  );

function categoryHref(category: FeatureCategory) {
  return category === "all" ? "/features" : `/features?category=${category}`;
}

export default function Features({ loaderData }: Route.ComponentProps) {
  const { category } = loaderData;
  const features = featuresIn(category);
  return (
    <>
      <PageHeader
        eyebrow="Features"
        title="Everything you need to manage referees"
        lead="Scheduling, assignments, communication and analytics in one free platform."
      />
      <section aria-labelledby="feature-list-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="feature-list-heading" className="sr-only">
          {category === "all" ? "All features" : `${FEATURE_CATEGORY_LABELS[category]} features`}
        </h2>
        {/* Plain links: the filter works without JavaScript and a filtered view can be shared. */}
        <nav aria-label="Feature categories" className="mb-8">
          <ul className="flex flex-wrap justify-center gap-2">
            {FEATURE_CATEGORIES.map((option) => (
              <li key={option}>
                <Link
                  to={categoryHref(option)}
                  preventScrollReset
                  aria-current={option === category ? "page" : undefined}
                  className={buttonVariants({
                    variant: option === category ? "default" : "outline",
                    size: "sm",
                    className: "rounded-full",
                  })}
                >
                  {FEATURE_CATEGORY_LABELS[option]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mb-6 text-center text-sm text-muted-foreground" aria-live="polite">
          Showing {features.length} {features.length === 1 ? "feature" : "features"}
          {category === "all" ? "" : ` in ${FEATURE_CATEGORY_LABELS[category]}`}
        </p>
        <FeatureGrid features={features} />
      </section>
      <CallToAction />
    </>
  );
}
