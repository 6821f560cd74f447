import { Link } from "react-router";
import type { Route } from "./+types/features";
import { CallToAction } from "~/components/marketing/call-to-action";
import { FeatureGrid } from "~/components/marketing/feature-grid";
import { PageHeader } from "~/components/marketing/page";
import { buttonVariants } from "~/components/ui/button";
import { FEATURES_CONTENT, featuresIn, isFeatureCategory, type FeatureCategory } from "~/content/features";
import { contentMeta } from "~/content/site";
import { useT } from "~/i18n/react";
import { getLocale } from "~/server/locale.server";

export function loader({ request, context }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get("category");
  // An unknown category shows everything rather than an empty page.
  const category: FeatureCategory = isFeatureCategory(requested) ? requested : "all";
  const { features, ...content } = FEATURES_CONTENT[getLocale(context)];
  // Only the features shown travel to the browser, in the request's language (issue 19).
  return { category, content, features: featuresIn(category, features) };
}

/** The filter's categories, in their order (the keys of the labels the loader sent). */
function categoriesOf(labels: Record<FeatureCategory, string>): FeatureCategory[] {
  return Object.keys(labels) as FeatureCategory[];
}

export const meta: Route.MetaFunction = ({ loaderData }) => contentMeta(loaderData);

function categoryHref(category: FeatureCategory) {
  return category === "all" ? "/features" : `/features?category=${category}`;
}

export default function Features({ loaderData }: Route.ComponentProps) {
  const { category, content, features } = loaderData;
  const t = useT();
  const label = content.categoryLabels[category];
  return (
    <>
      <PageHeader eyebrow={content.eyebrow} title={content.title} lead={content.lead} />
      <section aria-labelledby="feature-list-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="feature-list-heading" className="sr-only">
          {category === "all"
            ? t("public.features.allHeading")
            : t("public.features.categoryHeading", { category: label })}
        </h2>
        {/* Plain links: the filter works without JavaScript and a filtered view can be shared. */}
        <nav aria-label={content.filterLabel} className="mb-8">
          <ul className="flex flex-wrap justify-center gap-2">
            {categoriesOf(content.categoryLabels).map((option) => (
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
                  {content.categoryLabels[option]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mb-6 text-center text-sm text-muted-foreground" aria-live="polite">
          {category === "all"
            ? t("public.features.showing", { count: features.length })
            : t("public.features.showingIn", { count: features.length, category: label })}
        </p>
        <FeatureGrid features={features} />
      </section>
      <CallToAction />
    </>
  );
}
