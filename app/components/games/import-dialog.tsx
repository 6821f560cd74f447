import { useEffect } from "react";
import { Upload } from "lucide-react";
import type { GamesAction } from "~/routes/assignor/games";
import { useFetcherDialog } from "~/components/use-fetcher-dialog";
import { Button, buttonVariants } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/toast";
import { useT } from "~/i18n/react";

/** "Import Games from CSV" (spec section 2): upload, then the count and every rejected row with its reason. */
export function ImportGamesDialog() {
  const t = useT();
  // A clean import closes the dialog; one with rejected rows stays open to list them.
  const dialog = useFetcherDialog<GamesAction>((answer) => answer.ok === true && answer.rejectedTotal === 0);
  const { fetcher } = dialog;
  const result =
    dialog.result && "intent" in dialog.result && dialog.result.intent === "import" ? dialog.result : undefined;
  const busy = dialog.busy;

  useEffect(() => {
    if (fetcher.state !== "idle" || !result) return;
    if (result.ok) {
      if ("rejectedTotal" in result && result.rejectedTotal === 0) {
        toast({
          title: t("assignor.import.toast.success", { count: result.imported }),
          description: result.venuesLocated
            ? t("assignor.import.venuesLocated", { count: result.venuesLocated })
            : undefined,
        });
      }
    } else if ("kind" in result && result.kind === "read") {
      toast({
        title: t("assignor.import.toast.uploadFailed"),
        description: t("assignor.import.toast.unreadable"),
        variant: "destructive",
      });
    } else {
      toast({
        title: t("assignor.import.toast.failed"),
        description: t("assignor.import.error.unparsable"),
        variant: "destructive",
      });
    }
  }, [fetcher.state, result, t]);

  const report = result?.ok && "rejectedTotal" in result && result.rejectedTotal > 0 ? result : undefined;

  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Upload aria-hidden="true" className="size-4" />
          {t("assignor.import.trigger")}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("assignor.import.title")}</DialogTitle>
          <DialogDescription>
            {t("assignor.import.description")} {t("assignor.import.coordinatesHint")}
          </DialogDescription>
        </DialogHeader>

        {report ? (
          <div className="flex flex-col gap-3" role="status">
            <p>
              {t("assignor.import.report", {
                imported: report.imported,
                updated: report.updated ?? 0,
                skipped: report.skipped ?? 0,
                rejected: report.rejectedTotal,
              })}
            </p>
            {report.venuesLocated ? <p>{t("assignor.import.venuesLocated", { count: report.venuesLocated })}</p> : null}
            <div
              className="max-h-64 overflow-y-auto rounded-md border"
              tabIndex={0}
              aria-label={t("assignor.import.rejectedRows")}
            >
              <table className="w-full text-sm">
                <thead className="sticky top-0 bg-muted">
                  <tr>
                    <th scope="col" className="px-3 py-2 text-left">
                      {t("assignor.import.line")}
                    </th>
                    <th scope="col" className="px-3 py-2 text-left">
                      {t("assignor.import.reason")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {report.rejected.map((row) => (
                    <tr key={row.line} className="border-t">
                      <td className="px-3 py-2 align-top tabular-nums">{row.line}</td>
                      <td className="px-3 py-2">{row.reasons.join("; ")}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <DialogFooter>
              <a
                className={buttonVariants({ variant: "outline" })}
                href={`/assignor/games/imports/${report.importId}/rejected.csv`}
                download
              >
                {t("assignor.import.downloadRejected")}
              </a>
              <Button type="button" onClick={() => dialog.onOpenChange(false)}>
                {t("assignor.import.done")}
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <fetcher.Form
            key={dialog.formKey}
            method="post"
            encType="multipart/form-data"
            className="flex flex-col gap-4"
          >
            <input type="hidden" name="intent" value="import" />
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="import-file">{t("assignor.import.file")}</Label>
              <input
                id="import-file"
                name="file"
                type="file"
                accept=".csv,text/csv"
                required
                className="text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-2"
              />
            </div>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium">{t("assignor.import.duplicates")}</legend>
              <label className="flex items-center gap-2 text-sm">
                <input type="radio" name="duplicates" value="skip" defaultChecked /> {t("assignor.import.skip")}
              </label>
              <label className="flex items-center gap-2 text-sm">
                <input type="radio" name="duplicates" value="update" /> {t("assignor.import.update")}
              </label>
            </fieldset>
            {result && !result.ok && "message" in result ? (
              <p role="alert" className="text-sm text-destructive">
                {result.message}
              </p>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => dialog.onOpenChange(false)}>
                {t("assignor.common.cancel")}
              </Button>
              <Button type="submit" disabled={busy}>
                {busy ? t("assignor.import.uploading") : t("assignor.import.submit")}
              </Button>
            </DialogFooter>
          </fetcher.Form>
        )}
      </DialogContent>
    </Dialog>
  );
}
