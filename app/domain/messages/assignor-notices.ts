/** Assignments, to the assignor: a referee's answer to an offer, and a game near kick-off with open positions. */
import { compose, gameLine, hi, teams, voiceOf, type GameFacts, type Recipient, type RenderedMessage } from "./render";

/** Where an assignor opens a game with its Assign dialog: the calendar week of the game. */
export function assignGameLink(game: { id: string; date: string }): string {
  return `/assignor/calendar?view=week&date=${game.date}&game=${encodeURIComponent(game.id)}`;
}

export interface AssignorNotice extends Recipient {
  /** The assignor's first name. */
  firstName: string;
  refereeName: string;
  game: GameFacts & { id: string };
  origin: string;
}

/** The referee accepted an offer. */
export function assignmentAccepted(input: AssignorNotice): RenderedMessage {
  const { game } = input;
  const voice = voiceOf(input.language);
  const { t } = voice;
  const referee = input.refereeName;
  return compose(voice, {
    subject: t("messages.assignmentAccepted.subject", { teams: teams(voice, game), date: voice.date(game.date) }),
    greeting: hi(voice, input.firstName),
    paragraphs: [t("messages.assignmentAccepted.accepted", { referee, game: gameLine(game, input.language) })],
    action: { label: t("messages.action.openGame"), url: `${input.origin}${assignGameLink(game)}` },
    sms: t("messages.assignmentAccepted.sms", { referee, teams: teams(voice, game), when: voice.smsWhen(game) }),
  });
}

/** The referee declined an offer: the slot is open again. */
export function assignmentDeclined(input: AssignorNotice & { reason: string }): RenderedMessage {
  const { game } = input;
  const voice = voiceOf(input.language);
  const { t } = voice;
  const referee = input.refereeName;
  return compose(voice, {
    subject: t("messages.assignmentDeclined.subject", { teams: teams(voice, game), date: voice.date(game.date) }),
    greeting: hi(voice, input.firstName),
    paragraphs: [
      t("messages.assignmentDeclined.declined", { referee, game: gameLine(game, input.language) }),
      t("messages.common.reason", { reason: input.reason }),
      t("messages.common.slotOpen"),
    ],
    action: { label: t("messages.action.assignSomeoneElse"), url: `${input.origin}${assignGameLink(game)}` },
    sms: t("messages.assignmentDeclined.sms", { referee, teams: teams(voice, game), when: voice.smsWhen(game) }),
  });
}

/** A confirmed referee gave the game back: the slot is open again. */
export function assignmentTurnedBack(input: AssignorNotice & { reason: string }): RenderedMessage {
  const { game } = input;
  const voice = voiceOf(input.language);
  const { t } = voice;
  const referee = input.refereeName;
  return compose(voice, {
    subject: t("messages.assignmentTurnedBack.subject", { teams: teams(voice, game), date: voice.date(game.date) }),
    greeting: hi(voice, input.firstName),
    paragraphs: [
      t("messages.assignmentTurnedBack.turnedBack", { referee, game: gameLine(game, input.language) }),
      t("messages.common.reason", { reason: input.reason }),
      t("messages.common.slotOpen"),
    ],
    action: { label: t("messages.action.assignSomeoneElse"), url: `${input.origin}${assignGameLink(game)}` },
    sms: t("messages.assignmentTurnedBack.sms", { referee, teams: teams(voice, game), when: voice.smsWhen(game) }),
  });
}

/** A game within 48 hours of kick-off still has open positions. */
export function unfilledGameAlert(
  input: Recipient & {
    firstName: string;
    game: GameFacts & { id: string };
    open: number;
    needed: number;
    origin: string;
  },
): RenderedMessage & { summary: string } {
  const { game } = input;
  const voice = voiceOf(input.language);
  const { t } = voice;
  const title = teams(voice, game);
  const facts = { teams: title, when: voice.dateTime(game.date, game.time), venue: game.venue };
  const summary =
    input.needed === 1
      ? t("messages.unfilledGameAlert.noReferee", facts)
      : t("messages.unfilledGameAlert.needsOfficials", { ...facts, open: input.open, needed: input.needed });
  return {
    ...compose(voice, {
      subject: t("messages.unfilledGameAlert.subject", { teams: title, date: voice.date(game.date) }),
      greeting: hi(voice, input.firstName),
      paragraphs: [summary],
      action: { label: t("messages.action.assignReferees"), url: `${input.origin}${assignGameLink(game)}` },
      sms: t("messages.unfilledGameAlert.sms", {
        teams: title,
        when: voice.smsWhen(game),
        open: input.open,
        needed: input.needed,
      }),
    }),
    summary,
  };
}
