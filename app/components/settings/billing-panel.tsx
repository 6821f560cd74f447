/**
 * The referee settings page's Billing tab. Referees are never charged: Whistle Core is free, and Pro
 * Accounting is billed to organizations (spec section 1). So this tab states the plan honestly and
 * offers no payment form.
 */
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";

export function BillingPanel({ organization }: { organization: { name: string; plan: string } }) {
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>Your plan</CardTitle>
          <Badge variant="success">Free plan</Badge>
        </div>
        <CardDescription>Referees never pay for Whistle.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p>
          <strong>Whistle Core is free, forever.</strong> Your schedule, availability, notifications, earnings and
          contacts cost you nothing, with no card on file.
        </p>
        <p>
          <strong>Pro Accounting</strong> (1099 forms, tax documents and financial reports) is paid for by
          organizations, at $5 per active referee per month, not by referees.{" "}
          {organization.plan === "pro"
            ? `${organization.name} uses Pro Accounting, so your tax documents come from your league.`
            : `${organization.name} is on the free Core plan.`}
        </p>
        <p className="text-muted-foreground">There is nothing to pay and no billing history for your account.</p>
      </CardContent>
    </Card>
  );
}
