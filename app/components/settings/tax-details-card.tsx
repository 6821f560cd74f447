/**
 * The referee's tax details for year-end summaries and 1099-NEC data (decision 0038). The full TIN is
 * typed once and only its last four digits are kept; afterwards it is shown masked and must be typed
 * again to change it. Posts to the settings page's own action, so it works without JavaScript.
 */
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FormMessage, TextField } from "~/components/form-fields";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-controls";
import { useT } from "~/i18n/react";

export interface TaxDetailsView {
  legalName: string;
  businessName: string | null;
  tinType: "ssn" | "ein";
  maskedTin: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  postalCode: string;
}

export interface TaxDetailsAnswer {
  intent: "save-tax-details";
  ok: boolean;
  message: string;
  errors: Record<string, string[] | undefined>;
  values: Record<string, string> | null;
}

export function TaxDetailsCard({
  details,
  answer,
}: {
  details: TaxDetailsView | null;
  answer: TaxDetailsAnswer | null;
}) {
  const navigation = useNavigation();
  const t = useT();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save-tax-details";
  const errors = answer && !answer.ok ? answer.errors : {};
  const typed = answer && !answer.ok ? answer.values : null;
  const value = (name: keyof TaxDetailsView & string) =>
    typed?.[name] ?? (details?.[name] as string | null | undefined) ?? "";
  return (
    <Card>
      <CardHeader>
        <CardTitle render="h2">{t("settings.tax.title")}</CardTitle>
        <CardDescription>
          {details
            ? t("settings.tax.onFile", {
                legalName: details.legalName,
                tinType: t(details.tinType === "ein" ? "settings.tax.ein" : "settings.tax.ssn"),
                maskedTin: details.maskedTin,
              })
            : t("settings.tax.none")}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {/* A new form after each save, so the typed number does not linger on screen. */}
        <Form
          key={answer?.ok ? `saved:${JSON.stringify(details)}` : "editing"}
          method="post"
          noValidate
          className="grid gap-4 sm:grid-cols-2"
          aria-label={t("settings.tax.title")}
        >
          <input type="hidden" name="intent" value="save-tax-details" />
          <TextField
            idPrefix="tax"
            name="legalName"
            label={t("settings.tax.legalName")}
            autoComplete="name"
            defaultValue={value("legalName")}
            errors={errors}
          />
          <TextField
            idPrefix="tax"
            name="businessName"
            label={t("settings.tax.businessName")}
            defaultValue={value("businessName")}
            errors={errors}
          />
          <div className="grid gap-1.5">
            <Label htmlFor="tax-tinType">{t("settings.tax.tinType")}</Label>
            <NativeSelect id="tax-tinType" name="tinType" defaultValue={typed?.tinType ?? details?.tinType ?? "ssn"}>
              <option value="ssn">{t("settings.tax.ssn")}</option>
              <option value="ein">{t("settings.tax.ein")}</option>
            </NativeSelect>
          </div>
          <TextField
            idPrefix="tax"
            name="tin"
            label={t("settings.tax.tin")}
            inputMode="numeric"
            autoComplete="off"
            placeholder={
              details
                ? t("settings.tax.tinPlaceholderOnFile", { maskedTin: details.maskedTin })
                : t("settings.tax.tinPlaceholder")
            }
            defaultValue=""
            errors={errors}
          />
          <TextField
            idPrefix="tax"
            name="addressLine1"
            label={t("settings.tax.street")}
            autoComplete="address-line1"
            defaultValue={value("addressLine1")}
            errors={errors}
          />
          <TextField
            idPrefix="tax"
            name="addressLine2"
            label={t("settings.tax.street2")}
            autoComplete="address-line2"
            defaultValue={value("addressLine2")}
            errors={errors}
          />
          <TextField
            idPrefix="tax"
            name="city"
            label={t("settings.tax.city")}
            autoComplete="address-level2"
            defaultValue={value("city")}
            errors={errors}
          />
          <div className="grid grid-cols-2 gap-4">
            <TextField
              idPrefix="tax"
              name="state"
              label={t("settings.tax.state")}
              autoComplete="address-level1"
              maxLength={2}
              defaultValue={value("state")}
              errors={errors}
            />
            <TextField
              idPrefix="tax"
              name="postalCode"
              label={t("settings.tax.postalCode")}
              autoComplete="postal-code"
              defaultValue={value("postalCode")}
              errors={errors}
            />
          </div>
          <div className="flex items-center gap-3 sm:col-span-2">
            <Button type="submit" disabled={saving}>
              {saving ? t("settings.saving") : t("settings.tax.save")}
            </Button>
            {answer ? <FormMessage tone={answer.ok ? "success" : "error"}>{answer.message}</FormMessage> : null}
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
