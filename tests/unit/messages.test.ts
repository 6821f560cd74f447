import { describe, expect, it } from "vitest";
import { smsNumber } from "~/domain/delivery";
import {
  assignmentAccepted,
  assignmentCancelled,
  assignmentChanged,
  assignmentDeclined,
  assignmentPublished,
  assignmentTurnedBack,
  contactMessageCopy,
  describeGameChanges,
  gameChangeWords,
  gameReminder,
  gameRequestApproved,
  gameRequestRejected,
  incidentNotice,
  statusSubscriptionConfirmation,
  invite,
  passwordReset,
  emailVerification,
  signUpAttempt,
  emailChange,
  emailChangeRequested,
  paymentRecorded,
  paymentsRecorded,
  SMS_LIMIT,
  smsWithLink,
  unfilledGameAlert,
  weeklyDigest,
  weeklyDigestSummary,
  type RenderedMessage,
} from "~/domain/messages";

const ORIGIN = "https://whistle.example";
const HOSTILE = `<script>alert("x")</script> & 'Rovers'`;
const game = {
  id: "g1",
  homeTeam: "Riverside United",
  awayTeam: "Hilltop Athletic",
  date: "2026-12-05",
  time: "14:30",
  venue: "Central Park Field 1",
  venueAddress: "1 Field Way",
  position: "referee",
};
const hostileGame = { ...game, homeTeam: HOSTILE, venue: `<img src=x onerror=alert(1)>` };
const longGame = {
  ...game,
  homeTeam: "The Extraordinarily Long Named Football Club of the Western Valley",
  awayTeam: "Another Remarkably Verbose Athletic Association Reserves",
  venue: "Memorial Stadium at the Northern Sports Complex, Pitch 7",
};

/** Every template, rendered for a game `g` (and a reason / name that may also be hostile). */
function everyTemplate(g: typeof game, words: string): Record<string, RenderedMessage> {
  const assignor = { firstName: words, refereeName: words, game: g, origin: ORIGIN };
  return {
    published: assignmentPublished({ firstName: words, game: g, assignmentId: "a1", origin: ORIGIN }),
    changed: assignmentChanged({
      firstName: words,
      game: g,
      changes: [{ kind: "venue", venue: words, venueAddress: null, was: words }],
      origin: ORIGIN,
    }),
    cancelled: assignmentCancelled({
      cause: "game-cancelled",
      reason: words,
      firstName: words,
      game: g,
      origin: ORIGIN,
    }),
    withdrawn: assignmentCancelled({ cause: "withdrawn", firstName: words, game: g, origin: ORIGIN }),
    approved: gameRequestApproved({ firstName: words, game: g, assignmentId: "a1", origin: ORIGIN }),
    rejected: gameRequestRejected({ firstName: words, game: g, reason: words, origin: ORIGIN }),
    accepted: assignmentAccepted(assignor),
    declined: assignmentDeclined({ ...assignor, reason: words }),
    turnedBack: assignmentTurnedBack({ ...assignor, reason: words }),
    unfilled: unfilledGameAlert({ firstName: words, game: g, open: 2, needed: 3, origin: ORIGIN }),
    reminder: gameReminder({ firstName: words, game: g, lead: "24h", origin: ORIGIN }),
    digest: weeklyDigest({ firstName: words, weekOf: "2026-11-30", games: [g, g], openRequests: 1, origin: ORIGIN }),
    payment: paymentRecorded({
      refereeName: words,
      game: g,
      amount: "$45.00",
      method: words,
      date: "2026-12-07",
      origin: ORIGIN,
    }),
    reset: passwordReset({ firstName: words, link: `${ORIGIN}/reset-password/abc` }),
    verifyEmail: emailVerification({ firstName: words, link: `${ORIGIN}/verify-email/abc` }),
    signUpAttempt: signUpAttempt({
      firstName: words,
      signInLink: `${ORIGIN}/login`,
      resetLink: `${ORIGIN}/forgot-password`,
    }),
    emailChange: emailChange({ firstName: words, newEmail: "new@example.com", link: `${ORIGIN}/verify-email/abc` }),
    emailChangeRequested: emailChangeRequested({
      firstName: words,
      newEmail: "new@example.com",
      resetLink: `${ORIGIN}/forgot-password`,
    }),
    invite: invite({
      inviterName: words,
      organizationName: words,
      role: "referee",
      link: `${ORIGIN}/signup?invite=abc`,
    }),
    contact: contactMessageCopy({
      firstName: words,
      lastName: words,
      email: "ada@example.com",
      organization: words,
      topic: "Sales",
      message: words,
    }),
    incident: incidentNotice({
      event: "opened",
      title: words,
      description: words,
      origin: ORIGIN,
      unsubscribeUrl: `${ORIGIN}/system-status/unsubscribe/abc`,
    }),
    resolved: incidentNotice({
      event: "resolved",
      title: words,
      description: words,
      origin: ORIGIN,
      unsubscribeUrl: `${ORIGIN}/system-status/unsubscribe/abc`,
    }),
  };
}

describe("message templates", () => {
  it("give every kind a subject, a text, an HTML body and an SMS of one segment ending with its link", () => {
    for (const [name, message] of Object.entries({
      ...everyTemplate(game, "Alex"),
      ...everyTemplate(longGame, "Maximilian-Alexander"),
    })) {
      expect(message.subject, name).not.toBe("");
      expect(message.text, name).not.toBe("");
      expect(message.html, name).toMatch(/^<!doctype html>/);
      expect(message.sms.length, `${name}: ${message.sms}`).toBeLessThanOrEqual(SMS_LIMIT);
      expect(message.sms, name).toMatch(/^Whistle: .+ (https:\/\/whistle\.example\/\S+|mailto:\S+)$/);
      // One GSM-7 segment: no typographic characters that would switch the text to UCS-2.
      expect(message.sms, name).not.toMatch(/[…·–—]/);
    }
  });

  it("escape every value people type in the HTML, and keep it readable in the text", () => {
    for (const [name, message] of Object.entries(everyTemplate(hostileGame, HOSTILE))) {
      expect(message.html, name).not.toContain("<script");
      expect(message.html, name).not.toContain("<img");
      expect(message.html, name).not.toMatch(/'Rovers'|"x"/);
      if (name !== "reset" && name !== "invite" && name !== "resolved")
        expect(message.html, name).toContain(
          "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Rovers&#39;",
        );
      expect(message.text, name).toContain(HOSTILE);
    }
  });

  it("give status emails their links: a confirmation page, and an unsubscribe link in every incident email", () => {
    const confirmation = statusSubscriptionConfirmation({
      confirmUrl: `${ORIGIN}/system-status/confirm/abc`,
      hours: 48,
    });
    expect(confirmation.text).toContain(`${ORIGIN}/system-status/confirm/abc`);
    expect(confirmation.sms).toMatch(/^Whistle: .+ https:\/\/whistle\.example\/system-status\/confirm\/abc$/);
    for (const event of ["opened", "resolved"] as const) {
      const notice = incidentNotice({
        event,
        title: "API outage",
        description: "Down.",
        origin: ORIGIN,
        unsubscribeUrl: `${ORIGIN}/system-status/unsubscribe/t1`,
      });
      expect(notice.text).toContain(`Unsubscribe from status updates: ${ORIGIN}/system-status/unsubscribe/t1`);
      expect(notice.html).toContain(`href="${ORIGIN}/system-status/unsubscribe/t1"`);
      expect(notice.html).toMatch(/<\/body><\/html>$/);
    }
  });

  it("link each message to where its reader acts", () => {
    expect(assignmentPublished({ firstName: "Alex", game, assignmentId: "a 1", origin: ORIGIN }).text).toContain(
      `${ORIGIN}/referee/schedule?assignment=a%201`,
    );
    expect(
      assignmentDeclined({ firstName: "Morgan", refereeName: "Alex Rivera", game, origin: ORIGIN, reason: "Injured" })
        .html,
    ).toContain(`href="${ORIGIN}/assignor/calendar?view=week&amp;date=2026-12-05&amp;game=g1"`);
    expect(gameRequestRejected({ firstName: "Alex", game, reason: null, origin: ORIGIN }).text).not.toContain(
      "Reason:",
    );
    expect(
      paymentRecorded({
        refereeName: "Alex Rivera",
        game,
        amount: "$45.00",
        method: "Check",
        date: "2026-12-07",
        origin: ORIGIN,
      }),
    ).toMatchObject({
      subject: "Payment recorded: $45.00 for Riverside United vs Hilltop Athletic",
      sms: `Whistle: Payment recorded: $45.00 for Riverside United vs Hilltop Athletic (Check). ${ORIGIN}/referee/earnings`,
    });
    expect(
      paymentRecorded({
        refereeName: "Alex Rivera",
        game,
        amount: "$45.00",
        method: "Check",
        date: "2026-12-07",
        origin: ORIGIN,
      }).text,
    ).toMatch(
      /^Hi Alex,\n\nA payment of \$45\.00 for Riverside United vs Hilltop Athletic on Sat, Dec 5, 2026 was recorded: Check, Mon, Dec 7, 2026\./,
    );
  });

  it("tell a referee about several payments of one action in one message", () => {
    const message = paymentsRecorded({
      refereeName: "Alex Rivera",
      items: [
        { game, amount: "$45.00" },
        { game: { homeTeam: "Bay FC", awayTeam: "Mission FC", date: "2026-12-06" }, amount: "$50.00" },
      ],
      total: "$95.00",
      method: "bank transfer",
      date: "2026-12-07",
      origin: ORIGIN,
    });
    expect(message.subject).toBe("2 payments recorded: $95.00");
    expect(message.sms).toBe(`Whistle: 2 payments recorded: $95.00 (bank transfer). ${ORIGIN}/referee/earnings`);
    expect(message.text).toContain("2 payments totalling $95.00 were recorded: bank transfer, Mon, Dec 7, 2026.");
    expect(message.text).toContain("$45.00 for Riverside United vs Hilltop Athletic on Sat, Dec 5, 2026");
    expect(message.text).toContain("$50.00 for Bay FC vs Mission FC on Sun, Dec 6, 2026");
  });

  it("word the unfilled-game alert as the in-app alert does", () => {
    expect(unfilledGameAlert({ firstName: "Morgan", game, open: 1, needed: 1, origin: ORIGIN }).summary).toBe(
      "Riverside United vs Hilltop Athletic on Sat, Dec 5, 2026 · 2:30 PM at Central Park Field 1 starts within 48 hours and still has no referee.",
    );
    expect(unfilledGameAlert({ firstName: "Morgan", game, open: 2, needed: 3, origin: ORIGIN }).summary).toContain(
      "still needs 2 of 3 officials.",
    );
  });
});

describe("smsWithLink", () => {
  it("shortens the words, never the link", () => {
    const url = `${ORIGIN}/referee/schedule`;
    const sms = smsWithLink("x".repeat(300), url);
    expect(sms).toHaveLength(SMS_LIMIT);
    expect(sms.endsWith(`... ${url}`)).toBe(true);
    expect(smsWithLink("Short.", url)).toBe(`Whistle: Short. ${url}`);
  });
});

describe("describeGameChanges", () => {
  const before = { ...game, feeCents: 4000 };
  it("names what referees care about, and nothing when that did not change", () => {
    expect(describeGameChanges(before, { ...before }, "USD")).toEqual([]);
    expect(
      gameChangeWords(
        describeGameChanges(
          before,
          { ...before, time: "16:00", venue: "Field 2", venueAddress: null, feeCents: 4500 },
          "USD",
        ),
      ),
    ).toEqual([
      "kick-off moved from Sat, Dec 5, 2026 · 2:30 PM to Sat, Dec 5, 2026 · 4:00 PM",
      "venue now Field 2 (was Central Park Field 1)",
      "fee now $45.00 (was $40.00)",
    ]);
    expect(gameChangeWords(describeGameChanges(before, { ...before, awayTeam: "Lakeside" }, "USD"))).toEqual([
      "teams now Riverside United vs Lakeside (was Riverside United vs Hilltop Athletic)",
    ]);
  });
});

describe("weeklyDigestSummary", () => {
  it("says the week in one line for the in-app notice", () => {
    expect(weeklyDigestSummary({ games: 0, openRequests: 0 })).toBe("No confirmed games this week.");
    expect(weeklyDigestSummary({ games: 1, openRequests: 0 })).toBe("1 confirmed game this week.");
    expect(weeklyDigestSummary({ games: 3, openRequests: 1 })).toBe(
      "3 confirmed games this week; 1 offer waiting for your answer.",
    );
    expect(weeklyDigestSummary({ games: 0, openRequests: 2 })).toBe(
      "No confirmed games this week; 2 offers waiting for your answer.",
    );
  });
});

describe("smsNumber", () => {
  it("turns phones as people type them into E.164, and refuses what cannot be one", () => {
    expect(smsNumber("(415) 555-0123")).toBe("+14155550123");
    expect(smsNumber("1-415-555-0123")).toBe("+14155550123");
    expect(smsNumber("+44 7700 900123")).toBe("+447700900123");
    expect(smsNumber("0044 7700 900123")).toBe("+447700900123");
    expect(smsNumber("555-0123")).toBeNull();
    expect(smsNumber("")).toBeNull();
    expect(smsNumber(null)).toBeNull();
  });
});
