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
import { addMonths, describeEntry, monthLabel, MonthCalendar } from "~/components/availability/month-calendar";
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
  describeRecurring,
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

export const meta: Route.MetaFunction = () => [{ title: "Availability | Referee Dashboard | Whistle" }];

/** Not revalidated by live updates (see use-live-updates): only this referee changes this page. */
export const handle = { liveUpdates: false };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, organization } = await requireReferee(context, request);
  const today = todayIn(organization.timeZone);
  const snapshot = await loadAvailability(getAppContext(context).db, user.id, today);
  return { userId: user.id, today, timeZone: organization.timeZone, ...snapshot };
}

function rangeText(range: TimeRange, time: (value: string) => string) {
  return `${time(range.start)} – ${time(range.end)}`;
}

function pendingText(count: number) {
  return `${count} change${count === 1 ? "" : "s"} waiting to sync`;
}

export default function Availability({ loaderData }: Route.ComponentProps) {
  const { userId, today } = loaderData;
  const formats = useFormats();
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
    ? `You're offline. ${pending > 0 ? pendingText(pending) : "Changes will sync when you're back online."}`
    : pending > 0
      ? pendingText(pending)
      : "All changes saved";

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold">Availability</h1>
          <p className="text-muted-foreground">
            Block the days and times you cannot referee. Changes save as you make them.
          </p>
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
              <li key={`${refusal.clientId ?? "change"}-${index}`}>{`Not saved: ${refusal.message}`}</li>
            ))}
          </ul>
          <Button variant="ghost" size="sm" onClick={engine.dismissRefused}>
            Dismiss
          </Button>
        </div>
      ) : null}

      <section aria-label="Selected days" className="space-y-3 rounded-lg border bg-card p-4 shadow-sm">
        <p className="text-sm font-medium">
          {selection.length === 0
            ? "Select days in the calendar"
            : `${selection.length} day${selection.length === 1 ? "" : "s"} selected`}
        </p>
        <div className="flex flex-wrap items-end gap-3">
          <Button onClick={blockSelected} disabled={selection.length === 0}>
            Block Entire Day(s)
          </Button>
          <div className="flex w-full flex-wrap items-end gap-2 sm:w-auto">
            <div className="grid min-w-0 flex-1 gap-1 sm:flex-none">
              <Label htmlFor="range-start" className="text-xs">
                From
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
                To
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
              Add Time Block
            </Button>
          </div>
          <Button variant="ghost" onClick={() => setSelection([])} disabled={selection.length === 0}>
            Clear Selection
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
          <TabsTrigger value="calendar">Calendar</TabsTrigger>
          <TabsTrigger value="blocked">{`Blocked (${entries.length})`}</TabsTrigger>
        </TabsList>
        <TabsContent
          value="calendar"
          forceMount
          className="data-[state=inactive]:hidden lg:mt-0 lg:data-[state=inactive]:block"
        >
          <section aria-labelledby="calendar-heading" className="rounded-lg border bg-card p-4 shadow-sm">
            <div className="mb-3 flex items-center justify-between gap-2">
              <h2 id="calendar-heading" className="font-semibold">
                Calendar
              </h2>
              <div className="flex items-center gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label="Previous month"
                  disabled={month <= today.slice(0, 7)}
                  onClick={() => setMonth(addMonths(month, -1))}
                >
                  <ChevronLeft aria-hidden="true" />
                </Button>
                <span className="sr-only" aria-live="polite">
                  {`Showing ${monthLabel(month)}`}
                </span>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label="Next month"
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
            <ul aria-label="Legend" className="mt-4 flex flex-wrap gap-4 text-xs text-muted-foreground">
              <li className="flex items-center gap-1.5">
                <span aria-hidden="true" className="size-3 rounded-sm bg-destructive/30" />
                Blocked all day
              </li>
              <li className="flex items-center gap-1.5">
                <span aria-hidden="true" className="size-3 rounded-sm bg-amber-500/30" />
                Partly blocked
              </li>
              <li className="flex items-center gap-1.5">
                <span aria-hidden="true" className="size-2 rounded-full bg-sky-500" />
                Weekly block
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
                Weekly blocks
              </h2>
              <WeeklyBlockDialog today={today} onAdd={save} />
            </div>
            {recurring.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                No weekly blocks. Add one for times you are never free, like Tuesday evenings.
              </p>
            ) : (
              <ul className="divide-y">
                {recurring.map((block) => {
                  const label = describeRecurring(block, formats.time);
                  const period = `${block.startsOn > today ? `From ${formats.longDate(block.startsOn)}` : "Ongoing"}${block.endsOn ? ` until ${formats.longDate(block.endsOn)}` : ""}`;
                  return (
                    <li key={block.id} className="flex items-center justify-between gap-3 py-2">
                      <div>
                        <p className="text-sm font-medium">{label}</p>
                        <p className="text-xs text-muted-foreground">{period}</p>
                      </div>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Remove ${label}`}
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
  return (
    <section aria-labelledby="blocked-heading" className="rounded-lg border bg-card p-4 shadow-sm">
      <h2 id="blocked-heading" className="mb-3 font-semibold">
        {`Blocked (${entries.length})`}
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">No blocked days. Select days in the calendar to block them.</p>
      ) : (
        <ul aria-label="Blocked days" className="max-h-96 divide-y overflow-y-auto pr-1">
          {entries.map((entry) => {
            const day = formats.longDate(entry.date);
            return (
              <li
                key={entry.date}
                aria-label={`${day}, ${describeEntry(entry, formats.time)}`}
                className="flex items-start justify-between gap-3 py-2"
              >
                <div className="min-w-0">
                  <p className="text-sm font-medium">{day}</p>
                  {entry.fullDay ? (
                    <p className="text-sm text-destructive">All day</p>
                  ) : (
                    <ul className="mt-1 flex flex-wrap gap-1.5">
                      {entry.times.map((time) => (
                        <li
                          key={`${time.start}-${time.end}`}
                          className="flex items-center gap-1 rounded-full bg-amber-500/15 py-0.5 pr-1 pl-2.5 text-xs"
                        >
                          {rangeText(time, formats.time)}
                          <button
                            type="button"
                            className="rounded-full p-0.5 hover:bg-amber-500/30"
                            aria-label={`Remove ${rangeText(time, formats.time)} on ${day}`}
                            onClick={() => onRemove(entry.date, time)}
                          >
                            <Trash2 aria-hidden="true" className="size-3" />
                          </button>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
                <Button variant="ghost" size="icon" aria-label={`Remove ${day}`} onClick={() => onRemove(entry.date)}>
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

function ClearAllButton({ disabled, onConfirm }: { disabled: boolean; onConfirm: () => void }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" disabled={disabled}>
          Clear All
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Clear all blocked days?</DialogTitle>
          <DialogDescription>
            Every blocked day from today on is removed. Weekly blocks stay until you remove them.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button variant="destructive" onClick={onConfirm}>
              Clear All
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
