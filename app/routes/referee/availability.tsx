/**
 * /referee/availability: the referee's blocked days (spec sections 2 and 4). Days are selected in the
 * calendar, then Block Entire Day(s) or Add Time Block; every change is saved as it is made (no Save
 * button), queued in the browser first so it also works offline (decision 0022). Weekly blocks are
 * ours: they show in the calendar and count in the assignors' conflict checks.
 */
import { useFormats } from "~/components/formats";
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { ChevronLeft, ChevronRight, CloudOff, Trash2 } from "lucide-react";
import * as v from "valibot";
import type { Route } from "./+types/availability";
import {
  addMonths,
  describeEntry,
  monthLabel,
  MonthCalendar,
  recurringText,
} from "~/components/availability/month-calendar";
import { createSyncEngine, visibleAvailability, type SyncEngine } from "~/components/availability/sync-engine";
import { WeeklyBlockDialog } from "~/components/availability/weekly-block-dialog";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import {
  AVAILABILITY_HORIZON_DAYS,
  AvailabilityChangeSchema,
  recurringOccurrences,
  toggleDay,
  type AvailabilityChange,
  type AvailabilityEntry,
  type TimeRange,
} from "~/domain/availability";
import { DEFAULT_TIME_BLOCK } from "~/domain/constants";
import { addDays, todayIn } from "~/domain/dates";
import { requireReferee } from "~/server/auth.server";
import { loadAvailability } from "~/server/availability.server";
import { getAppContext } from "~/server/context.server";
import { useT } from "~/i18n/react";
import { tr, type Translate } from "~/i18n/text";

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? [{ title: loaderData.title }] : []);

/** Not revalidated by live updates (see use-live-updates): only this referee changes this page. */
export const handle = { liveUpdates: false };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, organization } = await requireReferee(context, request);
  const today = todayIn(organization.timeZone);
  const snapshot = await loadAvailability(getAppContext(context).db, user.id, today);
  return {
    title: tr("referee.availability.metaTitle"),
    userId: user.id,
    today,
    timeZone: organization.timeZone,
    ...snapshot,
  };
}

function rangeText(t: Translate, range: TimeRange, time: (value: string) => string) {
  return t("referee.availability.range", { start: time(range.start), end: time(range.end) });
}

export default function Availability({ loaderData }: Route.ComponentProps) {
  const { userId, today } = loaderData;
  const formats = useFormats();
  const t = useT();
  const [engine] = useState<SyncEngine>(() =>
    createSyncEngine(userId, { entries: loaderData.entries, recurring: loaderData.recurring }),
  );
  const sync = useSyncExternalStore(engine.subscribe, engine.getSnapshot, engine.getServerSnapshot);
  useEffect(() => engine.start(), [engine]);

  const { entries, recurring } = useMemo(() => visibleAvailability(sync), [sync]);
  const [selection, setSelection] = useState<string[]>([]);
  const [month, setMonth] = useState(today.slice(0, 7));
  const [range, setRange] = useState<TimeRange>({ ...DEFAULT_TIME_BLOCK });
  const [rangeError, setRangeError] = useState<string | null>(null);
  const [view, setView] = useState("calendar");

  const lastDay = addDays(today, AVAILABILITY_HORIZON_DAYS);
  const byDate = useMemo(() => new Map(entries.map((entry) => [entry.date, entry])), [entries]);
  const shownTo = addDays(`${addMonths(month, 2)}-01`, -1);
  const weekly = useMemo(() => recurringOccurrences(recurring, `${month}-01`, shownTo), [recurring, month, shownTo]);

  function save(change: AvailabilityChange) {
    engine.push(change);
  }

  function blockSelected() {
    if (selection.length === 0) return;
    save({ type: "block-days", dates: selection });
    setSelection([]);
  }

  function addTimeBlockToSelection() {
    if (selection.length === 0) return;
    const parsed = v.safeParse(AvailabilityChangeSchema, { type: "add-time-block", dates: selection, ...range });
    if (!parsed.success) {
      setRangeError(parsed.issues[0].message);
      return;
    }
    setRangeError(null);
    save(parsed.output);
    setSelection([]);
  }

  const pending = sync.queue.length;
  const status = !sync.online
    ? pending > 0
      ? t("referee.availability.offlinePending", { count: pending })
      : t("referee.availability.offline")
    : pending > 0
      ? t("referee.availability.pending", { count: pending })
      : t("referee.availability.saved");

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold">{t("referee.availability.title")}</h1>
          <p className="text-muted-foreground">{t("referee.availability.description")}</p>
        </div>
        <p
          role="status"
          className={`flex items-center gap-2 text-sm ${pending > 0 || !sync.online ? "text-amber-800 dark:text-amber-300" : "text-muted-foreground"}`}
        >
          {!sync.online ? <CloudOff aria-hidden="true" className="size-4" /> : null}
          {status}
        </p>
      </header>

      {sync.problem ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {sync.problem}
        </p>
      ) : null}
      {sync.refused.length > 0 ? (
        <div
          role="alert"
          className="flex items-start justify-between gap-3 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          <ul className="space-y-1">
            {sync.refused.map((refusal, index) => (
              <li key={`${refusal.clientId ?? "change"}-${index}`}>
                {t("referee.availability.notSaved", { message: refusal.message })}
              </li>
            ))}
          </ul>
          <Button variant="ghost" size="sm" onClick={engine.dismissRefused}>
            {t("referee.availability.dismiss")}
          </Button>
        </div>
      ) : null}

      <section
        aria-label={t("referee.availability.selectedDays")}
        className="space-y-3 rounded-lg border bg-card p-4 shadow-sm"
      >
        <p className="text-sm font-medium">
          {selection.length === 0
            ? t("referee.availability.selectDays")
            : t("referee.availability.selected", { count: selection.length })}
        </p>
        <div className="flex flex-wrap items-end gap-3">
          <Button onClick={blockSelected} disabled={selection.length === 0}>
            {t("referee.availability.blockDays")}
          </Button>
          <div className="flex w-full flex-wrap items-end gap-2 sm:w-auto">
            <div className="grid min-w-0 flex-1 gap-1 sm:flex-none">
              <Label htmlFor="range-start" className="text-xs">
                {t("referee.availability.from")}
              </Label>
              <Input
                id="range-start"
                type="time"
                className="sm:w-32"
                value={range.start}
                onChange={(event) => setRange({ ...range, start: event.target.value })}
                aria-invalid={rangeError ? true : undefined}
              />
            </div>
            <div className="grid min-w-0 flex-1 gap-1 sm:flex-none">
              <Label htmlFor="range-end" className="text-xs">
                {t("referee.availability.to")}
              </Label>
              <Input
                id="range-end"
                type="time"
                className="sm:w-32"
                value={range.end}
                onChange={(event) => setRange({ ...range, end: event.target.value })}
                aria-invalid={rangeError ? true : undefined}
                aria-describedby={rangeError ? "range-error" : undefined}
              />
            </div>
            <Button
              variant="secondary"
              className="w-full sm:w-auto"
              onClick={addTimeBlockToSelection}
              disabled={selection.length === 0}
            >
              {t("referee.availability.addTimeBlock")}
            </Button>
          </div>
          <Button variant="ghost" onClick={() => setSelection([])} disabled={selection.length === 0}>
            {t("referee.availability.clearSelection")}
          </Button>
          <ClearAllButton disabled={entries.length === 0} onConfirm={() => save({ type: "clear-all" })} />
        </div>
        {rangeError ? (
          <p id="range-error" className="text-sm text-destructive">
            {rangeError}
          </p>
        ) : null}
      </section>

      <Tabs value={view} onValueChange={setView} className="lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-6">
        <TabsList className="lg:hidden">
          <TabsTrigger value="calendar">{t("referee.availability.calendar")}</TabsTrigger>
          <TabsTrigger value="blocked">{t("referee.availability.blocked", { count: entries.length })}</TabsTrigger>
        </TabsList>
        <TabsContent
          value="calendar"
          forceMount
          className="data-[state=inactive]:hidden lg:mt-0 lg:data-[state=inactive]:block"
        >
          <section aria-labelledby="calendar-heading" className="rounded-lg border bg-card p-4 shadow-sm">
            <div className="mb-3 flex items-center justify-between gap-2">
              <h2 id="calendar-heading" className="font-semibold">
                {t("referee.availability.calendar")}
              </h2>
              <div className="flex items-center gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t("referee.availability.previousMonth")}
                  disabled={month <= today.slice(0, 7)}
                  onClick={() => setMonth(addMonths(month, -1))}
                >
                  <ChevronLeft aria-hidden="true" />
                </Button>
                <span className="sr-only" aria-live="polite">
                  {t("referee.availability.showing", { month: monthLabel(formats.locale, month) })}
                </span>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t("referee.availability.nextMonth")}
                  disabled={month >= lastDay.slice(0, 7)}
                  onClick={() => setMonth(addMonths(month, 1))}
                >
                  <ChevronRight aria-hidden="true" />
                </Button>
              </div>
            </div>
            <div className="grid gap-6 lg:grid-cols-2">
              <MonthCalendar
                month={month}
                today={today}
                lastDay={lastDay}
                entries={byDate}
                weekly={weekly}
                selection={selection}
                onToggle={(date) => setSelection((current) => toggleDay(current, date))}
              />
              <MonthCalendar
                className="hidden lg:block"
                month={addMonths(month, 1)}
                today={today}
                lastDay={lastDay}
                entries={byDate}
                weekly={weekly}
                selection={selection}
                onToggle={(date) => setSelection((current) => toggleDay(current, date))}
              />
            </div>
            <ul
              aria-label={t("referee.availability.legend")}
              className="mt-4 flex flex-wrap gap-4 text-xs text-muted-foreground"
            >
              <li className="flex items-center gap-1.5">
                <span aria-hidden="true" className="size-3 rounded-sm bg-destructive/30" />
                {t("referee.availability.legendAllDay")}
              </li>
              <li className="flex items-center gap-1.5">
                <span aria-hidden="true" className="size-3 rounded-sm bg-amber-500/30" />
                {t("referee.availability.legendPartly")}
              </li>
              <li className="flex items-center gap-1.5">
                <span aria-hidden="true" className="size-2 rounded-full bg-sky-500" />
                {t("referee.availability.legendWeekly")}
              </li>
            </ul>
          </section>
        </TabsContent>
        <TabsContent
          value="blocked"
          forceMount
          className="space-y-6 data-[state=inactive]:hidden lg:mt-0 lg:data-[state=inactive]:block"
        >
          <BlockedList
            entries={entries}
            onRemove={(date, removed) => save({ type: "remove", date, ...(removed ?? {}) })}
          />
          <section aria-labelledby="weekly-heading" className="rounded-lg border bg-card p-4 shadow-sm">
            <div className="mb-3 flex items-center justify-between gap-2">
              <h2 id="weekly-heading" className="font-semibold">
                {t("referee.availability.weeklyBlocks")}
              </h2>
              <WeeklyBlockDialog today={today} onAdd={save} />
            </div>
            {recurring.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("referee.availability.noWeekly")}</p>
            ) : (
              <ul className="divide-y">
                {recurring.map((block) => {
                  const label = recurringText(t, formats.locale, block, formats.time);
                  const period = periodText(t, formats.longDate, block, today);
                  return (
                    <li key={block.id} className="flex items-center justify-between gap-3 py-2">
                      <div>
                        <p className="text-sm font-medium">{label}</p>
                        <p className="text-xs text-muted-foreground">{period}</p>
                      </div>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={t("referee.availability.remove", { what: label })}
                        onClick={() => save({ type: "remove-recurring", id: block.id })}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        </TabsContent>
      </Tabs>
    </div>
  );
}

function BlockedList({
  entries,
  onRemove,
}: {
  entries: AvailabilityEntry[];
  onRemove: (date: string, range?: TimeRange) => void;
}) {
  const formats = useFormats();
  const t = useT();
  return (
    <section aria-labelledby="blocked-heading" className="rounded-lg border bg-card p-4 shadow-sm">
      <h2 id="blocked-heading" className="mb-3 font-semibold">
        {t("referee.availability.blocked", { count: entries.length })}
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("referee.availability.noBlocked")}</p>
      ) : (
        <ul aria-label={t("referee.availability.blockedDays")} className="max-h-96 divide-y overflow-y-auto pr-1">
          {entries.map((entry) => {
            const day = formats.longDate(entry.date);
            return (
              <li
                key={entry.date}
                aria-label={t("referee.availability.dayWithNotes", {
                  day,
                  notes: describeEntry(t, entry, formats.time),
                })}
                className="flex items-start justify-between gap-3 py-2"
              >
                <div className="min-w-0">
                  <p className="text-sm font-medium">{day}</p>
                  {entry.fullDay ? (
                    <p className="text-sm text-destructive">{t("referee.availability.allDay")}</p>
                  ) : (
                    <ul className="mt-1 flex flex-wrap gap-1.5">
                      {entry.times.map((time) => (
                        <li
                          key={`${time.start}-${time.end}`}
                          className="flex items-center gap-1 rounded-full bg-amber-500/15 py-0.5 pr-1 pl-2.5 text-xs"
                        >
                          {rangeText(t, time, formats.time)}
                          <button
                            type="button"
                            className="rounded-full p-0.5 hover:bg-amber-500/30"
                            aria-label={t("referee.availability.removeRange", {
                              range: rangeText(t, time, formats.time),
                              day,
                            })}
                            onClick={() => onRemove(entry.date, time)}
                          >
                            <Trash2 aria-hidden="true" className="size-3" />
                          </button>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t("referee.availability.remove", { what: day })}
                  onClick={() => onRemove(entry.date)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** "From Sat, Nov 28, 2026 until …" / "Ongoing": when a weekly block applies. */
function periodText(
  t: Translate,
  longDate: (isoDate: string) => string,
  block: { startsOn: string; endsOn: string | null },
  today: string,
): string {
  const upcoming = block.startsOn > today;
  if (block.endsOn) {
    return upcoming
      ? t("referee.availability.fromUntil", { from: longDate(block.startsOn), until: longDate(block.endsOn) })
      : t("referee.availability.ongoingUntil", { until: longDate(block.endsOn) });
  }
  return upcoming
    ? t("referee.availability.fromDate", { from: longDate(block.startsOn) })
    : t("referee.availability.ongoing");
}

function ClearAllButton({ disabled, onConfirm }: { disabled: boolean; onConfirm: () => void }) {
  const t = useT();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" disabled={disabled}>
          {t("referee.availability.clearAll")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("referee.availability.clearAllTitle")}</DialogTitle>
          <DialogDescription>{t("referee.availability.clearAllDescription")}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t("referee.availability.cancel")}</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button variant="destructive" onClick={onConfirm}>
              {t("referee.availability.clearAll")}
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
