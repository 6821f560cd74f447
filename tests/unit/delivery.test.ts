import { describe, expect, it } from "vitest";
import {
  classifyProviderStatus,
  preferenceBlock,
  quietHoursEnd,
  retryDelayMs,
  topicOf,
  type DeliveryPreferences,
} from "~/domain/delivery";

const ALL_ON: DeliveryPreferences = {
  emailNotifications: true,
  pushNotifications: true,
  gameReminders: true,
  paymentNotifications: true,
  weeklyDigest: true,
  marketingEmails: true,
};

describe("preferenceBlock", () => {
  it("sends account messages whatever the toggles say", () => {
    const allOff = Object.fromEntries(Object.keys(ALL_ON).map((key) => [key, false])) as unknown as DeliveryPreferences;
    for (const kind of [
      "password-reset",
      "invite",
      "contact-message",
      "account-email-verification",
      "status-subscription-confirm",
    ]) {
      expect(topicOf(kind)).toBe("account");
      expect(preferenceBlock(kind, "email", allOff)).toBeNull();
    }
  });

  it("lets the channel toggles stop assignment news", () => {
    expect(preferenceBlock("assignment-published", "email", { ...ALL_ON, emailNotifications: false })).toBe(
      "not sent: email notifications are off",
    );
    expect(preferenceBlock("assignment-published", "sms", { ...ALL_ON, pushNotifications: false })).toBe(
      "not sent: push and SMS notifications are off",
    );
    expect(preferenceBlock("assignment-published", "sms", { ...ALL_ON, emailNotifications: false })).toBeNull();
  });

  it("lets each topic's toggle stop its messages", () => {
    expect(preferenceBlock("reminder-24h", "email", { ...ALL_ON, gameReminders: false })).toBe(
      "not sent: game reminders are off",
    );
    expect(preferenceBlock("payment-paid", "email", { ...ALL_ON, paymentNotifications: false })).toBe(
      "not sent: payment notifications are off",
    );
    expect(preferenceBlock("weekly-digest", "email", { ...ALL_ON, weeklyDigest: false })).toBe(
      "not sent: the weekly digest is off",
    );
    expect(preferenceBlock("marketing-news", "email", { ...ALL_ON, marketingEmails: false })).toBe(
      "not sent: marketing emails are off",
    );
    expect(preferenceBlock("reminder-24h", "email", ALL_ON)).toBeNull();
  });

  it("sends to people without saved settings (the defaults) and status notices to subscribers", () => {
    expect(preferenceBlock("assignment-published", "email", undefined)).toBeNull();
    expect(topicOf("incident-opened")).toBe("status");
  });
});

describe("quietHoursEnd", () => {
  const LA = "America/Los_Angeles";
  it("holds a late-evening text until 08:00 the next morning, local time", () => {
    expect(quietHoursEnd(new Date("2026-12-02T06:30:00Z"), LA)).toEqual(new Date("2026-12-02T16:00:00Z"));
  });
  it("holds an early-morning text until 08:00 the same morning", () => {
    expect(quietHoursEnd(new Date("2026-12-02T13:00:00Z"), LA)).toEqual(new Date("2026-12-02T16:00:00Z"));
  });
  it("lets daytime texts through, and treats 21:00 as quiet and 08:00 as awake", () => {
    expect(quietHoursEnd(new Date("2026-12-02T20:00:00Z"), LA)).toBeNull();
    expect(quietHoursEnd(new Date("2026-12-02T16:00:00Z"), LA)).toBeNull();
    expect(quietHoursEnd(new Date("2026-12-03T05:00:00Z"), LA)).toEqual(new Date("2026-12-03T16:00:00Z"));
  });
  it("wakes at 08:00 local across a daylight-saving change", () => {
    // The night clocks fall back (1 November 2026): 08:00 is now UTC-8.
    expect(quietHoursEnd(new Date("2026-11-01T05:00:00Z"), LA)).toEqual(new Date("2026-11-01T16:00:00Z"));
    // The night clocks spring forward (14 March 2027): 08:00 is UTC-7.
    expect(quietHoursEnd(new Date("2027-03-14T06:00:00Z"), LA)).toEqual(new Date("2027-03-14T15:00:00Z"));
  });
});

describe("retries", () => {
  it("doubles the wait from one minute up to six hours", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(20)).toBe(6 * 3_600_000);
  });
  it("retries rate limits and server errors, gives up on other refusals", () => {
    expect(classifyProviderStatus(202)).toBe("sent");
    expect(classifyProviderStatus(429)).toBe("retry");
    expect(classifyProviderStatus(503)).toBe("retry");
    expect(classifyProviderStatus(400)).toBe("permanent");
    expect(classifyProviderStatus(401)).toBe("permanent");
  });
});
