/**
 * One template per message kind (issue 8, decision 0034): the email's subject, text and HTML, and the
 * short SMS. Every message the product sends is rendered here; the server modules only pass the facts
 * and write the result to the outbox with the event behind it.
 *
 * Pure: callers pass the facts; links are absolute, built from the public origin. Every value a person
 * typed (team and venue names, reasons, notes, names) is escaped in the HTML; the SMS is one segment
 * (at most 160 characters, plain ASCII punctuation) and always ends with its link.
 *
 * One module per family of messages, all built on `render.ts` (the shared voice, the email body, the SMS):
 * `kinds.ts` (each template's outbox kind), `assignments.ts` and `assignor-notices.ts` (offers and answers),
 * `reminders.ts`, `payments.ts`, `account.ts`, `contact.ts`, `status-page.ts`, `organization.ts` (a league's
 * deletion, a member's role), `in-app-notifications.ts`, `credentials.ts`, `evaluations.ts`, `game-reports.ts`
 * and `unsubscribe-line.ts`. This file only re-exports: import from `~/domain/messages`.
 */
export { MESSAGE_KINDS } from "./kinds";
export {
  escapeXml,
  SMS_LIMIT,
  smsGameWords,
  smsWithLink,
  toSmsAlphabet,
  type GameFacts,
  type RenderedMessage,
} from "./render";
export * from "./assignments";
export * from "./assignor-notices";
export * from "./reminders";
export * from "./payments";
export * from "./account";
export * from "./contact";
export * from "./status-page";
export * from "./organization";
export * from "./in-app-notifications";
export * from "./credentials";
export * from "./unsubscribe-line";
export * from "./evaluations";
export * from "./game-reports";
