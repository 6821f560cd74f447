/**
 * The game report form for the official in the referee position (issue 22, decision 0082). Plain fields that
 * post without JavaScript: the score, the filed cautions and send-offs plus a few blank rows (a blank row is
 * ignored, a row is removed by clearing it), injuries, incidents and each partner's attendance.
 */
import { Form } from "react-router";
import { FieldErrors, FormMessage, SelectField, TextareaField, TextField } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import { ATTENDANCES, MISCONDUCT_KINDS } from "~/domain/constants";
import { positionLabel } from "~/domain/game-labels";
import { BLANK_MISCONDUCT_ROWS } from "~/domain/game-report-form";
import type { MisconductReason } from "~/domain/game-reports";
import { useT } from "~/i18n/react";

export interface ReportFormProps {
  homeTeam: string;
  awayTeam: string;
  reasons: MisconductReason[];
  partners: { assignmentId: string; name: string; position: string }[];
  /** What the form starts from: the filed report's fields, or what was typed before a refusal. */
  values: Record<string, string>;
  errors: Record<string, string[] | undefined>;
  message: string | null;
  filed: boolean;
}

/** How many misconduct rows the form shows: the filled ones and a few blank ones. */
function rowCount(values: Record<string, string>): number {
  let last = -1;
  for (const name of Object.keys(values)) {
    const match = /^misconduct\.(\d+)\./.exec(name);
    if (match && values[name] !== "") last = Math.max(last, Number(match[1]));
  }
  return last + 1 + BLANK_MISCONDUCT_ROWS;
}

export function ReportForm({ homeTeam, awayTeam, reasons, partners, values, errors, message, filed }: ReportFormProps) {
  const t = useT();
  const rows = Array.from({ length: rowCount(values) }, (_, index) => index);
  return (
    <Form method="post" className="flex flex-col gap-5" noValidate>
      <input type="hidden" name="intent" value="file" />
      <FormMessage>{message}</FormMessage>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 font-medium">{t("referee.report.finalScore")}</legend>
        <TextField
          name="homeScore"
          label={t("referee.report.teamScore", { team: homeTeam })}
          inputMode="numeric"
          defaultValue={values.homeScore ?? ""}
          errors={errors}
        />
        <TextField
          name="awayScore"
          label={t("referee.report.teamScore", { team: awayTeam })}
          inputMode="numeric"
          defaultValue={values.awayScore ?? ""}
          errors={errors}
        />
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-medium">{t("gameReport.misconduct.heading")}</legend>
        <p className="text-sm text-muted-foreground">{t("referee.report.misconduct.hint")}</p>
        {rows.map((index) => {
          const name = (field: string) => `misconduct.${index}.${field}`;
          const value = (field: string) => values[name(field)] ?? "";
          return (
            <fieldset key={index} className="grid gap-2 rounded-md border p-3 sm:grid-cols-3">
              <legend className="px-1 text-sm">{t("referee.report.misconduct.row", { number: index + 1 })}</legend>
              <SelectField
                name={name("kind")}
                label={t("gameReport.misconduct.kind")}
                defaultValue={value("kind") || "caution"}
                errors={errors}
              >
                {MISCONDUCT_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t("gameReport.kind", { kind })}
                  </option>
                ))}
              </SelectField>
              <SelectField
                name={name("teamSide")}
                label={t("gameReport.misconduct.team")}
                defaultValue={value("teamSide") || "home"}
                errors={errors}
              >
                <option value="home">{homeTeam}</option>
                <option value="away">{awayTeam}</option>
              </SelectField>
              <TextField
                name={name("playerName")}
                label={t("gameReport.misconduct.player")}
                defaultValue={value("playerName")}
                errors={errors}
              />
              <TextField
                name={name("playerNumber")}
                label={t("gameReport.misconduct.number")}
                defaultValue={value("playerNumber")}
                errors={errors}
              />
              <TextField
                name={name("minute")}
                label={t("gameReport.misconduct.minute")}
                inputMode="numeric"
                defaultValue={value("minute")}
                errors={errors}
              />
              <SelectField
                name={name("reasonCode")}
                label={t("gameReport.misconduct.reason")}
                defaultValue={value("reasonCode")}
                errors={errors}
              >
                <option value="">{t("referee.report.misconduct.chooseReason")}</option>
                {reasons.map((reason) => (
                  <option key={`${reason.kind}:${reason.code}`} value={reason.code}>
                    {t("referee.report.reasonOptionWithKind", {
                      code: reason.code,
                      label: reason.label,
                      kind: reason.kind,
                    })}
                  </option>
                ))}
              </SelectField>
            </fieldset>
          );
        })}
      </fieldset>
      <TextareaField
        name="injuries"
        label={t("gameReport.injuries")}
        defaultValue={values.injuries ?? ""}
        errors={errors}
      />
      <TextareaField
        name="incidents"
        label={t("gameReport.incidents")}
        defaultValue={values.incidents ?? ""}
        errors={errors}
      />
      {partners.length > 0 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-medium">{t("gameReport.attendance.heading")}</legend>
          {partners.map((partner) => (
            <SelectField
              key={partner.assignmentId}
              name={`attendance.${partner.assignmentId}`}
              label={t("referee.report.attendance.of", {
                name: partner.name,
                position: positionLabel(partner.position, t),
              })}
              defaultValue={values[`attendance.${partner.assignmentId}`] || "on_time"}
              errors={errors}
            >
              {ATTENDANCES.map((attendance) => (
                <option key={attendance} value={attendance}>
                  {t("referee.report.attendance.choice", { attendance })}
                </option>
              ))}
            </SelectField>
          ))}
        </fieldset>
      ) : null}
      <FieldErrors id="report-form-error" errors={errors.form} />
      <div>
        <Button type="submit">{filed ? t("referee.report.saveChanges") : t("referee.report.submit")}</Button>
      </div>
    </Form>
  );
}
