import type { ReactNode } from "react";
import type { LegalSection } from "~/content/legal";
import { formatPostDate } from "~/content/blog";
import { PageHeader, Prose } from "./page";

export function LegalPage({
  title,
  lead,
  lastUpdated,
  sections,
  children,
}: {
  title: string;
  lead: string;
  lastUpdated?: string;
  sections: readonly LegalSection[];
  children?: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <Prose>
        {lastUpdated ? (
          <p className="text-sm text-muted-foreground">
            Last updated <time dateTime={lastUpdated}>{formatPostDate(lastUpdated)}</time>
          </p>
        ) : null}
        {sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
        {children}
      </Prose>
    </>
  );
}
