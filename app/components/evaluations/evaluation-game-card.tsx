/**
 * One past game on the assignors' Evaluations page (issue 22, decision 0084): its crew, each official's
 * evaluations (by whom, overall) with an Evaluate link, and the assessors asked, with Ask an assessor and
 * Withdraw.
 */
import { Form } from "react-router";
import { useFormats } from "~/components/formats";
import { formatRating } from "~/components/ratings/rating-text";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-controls";
import type { EvaluationSource } from "~/domain/constants";
import { evaluationSourceLabel } from "~/domain/evaluation-labels";
import { useT } from "~/i18n/react";
import { CrewCard, type CrewGame } from "./crew-card";

export interface EvaluationGame extends CrewGame {
  evaluations: {
    id: string;
    refereeId: string;
    source: EvaluationSource;
    evaluatorName: string | null;
    overall: number;
  }[];
  requests: { id: string; assessorId: string; name: string; withdrawable: boolean }[];
}

export function EvaluationGameCard({
  game,
  assessors,
}: {
  game: EvaluationGame;
  assessors: { id: string; name: string }[];
}) {
  const t = useT();
  const formats = useFormats();
  const askable = assessors.filter((assessor) => !game.requests.some((request) => request.assessorId === assessor.id));
  const selectId = `assessor-${game.id}`;
  return (
    <CrewCard
      game={game}
      detail={(official) => {
        const written = game.evaluations.filter((evaluation) => evaluation.refereeId === official.refereeId);
        return written.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("assignor.evaluations.none")}</p>
        ) : (
          <ul className="text-sm">
            {written.map((evaluation) => (
              <li key={evaluation.id}>
                {t("assignor.evaluations.written", {
                  by: evaluationSourceLabel(evaluation.source, evaluation.evaluatorName, t),
                  overall: formatRating(formats.locale, evaluation.overall),
                })}
              </li>
            ))}
          </ul>
        );
      }}
    >
      <div className="flex flex-col gap-2 border-t pt-3">
        {game.requests.length > 0 ? (
          <ul className="flex flex-col gap-1 text-sm">
            {game.requests.map((request) => (
              <li key={request.id} className="flex flex-wrap items-center gap-2">
                <span>{t("assignor.evaluations.requested", { name: request.name })}</span>
                {request.withdrawable ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="withdraw-assessor" />
                    <input type="hidden" name="gameId" value={game.id} />
                    <input type="hidden" name="requestId" value={request.id} />
                    <Button
                      type="submit"
                      variant="ghost"
                      size="sm"
                      aria-label={t("assignor.evaluations.withdrawName", { name: request.name })}
                    >
                      {t("assignor.evaluations.withdraw")}
                    </Button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {assessors.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("assignor.evaluations.noAssessors")}</p>
        ) : askable.length > 0 ? (
          <Form method="post" className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="ask-assessor" />
            <input type="hidden" name="gameId" value={game.id} />
            <div className="flex flex-col gap-1">
              <Label htmlFor={selectId}>{t("assignor.evaluations.assessor")}</Label>
              <NativeSelect id={selectId} name="assessorId" required>
                {askable.map((assessor) => (
                  <option key={assessor.id} value={assessor.id}>
                    {assessor.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button type="submit" size="sm">
              {t("assignor.evaluations.ask")}
            </Button>
          </Form>
        ) : null}
        <CoachLinksForm game={game} />
      </div>
    </CrewCard>
  );
}

/** "Ask coaches to rate": an address per team; each gets a single-use link (issue 22). */
function CoachLinksForm({ game }: { game: EvaluationGame }) {
  const t = useT();
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium">{t("assignor.evaluations.coaches")}</summary>
      <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="ask-coaches" />
        <input type="hidden" name="gameId" value={game.id} />
        {coachFields(game).map(({ name, team }) => (
          <div key={name} className="flex flex-col gap-1">
            <Label htmlFor={`${name}-${game.id}`}>{t("assignor.evaluations.coachEmail", { team })}</Label>
            <Input id={`${name}-${game.id}`} name={name} type="email" autoComplete="off" />
          </div>
        ))}
        <Button type="submit" size="sm" variant="outline">
          {t("assignor.evaluations.coaches")}
        </Button>
      </Form>
    </details>
  );
}

/** The coach address fields: one per team. */
function coachFields(game: EvaluationGame): { name: string; team: string }[] {
  return [
    { name: "homeEmail", team: game.homeTeam },
    { name: "awayEmail", team: game.awayTeam },
  ];
}
