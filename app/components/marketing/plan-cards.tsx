import { Check } from "lucide-react";
import { Link } from "react-router";
import type { Plan } from "~/content/pricing";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/utils";

export function PlanCards({ plans }: { plans: readonly Plan[] }) {
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
              Most popular
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
              {plan.cta.label}
              <span className="sr-only"> with {plan.name}</span>
            </Link>
          </Button>
        </li>
      ))}
    </ul>
  );
}
