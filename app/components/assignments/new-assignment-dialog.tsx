import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useFormats } from "~/components/formats";
import { useFetcher } from "react-router";
import { Plus } from "lucide-react";
import type { AssignmentsAction } from "~/routes/assignor/assignments";
import type { loader as optionsLoader } from "~/routes/assignor/assignment-options";
import { ConflictList } from "~/components/assignments/conflict-list";
import { RefereeSuggestions } from "~/components/assignments/referee-suggestions";
import { SearchableListbox, type ListboxOption } from "~/components/searchable-listbox";
import { useFetcherDialog } from "~/components/use-fetcher-dialog";
import { Badge } from "~/components/ui/badge";
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
import type { Position } from "~/domain/constants";
import { gameLevelLabel, positionLabel } from "~/domain/game-labels";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";
import { parseSubmission } from "~/domain/forms";
import { NOTES_MAX_LENGTH, NewAssignmentSchema } from "~/domain/new-assignment";

const OPTIONS_PATH = "/assignor/assignments/options";
const selectClasses = "h-10 w-full rounded-md border border-input bg-background px-3 text-sm";

interface ConflictView {
  code: string;
  severity: "hard" | "soft";
  message: string;
}

type AssignAnswer =
  | { intent: "assign"; ok: true; message: string }
  | {
      intent: "assign";
      ok: false;
      message: string;
      errors: FieldErrors;
      values: Record<"gameId" | "position" | "refereeId" | "notes" | "overrideReason", string>;
      conflicts: ConflictView[];
    };

/** The action's answer to this dialog's submit (the route's action also answers withdrawals). */
function assignAnswer(result: unknown): AssignAnswer | undefined {
  if (!result || typeof result !== "object" || !("intent" in result) || result.intent !== "assign") return undefined;
  return result as AssignAnswer;
}

type FieldErrors = Partial<Record<"gameId" | "position" | "refereeId" | "notes" | "overrideReason", string[]>>;

function ConflictBadge({ conflicts, onGame }: { conflicts: readonly ConflictView[]; onGame: boolean }) {
  const t = useT();
  if (onGame) return <Badge variant="secondary">{t("assignor.newAssignment.badge.onGame")}</Badge>;
  if (conflicts.some((conflict) => conflict.severity === "hard"))
    return <Badge variant="destructive">{t("assignor.newAssignment.badge.blocked")}</Badge>;
  if (conflicts.length > 0)
    return <Badge variant="warning">{t("assignor.newAssignment.badge.warnings", { count: conflicts.length })}</Badge>;
  return <Badge variant="success">{t("assignor.newAssignment.badge.none")}</Badge>;
}

function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="text-sm text-destructive">
      {errors[0]}
    </p>
  );
}

/**
 * Create New Assignment (spec section 2, Assignment Management): choose an upcoming game with an open
 * position and a referee of the organization, both searchable. Once a game is chosen, every referee's
 * conflicts for it are loaded and shown beside their name, and the engine's suggestions for the chosen
 * position (Choose selects the referee); hard conflicts block, soft ones ask for a
 * reason and "Assign anyway", as the games page's Assign dialog does. Submits to
 * POST /assignor/assignments (`assignReferee`). Reusable: pass `refereeId` and/or `gameId` to open it
 * with a choice made (Referee Pool, Calendar), and `trigger` for your own button.
 */
export function NewAssignmentDialog({
  refereeId: presetRefereeId = "",
  gameId: presetGameId = "",
  trigger,
  defaultOpen = false,
}: {
  refereeId?: string;
  gameId?: string;
  trigger?: ReactNode;
  /** Open on first render (the overview's Assign Referee links to /assignor/assignments?new=1). */
  defaultOpen?: boolean;
}) {
  const formats = useFormats();
  const t = useT();
  const dialog = useFetcherDialog<AssignmentsAction>();
  const { fetcher } = dialog;
  const options = useFetcher<typeof optionsLoader>();
  // The first opening when asked for one; it ends when the dialog closes or its assignment is made.
  const [openedByDefault, setOpenedByDefault] = useState(defaultOpen);
  const open = dialog.open || (openedByDefault && !dialog.succeeded);
  const loadedByDefault = useRef(false);
  useEffect(() => {
    if (!defaultOpen || loadedByDefault.current) return;
    loadedByDefault.current = true;
    options.load(OPTIONS_PATH);
  }, [defaultOpen, options]);
  const preview = useFetcher<typeof optionsLoader>();
  const [gameId, setGameId] = useState(presetGameId);
  const [position, setPosition] = useState("");
  const [refereeId, setRefereeId] = useState(presetRefereeId);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);

  const result = assignAnswer(dialog.result);
  const failed = result && !result.ok ? result : undefined;
  const successMessage = result?.ok ? result.message : undefined;

  useEffect(() => {
    if (dialog.succeeded && successMessage) toast({ title: successMessage });
  }, [dialog.succeeded, successMessage]);

  const loaded = options.data?.kind === "options" ? options.data : undefined;
  const games = loaded?.games ?? [];
  const referees = loaded?.referees ?? [];
  const game = games.find((candidate) => candidate.id === gameId);
  const chosenPosition = (
    game && (game.openPositions as string[]).includes(position) ? position : (game?.openPositions[0] ?? "")
  ) as Position | "";
  const previewData = preview.data?.kind === "preview" && preview.data.game.id === gameId ? preview.data : undefined;
  const conflictsOf = new Map(previewData?.referees.map((row) => [row.id, row]) ?? []);
  const referee = referees.find((candidate) => candidate.id === refereeId);
  const refereeName = referee ? `${referee.firstName} ${referee.lastName}` : "";

  // The server's answer counts for the choice it was given; after a change, the preview speaks again.
  const sameChoice =
    failed?.values.gameId === gameId &&
    failed?.values.refereeId === refereeId &&
    failed?.values.position === chosenPosition;
  const answered = sameChoice && failed.conflicts.length > 0 ? failed.conflicts : undefined;
  const previewed = conflictsOf.get(refereeId);
  const conflicts: readonly ConflictView[] = answered ?? previewed?.conflicts ?? [];
  const blocked = conflicts.some((conflict) => conflict.severity === "hard") || Boolean(previewed?.onGame);
  const canOverride = conflicts.length > 0 && !blocked;
  const serverErrors: FieldErrors = failed?.errors ?? {};
  const errors: FieldErrors = clientErrors ?? serverErrors;

  /** Each referee's conflicts for the game, for the slot offered (ranks are per position, issue 21). */
  function loadPreview(forGame: string, forPosition: string | undefined) {
    preview.load(
      `${OPTIONS_PATH}?${new URLSearchParams({ gameId: forGame, ...(forPosition ? { position: forPosition } : {}) })}`,
    );
  }

  function chooseGame(next: string) {
    setGameId(next);
    setPosition("");
    setClientErrors(null);
    loadPreview(next, games.find((candidate) => candidate.id === next)?.openPositions[0]);
  }

  function onOpenChange(next: boolean) {
    if (!next) setOpenedByDefault(false);
    if (next) {
      setGameId(presetGameId);
      setPosition("");
      setRefereeId(presetRefereeId);
      setClientErrors(null);
      options.load(OPTIONS_PATH);
      if (presetGameId) loadPreview(presetGameId, undefined);
    }
    dialog.onOpenChange(next);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const parsed = parseSubmission(NewAssignmentSchema, new FormData(event.currentTarget));
    if (!parsed.ok) {
      event.preventDefault();
      setClientErrors(parsed.fieldErrors);
      return;
    }
    if (canOverride && !parsed.value.overrideReason) {
      event.preventDefault();
      setClientErrors({ overrideReason: [tr("assignor.newAssignment.error.reasonRequired")] });
      return;
    }
    setClientErrors(null);
  }

  const gameOptions: ListboxOption[] = games.map((candidate) => ({
    value: candidate.id,
    label: t("assignor.game.title", { home: candidate.homeTeam, away: candidate.awayTeam }),
    description: [
      formats.gameDateTime(candidate.date, candidate.time),
      candidate.venue,
      gameLevelLabel(candidate.level, t),
      candidate.openPositions.length > 1
        ? t("assignor.newAssignment.openPositions", { count: candidate.openPositions.length })
        : null,
    ]
      .filter(Boolean)
      .join(" · "),
  }));
  const refereeOptions: ListboxOption[] = referees.map((candidate) => {
    const row = conflictsOf.get(candidate.id);
    return {
      value: candidate.id,
      label: `${candidate.firstName} ${candidate.lastName}`,
      description: [
        candidate.refereeLevel
          ? t("assignor.common.level", { level: candidate.refereeLevel })
          : t("assignor.common.noLevel"),
        row?.conflicts[0]?.message,
      ]
        .filter(Boolean)
        .join(" · "),
      aside: row ? <ConflictBadge conflicts={row.conflicts} onGame={row.onGame} /> : undefined,
    };
  });
  const conflictsId = "new-assignment-conflicts";

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        {trigger ?? (
          <Button>
            <Plus aria-hidden="true" className="size-4" />
            {t("assignor.newAssignment.trigger")}
          </Button>
        )}
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("assignor.newAssignment.title")}</DialogTitle>
          <DialogDescription>{t("assignor.newAssignment.description")}</DialogDescription>
        </DialogHeader>
        {options.state !== "idle" && !loaded ? (
          <p role="status" className="py-6 text-center text-sm text-muted-foreground">
            {t("assignor.newAssignment.loading")}
          </p>
        ) : null}
        <fetcher.Form
          key={dialog.formKey}
          method="post"
          action="/assignor/assignments"
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-4"
        >
          <input type="hidden" name="intent" value="assign" />
          <SearchableListbox
            label={t("assignor.newAssignment.selectGame")}
            name="gameId"
            options={gameOptions}
            value={gameId}
            onChange={chooseGame}
            placeholder={t("assignor.newAssignment.gamePlaceholder")}
            emptyText={loaded ? t("assignor.newAssignment.noGames") : t("assignor.games.loading")}
            invalid={Boolean(errors.gameId)}
            describedBy={errors.gameId ? "new-assignment-game-error" : undefined}
          />
          <FieldError id="new-assignment-game-error" errors={errors.gameId} />

          {game && game.openPositions.length > 1 ? (
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="new-assignment-position">{t("assignor.assign.position")}</Label>
              <select
                id="new-assignment-position"
                name="position"
                className={selectClasses}
                value={chosenPosition}
                onChange={(event) => {
                  setPosition(event.target.value);
                  loadPreview(gameId, event.target.value);
                }}
              >
                {game.openPositions.map((option) => (
                  <option key={option} value={option}>
                    {positionLabel(option, t)}
                  </option>
                ))}
              </select>
            </div>
          ) : (
            <input type="hidden" name="position" value={chosenPosition} />
          )}
          <FieldError id="new-assignment-position-error" errors={errors.position} />

          {game && chosenPosition ? (
            // The engine's ranking for the chosen slot, the same as in the games page's Assign dialog.
            <RefereeSuggestions
              gameId={game.id}
              position={chosenPosition}
              onChoose={(next) => {
                setRefereeId(next);
                setClientErrors(null);
              }}
            />
          ) : null}

          <SearchableListbox
            label={t("assignor.newAssignment.selectReferee")}
            name="refereeId"
            options={refereeOptions}
            value={refereeId}
            onChange={(next) => {
              setRefereeId(next);
              setClientErrors(null);
            }}
            placeholder={t("assignor.newAssignment.refereePlaceholder")}
            emptyText={loaded ? t("assignor.newAssignment.noReferees") : t("assignor.newAssignment.loadingReferees")}
            invalid={Boolean(errors.refereeId)}
            describedBy={errors.refereeId ? "new-assignment-referee-error" : undefined}
          />
          <FieldError id="new-assignment-referee-error" errors={errors.refereeId} />
          {gameId && preview.state !== "idle" ? (
            <p role="status" className="text-sm text-muted-foreground">
              {t("assignor.newAssignment.checking")}
            </p>
          ) : null}

          {referee && game && (conflicts.length > 0 || previewed?.onGame) ? (
            <div
              id={conflictsId}
              role="alert"
              className="flex flex-col gap-2 rounded-md border border-input p-3 text-sm"
            >
              <p className={blocked ? "text-destructive" : "font-medium"}>
                {previewed?.onGame
                  ? t("assignor.assign.error.alreadyOnGame", { name: refereeName })
                  : blocked
                    ? t("assignor.newAssignment.cannotTake", { name: refereeName })
                    : t("assignor.assign.error.needsOverride", { name: refereeName })}
              </p>
              <ConflictList conflicts={conflicts} />
            </div>
          ) : null}

          {canOverride ? (
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="new-assignment-override">{t("assignor.assign.overrideReason")}</Label>
              <Textarea
                id="new-assignment-override"
                name="overrideReason"
                required
                maxLength={NOTES_MAX_LENGTH}
                defaultValue={failed?.values.overrideReason}
                aria-describedby={conflictsId}
                placeholder={t("assignor.assign.overridePlaceholder")}
              />
              <FieldError id="new-assignment-override-error" errors={errors.overrideReason} />
            </div>
          ) : null}

          <div className="flex flex-col gap-1.5">
            <Label htmlFor="new-assignment-notes">{t("assignor.newAssignment.notes")}</Label>
            <Textarea
              id="new-assignment-notes"
              name="notes"
              maxLength={NOTES_MAX_LENGTH}
              defaultValue={failed?.values.notes}
              aria-invalid={errors.notes ? true : undefined}
              placeholder={t("assignor.newAssignment.notesPlaceholder")}
            />
            <FieldError id="new-assignment-notes-error" errors={errors.notes} />
          </div>

          {failed && sameChoice && !answered && Object.keys(serverErrors).length === 0 ? (
            <p role="alert" className="text-sm text-destructive">
              {failed.message}
            </p>
          ) : null}

          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t("assignor.common.cancel")}
            </Button>
            <Button type="submit" disabled={dialog.busy || blocked}>
              {dialog.busy
                ? t("assignor.newAssignment.creating")
                : canOverride
                  ? t("assignor.assign.anyway")
                  : t("assignor.newAssignment.submit")}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
