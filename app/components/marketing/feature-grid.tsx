import type { Feature } from "~/content/features";
import { FeatureIcon } from "./feature-icon";

export function FeatureGrid({ features, headingLevel = 3 }: { features: readonly Feature[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {features.map((feature) => (
        <li
          key={feature.title}
          className="flex flex-col gap-3 rounded-lg border bg-card p-6 text-card-foreground shadow-sm"
        >
          <FeatureIcon name={feature.icon} />
          <Heading className="text-lg font-semibold">{feature.title}</Heading>
          <p className="text-sm text-muted-foreground">{feature.description}</p>
        </li>
      ))}
    </ul>
  );
}
