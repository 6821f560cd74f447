/**
 * One template per message kind (issue 8): the email's subject, text and HTML, and the short SMS.
 * Pure: callers pass the facts; links are absolute, built from the public origin.
 */
import { POSITION_LABELS, type Position } from "./constants";
import { formatGameDateTime } from "./format";

export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
  /** At most one SMS segment's worth of plain text. */
  sms: string;
}

export interface GameFacts {
  homeTeam: string;
  awayTeam: string;
  date: string;
  time: string;
  venue: string;
  venueAddress: string | null;
  position: string;
}

const SMS_LIMIT = 160;

function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");
}

function shorten(text: string, limit = SMS_LIMIT): string {
  return text.length <= limit ? text : `${text.slice(0, limit - 1)}…`;
}

/** A plain email body: a greeting, paragraphs, one button-like link. */
function emailHtml(greeting: string, paragraphs: string[], action: { label: string; url: string }): string {
  const body = paragraphs.map((paragraph) => `<p style="margin:0 0 12px">${escapeHtml(paragraph)}</p>`).join("");
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111;line-height:1.5"><p style="margin:0 0 12px">${escapeHtml(greeting)}</p>${body}<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#2563eb;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="color:#666;font-size:12px">Whistle · change what we send you in Settings, Notifications.</p></body></html>`;
}

function gameLine(game: GameFacts): string {
  const position = POSITION_LABELS[game.position as Position] ?? game.position;
  const place = game.venueAddress ? `${game.venue}, ${game.venueAddress}` : game.venue;
  return `${game.homeTeam} vs ${game.awayTeam}, ${formatGameDateTime(game.date, game.time)}, ${place} (${position})`;
}

/** A confirmed referee's reminder, 24 hours or 2 hours before kick-off. */
export function gameReminder(input: { firstName: string; game: GameFacts; lead: "24h" | "2h"; origin: string }): RenderedMessage {
  const { game, lead } = input;
  const when = lead === "24h" ? "tomorrow" : "in about 2 hours";
  const subject = `Reminder: ${game.homeTeam} vs ${game.awayTeam} ${when}`;
  const line = gameLine(game);
  const url = `${input.origin}/referee/schedule`;
  const text = `Hi ${input.firstName},\n\nYour game is ${when}: ${line}.\n\nSee the details and the crew: ${url}\n`;
  return {
    subject,
    text,
    html: emailHtml(`Hi ${input.firstName},`, [`Your game is ${when}: ${line}.`], { label: "Open your schedule", url }),
    sms: shorten(`Whistle: ${game.homeTeam} vs ${game.awayTeam} ${when} at ${game.time}, ${game.venue}.`),
  };
}

/** The Monday digest: the week ahead for a referee. */
export function weeklyDigest(input: { firstName: string; weekOf: string; games: GameFacts[]; openRequests: number; origin: string }): RenderedMessage {
  const count = input.games.length;
  const subject = count === 0 ? "Your week on Whistle: no games scheduled" : `Your week on Whistle: ${count} ${count === 1 ? "game" : "games"}`;
  const lines = input.games.map((game) => `- ${gameLine(game)}`);
  const url = `${input.origin}/referee/schedule`;
  const pending = input.openRequests > 0 ? [`You have ${input.openRequests} game ${input.openRequests === 1 ? "offer" : "offers"} waiting for an answer.`] : [];
  const intro = count === 0 ? "You have no confirmed games this week." : "Your confirmed games this week:";
  const text = [`Hi ${input.firstName},`, "", intro, ...lines, ...(pending.length ? ["", ...pending] : []), "", `Your schedule: ${url}`, ""].join("\n");
  return {
    subject,
    text,
    html: emailHtml(`Hi ${input.firstName},`, [intro, ...input.games.map(gameLine), ...pending], { label: "Open your schedule", url }),
    sms: shorten(`Whistle: ${count} ${count === 1 ? "game" : "games"} this week${input.openRequests ? `, ${input.openRequests} waiting for your answer` : ""}.`),
  };
}
