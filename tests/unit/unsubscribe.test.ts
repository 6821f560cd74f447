import { describe, expect, it } from "vitest";
import { MESSAGE_KINDS } from "~/domain/messages";
import { deletionConfirmationSchema, formatLongDate } from "~/domain/organization-deletion";
import { scheduledJobs } from "~/server/jobs.server";
import { isCrossSiteMutation } from "~/server/same-origin.server";
import * as v from "valibot";
import { UNSUBSCRIBE_TOPICS, unsubscribeHeaders, unsubscribeTopicOf, withUnsubscribeLink } from "~/domain/unsubscribe";

describe("which emails can be unsubscribed from", () => {
  it("gives every kind of news a topic with its own settings toggle", () => {
    expect(unsubscribeTopicOf(MESSAGE_KINDS.assignmentPublished)).toBe("assignment");
    expect(unsubscribeTopicOf(MESSAGE_KINDS.unfilledGameAlert)).toBe("assignment");
    expect(unsubscribeTopicOf(MESSAGE_KINDS.reminder24h)).toBe("reminder");
    expect(unsubscribeTopicOf(MESSAGE_KINDS.reminder2h)).toBe("reminder");
    expect(unsubscribeTopicOf(MESSAGE_KINDS.paymentRecorded)).toBe("payment");
    expect(unsubscribeTopicOf(MESSAGE_KINDS.weeklyDigest)).toBe("digest");
    expect(UNSUBSCRIBE_TOPICS.reminder.setting).toBe("gameReminders");
  });

  it("gives account messages and status-page notices none (their sender decides)", () => {
    for (const kind of [
      MESSAGE_KINDS.passwordReset,
      MESSAGE_KINDS.invite,
      MESSAGE_KINDS.contactMessage,
      MESSAGE_KINDS.organizationDeletionScheduled,
      MESSAGE_KINDS.organizationDeletionCancelled,
      "account-email-verification",
      MESSAGE_KINDS.statusSubscriptionConfirm,
      "security-new-sign-in",
      "sign-in-alert",
      MESSAGE_KINDS.incidentOpened,
    ]) {
      expect(unsubscribeTopicOf(kind), kind).toBeNull();
    }
  });
});

describe("the unsubscribe link in a message", () => {
  const url = "https://whistle.example/unsubscribe/abc";

  it("is both RFC 8058 headers", () => {
    expect(unsubscribeHeaders(url)).toEqual({
      "List-Unsubscribe": "<https://whistle.example/unsubscribe/abc>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("ends the text and goes before </body> in the HTML", () => {
    const bodies = withUnsubscribeLink(
      { text: "Hi,\n\nYour game.\n", html: "<html><body><p>Your game.</p></body></html>" },
      url,
      "game reminders",
    );
    expect(bodies.text).toBe(`Hi,\n\nYour game.\n\n--\nUnsubscribe from game reminders: ${url}\n`);
    expect(bodies.html).toMatch(/<p>Your game\.<\/p><p [^>]*><a href="https:\/\/whistle\.example\/unsubscribe\/abc"/);
    expect(bodies.html).toMatch(/Unsubscribe from game reminders<\/a><\/p><\/body><\/html>$/);
  });

  it("escapes the link in the HTML", () => {
    const bodies = withUnsubscribeLink({ text: "x", html: "<body></body>" }, 'https://a.example/"><script>', "x");
    expect(bodies.html).not.toContain("<script>");
  });
});

describe("the one-click POST", () => {
  it("is accepted from another site's servers (the token is the credential)", () => {
    const request = new Request("https://whistle.example/unsubscribe/abc", {
      method: "POST",
      headers: { Origin: "https://mail.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(isCrossSiteMutation(request)).toBe(false);
  });
});

describe("an organization's deletion", () => {
  it("is confirmed by the exact name, and the password when the person has one", () => {
    const withPassword = deletionConfirmationSchema("Riverside United", true);
    expect(v.is(withPassword, { confirmName: " Riverside United ", password: "secret" })).toBe(true);
    expect(v.is(withPassword, { confirmName: "riverside united", password: "secret" })).toBe(false);
    expect(v.is(withPassword, { confirmName: "Riverside United", password: "" })).toBe(false);
    expect(v.is(deletionConfirmationSchema("Riverside United", false), { confirmName: "Riverside United" })).toBe(true);
  });

  it("writes its date in the organization's time zone", () => {
    expect(formatLongDate(new Date("2026-12-25T03:00:00Z"), "America/Los_Angeles")).toBe("December 24, 2026");
  });

  it("is carried out by a scheduled job", () => {
    expect(scheduledJobs.map((job) => job.name)).toContain("delete-due-organizations");
  });
});
