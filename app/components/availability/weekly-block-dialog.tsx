/**
 * "Add weekly block": every given weekday, all day or between two times, from a first date until an
 * optional last one. Checked with the server's own schema before it is queued; errors stay beside
 * their fields and the input is kept.
 */
import { useState, type FormEvent } from "react";
import * as v from "valibot";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-controls";
import {
  AvailabilityChangeSchema,
  checkChangeDates,
  END_BEFORE_START_MESSAGE,
  LAST_BEFORE_FIRST_MESSAGE,
  type AvailabilityChange,
} from "~/domain/availability";
import { useFormats } from "~/components/formats";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";
import { weekdayName } from "./month-calendar";
import { DEFAULT_TIME_BLOCK } from "~/domain/constants";
import { dayOfWeek } from "~/domain/dates";
import { formValues } from "~/domain/forms";

type Errors = Partial<Record<"weekday" | "start" | "end" | "startsOn" | "endsOn" | "form", string>>;

export function WeeklyBlockDialog({ today, onAdd }: { today: string; onAdd: (change: AvailabilityChange) => void }) {
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const formats = useFormats();
  const t = useT();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const typed = formValues(form, ["allDay", "weekday", "start", "end", "startsOn", "endsOn"]);
    const allDay = typed.allDay === "on";
    const candidate = {
      type: "add-recurring",
      weekday: Number(typed.weekday),
      kind: allDay ? "full_day" : "time_range",
      ...(allDay ? {} : { start: typed.start, end: typed.end }),
      startsOn: typed.startsOn,
      ...(typed.endsOn ? { endsOn: typed.endsOn } : {}),
    };
    const parsed = v.safeParse(AvailabilityChangeSchema, candidate);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.issues) {
        const key =
          (issue.path?.[0]?.key as keyof Errors | undefined) ??
          (issue.message === tr(END_BEFORE_START_MESSAGE)
            ? "end"
            : issue.message === tr(LAST_BEFORE_FIRST_MESSAGE)
              ? "endsOn"
              : "form");
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    const dateProblem = checkChangeDates(parsed.output, today);
    if (dateProblem) {
      setErrors({ startsOn: dateProblem });
      return;
    }
    onAdd(parsed.output);
    setErrors({});
    setOpen(false);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setErrors({});
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          {t("referee.availability.addWeekly")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("referee.availability.addWeekly")}</DialogTitle>
          <DialogDescription>{t("referee.availability.addWeeklyDescription")}</DialogDescription>
        </DialogHeader>
        <form id="weekly-block-form" noValidate onSubmit={submit} className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor="weekly-weekday">{t("referee.availability.every")}</Label>
            <NativeSelect
              id="weekly-weekday"
              name="weekday"
              defaultValue={String(dayOfWeek(today))}
              aria-invalid={errors.weekday ? true : undefined}
            >
              {Array.from({ length: 7 }, (_, index) => (
                <option key={index} value={index}>
                  {weekdayName(formats.locale, index)}
                </option>
              ))}
            </NativeSelect>
            {errors.weekday ? <p className="text-sm text-destructive">{errors.weekday}</p> : null}
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="allDay" className="size-4" />
            {t("referee.availability.allDay")}
          </label>
          <div className="grid grid-cols-2 gap-3">
            <div className="grid gap-1.5">
              <Label htmlFor="weekly-start">{t("referee.availability.from")}</Label>
              <Input
                id="weekly-start"
                name="start"
                type="time"
                defaultValue={DEFAULT_TIME_BLOCK.start}
                aria-invalid={errors.start ? true : undefined}
              />
              {errors.start ? <p className="text-sm text-destructive">{errors.start}</p> : null}
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="weekly-end">{t("referee.availability.to")}</Label>
              <Input
                id="weekly-end"
                name="end"
                type="time"
                defaultValue={DEFAULT_TIME_BLOCK.end}
                aria-invalid={errors.end ? true : undefined}
                aria-describedby={errors.end ? "weekly-end-error" : undefined}
              />
              {errors.end ? (
                <p id="weekly-end-error" className="text-sm text-destructive">
                  {errors.end}
                </p>
              ) : null}
            </div>
          </div>
          <div className="grid grid-cols-2 gap-3">
            <div className="grid gap-1.5">
              <Label htmlFor="weekly-starts-on">{t("referee.availability.starting")}</Label>
              <Input
                id="weekly-starts-on"
                name="startsOn"
                type="date"
                min={today}
                defaultValue={today}
                aria-invalid={errors.startsOn ? true : undefined}
              />
              {errors.startsOn ? <p className="text-sm text-destructive">{errors.startsOn}</p> : null}
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="weekly-ends-on">{t("referee.availability.until")}</Label>
              <Input
                id="weekly-ends-on"
                name="endsOn"
                type="date"
                min={today}
                aria-invalid={errors.endsOn ? true : undefined}
              />
              {errors.endsOn ? <p className="text-sm text-destructive">{errors.endsOn}</p> : null}
            </div>
          </div>
          {errors.form ? <p className="text-sm text-destructive">{errors.form}</p> : null}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t("referee.availability.cancel")}
          </Button>
          <Button type="submit" form="weekly-block-form">
            {t("referee.availability.addWeekly")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
