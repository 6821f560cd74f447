import { useEffect } from "react";
import { useFetcher } from "react-router";
import type { FeesAction } from "~/routes/assignor/fees";
import { FormMessage, SelectField, TextField } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { toast } from "~/components/ui/toast";
import { DISTANCE_UNITS, GAME_LEVELS, MILEAGE_PAID_TO, RANK_POSITIONS, type RankPosition } from "~/domain/constants";
import { feeFieldName, type FeeScheduleEntry, type MileageSettings } from "~/domain/fees";
import { currencySymbol, type MoneyStyle } from "~/domain/format";
import { gameLevelLabel } from "~/domain/game-labels";
import type { MessageId } from "~/i18n/messages";
import { useT } from "~/i18n/react";

const POSITION_IDS: Record<RankPosition, MessageId> = {
  referee: "fees.position.referee",
  assistant: "fees.position.assistant",
  fourth_official: "fees.position.fourthOfficial",
};

const ACTION = "/assignor/organizations/fees";

type Answer = {
  ok: boolean;
  errors?: Record<string, string[] | undefined>;
  values?: Record<string, string> | null;
  message?: string | null;
};

function useSavingFetcher() {
  const fetcher = useFetcher<FeesAction>();
  const answer = fetcher.data as Answer | undefined;
  useEffect(() => {
    if (fetcher.state === "idle" && answer?.ok && answer.message) toast({ title: answer.message });
  }, [fetcher.state, answer]);
  return { fetcher, answer, errors: answer && !answer.ok ? (answer.errors ?? {}) : {} };
}

function amount(cents: number | undefined): string {
  return cents === undefined ? "" : (cents / 100).toFixed(2);
}

/** One age group's fees ('' = any age group): a level × position grid of amounts. */
function FeeTableForm({
  ageGroup,
  entries,
  moneyStyle,
  isNew = false,
}: {
  ageGroup: string;
  entries: readonly FeeScheduleEntry[];
  moneyStyle: MoneyStyle;
  isNew?: boolean;
}) {
  const t = useT();
  const { fetcher, answer, errors } = useSavingFetcher();
  const typed = answer && !answer.ok ? answer.values : null;
  const idPrefix = `fees-${isNew ? "new" : ageGroup || "any"}`;
  const symbol = currencySymbol(moneyStyle.currency, moneyStyle.choice);
  const heading = isNew
    ? t("fees.table.newAgeGroup")
    : ageGroup === ""
      ? t("fees.table.anyAgeGroup")
      : t("fees.table.forAgeGroup", { ageGroup });
  return (
    <fetcher.Form method="post" action={ACTION} className="grid gap-3" noValidate>
      <input type="hidden" name="intent" value={isNew ? "fee-table-add" : "fee-table"} />
      <h3 className="font-medium">{heading}</h3>
      {isNew ? (
        <TextField
          idPrefix={idPrefix}
          name="ageGroup"
          label={t("fees.table.ageGroup")}
          hint={t("fees.table.ageGroupHint")}
          errors={errors}
          maxLength={40}
          required
          defaultValue={typed?.ageGroup ?? ""}
          className="grid max-w-xs gap-1.5"
        />
      ) : (
        <input type="hidden" name="ageGroup" value={ageGroup} />
      )}
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{heading}</caption>
          <thead>
            <tr>
              <th scope="col" className="p-1 text-left font-medium">
                {t("fees.table.level")}
              </th>
              {RANK_POSITIONS.map((position) => (
                <th key={position} scope="col" className="p-1 text-left font-medium">
                  {t(POSITION_IDS[position])}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {GAME_LEVELS.map((level) => (
              <tr key={level}>
                <th scope="row" className="p-1 text-left font-normal">
                  {gameLevelLabel(level, t)}
                </th>
                {RANK_POSITIONS.map((position) => {
                  const name = feeFieldName(level, position);
                  const stored = entries.find((entry) => entry.level === level && entry.position === position);
                  return (
                    <td key={position} className="p-1 align-top">
                      <TextField
                        idPrefix={idPrefix}
                        name={name}
                        label={t("fees.table.cell", {
                          level: gameLevelLabel(level, t),
                          position: t(POSITION_IDS[position]),
                          symbol,
                        })}
                        labelClassName="sr-only"
                        inputMode="decimal"
                        errors={errors}
                        defaultValue={typed?.[name] ?? amount(stored?.feeCents)}
                        className="grid gap-1"
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {answer && !answer.ok && answer.message ? <FormMessage tone="error">{answer.message}</FormMessage> : null}
      <div>
        <Button type="submit" variant={isNew ? "outline" : "default"} disabled={fetcher.state !== "idle"}>
          {isNew ? t("fees.table.addAgeGroup") : t("fees.table.save")}
        </Button>
      </div>
    </fetcher.Form>
  );
}

function MileageForm({ mileage, moneyStyle }: { mileage: MileageSettings; moneyStyle: MoneyStyle }) {
  const t = useT();
  const { fetcher, answer, errors } = useSavingFetcher();
  const typed = answer && !answer.ok ? answer.values : null;
  const symbol = currencySymbol(moneyStyle.currency, moneyStyle.choice);
  return (
    <fetcher.Form method="post" action={ACTION} className="grid gap-3 sm:grid-cols-2" noValidate>
      <input type="hidden" name="intent" value="mileage" />
      <h3 className="font-medium sm:col-span-2">{t("fees.mileage.title")}</h3>
      <TextField
        idPrefix="mileage"
        name="rate"
        label={t("fees.mileage.rate", { symbol })}
        hint={t("fees.mileage.rateHint")}
        inputMode="decimal"
        errors={errors}
        defaultValue={typed?.rate ?? (mileage.rateCents === null ? "" : amount(mileage.rateCents))}
        className="grid gap-1.5"
      />
      <SelectField
        idPrefix="mileage"
        name="unit"
        label={t("fees.mileage.unit")}
        errors={errors}
        defaultValue={typed?.unit ?? mileage.unit}
        className="grid gap-1.5"
      >
        {DISTANCE_UNITS.map((unit) => (
          <option key={unit} value={unit}>
            {unit === "km" ? t("fees.mileage.unit.km") : t("fees.mileage.unit.mi")}
          </option>
        ))}
      </SelectField>
      <TextField
        idPrefix="mileage"
        name="freeDistance"
        label={t("fees.mileage.freeDistance")}
        hint={t("fees.mileage.freeDistanceHint")}
        inputMode="decimal"
        errors={errors}
        defaultValue={typed?.freeDistance ?? String(mileage.freeDistance)}
        className="grid gap-1.5"
      />
      <SelectField
        idPrefix="mileage"
        name="paidTo"
        label={t("fees.mileage.paidTo")}
        errors={errors}
        defaultValue={typed?.paidTo ?? mileage.paidTo}
        className="grid gap-1.5"
      >
        {MILEAGE_PAID_TO.map((paidTo) => (
          <option key={paidTo} value={paidTo}>
            {paidTo === "driver" ? t("fees.mileage.paidTo.driver") : t("fees.mileage.paidTo.all")}
          </option>
        ))}
      </SelectField>
      {answer && !answer.ok && answer.message ? (
        <div className="sm:col-span-2">
          <FormMessage tone="error">{answer.message}</FormMessage>
        </div>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          {t("fees.mileage.save")}
        </Button>
      </div>
    </fetcher.Form>
  );
}

/**
 * The Organizations page's Fees and travel pay card (issue 21, decision 0078): the fee table per level and
 * position, an age group's rows over the "any age group" rows, and mileage pay.
 */
export function FeesCard({
  schedule,
  mileage,
  moneyStyle,
}: {
  schedule: readonly FeeScheduleEntry[];
  mileage: MileageSettings;
  moneyStyle: MoneyStyle;
}) {
  const t = useT();
  const ageGroups = [...new Set(schedule.map((entry) => entry.ageGroup).filter((group) => group !== ""))];
  return (
    <Card>
      <CardHeader>
        <CardTitle render="h2">{t("fees.title")}</CardTitle>
        <CardDescription>{t("fees.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8">
        <FeeTableForm ageGroup="" entries={schedule.filter((entry) => entry.ageGroup === "")} moneyStyle={moneyStyle} />
        {ageGroups.map((ageGroup) => (
          <FeeTableForm
            key={ageGroup}
            ageGroup={ageGroup}
            entries={schedule.filter((entry) => entry.ageGroup === ageGroup)}
            moneyStyle={moneyStyle}
          />
        ))}
        {/* Keyed by the age groups there are: a new one saved, the form starts empty again. */}
        <FeeTableForm key={`new-${ageGroups.join("|")}`} ageGroup="" entries={[]} moneyStyle={moneyStyle} isNew />
        <MileageForm mileage={mileage} moneyStyle={moneyStyle} />
      </CardContent>
    </Card>
  );
}
