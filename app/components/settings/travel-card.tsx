/**
 * The referee's travel limits (issue 21, decision 0077), beside their scheduling profile: the farthest
 * they travel to a game, in their unit (miles in English, kilometres otherwise), and the places they set
 * out from instead of home on given days and kick-off hours. Plain forms on the settings page's action.
 */
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { useLingui } from "@lingui/react";
import { Trash2 } from "lucide-react";
import { CheckboxGroupField, FormMessage, TextField } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import type { DistanceUnit } from "~/domain/constants";
import { useT } from "~/i18n/react";
import type { StartPointView, TravelAnswer } from "~/domain/travel";

export interface TravelView {
  unit: DistanceUnit;
  maxTravel: string;
  /** Whether their home has coordinates: without them a limit is measured only from start points. */
  hasHome: boolean;
  startPoints: StartPointView[];
}

/** Sunday to Saturday (0 to 6, as stored) in the reader's language. */
function weekdayNames(locale: string, width: "long" | "short"): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: "UTC" });
  // 4 January 2026 was a Sunday.
  return Array.from({ length: 7 }, (_, day) => format.format(Date.UTC(2026, 0, 4 + day)));
}

function answerOf(answer: TravelAnswer | null, intent: TravelAnswer["intent"]) {
  return answer?.intent === intent ? answer : null;
}

function TravelLimitForm({ travel, answer }: { travel: TravelView; answer: TravelAnswer | null }) {
  const t = useT();
  const navigation = useNavigation();
  const mine = answerOf(answer, "save-travel-limit");
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save-travel-limit";
  const typed = mine && !mine.ok ? mine.values?.maxTravel : undefined;
  return (
    <Form method="post" noValidate className="flex flex-wrap items-start gap-3" aria-label={t("settings.travel.limit")}>
      <input type="hidden" name="intent" value="save-travel-limit" />
      <input type="hidden" name="unit" value={travel.unit} />
      <TextField
        idPrefix="travel"
        name="maxTravel"
        label={t("settings.travel.limitIn", { unit: travel.unit })}
        hint={t("settings.travel.limitHint")}
        errors={mine && !mine.ok ? mine.errors : undefined}
        className="grid w-72 gap-1.5"
        inputMode="decimal"
        placeholder={t("settings.scheduling.noLimit")}
        defaultValue={typeof typed === "string" ? typed : travel.maxTravel}
      />
      {/* Level with the field, under its label. */}
      <Button type="submit" className="sm:mt-6" disabled={saving}>
        {saving ? t("settings.saving") : t("settings.travel.saveLimit")}
      </Button>
      {mine ? <FormMessage tone={mine.ok ? "success" : "error"}>{mine.message}</FormMessage> : null}
      {travel.maxTravel !== "" && !travel.hasHome ? (
        <p className="w-full text-sm text-muted-foreground">{t("settings.travel.noHome")}</p>
      ) : null}
    </Form>
  );
}

function StartPointList({ points }: { points: StartPointView[] }) {
  const t = useT();
  const hoursOf = ({ fromTime: from, toTime: to }: StartPointView) =>
    from && to
      ? t("settings.travel.hoursBetween", { from, to })
      : from
        ? t("settings.travel.hoursFrom", { from })
        : to
          ? t("settings.travel.hoursBefore", { to })
          : t("settings.travel.anyHour");
  const { i18n } = useLingui();
  const days = weekdayNames(i18n.locale, "short");
  if (points.length === 0) return <p className="text-sm text-muted-foreground">{t("settings.travel.noStartPoints")}</p>;
  return (
    <ul className="divide-y" aria-label={t("settings.travel.startPoints")}>
      {points.map((point) => (
        <li key={point.id} className="flex items-center gap-3 py-2">
          <div className="min-w-0 flex-1">
            <p className="font-medium">{point.label}</p>
            <p className="text-sm text-muted-foreground">
              {t("settings.travel.startPointSummary", {
                days:
                  point.weekdays.length === 0
                    ? t("settings.travel.everyDay")
                    : point.weekdays.map((day) => days[day]).join(", "),
                hours: hoursOf(point),
                latitude: point.latitude,
                longitude: point.longitude,
              })}
            </p>
          </div>
          <Form method="post">
            <input type="hidden" name="intent" value="remove-start-point" />
            <input type="hidden" name="startPointId" value={point.id} />
            <Button
              type="submit"
              variant="ghost"
              size="icon"
              aria-label={t("settings.travel.removeStartPoint", { label: point.label })}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

function AddStartPointForm({ answer }: { answer: TravelAnswer | null }) {
  const t = useT();
  const { i18n } = useLingui();
  const navigation = useNavigation();
  const mine = answerOf(answer, "add-start-point");
  const adding = navigation.state === "submitting" && navigation.formData?.get("intent") === "add-start-point";
  const errors = mine && !mine.ok ? mine.errors : {};
  const typed = mine && !mine.ok ? mine.values : null;
  const text = (name: string) => {
    const value = typed?.[name];
    return typeof value === "string" ? value : "";
  };
  const checkedDays = Array.isArray(typed?.weekdays) ? typed.weekdays : [];
  // A fresh form after each point added; a refused one keeps what was typed.
  const [formKey, setFormKey] = useState(0);
  const [seen, setSeen] = useState(answer);
  if (answer !== seen) {
    setSeen(answer);
    if (mine?.ok) setFormKey((key) => key + 1);
  }
  return (
    <Form key={formKey} method="post" noValidate className="grid gap-3" aria-label={t("settings.travel.addStartPoint")}>
      <input type="hidden" name="intent" value="add-start-point" />
      <div className="grid gap-3 sm:grid-cols-[1fr_9rem_9rem]">
        <TextField
          idPrefix="start"
          name="label"
          label={t("settings.travel.label")}
          placeholder={t("settings.travel.labelPlaceholder")}
          errors={errors}
          maxLength={60}
          defaultValue={text("label")}
        />
        <TextField
          idPrefix="start"
          name="latitude"
          label={t("settings.scheduling.latitude")}
          errors={errors}
          inputMode="decimal"
          defaultValue={text("latitude")}
        />
        <TextField
          idPrefix="start"
          name="longitude"
          label={t("settings.scheduling.longitude")}
          errors={errors}
          inputMode="decimal"
          defaultValue={text("longitude")}
        />
      </div>
      <CheckboxGroupField
        legend={t("settings.travel.days")}
        name="weekdays"
        options={weekdayNames(i18n.locale, "long").map((label, day) => ({ value: String(day), label }))}
        checked={checkedDays}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          idPrefix="start"
          name="fromTime"
          type="time"
          label={t("settings.travel.fromTime")}
          errors={errors}
          defaultValue={text("fromTime")}
        />
        <TextField
          idPrefix="start"
          name="toTime"
          type="time"
          label={t("settings.travel.toTime")}
          errors={errors}
          defaultValue={text("toTime")}
        />
      </div>
      <div className="flex items-center gap-3">
        <Button type="submit" variant="outline" disabled={adding}>
          {adding ? t("settings.saving") : t("settings.travel.addStartPoint")}
        </Button>
        {mine ? <FormMessage tone={mine.ok ? "success" : "error"}>{mine.message}</FormMessage> : null}
      </div>
    </Form>
  );
}

export function TravelCard({ travel, answer }: { travel: TravelView; answer: TravelAnswer | null }) {
  const t = useT();
  const removed = answerOf(answer, "remove-start-point");
  return (
    <Card>
      <CardHeader>
        <CardTitle render="h2">{t("settings.travel.title")}</CardTitle>
        <CardDescription>{t("settings.travel.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <TravelLimitForm travel={travel} answer={answer} />
        <section className="grid gap-3" aria-labelledby="travel-start-points">
          <h3 id="travel-start-points" className="font-medium">
            {t("settings.travel.startPoints")}
          </h3>
          <p className="text-sm text-muted-foreground">{t("settings.travel.startPointsHint")}</p>
          <StartPointList points={travel.startPoints} />
          {removed ? <FormMessage tone="success">{removed.message}</FormMessage> : null}
          <AddStartPointForm answer={answer} />
        </section>
      </CardContent>
    </Card>
  );
}
