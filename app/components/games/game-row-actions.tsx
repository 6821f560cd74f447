import { useEffect, type ReactNode } from "react";
import { Ban, Trash2, UserPlus } from "lucide-react";
import type { GamesAction } from "~/routes/assignor/games";
import { useFetcherDialog } from "~/components/use-fetcher-dialog";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { POSITION_LABELS, POSITIONS_BY_TYPE, type GameLevel, type PositionType } from "~/domain/constants";
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
  intent: "cancel" | "delete" | "assign";
  gameId: string;
  trigger: ReactNode;
  title: string;
  description: string;
  submitLabel: string;
  destructive?: boolean;
  children?: ReactNode;
}) {
  const dialog = useFetcherDialog<GamesAction>();
  const { fetcher } = dialog;
  const result = dialog.result && "intent" in dialog.result && dialog.result.intent === intent ? dialog.result : undefined;
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
              Close
            </Button>
            <Button type="submit" variant={destructive ? "destructive" : "default"} disabled={fetcher.state !== "idle"}>
              {fetcher.state !== "idle" ? "Working..." : submitLabel}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

const selectClasses = "h-10 w-full rounded-md border border-input bg-background px-3 text-sm";

/** Edit, cancel, delete (only without assignment history) and, for a pending game, Assign. */
export function GameRowActions({
  game,
  referees,
  defaultFees,
}: {
  game: RowGame;
  referees: Referee[];
  defaultFees: Record<GameLevel, number>;
}) {
  const label = `${game.homeTeam} vs ${game.awayTeam}`;
  const over = game.status === "cancelled" || game.status === "completed";
  return (
    <div className="flex items-center justify-end gap-1">
      {!over ? <GameFormDialog mode="update" game={game} defaultFees={defaultFees} /> : null}
      {!over ? (
        <ActionDialog
          intent="cancel"
          gameId={game.id}
          title="Cancel game"
          description={`${label} will be cancelled and every assigned referee told why.`}
          submitLabel="Cancel game"
          destructive
          trigger={
            <Button variant="ghost" size="icon" aria-label={`Cancel ${label}`}>
              <Ban aria-hidden="true" className="size-4" />
            </Button>
          }
        >
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`cancel-reason-${game.id}`}>Reason</Label>
            <Textarea id={`cancel-reason-${game.id}`} name="reason" required maxLength={500} placeholder="Field closed after heavy rain" />
          </div>
        </ActionDialog>
      ) : null}
      {game.assignmentCount === 0 ? (
        <ActionDialog
          intent="delete"
          gameId={game.id}
          title="Delete game"
          description={`${label} will be removed for good. Games that ever had referees are cancelled instead.`}
          submitLabel="Delete"
          destructive
          trigger={
            <Button variant="ghost" size="icon" aria-label={`Delete ${label}`}>
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          }
        />
      ) : null}
      {game.status === "pending" ? (
        <ActionDialog
          intent="assign"
          gameId={game.id}
          title="Assign referee"
          description={`Offer ${label} to a referee. They are notified and can accept or decline.`}
          submitLabel="Assign"
          trigger={
            <Button variant="ghost" size="icon" aria-label={`Assign a referee to ${label}`}>
              <UserPlus aria-hidden="true" className="size-4" />
            </Button>
          }
        >
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`assign-referee-${game.id}`}>Referee</Label>
            <select id={`assign-referee-${game.id}`} name="refereeId" required className={selectClasses} defaultValue="">
              <option value="" disabled>
                Choose a referee
              </option>
              {referees.map((referee) => (
                <option key={referee.id} value={referee.id}>
                  {referee.firstName} {referee.lastName}
                  {referee.refereeLevel ? ` (level ${referee.refereeLevel})` : ""}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`assign-position-${game.id}`}>Position</Label>
            <select id={`assign-position-${game.id}`} name="position" className={selectClasses} defaultValue="referee">
              {POSITIONS_BY_TYPE[game.positionType as PositionType].map((position) => (
                <option key={position} value={position}>
                  {POSITION_LABELS[position]}
                </option>
              ))}
            </select>
          </div>
        </ActionDialog>
      ) : null}
    </div>
  );
}
