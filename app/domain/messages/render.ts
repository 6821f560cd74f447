/**
 * The shared voice of every message: the facts a template is given (`GameFacts`, `Recipient`), the words and
 * date forms of the recipient's language (`voiceOf`), the email body around a template's paragraphs
 * (`compose`), the one-segment SMS (`smsWithLink`) and the game in words (`gameLine`, `teams`).
 *
 * The family modules beside this one import from here and never from each other. `index.ts` re-exports
 * only what the rest of the app uses; `compose`, `hi`, `teams` and the other helpers stay the templates' own.
 */
import type { Position } from "../constants";
import { formatTime12 } from "../dates";
import { formatGameDate, formatGameDateTime } from "../format";
import { DEFAULT_LANGUAGE, type Language, type MessageId } from "~/i18n/messages";
import { trIn } from "~/i18n/text";

export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
  /** One SMS segment: at most 160 characters, ending with the message's link. */
  sms: string;
}

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
export interface Voice {
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
export function emailHtml(
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
export function emailText(
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

export function compose(
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

export function positionLabel(voice: Voice, position: string): string {
  const id = POSITION_WORDS[position as Position];
  return id ? voice.t(id) : position;
}

export function teams(voice: Voice, game: Pick<GameFacts, "homeTeam" | "awayTeam">): string {
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

export const hi = (voice: Voice, firstName: string) => voice.t("messages.common.greeting", { firstName });
