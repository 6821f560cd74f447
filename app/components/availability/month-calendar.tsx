/**
 * One month of the Availability calendar: a grid of day buttons, the week starting on the reader's first
 * day (Sunday in English, Monday otherwise: decision 0060). A day is a toggle
 * button (`aria-pressed` when selected); its name says the date and what is blocked. Past days and
 * days beyond the horizon cannot be chosen.
 */
import { useFormats } from "~/components/formats";
import type { AvailabilityEntry, RecurringBlock } from "~/domain/availability";
import { addDays } from "~/domain/dates";
import { useT } from "~/i18n/react";
import type { Translate } from "~/i18n/text";
import { cn } from "~/components/ui/utils";

// Month and weekday names come from Intl in the reader's language (`Formats.locale`).
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
    formatters.set(key, found);
  }
  return found;
}

/** A day of the week by number (0 = Sunday): "Tuesday", "martes", "Dienstag"; `short`: "Tue". */
export function weekdayName(locale: string, weekday: number, width: "long" | "short" = "long"): string {
  // 2023-01-01 was a Sunday.
  return formatter(locale, { weekday: width }).format(new Date(Date.UTC(2023, 0, 1 + weekday, 12)));
}

/** "Every Tuesday, 6:00 PM – 9:00 PM" / "Every Saturday, all day", in the reader's language. */
export function recurringText(
  t: Translate,
  locale: string,
  block: Pick<RecurringBlock, "weekday" | "kind" | "startTime" | "endTime">,
  time: (value: string) => string,
): string {
  const day = weekdayName(locale, block.weekday);
  if (block.kind === "full_day" || !block.startTime || !block.endTime)
    return t("referee.availability.everyAllDay", { day });
  return t("referee.availability.everyRange", { day, start: time(block.startTime), end: time(block.endTime) });
}

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

/** "November 2026", "noviembre de 2026". */
export function monthLabel(locale: string, month: string): string {
  return formatter(locale, { month: "long", year: "numeric" }).format(new Date(`${month}-01T00:00:00Z`));
}

/** What is blocked on a day, times on the reader's clock (`time`: "14:30" → the text shown). */
export function describeEntry(t: Translate, entry: AvailabilityEntry, time: (value: string) => string): string {
  if (entry.fullDay) return t("referee.availability.blockedAllDay");
  const times = entry.times.map((range) =>
    t("referee.availability.range", { start: time(range.start), end: time(range.end) }),
  );
  return t("referee.availability.blockedTimes", { times: times.join(", ") });
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
  const t = useT();
  const title = monthLabel(formats.locale, month);
  const dayName = formatter(formats.locale, { weekday: "long", month: "long", day: "numeric", year: "numeric" });
  // Inside a day's name the weekly block reads in lower case in English ("weekly: every tuesday, ..."),
  // as it always has; other languages keep their own capitals (German nouns).
  const weeklyNote = (block: RecurringBlock) => {
    const text = recurringText(t, formats.locale, block, formats.time);
    return formats.settings.language === "en" ? text.toLowerCase() : text;
  };
  const days = monthDays(month);
  const weekdays = Array.from({ length: 7 }, (_, index) =>
    weekdayName(formats.locale, (index + formats.weekStart) % 7, "short"),
  );
  const leading = (new Date(`${days[0]}T00:00:00Z`).getUTCDay() - formats.weekStart + 7) % 7;
  return (
    <section aria-label={title} className={cn("min-w-0", className)}>
      <h3 className="mb-2 text-center font-semibold">{title}</h3>
      <div
        role="group"
        aria-label={t("referee.availability.daysOf", { month: title })}
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
            ...(entry ? [describeEntry(t, entry, formats.time)] : []),
            ...repeats.map((block) => t("referee.availability.weeklyNote", { block: weeklyNote(block) })),
          ];
          return (
            <button
              key={date}
              type="button"
              aria-pressed={selected}
              disabled={disabled}
              aria-label={
                notes.length > 0
                  ? t("referee.availability.dayWithNotes", {
                      day: dayName.format(new Date(`${date}T00:00:00Z`)),
                      notes: notes.join("; "),
                    })
                  : dayName.format(new Date(`${date}T00:00:00Z`))
              }
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
