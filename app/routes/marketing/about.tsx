import type { Route } from "./+types/about";
import { CallToAction } from "~/components/marketing/call-to-action";
import { PageHeader, Section, TextCards } from "~/components/marketing/page";
import { ABOUT_CONTENT } from "~/content/about";
import { contentMeta } from "~/content/site";
import { getLocale } from "~/server/locale.server";

/** The page in the request's language only (issue 19). */
export function loader({ context }: Route.LoaderArgs) {
  return { content: ABOUT_CONTENT[getLocale(context)] };
}

export const meta: Route.MetaFunction = ({ loaderData }) => contentMeta(loaderData);

export default function About({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  return (
    <>
      <PageHeader eyebrow={content.eyebrow} title={content.title} lead={content.lead} />
      <Section id="story" title={content.storyTitle}>
        <div className="mx-auto max-w-3xl space-y-4 text-lg leading-8">
          {content.story.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section id="values" title={content.valuesTitle} className="pt-0">
        <TextCards cards={content.values} columns="md:grid-cols-3" />
      </Section>
      <Section id="team" title={content.teamTitle} className="pt-0">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {content.team.map((member) => (
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
