/**
 * The referee portal's words for stored values (issue 19): game and assignment statuses, game levels and
 * positions are kept as English codes and worded where they are shown, with the same words as the
 * assignor's screens (`app/domain/game-labels.ts`).
 */
import { assignmentStatusBadgeVariant, Badge, gameStatusBadgeVariant, type BadgeProps } from "~/components/ui/badge";
import type { AssignmentStatus, GameStatus } from "~/domain/constants";
import {
  assignmentStatusLabel,
  gameLevelLabel,
  gameStatusLabel,
  positionLabel as position,
} from "~/domain/game-labels";
import { useT } from "~/i18n/react";
import type { Translate } from "~/i18n/text";

/** A game level in the reader's words; an unknown one as stored. */
export function levelLabel(t: Translate, level: string): string {
  return gameLevelLabel(level, t);
}

/** A position in the reader's words; an unknown one as stored. */
export function positionLabel(t: Translate, value: string): string {
  return position(value, t);
}

/** The spec's status badges (colours of `StatusBadge`) for a status read as a plain string. */
export function RefereeStatusBadge({
  kind,
  status,
  ...props
}: Omit<BadgeProps, "variant" | "children"> & { kind: "game" | "assignment"; status: string }) {
  const t = useT();
  const variant =
    kind === "game"
      ? gameStatusBadgeVariant[status as GameStatus]
      : assignmentStatusBadgeVariant[status as AssignmentStatus];
  return (
    <Badge variant={variant ?? "secondary"} {...props}>
      {kind === "game" ? gameStatusLabel(status, t) : assignmentStatusLabel(status, t)}
    </Badge>
  );
}
