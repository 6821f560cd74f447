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
import { GAME_LEVEL_LABELS, GAME_LEVELS } from "~/domain/constants";

const WEEKDAY_LABELS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

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

  return (
    <Card>
      <CardHeader>
        <CardTitle render="h2">Scheduling preferences</CardTitle>
        <CardDescription>
          Your assignor's smart scheduling uses these: distance from home, how many games you want, and what you prefer.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" noValidate className="grid gap-5" aria-label="Scheduling preferences">
          <input type="hidden" name="intent" value="save-scheduling-profile" />
          <div className="grid gap-3 sm:grid-cols-[1fr_9rem_9rem_auto] sm:items-end">
            <TextField
              idPrefix="sched"
              name="homeLabel"
              label="Home area"
              errors={errors}
              placeholder="e.g. Oakland, CA"
              defaultValue={text("homeLabel", profile.homeLabel)}
            />
            <div className="grid gap-1.5">
              <Label htmlFor="sched-homeLatitude">Latitude</Label>
              <Input
                ref={latitude}
                {...field("homeLatitude")}
                inputMode="decimal"
                defaultValue={text("homeLatitude", profile.homeLatitude)}
              />
              <FieldErrors id="sched-homeLatitude-error" errors={errors.homeLatitude} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="sched-homeLongitude">Longitude</Label>
              <Input
                ref={longitude}
                {...field("homeLongitude")}
                inputMode="decimal"
                defaultValue={text("homeLongitude", profile.homeLongitude)}
              />
              <FieldErrors id="sched-homeLongitude-error" errors={errors.homeLongitude} />
            </div>
            <Button type="button" variant="outline" onClick={locate} disabled={locating === "busy"}>
              <LocateFixed aria-hidden="true" />
              {locating === "busy" ? "Locating..." : "Use my location"}
            </Button>
          </div>
          {locating === "failed" ? (
            <p role="status" className="text-sm text-muted-foreground">
              Your browser did not share a location. Type the coordinates instead (any map app shows them).
            </p>
          ) : null}
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              idPrefix="sched"
              name="maxGamesPerWeek"
              label="Most games per week"
              errors={errors}
              inputMode="numeric"
              placeholder="No limit"
              defaultValue={text("maxGamesPerWeek", profile.maxGamesPerWeek)}
            />
            <TextField
              idPrefix="sched"
              name="maxGamesPerMonth"
              label="Most games per month"
              errors={errors}
              inputMode="numeric"
              placeholder="No limit"
              defaultValue={text("maxGamesPerMonth", profile.maxGamesPerMonth)}
            />
          </div>
          <CheckboxGroupField
            legend="Levels I prefer"
            name="levels"
            options={GAME_LEVELS.map((level) => ({ value: level, label: GAME_LEVEL_LABELS[level] }))}
            checked={list("levels", profile.levels)}
          />
          <CheckboxGroupField
            legend="Days I prefer"
            name="weekdays"
            options={WEEKDAY_LABELS.map((label, day) => ({ value: String(day), label }))}
            checked={list("weekdays", profile.weekdays)}
          />
          {venueOptions.length > 0 ? (
            <>
              <CheckboxGroupField
                legend="Venues I prefer"
                name="venues"
                options={venueOptions}
                checked={list("venues", profile.venues)}
              />
              <div className="grid gap-1">
                <CheckboxGroupField
                  legend="Venues I avoid"
                  name="avoidVenues"
                  options={venueOptions}
                  checked={list("avoidVenues", profile.avoidVenues)}
                />
                <FieldErrors id="sched-avoidVenues-error" errors={errors.avoidVenues} />
              </div>
            </>
          ) : null}
          <div className="grid gap-1.5">
            <Label htmlFor="sched-avoidTeams">Teams I should not referee</Label>
            <Textarea
              {...field("avoidTeams")}
              rows={2}
              placeholder="One per line, e.g. a team a relative plays for"
              defaultValue={typeof typed?.avoidTeams === "string" ? typed.avoidTeams : profile.avoidTeams.join("\n")}
            />
            <FieldErrors id="sched-avoidTeams-error" errors={errors.avoidTeams} />
          </div>
          <div className="flex items-center gap-3">
            <Button type="submit" disabled={saving}>
              {saving ? "Saving..." : "Save preferences"}
            </Button>
            {answer ? <FormMessage tone={answer.ok ? "success" : "error"}>{answer.message}</FormMessage> : null}
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
