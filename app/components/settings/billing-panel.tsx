/**
 * The referee settings page's Billing tab. Referees are never charged: Whistle Core is free, and Pro
 * Accounting is billed to organizations (spec section 1). So this tab states the plan honestly and
 * offers no payment form.
 */
import { Trans } from "@lingui/react";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { useT } from "~/i18n/react";

export function BillingPanel({ organization }: { organization: { name: string; plan: string } }) {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>{t("settings.billing.title")}</CardTitle>
          <Badge variant="success">{t("settings.billing.freePlan")}</Badge>
        </div>
        <CardDescription>{t("settings.billing.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p>
          <Trans id="settings.billing.coreFree" components={{ 0: <strong /> }} />
        </p>
        <p>
          <Trans id="settings.billing.proAccounting" components={{ 0: <strong /> }} />{" "}
          {organization.plan === "pro"
            ? t("settings.billing.organizationPro", { organization: organization.name })
            : t("settings.billing.organizationCore", { organization: organization.name })}
        </p>
        <p className="text-muted-foreground">{t("settings.billing.nothingToPay")}</p>
      </CardContent>
    </Card>
  );
}
