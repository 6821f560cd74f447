import { Check } from "lucide-react";
import type { Route } from "./+types/why-whistle";
import { LinkButtons, PageHeader, Section, TextCards } from "~/components/marketing/page";
import { contentMeta, GET_STARTED_HREF } from "~/content/site";
import { WHY_WHISTLE_CONTENT } from "~/content/why-whistle";
import { getLocale } from "~/server/locale.server";

/** The page in the request's language only (issue 19). */
export function loader({ context }: Route.LoaderArgs) {
  return { content: WHY_WHISTLE_CONTENT[getLocale(context)] };
}

export const meta: Route.MetaFunction = ({ loaderData }) => contentMeta(loaderData);

export default function WhyWhistle({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  /** The page's two calls to action, under its header and again under the benefits (spec section 2). */
  const actions = {
    primary: { href: GET_STARTED_HREF, label: content.getStarted },
    secondary: { href: "/features", label: content.seeFeatures },
  };
  return (
    <>
      <PageHeader eyebrow={content.eyebrow} title={content.title} lead={content.lead}>
        <LinkButtons {...actions} />
      </PageHeader>

      <Section id="comparison" title={content.comparisonTitle}>
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{content.comparisonCaption}</caption>
            <thead className="bg-muted">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {content.columns.aspect}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {content.columns.whistle}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {content.columns.legacy}
                </th>
              </tr>
            </thead>
            <tbody>
              {content.rows.map((row) => (
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

      <Section id="benefits" title={content.benefitsTitle} className="pt-0">
        <TextCards cards={content.benefits} columns="sm:grid-cols-2 lg:grid-cols-3" />
        <LinkButtons {...actions} className="mt-10" />
      </Section>
    </>
  );
}
