/** An official of a game's crew as the evaluation pages name them: "Alex Rivera · Referee". */
import { positionLabel } from "~/domain/game-labels";
import { useT } from "~/i18n/react";

export function OfficialName({ name, position }: { name: string; position: string }) {
  const t = useT();
  return (
    <p className="font-medium">
      {name}
      <span className="text-sm font-normal text-muted-foreground">{` · ${positionLabel(position, t)}`}</span>
    </p>
  );
}
