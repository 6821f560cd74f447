import { Construction } from "lucide-react";
import type { Route } from "./+types/payments";

export const meta: Route.MetaFunction = () => [{ title: "Payments | Assignor Dashboard | Whistle" }];

/**
 * Spec section 2: sections without a screen yet show a Coming Soon placeholder saying they are under
 * development. The layout's guard keeps it assignor-only.
 */
export default function Payments() {
  return (
    <section aria-labelledby="coming-soon-title" className="mx-auto flex max-w-xl flex-col items-center gap-3 py-16 text-center">
      <Construction aria-hidden="true" className="size-12 text-muted-foreground" />
      <h1 id="coming-soon-title" className="text-2xl font-bold tracking-tight">
        Coming Soon
      </h1>
      <p className="text-muted-foreground">The Payments section is under development. Check back soon.</p>
    </section>
  );
}
