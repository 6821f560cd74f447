import { Form, useNavigation } from "react-router";
import { FieldErrors, FormMessage, SelectField, TextField } from "~/components/form-fields";
import { LevelGrid } from "~/components/level-grid";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { CURRENCIES, GAME_LEVELS, REFEREE_LEVELS, US_TIME_ZONES, type GameLevel } from "~/domain/constants";
import type { MessageId } from "~/i18n/messages";
import { useT } from "~/i18n/react";
import {
  eligibleField,
  FEE_FIELDS,
  lengthField,
  MAX_GAMES_PER_DAY_LIMIT,
  TRAVEL_BUFFER_MAX_MINUTES,
  type OrganizationSettingsValues,
} from "~/domain/organization-settings";

const LEVEL_IDS: Record<GameLevel, MessageId> = {
  professional: "org.level.professional",
  "semi-pro": "org.level.semi-pro",
  amateur: "org.level.amateur",
  youth: "org.level.youth",
};

/** The form's field names (not words). */
const FIELD_NAMES = {
  name: "name",
  timeZone: "timeZone",
  currency: "currency",
  travelBufferMinutes: "travelBufferMinutes",
  maxGamesPerDay: "maxGamesPerDay",
} as const;

interface Answer {
  ok: boolean;
  errors: Record<string, string[] | undefined>;
  values: OrganizationSettingsValues | null;
  message: string | null;
}

/**
 * The organization's details and the rules the Assign dialog checks: a plain form (it works without
 * JavaScript); a refused save shows each error beside its field and keeps what was typed.
 */
export function SettingsForm({ stored, answer }: { stored: OrganizationSettingsValues; answer?: Answer }) {
  const t = useT();
  const levelName = (level: GameLevel) => t(LEVEL_IDS[level]);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "settings";
  const values = answer && !answer.ok && answer.values ? answer.values : stored;
  const errors = answer && !answer.ok ? answer.errors : {};
  const one = (name: string) => {
    const value = values[name];
    return typeof value === "string" ? value : "";
  };
  const chosenLevels = (name: string) => (Array.isArray(values[name]) ? (values[name] as string[]) : []);
  const common = { idPrefix: "org", errors, className: "flex flex-col gap-1.5" };
  const text = (name: string) => ({ ...common, name, defaultValue: one(name) });
  const fields = {
    name: text(FIELD_NAMES.name),
    timeZone: text(FIELD_NAMES.timeZone),
    currency: text(FIELD_NAMES.currency),
    travelBufferMinutes: text(FIELD_NAMES.travelBufferMinutes),
    maxGamesPerDay: text(FIELD_NAMES.maxGamesPerDay),
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle render="h2">{t("org.settings.title")}</CardTitle>
        <CardDescription>{t("org.settings.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" noValidate className="flex flex-col gap-6" aria-label={t("org.settings.label")}>
          <input type="hidden" name="intent" value="settings" />
          {answer?.message ? <FormMessage tone={answer.ok ? "success" : "error"}>{answer.message}</FormMessage> : null}

          <fieldset className="grid gap-4 sm:grid-cols-3">
            <legend className="mb-2 text-sm font-semibold">{t("org.settings.organization")}</legend>
            <TextField {...fields.name} label={t("org.settings.name")} required maxLength={120} />
            <TextField
              {...fields.timeZone}
              label={t("org.settings.timeZone")}
              hint={t("org.settings.timeZoneHint")}
              required
              list="org-time-zones"
              autoComplete="off"
              spellCheck={false}
            />
            <datalist id="org-time-zones">
              {US_TIME_ZONES.map((zone) => (
                <option key={zone.value} value={zone.value}>
                  {zone.label}
                </option>
              ))}
            </datalist>
            <SelectField {...fields.currency} label={t("org.settings.currency")}>
              {CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </SelectField>
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-4">
            <legend className="mb-2 text-sm font-semibold">{t("org.settings.fees")}</legend>
            {GAME_LEVELS.map((level) => (
              <div key={level}>
                <TextField
                  {...text(FEE_FIELDS[level])}
                  label={t("org.settings.fee", { level: levelName(level) })}
                  inputMode="decimal"
                />
              </div>
            ))}
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-semibold">{t("org.settings.limits")}</legend>
            <TextField
              {...fields.travelBufferMinutes}
              label={t("org.settings.travelBuffer")}
              hint={t("org.settings.travelBufferHint")}
              type="number"
              min={0}
              max={TRAVEL_BUFFER_MAX_MINUTES}
              inputMode="numeric"
            />
            <TextField
              {...fields.maxGamesPerDay}
              label={t("org.settings.maxGames")}
              hint={t("org.settings.maxGamesHint")}
              type="number"
              min={1}
              max={MAX_GAMES_PER_DAY_LIMIT}
              inputMode="numeric"
            />
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-4">
            <legend className="mb-2 text-sm font-semibold">{t("org.settings.lengths")}</legend>
            {GAME_LEVELS.map((level) => (
              <div key={level}>
                <TextField
                  {...text(lengthField(level))}
                  label={t("org.settings.length", { level: levelName(level) })}
                  type="number"
                  min={15}
                  max={360}
                  inputMode="numeric"
                />
              </div>
            ))}
          </fieldset>

          <fieldset>
            <legend className="mb-2 text-sm font-semibold">{t("org.settings.eligibility")}</legend>
            <LevelGrid
              corner={t("org.settings.refereeLevel")}
              rows={REFEREE_LEVELS}
              rowLabel={(refereeLevel) => t("org.settings.level", { level: refereeLevel })}
              levelLabel={levelName}
              cell={(refereeLevel, level) => ({
                name: eligibleField(refereeLevel),
                value: level,
                checked: chosenLevels(eligibleField(refereeLevel)).includes(level),
                label: t("org.settings.mayWork", { refereeLevel, level: levelName(level) }),
              })}
            />
            {REFEREE_LEVELS.map((refereeLevel) => (
              <FieldErrors
                key={refereeLevel}
                id={`org-eligible-${refereeLevel}-error`}
                errors={errors[eligibleField(refereeLevel)]}
              />
            ))}
            <p className="mt-2 text-xs text-muted-foreground">{t("org.settings.eligibilityHint")}</p>
          </fieldset>

          <div>
            <Button type="submit" disabled={saving}>
              {saving ? t("org.settings.saving") : t("org.settings.save")}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
