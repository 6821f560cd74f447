/** Evaluations (issue 22, decision 0084): a coach asked to rate a game's officials, an assessor asked to assess it. */
// Issue 32 (decision 0092): a league's name, typed by whoever signed up, reaches strangers' subjects cleaned.
import { nameInEmail } from "../email-names";
import { compose, hi, teams, voiceOf, type GameFacts, type Recipient, type RenderedMessage } from "./render";

/**
 * A team's coach asked to rate the officials of a game they played (issue 22, decision 0084): a single-use
 * link, valid 14 days, no account needed; the officials see the ratings without the coach's name or team.
 */
export function coachRatingRequest(
  input: Recipient & {
    organizationName: string;
    teamName: string;
    game: Pick<GameFacts, "homeTeam" | "awayTeam" | "date" | "time">;
    link: string;
  },
): RenderedMessage {
  const voice = voiceOf(input.language);
  const { t } = voice;
  const facts = {
    organization: nameInEmail(input.organizationName),
    team: nameInEmail(input.teamName),
    home: input.game.homeTeam,
    away: input.game.awayTeam,
    when: voice.dateTime(input.game.date, input.game.time),
  };
  return compose(voice, {
    subject: t("messages.coachRating.subject", facts),
    greeting: t("messages.common.hello"),
    paragraphs: [t("messages.coachRating.ask", facts), t("messages.coachRating.anonymous")],
    action: { label: t("messages.action.rateOfficials"), url: input.link },
    sms: t("messages.coachRating.sms", facts),
    footer: "support",
  });
}

/** Where an assessor finds the games they are asked to assess. */
export const ASSESSMENTS_LINK = "/assignor/assessments";

/**
 * An assessor is asked to assess a game (issue 22, decision 0084): the email, and the in-app notice's title and
 * words (`summary`).
 */
export function assessmentRequested(
  input: Recipient & {
    firstName: string;
    organizationName: string;
    game: Pick<GameFacts, "homeTeam" | "awayTeam" | "date" | "time">;
    origin: string;
  },
): RenderedMessage & { summary: string; title: string } {
  const voice = voiceOf(input.language);
  const { t } = voice;
  const facts = {
    organization: nameInEmail(input.organizationName),
    home: input.game.homeTeam,
    away: input.game.awayTeam,
    when: voice.dateTime(input.game.date, input.game.time),
  };
  const summary = t("messages.assessment.requested", facts);
  return {
    ...compose(voice, {
      subject: t("messages.assessment.subject", { teams: teams(voice, input.game) }),
      greeting: hi(voice, input.firstName),
      paragraphs: [summary],
      action: { label: t("messages.action.openAssessments"), url: `${input.origin}${ASSESSMENTS_LINK}` },
      sms: t("messages.assessment.sms", { teams: teams(voice, input.game), when: voice.smsWhen(input.game) }),
    }),
    summary,
    title: t("messages.assessment.requestedTitle"),
  };
}
