/**
 * The referee portal's words for stored values (issue 19): game and assignment statuses, game levels and
 * positions are kept in English codes and worded in the reader's language where they are shown.
 */
import { assignmentStatusBadgeVariant, Badge, gameStatusBadgeVariant, type BadgeProps } from "~/components/ui/badge";
import type { AssignmentStatus, GameLevel, GameStatus, Position } from "~/domain/constants";
import type { MessageId } from "~/i18n/messages";
import { useT } from "~/i18n/react";
import type { Translate } from "~/i18n/text";

const GAME_STATUS_IDS: Record<GameStatus, MessageId> = {
  pending: "referee.status.game.pending",
  assigned: "referee.status.game.assigned",
  confirmed: "referee.status.game.confirmed",
  completed: "referee.status.game.completed",
  cancelled: "referee.status.game.cancelled",
};

const ASSIGNMENT_STATUS_IDS: Record<AssignmentStatus, MessageId> = {
  pending: "referee.status.assignment.pending",
  confirmed: "referee.status.assignment.confirmed",
  declined: "referee.status.assignment.declined",
  completed: "referee.status.assignment.completed",
  cancelled: "referee.status.assignment.cancelled",
};

const LEVEL_IDS: Record<GameLevel, MessageId> = {
  professional: "referee.level.professional",
  "semi-pro": "referee.level.semiPro",
  amateur: "referee.level.amateur",
  youth: "referee.level.youth",
};

const POSITION_IDS: Record<Position, MessageId> = {
  referee: "referee.position.referee",
  assistant_referee_1: "referee.position.assistantReferee1",
  assistant_referee_2: "referee.position.assistantReferee2",
  fourth_official: "referee.position.fourthOfficial",
};

/** A game level in the reader's words; an unknown one as stored. */
export function levelLabel(t: Translate, level: string): string {
  const id = LEVEL_IDS[level as GameLevel];
  return id ? t(id) : level;
}

/** A position in the reader's words; an unknown one as stored. */
export function positionLabel(t: Translate, position: string): string {
  const id = POSITION_IDS[position as Position];
  return id ? t(id) : position;
}

export function assignmentStatusLabel(t: Translate, status: string): string {
  const id = ASSIGNMENT_STATUS_IDS[status as AssignmentStatus];
  return id ? t(id) : status;
}

/** The spec's status badges (colours of `StatusBadge`), labelled in the reader's language. */
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
  const id =
    kind === "game" ? GAME_STATUS_IDS[status as GameStatus] : ASSIGNMENT_STATUS_IDS[status as AssignmentStatus];
  return (
    <Badge variant={variant ?? "secondary"} {...props}>
      {id ? t(id) : status}
    </Badge>
  );
}
