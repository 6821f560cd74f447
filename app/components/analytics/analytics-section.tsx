/**
 * One chart of the analytics page (decision 0086): its heading, what it counts, the chart (drawn in the
 * browser only, by the lazily loaded `analytics-chart.tsx`), the same numbers as a table with a caption and
 * column headers, and a Download CSV link for the range shown.
 */
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from "react";
import { CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { buttonVariants } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import type { AnalyticsChartProps } from "./analytics-chart";
import type { AnalyticsChart as ChartName, AnalyticsRange } from "~/domain/analytics";
import { useT } from "~/i18n/react";

const AnalyticsChart = lazy(() => import("./analytics-chart"));

const subscribeNever = () => () => {};
/** True once the page runs in the browser (false in the server's HTML): the chart's code is fetched only then. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

export interface TableColumn {
  header: string;
  /** Numbers are right-aligned. */
  numeric?: boolean;
}

export function AnalyticsSection({
  chart,
  range,
  title,
  description,
  chartProps,
  columns,
  rows,
  empty,
  children,
}: {
  chart: ChartName;
  range: AnalyticsRange;
  title: string;
  description: string;
  /** Null when there is nothing to draw (the table then says so). */
  chartProps: AnalyticsChartProps | null;
  columns: readonly TableColumn[];
  /** The table's cells, already worded; the first cell of each row is its row header. */
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
  /** What the section says when it has no rows. */
  empty: string;
  children?: ReactNode;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const headingId = `analytics-${chart}-heading`;
  const csv = `/assignor/analytics/${chart}.csv?${new URLSearchParams({ from: range.from, to: range.to })}`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border bg-card text-card-foreground shadow-sm">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle render="h2" id={headingId}>
            {title}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        <a
          className={buttonVariants({ variant: "outline", size: "sm" })}
          href={csv}
          download
          aria-label={t("analytics.downloadCsvOf", { chart: title })}
        >
          {t("analytics.downloadCsv")}
        </a>
      </CardHeader>
      <CardContent className="grid gap-4">
        {children}
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <>
            {hydrated && chartProps ? (
              <Suspense fallback={<div className="h-64 w-full" aria-hidden="true" />}>
                <AnalyticsChart {...chartProps} />
              </Suspense>
            ) : (
              <div className="h-64 w-full" aria-hidden="true" />
            )}
            <Table className="caption-top">
              <caption className="mb-2 text-left text-sm font-semibold">
                {t("analytics.tableCaption", { chart: title })}
              </caption>
              <TableHeader>
                <TableRow>
                  {columns.map((column) => (
                    <TableHead key={column.header} className={column.numeric ? "text-right" : undefined}>
                      {column.header}
                    </TableHead>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.key}>
                    {row.cells.map((cell, index) =>
                      index === 0 ? (
                        <TableHead key={index} scope="row" className="font-normal text-foreground">
                          {cell}
                        </TableHead>
                      ) : (
                        <TableCell
                          key={index}
                          className={columns[index]?.numeric ? "text-right tabular-nums" : undefined}
                        >
                          {cell}
                        </TableCell>
                      ),
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </CardContent>
    </section>
  );
}
