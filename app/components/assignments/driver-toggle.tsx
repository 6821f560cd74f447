import { useFetcher } from "react-router";
import { Car } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { useT } from "~/i18n/react";
import { cn } from "~/components/ui/utils";

/**
 * Marks the official of an assignment as the game's driver, or unmarks them (issue 21, decision 0078): where
 * the organization pays mileage only to drivers, only they get it at completion. A pressed toggle.
 */
export function DriverToggle({ assignmentId, driver, name }: { assignmentId: string; driver: boolean; name: string }) {
  const t = useT();
  const fetcher = useFetcher<{ ok: boolean; message?: string; driver?: boolean }>();
  // What the toggle shows while its answer is on the way: the value being sent.
  const pending = fetcher.formData?.get("driver");
  const pressed = pending === undefined || pending === null ? driver : pending === "true";
  const failed = fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  return (
    <fetcher.Form method="post" action={`/assignor/assignments/${assignmentId}/driver`}>
      <input type="hidden" name="driver" value={pressed ? "false" : "true"} />
      <button
        type="submit"
        aria-pressed={pressed}
        aria-label={t("fees.driver.label", { name })}
        title={t("fees.driver.label", { name })}
        className={cn(buttonVariants({ variant: pressed ? "secondary" : "ghost", size: "icon" }))}
      >
        <Car aria-hidden="true" className={cn("size-4", pressed ? "" : "text-muted-foreground")} />
      </button>
      {failed ? (
        <p role="alert" className="text-xs text-destructive">
          {failed}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
