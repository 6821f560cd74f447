/**
 * The words for a game's level, a position, a game's or an assignment's status, in the
 * reader's language (issue 19). The English constants (`GAME_LEVEL_LABELS`, `POSITION_LABELS`) stay for
 * CSV exports and the API; screens use these. Components pass their `t` (`useT()`); server code and
 * domain functions use the default, `tr`, which words in the language being served.
 */
import type { MessageId } from "~/i18n/messages";
import { tr, type Translate } from "~/i18n/text";
import type { AssignmentStatus, GameLevel, GameStatus, Position } from "./constants";

const LEVEL_IDS: Record<GameLevel, MessageId> = {
  professional: "assignor.level.professional",
  "semi-pro": "assignor.level.semiPro",
  amateur: "assignor.level.amateur",
  youth: "assignor.level.youth",
};

const POSITION_IDS: Record<Position, MessageId> = {
  referee: "assignor.position.referee",
  assistant_referee_1: "assignor.position.assistantReferee1",
  assistant_referee_2: "assignor.position.assistantReferee2",
  fourth_official: "assignor.position.fourthOfficial",
};

const GAME_STATUS_IDS: Record<GameStatus, MessageId> = {
  pending: "assignor.gameStatus.pending",
  assigned: "assignor.gameStatus.assigned",
  confirmed: "assignor.gameStatus.confirmed",
  completed: "assignor.gameStatus.completed",
  cancelled: "assignor.gameStatus.cancelled",
};

const ASSIGNMENT_STATUS_IDS: Record<AssignmentStatus, MessageId> = {
  pending: "assignor.assignmentStatus.pending",
  confirmed: "assignor.assignmentStatus.confirmed",
  declined: "assignor.assignmentStatus.declined",
  completed: "assignor.assignmentStatus.completed",
  cancelled: "assignor.assignmentStatus.cancelled",
};

/** "Youth", "Jugend"; an unknown level as stored. */
export function gameLevelLabel(level: string, t: Translate = tr): string {
  const id = LEVEL_IDS[level as GameLevel];
  return id ? t(id) : level;
}

/** "Assistant Referee 1", "Árbitro asistente 1"; an unknown position as stored. */
export function positionLabel(position: string, t: Translate = tr): string {
  const id = POSITION_IDS[position as Position];
  return id ? t(id) : position;
}

export function gameStatusLabel(status: string, t: Translate = tr): string {
  const id = GAME_STATUS_IDS[status as GameStatus];
  return id ? t(id) : status;
}

export function assignmentStatusLabel(status: string, t: Translate = tr): string {
  const id = ASSIGNMENT_STATUS_IDS[status as AssignmentStatus];
  return id ? t(id) : status;
}

/**
 * The `Intl` locale of the language being served ("en-US", "es", "fr", "de"), for dates and names built
 * beside a message; American English when no catalog answers.
 */
export function servedIntlLocale(): string {
  const locale = tr("assignor.intl.locale");
  return /^[a-z]{2}(-[A-Z]{2})?$/.test(locale) ? locale : "en-US";
}
