import { useEffect, useState, type ReactNode } from "react";
import { Ban, CircleCheck, Trash2, UserPlus } from "lucide-react";
import type { GamesAction } from "~/routes/assignor/games";
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
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { assignmentStatusLabel, positionLabel } from "~/domain/game-labels";
import { useT } from "~/i18n/react";
import { POSITIONS_BY_TYPE, type GameLevel, type Position, type PositionType } from "~/domain/constants";
import type { MoneyStyle } from "~/domain/format";
import { RefereeSuggestions } from "~/components/assignments/referee-suggestions";
import { ConflictList } from "~/components/assignments/conflict-list";
import { PositionFeesDialog } from "~/components/games/position-fees-dialog";
import { GameFormDialog, type EditableGame } from "./game-form-dialog";

interface RowGame extends EditableGame {
  status: string;
  assignmentCount: number;
}

interface Referee {
  id: string;
  firstName: string;
  lastName: string;
  refereeLevel: number | null;
}

/** A small dialog that posts one intent to the games action and closes when it succeeds. */
function ActionDialog({
  intent,
  gameId,
  trigger,
  title,
  description,
  submitLabel,
  destructive = false,
  children,
}: {
  intent: "cancel" | "delete" | "complete";
  gameId: string;
  trigger: ReactNode;
  title: string;
  description: string;
  submitLabel: string;
  destructive?: boolean;
  children?: ReactNode;
}) {
  const t = useT();
  const dialog = useFetcherDialog<GamesAction>();
  const { fetcher } = dialog;
  const result =
    dialog.result && "intent" in dialog.result && dialog.result.intent === intent ? dialog.result : undefined;
  const message = result && "message" in result ? result.message : undefined;

  useEffect(() => {
    if (dialog.succeeded && message) toast({ title: message });
  }, [dialog.succeeded, message]);

  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="gameId" value={gameId} />
          {children}
          {result && !result.ok && message ? (
            <p role="alert" className="text-sm text-destructive">
              {message}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => dialog.onOpenChange(false)}>
              {t("assignor.common.close")}
            </Button>
            <Button type="submit" variant={destructive ? "destructive" : "default"} disabled={fetcher.state !== "idle"}>
              {fetcher.state !== "idle" ? t("assignor.common.working") : submitLabel}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

const selectClasses = "h-10 w-full rounded-md border border-input bg-background px-3 text-sm";

interface ConflictView {
  code: string;
  severity: "hard" | "soft";
  message: string;
}

/** The conflicts of a refused assign, with the referee and position they were found for. */
function conflictAnswer(
  result: unknown,
): { refereeId: string; position: string; conflicts: ConflictView[] } | undefined {
  if (!result || typeof result !== "object") return undefined;
  const value = result as Record<string, unknown>;
  if (value.intent !== "assign" || value.ok !== false || !Array.isArray(value.conflicts)) return undefined;
  return {
    refereeId: String(value.refereeId),
    position: String(value.position),
    conflicts: value.conflicts as ConflictView[],
  };
}

export interface AssignableGame {
  id: string;
  positionType: string;
}

/**
 * Offer a game to a referee. When the server answers with conflicts, they are listed; if all of them
 * are soft, the assignor can "Assign anyway" with a reason, which is recorded. Changing the referee or
 * the position hides the override, so a reason is only ever given for conflicts that were shown.
 *
 * The games table opens it from its Assign button; the calendar (/assignor/calendar) passes its own
 * `trigger` (the game itself), posts to the games action (`action`), lists who already holds which
 * position (`filled`) and offers only the open ones.
 */
export function AssignDialog({
  game,
  label,
  referees,
  offerable,
  action,
  trigger,
  filled,
  defaultOpen = false,
}: {
  game: AssignableGame;
  label: string;
  referees: Referee[];
  offerable: boolean;
  action?: string;
  trigger?: ReactNode;
  filled?: readonly { position: Position; refereeName: string; status: string }[];
  defaultOpen?: boolean;
}) {
  const t = useT();
  const dialog = useFetcherDialog<GamesAction>();
  const [openedByDefault, setOpenedByDefault] = useState(defaultOpen);
  const { fetcher } = dialog;
  const openPositions = POSITIONS_BY_TYPE[game.positionType as PositionType].filter(
    (option) => !filled?.some((slot) => slot.position === option),
  );
  const [refereeId, setRefereeId] = useState("");
  const [position, setPosition] = useState<string>(openPositions[0] ?? "referee");
  const result =
    dialog.result && "intent" in dialog.result && dialog.result.intent === "assign" ? dialog.result : undefined;
  const message = result && "message" in result ? result.message : undefined;
  const answer = conflictAnswer(result);
  const sameChoice = answer?.refereeId === refereeId && answer?.position === position;
  const conflicts = sameChoice ? answer.conflicts : [];
  const canOverride = conflicts.length > 0 && conflicts.every((conflict) => conflict.severity === "soft");
  const errorId = `assign-error-${game.id}`;

  useEffect(() => {
    if (dialog.succeeded && message) toast({ title: message });
  }, [dialog.succeeded, message]);

  return (
    <Dialog
      open={dialog.open || (openedByDefault && !dialog.succeeded)}
      onOpenChange={(next) => {
        if (next) {
          setRefereeId("");
          setPosition(openPositions[0] ?? "referee");
        } else {
          setOpenedByDefault(false);
        }
        dialog.onOpenChange(next);
      }}
    >
      {trigger ? (
        <DialogTrigger asChild>{trigger}</DialogTrigger>
      ) : offerable ? (
        <DialogTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={t("assignor.assign.triggerLabel", { game: label })}>
            <UserPlus aria-hidden="true" className="size-4" />
          </Button>
        </DialogTrigger>
      ) : null}
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("assignor.assign.title")}</DialogTitle>
          <DialogDescription>{t("assignor.assign.description", { game: label })}</DialogDescription>
        </DialogHeader>
        {filled?.length ? (
          <ul className="flex flex-col gap-1 rounded-md border p-3 text-sm" aria-label={t("assignor.assign.filled")}>
            {filled.map((slot) => (
              <li key={slot.position}>
                {t("assignor.assign.filledSlot", {
                  position: positionLabel(slot.position, t),
                  referee: slot.refereeName,
                  status: assignmentStatusLabel(slot.status, t),
                })}
              </li>
            ))}
          </ul>
        ) : null}
        {openPositions.length === 0 ? (
          <div className="flex flex-col gap-4">
            <p className="text-sm text-muted-foreground">{t("assignor.assign.allFilled")}</p>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => dialog.onOpenChange(false)}>
                {t("assignor.common.close")}
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <fetcher.Form key={dialog.formKey} method="post" action={action} className="flex flex-col gap-4">
            <input type="hidden" name="intent" value="assign" />
            <input type="hidden" name="gameId" value={game.id} />
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`assign-referee-${game.id}`}>{t("assignor.assign.referee")}</Label>
              <select
                id={`assign-referee-${game.id}`}
                name="refereeId"
                required
                className={selectClasses}
                value={refereeId}
                onChange={(event) => setRefereeId(event.target.value)}
              >
                <option value="" disabled>
                  {t("assignor.assign.chooseReferee")}
                </option>
                {referees.map((referee) => (
                  <option key={referee.id} value={referee.id}>
                    {referee.refereeLevel
                      ? t("assignor.assign.refereeWithLevel", {
                          name: `${referee.firstName} ${referee.lastName}`,
                          level: referee.refereeLevel,
                        })
                      : `${referee.firstName} ${referee.lastName}`}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`assign-position-${game.id}`}>{t("assignor.assign.position")}</Label>
              <select
                id={`assign-position-${game.id}`}
                name="position"
                className={selectClasses}
                value={position}
                onChange={(event) => setPosition(event.target.value)}
              >
                {openPositions.map((option) => (
                  <option key={option} value={option}>
                    {positionLabel(option, t)}
                  </option>
                ))}
              </select>
            </div>
            {dialog.open ? <RefereeSuggestions gameId={game.id} position={position} onChoose={setRefereeId} /> : null}
            {result && !result.ok && message && (sameChoice || !answer) ? (
              <div id={errorId} role="alert" className="flex flex-col gap-2 text-sm">
                <p className="text-destructive">{message}</p>
                <ConflictList conflicts={conflicts} />
              </div>
            ) : null}
            {canOverride ? (
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`assign-override-${game.id}`}>{t("assignor.assign.overrideReason")}</Label>
                <Textarea
                  id={`assign-override-${game.id}`}
                  name="overrideReason"
                  required
                  maxLength={500}
                  aria-describedby={errorId}
                  placeholder={t("assignor.assign.overridePlaceholder")}
                />
              </div>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => dialog.onOpenChange(false)}>
                {t("assignor.common.close")}
              </Button>
              <Button type="submit" disabled={fetcher.state !== "idle"}>
                {fetcher.state !== "idle"
                  ? t("assignor.common.working")
                  : canOverride
                    ? t("assignor.assign.anyway")
                    : t("assignor.assign.submit")}
              </Button>
            </DialogFooter>
          </fetcher.Form>
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * Edit, cancel, delete (only without assignment history) and, for a pending game, Assign; each only when
 * the member may (decision 0064: a scheduler edits but never assigns, a limited assignor assigns only).
 */
export function GameRowActions({
  game,
  referees,
  defaultFees,
  moneyStyle,
  venues,
  today,
  canWrite,
  canAssign,
}: {
  game: RowGame;
  referees: Referee[];
  defaultFees: Record<GameLevel, number>;
  moneyStyle: MoneyStyle;
  venues?: readonly { name: string; address: string | null }[];
  /** The organization's today (YYYY-MM-DD): a game can be marked completed from its day on. */
  today: string;
  /** The member may edit, cancel, complete and delete games (`games.write`). */
  canWrite: boolean;
  /** The member may offer the game to referees (`assign`). */
  canAssign: boolean;
}) {
  const t = useT();
  const label = t("assignor.game.title", { home: game.homeTeam, away: game.awayTeam });
  const over = game.status === "cancelled" || game.status === "completed" || !canWrite;
  // Offered from the game's day on (the server checks kick-off in the organization's time zone).
  const played = !over && game.date <= today;
  return (
    <div className="flex items-center justify-end gap-1">
      {played ? (
        <ActionDialog
          intent="complete"
          gameId={game.id}
          title={t("assignor.gameActions.complete.title")}
          description={t("assignor.gameActions.complete.description", { game: label })}
          submitLabel={t("assignor.gameActions.complete.submit")}
          trigger={
            <Button variant="ghost" size="icon" aria-label={t("assignor.gameActions.complete.label", { game: label })}>
              <CircleCheck aria-hidden="true" className="size-4" />
            </Button>
          }
        />
      ) : null}
      {!over ? (
        <GameFormDialog mode="update" game={game} defaultFees={defaultFees} moneyStyle={moneyStyle} venues={venues} />
      ) : null}
      {!over && game.positionType !== "single" ? <PositionFeesDialog game={game} moneyStyle={moneyStyle} /> : null}
      {!over ? (
        <ActionDialog
          intent="cancel"
          gameId={game.id}
          title={t("assignor.gameActions.cancel.title")}
          description={t("assignor.gameActions.cancel.description", { game: label })}
          submitLabel={t("assignor.gameActions.cancel.title")}
          destructive
          trigger={
            <Button variant="ghost" size="icon" aria-label={t("assignor.gameActions.cancel.label", { game: label })}>
              <Ban aria-hidden="true" className="size-4" />
            </Button>
          }
        >
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`cancel-reason-${game.id}`}>{t("assignor.gameActions.cancel.reason")}</Label>
            <Textarea
              id={`cancel-reason-${game.id}`}
              name="reason"
              required
              maxLength={500}
              placeholder={t("assignor.gameActions.cancel.reasonPlaceholder")}
            />
          </div>
        </ActionDialog>
      ) : null}
      {canWrite && game.assignmentCount === 0 ? (
        <ActionDialog
          intent="delete"
          gameId={game.id}
          title={t("assignor.gameActions.delete.title")}
          description={t("assignor.gameActions.delete.description", { game: label })}
          submitLabel={t("assignor.gameActions.delete.submit")}
          destructive
          trigger={
            <Button variant="ghost" size="icon" aria-label={t("assignor.gameActions.delete.label", { game: label })}>
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          }
        />
      ) : null}
      {/* Mounted while the game is live so the success toast still fires when the assignment makes the
          game "assigned" and the Assign button disappears. */}
      {canAssign && game.status !== "cancelled" && game.status !== "completed" ? (
        <AssignDialog game={game} label={label} referees={referees} offerable={game.status === "pending"} />
      ) : null}
    </div>
  );
}
