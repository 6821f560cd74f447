/**
 * One month of the Availability calendar: a grid of day buttons, the week starting on the reader's first
 * day (Sunday in English, Monday otherwise: decision 0060). A day is a toggle
 * button (`aria-pressed` when selected); its name says the date and what is blocked. Past days and
 * days beyond the horizon cannot be chosen.
 */
import { useFormats } from "~/components/formats";
import type { AvailabilityEntry, RecurringBlock } from "~/domain/availability";
import { describeRecurring } from "~/domain/availability";
import { addDays, formatTime12 } from "~/domain/dates";
import { cn } from "~/components/ui/utils";

const monthTitle = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
const dayName = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** "2026-12" → the first day and every day of that month. */
export function monthDays(month: string): string[] {
  const first = `${month}-01`;
  const days: string[] = [];
  for (let date = first; date.startsWith(month); date = addDays(date, 1)) days.push(date);
  return days;
}

export function addMonths(month: string, count: number): string {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

export function monthLabel(month: string): string {
  return monthTitle.format(new Date(`${month}-01T00:00:00Z`));
}

/** What is blocked on a day, times on the reader's clock (`time`: "14:30" → the text shown). */
export function describeEntry(entry: AvailabilityEntry, time: (value: string) => string = formatTime12): string {
  if (entry.fullDay) return "blocked all day";
  return `blocked ${entry.times.map((range) => `${time(range.start)} – ${time(range.end)}`).join(", ")}`;
}

export function MonthCalendar({
  month,
  today,
  lastDay,
  entries,
  weekly,
  selection,
  onToggle,
  className,
}: {
  month: string;
  today: string;
  lastDay: string;
  entries: ReadonlyMap<string, AvailabilityEntry>;
  weekly: ReadonlyMap<string, RecurringBlock[]>;
  selection: readonly string[];
  onToggle: (date: string) => void;
  className?: string;
}) {
  const formats = useFormats();
  const days = monthDays(month);
  const weekdays = [...WEEKDAYS.slice(formats.weekStart), ...WEEKDAYS.slice(0, formats.weekStart)];
  const leading = (new Date(`${days[0]}T00:00:00Z`).getUTCDay() - formats.weekStart + 7) % 7;
  return (
    <section aria-label={monthLabel(month)} className={cn("min-w-0", className)}>
      <h3 className="mb-2 text-center font-semibold">{monthLabel(month)}</h3>
      <div
        role="group"
        aria-label={`Days of ${monthLabel(month)}`}
        className="grid grid-cols-7 gap-1 text-center text-sm"
      >
        {weekdays.map((weekday) => (
          <div key={weekday} aria-hidden="true" className="py-1 text-xs font-medium text-muted-foreground">
            {weekday}
          </div>
        ))}
        {Array.from({ length: leading }, (_, index) => (
          <div key={`blank-${index}`} aria-hidden="true" />
        ))}
        {days.map((date) => {
          const entry = entries.get(date);
          const repeats = weekly.get(date) ?? [];
          const selected = selection.includes(date);
          const disabled = date < today || date > lastDay;
          const notes = [
            ...(entry ? [describeEntry(entry, formats.time)] : []),
            ...repeats.map((block) => `weekly: ${describeRecurring(block, formats.time).toLowerCase()}`),
          ];
          return (
            <button
              key={date}
              type="button"
              aria-pressed={selected}
              disabled={disabled}
              aria-label={`${dayName.format(new Date(`${date}T00:00:00Z`))}${notes.length > 0 ? `, ${notes.join("; ")}` : ""}`}
              onClick={() => onToggle(date)}
              className={cn(
                "relative flex aspect-square min-h-10 flex-col items-center justify-center rounded-md border text-sm tabular-nums transition-colors",
                "hover:border-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-transparent",
                entry?.fullDay && "border-destructive/40 bg-destructive/15 text-destructive",
                entry && !entry.fullDay && "border-amber-500/40 bg-amber-500/15 text-amber-900 dark:text-amber-200",
                !entry && "border-transparent",
                date === today && "font-bold underline underline-offset-4",
                selected &&
                  "border-primary bg-primary text-primary-foreground ring-2 ring-primary ring-offset-1 ring-offset-background",
              )}
            >
              <span>{Number(date.slice(8))}</span>
              {repeats.length > 0 ? (
                <span
                  aria-hidden="true"
                  className={cn(
                    "absolute bottom-1 size-1.5 rounded-full",
                    selected ? "bg-primary-foreground" : "bg-sky-500",
                  )}
                />
              ) : null}
            </button>
          );
        })}
      </div>
    </section>
  );
}
