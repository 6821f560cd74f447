import { Trans } from "@lingui/react";
import { Clock } from "lucide-react";
import type { Route } from "./+types/getting-started";
import { LinkButtons, PageHeader, Section } from "~/components/marketing/page";
import { AVERAGE_SETUP_MINUTES, GETTING_STARTED_CONTENT, MAX_SETUP_MINUTES } from "~/content/getting-started";
import { contentMeta, GET_STARTED_HREF } from "~/content/site";
import { useT } from "~/i18n/react";
import { getLocale } from "~/server/locale.server";

/** The page in the request's language only (issue 19). */
export function loader({ context }: Route.LoaderArgs) {
  return {
    content: GETTING_STARTED_CONTENT[getLocale(context)],
    average: AVERAGE_SETUP_MINUTES,
    max: MAX_SETUP_MINUTES,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => contentMeta(loaderData);

export default function GettingStarted({ loaderData }: Route.ComponentProps) {
  const { content, average, max } = loaderData;
  const t = useT();
  return (
    <>
      <PageHeader
        eyebrow={content.eyebrow}
        title={content.title}
        lead={t("public.gettingStarted.lead", { average, max })}
      />
      <Section id="steps" title={content.stepsTitle}>
        <ol className="mx-auto flex max-w-3xl flex-col gap-4">
          {content.steps.map((step, index) => (
            <li key={step.title} className="flex gap-4 rounded-lg border bg-card p-6 text-card-foreground shadow-sm">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <div className="flex flex-1 flex-col gap-1">
                <h3 className="text-lg font-semibold">
                  <span className="sr-only">{`${t("public.gettingStarted.step", { number: index + 1 })} `}</span>
                  {step.title}
                </h3>
                <p className="text-sm text-muted-foreground">{step.description}</p>
              </div>
              <p className="flex shrink-0 items-center gap-1 self-start text-sm font-medium">
                <Clock aria-hidden="true" className="size-4" />
                {step.minutes === null
                  ? t("public.gettingStarted.instant")
                  : t("public.gettingStarted.minutes", { minutes: step.minutes })}
              </p>
            </li>
          ))}
        </ol>
        <p className="mt-8 text-center text-lg">
          <Trans id="public.gettingStarted.average" values={{ average, max }} components={{ 0: <strong /> }} />
        </p>
        <LinkButtons
          primary={{ href: GET_STARTED_HREF, label: content.getStarted }}
          secondary={{ href: "/help-center", label: content.helpCenter }}
          className="mt-6"
        />
      </Section>
    </>
  );
}
