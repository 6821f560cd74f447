import { Form, useNavigation } from "react-router";
import { FieldErrors, FormMessage, SelectField, TextField } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { CURRENCIES, GAME_LEVEL_LABELS, GAME_LEVELS, REFEREE_LEVELS, US_TIME_ZONES } from "~/domain/constants";
import {
  eligibleField,
  FEE_FIELDS,
  lengthField,
  MAX_GAMES_PER_DAY_LIMIT,
  TRAVEL_BUFFER_MAX_MINUTES,
  type OrganizationSettingsValues,
} from "~/domain/organization-settings";

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
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "settings";
  const values = answer && !answer.ok && answer.values ? answer.values : stored;
  const errors = answer && !answer.ok ? answer.errors : {};
  const one = (name: string) => {
    const value = values[name];
    return typeof value === "string" ? value : "";
  };
  const common = { idPrefix: "org", errors, className: "flex flex-col gap-1.5" };
  const text = (name: string) => ({ ...common, name, defaultValue: one(name) });

  return (
    <Card>
      <CardHeader>
        <CardTitle render="h2">Details and assignment rules</CardTitle>
        <CardDescription>
          Default fees prefill new games; the rules decide what the Assign dialog warns about.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" noValidate className="flex flex-col gap-6" aria-label="Organization settings">
          <input type="hidden" name="intent" value="settings" />
          {answer?.message ? <FormMessage tone={answer.ok ? "success" : "error"}>{answer.message}</FormMessage> : null}

          <fieldset className="grid gap-4 sm:grid-cols-3">
            <legend className="mb-2 text-sm font-semibold">Organization</legend>
            <TextField {...text("name")} label="Name" required maxLength={120} />
            <TextField
              {...text("timeZone")}
              label="Time zone"
              hint="An IANA name, e.g. America/Los_Angeles. Game dates and times are read in this zone."
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
            <SelectField {...text("currency")} label="Currency">
              {CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </SelectField>
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-4">
            <legend className="mb-2 text-sm font-semibold">Default game fees</legend>
            {GAME_LEVELS.map((level) => (
              <div key={level}>
                <TextField {...text(FEE_FIELDS[level])} label={`${GAME_LEVEL_LABELS[level]} fee`} inputMode="decimal" />
              </div>
            ))}
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-semibold">Scheduling limits</legend>
            <TextField
              {...text("travelBufferMinutes")}
              label="Travel buffer (minutes)"
              hint="Time a referee needs between games at different venues."
              type="number"
              min={0}
              max={TRAVEL_BUFFER_MAX_MINUTES}
              inputMode="numeric"
            />
            <TextField
              {...text("maxGamesPerDay")}
              label="Max games per referee per day"
              hint="Leave empty for no limit."
              type="number"
              min={1}
              max={MAX_GAMES_PER_DAY_LIMIT}
              inputMode="numeric"
            />
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-4">
            <legend className="mb-2 text-sm font-semibold">Game length (minutes, including breaks)</legend>
            {GAME_LEVELS.map((level) => (
              <div key={level}>
                <TextField
                  {...text(lengthField(level))}
                  label={`${GAME_LEVEL_LABELS[level]} game length`}
                  type="number"
                  min={15}
                  max={360}
                  inputMode="numeric"
                />
              </div>
            ))}
          </fieldset>

          <fieldset>
            <legend className="mb-2 text-sm font-semibold">Which games each referee level may work</legend>
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <thead>
                  <tr>
                    <th scope="col" className="py-2 pr-4 text-left font-medium">
                      Referee level
                    </th>
                    {GAME_LEVELS.map((level) => (
                      <th key={level} scope="col" className="px-3 py-2 text-center font-medium">
                        {GAME_LEVEL_LABELS[level]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {REFEREE_LEVELS.map((refereeLevel) => {
                    const name = eligibleField(refereeLevel);
                    const chosen = Array.isArray(values[name]) ? (values[name] as string[]) : [];
                    return (
                      <tr key={refereeLevel} className="border-t">
                        <th scope="row" className="py-2 pr-4 text-left font-normal">{`Level ${refereeLevel}`}</th>
                        {GAME_LEVELS.map((level) => (
                          <td key={level} className="px-3 py-2 text-center">
                            <input
                              type="checkbox"
                              name={name}
                              value={level}
                              defaultChecked={chosen.includes(level)}
                              aria-label={`Level ${refereeLevel} referees may work ${GAME_LEVEL_LABELS[level]} games`}
                              className="size-4 accent-primary"
                            />
                          </td>
                        ))}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            {REFEREE_LEVELS.map((refereeLevel) => (
              <FieldErrors
                key={refereeLevel}
                id={`org-eligible-${refereeLevel}-error`}
                errors={errors[eligibleField(refereeLevel)]}
              />
            ))}
            <p className="mt-2 text-xs text-muted-foreground">
              Assigning outside these levels is a warning the assignor can override with a reason. Referees without a
              level count as level 1.
            </p>
          </fieldset>

          <div>
            <Button type="submit" disabled={saving}>
              {saving ? "Saving..." : "Save settings"}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
