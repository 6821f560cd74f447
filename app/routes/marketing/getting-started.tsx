import { Clock } from "lucide-react";
import type { Route } from "./+types/getting-started";
import { LinkButtons, PageHeader, Section } from "~/components/marketing/page";
import { AVERAGE_SETUP_MINUTES, MAX_SETUP_MINUTES, SETUP_STEPS, stepDuration } from "~/content/getting-started";
import { GET_STARTED_HREF, pageMeta } from "~/content/site";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Getting Started",
    `Set up Whistle in five steps: create an account, add referees, create a game, assign referees and notify them. Average setup ${AVERAGE_SETUP_MINUTES} minutes.`,
  );

export default function GettingStarted() {
  return (
    <>
      <PageHeader
        eyebrow="Getting started"
        title="Up and running in five steps"
        lead={`Average setup time is ${AVERAGE_SETUP_MINUTES} minutes, and always under ${MAX_SETUP_MINUTES}.`}
      />
      <Section id="steps" title="Your first games, step by step">
        <ol className="mx-auto flex max-w-3xl flex-col gap-4">
          {SETUP_STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-4 rounded-lg border bg-card p-6 text-card-foreground shadow-sm">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <div className="flex flex-1 flex-col gap-1">
                <h3 className="text-lg font-semibold">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="text-sm text-muted-foreground">{step.description}</p>
              </div>
              <p className="flex shrink-0 items-center gap-1 self-start text-sm font-medium">
                <Clock aria-hidden="true" className="size-4" />
                {stepDuration(step)}
              </p>
            </li>
          ))}
        </ol>
        <p className="mt-8 text-center text-lg">
          Average setup: <strong>{AVERAGE_SETUP_MINUTES} minutes</strong> (under {MAX_SETUP_MINUTES}).
        </p>
        <LinkButtons
          primary={{ href: GET_STARTED_HREF, label: "Get Started Free" }}
          secondary={{ href: "/help-center", label: "Visit the Help Center" }}
          className="mt-6"
        />
      </Section>
    </>
  );
}
