import { Form, Link } from "react-router";
import { PageHeader, Section } from "~/components/marketing/page";
import { Button } from "~/components/ui/button";
import { useT } from "~/i18n/react";

/**
 * The page behind a status-email link (decision 0056): opening it changes nothing (mail scanners open
 * links), the button posts; then the outcome, or why the link no longer works.
 */
export function StatusLinkPage({
  title,
  live,
  outcome,
  explanation,
  button,
  done,
}: {
  title: string;
  /** Whether the link still works, as the loader found it. */
  live: boolean;
  /** What the button's post answered, if it was pressed. */
  outcome: { ok: true } | { ok: false; message: string } | undefined;
  explanation: string;
  button: string;
  done: string;
}) {
  const t = useT();
  const problem = outcome && !outcome.ok ? outcome.message : !live ? t("public.status.linkGone") : null;
  return (
    <>
      <PageHeader eyebrow={t("public.status.eyebrow")} title={title} />
      <Section>
        <div className="mx-auto flex max-w-xl flex-col items-center gap-4 text-center" aria-live="polite">
          {outcome?.ok ? (
            <p className="text-lg font-medium">{done}</p>
          ) : problem ? (
            <p className="text-lg font-medium text-destructive">{problem}</p>
          ) : (
            <>
              <p className="text-muted-foreground">{explanation}</p>
              <Form method="post">
                <Button type="submit">{button}</Button>
              </Form>
            </>
          )}
          <Link to="/system-status" className="text-sm underline underline-offset-4">
            {t("public.status.backToStatus")}
          </Link>
        </div>
      </Section>
    </>
  );
}
