/**
 * Answering offers by text (issue 20, decision 0069): the referee replies YES or NO to the offer SMS, with the
 * offer's short code when several are waiting. Pure: what a reply says, which offer it is about and what to
 * do; `app/server/sms-replies.server.ts` reads the rows, calls the portal's own answer functions and replies.
 */
import { REASON_MAX_LENGTH } from "./assignments";

/** No 0/O, no 1/I: a code read aloud or typed on a phone keypad is not mistaken. 32 symbols, 5 bits each. */
export const SHORT_CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
export const SHORT_CODE_LENGTH = 4;
const SHORT_CODE_PATTERN = new RegExp(`^[${SHORT_CODE_ALPHABET}]{${SHORT_CODE_LENGTH}}$`);

/**
 * An offer's short code ("K4P7"), derived from its assignment id (FNV-1a, 20 bits): the same every time, no
 * column to store. Two of one referee's waiting offers sharing a code (about 1 in 100,000 for two) is
 * answered as ambiguous, never guessed.
 */
export function offerShortCode(assignmentId: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < assignmentId.length; index++) {
    hash ^= assignmentId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  let code = "";
  for (let index = 0; index < SHORT_CODE_LENGTH; index++) {
    code += SHORT_CODE_ALPHABET[hash & 31];
    hash >>>= 5;
  }
  return code;
}

/** Twilio answers these itself (opt-out and opt-in, Advanced Opt-Out's defaults); they are never an answer. */
const OPT_OUT_WORDS = new Set(["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "REVOKE", "OPTOUT"]);
const OPT_IN_WORDS = new Set(["START", "UNSTOP"]);
const HELP_WORDS = new Set(["HELP", "INFO"]);
/** The four languages' words: the offer SMS says YES/SÍ/OUI/JA and NO/NO/NON/NEIN. */
const YES_WORDS = new Set(["YES", "Y", "SI", "OUI", "JA"]);
const NO_WORDS = new Set(["NO", "N", "NON", "NEIN"]);

export type ParsedReply =
  | { kind: "opt-out" }
  | { kind: "opt-in" }
  | { kind: "help" }
  | {
      kind: "accept" | "decline";
      /** The word after the answer when it looks like a code ("K4P7"), upper-cased; it may also be a reason's first word. */
      code: string | null;
      /** What follows the answer word, as typed (the reason of a NO). */
      rest: string;
      /** What follows the code, as typed (the reason of "NO K4P7 <reason>"). */
      afterCode: string;
    }
  | { kind: "other"; text: string };

/** "sí." → "SI": upper case, accents and trailing punctuation gone. */
function keyword(word: string): string {
  return word
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/[.!,;:?]+$/, "");
}

function splitFirst(text: string): [string, string] {
  const match = /^(\S+)\s*([\s\S]*)$/.exec(text.trim());
  return match ? [match[1]!, match[2]!.trim()] : ["", ""];
}

/** What a text says: a keyword, an answer (with a code, also written first: "K4P7 YES"), or anything else. */
export function parseReply(body: string): ParsedReply {
  const text = body.trim();
  const [first, afterFirst] = splitFirst(text);
  let rest = afterFirst;
  let word = keyword(first);
  if (OPT_OUT_WORDS.has(word) && !rest) return { kind: "opt-out" };
  if (OPT_IN_WORDS.has(word) && !rest) return { kind: "opt-in" };
  if (HELP_WORDS.has(word) && !rest) return { kind: "help" };
  let leadingCode: string | null = null;
  if (SHORT_CODE_PATTERN.test(word)) {
    const [second, after] = splitFirst(rest);
    if (YES_WORDS.has(keyword(second)) || NO_WORDS.has(keyword(second))) {
      leadingCode = word;
      word = keyword(second);
      rest = after;
    }
  }
  const kind = YES_WORDS.has(word) ? "accept" : NO_WORDS.has(word) ? "decline" : null;
  if (!kind) return { kind: "other", text };
  if (leadingCode) return { kind, code: leadingCode, rest, afterCode: rest };
  const [next, afterNext] = splitFirst(rest);
  const code = SHORT_CODE_PATTERN.test(keyword(next)) ? keyword(next) : null;
  return { kind, code, rest, afterCode: code ? afterNext : rest };
}

/** One of the referee's recent assignments, as the decision needs it. */
export interface TextableOffer {
  assignmentId: string;
  code: string;
  /** Pending and before kick-off: what the portal would still let them accept or decline. */
  answerable: boolean;
}

export type ReplyDecision =
  | { action: "accept"; assignmentId: string }
  | { action: "decline"; assignmentId: string; reason: string }
  | { action: "ask-reason"; assignmentId: string }
  | { action: "reason-too-long"; assignmentId: string }
  /** Several offers wait and the text did not say which (or named a code two of them share). */
  | { action: "choose"; assignmentIds: string[]; sharedCode: boolean }
  | { action: "stale"; assignmentId: string }
  | { action: "no-offer" }
  | { action: "unrecognized" }
  | { action: "help" }
  | { action: "silent"; outcome: "opt_out" | "opt_in" };

/** A NO's reason as the portal takes it: declines with it, or asks for one, or says it is too long. */
function declineWith(assignmentId: string, reason: string): ReplyDecision {
  const why = reason.trim();
  if (!why) return { action: "ask-reason", assignmentId };
  // The portal's rule (AssignmentResponseSchema): a reason, at most REASON_MAX_LENGTH characters.
  if (why.length > REASON_MAX_LENGTH) return { action: "reason-too-long", assignmentId };
  return { action: "decline", assignmentId, reason: why };
}

/**
 * What a referee's text does, given their recent offers (newest first or any order) and the offer a bare NO
 * of theirs is still waiting on a reason for (`awaitingReasonFor`, within the window and still answerable).
 */
export function decideReply(
  reply: ParsedReply,
  offers: readonly TextableOffer[],
  awaitingReasonFor: string | null,
): ReplyDecision {
  if (reply.kind === "opt-out") return { action: "silent", outcome: "opt_out" };
  if (reply.kind === "opt-in") return { action: "silent", outcome: "opt_in" };
  if (reply.kind === "help") return { action: "help" };
  const open = offers.filter((offer) => offer.answerable);
  if (reply.kind === "other") {
    const waiting = open.find((offer) => offer.assignmentId === awaitingReasonFor);
    return waiting ? declineWith(waiting.assignmentId, reply.text) : { action: "unrecognized" };
  }

  let target: TextableOffer | undefined;
  let reason = reply.rest;
  if (reply.code) {
    const named = offers.filter((offer) => offer.code === reply.code);
    const openNamed = named.filter((offer) => offer.answerable);
    if (openNamed.length > 1)
      return { action: "choose", assignmentIds: openNamed.map((o) => o.assignmentId), sharedCode: true };
    if (openNamed.length === 1) {
      target = openNamed[0];
      reason = reply.afterCode;
    } else if (named.length > 0) return { action: "stale", assignmentId: named[0]!.assignmentId };
    // Not a code of theirs: for a NO it is the reason's first word ("NO BUSY"); a YES ignores it.
  }
  if (!target) {
    if (open.length === 0) return { action: "no-offer" };
    if (open.length > 1) return { action: "choose", assignmentIds: open.map((o) => o.assignmentId), sharedCode: false };
    target = open[0]!;
  }
  return reply.kind === "accept"
    ? { action: "accept", assignmentId: target.assignmentId }
    : declineWith(target.assignmentId, reason);
}

/**
 * The digit strings a stored phone may reduce to when `smsNumber` makes `e164` of it: "+14155550100" is
 * "14155550100" (typed with or without +1), "4155550100" (ten digits), "0014155550100" (00 prefix). The
 * SQL narrows users by these; `smsNumber(phone) === e164` decides.
 */
export function phoneDigitForms(e164: string): string[] {
  if (!/^\+\d{8,15}$/.test(e164)) return [];
  const digits = e164.slice(1);
  const forms = [digits, `00${digits}`];
  if (digits.length === 11 && digits.startsWith("1")) forms.push(digits.slice(1));
  return forms;
}
