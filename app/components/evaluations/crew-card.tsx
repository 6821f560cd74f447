/**
 * One past game and its crew, as the evaluation pages show it (issue 22, decision 0084): a region named by the
 * game's teams and date, each official by name and position with what the page says of them (`detail`) and an
 * Evaluate link. The assignors' Evaluations page adds its assessor requests below (`children`); the assessor's
 * Assessments page shows only their own overall.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useFormats } from "~/components/formats";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { positionLabel } from "~/domain/game-labels";
import { useT } from "~/i18n/react";

export interface CrewGame {
  id: string;
  date: string;
  time: string;
  homeTeam: string;
  awayTeam: string;
  venue: string;
  crew: CrewOfficial[];
}

export interface CrewOfficial {
  refereeId: string;
  position: string;
  name: string;
}

export function CrewCard({
  game,
  detail,
  children,
}: {
  game: CrewGame;
  /** What the page says under an official's name (their evaluations, or the reader's own). */
  detail: (official: CrewOfficial) => ReactNode;
  children?: ReactNode;
}) {
  const t = useT();
  const formats = useFormats();
  const teams = t("assignor.evaluations.teams", { home: game.homeTeam, away: game.awayTeam });
  return (
    // A region named by its game and date, so each game's buttons can be told apart.
    <Card role="region" aria-labelledby={`game-${game.id}-heading game-${game.id}-when`}>
      <CardHeader>
        <CardTitle render="h2" id={`game-${game.id}-heading`}>
          {teams}
        </CardTitle>
        <p id={`game-${game.id}-when`} className="text-sm text-muted-foreground">
          {`${formats.gameDateTime(game.date, game.time)} · ${game.venue}`}
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {game.crew.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("assignor.evaluations.noCrew")}</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label={t("assignor.evaluations.crew", { teams })}>
            {game.crew.map((official) => (
              <li key={official.refereeId} className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <p className="font-medium">
                    {official.name}
                    <span className="text-sm font-normal text-muted-foreground">
                      {` · ${positionLabel(official.position, t)}`}
                    </span>
                  </p>
                  {detail(official)}
                </div>
                <Link
                  to={`/assignor/evaluations/${game.id}/${official.refereeId}`}
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                  aria-label={t("assignor.evaluations.evaluateName", { name: official.name })}
                >
                  {t("assignor.evaluations.evaluate")}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
