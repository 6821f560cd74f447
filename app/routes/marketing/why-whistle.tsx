import { Check } from "lucide-react";
import type { Route } from "./+types/why-whistle";
import { LinkButtons, PageHeader, Section, TextCards } from "~/components/marketing/page";
import { GET_STARTED_HREF, pageMeta } from "~/content/site";
import { BENEFITS, COMPARISON_ROWS } from "~/content/why-whistle";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Why Whistle",
    "Compare Whistle with legacy referee systems that cost $200-500+ per month: free forever, set up in 2 minutes, unlimited referees.",
  );

/** The page's two calls to action, under its header and again under the benefits (spec section 2). */
const ACTIONS = {
  primary: { href: GET_STARTED_HREF, label: "Get Started Free" },
  secondary: { href: "/features", label: "See Features" },
};

export default function WhyWhistle() {
  return (
    <>
      <PageHeader
        eyebrow="Why Whistle"
        title="Stop paying for referee software"
        lead="Legacy systems charge $200-500+ per month for what Whistle does for free. Here is how they compare."
      >
        <LinkButtons {...ACTIONS} />
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
        <TextCards cards={BENEFITS} columns="sm:grid-cols-2 lg:grid-cols-3" />
        <LinkButtons {...ACTIONS} className="mt-10" />
      </Section>
    </>
  );
}
