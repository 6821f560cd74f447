import { Star } from "lucide-react";
import type { Route } from "./+types/mobile-app";
import { PageHeader, Section, TextCards } from "~/components/marketing/page";
import { APP_STORES, MOBILE_FEATURES } from "~/content/mobile-app";
import { CLAIMS, pageMeta } from "~/content/site";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Mobile App",
    "Free Whistle apps for iOS and Android: accept games, update availability offline and get reminders on the go.",
  );

export default function MobileApp() {
  return (
    <>
      <PageHeader
        eyebrow="Mobile app"
        title="Whistle in your pocket"
        lead="Free iOS and Android apps for referees and assignors. Accept games, update availability and get reminders wherever you are."
      >
        <ul className="flex flex-wrap justify-center gap-3" aria-label="Downloads">
          {APP_STORES.map((store) => (
            <li
              key={store.name}
              className="flex flex-col items-start rounded-lg border bg-card px-5 py-2 text-left text-card-foreground"
            >
              <span className="text-base font-semibold">{store.name}</span>
              <span className="text-xs text-muted-foreground">{store.platform} app: coming soon</span>
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">
          The apps are not in the stores yet. Until they are, Whistle works in any phone browser.
        </p>
      </PageHeader>
      <section aria-label="Ratings" className="border-b">
        <dl className="mx-auto grid max-w-2xl grid-cols-2 gap-6 px-4 py-10 text-center">
          <div className="flex flex-col-reverse gap-1">
            <dt className="text-sm text-muted-foreground">Average rating</dt>
            <dd className="flex items-center justify-center gap-1 text-3xl font-bold">
              {CLAIMS.appRating}
              <Star aria-hidden="true" className="size-6 fill-current text-warning" />
            </dd>
          </div>
          <div className="flex flex-col-reverse gap-1">
            <dt className="text-sm text-muted-foreground">Downloads</dt>
            <dd className="text-3xl font-bold">{CLAIMS.appDownloads}</dd>
          </div>
        </dl>
      </section>
      <Section id="app-features" title="Made for match day">
        <TextCards cards={MOBILE_FEATURES} columns="sm:grid-cols-2" />
      </Section>
    </>
  );
}
