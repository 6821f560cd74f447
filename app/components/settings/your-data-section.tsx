/**
 * "Your data" (issue 18, decision 0057), in both portals' settings: Download my data (a ZIP from
 * /account/export) and Delete my account (the confirmation page, /account/delete, which says what deleting
 * does before anything happens). Plain links, so both work without JavaScript.
 */
import { Download, Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { useT } from "~/i18n/react";

export const ACCOUNT_EXPORT_PATH = "/account/export";
export const ACCOUNT_DELETE_PATH = "/account/delete";

export function YourDataSection({ headingLevel = "h2" }: { headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  const t = useT();
  return (
    <section aria-labelledby="your-data-heading" className="grid gap-3">
      <div>
        <Heading id="your-data-heading" className="text-lg font-semibold">
          {t("settings.yourData.title")}
        </Heading>
        <p className="text-sm text-muted-foreground">{t("settings.yourData.description")}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          {/* A file, not a page: the browser downloads it instead of the router navigating. */}
          <a href={ACCOUNT_EXPORT_PATH} download>
            <Download aria-hidden="true" />
            {t("settings.yourData.download")}
          </a>
        </Button>
        <Button asChild variant="destructive">
          <a href={ACCOUNT_DELETE_PATH}>
            <Trash2 aria-hidden="true" />
            {t("settings.yourData.delete")}
          </a>
        </Button>
      </div>
    </section>
  );
}
