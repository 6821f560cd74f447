/**
 * A referee's text back to the offer SMS (issue 20, decision 0069), once Twilio's signature is checked
 * (app/routes/webhooks/twilio-sms.ts): who sent it, which of their offers it answers, the answer given through
 * the portal's own `respondToAssignment` (same rules, notices, activity and webhooks), and the reply. Every
 * text is logged once in `inbound_texts` by its MessageSid; Twilio's retry of one gets the same reply and
 * changes nothing.
 *
 * Round trips: one read batch (the log, the sender, their recent offers, their last text); then the
 * answer's own read and write, the log row riding in that write (`alsoWrite`); any other outcome writes
 * its log row alone. At most three, like any action.
 */
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { assignments, games, inboundTexts, organizations, phoneDigits, userSettings, users } from "~/db/schema";
import { addDays, toZonedParts, zonedTimeToInstant } from "~/domain/dates";
import { smsNumber } from "~/domain/delivery";
import { escapeXml, smsGameWords, toSmsAlphabet } from "~/domain/messages";
import { assignmentOfferLink } from "~/domain/notifications";
import { REASON_MAX_LENGTH } from "~/domain/assignments";
import {
  decideReply,
  offerShortCode,
  parseReply,
  phoneDigitForms,
  type ReplyDecision,
  type TextableOffer,
} from "~/domain/sms-replies";
import { DEFAULT_LANGUAGE, isLanguage, type Language, type MessageId } from "~/i18n/messages";
import { trIn } from "~/i18n/text";
import { parseAssignmentPolicy } from "~/domain/assignment-policy";
import { respondToAssignment } from "./assignment-responses.server";
import type { Database } from "./db.server";

/** What a text did, as logged in `inbound_texts.outcome`. */
export type InboundOutcome =
  | "accepted"
  | "declined"
  | "awaiting_reason"
  | "reason_too_long"
  | "ambiguous"
  | "stale"
  | "decline_closed"
  | "no_offer"
  | "unrecognized"
  | "help"
  | "unknown_number"
  | "opt_out"
  | "opt_in";

/** A bare NO waits this long for its reason; later, a text is read on its own. */
export const REASON_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Offers listed in an "which one?" reply: a referee rarely has more waiting; the app shows them all. */
const LISTED_OFFERS = 6;
/** The referee's assignments read with a text: games from yesterday on (kick-off passed is still "stale"). */
const RECENT_ASSIGNMENTS = 50;
/** How long an offer that left "pending" is still recognised by its code, to say it is gone. */
const RECENTLY_CHANGED_MS = 14 * 24 * 60 * 60 * 1000;

export interface InboundText {
  messageSid: string;
  /** Twilio's `From`, E.164. */
  from: string;
  body: string;
}

export interface InboundAnswer {
  /** The text to send back (TwiML `<Message>`), or null for none (STOP, START: Twilio answers those). */
  reply: string | null;
  outcome: InboundOutcome;
  /** Organizations whose pages should refresh (an offer was answered). */
  changedOrganizations: string[];
}

function senderCondition(from: string): SQL {
  const forms = phoneDigitForms(from);
  return and(
    isNull(users.deletedAt),
    isNotNull(users.phone),
    // Issue 32: only a confirmed number is anyone's, so a number someone saved without owning it never makes
    // its owner's replies "shared" or unknown.
    isNotNull(users.phoneConfirmedAt),
    // By the digits the index `users_phone_digits_idx` holds; `smsNumber(phone) === from` then decides in code,
    // so the rule has one copy.
    forms.length > 0 ? inArray(phoneDigits(users.phone), forms) : sql`0`,
  )!;
}

type OfferRow = Awaited<ReturnType<typeof readText>>["offers"][number];

async function readText(db: Database, text: InboundText, now: Date) {
  const sender = senderCondition(text.from);
  // Yesterday in UTC covers yesterday and today in any league's zone; older games cannot be answered anyway.
  const since = addDays(toZonedParts(now, "UTC").date, -1);
  const [previous, people, offers, [last]] = await db.batch([
    db.select().from(inboundTexts).where(eq(inboundTexts.messageSid, text.messageSid)),
    db
      .select({ id: users.id, phone: users.phone, language: userSettings.language })
      .from(users)
      .leftJoin(userSettings, eq(userSettings.userId, users.id))
      .where(sender),
    db
      .select({
        assignmentId: assignments.id,
        refereeId: assignments.refereeId,
        organizationId: assignments.organizationId,
        status: assignments.status,
        date: games.date,
        time: games.time,
        homeTeam: games.homeTeam,
        awayTeam: games.awayTeam,
        timeZone: organizations.timeZone,
        assignmentPolicy: organizations.assignmentPolicy,
      })
      .from(assignments)
      .innerJoin(games, eq(games.id, assignments.gameId))
      .innerJoin(organizations, eq(organizations.id, assignments.organizationId))
      .where(
        and(
          // assignments_referee_idx: the sender's assignments, every organization of theirs.
          inArray(assignments.refereeId, db.select({ id: users.id }).from(users).where(sender)),
          gte(games.date, since),
          // The offers waiting, and those answered, withdrawn or cancelled lately (a code of theirs is "stale"),
          // not every confirmed game of a busy season.
          or(
            eq(assignments.status, "pending"),
            gte(assignments.updatedAt, new Date(now.getTime() - RECENTLY_CHANGED_MS)),
          ),
        ),
      )
      .orderBy(asc(games.date), asc(games.time))
      .limit(RECENT_ASSIGNMENTS),
    db
      .select()
      .from(inboundTexts)
      .where(
        and(
          eq(inboundTexts.fromNumber, text.from),
          gte(inboundTexts.receivedAt, new Date(now.getTime() - REASON_WINDOW_MS)),
        ),
      )
      .orderBy(desc(inboundTexts.receivedAt))
      .limit(1),
  ]);
  return { previous: previous[0], people, offers, last };
}

/** The words of a reply, in the referee's language and the SMS alphabet (a Spanish "SÍ" arrives as "SI"). */
function replyIn(language: Language, id: MessageId, values?: Record<string, unknown>): string {
  return toSmsAlphabet(trIn(language, id, values));
}

interface Replying {
  language: Language;
  origin: string;
  offers: OfferRow[];
}

function offerWords(replying: Replying, assignmentId: string) {
  const offer = replying.offers.find((row) => row.assignmentId === assignmentId);
  return {
    ...(offer ? smsGameWords(offer, replying.language) : { teams: "", when: "" }),
    link: `${replying.origin}${assignmentOfferLink(assignmentId)}`,
  };
}

function chooseReply(replying: Replying, assignmentIds: readonly string[], sharedCode: boolean): string {
  const { language, origin } = replying;
  if (sharedCode) return replyIn(language, "messages.smsReply.sharedCode", { link: `${origin}/referee/schedule` });
  const listed = assignmentIds.slice(0, LISTED_OFFERS);
  const lines = listed.map((id) =>
    replyIn(language, "messages.smsReply.chooseLine", { ...offerWords(replying, id), code: offerShortCode(id) }),
  );
  const head = replyIn(language, "messages.smsReply.choose", {
    count: assignmentIds.length,
    example: offerShortCode(listed[0] ?? ""),
  });
  return [head, ...lines, ...(assignmentIds.length > listed.length ? [`${origin}/referee/schedule`] : [])].join("\n");
}

/** The reply for a decision (or the outcome it logged, for Twilio's retry of the same text). */
function replyFor(
  replying: Replying,
  outcome: InboundOutcome,
  decision: ReplyDecision | null,
  assignmentId: string | null,
) {
  const { language, origin } = replying;
  const schedule = { link: `${origin}/referee/schedule` };
  const about = assignmentId ? offerWords(replying, assignmentId) : schedule;
  switch (outcome) {
    case "accepted":
      return replyIn(language, "messages.smsReply.accepted", about);
    case "declined":
      return replyIn(language, "messages.smsReply.declined", about);
    case "awaiting_reason":
      return replyIn(language, "messages.smsReply.askReason", about);
    case "reason_too_long":
      return replyIn(language, "messages.smsReply.reasonTooLong", { ...about, max: REASON_MAX_LENGTH });
    case "ambiguous": {
      if (decision?.action === "choose") return chooseReply(replying, decision.assignmentIds, decision.sharedCode);
      // Twilio's retry of an ambiguous text: the offers waiting now.
      const open = replying.offers.filter((offer) => answerable(offer, new Date())).map((offer) => offer.assignmentId);
      return open.length > 0
        ? chooseReply(replying, open, false)
        : replyIn(language, "messages.smsReply.noOffer", schedule);
    }
    case "stale":
      return replyIn(language, "messages.smsReply.stale", schedule);
    case "decline_closed": {
      // Issue 21: the league's decline cutoff has passed; the offer's page names the assignor to call.
      const offer = replying.offers.find((row) => row.assignmentId === assignmentId);
      const hours = parseAssignmentPolicy(offer?.assignmentPolicy ?? null).declineCutoffHours ?? 0;
      return replyIn(language, "messages.smsReply.declineClosed", { ...about, hours });
    }
    case "no_offer":
      return replyIn(language, "messages.smsReply.noOffer", schedule);
    case "unrecognized":
      return replyIn(language, "messages.smsReply.unrecognized", schedule);
    case "help":
      return replyIn(language, "messages.smsReply.help");
    case "unknown_number":
      return replyIn(language, "messages.smsReply.unknownNumber");
    case "opt_out":
    case "opt_in":
      return null;
  }
}

/** What the portal would still let the referee answer: pending, before kick-off. */
function answerable(offer: OfferRow, now: Date): boolean {
  return (
    offer.status === "pending" && now.getTime() < zonedTimeToInstant(offer.date, offer.time, offer.timeZone).getTime()
  );
}

const OUTCOME_OF: Record<Exclude<ReplyDecision["action"], "accept" | "decline" | "silent">, InboundOutcome> = {
  "ask-reason": "awaiting_reason",
  "reason-too-long": "reason_too_long",
  choose: "ambiguous",
  stale: "stale",
  "no-offer": "no_offer",
  unrecognized: "unrecognized",
  help: "help",
};

/** Reads, decides, answers and logs one inbound text. `origin`: PUBLIC_ORIGIN, for the links in replies. */
export async function answerInboundText(
  db: Database,
  text: InboundText,
  { origin, now = new Date() }: { origin: string; now?: Date },
): Promise<InboundAnswer> {
  const read = await readText(db, text, now);
  // The rule is smsNumber's; the SQL only narrowed. A number two accounts share is nobody's: we cannot tell
  // whose offers it may answer.
  const senders = read.people.filter((person) => smsNumber(person.phone) === text.from);
  const person = senders.length === 1 ? senders[0]! : null;
  const language = person && isLanguage(person.language) ? person.language : DEFAULT_LANGUAGE;
  const offers = person ? read.offers.filter((offer) => offer.refereeId === person.id) : [];
  const replying: Replying = { language, origin, offers };

  if (read.previous) {
    // Twilio's retry of a text already handled: the same answer, nothing done again.
    const outcome = read.previous.outcome as InboundOutcome;
    return { reply: replyFor(replying, outcome, null, read.previous.assignmentId), outcome, changedOrganizations: [] };
  }

  const log = (outcome: InboundOutcome | SQL, assignmentId: string | null = null) =>
    db
      .insert(inboundTexts)
      .values({
        messageSid: text.messageSid,
        fromNumber: text.from,
        userId: person?.id ?? null,
        assignmentId,
        body: text.body,
        outcome,
        receivedAt: now,
      })
      .onConflictDoNothing();

  const reply = parseReply(text.body);
  if (!person) {
    // STOP and START from a stranger are Twilio's business too.
    const outcome: InboundOutcome =
      reply.kind === "opt-out" ? "opt_out" : reply.kind === "opt-in" ? "opt_in" : "unknown_number";
    await log(outcome);
    return { reply: replyFor(replying, outcome, null, null), outcome, changedOrganizations: [] };
  }

  const textable: TextableOffer[] = offers.map((offer) => ({
    assignmentId: offer.assignmentId,
    code: offerShortCode(offer.assignmentId),
    answerable: answerable(offer, now),
  }));
  const awaiting =
    read.last?.outcome === "awaiting_reason" && read.last.userId === person.id ? read.last.assignmentId : null;
  const decision = decideReply(reply, textable, awaiting);

  if (decision.action === "silent") {
    await log(decision.outcome);
    return { reply: null, outcome: decision.outcome, changedOrganizations: [] };
  }
  if (decision.action !== "accept" && decision.action !== "decline") {
    const outcome = OUTCOME_OF[decision.action];
    const assignmentId = "assignmentId" in decision ? decision.assignmentId : null;
    await log(outcome, assignmentId);
    return { reply: replyFor(replying, outcome, decision, assignmentId), outcome, changedOrganizations: [] };
  }

  // The portal's own answer: its checks, the assignor's notice, the activity row and the webhook.
  const offer = offers.find((row) => row.assignmentId === decision.assignmentId)!;
  const done: InboundOutcome = decision.action === "accept" ? "accepted" : "declined";
  const status = decision.action === "accept" ? "confirmed" : "declined";
  // Logged with the answer's write, as what happened there: a race lost to another answer reads "stale".
  const landed = sql`EXISTS (SELECT 1 FROM ${assignments} WHERE ${assignments.id} = ${offer.assignmentId} AND ${assignments.status} = ${status} AND ${assignments.respondedAt} = ${now.getTime()})`;
  const result = await respondToAssignment(db, {
    organizationId: offer.organizationId,
    refereeId: person.id,
    assignmentId: offer.assignmentId,
    response: decision.action,
    reason: decision.action === "decline" ? decision.reason : undefined,
    now,
    alsoWrite: [log(sql`CASE WHEN ${landed} THEN ${done} ELSE 'stale' END`, offer.assignmentId)],
  });
  if (!result.ok && result.code === "decline_closed") {
    await log("decline_closed", offer.assignmentId);
    return {
      reply: replyFor(replying, "decline_closed", decision, offer.assignmentId),
      outcome: "decline_closed",
      changedOrganizations: [],
    };
  }
  if (!result.ok) {
    // Refused before writing (answered in the app meanwhile, the game started): log it now. After a lost
    // race the row is already there and this changes nothing.
    await log("stale", offer.assignmentId);
    return {
      reply: replyFor(replying, "stale", decision, offer.assignmentId),
      outcome: "stale",
      changedOrganizations: [],
    };
  }
  return {
    reply: replyFor(replying, done, decision, offer.assignmentId),
    outcome: done,
    changedOrganizations: [offer.organizationId],
  };
}

/** The TwiML Twilio expects back: the reply as one message, or an empty response (no text sent). */
export function twimlReply(reply: string | null): string {
  const message = reply === null ? "" : `<Message>${escapeXml(reply)}</Message>`;
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${message}</Response>`;
}
