import type { Route } from "./+types/about";
import { CallToAction } from "~/components/marketing/call-to-action";
import { PageHeader, Section, TextCards } from "~/components/marketing/page";
import { ABOUT_STORY, ABOUT_VALUES, TEAM } from "~/content/about";
import { pageMeta } from "~/content/site";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "About",
    "Whistle was started by a volunteer assignor to make referee scheduling fast, mobile and free for every league.",
  );

export default function About() {
  return (
    <>
      <PageHeader
        eyebrow="About us"
        title="Built on the sideline, for the people who run the game"
        lead="We make referee management simple and free, so leagues can spend their time and money on the sport."
      />
      <Section id="story" title="Our story">
        <div className="mx-auto max-w-3xl space-y-4 text-lg leading-8">
          {ABOUT_STORY.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section id="values" title="What we value" className="pt-0">
        <TextCards cards={ABOUT_VALUES} columns="md:grid-cols-3" />
      </Section>
      <Section id="team" title="The team" className="pt-0">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TEAM.map((member) => (
            <li
              key={member.name}
              className="flex flex-col items-center gap-3 rounded-lg border bg-card p-6 text-center text-card-foreground"
            >
              <span
                aria-hidden="true"
                className="flex size-16 items-center justify-center rounded-full bg-secondary text-lg font-semibold text-secondary-foreground"
              >
                {member.initials}
              </span>
              <span className="font-semibold">{member.name}</span>
              <span className="text-sm text-muted-foreground">{member.role}</span>
            </li>
          ))}
        </ul>
      </Section>
      <CallToAction />
    </>
  );
}
