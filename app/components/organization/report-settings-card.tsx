/**
 * The organization page's "Game reports" card (issue 22, decision 0082): how long the crew has to file a
 * game's report, and the misconduct reasons their cautions and send-offs are filed under (add in a blank row,
 * reword in place, remove by clearing a row). Posts without JavaScript.
 */
import { Form } from "react-router";
import { FieldErrors, FormMessage, SelectField, TextField } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { MISCONDUCT_KINDS } from "~/domain/constants";
import { BLANK_REASON_ROWS } from "~/domain/report-settings-form";
import { useT } from "~/i18n/react";

export type ReportSettingsAnswer = {
  intent: "report-settings";
  ok: boolean;
  errors: Record<string, string[] | undefined>;
  values: Record<string, string> | null;
  message: string | null;
};

export function ReportSettingsCard({
  stored,
  answer,
}: {
  stored: Record<string, string>;
  answer?: ReportSettingsAnswer;
}) {
  const t = useT();
  const values = answer && !answer.ok && answer.values ? answer.values : stored;
  const errors = answer?.errors ?? {};
  let filled = 0;
  for (const name of Object.keys(values)) {
    const match = /^reason\.(\d+)\./.exec(name);
    if (match) filled = Math.max(filled, Number(match[1]) + 1);
  }
  const rows = Array.from({ length: filled + BLANK_REASON_ROWS }, (_, index) => index);
  return (
    <Card>
      <CardHeader>
        <CardTitle render="h2">{t("org.reports.title")}</CardTitle>
        <CardDescription>{t("org.reports.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" className="flex flex-col gap-4" noValidate>
          <input type="hidden" name="intent" value="report-settings" />
          {answer ? <FormMessage tone={answer.ok ? "success" : "error"}>{answer.message}</FormMessage> : null}
          <TextField
            name="windowHours"
            label={t("org.reports.window")}
            hint={t("org.reports.windowHint")}
            inputMode="numeric"
            defaultValue={values.windowHours ?? ""}
            errors={errors}
            className="max-w-xs"
          />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-medium">{t("org.reports.reasons")}</legend>
            <p className="text-sm text-muted-foreground">{t("org.reports.reasonsHint")}</p>
            <FieldErrors id="report-reasons-error" errors={errors.reasons} />
            {rows.map((index) => (
              <div key={index} className="grid gap-2 sm:grid-cols-[8rem_10rem_1fr]">
                <TextField
                  name={`reason.${index}.code`}
                  label={t("org.reports.code", { number: index + 1 })}
                  defaultValue={values[`reason.${index}.code`] ?? ""}
                  errors={errors}
                />
                <SelectField
                  name={`reason.${index}.kind`}
                  label={t("org.reports.kind", { number: index + 1 })}
                  defaultValue={values[`reason.${index}.kind`] || "caution"}
                  errors={errors}
                >
                  {MISCONDUCT_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {t("gameReport.kind", { kind })}
                    </option>
                  ))}
                </SelectField>
                <TextField
                  name={`reason.${index}.label`}
                  label={t("org.reports.label", { number: index + 1 })}
                  defaultValue={values[`reason.${index}.label`] ?? ""}
                  errors={errors}
                />
              </div>
            ))}
          </fieldset>
          <div>
            <Button type="submit">{t("org.reports.save")}</Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
