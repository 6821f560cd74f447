import { useEffect, useState } from "react";
import { Pencil, Plus } from "lucide-react";
import type { GamesAction } from "~/routes/assignor/games";
import { SelectField, TextField } from "~/components/form-fields";
import { useFetcherDialog } from "~/components/use-fetcher-dialog";
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
import { toast } from "~/components/ui/toast";
import { GAME_LEVELS, POSITION_TYPES, type GameLevel } from "~/domain/constants";
import { gameLevelLabel } from "~/domain/game-labels";
import type { MessageId } from "~/i18n/messages";
import { useT } from "~/i18n/react";
import { currencySymbol, formatMoney, type MoneyStyle } from "~/domain/format";
import { GAME_FORM_FIELDS, GAME_RATING_FIELDS, gameFormValues, parseGameForm, type GameDetails } from "~/domain/games";

const POSITION_TYPE_LABELS: Record<(typeof POSITION_TYPES)[number], MessageId> = {
  single: "assignor.gameForm.crew.single",
  three_official: "assignor.gameForm.crew.threeOfficial",
  four_official: "assignor.gameForm.crew.fourOfficial",
};

export interface EditableGame extends GameDetails {
  id: string;
}

/** Add Game (spec section 2) and Edit Game: one form, one schema, errors beside each field. */
export function GameFormDialog({
  mode,
  game,
  defaultFees,
  moneyStyle,
  defaultOpen = false,
  venues = [],
}: {
  mode: "create" | "update";
  game?: EditableGame;
  defaultFees: Record<GameLevel, number>;
  /** The organization's currency (the fee's) and the assignor's way of writing amounts. */
  moneyStyle: MoneyStyle;
  /** The organization's saved venues, suggested as the venue is typed (their address comes along). */
  venues?: readonly { name: string; address: string | null }[];
  /** Open on first render (the overview's Add New Game links to /assignor/games?new=1). */
  defaultOpen?: boolean;
}) {
  const t = useT();
  const dialog = useFetcherDialog<GamesAction>();
  // The first opening when asked for one; it ends when the dialog closes or its save succeeds.
  const [openedByDefault, setOpenedByDefault] = useState(defaultOpen);
  const open = dialog.open || (openedByDefault && !dialog.succeeded);
  const onOpenChange = (next: boolean) => {
    if (!next) setOpenedByDefault(false);
    dialog.onOpenChange(next);
  };
  const { fetcher } = dialog;
  const result =
    dialog.result && "intent" in dialog.result && dialog.result.intent === mode ? dialog.result : undefined;
  // Errors found in the browser, for the opening they belong to; the server's answer otherwise.
  const [clientCheck, setClientCheck] = useState<{ key: number; errors: Record<string, string[] | undefined> } | null>(
    null,
  );
  const clientErrors = clientCheck?.key === dialog.formKey ? clientCheck.errors : null;
  const serverErrors =
    result && !result.ok && "errors" in result ? (result.errors as Record<string, string[] | undefined>) : {};
  const errors = clientErrors ?? serverErrors;
  const formError = result && !result.ok && "formError" in result ? result.formError : null;
  const values = result && !result.ok && "values" in result ? (result.values as Record<string, string>) : undefined;
  const [level, setLevel] = useState<GameLevel>((game?.level as GameLevel) ?? "youth");
  const [fee, setFee] = useState(game ? (game.feeCents / 100).toFixed(2) : (defaultFees.youth / 100).toFixed(2));
  const [feeTouched, setFeeTouched] = useState(Boolean(game));

  useEffect(() => {
    if (dialog.succeeded && result && "message" in result && result.message) toast({ title: result.message });
  }, [dialog.succeeded, result]);

  const value = (name: keyof EditableGame | "fee", fallback = "") => values?.[name] ?? fallback;
  // Each field shows its first message; ids are `<mode>-<game>-<name>` so two open dialogs never clash.
  const field = Object.fromEntries(
    [...GAME_FORM_FIELDS, ...GAME_RATING_FIELDS].map((name) => [
      name,
      {
        idPrefix: `${mode}-${game?.id ?? "new"}`,
        name,
        errors: errors[name]?.slice(0, 1),
        className: "flex flex-col gap-1.5",
      },
    ]),
  ) as Record<
    (typeof GAME_FORM_FIELDS)[number] | (typeof GAME_RATING_FIELDS)[number],
    { idPrefix: string; name: string; errors?: string[]; className: string }
  >;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        {mode === "create" ? (
          <Button>
            <Plus aria-hidden="true" className="size-4" />
            {t("assignor.gameForm.add")}
          </Button>
        ) : (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t("assignor.gameForm.editLabel", { home: game!.homeTeam, away: game!.awayTeam })}
          >
            <Pencil aria-hidden="true" className="size-4" />
          </Button>
        )}
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {mode === "create" ? t("assignor.gameForm.addTitle") : t("assignor.gameForm.editTitle")}
          </DialogTitle>
          <DialogDescription>
            {mode === "create" ? t("assignor.gameForm.addDescription") : t("assignor.gameForm.editDescription")}
          </DialogDescription>
        </DialogHeader>
        <fetcher.Form
          key={dialog.formKey}
          method="post"
          className="grid gap-4 sm:grid-cols-2"
          noValidate
          onSubmit={(event) => {
            // The same schema the action uses: obvious mistakes never make a round trip.
            const parsed = parseGameForm(gameFormValues(new FormData(event.currentTarget)));
            if (parsed.ok) {
              setClientCheck(null);
            } else {
              event.preventDefault();
              setClientCheck({ key: dialog.formKey, errors: parsed.fieldErrors });
            }
          }}
        >
          <input type="hidden" name="intent" value={mode} />
          {game ? <input type="hidden" name="gameId" value={game.id} /> : null}
          <TextField
            {...field.homeTeam}
            label={t("assignor.gameForm.homeTeam")}
            defaultValue={value("homeTeam", game?.homeTeam)}
            required
          />
          <TextField
            {...field.awayTeam}
            label={t("assignor.gameForm.awayTeam")}
            defaultValue={value("awayTeam", game?.awayTeam)}
            required
          />
          <TextField
            {...field.date}
            label={t("assignor.gameForm.date")}
            type="date"
            defaultValue={value("date", game?.date)}
            required
          />
          <TextField
            {...field.time}
            label={t("assignor.gameForm.time")}
            type="time"
            defaultValue={value("time", game?.time)}
            required
          />
          <TextField
            {...field.venue}
            label={t("assignor.gameForm.venue")}
            hint={venues.length ? t("assignor.gameForm.venueHint") : undefined}
            defaultValue={value("venue", game?.venue)}
            required
            list={venues.length ? `${mode}-${game?.id ?? "new"}-venues` : undefined}
            autoComplete="off"
          />
          {venues.length ? (
            <datalist id={`${mode}-${game?.id ?? "new"}-venues`}>
              {venues.map((venue) => (
                <option key={venue.name} value={venue.name}>
                  {venue.address ?? ""}
                </option>
              ))}
            </datalist>
          ) : null}
          <SelectField
            {...field.level}
            label={t("assignor.gameForm.level")}
            defaultValue={value("level", game?.level ?? "youth")}
            onChange={(event) => {
              const next = event.target.value as GameLevel;
              setLevel(next);
              if (!feeTouched) setFee((defaultFees[next] / 100).toFixed(2));
            }}
          >
            {GAME_LEVELS.map((option) => (
              <option key={option} value={option}>
                {gameLevelLabel(option, t)}
              </option>
            ))}
          </SelectField>
          <TextField
            {...field.fee}
            label={t("assignor.gameForm.fee", { symbol: currencySymbol(moneyStyle.currency, moneyStyle.choice) })}
            hint={t("assignor.gameForm.feeHint", {
              level: gameLevelLabel(level, t),
              amount: formatMoney(defaultFees[level], moneyStyle.currency, moneyStyle.choice),
            })}
            inputMode="decimal"
            value={fee}
            onChange={(event) => {
              setFeeTouched(true);
              setFee(event.target.value);
            }}
          />
          <TextField
            {...field.league}
            label={t("assignor.gameForm.league")}
            defaultValue={value("league", game?.league ?? "")}
          />
          <TextField
            {...field.ageGroup}
            label={t("assignor.gameForm.ageGroup")}
            placeholder={t("assignor.gameForm.ageGroupPlaceholder")}
            defaultValue={value("ageGroup", game?.ageGroup ?? "")}
          />
          <SelectField
            {...field.positionType}
            label={t("assignor.gameForm.officialsNeeded")}
            defaultValue={value("positionType", game?.positionType ?? "single")}
          >
            {POSITION_TYPES.map((option) => (
              <option key={option} value={option}>
                {t(POSITION_TYPE_LABELS[option])}
              </option>
            ))}
          </SelectField>
          <TextField
            {...field.fieldSurface}
            label={t("assignor.gameForm.fieldSurface")}
            placeholder={t("assignor.gameForm.fieldSurfacePlaceholder")}
            defaultValue={value("fieldSurface", game?.fieldSurface ?? "")}
          />
          <TextField
            {...field.skillLevel}
            label={t("assignor.gameForm.skillLevel")}
            placeholder={t("assignor.gameForm.skillLevelPlaceholder")}
            defaultValue={value("skillLevel", game?.skillLevel ?? "")}
          />
          {GAME_RATING_FIELDS.map((name) => (
            <SelectField
              key={name}
              {...field[name]}
              label={t(
                name === "minRefereeLevel" ? "assignor.gameForm.minRefereeLevel" : "assignor.gameForm.maxRefereeLevel",
              )}
              hint={t("assignor.gameForm.refereeLevelsHint")}
              defaultValue={value(name, game?.[name] == null ? "" : String(game[name]))}
            >
              <option value="">{t("assignor.gameForm.anyRefereeLevel")}</option>
              {[1, 2, 3].map((level) => (
                <option key={level} value={String(level)}>
                  {t("assignor.gameForm.refereeLevelOption", { level })}
                </option>
              ))}
            </SelectField>
          ))}
          {formError ? (
            <p role="alert" className="text-sm text-destructive sm:col-span-2">
              {formError}
            </p>
          ) : null}
          {(clientErrors || (result && !result.ok)) && !formError ? (
            <p role="alert" className="text-sm text-destructive sm:col-span-2">
              {t("assignor.gameForm.notSaved")}
            </p>
          ) : null}
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={() => dialog.onOpenChange(false)}>
              {t("assignor.common.cancel")}
            </Button>
            <Button type="submit" disabled={fetcher.state !== "idle"}>
              {fetcher.state !== "idle"
                ? t("assignor.common.saving")
                : mode === "create"
                  ? t("assignor.gameForm.add")
                  : t("assignor.gameForm.save")}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
