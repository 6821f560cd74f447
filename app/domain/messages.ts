/**
 * One template per message kind (issue 8, decision 0034): the email's subject, text and HTML, and the
 * short SMS. Every message the product sends is rendered here; the server modules only pass the facts
 * and write the result to the outbox with the event behind it.
 *
 * Pure: callers pass the facts; links are absolute, built from the public origin. Every value a person
 * typed (team and venue names, reasons, notes, names) is escaped in the HTML; the SMS is one segment
 * (at most 160 characters, plain ASCII punctuation) and always ends with its link.
 */
import { POSITION_LABELS, type Position } from "./constants";
import { formatTime12 } from "./dates";
import { formatGameDate, formatGameDateTime, formatMoney } from "./format";
import { assignmentOfferLink } from "./notifications";

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

export const SMS_LIMIT = 160;

export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

function shorten(text: string, limit: number): string {
  if (text.length <= limit) return text;
  return limit <= 3 ? text.slice(0, Math.max(0, limit)) : `${text.slice(0, limit - 3).trimEnd()}...`;
}

/** "Whistle: <text> <url>" in one segment: the words give way, the link never does. */
export function smsWithLink(text: string, url: string): string {
  const room = SMS_LIMIT - url.length - 1;
  if (room < 20) return shorten(`Whistle: ${text}`, SMS_LIMIT);
  return `${shorten(`Whistle: ${text}`, room)} ${url}`;
}

type Footer = "preferences" | "account" | "status" | "support";

const FOOTERS: Record<Footer, string> = {
  preferences: "Whistle · change what we send you in Settings, Notifications.",
  account: "Whistle · you receive this because of an action on your account or an invitation.",
  status: "Whistle · you receive this because you subscribed to updates on our status page.",
  support: "Whistle · a copy of a message sent through the contact form.",
};

/** A paragraph's HTML: escaped, its line breaks kept. */
function paragraphHtml(paragraph: string): string {
  return `<p style="margin:0 0 12px">${escapeHtml(paragraph).replaceAll("\n", "<br>")}</p>`;
}

/** A plain email body: a greeting, paragraphs, one button-like link, a footer. */
function emailHtml(
  greeting: string,
  paragraphs: string[],
  action: { label: string; url: string },
  footer: Footer = "preferences",
): string {
  const body = paragraphs.map(paragraphHtml).join("");
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111;line-height:1.5">${paragraphHtml(greeting)}${body}<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#2563eb;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="color:#666;font-size:12px">${escapeHtml(FOOTERS[footer])}</p></body></html>`;
}

/** The plain-text twin of `emailHtml`. */
function emailText(greeting: string, paragraphs: string[], action: { label: string; url: string }): string {
  return [greeting, ...paragraphs, `${action.label}: ${action.url}`].join("\n\n") + "\n";
}

function compose(input: {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  sms: string;
  footer?: Footer;
}): RenderedMessage {
  return {
    subject: input.subject,
    text: emailText(input.greeting, input.paragraphs, input.action),
    html: emailHtml(input.greeting, input.paragraphs, input.action, input.footer),
    sms: smsWithLink(input.sms, input.action.url),
  };
}

function positionLabel(position: string): string {
  return POSITION_LABELS[position as Position] ?? position;
}

function teams(game: Pick<GameFacts, "homeTeam" | "awayTeam">): string {
  return `${game.homeTeam} vs ${game.awayTeam}`;
}

/** "Home vs Away, Sat, Dec 5, 2026 · 10:00 AM, Venue, Address (Referee)". */
export function gameLine(game: GameFacts): string {
  const place = game.venueAddress ? `${game.venue}, ${game.venueAddress}` : game.venue;
  const position = game.position ? ` (${positionLabel(game.position)})` : "";
  return `${teams(game)}, ${formatGameDateTime(game.date, game.time)}, ${place}${position}`;
}

/** "Dec 5 10:00 AM": short enough for a text. */
function smsWhen(game: Pick<GameFacts, "date" | "time">): string {
  const [, month, day] = /^\d{4}-(\d{2})-(\d{2})$/.exec(game.date) ?? [];
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  const date = month && day ? `${months[Number(month) - 1]} ${Number(day)}` : game.date;
  return `${date} ${formatTime12(game.time)}`;
}

/** Where an assignor opens a game with its Assign dialog: the calendar week of the game. */
export function assignGameLink(game: { id: string; date: string }): string {
  return `/assignor/calendar?view=week&date=${game.date}&game=${encodeURIComponent(game.id)}`;
}

const hi = (firstName: string) => `Hi ${firstName},`;

// ——— Assignments: to the referee ———

type ChangeFacts = Pick<GameFacts, "homeTeam" | "awayTeam" | "date" | "time" | "venue" | "venueAddress"> & {
  feeCents: number;
};

/**
 * What changed for the referees on a game, in words; empty when nothing they care about did. A fee is
 * written in the organization's `currency`.
 */
export function describeGameChanges(before: ChangeFacts, after: ChangeFacts, currency: string): string[] {
  const changes: string[] = [];
  if (before.date !== after.date || before.time !== after.time) {
    changes.push(
      `kick-off moved from ${formatGameDateTime(before.date, before.time)} to ${formatGameDateTime(after.date, after.time)}`,
    );
  }
  if (before.venue !== after.venue || (before.venueAddress ?? null) !== (after.venueAddress ?? null)) {
    changes.push(
      `venue now ${after.venueAddress ? `${after.venue}, ${after.venueAddress}` : after.venue} (was ${before.venue})`,
    );
  }
  if (before.homeTeam !== after.homeTeam || before.awayTeam !== after.awayTeam) {
    changes.push(`teams now ${teams(after)} (was ${teams(before)})`);
  }
  if (before.feeCents !== after.feeCents)
    changes.push(`fee now ${formatMoney(after.feeCents, currency)} (was ${formatMoney(before.feeCents, currency)})`);
  return changes;
}

/** An offer: the assignor published an assignment; the referee accepts or declines. */
export function assignmentPublished(input: {
  firstName: string;
  game: GameFacts;
  assignmentId: string;
  origin: string;
}): RenderedMessage {
  const { game } = input;
  return compose({
    subject: `New assignment: ${teams(game)} on ${formatGameDate(game.date)}`,
    greeting: hi(input.firstName),
    paragraphs: [
      `You have been assigned: ${gameLine(game)}.`,
      "Accept or decline the offer in Whistle so your assignor knows where they stand.",
    ],
    action: { label: "Accept or decline", url: `${input.origin}${assignmentOfferLink(input.assignmentId)}` },
    sms: `New game offer${game.position ? `, ${positionLabel(game.position)}` : ""}: ${teams(game)}, ${smsWhen(game)}, ${game.venue}. Respond:`,
  });
}

/** The game of a referee's assignment changed: when, where or who plays. */
export function assignmentChanged(input: {
  firstName: string;
  game: GameFacts;
  changes: string[];
  origin: string;
}): RenderedMessage {
  const { game } = input;
  return compose({
    subject: `Changed: ${teams(game)} on ${formatGameDate(game.date)}`,
    greeting: hi(input.firstName),
    paragraphs: [
      `A game you are assigned to has changed: ${gameLine(game)}.`,
      `What changed: ${input.changes.join("; ")}.`,
    ],
    action: { label: "Open your schedule", url: `${input.origin}/referee/schedule` },
    sms: `Game changed: ${teams(game)}, now ${smsWhen(game)}, ${game.venue}.`,
  });
}

/** The referee is off the game: the game was cancelled, or the assignor withdrew the offer. */
export function assignmentCancelled(
  input: { firstName: string; game: GameFacts; origin: string } & (
    { cause: "game-cancelled"; reason: string } | { cause: "withdrawn" }
  ),
): RenderedMessage {
  const { game } = input;
  const cancelled = input.cause === "game-cancelled";
  return compose({
    subject: cancelled
      ? `Cancelled: ${teams(game)} on ${formatGameDate(game.date)}`
      : `Offer withdrawn: ${teams(game)} on ${formatGameDate(game.date)}`,
    greeting: hi(input.firstName),
    paragraphs: cancelled
      ? [
          `This game was cancelled: ${gameLine(game)}.`,
          `Reason: ${input.reason}`,
          "You do not need to do anything; it is off your schedule.",
        ]
      : [
          `The offer of this game was withdrawn: ${gameLine(game)}.`,
          "You do not need to do anything; it is off your schedule.",
        ],
    action: { label: "Open your schedule", url: `${input.origin}/referee/schedule` },
    sms: cancelled
      ? `CANCELLED ${teams(game)}, ${smsWhen(game)}. Reason: ${input.reason}.`
      : `Offer withdrawn: ${teams(game)}, ${smsWhen(game)}.`,
  });
}

/** The referee's request to work a slot was approved: the offer waits for their Accept. */
export function gameRequestApproved(input: {
  firstName: string;
  game: GameFacts;
  assignmentId: string;
  origin: string;
}): RenderedMessage {
  const { game } = input;
  return compose({
    subject: `Request approved: ${teams(game)} on ${formatGameDate(game.date)}`,
    greeting: hi(input.firstName),
    paragraphs: [
      `Your request to work this game was approved: ${gameLine(game)}.`,
      "Accept the assignment to confirm it.",
    ],
    action: { label: "Accept or decline", url: `${input.origin}${assignmentOfferLink(input.assignmentId)}` },
    sms: `Request approved: ${teams(game)}, ${smsWhen(game)}, ${game.venue}. Accept to confirm:`,
  });
}

/** The referee's request to work a slot was not approved. */
export function gameRequestRejected(input: {
  firstName: string;
  game: GameFacts;
  reason: string | null;
  origin: string;
}): RenderedMessage {
  const { game } = input;
  return compose({
    subject: `Request not approved: ${teams(game)} on ${formatGameDate(game.date)}`,
    greeting: hi(input.firstName),
    paragraphs: [
      `Your request to work this game was not approved: ${gameLine(game)}.`,
      ...(input.reason ? [`Reason: ${input.reason}`] : []),
      "Other open games are waiting for referees.",
    ],
    action: { label: "See open games", url: `${input.origin}/referee/open-games` },
    sms: `Request not approved: ${teams(game)}, ${smsWhen(game)}.`,
  });
}

// ——— Assignments: to the assignor ———

export interface AssignorNotice {
  /** The assignor's first name. */
  firstName: string;
  refereeName: string;
  game: GameFacts & { id: string };
  origin: string;
}

/** The referee accepted an offer. */
export function assignmentAccepted(input: AssignorNotice): RenderedMessage {
  const { game } = input;
  return compose({
    subject: `Accepted: ${teams(game)} on ${formatGameDate(game.date)}`,
    greeting: hi(input.firstName),
    paragraphs: [`${input.refereeName} accepted ${gameLine(game)}.`],
    action: { label: "Open the game", url: `${input.origin}${assignGameLink(game)}` },
    sms: `${input.refereeName} accepted ${teams(game)}, ${smsWhen(game)}.`,
  });
}

/** The referee declined an offer: the slot is open again. */
export function assignmentDeclined(input: AssignorNotice & { reason: string }): RenderedMessage {
  const { game } = input;
  return compose({
    subject: `Declined: ${teams(game)} on ${formatGameDate(game.date)}`,
    greeting: hi(input.firstName),
    paragraphs: [
      `${input.refereeName} declined ${gameLine(game)}.`,
      `Reason: ${input.reason}`,
      "The slot is open again.",
    ],
    action: { label: "Assign someone else", url: `${input.origin}${assignGameLink(game)}` },
    sms: `${input.refereeName} declined ${teams(game)}, ${smsWhen(game)}. Slot open again.`,
  });
}

/** A confirmed referee gave the game back: the slot is open again. */
export function assignmentTurnedBack(input: AssignorNotice & { reason: string }): RenderedMessage {
  const { game } = input;
  return compose({
    subject: `Turned back: ${teams(game)} on ${formatGameDate(game.date)}`,
    greeting: hi(input.firstName),
    paragraphs: [
      `${input.refereeName} turned back ${gameLine(game)}.`,
      `Reason: ${input.reason}`,
      "The slot is open again.",
    ],
    action: { label: "Assign someone else", url: `${input.origin}${assignGameLink(game)}` },
    sms: `${input.refereeName} turned back ${teams(game)}, ${smsWhen(game)}. Slot open again.`,
  });
}

/** A game within 48 hours of kick-off still has open positions. */
export function unfilledGameAlert(input: {
  firstName: string;
  game: GameFacts & { id: string };
  open: number;
  needed: number;
  origin: string;
}): RenderedMessage & { summary: string } {
  const { game } = input;
  const title = teams(game);
  const summary =
    input.needed === 1
      ? `${title} on ${formatGameDateTime(game.date, game.time)} at ${game.venue} starts within 48 hours and still has no referee.`
      : `${title} on ${formatGameDateTime(game.date, game.time)} at ${game.venue} starts within 48 hours and still needs ${input.open} of ${input.needed} officials.`;
  return {
    ...compose({
      subject: `Needs referees: ${title} on ${formatGameDate(game.date)}`,
      greeting: hi(input.firstName),
      paragraphs: [summary],
      action: { label: "Assign referees", url: `${input.origin}${assignGameLink(game)}` },
      sms: `Unfilled: ${title}, ${smsWhen(game)}, needs ${input.open} of ${input.needed}.`,
    }),
    summary,
  };
}

// ——— The clock ———

/** A confirmed referee's reminder, 24 hours or 2 hours before kick-off. */
export function gameReminder(input: {
  firstName: string;
  game: GameFacts;
  lead: "24h" | "2h";
  origin: string;
}): RenderedMessage {
  const { game, lead } = input;
  const when = lead === "24h" ? "tomorrow" : "in about 2 hours";
  return compose({
    subject: `Reminder: ${teams(game)} ${when}`,
    greeting: hi(input.firstName),
    paragraphs: [`Your game is ${when}: ${gameLine(game)}.`],
    action: { label: "See the details and the crew", url: `${input.origin}/referee/schedule` },
    sms: `${teams(game)} ${when} at ${formatTime12(game.time)}, ${game.venue}.`,
  });
}

/** The Monday digest: the week ahead for a referee. */
export function weeklyDigest(input: {
  firstName: string;
  weekOf: string;
  games: GameFacts[];
  openRequests: number;
  origin: string;
}): RenderedMessage {
  const count = input.games.length;
  const subject =
    count === 0
      ? "Your week on Whistle: no games scheduled"
      : `Your week on Whistle: ${count} ${count === 1 ? "game" : "games"}`;
  const pending =
    input.openRequests > 0
      ? [`You have ${input.openRequests} game ${input.openRequests === 1 ? "offer" : "offers"} waiting for an answer.`]
      : [];
  const intro = count === 0 ? "You have no confirmed games this week." : "Your confirmed games this week:";
  const action = { label: "Your schedule", url: `${input.origin}/referee/schedule` };
  const greeting = hi(input.firstName);
  // The text lists the games under the intro; the HTML gives each its own paragraph.
  const listed = count === 0 ? intro : [intro, ...input.games.map((game) => `- ${gameLine(game)}`)].join("\n");
  return {
    subject,
    text: emailText(greeting, [listed, ...pending], action),
    html: emailHtml(greeting, [intro, ...input.games.map(gameLine), ...pending], action),
    sms: smsWithLink(
      `${count} ${count === 1 ? "game" : "games"} this week${input.openRequests ? `, ${input.openRequests} waiting for your answer` : ""}.`,
      action.url,
    ),
  };
}

/** The digest's in-app line: "2 confirmed games this week; 1 offer waiting for your answer." */
export function weeklyDigestSummary(input: { games: number; openRequests: number }): string {
  const games =
    input.games === 0
      ? "No confirmed games this week"
      : `${input.games} confirmed ${input.games === 1 ? "game" : "games"} this week`;
  const waiting =
    input.openRequests > 0
      ? `; ${input.openRequests} ${input.openRequests === 1 ? "offer" : "offers"} waiting for your answer`
      : "";
  return `${games}${waiting}.`;
}

// ——— Payments ———

/**
 * A payment to a referee was recorded. `amount` is already worded ("$45.00"); `date` is the day it was
 * paid (YYYY-MM-DD); `method` as the assignor chose it ("Check", "Direct deposit" …).
 */
export function paymentRecorded(input: {
  refereeName: string;
  game: Pick<GameFacts, "homeTeam" | "awayTeam" | "date">;
  amount: string;
  method: string;
  date: string;
  origin: string;
}): RenderedMessage {
  const { game } = input;
  const firstName = input.refereeName.trim().split(/\s+/)[0] || input.refereeName;
  return compose({
    subject: `Payment recorded: ${input.amount} for ${teams(game)}`,
    greeting: hi(firstName),
    paragraphs: [
      `A payment of ${input.amount} for ${teams(game)} on ${formatGameDate(game.date)} was recorded: ${input.method}, ${formatGameDate(input.date)}.`,
    ],
    action: { label: "See your earnings", url: `${input.origin}/referee/earnings` },
    sms: `Payment recorded: ${input.amount} for ${teams(game)} (${input.method}).`,
  });
}

/**
 * Several payments recorded for one referee in one action (a "Mark all paid", a selection): one
 * message listing them, not one per game.
 */
export function paymentsRecorded(input: {
  refereeName: string;
  items: readonly { game: Pick<GameFacts, "homeTeam" | "awayTeam" | "date">; amount: string }[];
  total: string;
  method: string;
  date: string;
  origin: string;
}): RenderedMessage {
  const firstName = input.refereeName.trim().split(/\s+/)[0] || input.refereeName;
  const count = input.items.length;
  return compose({
    subject: `${count} payments recorded: ${input.total}`,
    greeting: hi(firstName),
    paragraphs: [
      `${count} payments totalling ${input.total} were recorded: ${input.method}, ${formatGameDate(input.date)}.`,
      ...input.items.map((item) => `${item.amount} for ${teams(item.game)} on ${formatGameDate(item.game.date)}`),
    ],
    action: { label: "See your earnings", url: `${input.origin}/referee/earnings` },
    sms: `${count} payments recorded: ${input.total} (${input.method}).`,
  });
}

// ——— Accounts and the public site (no preference stops these) ———

/** The reset link; it works once, within one hour. */
export function passwordReset(input: { firstName: string; link: string }): RenderedMessage {
  return compose({
    subject: "Reset your Whistle password",
    greeting: hi(input.firstName),
    paragraphs: [
      "Someone (hopefully you) asked to reset the password of your Whistle account.",
      "Open the link within one hour to choose a new password; it works once.",
      "If you did not ask for this, ignore this email; your password stays as it is.",
    ],
    action: { label: "Choose a new password", url: input.link },
    sms: "Reset your password (link works once, for 1 hour):",
    footer: "account",
  });
}

/** The link that finishes a sign-up: it proves the address and signs the person in; once, within 24 hours. */
export function emailVerification(input: { firstName: string; link: string }): RenderedMessage {
  return compose({
    subject: "Confirm your email to finish signing up",
    greeting: hi(input.firstName),
    paragraphs: [
      "Thanks for signing up for Whistle. Confirm that this address is yours to finish.",
      "The link works once, within 24 hours.",
      "If you did not sign up, ignore this email; no account is used without this step's confirmation.",
    ],
    action: { label: "Confirm my email", url: input.link },
    sms: "Confirm your email (link works once, for 24 hours):",
    footer: "account",
  });
}

/** Someone signed up with an address that already has an account: the owner hears it, with a way in. */
export function signUpAttempt(input: { firstName: string; signInLink: string; resetLink: string }): RenderedMessage {
  return compose({
    subject: "Someone tried to sign up with your email",
    greeting: hi(input.firstName),
    paragraphs: [
      "Someone (perhaps you) tried to create a new Whistle account with this email address. You already have an account, so nothing was created.",
      `If it was you, sign in instead. Forgot your password? Choose a new one: ${input.resetLink}`,
      "If it was not you, you don't need to do anything.",
    ],
    action: { label: "Sign in", url: input.signInLink },
    sms: "Someone tried to sign up with your email. Sign in:",
    footer: "account",
  });
}

/** The link that moves an account to a new address, sent to that address; once, within 24 hours. */
export function emailChange(input: { firstName: string; newEmail: string; link: string }): RenderedMessage {
  return compose({
    subject: "Confirm your new email address",
    greeting: hi(input.firstName),
    paragraphs: [
      `You asked to change the email of your Whistle account to ${input.newEmail}.`,
      "Confirm with the link below; until you do, your account keeps its current address. The link works once, within 24 hours.",
      "If you did not ask for this, ignore this email.",
    ],
    action: { label: "Confirm my new email", url: input.link },
    sms: "Confirm your new email (link works once, for 24 hours):",
    footer: "account",
  });
}

/** Told to the old address when a change of address is asked for. */
export function emailChangeRequested(input: {
  firstName: string;
  newEmail: string;
  resetLink: string;
}): RenderedMessage {
  return compose({
    subject: "Your Whistle email is about to change",
    greeting: hi(input.firstName),
    paragraphs: [
      `Someone signed in to your Whistle account asked to change its email to ${input.newEmail}. The change happens only when the link sent to that address is opened.`,
      "If this was you, there is nothing more to do here.",
      "If it was not you, choose a new password now: it signs out every device and stops the change.",
    ],
    action: { label: "Choose a new password", url: input.resetLink },
    sms: "Your Whistle email is about to change. Not you? Reset your password:",
    footer: "account",
  });
}

/** An invitation to join an organization; the link works once, for 14 days. */
export function invite(input: {
  inviterName: string;
  organizationName: string;
  role: "assignor" | "referee";
  link: string;
}): RenderedMessage {
  const as = input.role === "assignor" ? "an assignor" : "a referee";
  return compose({
    subject: `${input.inviterName} invited you to ${input.organizationName} on Whistle`,
    greeting: "Hello,",
    paragraphs: [
      `${input.inviterName} invited you to join ${input.organizationName} on Whistle as ${as}.`,
      "Create your account with the link below; it works once, for 14 days.",
    ],
    action: { label: "Create your account", url: input.link },
    sms: `${input.inviterName} invited you to ${input.organizationName}. Join:`,
    footer: "account",
  });
}

/** The team's copy of a contact-form message; replying goes straight to the sender. */
export function contactMessageCopy(input: {
  firstName: string;
  lastName: string;
  email: string;
  organization: string | null;
  topic: string;
  message: string;
}): RenderedMessage {
  const from = `${input.firstName} ${input.lastName}`;
  return compose({
    subject: `Contact form: ${input.topic} from ${from}`,
    greeting: `From: ${from} <${input.email}>`,
    paragraphs: [`Organization: ${input.organization ?? "(none given)"}\nTopic: ${input.topic}`, input.message],
    action: { label: `Reply to ${input.firstName}`, url: `mailto:${input.email}` },
    sms: `Contact form: ${input.topic} from ${from}. Reply:`,
    footer: "support",
  });
}

/** A status-page incident opened or resolved, to the page's subscribers. */
export function incidentNotice(input: {
  event: "opened" | "resolved";
  title: string;
  description: string;
  origin: string;
  /** This subscriber's own link (decision 0056): every status email carries one. */
  unsubscribeUrl: string;
}): RenderedMessage {
  const opened = input.event === "opened";
  return withUnsubscribeLink(
    compose({
      subject: opened ? `Whistle incident: ${input.title}` : `Resolved: ${input.title}`,
      greeting: opened ? "We are looking into a problem." : "The problem is fixed.",
      paragraphs: [opened ? input.description : `${input.title} is resolved; the service is answering normally again.`],
      action: { label: opened ? "Follow along" : "See the details", url: `${input.origin}/system-status` },
      sms: opened ? `Incident: ${input.title}. Follow along:` : `Resolved: ${input.title}.`,
      footer: "status",
    }),
    input.unsubscribeUrl,
  );
}

/** An email's last lines: the link that stops these emails, no sign-in needed. */
function withUnsubscribeLink(message: RenderedMessage, url: string): RenderedMessage {
  const link = `<p style="color:#666;font-size:12px"><a href="${escapeHtml(url)}" style="color:#666">Unsubscribe from status updates</a></p>`;
  return {
    ...message,
    text: `${message.text}\nUnsubscribe from status updates: ${url}\n`,
    html: message.html.replace("</body>", `${link}</body>`),
  };
}

/** The double opt-in email of the status page's subscribe box (decision 0056). */
export function statusSubscriptionConfirmation(input: { confirmUrl: string; hours: number }): RenderedMessage {
  return compose({
    subject: "Confirm your Whistle status updates",
    greeting: "Someone, hopefully you, asked for Whistle status updates at this address.",
    paragraphs: [
      `Confirm within ${input.hours} hours to get an email when an incident starts and when it is resolved. If it was not you, ignore this email: nothing will be sent.`,
    ],
    action: { label: "Confirm subscription", url: input.confirmUrl },
    sms: "Confirm your Whistle status updates:",
    footer: "status",
  });
}

// ——— An organization's deletion (issue 18, decision 0058) ———

/** Every member hears that their league will be deleted, when, and that an assignor can still cancel. */
export function organizationDeletionScheduled(input: {
  organizationName: string;
  /** "December 24, 2026". */
  dueOn: string;
  requestedBy: string;
  origin: string;
}): RenderedMessage {
  return compose({
    subject: `${input.organizationName} will be deleted on ${input.dueOn}`,
    greeting: "Hello,",
    paragraphs: [
      `${input.requestedBy} asked to delete ${input.organizationName} on Whistle. On ${input.dueOn} its games, assignments, venues, members and history will be removed.`,
      "Until then any assignor of the organization can cancel the deletion, and assignors can download all of the league's data as CSV files from the Organizations page.",
      "Your own account stays: you can still sign in and use Whistle with your other organizations. Payment records are kept, detached from the league, for the four years tax law requires.",
    ],
    action: { label: "Open Whistle", url: `${input.origin}/login` },
    sms: `${input.organizationName} will be deleted on ${input.dueOn}.`,
    footer: "account",
  });
}

/** The deletion was cancelled: the league stays. */
export function organizationDeletionCancelled(input: {
  organizationName: string;
  cancelledBy: string;
  origin: string;
}): RenderedMessage {
  return compose({
    subject: `${input.organizationName} will not be deleted`,
    greeting: "Hello,",
    paragraphs: [`${input.cancelledBy} cancelled the deletion of ${input.organizationName}. Nothing was removed.`],
    action: { label: "Open Whistle", url: `${input.origin}/login` },
    sms: `${input.organizationName} will not be deleted.`,
    footer: "account",
  });
}
