/**
 * The discipline export (issue 22, decision 0083): two dates and a button that downloads every caution and
 * send-off of the range as CSV. A plain GET form, so the browser downloads the file (no client navigation).
 */
import { Download } from "lucide-react";
import { TextField } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import { useT } from "~/i18n/react";

export const DISCIPLINE_EXPORT_PATH = "/assignor/reports/discipline.csv";

export function DisciplineExportForm({ from, to }: { from: string; to: string }) {
  const t = useT();
  return (
    <form method="get" action={DISCIPLINE_EXPORT_PATH} aria-labelledby="discipline-export-title" className="grid gap-3">
      <h2 id="discipline-export-title" className="text-lg font-semibold">
        {t("reportsOut.discipline.title")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("reportsOut.discipline.description")}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id="discipline-from"
          type="date"
          name="from"
          label={t("reportsOut.discipline.from")}
          defaultValue={from}
          required
        />
        <TextField
          id="discipline-to"
          type="date"
          name="to"
          label={t("reportsOut.discipline.to")}
          defaultValue={to}
          required
        />
      </div>
      <div>
        <Button type="submit" variant="outline">
          <Download aria-hidden="true" />
          {t("reportsOut.discipline.download")}
        </Button>
      </div>
    </form>
  );
}
