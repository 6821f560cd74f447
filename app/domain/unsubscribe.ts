/**
 * Unsubscribe from a topic of email (issue 18, decision 0058): which messages may be unsubscribed from,
 * which settings toggle each topic turns off, and how the link is added to a message as it is sent
 * (RFC 2369 `List-Unsubscribe` with RFC 8058's one-click POST). Pure: the server mints the tokens.
 *
 * Account messages (password reset, email verification, sign-in notices, invites, contact copies, an
 * organization's deletion notice) carry no unsubscribe: the person needs them to use or protect their
 * account. Status-page notices belong to their subscription, whose sender gives its own link.
 */
import { topicOf, type DeliveryPreferences } from "./delivery";

export type UnsubscribeTopic = "assignment" | "reminder" | "payment" | "digest" | "marketing";

/** The settings toggle each topic turns off, and how the topic is named to the person. */
export const UNSUBSCRIBE_TOPICS: Record<
  UnsubscribeTopic,
  { setting: keyof DeliveryPreferences; label: string; detail: string }
> = {
  assignment: {
    setting: "emailNotifications",
    label: "email notifications",
    detail:
      "Assignment, game and schedule news by email stops, and with it every other notification email. " +
      "Messages about your account (password resets, sign-in notices) still arrive.",
  },
  reminder: {
    setting: "gameReminders",
    label: "game reminders",
    detail: "The reminders 24 hours and 2 hours before your games stop, by email and text.",
  },
  payment: {
    setting: "paymentNotifications",
    label: "payment notifications",
    detail: "Messages about payments recorded for you stop, by email and text.",
  },
  digest: {
    setting: "weeklyDigest",
    label: "the weekly digest",
    detail: "The Monday summary of your week stops.",
  },
  marketing: {
    setting: "marketingEmails",
    label: "marketing emails",
    detail: "News about Whistle's products stops.",
  },
};

/** The topic a person can unsubscribe a message kind from; null for account messages and status notices. */
export function unsubscribeTopicOf(kind: string): UnsubscribeTopic | null {
  const topic = topicOf(kind);
  return topic === "account" || topic === "status" ? null : topic;
}

/** RFC 2369 and RFC 8058: the headers a mailbox provider shows as its own Unsubscribe button. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

function escapeAttribute(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/**
 * The message's bodies with an unsubscribe line at the end (the HTML's before `</body>`). `line`: the words
 * in the message's language (issue 19); by default "Unsubscribe from <label>".
 */
export function withUnsubscribeLink(
  bodies: { text: string; html: string | null },
  url: string,
  label: string,
  line = `Unsubscribe from ${label}`,
): { text: string; html: string | null } {
  const text = `${bodies.text.replace(/\n*$/, "")}\n\n--\n${line}: ${url}\n`;
  if (bodies.html === null) return { text, html: null };
  const link = `<p style="color:#666;font-size:12px"><a href="${escapeAttribute(url)}" style="color:#666">${escapeAttribute(line)}</a></p>`;
  const at = bodies.html.lastIndexOf("</body>");
  const html = at === -1 ? bodies.html + link : bodies.html.slice(0, at) + link + bodies.html.slice(at);
  return { text, html };
}

/** A topic named by an enqueuer's link (status-page subscriptions): the generic words. */
export const SUBSCRIPTION_LABEL = "these emails";

/**
 * Email a signed-in person has Whistle send to someone else's address (issue 32, decision 0092): the
 * recipient may never have asked, so each carries a one-click link that stops all of that organization's
 * such mail to the address (`email_suppressions`), whatever toggle an account of theirs has.
 */
export const PERSON_TO_PERSON_KINDS: readonly string[] = ["invite", "coach-rating"];

export function isPersonToPersonKind(kind: string): boolean {
  return PERSON_TO_PERSON_KINDS.includes(kind);
}
