import { Form, useNavigation } from "react-router";
import { Download, Trash2 } from "lucide-react";
import { FormMessage, TextField } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import { useT } from "~/i18n/react";

export interface DeletionAnswer {
  ok: boolean;
  message: string | null;
  errors: Record<string, string[] | undefined>;
  values: { confirmName: string } | null;
}

/**
 * The organization's data (issue 18, decision 0058): download everything as a ZIP of CSV files, and
 * delete the organization after a 30-day grace period (typed name and password to confirm) or cancel it.
 * Plain forms: they work without JavaScript and keep what was typed when refused.
 */
export function OrganizationDataCard({
  organizationName,
  deletionDueOn,
  answer,
}: {
  organizationName: string;
  /** "December 24, 2026" when a deletion is scheduled. */
  deletionDueOn: string | null;
  answer?: DeletionAnswer;
}) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <section aria-labelledby="organization-data-heading" className="flex flex-col gap-6 rounded-lg border bg-card p-6">
      <div>
        <h2 id="organization-data-heading" className="text-lg font-semibold">
          {t("org.data.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("org.data.description")}</p>
        <a
          href="/assignor/organizations/export.zip"
          className="mt-3 inline-flex items-center gap-2 rounded-md border px-4 py-2 text-sm font-medium hover:bg-accent"
          download
        >
          <Download aria-hidden="true" className="size-4" />
          {t("org.data.download")}
        </a>
      </div>
      <div className="border-t pt-6">
        <h3 className="text-base font-semibold text-destructive">{t("org.data.deleteTitle")}</h3>
        {deletionDueOn ? (
          <Form method="post" className="mt-2 flex flex-wrap items-center gap-3">
            <p className="text-sm">{t("org.data.willBeDeleted", { name: organizationName, date: deletionDueOn })}</p>
            <input type="hidden" name="intent" value="cancel-deletion" />
            <Button type="submit" variant="outline" disabled={busy}>
              {t("org.data.cancelDeletion")}
            </Button>
          </Form>
        ) : (
          <Form method="post" noValidate className="mt-2 flex max-w-md flex-col gap-4">
            <p className="text-sm text-muted-foreground">{t("org.data.deleteExplained")}</p>
            <input type="hidden" name="intent" value="schedule-deletion" />
            <TextField
              name="confirmName"
              label={t("org.data.confirmName", { name: organizationName })}
              autoComplete="off"
              defaultValue={answer?.values?.confirmName ?? ""}
              errors={answer?.errors}
            />
            <TextField
              name="password"
              type="password"
              label={t("org.data.password")}
              hint={t("org.data.passwordHint")}
              autoComplete="current-password"
              errors={answer?.errors}
            />
            {answer && !answer.ok && answer.message ? <FormMessage>{answer.message}</FormMessage> : null}
            <Button type="submit" variant="destructive" disabled={busy} className="self-start">
              <Trash2 aria-hidden="true" className="size-4" />
              {t("org.data.schedule")}
            </Button>
          </Form>
        )}
        {answer?.ok && answer.message ? <FormMessage tone="success">{answer.message}</FormMessage> : null}
      </div>
    </section>
  );
}
