import { Trans } from "@lingui/react";
import { Check } from "lucide-react";
import { Link } from "react-router";
import type { Plan } from "~/content/pricing";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/utils";
import { useT } from "~/i18n/react";

/** The plans, in the page's language (the loader sends them translated). */
export function PlanCards({ plans }: { plans: readonly Plan[] }) {
  const t = useT();
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {plans.map((plan) => (
        <li
          key={plan.id}
          className={cn(
            "relative flex flex-col gap-6 rounded-lg border bg-card p-6 text-card-foreground shadow-sm",
            plan.highlighted && "border-2 border-primary",
          )}
        >
          {plan.highlighted ? (
            <p className="absolute -top-3 left-6 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-foreground">
              {t("public.plans.mostPopular")}
            </p>
          ) : null}
          <div className="flex flex-col gap-2">
            <h3 className="text-xl font-semibold">{plan.name}</h3>
            <p>
              <span className="text-4xl font-bold">{plan.price}</span>{" "}
              <span className="text-sm text-muted-foreground">{plan.priceNote}</span>
            </p>
            <p className="text-sm text-muted-foreground">{plan.description}</p>
          </div>
          <ul className="flex flex-1 flex-col gap-2 text-sm">
            {plan.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                {feature}
              </li>
            ))}
          </ul>
          <Button asChild variant={plan.highlighted ? "default" : "outline"}>
            <Link to={plan.cta.href}>
              <Trans
                id="public.plans.ctaWithPlan"
                values={{ label: plan.cta.label, plan: plan.name }}
                components={{ 0: <span className="sr-only" /> }}
              />
            </Link>
          </Button>
        </li>
      ))}
    </ul>
  );
}
