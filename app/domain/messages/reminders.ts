/** The clock: a confirmed referee's reminders before kick-off, and the Monday digest of the week ahead. */
import { DEFAULT_LANGUAGE } from "~/i18n/messages";
import {
  compose,
  emailHtml,
  emailText,
  gameLine,
  hi,
  smsWithLink,
  teams,
  voiceOf,
  type GameFacts,
  type Recipient,
  type RenderedMessage,
} from "./render";

/** A confirmed referee's reminder, 24 hours or 2 hours before kick-off. */
export function gameReminder(
  input: Recipient & { firstName: string; game: GameFacts; lead: "24h" | "2h"; origin: string },
): RenderedMessage {
  const { game, lead } = input;
  const voice = voiceOf(input.language);
  const { t } = voice;
  const title = teams(voice, game);
  const tomorrow = lead === "24h";
  return compose(voice, {
    subject: tomorrow
      ? t("messages.reminder.subjectTomorrow", { teams: title })
      : t("messages.reminder.subjectSoon", { teams: title }),
    greeting: hi(voice, input.firstName),
    paragraphs: [
      tomorrow
        ? t("messages.reminder.tomorrow", { game: gameLine(game, input.language) })
        : t("messages.reminder.soon", { game: gameLine(game, input.language) }),
    ],
    action: { label: t("messages.action.detailsAndCrew"), url: `${input.origin}/referee/schedule` },
    sms: t(tomorrow ? "messages.reminder.smsTomorrow" : "messages.reminder.smsSoon", {
      teams: title,
      time: voice.time(game.time),
      venue: game.venue,
    }),
  });
}

/** The Monday digest: the week ahead for a referee. */
export function weeklyDigest(
  input: Recipient & { firstName: string; weekOf: string; games: GameFacts[]; openRequests: number; origin: string },
): RenderedMessage {
  const voice = voiceOf(input.language);
  const { t } = voice;
  const count = input.games.length;
  const subject = t("messages.weeklyDigest.subject", { count });
  const pending = input.openRequests > 0 ? [t("messages.weeklyDigest.pending", { count: input.openRequests })] : [];
  const intro = count === 0 ? t("messages.weeklyDigest.none") : t("messages.weeklyDigest.intro");
  const action = { label: t("messages.action.yourSchedule"), url: `${input.origin}/referee/schedule` };
  const greeting = hi(voice, input.firstName);
  const lines = input.games.map((game) => gameLine(game, input.language));
  // The text lists the games under the intro; the HTML gives each its own paragraph.
  const listed = count === 0 ? intro : [intro, ...lines.map((line) => `- ${line}`)].join("\n");
  return {
    subject,
    text: emailText(voice, greeting, [listed, ...pending], action),
    html: emailHtml(voice, greeting, [intro, ...lines, ...pending], action),
    sms: smsWithLink(
      input.openRequests
        ? t("messages.weeklyDigest.smsWaiting", { count, waiting: input.openRequests })
        : t("messages.weeklyDigest.sms", { count }),
      action.url,
      voice.language !== DEFAULT_LANGUAGE,
    ),
  };
}

/** The digest's in-app line: "2 confirmed games this week; 1 offer waiting for your answer." */
export function weeklyDigestSummary(input: Recipient & { games: number; openRequests: number }): string {
  const { t } = voiceOf(input.language);
  return input.openRequests > 0
    ? t("messages.weeklyDigest.summaryWaiting", { count: input.games, waiting: input.openRequests })
    : t("messages.weeklyDigest.summary", { count: input.games });
}
