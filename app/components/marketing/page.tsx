import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/utils";
import type { SiteLink, TextCard } from "~/content/site";

/** The top of every marketing page: its one h1 and a lead paragraph. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <section className="border-b bg-muted/40">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-4 px-4 py-16 text-center">
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p> : null}
        <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {lead ? <p className="max-w-2xl text-lg text-pretty text-muted-foreground">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}

/** A page section with an h2 and optional intro. */
export function Section({
  title,
  intro,
  id,
  className,
  children,
}: {
  title?: string;
  intro?: string;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={cn("mx-auto max-w-6xl px-4 py-16", className)}
    >
      {title ? (
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight">
            {title}
          </h2>
          {intro ? <p className="mt-3 text-muted-foreground">{intro}</p> : null}
        </div>
      ) : null}
      {children}
    </section>
  );
}

/** Long-form text (legal pages, posts, articles) at a readable width. */
export function Prose({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div
      className={cn(
        "mx-auto max-w-3xl px-4 py-12 [&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_p]:mb-4 [&_p]:leading-7",
        className,
      )}
    >
      {children}
    </div>
  );
}

/** Cards of a title and a sentence, in a grid; `columns` says how many per row at which width. */
export function TextCards({ cards, columns }: { cards: readonly TextCard[]; columns: string }) {
  return (
    <ul className={cn("grid gap-6", columns)}>
      {cards.map((card) => (
        <li key={card.title} className="rounded-lg border bg-card p-6 text-card-foreground shadow-sm">
          <h3 className="text-lg font-semibold">{card.title}</h3>
          <p className="mt-2 text-sm text-muted-foreground">{card.description}</p>
        </li>
      ))}
    </ul>
  );
}

/** A page's two calls to action side by side: the main one filled, the other outlined. */
export function LinkButtons({
  primary,
  secondary,
  className,
}: {
  primary: SiteLink;
  secondary: SiteLink;
  className?: string;
}) {
  return (
    <div className={cn(className, "flex flex-wrap justify-center gap-3")}>
      <Button asChild size="lg">
        <Link to={primary.href}>{primary.label}</Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link to={secondary.href}>{secondary.label}</Link>
      </Button>
    </div>
  );
}
