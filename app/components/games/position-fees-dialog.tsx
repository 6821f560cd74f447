import { useEffect } from "react";
import { useFetcher } from "react-router";
import { Coins } from "lucide-react";
import type { GameFeesAction, GameFeesLoader } from "~/routes/assignor/game-fees";
import { FormMessage, TextField } from "~/components/form-fields";
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
import type { Position } from "~/domain/constants";
import { positionFeeFieldName } from "~/domain/fees";
import { currencySymbol, formatMoney, type MoneyStyle } from "~/domain/format";
import { positionLabel } from "~/domain/game-labels";
import { useT } from "~/i18n/react";

/**
 * A multi-official game's own fee per position (issue 21, decision 0078), over the organization's fee table:
 * each position shows the fee it gets without one; an empty amount keeps that fee.
 */
export function PositionFeesDialog({
  game,
  moneyStyle,
}: {
  game: { id: string; homeTeam: string; awayTeam: string };
  moneyStyle: MoneyStyle;
}) {
  const t = useT();
  const dialog = useFetcherDialog<GameFeesAction>();
  const current = useFetcher<GameFeesLoader>();
  const path = `/assignor/games/${game.id}/fees`;
  const { fetcher } = dialog;
  const answer = dialog.result as
    | {
        ok: boolean;
        errors?: Record<string, string[] | undefined>;
        values?: Record<string, string> | null;
        message?: string;
      }
    | undefined;
  const errors = answer && !answer.ok ? (answer.errors ?? {}) : {};
  const typed = answer && !answer.ok ? answer.values : null;
  const money = (cents: number) => formatMoney(cents, moneyStyle.currency, moneyStyle.choice);
  const label = t("assignor.game.title", { home: game.homeTeam, away: game.awayTeam });

  useEffect(() => {
    if (dialog.succeeded && answer?.message) toast({ title: answer.message });
  }, [dialog.succeeded, answer]);

  return (
    <Dialog
      open={dialog.open}
      onOpenChange={(next) => {
        if (next) current.load(path);
        dialog.onOpenChange(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t("fees.game.open", { game: label })}>
          <Coins aria-hidden="true" className="size-4" />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("fees.game.title")}</DialogTitle>
          <DialogDescription>{t("fees.game.description", { game: label })}</DialogDescription>
        </DialogHeader>
        {current.data ? (
          <fetcher.Form key={dialog.formKey} method="post" action={path} className="grid gap-4" noValidate>
            {current.data.positions.map((entry) => {
              const name = positionFeeFieldName(entry.position as Position);
              return (
                <TextField
                  key={entry.position}
                  idPrefix={`position-fees-${game.id}`}
                  name={name}
                  label={t("fees.game.fee", {
                    position: positionLabel(entry.position, t),
                    symbol: currencySymbol(moneyStyle.currency, moneyStyle.choice),
                  })}
                  hint={t("fees.game.defaultHint", { amount: money(entry.defaultCents) })}
                  inputMode="decimal"
                  errors={errors}
                  defaultValue={typed?.[name] ?? (entry.feeCents === null ? "" : (entry.feeCents / 100).toFixed(2))}
                  className="grid gap-1.5"
                />
              );
            })}
            {answer && !answer.ok && answer.message ? <FormMessage tone="error">{answer.message}</FormMessage> : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => dialog.onOpenChange(false)}>
                {t("assignor.common.cancel")}
              </Button>
              <Button type="submit" disabled={fetcher.state !== "idle"}>
                {t("fees.game.save")}
              </Button>
            </DialogFooter>
          </fetcher.Form>
        ) : (
          <p className="text-sm text-muted-foreground">{t("fees.game.loading")}</p>
        )}
      </DialogContent>
    </Dialog>
  );
}
