/**
 * Rules for delivering outbox messages (issue 8, decision 0027): which user preference
 * governs a message kind, when SMS is held for quiet hours, and how long to wait before a retry.
 * Pure: the delivery job passes in the message, the recipient's settings and the clock.
 */
import { addDays, toZonedParts, zonedTimeToInstant } from "./dates";

export type Channel = "email" | "sms";

/** The settings toggles that decide what is sent (the Notifications tab of the settings dialog). */
export interface DeliveryPreferences {
  emailNotifications: boolean;
  pushNotifications: boolean;
  gameReminders: boolean;
  paymentNotifications: boolean;
  weeklyDigest: boolean;
  marketingEmails: boolean;
}

type Topic = "account" | "assignment" | "reminder" | "payment" | "digest" | "marketing" | "status";

/**
 * Each kind's topic. Account messages (password reset, invites, contact copies) are what the person
 * asked for, so no toggle stops them; unknown kinds count as assignment news.
 */
export function topicOf(kind: string): Topic {
  // Account messages: name new ones `account-…` (issue 18, decision 0058); the others below are spelled out
  // so that a verification or security notice never carries an unsubscribe link or waits on a toggle.
  if (
    kind === "password-reset" ||
    kind === "invite" ||
    kind === "contact-message" ||
    kind === "status-subscription-confirm" ||
    kind.startsWith("account-") ||
    kind.startsWith("security-") ||
    kind.startsWith("sign-in-")
  )
    return "account";
  if (kind.startsWith("reminder")) return "reminder";
  if (kind.startsWith("payment")) return "payment";
  if (kind === "weekly-digest") return "digest";
  if (kind.startsWith("marketing")) return "marketing";
  if (kind.startsWith("incident") || kind.startsWith("status")) return "status";
  return "assignment";
}

/** Null when the message may go out; otherwise the reason it is not sent, in words. */
export function preferenceBlock(
  kind: string,
  channel: Channel,
  preferences: DeliveryPreferences | undefined,
): string | null {
  const topic = topicOf(kind);
  if (topic === "account" || topic === "status" || !preferences) return null;
  if (channel === "email" && !preferences.emailNotifications) return "not sent: email notifications are off";
  if (channel === "sms" && !preferences.pushNotifications) return "not sent: push and SMS notifications are off";
  if (topic === "reminder" && !preferences.gameReminders) return "not sent: game reminders are off";
  if (topic === "payment" && !preferences.paymentNotifications) return "not sent: payment notifications are off";
  if (topic === "digest" && !preferences.weeklyDigest) return "not sent: the weekly digest is off";
  if (topic === "marketing" && !preferences.marketingEmails) return "not sent: marketing emails are off";
  return null;
}

/** Text messages wait overnight: from 21:00 to 08:00 in the recipient's time zone. */
export const QUIET_HOURS = { start: "21:00", end: "08:00" } as const;

/** When quiet hours end, if `now` falls inside them in `timeZone`; null otherwise. */
export function quietHoursEnd(
  now: Date,
  timeZone: string,
  quiet: { start: string; end: string } = QUIET_HOURS,
): Date | null {
  const { date, time } = toZonedParts(now, timeZone);
  if (time >= quiet.start) return zonedTimeToInstant(addDays(date, 1), quiet.end, timeZone);
  if (time < quiet.end) return zonedTimeToInstant(date, quiet.end, timeZone);
  return null;
}

/** Attempts before a message that keeps failing is given up and reported. */
export const MAX_DELIVERY_ATTEMPTS = 6;
const FIRST_RETRY_MS = 60_000;
const LONGEST_WAIT_MS = 6 * 3_600_000;

/** Wait before the next try after `attempts` failed tries: 1, 2, 4, 8 … minutes, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
}

/** A provider's HTTP answer: delivered, worth retrying (rate limited, server trouble) or refused for good. */
export function classifyProviderStatus(status: number): "sent" | "retry" | "permanent" {
  if (status >= 200 && status < 300) return "sent";
  if (status === 429 || status === 408 || status >= 500) return "retry";
  return "permanent";
}

/**
 * The number to text, in E.164 (what SMS providers take), from a phone as people type it; null when
 * it cannot be one. Ten digits are taken as a North American number, as the leagues we serve are.
 */
export function smsNumber(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, "");
  if (phone.trim().startsWith("+")) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `+${digits}`;
  if (digits.startsWith("00") && digits.length >= 10 && digits.length <= 17) return `+${digits.slice(2)}`;
  return null;
}
