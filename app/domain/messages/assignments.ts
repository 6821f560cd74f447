/** Assignments, to the referee: an offer, a changed game, a cancellation or withdrawal, a request decided. */
import { formatMoney } from "../format";
import type { Language } from "~/i18n/messages";
import { assignmentOfferLink } from "../notifications";
import { offerShortCode } from "../sms-replies";
import {
  compose,
  gameLine,
  hi,
  positionLabel,
  teams,
  voiceOf,
  type GameFacts,
  type Recipient,
  type RenderedMessage,
} from "./render";

type ChangeFacts = Pick<GameFacts, "homeTeam" | "awayTeam" | "date" | "time" | "venue" | "venueAddress"> & {
  feeCents: number;
};

/**
 * One thing that changed for the referees on a game: facts, worded per recipient (`gameChangeWords`), so
 * a change told to referees of different languages is described once.
 */
export type GameChange =
  | { kind: "kickoff"; from: { date: string; time: string }; to: { date: string; time: string } }
  | { kind: "venue"; venue: string; venueAddress: string | null; was: string }
  | { kind: "teams"; now: { homeTeam: string; awayTeam: string }; was: { homeTeam: string; awayTeam: string } }
  | { kind: "fee"; now: string; was: string };

/**
 * What changed for the referees on a game; empty when nothing they care about did. A fee is written in
 * the organization's `currency`.
 */
export function describeGameChanges(before: ChangeFacts, after: ChangeFacts, currency: string): GameChange[] {
  const changes: GameChange[] = [];
  if (before.date !== after.date || before.time !== after.time) {
    changes.push({
      kind: "kickoff",
      from: { date: before.date, time: before.time },
      to: { date: after.date, time: after.time },
    });
  }
  if (before.venue !== after.venue || (before.venueAddress ?? null) !== (after.venueAddress ?? null)) {
    changes.push({ kind: "venue", venue: after.venue, venueAddress: after.venueAddress ?? null, was: before.venue });
  }
  if (before.homeTeam !== after.homeTeam || before.awayTeam !== after.awayTeam) {
    changes.push({
      kind: "teams",
      now: { homeTeam: after.homeTeam, awayTeam: after.awayTeam },
      was: { homeTeam: before.homeTeam, awayTeam: before.awayTeam },
    });
  }
  if (before.feeCents !== after.feeCents)
    changes.push({
      kind: "fee",
      now: formatMoney(after.feeCents, currency),
      was: formatMoney(before.feeCents, currency),
    });
  return changes;
}

/** The changes in words, in the recipient's language: "kick-off moved from … to …", "venue now … (was …)". */
export function gameChangeWords(changes: readonly GameChange[], language?: Language | null): string[] {
  const voice = voiceOf(language);
  const { t } = voice;
  return changes.map((change) => {
    switch (change.kind) {
      case "kickoff":
        return t("messages.gameChange.kickoff", {
          from: voice.dateTime(change.from.date, change.from.time),
          to: voice.dateTime(change.to.date, change.to.time),
        });
      case "venue":
        return t("messages.gameChange.venue", {
          venue: change.venueAddress ? `${change.venue}, ${change.venueAddress}` : change.venue,
          was: change.was,
        });
      case "teams":
        return t("messages.gameChange.teams", { now: teams(voice, change.now), was: teams(voice, change.was) });
      case "fee":
        return t("messages.gameChange.fee", { now: change.now, was: change.was });
    }
  });
}

/** The in-app notification of a changed game: its title and line, in the recipient's language. */
export function gameChangeNotification(
  game: Pick<GameFacts, "homeTeam" | "awayTeam">,
  changes: readonly GameChange[],
  language?: Language | null,
): { title: string; message: string } {
  const voice = voiceOf(language);
  return {
    title: voice.t("messages.gameChange.notificationTitle"),
    message: voice.t("messages.gameChange.notification", {
      teams: teams(voice, game),
      changes: gameChangeWords(changes, language).join("; "),
    }),
  };
}

/** An offer: the assignor published an assignment; the referee accepts or declines. */
export function assignmentPublished(
  input: Recipient & { firstName: string; game: GameFacts; assignmentId: string; origin: string },
): RenderedMessage {
  const { game } = input;
  const voice = voiceOf(input.language);
  const { t } = voice;
  const facts = { teams: teams(voice, game), date: voice.date(game.date) };
  const sms = {
    teams: facts.teams,
    when: voice.smsWhen(game),
    venue: game.venue,
  };
  return compose(voice, {
    subject: t("messages.assignmentPublished.subject", facts),
    greeting: hi(voice, input.firstName),
    paragraphs: [
      t("messages.assignmentPublished.assigned", { game: gameLine(game, input.language) }),
      t("messages.assignmentPublished.respond"),
    ],
    action: {
      label: t("messages.action.acceptOrDecline"),
      url: `${input.origin}${assignmentOfferLink(input.assignmentId)}`,
    },
    sms: game.position
      ? t("messages.assignmentPublished.smsWithPosition", { ...sms, position: positionLabel(voice, game.position) })
      : t("messages.assignmentPublished.sms", sms),
    // Always with the code: another offer may arrive before this one is answered (decision 0069). The
    // offer's own link (a 36-character id) would leave no room for the game; the schedule lists the offer.
    smsKeep: t("messages.assignmentPublished.smsReply", { code: offerShortCode(input.assignmentId) }),
    smsUrl: `${input.origin}/referee/schedule`,
  });
}

/** The game of a referee's assignment changed: when, where or who plays. */
export function assignmentChanged(
  input: Recipient & { firstName: string; game: GameFacts; changes: readonly GameChange[]; origin: string },
): RenderedMessage {
  const { game } = input;
  const voice = voiceOf(input.language);
  const { t } = voice;
  return compose(voice, {
    subject: t("messages.assignmentChanged.subject", { teams: teams(voice, game), date: voice.date(game.date) }),
    greeting: hi(voice, input.firstName),
    paragraphs: [
      t("messages.assignmentChanged.changed", { game: gameLine(game, input.language) }),
      t("messages.assignmentChanged.what", { changes: gameChangeWords(input.changes, input.language).join("; ") }),
    ],
    action: { label: t("messages.action.openSchedule"), url: `${input.origin}/referee/schedule` },
    sms: t("messages.assignmentChanged.sms", {
      teams: teams(voice, game),
      when: voice.smsWhen(game),
      venue: game.venue,
    }),
  });
}

/** The referee is off the game: the game was cancelled, or the assignor withdrew the offer. */
export function assignmentCancelled(
  input: Recipient & { firstName: string; game: GameFacts; origin: string } & (
      { cause: "game-cancelled"; reason: string } | { cause: "withdrawn" }
    ),
): RenderedMessage {
  const { game } = input;
  const voice = voiceOf(input.language);
  const { t } = voice;
  const facts = { teams: teams(voice, game), date: voice.date(game.date) };
  const line = { game: gameLine(game, input.language) };
  const smsFacts = { teams: facts.teams, when: voice.smsWhen(game) };
  return compose(voice, {
    subject:
      input.cause === "game-cancelled"
        ? t("messages.assignmentCancelled.subject", facts)
        : t("messages.assignmentWithdrawn.subject", facts),
    greeting: hi(voice, input.firstName),
    paragraphs:
      input.cause === "game-cancelled"
        ? [
            t("messages.assignmentCancelled.cancelled", line),
            t("messages.common.reason", { reason: input.reason }),
            t("messages.assignmentCancelled.nothingToDo"),
          ]
        : [t("messages.assignmentWithdrawn.withdrawn", line), t("messages.assignmentCancelled.nothingToDo")],
    action: { label: t("messages.action.openSchedule"), url: `${input.origin}/referee/schedule` },
    sms:
      input.cause === "game-cancelled"
        ? t("messages.assignmentCancelled.sms", { ...smsFacts, reason: input.reason })
        : t("messages.assignmentWithdrawn.sms", smsFacts),
  });
}

/** The referee's request to work a slot was approved: the offer waits for their Accept. */
export function gameRequestApproved(
  input: Recipient & { firstName: string; game: GameFacts; assignmentId: string; origin: string },
): RenderedMessage {
  const { game } = input;
  const voice = voiceOf(input.language);
  const { t } = voice;
  return compose(voice, {
    subject: t("messages.gameRequestApproved.subject", { teams: teams(voice, game), date: voice.date(game.date) }),
    greeting: hi(voice, input.firstName),
    paragraphs: [
      t("messages.gameRequestApproved.approved", { game: gameLine(game, input.language) }),
      t("messages.gameRequestApproved.accept"),
    ],
    action: {
      label: t("messages.action.acceptOrDecline"),
      url: `${input.origin}${assignmentOfferLink(input.assignmentId)}`,
    },
    sms: t("messages.gameRequestApproved.sms", {
      teams: teams(voice, game),
      when: voice.smsWhen(game),
      venue: game.venue,
    }),
    smsKeep: t("messages.assignmentPublished.smsReply", { code: offerShortCode(input.assignmentId) }),
    smsUrl: `${input.origin}/referee/schedule`,
  });
}

/** The referee's request to work a slot was not approved. */
export function gameRequestRejected(
  input: Recipient & { firstName: string; game: GameFacts; reason: string | null; origin: string },
): RenderedMessage {
  const { game } = input;
  const voice = voiceOf(input.language);
  const { t } = voice;
  return compose(voice, {
    subject: t("messages.gameRequestRejected.subject", { teams: teams(voice, game), date: voice.date(game.date) }),
    greeting: hi(voice, input.firstName),
    paragraphs: [
      t("messages.gameRequestRejected.rejected", { game: gameLine(game, input.language) }),
      ...(input.reason ? [t("messages.common.reason", { reason: input.reason })] : []),
      t("messages.gameRequestRejected.otherGames"),
    ],
    action: { label: t("messages.action.seeOpenGames"), url: `${input.origin}/referee/open-games` },
    sms: t("messages.gameRequestRejected.sms", { teams: teams(voice, game), when: voice.smsWhen(game) }),
  });
}
