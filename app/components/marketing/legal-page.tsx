import type { ReactNode } from "react";
import { Trans } from "@lingui/react";
import type { LegalDocument } from "~/content/legal";
import { PageHeader, Prose } from "./page";

/** A date the loader worded in the page's language, with its ISO form for `<time dateTime>`. */
export type WordedDate = { iso: string; label: string };

/** A legal page (Security, Terms, Privacy) from its loader's text, in the page's language. */
export function LegalPage({
  page,
  lastUpdated,
  children,
}: {
  page: LegalDocument;
  lastUpdated?: WordedDate;
  children?: ReactNode;
}) {
  return (
    <>
      <PageHeader title={page.title} lead={page.lead} />
      <Prose>
        {lastUpdated ? (
          <p className="text-sm text-muted-foreground">
            <Trans
              id="publicProse.legal.lastUpdated"
              values={{ date: lastUpdated.label }}
              components={{ 0: <time dateTime={lastUpdated.iso} /> }}
            />
          </p>
        ) : null}
        {page.sections.map((section) => (
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
