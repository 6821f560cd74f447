/**
 * One analytics chart drawn by recharts (decision 0086). The only module that imports recharts: the analytics
 * page loads it with `lazy` after hydration, so the library reaches no other page's bundle and no server render.
 * The chart is a picture of the table beside it (which carries the numbers for everyone, and without
 * JavaScript), so it is hidden from assistive technology and takes no keyboard focus.
 */
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

export interface ChartSeries {
  key: string;
  name: string;
  color: string;
}

export interface AnalyticsChartProps {
  kind: "bar" | "stacked" | "line";
  /** One row per category on the x axis: its label and a value per series key (null: no value). */
  rows: readonly ({ label: string } & Record<string, number | string | null>)[];
  series: readonly ChartSeries[];
  /** How a value reads in the tooltip and on the y axis (money, hours, a count). */
  format?: (value: number) => string;
  /** The y axis's upper end when it is fixed (a rating out of 5). */
  yMax?: number;
}

const AXIS = { fontSize: 12, fill: "var(--muted-foreground)" };

export default function AnalyticsChart({ kind, rows, series, format, yMax }: AnalyticsChartProps) {
  const data = rows.map((row) => ({ ...row }));
  const tickFormatter = format ? (value: number) => format(value) : undefined;
  const tooltip = (
    <Tooltip
      formatter={(value) => (typeof value === "number" && format ? format(value) : String(value ?? ""))}
      contentStyle={{ background: "var(--popover)", color: "var(--popover-foreground)", borderColor: "var(--border)" }}
    />
  );
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
      <XAxis dataKey="label" tick={AXIS} interval="preserveStartEnd" />
      <YAxis
        tick={AXIS}
        tickFormatter={tickFormatter}
        domain={yMax ? [0, yMax] : [0, "auto"]}
        allowDecimals={Boolean(yMax)}
        width={format ? 80 : 40}
      />
      {tooltip}
      <Legend />
    </>
  );
  return (
    <div aria-hidden="true" className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        {kind === "line" ? (
          <LineChart data={data} accessibilityLayer={false}>
            {axes}
            {series.map((line) => (
              <Line
                key={line.key}
                type="monotone"
                dataKey={line.key}
                name={line.name}
                stroke={line.color}
                strokeWidth={2}
                connectNulls
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        ) : (
          <BarChart data={data} accessibilityLayer={false}>
            {axes}
            {series.map((bar) => (
              <Bar
                key={bar.key}
                dataKey={bar.key}
                name={bar.name}
                fill={bar.color}
                stackId={kind === "stacked" ? "stack" : undefined}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
