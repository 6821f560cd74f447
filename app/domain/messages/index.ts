/**
 * One template per message kind (issue 8, decision 0034): the email's subject, text and HTML, and the
 * short SMS. Every message the product sends is rendered here; the server modules only pass the facts
 * and write the result to the outbox with the event behind it.
 *
 * Pure: callers pass the facts; links are absolute, built from the public origin. Every value a person
 * typed (team and venue names, reasons, notes, names) is escaped in the HTML; the SMS is one segment
 * (at most 160 characters, plain ASCII punctuation) and always ends with its link.
 */
import type { CredentialKind, MembershipRole, Position } from "./constants";
import { formatTime12 } from "./dates";
// Issue 32 (decision 0092): a league's name, typed by whoever signed up, reaches strangers' subjects cleaned.
import { nameInEmail } from "./email-names";
import { formatGameDate, formatGameDateTime, formatMoney } from "./format";
import { DEFAULT_LANGUAGE, type Language, type MessageId } from "~/i18n/messages";
import { trIn } from "~/i18n/text";
import { assignmentOfferLink } from "./notifications";
import { offerShortCode } from "./sms-replies";

export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
  /** One SMS segment: at most 160 characters, ending with the message's link. */
  sms: string;
}

/** The outbox `kind` of each template, in one place so senders and tests agree. */
export const MESSAGE_KINDS = {
  assignmentPublished: "assignment-published",
  assignmentChanged: "assignment-changed",
  gameCancelled: "game-cancelled",
  assignmentWithdrawn: "assignment-withdrawn",
  assignmentAccepted: "assignment-accepted",
  assignmentDeclined: "assignment-declined",
  assignmentTurnedBack: "assignment-turned-back",
  gameRequestApproved: "game-request-approved",
  gameRequestRejected: "game-request-rejected",
  passwordReset: "password-reset",
  // Issue 18: the `account-` prefix puts them beside password resets, past every toggle (`topicOf`).
  emailVerification: "account-email-verification",
  emailChange: "account-email-change",
  emailChangeRequested: "account-email-change-requested",
  signUpAttempt: "account-sign-up-attempt",
  invite: "invite",
  contactMessage: "contact-message",
  incidentOpened: "incident-opened",
  incidentResolved: "incident-resolved",
  statusSubscriptionConfirm: "status-subscription-confirm",
  reminder24h: "reminder-24h",
  reminder2h: "reminder-2h",
  weeklyDigest: "weekly-digest",
  unfilledGameAlert: "unfilled-game-alert",
  paymentRecorded: "payment-recorded",
  // Account messages (no unsubscribe, decision 0058): what happens to a league the person belongs to.
  organizationDeletionScheduled: "account-organization-deletion-scheduled",
  organizationDeletionCancelled: "account-organization-deletion-cancelled",
  // Issue 20 (decision 0068): a member's role changed, or they were removed from a league.
  membershipRoleChanged: "account-membership-role-changed",
  membershipRemoved: "account-membership-removed",
  // Issue 32 (decision 0091): the code that confirms a phone number, texted to it (never held for quiet hours).
  phoneConfirmation: "account-phone-confirmation",
  // Issue 21 (decision 0075): a credential expires in 30 or 7 days.
  credentialExpiring: "credential-expiring",
  // Issue 22 (decision 0084): a team's coach asked to rate a game's officials through a single-use link.
  coachRating: "coach-rating",
  // Issue 22 (decision 0083): a filed report with misconduct or a no-show, to the assignors; an overdue
  // report, to the official who files it. Both under the assignment toggle (`topicOf`).
  gameReportAlert: "game-report-alert",
  gameReportOverdue: "game-report-overdue",
  // Issue 22 (decision 0084): an assessor asked to assess a game (under the assignment toggle).
  assessmentRequested: "assessment-requested",
} as const;

export interface GameFacts {
  homeTeam: string;
  awayTeam: string;
  date: string;
  time: string;
  venue: string;
  venueAddress?: string | null;
  /** The recipient's position on the game, when the message is about their assignment. */
  position?: string;
}

/**
 * Who a message is for, as far as its words go (issue 19): the recipient's language (`user_settings.language`;
 * English when they never chose one, or for an address with no account). Never the sender's.
 */
export interface Recipient {
  language?: Language | null;
}

export const SMS_LIMIT = 160;

export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** Text for an XML document (a TwiML reply, the sitemap): its five predefined entities. */
export function escapeXml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

function shorten(text: string, limit: number): string {
  if (text.length <= limit) return text;
  return limit <= 3 ? text.slice(0, Math.max(0, limit)) : `${text.slice(0, limit - 3).trimEnd()}...`;
}

/**
 * The characters of the GSM 03.38 basic set: a text with any other character is sent as UCS-2, whose
 * segment holds 70 characters, not 160. Spanish, French and German words lose the accents the set lacks
 * ("á" becomes "a"); the ones it has ("é", "ñ", "ü", "ß", "¿") stay.
 */
const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";

/** The GSM extension table: each counts twice, but keeps the text in the 160-character alphabet. */
const GSM_EXTENSION = "€[]{}\\^~|";

/** A text in the SMS alphabet: characters outside it lose their accents, or become "?" when that is not enough. */
export function toSmsAlphabet(text: string): string {
  let out = "";
  for (const char of text) {
    if (GSM_BASIC.includes(char) || GSM_EXTENSION.includes(char)) out += char;
    else if (char === "’" || char === "‘") out += "'";
    else if (char === "“" || char === "”" || char === "«" || char === "»") out += '"';
    else if (char === "–" || char === "—") out += "-";
    else if (char === "\u00a0" || char === "\u202f") out += " ";
    else {
      const plain = char.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
      out += [...plain].every((c) => GSM_BASIC.includes(c)) ? plain : "?";
    }
  }
  return out;
}

/**
 * "Whistle: <text> <url>" in one segment: the words give way, the link never does. `inSmsAlphabet`: a
 * Spanish, French or German text is first put in the SMS alphabet (English texts are sent as they always were).
 */
export function smsWithLink(text: string, url: string, inSmsAlphabet = false, keep = ""): string {
  const alphabet = (value: string) => (inSmsAlphabet ? toSmsAlphabet(value) : value);
  const words = alphabet(text);
  // `keep` (how to answer an offer by text, decision 0069) gives way only to the link, never to the words.
  const tail = keep ? ` ${alphabet(keep)}` : "";
  const room = SMS_LIMIT - url.length - 1 - tail.length;
  if (room < 20) return shorten(`Whistle: ${words}${tail}`, SMS_LIMIT);
  return `${shorten(`Whistle: ${words}`, room)}${tail} ${url}`;
}

type Footer = "preferences" | "account" | "status" | "support";

const FOOTERS: Record<Footer, MessageId> = {
  preferences: "messages.footer.preferences",
  account: "messages.footer.account",
  status: "messages.footer.status",
  support: "messages.footer.support",
};

/** `t(id, values)` in one recipient's language. */
type Words = (id: MessageId, values?: Record<string, unknown>) => string;

/** The words and the date and time forms of one language. */
interface Voice {
  language: Language;
  t: Words;
  /** "Sat, Dec 5, 2026" · "sáb, 5 dic 2026". */
  date(isoDate: string): string;
  /** "10:00 AM" · "10:00". */
  time(time: string): string;
  /** "Sat, Dec 5, 2026 · 10:00 AM". */
  dateTime(isoDate: string, time: string): string;
  /** "Dec 5 10:00 AM": short enough for a text. */
  smsWhen(game: Pick<GameFacts, "date" | "time">): string;
}

const voices = new Map<Language, Voice>();

/** English keeps the forms the messages always had; the other languages write dates their own way, 24-hour. */
export function voiceOf(language: Language | null | undefined = DEFAULT_LANGUAGE): Voice {
  const lang = language ?? DEFAULT_LANGUAGE;
  let voice = voices.get(lang);
  if (voice) return voice;
  const t: Words = (id, values) => trIn(lang, id, values);
  if (lang === "en") {
    voice = {
      language: lang,
      t,
      date: formatGameDate,
      time: formatTime12,
      dateTime: formatGameDateTime,
      smsWhen: (game) => {
        const [, month, day] = /^\d{4}-(\d{2})-(\d{2})$/.exec(game.date) ?? [];
        const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
        const date = month && day ? `${months[Number(month) - 1]} ${Number(day)}` : game.date;
        return `${date} ${formatTime12(game.time)}`;
      },
    };
  } else {
    const long = new Intl.DateTimeFormat(lang, {
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    });
    const short = new Intl.DateTimeFormat(lang, { day: "numeric", month: "short", timeZone: "UTC" });
    const valid = (isoDate: string) => /^\d{4}-\d{2}-\d{2}$/.test(isoDate);
    const date = (isoDate: string) => (valid(isoDate) ? long.format(new Date(`${isoDate}T00:00:00Z`)) : isoDate);
    const time = (value: string) => {
      const [hour = "0", minute = "00"] = value.split(":");
      return `${hour.padStart(2, "0")}:${minute}`;
    };
    voice = {
      language: lang,
      t,
      date,
      time,
      dateTime: (isoDate, value) => `${date(isoDate)} · ${time(value)}`,
      smsWhen: (game) =>
        `${valid(game.date) ? short.format(new Date(`${game.date}T00:00:00Z`)) : game.date} ${time(game.time)}`,
    };
  }
  voices.set(lang, voice);
  return voice;
}

/** A paragraph's HTML: escaped, its line breaks kept. */
function paragraphHtml(paragraph: string): string {
  return `<p style="margin:0 0 12px">${escapeHtml(paragraph).replaceAll("\n", "<br>")}</p>`;
}

/** A plain email body: a greeting, paragraphs, one button-like link, a footer. */
function emailHtml(
  voice: Voice,
  greeting: string,
  paragraphs: string[],
  action: { label: string; url: string },
  footer: Footer = "preferences",
): string {
  const body = paragraphs.map(paragraphHtml).join("");
  return `<!doctype html><html lang="${voice.language}"><body style="font-family:system-ui,sans-serif;color:#111;line-height:1.5">${paragraphHtml(greeting)}${body}<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#2563eb;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="color:#666;font-size:12px">${escapeHtml(voice.t(FOOTERS[footer]))}</p></body></html>`;
}

/** The plain-text twin of `emailHtml`. */
function emailText(
  voice: Voice,
  greeting: string,
  paragraphs: string[],
  action: { label: string; url: string },
): string {
  return (
    [greeting, ...paragraphs, voice.t("messages.common.actionLine", { label: action.label, url: action.url })].join(
      "\n\n",
    ) + "\n"
  );
}

function compose(
  voice: Voice,
  input: {
    subject: string;
    greeting: string;
    paragraphs: string[];
    action: { label: string; url: string };
    sms: string;
    /** Words after the SMS's facts that never shorten (how to answer an offer by text). */
    smsKeep?: string;
    /** The SMS's link when not the email's button (an offer's: the schedule, short enough to leave the game room). */
    smsUrl?: string;
    footer?: Footer;
  },
): RenderedMessage {
  return {
    subject: input.subject,
    text: emailText(voice, input.greeting, input.paragraphs, input.action),
    html: emailHtml(voice, input.greeting, input.paragraphs, input.action, input.footer),
    sms: smsWithLink(input.sms, input.smsUrl ?? input.action.url, voice.language !== DEFAULT_LANGUAGE, input.smsKeep),
  };
}

const POSITION_WORDS: Record<Position, MessageId> = {
  referee: "messages.position.referee",
  assistant_referee_1: "messages.position.assistantReferee1",
  assistant_referee_2: "messages.position.assistantReferee2",
  fourth_official: "messages.position.fourthOfficial",
};

function positionLabel(voice: Voice, position: string): string {
  const id = POSITION_WORDS[position as Position];
  return id ? voice.t(id) : position;
}

function teams(voice: Voice, game: Pick<GameFacts, "homeTeam" | "awayTeam">): string {
  return voice.t("messages.common.teams", { home: game.homeTeam, away: game.awayTeam });
}

/** A game as a text names it ("Lions vs Tigers", "Dec 5 2:30 PM"), in the recipient's language. */
export function smsGameWords(
  game: Pick<GameFacts, "homeTeam" | "awayTeam" | "date" | "time">,
  language?: Language | null,
): { teams: string; when: string } {
  const voice = voiceOf(language);
  return { teams: teams(voice, game), when: voice.smsWhen(game) };
}

/** "Home vs Away, Sat, Dec 5, 2026 · 10:00 AM, Venue, Address (Referee)", in the recipient's language. */
export function gameLine(game: GameFacts, language?: Language | null): string {
  const voice = voiceOf(language);
  const place = game.venueAddress ? `${game.venue}, ${game.venueAddress}` : game.venue;
  const values = { teams: teams(voice, game), when: voice.dateTime(game.date, game.time), place };
  return game.position
    ? voice.t("messages.common.gameLineWithPosition", { ...values, position: positionLabel(voice, game.position) })
    : voice.t("messages.common.gameLine", values);
}

/** Where an assignor opens a game with its Assign dialog: the calendar week of the game. */
export function assignGameLink(game: { id: string; date: string }): string {
  return `/assignor/calendar?view=week&date=${game.date}&game=${encodeURIComponent(game.id)}`;
}

const hi = (voice: Voice, firstName: string) => voice.t("messages.common.greeting", { firstName });

// ——— Assignments: to the referee ———

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

// ——— Assignments: to the assignor ———

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

// ——— The clock ———

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

// ——— Payments ———

/**
 * A payment to a referee was recorded. `amount` is already worded ("$45.00"); `date` is the day it was
 * paid (YYYY-MM-DD); `method` as the assignor chose it ("Check", "Direct deposit" …).
 */
export function paymentRecorded(
  input: Recipient & {
    refereeName: string;
    game: Pick<GameFacts, "homeTeam" | "awayTeam" | "date">;
    amount: string;
    method: string;
    date: string;
    origin: string;
  },
): RenderedMessage {
  const { game } = input;
  const voice = voiceOf(input.language);
  const { t } = voice;
  const firstName = input.refereeName.trim().split(/\s+/)[0] || input.refereeName;
  const facts = { amount: input.amount, teams: teams(voice, game), method: input.method };
  return compose(voice, {
    subject: t("messages.paymentRecorded.subject", facts),
    greeting: hi(voice, firstName),
    paragraphs: [
      t("messages.paymentRecorded.recorded", {
        ...facts,
        gameDate: voice.date(game.date),
        paidOn: voice.date(input.date),
      }),
    ],
    action: { label: t("messages.action.seeEarnings"), url: `${input.origin}/referee/earnings` },
    sms: t("messages.paymentRecorded.sms", facts),
  });
}

/**
 * Several payments recorded for one referee in one action (a "Mark all paid", a selection): one
 * message listing them, not one per game.
 */
export function paymentsRecorded(
  input: Recipient & {
    refereeName: string;
    items: readonly { game: Pick<GameFacts, "homeTeam" | "awayTeam" | "date">; amount: string }[];
    total: string;
    method: string;
    date: string;
    origin: string;
  },
): RenderedMessage {
  const voice = voiceOf(input.language);
  const { t } = voice;
  const firstName = input.refereeName.trim().split(/\s+/)[0] || input.refereeName;
  const count = input.items.length;
  const facts = { count, total: input.total, method: input.method };
  return compose(voice, {
    subject: t("messages.paymentsRecorded.subject", facts),
    greeting: hi(voice, firstName),
    paragraphs: [
      t("messages.paymentsRecorded.recorded", { ...facts, paidOn: voice.date(input.date) }),
      ...input.items.map((item) =>
        t("messages.paymentsRecorded.item", {
          amount: item.amount,
          teams: teams(voice, item.game),
          date: voice.date(item.game.date),
        }),
      ),
    ],
    action: { label: t("messages.action.seeEarnings"), url: `${input.origin}/referee/earnings` },
    sms: t("messages.paymentsRecorded.sms", facts),
  });
}

// ——— Accounts and the public site (no preference stops these) ———

/** The reset link; it works once, within one hour. */
export function passwordReset(input: Recipient & { firstName: string; link: string }): RenderedMessage {
  const voice = voiceOf(input.language);
  const { t } = voice;
  return compose(voice, {
    subject: t("messages.passwordReset.subject"),
    greeting: hi(voice, input.firstName),
    paragraphs: [
      t("messages.passwordReset.asked"),
      t("messages.passwordReset.oneHour"),
      t("messages.passwordReset.ignore"),
    ],
    action: { label: t("messages.action.chooseNewPassword"), url: input.link },
    sms: t("messages.passwordReset.sms"),
    footer: "account",
  });
}

/** The link that finishes a sign-up: it proves the address and signs the person in; once, within 24 hours. */
export function emailVerification(input: Recipient & { firstName: string; link: string }): RenderedMessage {
  const voice = voiceOf(input.language);
  const { t } = voice;
  return compose(voice, {
    subject: t("messages.emailVerification.subject"),
    greeting: hi(voice, input.firstName),
    paragraphs: [
      t("messages.emailVerification.thanks"),
      t("messages.emailVerification.once"),
      t("messages.emailVerification.ignore"),
    ],
    action: { label: t("messages.action.confirmEmail"), url: input.link },
    sms: t("messages.emailVerification.sms"),
    footer: "account",
  });
}

/** Someone signed up with an address that already has an account: the owner hears it, with a way in. */
export function signUpAttempt(
  input: Recipient & { firstName: string; signInLink: string; resetLink: string },
): RenderedMessage {
  const voice = voiceOf(input.language);
  const { t } = voice;
  return compose(voice, {
    subject: t("messages.signUpAttempt.subject"),
    greeting: hi(voice, input.firstName),
    paragraphs: [
      t("messages.signUpAttempt.tried"),
      t("messages.signUpAttempt.signIn", { resetLink: input.resetLink }),
      t("messages.signUpAttempt.notYou"),
    ],
    action: { label: t("messages.action.signIn"), url: input.signInLink },
    sms: t("messages.signUpAttempt.sms"),
    footer: "account",
  });
}

/** The link that moves an account to a new address, sent to that address; once, within 24 hours. */
export function emailChange(input: Recipient & { firstName: string; newEmail: string; link: string }): RenderedMessage {
  const voice = voiceOf(input.language);
  const { t } = voice;
  return compose(voice, {
    subject: t("messages.emailChange.subject"),
    greeting: hi(voice, input.firstName),
    paragraphs: [
      t("messages.emailChange.asked", { newEmail: input.newEmail }),
      t("messages.emailChange.confirm"),
      t("messages.emailChange.ignore"),
    ],
    action: { label: t("messages.action.confirmNewEmail"), url: input.link },
    sms: t("messages.emailChange.sms"),
    footer: "account",
  });
}

/** Told to the old address when a change of address is asked for. */
export function emailChangeRequested(
  input: Recipient & { firstName: string; newEmail: string; resetLink: string },
): RenderedMessage {
  const voice = voiceOf(input.language);
  const { t } = voice;
  return compose(voice, {
    subject: t("messages.emailChangeRequested.subject"),
    greeting: hi(voice, input.firstName),
    paragraphs: [
      t("messages.emailChangeRequested.asked", { newEmail: input.newEmail }),
      t("messages.emailChangeRequested.wasYou"),
      t("messages.emailChangeRequested.notYou"),
    ],
    action: { label: t("messages.action.chooseNewPassword"), url: input.resetLink },
    sms: t("messages.emailChangeRequested.sms"),
    footer: "account",
  });
}

/**
 * An invitation to join an organization; the link works once, for 14 days. The invitee has no account
 * yet: `language` is the inviter's choice for them, else the organization's members' usual one, else English.
 */
export function invite(
  input: Recipient & {
    inviterName: string;
    organizationName: string;
    role: MembershipRole;
    link: string;
  },
): RenderedMessage {
  const voice = voiceOf(input.language);
  const { t } = voice;
  const facts = { inviter: nameInEmail(input.inviterName), organization: nameInEmail(input.organizationName) };
  return compose(voice, {
    subject: t("messages.invite.subject", facts),
    greeting: t("messages.common.hello"),
    paragraphs: [
      input.role === "assignor"
        ? t("messages.invite.asAssignor", facts)
        : input.role === "referee"
          ? t("messages.invite.asReferee", facts)
          : t("messages.membership.inviteAsStaff", { ...facts, role: input.role }),
      t("messages.invite.createAccount"),
    ],
    action: { label: t("messages.action.createAccount"), url: input.link },
    sms: t("messages.invite.sms", facts),
    footer: "account",
  });
}

/** The team's copy of a contact-form message; replying goes straight to the sender. Our team reads English. */
export function contactMessageCopy(input: {
  firstName: string;
  lastName: string;
  email: string;
  organization: string | null;
  topic: string;
  message: string;
}): RenderedMessage {
  const voice = voiceOf(DEFAULT_LANGUAGE);
  const from = `${input.firstName} ${input.lastName}`;
  return compose(voice, {
    subject: `Contact form: ${input.topic} from ${from}`,
    greeting: `From: ${from} <${input.email}>`,
    paragraphs: [`Organization: ${input.organization ?? "(none given)"}\nTopic: ${input.topic}`, input.message],
    action: { label: `Reply to ${input.firstName}`, url: `mailto:${input.email}` },
    sms: `Contact form: ${input.topic} from ${from}. Reply:`,
    footer: "support",
  });
}

/**
 * A status-page incident opened or resolved, to the page's subscribers. A subscriber is an address, not
 * an account: `language` is the one they subscribed in (the status page's language then), else English.
 */
export function incidentNotice(
  input: Recipient & {
    event: "opened" | "resolved";
    title: string;
    description: string;
    origin: string;
    /** This subscriber's own link (decision 0056): every status email carries one. */
    unsubscribeUrl: string;
  },
): RenderedMessage {
  const voice = voiceOf(input.language);
  const { t } = voice;
  const opened = input.event === "opened";
  const title = { title: input.title };
  return withUnsubscribeLink(
    voice,
    compose(voice, {
      subject: opened ? t("messages.incident.subjectOpened", title) : t("messages.incident.subjectResolved", title),
      greeting: opened ? t("messages.incident.lookingInto") : t("messages.incident.fixed"),
      paragraphs: [opened ? input.description : t("messages.incident.resolved", title)],
      action: {
        label: opened ? t("messages.action.followAlong") : t("messages.action.seeDetails"),
        url: `${input.origin}/system-status`,
      },
      sms: opened ? t("messages.incident.smsOpened", title) : t("messages.incident.smsResolved", title),
      footer: "status",
    }),
    input.unsubscribeUrl,
  );
}

/** An email's last lines: the link that stops these emails, no sign-in needed. */
function withUnsubscribeLink(voice: Voice, message: RenderedMessage, url: string): RenderedMessage {
  const label = voice.t("messages.incident.unsubscribe");
  const link = `<p style="color:#666;font-size:12px"><a href="${escapeHtml(url)}" style="color:#666">${escapeHtml(label)}</a></p>`;
  return {
    ...message,
    text: `${message.text}\n${voice.t("messages.common.actionLine", { label, url })}\n`,
    html: message.html.replace("</body>", `${link}</body>`),
  };
}

/** The double opt-in email of the status page's subscribe box (decision 0056), in the page's language. */
export function statusSubscriptionConfirmation(
  input: Recipient & { confirmUrl: string; hours: number },
): RenderedMessage {
  const voice = voiceOf(input.language);
  const { t } = voice;
  return compose(voice, {
    subject: t("messages.statusSubscription.subject"),
    greeting: t("messages.statusSubscription.asked"),
    paragraphs: [t("messages.statusSubscription.confirm", { hours: input.hours })],
    action: { label: t("messages.action.confirmSubscription"), url: input.confirmUrl },
    sms: t("messages.statusSubscription.sms"),
    footer: "status",
  });
}

// ——— An organization's deletion (issue 18, decision 0058) ———

/** "December 24, 2026" · "24 de diciembre de 2026": a due day (YYYY-MM-DD) written out in the language. */
export function longDay(isoDate: string, language?: Language | null): string {
  const lang = language ?? DEFAULT_LANGUAGE;
  return new Intl.DateTimeFormat(lang === "en" ? "en-US" : lang, {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** Every member hears that their league will be deleted, when, and that an assignor can still cancel. */
export function organizationDeletionScheduled(
  input: Recipient & {
    organizationName: string;
    /** "December 24, 2026", in the recipient's language (`longDay`). */
    dueOn: string;
    requestedBy: string;
    origin: string;
  },
): RenderedMessage {
  const voice = voiceOf(input.language);
  const { t } = voice;
  const facts = { organization: nameInEmail(input.organizationName), dueOn: input.dueOn };
  return compose(voice, {
    subject: t("messages.organizationDeletion.subject", facts),
    greeting: t("messages.common.hello"),
    paragraphs: [
      t("messages.organizationDeletion.asked", { ...facts, requestedBy: input.requestedBy }),
      t("messages.organizationDeletion.untilThen"),
      t("messages.organizationDeletion.accountStays"),
    ],
    action: { label: t("messages.action.openWhistle"), url: `${input.origin}/login` },
    sms: t("messages.organizationDeletion.sms", facts),
    footer: "account",
  });
}

/** The deletion was cancelled: the league stays. */
export function organizationDeletionCancelled(
  input: Recipient & { organizationName: string; cancelledBy: string; origin: string },
): RenderedMessage {
  const voice = voiceOf(input.language);
  const { t } = voice;
  const facts = { organization: nameInEmail(input.organizationName) };
  return compose(voice, {
    subject: t("messages.organizationDeletionCancelled.subject", facts),
    greeting: t("messages.common.hello"),
    paragraphs: [t("messages.organizationDeletionCancelled.cancelled", { ...facts, cancelledBy: input.cancelledBy })],
    action: { label: t("messages.action.openWhistle"), url: `${input.origin}/login` },
    sms: t("messages.organizationDeletionCancelled.sms", facts),
    footer: "account",
  });
}

// ——— Membership (issue 20, decision 0068): a member's role changed, or they were removed ———

/** A member's role in words of the recipient's language, for the sentences below (`role` select). */
function roleFacts(role: string, limited: boolean) {
  return {
    role: role === "assignor" || role === "scheduler" || role === "finance" || role === "assessor" ? role : "referee",
    limited: limited ? "yes" : "no",
  };
}

/** The member's new role, who changed it, and where their portal is now. */
export function membershipRoleChanged(
  input: Recipient & {
    firstName: string;
    organizationName: string;
    role: string;
    /** An assignor limited to some levels, leagues or venues. */
    limited: boolean;
    changedBy: string;
    origin: string;
  },
): RenderedMessage {
  const voice = voiceOf(input.language);
  const { t } = voice;
  const facts = {
    organization: nameInEmail(input.organizationName),
    changedBy: input.changedBy,
    ...roleFacts(input.role, input.limited),
  };
  return compose(voice, {
    subject: t("messages.membership.roleChangedSubject", facts),
    greeting: hi(voice, input.firstName),
    paragraphs: [t("messages.membership.roleChanged", facts)],
    action: {
      label: t("messages.action.openWhistle"),
      url: `${input.origin}${input.role === "referee" ? "/referee" : "/assignor"}`,
    },
    sms: t("messages.membership.roleChangedSms", facts),
    footer: "account",
  });
}

/** The member was removed from a league: the assignments withdrawn, one line each, and what stays. */
export function membershipRemoved(
  input: Recipient & {
    firstName: string;
    organizationName: string;
    removedBy: string;
    withdrawn: readonly GameFacts[];
    origin: string;
  },
): RenderedMessage {
  const voice = voiceOf(input.language);
  const { t } = voice;
  const facts = {
    organization: nameInEmail(input.organizationName),
    removedBy: input.removedBy,
    count: input.withdrawn.length,
  };
  const lines = input.withdrawn.map((game) => `- ${gameLine(game, input.language)}`).join("\n");
  return compose(voice, {
    subject: t("messages.membership.removedSubject", facts),
    greeting: hi(voice, input.firstName),
    paragraphs: [
      t("messages.membership.removed", facts),
      ...(input.withdrawn.length > 0 ? [`${t("messages.membership.withdrawn", facts)}\n${lines}`] : []),
      t("messages.membership.historyStays", facts),
    ],
    action: { label: t("messages.action.openWhistle"), url: `${input.origin}/login` },
    sms: t("messages.membership.removedSms", facts),
    footer: "account",
  });
}

/** The in-app notices of a membership change: to the member (role changed, removed) and to the assignors told. */
export function membershipNotification(
  notice:
    | { kind: "roleChanged"; organizationName: string; role: string; limited: boolean }
    | { kind: "removed"; organizationName: string; withdrawn: number }
    | { kind: "refereeRemoved"; refereeName: string; withdrawn: number },
  language?: Language | null,
): { title: string; message: string } {
  const { t } = voiceOf(language);
  switch (notice.kind) {
    case "roleChanged":
      return {
        title: t("messages.membership.roleChangedTitle"),
        message: t("messages.membership.roleChangedNotice", {
          organization: nameInEmail(notice.organizationName),
          ...roleFacts(notice.role, notice.limited),
        }),
      };
    case "removed":
      return {
        title: t("messages.membership.removedTitle"),
        message: t("messages.membership.removedNotice", {
          organization: nameInEmail(notice.organizationName),
          count: notice.withdrawn,
        }),
      };
    case "refereeRemoved":
      return {
        title: t("messages.membership.refereeRemovedTitle"),
        message: t("messages.membership.refereeRemovedNotice", { name: notice.refereeName, count: notice.withdrawn }),
      };
  }
}

// ——— In-app notifications (issue 19): written once, at send time, in the recipient's language ———

/** A notice's date and time: English keeps the stored forms it always showed; others write them their way. */
function noticeWhen(voice: Voice, game: Pick<GameFacts, "date" | "time">): { date: string; time: string } {
  return voice.language === "en"
    ? { date: game.date, time: game.time }
    : { date: voice.date(game.date), time: voice.time(game.time) };
}

/** "New game assignment": the offer's in-app notice. */
export function offerNotification(
  game: Pick<GameFacts, "homeTeam" | "awayTeam" | "date" | "time" | "venue">,
  position: string,
  language?: Language | null,
): { title: string; message: string; actionLabel: string } {
  const voice = voiceOf(language);
  return {
    title: voice.t("messages.notification.offerTitle"),
    message: voice.t("messages.notification.offer", {
      position: positionLabel(voice, position),
      teams: teams(voice, game),
      venue: game.venue,
      ...noticeWhen(voice, game),
    }),
    actionLabel: voice.t("messages.notification.respond"),
  };
}

/** "Assignment withdrawn": the in-app notice of an offer taken back. */
export function withdrawnNotification(
  game: Pick<GameFacts, "homeTeam" | "awayTeam" | "date" | "time">,
  position: string,
  language?: Language | null,
): { title: string; message: string } {
  const voice = voiceOf(language);
  return {
    title: voice.t("messages.notification.withdrawnTitle"),
    message: voice.t("messages.notification.withdrawn", {
      position: positionLabel(voice, position),
      teams: teams(voice, game),
      ...noticeWhen(voice, game),
    }),
  };
}

const PAYMENT_METHOD_WORDS: Record<string, MessageId> = {
  check: "messages.paymentMethod.check",
  bank_transfer: "messages.paymentMethod.bankTransfer",
  cash: "messages.paymentMethod.cash",
  other: "messages.paymentMethod.other",
};

/** How a payment was made, in a sentence of the recipient's language: "check", "cheque", "Scheck". */
export function paymentMethodWords(method: string, language?: Language | null): string {
  const id = PAYMENT_METHOD_WORDS[method];
  return id ? voiceOf(language).t(id) : method;
}

/** The assignor's in-app notice of a referee's answer: accepted, declined or turned back. */
export function answerNotification(
  answer: "accepted" | "declined" | "turnedBack",
  input: {
    refereeName: string;
    game: Pick<GameFacts, "homeTeam" | "awayTeam" | "date" | "time">;
    position: string;
    reason?: string | null;
  },
  language?: Language | null,
): { title: string; message: string } {
  const voice = voiceOf(language);
  const { t } = voice;
  const values = {
    referee: input.refereeName,
    position: positionLabel(voice, input.position),
    teams: teams(voice, input.game),
    reason: input.reason ?? "",
    ...noticeWhen(voice, input.game),
  };
  switch (answer) {
    case "accepted":
      return { title: t("messages.notification.acceptedTitle"), message: t("messages.notification.accepted", values) };
    case "declined":
      return { title: t("messages.notification.declinedTitle"), message: t("messages.notification.declined", values) };
    case "turnedBack":
      return {
        title: t("messages.notification.turnedBackTitle"),
        message: t("messages.notification.turnedBack", values),
      };
  }
}

/** "Game cancelled": the in-app notice to each referee of a cancelled game. */
export function cancelledNotification(
  game: Pick<GameFacts, "homeTeam" | "awayTeam" | "date" | "time" | "venue">,
  reason: string,
  language?: Language | null,
): { title: string; message: string } {
  const voice = voiceOf(language);
  return {
    title: voice.t("messages.notification.cancelledTitle"),
    message: voice.t("messages.notification.cancelled", {
      teams: teams(voice, game),
      venue: game.venue,
      reason,
      ...noticeWhen(voice, game),
    }),
  };
}

/** The title and button of the in-app alert of an unfilled game (its line is `unfilledGameAlert`'s summary). */
export function unfilledNotification(language?: Language | null): { title: string; actionLabel: string } {
  const { t } = voiceOf(language);
  return { title: t("messages.notification.unfilledTitle"), actionLabel: t("messages.action.assignReferees") };
}

/** The in-app notices of a referee's request to work a game: to the assignors (new), to the referee (decided). */
export function requestNotification(
  kind: "new" | "approved" | "rejected",
  input: {
    refereeName?: string;
    game: Pick<GameFacts, "homeTeam" | "awayTeam" | "date" | "time">;
    position: string;
    /** The referee's note (new) or the assignor's reason (rejected). */
    words?: string | null;
  },
  language?: Language | null,
): { title: string; message: string; actionLabel?: string } {
  const voice = voiceOf(language);
  const { t } = voice;
  const values = {
    referee: input.refereeName ?? "",
    position: positionLabel(voice, input.position),
    teams: teams(voice, input.game),
    words: input.words ?? "",
    ...noticeWhen(voice, input.game),
  };
  switch (kind) {
    case "new":
      return {
        title: t("messages.notification.requestTitle"),
        message: t(input.words ? "messages.notification.requestWithNote" : "messages.notification.request", values),
        actionLabel: t("messages.notification.review"),
      };
    case "approved":
      return {
        title: t("messages.notification.requestApprovedTitle"),
        message: t("messages.notification.requestApproved", values),
      };
    case "rejected":
      return {
        title: t("messages.notification.requestRejectedTitle"),
        message: t(
          input.words ? "messages.notification.requestRejectedWithReason" : "messages.notification.requestRejected",
          values,
        ),
      };
  }
}

/** "Assignment released": the assignor's notice that a referee's deleted account left a slot open. */
export function releasedNotification(
  input: { refereeName: string; game: Pick<GameFacts, "homeTeam" | "awayTeam" | "date" | "time">; position: string },
  language?: Language | null,
): { title: string; message: string } {
  const voice = voiceOf(language);
  return {
    title: voice.t("messages.notification.releasedTitle"),
    message: voice.t("messages.notification.released", {
      referee: input.refereeName,
      teams: teams(voice, input.game),
      // English keeps the stored position's words ("assistant referee 1"), as this notice always wrote it.
      position:
        voice.language === DEFAULT_LANGUAGE
          ? input.position.replaceAll("_", " ")
          : positionLabel(voice, input.position),
      ...noticeWhen(voice, input.game),
    }),
  };
}

/** The referee's notice that an assignor verified a certification, or removed its verification. */
export function certificationNotification(
  verified: boolean,
  certification: string,
  language?: Language | null,
): { title: string; message: string } {
  const { t } = voiceOf(language);
  return verified
    ? {
        title: t("messages.notification.certificationVerifiedTitle"),
        message: t("messages.notification.certificationVerified", { certification }),
      }
    : {
        title: t("messages.notification.certificationUnverifiedTitle"),
        message: t("messages.notification.certificationUnverified", { certification }),
      };
}

// ——— Credentials (issue 21, decision 0075) ———

const CREDENTIAL_KIND_WORDS: Record<CredentialKind, MessageId> = {
  certification: "messages.credentialExpiry.kind.certification",
  background_check: "messages.credentialExpiry.kind.backgroundCheck",
  safeguarding: "messages.credentialExpiry.kind.safeguarding",
};

function credentialWords(voice: Voice, kind: string): string {
  return voice.t(CREDENTIAL_KIND_WORDS[kind as CredentialKind] ?? CREDENTIAL_KIND_WORDS.certification);
}

/** The facts of a credential running out, 30 or 7 days before its expiry date. */
export interface CredentialExpiryFacts {
  kind: string;
  /** What the referee named it ("SafeSport Core"). */
  name: string;
  expiresOn: string;
  daysBefore: number;
}

/** The holder's reminder that a credential expires soon: renew it and update the date in their settings. */
export function credentialExpiring(
  input: Recipient & { firstName: string; credential: CredentialExpiryFacts; origin: string },
): RenderedMessage {
  const voice = voiceOf(input.language);
  const { t } = voice;
  const values = {
    credential: credentialWords(voice, input.credential.kind),
    name: input.credential.name,
    date: voice.date(input.credential.expiresOn),
    days: input.credential.daysBefore,
  };
  return compose(voice, {
    subject: t("messages.credentialExpiry.subject", values),
    greeting: hi(voice, input.firstName),
    paragraphs: [t("messages.credentialExpiry.body", values), t("messages.credentialExpiry.renew")],
    action: { label: t("messages.credentialExpiry.action"), url: `${input.origin}/referee/settings` },
    sms: t("messages.credentialExpiry.subject", values),
  });
}

/** The in-app notice to an assignor of the holder's organization that a referee's credential expires soon. */
export function credentialExpiringForAssignor(
  input: Recipient & { referee: string; credential: CredentialExpiryFacts },
): { title: string; message: string } {
  const voice = voiceOf(input.language);
  const values = {
    referee: input.referee,
    credential: credentialWords(voice, input.credential.kind),
    name: input.credential.name,
    date: voice.date(input.credential.expiresOn),
  };
  return {
    title: voice.t("messages.credentialExpiry.assignorTitle", values),
    message: voice.t("messages.credentialExpiry.assignorMessage", values),
  };
}

const UNSUBSCRIBE_LINES: Record<string, MessageId> = {
  assignment: "messages.unsubscribe.assignment",
  reminder: "messages.unsubscribe.reminder",
  payment: "messages.unsubscribe.payment",
  digest: "messages.unsubscribe.digest",
  marketing: "messages.unsubscribe.marketing",
  subscription: "messages.unsubscribe.subscription",
  organization: "messages.unsubscribe.organization",
};

/**
 * The unsubscribe line delivery adds to an email (decision 0058), in the email's language: a topic
 * ("reminder" …) or "subscription" (a status-page link). Null for a topic without words here.
 */
export function unsubscribeLine(topic: string, language?: Language | null): string | null {
  const id = UNSUBSCRIBE_LINES[topic];
  return id ? voiceOf(language).t(id) : null;
}

/** The language an email was written in, from its HTML's `<html lang>` (every template sets it); else English. */
export function languageOfEmail(html: string | null | undefined): Language {
  const lang = /^<!doctype html><html lang="([a-z]{2})">/.exec(html ?? "")?.[1];
  return lang === "es" || lang === "fr" || lang === "de" ? lang : DEFAULT_LANGUAGE;
}

/**
 * "Payment recorded": the referee's in-app notice of one payment (`what`: the game's teams or the payable's
 * description) or several. `method` as `paymentMethodWords` gives it; `paidOn` YYYY-MM-DD.
 */
export function paymentNotification(
  input: { items: readonly { amount: string; what: string }[]; total: string; method: string; paidOn: string },
  language?: Language | null,
): { title: string; message: string } {
  const voice = voiceOf(language);
  const { t } = voice;
  // English keeps the stored day ("2026-12-05"), as this notice always wrote it.
  const paidOn = voice.language === DEFAULT_LANGUAGE ? input.paidOn : voice.date(input.paidOn);
  const [only] = input.items;
  return {
    title: t("messages.notification.paymentTitle"),
    message:
      input.items.length === 1 && only
        ? t("messages.notification.payment", { amount: only.amount, what: only.what, method: input.method, paidOn })
        : t("messages.notification.payments", {
            count: input.items.length,
            total: input.total,
            method: input.method,
            paidOn,
          }),
  };
}

/** The assignors' notice that a message could not be delivered at all. `error` is the provider's own words. */
export function deliveryFailureNotification(
  input: { channel: string; what: string; recipient: string; attempts: number; error: string },
  language?: Language | null,
): { title: string; message: string } {
  const { t } = voiceOf(language);
  return {
    title: t(
      input.channel === "sms" ? "messages.notification.undeliveredSms" : "messages.notification.undeliveredEmail",
    ),
    message: t("messages.notification.undelivered", {
      what: input.what,
      recipient: input.recipient,
      attempts: input.attempts,
      error: input.error,
    }),
  };
}

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

// ——— Game reports (issue 22, decision 0083) ———

/** Where an assignor reviews a game's report. */
export function reportReviewLink(gameId: string): string {
  return `/assignor/reports/${encodeURIComponent(gameId)}`;
}

/** Where the crew files a game's report (the referee portal's report page of the game). */
export function reportFilingLink(gameId: string): string {
  return `/referee/games/${encodeURIComponent(gameId)}/report`;
}

export interface ReportAlertCounts {
  cautions: number;
  sendOffs: number;
  noShow: boolean;
}

/** What needs the assignor's eye, in words: "1 caution", "2 send-offs", "a no-show" (the present ones, in order). */
export function reportAlertParts(counts: ReportAlertCounts, language?: Language | null): string[] {
  const { t } = voiceOf(language);
  return [
    ...(counts.cautions > 0 ? [t("messages.gameReportAlert.cautions", { count: counts.cautions })] : []),
    ...(counts.sendOffs > 0 ? [t("messages.gameReportAlert.sendOffs", { count: counts.sendOffs })] : []),
    ...(counts.noShow ? [t("messages.gameReportAlert.noShow")] : []),
  ];
}

/** The parts joined: "1 caution, 1 send-off, a no-show". */
export const REPORT_ALERT_SEPARATOR = ", ";

/**
 * A filed report names misconduct or a no-show: the assignor's email and the line of their in-app alert
 * ("Report for Oakland Roots vs Bay FC: 1 caution, 1 send-off, a no-show"). `details` is `reportAlertParts`
 * joined.
 */
export function gameReportAlert(
  input: Recipient & {
    firstName: string;
    game: Pick<GameFacts, "homeTeam" | "awayTeam"> & { id: string };
    details: string;
    origin: string;
  },
): RenderedMessage & { summary: string; title: string; actionLabel: string } {
  const voice = voiceOf(input.language);
  const { t } = voice;
  const title = teams(voice, input.game);
  const summary = t("messages.gameReportAlert.summary", { teams: title, details: input.details });
  const actionLabel = t("messages.action.reviewReport");
  return {
    ...compose(voice, {
      subject: t("messages.gameReportAlert.subject", { teams: title }),
      greeting: hi(voice, input.firstName),
      paragraphs: [summary, t("messages.gameReportAlert.approveOrReturn")],
      action: { label: actionLabel, url: `${input.origin}${reportReviewLink(input.game.id)}` },
      sms: summary,
    }),
    summary,
    title: t("messages.notification.reportAlertTitle"),
    actionLabel,
  };
}

/** The official who files a game's report has not filed it in the organization's window (`reminder` 1–3). */
export function gameReportOverdue(
  input: Recipient & {
    firstName: string;
    game: Pick<GameFacts, "homeTeam" | "awayTeam" | "date" | "time"> & { id: string };
    /** The report was returned to them and not changed since, rather than never filed. */
    returned: boolean;
    origin: string;
  },
): RenderedMessage & { summary: string; title: string; actionLabel: string } {
  const voice = voiceOf(input.language);
  const { t } = voice;
  const title = teams(voice, input.game);
  const facts = { teams: title, when: voice.dateTime(input.game.date, input.game.time) };
  const summary = input.returned
    ? t("messages.reportOverdue.returned", facts)
    : t("messages.reportOverdue.notFiled", facts);
  const actionLabel = t("messages.action.fileReport");
  return {
    ...compose(voice, {
      subject: t("messages.reportOverdue.subject", { teams: title }),
      greeting: hi(voice, input.firstName),
      paragraphs: [summary],
      action: { label: actionLabel, url: `${input.origin}${reportFilingLink(input.game.id)}` },
      sms: t("messages.reportOverdue.sms", { teams: title, when: voice.smsWhen(input.game) }),
    }),
    summary,
    title: t("messages.notification.reportOverdueTitle"),
    actionLabel,
  };
}
