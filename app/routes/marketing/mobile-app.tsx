import { Star } from "lucide-react";
import type { Route } from "./+types/mobile-app";
import { PageHeader, Section, TextCards } from "~/components/marketing/page";
import { APP_STORES, MOBILE_APP_CONTENT } from "~/content/mobile-app";
import { claimsIn, contentMeta } from "~/content/site";
import { useT } from "~/i18n/react";
import { getLocale } from "~/server/locale.server";

/** The page in the request's language only (issue 19). */
export function loader({ context }: Route.LoaderArgs) {
  const locale = getLocale(context);
  return { content: MOBILE_APP_CONTENT[locale], claims: claimsIn(locale), stores: APP_STORES };
}

export const meta: Route.MetaFunction = ({ loaderData }) => contentMeta(loaderData);

export default function MobileApp({ loaderData }: Route.ComponentProps) {
  const { content, claims, stores } = loaderData;
  const t = useT();
  return (
    <>
      <PageHeader eyebrow={content.eyebrow} title={content.title} lead={content.lead}>
        <ul className="flex flex-wrap justify-center gap-3" aria-label={content.downloadsLabel}>
          {stores.map((store) => (
            <li
              key={store.name}
              className="flex flex-col items-start rounded-lg border bg-card px-5 py-2 text-left text-card-foreground"
            >
              <span className="text-base font-semibold">{store.name}</span>
              <span className="text-xs text-muted-foreground">
                {t("public.mobileApp.comingSoon", { platform: store.platform })}
              </span>
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">{content.notYetPublished}</p>
      </PageHeader>
      <section aria-label={content.ratingsLabel} className="border-b">
        <dl className="mx-auto grid max-w-2xl grid-cols-2 gap-6 px-4 py-10 text-center">
          <div className="flex flex-col-reverse gap-1">
            <dt className="text-sm text-muted-foreground">{content.averageRating}</dt>
            <dd className="flex items-center justify-center gap-1 text-3xl font-bold">
              {claims.appRating}
              <Star aria-hidden="true" className="size-6 fill-current text-warning" />
            </dd>
          </div>
          <div className="flex flex-col-reverse gap-1">
            <dt className="text-sm text-muted-foreground">{content.downloads}</dt>
            <dd className="text-3xl font-bold">{claims.appDownloads}</dd>
          </div>
        </dl>
      </section>
      <Section id="app-features" title={content.featuresTitle}>
        <TextCards cards={content.features} columns="sm:grid-cols-2" />
      </Section>
    </>
  );
}
