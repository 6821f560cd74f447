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
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save-tax-details";
  const errors = answer && !answer.ok ? answer.errors : {};
  const typed = answer && !answer.ok ? answer.values : null;
  const value = (name: keyof TaxDetailsView & string) =>
    typed?.[name] ?? (details?.[name] as string | null | undefined) ?? "";
  return (
    <Card>
      <CardHeader>
        <CardTitle render="h2">Tax details</CardTitle>
        <CardDescription>
          {details
            ? `On file: ${details.legalName}, ${details.tinType.toUpperCase()} ${details.maskedTin}. Your organization uses these for year-end summaries and 1099-NEC forms; only the last four digits of your number are kept.`
            : "Needed if your organization pays you $600 or more in a year (Form 1099-NEC). Only the last four digits of your number are kept."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {/* A new form after each save, so the typed number does not linger on screen. */}
        <Form
          key={answer?.ok ? `saved:${JSON.stringify(details)}` : "editing"}
          method="post"
          noValidate
          className="grid gap-4 sm:grid-cols-2"
          aria-label="Tax details"
        >
          <input type="hidden" name="intent" value="save-tax-details" />
          <TextField
            idPrefix="tax"
            name="legalName"
            label="Legal name"
            autoComplete="name"
            defaultValue={value("legalName")}
            errors={errors}
          />
          <TextField
            idPrefix="tax"
            name="businessName"
            label="Business name (optional)"
            defaultValue={value("businessName")}
            errors={errors}
          />
          <div className="grid gap-1.5">
            <Label htmlFor="tax-tinType">Taxpayer ID type</Label>
            <NativeSelect id="tax-tinType" name="tinType" defaultValue={typed?.tinType ?? details?.tinType ?? "ssn"}>
              <option value="ssn">SSN</option>
              <option value="ein">EIN</option>
            </NativeSelect>
          </div>
          <TextField
            idPrefix="tax"
            name="tin"
            label="Taxpayer ID number"
            inputMode="numeric"
            autoComplete="off"
            placeholder={details ? `${details.maskedTin} (type it in full to save)` : "9 digits"}
            defaultValue=""
            errors={errors}
          />
          <TextField
            idPrefix="tax"
            name="addressLine1"
            label="Street address"
            autoComplete="address-line1"
            defaultValue={value("addressLine1")}
            errors={errors}
          />
          <TextField
            idPrefix="tax"
            name="addressLine2"
            label="Apartment, suite (optional)"
            autoComplete="address-line2"
            defaultValue={value("addressLine2")}
            errors={errors}
          />
          <TextField
            idPrefix="tax"
            name="city"
            label="City"
            autoComplete="address-level2"
            defaultValue={value("city")}
            errors={errors}
          />
          <div className="grid grid-cols-2 gap-4">
            <TextField
              idPrefix="tax"
              name="state"
              label="State"
              autoComplete="address-level1"
              maxLength={2}
              defaultValue={value("state")}
              errors={errors}
            />
            <TextField
              idPrefix="tax"
              name="postalCode"
              label="ZIP code"
              autoComplete="postal-code"
              defaultValue={value("postalCode")}
              errors={errors}
            />
          </div>
          <div className="flex items-center gap-3 sm:col-span-2">
            <Button type="submit" disabled={saving}>
              {saving ? "Saving..." : "Save tax details"}
            </Button>
            {answer ? <FormMessage tone={answer.ok ? "success" : "error"}>{answer.message}</FormMessage> : null}
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
