/**
 * The referee's scheduling profile (issue 10, decision 0039): where they travel from, how many games
 * they want, and what they prefer or avoid. Smart scheduling (suggestions, auto-assign) reads it. Posts
 * to the settings page's own action; "Use my location" asks the browser (no address lookup service
 * is involved), and the coordinates can be typed instead.
 */
import { CheckboxGroupField } from "~/components/form-fields";
import { useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { LocateFixed } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { FieldErrors, FormMessage, TextField } from "~/components/form-fields";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { useLingui } from "@lingui/react";
import { GAME_LEVELS, type GameLevel } from "~/domain/constants";
import { useT } from "~/i18n/react";
import type { MessageId } from "~/i18n/messages";

const LEVEL_LABELS: Record<GameLevel, MessageId> = {
  professional: "settings.scheduling.level.professional",
  "semi-pro": "settings.scheduling.level.semi-pro",
  amateur: "settings.scheduling.level.amateur",
  youth: "settings.scheduling.level.youth",
};

/** Sunday to Saturday (0 to 6, as stored) in the reader's language, capitalized as a label. */
function weekdayNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  // 4 January 2026 was a Sunday.
  return Array.from({ length: 7 }, (_, day) => {
    const name = format.format(Date.UTC(2026, 0, 4 + day));
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  });
}

export interface SchedulingProfileView {
  homeLabel: string | null;
  homeLatitude: number | null;
  homeLongitude: number | null;
  maxGamesPerWeek: number | null;
  maxGamesPerMonth: number | null;
  levels: string[];
  weekdays: number[];
  venues: string[];
  avoidVenues: string[];
  avoidTeams: string[];
  venueNames: string[];
}

export interface SchedulingProfileAnswer {
  intent: "save-scheduling-profile";
  ok: boolean;
  message: string;
  errors: Record<string, string[] | undefined>;
  values: Record<string, string | string[]> | null;
}

export function SchedulingProfileCard({
  profile,
  answer,
}: {
  profile: SchedulingProfileView;
  answer: SchedulingProfileAnswer | null;
}) {
  const navigation = useNavigation();
  const t = useT();
  const { i18n } = useLingui();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save-scheduling-profile";
  const errors = answer && !answer.ok ? answer.errors : {};
  const typed = answer && !answer.ok ? answer.values : null;
  const text = (name: string, stored: string | number | null) => {
    const value = typed?.[name];
    return typeof value === "string" ? value : stored === null ? "" : String(stored);
  };
  const list = (name: string, stored: readonly (string | number)[]) => {
    const value = typed?.[name];
    return Array.isArray(value) ? value : stored.map(String);
  };
  const latitude = useRef<HTMLInputElement>(null);
  const longitude = useRef<HTMLInputElement>(null);
  const [locating, setLocating] = useState<"idle" | "busy" | "failed">("idle");
  const venueOptions = profile.venueNames.map((venue) => ({ value: venue, label: venue }));

  function locate() {
    if (!navigator.geolocation) {
      setLocating("failed");
      return;
    }
    setLocating("busy");
    navigator.geolocation.getCurrentPosition(
      (position) => {
        // Two decimals (about a kilometre): enough for travel distances, and no more precise than needed.
        if (latitude.current) latitude.current.value = position.coords.latitude.toFixed(2);
        if (longitude.current) longitude.current.value = position.coords.longitude.toFixed(2);
        setLocating("idle");
      },
      () => setLocating("failed"),
      { timeout: 10_000 },
    );
  }

  const field = (name: string) => ({
    id: `sched-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `sched-${name}-error` : undefined,
  });

  const fieldProps = {
    homeLatitude: field("homeLatitude"),
    homeLongitude: field("homeLongitude"),
    avoidTeams: field("avoidTeams"),
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle render="h2">{t("settings.scheduling.title")}</CardTitle>
        <CardDescription>{t("settings.scheduling.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" noValidate className="grid gap-5" aria-label={t("settings.scheduling.title")}>
          <input type="hidden" name="intent" value="save-scheduling-profile" />
          <div className="grid gap-3 sm:grid-cols-[1fr_9rem_9rem_auto] sm:items-end">
            <TextField
              idPrefix="sched"
              name="homeLabel"
              label={t("settings.scheduling.homeArea")}
              errors={errors}
              placeholder={t("settings.scheduling.homeAreaPlaceholder")}
              defaultValue={text("homeLabel", profile.homeLabel)}
            />
            <div className="grid gap-1.5">
              <Label htmlFor="sched-homeLatitude">{t("settings.scheduling.latitude")}</Label>
              <Input
                ref={latitude}
                {...fieldProps.homeLatitude}
                inputMode="decimal"
                defaultValue={text("homeLatitude", profile.homeLatitude)}
              />
              <FieldErrors id="sched-homeLatitude-error" errors={errors.homeLatitude} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="sched-homeLongitude">{t("settings.scheduling.longitude")}</Label>
              <Input
                ref={longitude}
                {...fieldProps.homeLongitude}
                inputMode="decimal"
                defaultValue={text("homeLongitude", profile.homeLongitude)}
              />
              <FieldErrors id="sched-homeLongitude-error" errors={errors.homeLongitude} />
            </div>
            <Button type="button" variant="outline" onClick={locate} disabled={locating === "busy"}>
              <LocateFixed aria-hidden="true" />
              {locating === "busy" ? t("settings.scheduling.locating") : t("settings.scheduling.useLocation")}
            </Button>
          </div>
          {locating === "failed" ? (
            <p role="status" className="text-sm text-muted-foreground">
              {t("settings.scheduling.locationFailed")}
            </p>
          ) : null}
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              idPrefix="sched"
              name="maxGamesPerWeek"
              label={t("settings.scheduling.maxPerWeek")}
              errors={errors}
              inputMode="numeric"
              placeholder={t("settings.scheduling.noLimit")}
              defaultValue={text("maxGamesPerWeek", profile.maxGamesPerWeek)}
            />
            <TextField
              idPrefix="sched"
              name="maxGamesPerMonth"
              label={t("settings.scheduling.maxPerMonth")}
              errors={errors}
              inputMode="numeric"
              placeholder={t("settings.scheduling.noLimit")}
              defaultValue={text("maxGamesPerMonth", profile.maxGamesPerMonth)}
            />
          </div>
          <CheckboxGroupField
            legend={t("settings.scheduling.levels")}
            name="levels"
            options={GAME_LEVELS.map((level) => ({ value: level, label: t(LEVEL_LABELS[level]) }))}
            checked={list("levels", profile.levels)}
          />
          <CheckboxGroupField
            legend={t("settings.scheduling.days")}
            name="weekdays"
            options={weekdayNames(i18n.locale).map((label, day) => ({ value: String(day), label }))}
            checked={list("weekdays", profile.weekdays)}
          />
          {venueOptions.length > 0 ? (
            <>
              <CheckboxGroupField
                legend={t("settings.scheduling.venues")}
                name="venues"
                options={venueOptions}
                checked={list("venues", profile.venues)}
              />
              <div className="grid gap-1">
                <CheckboxGroupField
                  legend={t("settings.scheduling.avoidVenues")}
                  name="avoidVenues"
                  options={venueOptions}
                  checked={list("avoidVenues", profile.avoidVenues)}
                />
                <FieldErrors id="sched-avoidVenues-error" errors={errors.avoidVenues} />
              </div>
            </>
          ) : null}
          <div className="grid gap-1.5">
            <Label htmlFor="sched-avoidTeams">{t("settings.scheduling.avoidTeams")}</Label>
            <Textarea
              {...fieldProps.avoidTeams}
              rows={2}
              placeholder={t("settings.scheduling.avoidTeamsPlaceholder")}
              defaultValue={typeof typed?.avoidTeams === "string" ? typed.avoidTeams : profile.avoidTeams.join("\n")}
            />
            <FieldErrors id="sched-avoidTeams-error" errors={errors.avoidTeams} />
          </div>
          <div className="flex items-center gap-3">
            <Button type="submit" disabled={saving}>
              {saving ? t("settings.saving") : t("settings.scheduling.save")}
            </Button>
            {answer ? <FormMessage tone={answer.ok ? "success" : "error"}>{answer.message}</FormMessage> : null}
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
