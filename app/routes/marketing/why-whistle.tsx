import { Check } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/why-whistle";
import { PageHeader, Section } from "~/components/marketing/page";
import { Button } from "~/components/ui/button";
import { GET_STARTED_HREF, pageMeta } from "~/content/site";
import { BENEFITS, COMPARISON_ROWS } from "~/content/why-whistle";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Why Whistle",
    "Compare Whistle with legacy referee systems that cost $200-500+ per month: free forever, set up in 2 minutes, unlimited referees.",
  );

export default function WhyWhistle() {
  return (
    <>
      <PageHeader
        eyebrow="Why Whistle"
        title="Stop paying for referee software"
        lead="Legacy systems charge $200-500+ per month for what Whistle does for free. Here is how they compare."
      >
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to={GET_STARTED_HREF}>Get Started Free</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/features">See Features</Link>
          </Button>
        </div>
      </PageHeader>

      <Section id="comparison" title="Whistle compared with legacy systems">
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Whistle compared with legacy referee systems</caption>
            <thead className="bg-muted">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Feature
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Whistle
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Legacy systems
                </th>
              </tr>
            </thead>
            <tbody>
              {COMPARISON_ROWS.map((row) => (
                <tr key={row.aspect} className="border-t">
                  <th scope="row" className="px-4 py-3 font-medium">
                    {row.aspect}
                  </th>
                  <td className="px-4 py-3">
                    <span className="flex items-center gap-2 font-medium">
                      <Check aria-hidden="true" className="size-4 text-primary" />
                      {row.whistle}
                    </span>
                  </td>
                  <td className="px-4 py-3 text-muted-foreground">{row.legacy}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section id="benefits" title="What you get" className="pt-0">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="rounded-lg border bg-card p-6 text-card-foreground shadow-sm">
              <h3 className="text-lg font-semibold">{benefit.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{benefit.description}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to={GET_STARTED_HREF}>Get Started Free</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/features">See Features</Link>
          </Button>
        </div>
      </Section>
    </>
  );
}
