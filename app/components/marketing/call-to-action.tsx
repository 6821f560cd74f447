import { Link } from "react-router";
import { CLAIMS, GET_STARTED_HREF } from "~/content/site";
import { Button } from "~/components/ui/button";
import { useT } from "~/i18n/react";

/** The closing band: a last nudge to sign up. */
export function CallToAction() {
  const t = useT();
  return (
    <section aria-labelledby="cta-heading" className="bg-primary text-primary-foreground">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-4 px-4 py-16 text-center">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">
          {t("public.cta.title")}
        </h2>
        <p className="text-lg">{t("public.cta.text", { minutes: CLAIMS.setupMinutes })}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg" variant="secondary">
            <Link to={GET_STARTED_HREF}>{t("public.cta.getStartedFree")}</Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-primary-foreground bg-transparent text-primary-foreground hover:bg-primary-foreground hover:text-primary"
          >
            <Link to="/contact?topic=demo">{t("public.cta.scheduleDemo")}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
