import { describe, expect, it } from "vitest";
import { smsNumber } from "~/domain/delivery";
import { assignmentPublished, gameRequestApproved, SMS_LIMIT } from "~/domain/messages";
import {
  decideReply,
  offerShortCode,
  parseReply,
  phoneDigitForms,
  SHORT_CODE_ALPHABET,
  type TextableOffer,
} from "~/domain/sms-replies";
import { twilioSignature, twilioSignedText, verifyTwilioSignature } from "~/server/twilio-signature.server";

const ORIGIN = "https://whistle.example";

describe("offer short codes", () => {
  it("are four characters of an alphabet without 0, O, 1 or I, the same for the same assignment", () => {
    expect(SHORT_CODE_ALPHABET).not.toMatch(/[0O1I]/);
    for (const id of ["a1", "asg_01HX9", "x".repeat(40), ""]) {
      expect(offerShortCode(id)).toMatch(/^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}$/);
      expect(offerShortCode(id)).toBe(offerShortCode(id));
    }
  });

  it("tell a thousand assignments apart nearly always", () => {
    const codes = new Set(Array.from({ length: 1000 }, (_, index) => offerShortCode(`assignment-${index}`)));
    expect(codes.size).toBeGreaterThan(990);
  });
});

describe("the offer SMS", () => {
  const game = {
    homeTeam: "Maximilian-Alexander Wanderers Reserve",
    awayTeam: "Riverside United Development Squad",
    date: "2026-12-05",
    time: "14:30",
    venue: "Central Park Field 1 (the long one past the car park)",
    position: "assistant_referee_1",
  };
  const reply: Record<string, string> = {
    en: "Reply YES CODE or NO CODE:",
    es: "Responde SI CODE o NO CODE:",
    fr: "Répondez OUI CODE ou NON CODE :",
    de: "Antwort JA CODE / NEIN CODE:",
  };
  it("ends with how to answer by text and the offer's code, then the link, in one segment in every language", () => {
    for (const language of ["en", "es", "fr", "de"] as const) {
      for (const template of [assignmentPublished, gameRequestApproved]) {
        const id = "01JD5Q3K8M2N4P6R8T0V2X4Z6B";
        const { sms } = template({ firstName: "Ana", game, assignmentId: id, origin: ORIGIN, language });
        const link = `${ORIGIN}/referee/schedule`;
        expect(sms.length, sms).toBeLessThanOrEqual(SMS_LIMIT);
        // The game's date and time come first, so they are never what gives way.
        expect(sms, sms).toMatch(/^Whistle: .*(Dec 5 2:30 PM|5 dic 14:30|5 déc\. 14:30|5\. Dez\. 14:30), /);
        expect(sms.endsWith(` ${reply[language]!.replaceAll("CODE", offerShortCode(id))} ${link}`), sms).toBe(true);
      }
    }
  });
});

describe("parseReply", () => {
  it("reads YES and NO in the four languages, any case, with or without a code", () => {
    for (const yes of ["YES", "yes", " Yes. ", "y", "Sí", "si", "OUI", "ja!"]) {
      expect(parseReply(yes)).toMatchObject({ kind: "accept", code: null });
    }
    for (const no of ["NO", "no", "N", "non", "Nein"])
      expect(parseReply(no)).toMatchObject({ kind: "decline", rest: "" });
    expect(parseReply("yes k4p7")).toMatchObject({ kind: "accept", code: "K4P7" });
    expect(parseReply("K4P7 yes")).toMatchObject({ kind: "accept", code: "K4P7" });
    expect(parseReply("NO K4P7 my knee is sore")).toEqual({
      kind: "decline",
      code: "K4P7",
      rest: "K4P7 my knee is sore",
      afterCode: "my knee is sore",
    });
    expect(parseReply("no, I am away that weekend")).toMatchObject({
      kind: "decline",
      code: null,
      rest: "I am away that weekend",
    });
  });

  it("leaves Twilio's keywords alone and reads anything else as text", () => {
    expect(parseReply("STOP")).toEqual({ kind: "opt-out" });
    expect(parseReply("unsubscribe")).toEqual({ kind: "opt-out" });
    expect(parseReply("START")).toEqual({ kind: "opt-in" });
    expect(parseReply("help")).toEqual({ kind: "help" });
    expect(parseReply("Maybe later")).toEqual({ kind: "other", text: "Maybe later" });
    expect(parseReply("yesterday works")).toEqual({ kind: "other", text: "yesterday works" });
  });
});

describe("decideReply", () => {
  const one: TextableOffer = { assignmentId: "a1", code: "K4P7", answerable: true };
  const two: TextableOffer = { assignmentId: "a2", code: "M9QX", answerable: true };
  const answered: TextableOffer = { assignmentId: "a0", code: "B2C3", answerable: false };

  it("answers the only waiting offer, or the one a code names", () => {
    expect(decideReply(parseReply("yes"), [answered, one], null)).toEqual({ action: "accept", assignmentId: "a1" });
    expect(decideReply(parseReply("YES m9qx"), [one, two], null)).toEqual({ action: "accept", assignmentId: "a2" });
    expect(decideReply(parseReply("no M9QX sick"), [one, two], null)).toEqual({
      action: "decline",
      assignmentId: "a2",
      reason: "sick",
    });
  });

  it("asks which offer when several wait and no code says, and says when a code's offer is gone", () => {
    expect(decideReply(parseReply("yes"), [one, two], null)).toEqual({
      action: "choose",
      assignmentIds: ["a1", "a2"],
      sharedCode: false,
    });
    expect(decideReply(parseReply("yes K4P7"), [one, { ...two, code: "K4P7" }], null)).toMatchObject({
      action: "choose",
      sharedCode: true,
    });
    expect(decideReply(parseReply("yes B2C3"), [answered, one], null)).toEqual({ action: "stale", assignmentId: "a0" });
    expect(decideReply(parseReply("yes"), [answered], null)).toEqual({ action: "no-offer" });
  });

  it("takes a word that is no code of theirs as the start of a NO's reason", () => {
    expect(decideReply(parseReply("NO BUSY that day"), [one], null)).toEqual({
      action: "decline",
      assignmentId: "a1",
      reason: "BUSY that day",
    });
  });

  it("asks a bare NO for a reason, takes the next text as it, and refuses one the portal would refuse", () => {
    expect(decideReply(parseReply("no"), [one], null)).toEqual({ action: "ask-reason", assignmentId: "a1" });
    expect(decideReply(parseReply("Family wedding"), [one], "a1")).toEqual({
      action: "decline",
      assignmentId: "a1",
      reason: "Family wedding",
    });
    expect(decideReply(parseReply("Family wedding"), [one], null)).toEqual({ action: "unrecognized" });
    // The offer answered meanwhile: the text is read on its own.
    expect(decideReply(parseReply("Family wedding"), [answered], "a0")).toEqual({ action: "unrecognized" });
    expect(decideReply(parseReply(`no ${"x".repeat(501)}`), [one], null)).toEqual({
      action: "reason-too-long",
      assignmentId: "a1",
    });
  });

  it("stays silent on STOP and START, helps on HELP", () => {
    expect(decideReply(parseReply("stop"), [one], null)).toEqual({ action: "silent", outcome: "opt_out" });
    expect(decideReply(parseReply("start"), [one], null)).toEqual({ action: "silent", outcome: "opt_in" });
    expect(decideReply(parseReply("HELP"), [one], null)).toEqual({ action: "help" });
  });
});

describe("phoneDigitForms", () => {
  it("covers every way a stored phone becomes the number, as smsNumber reads it", () => {
    const from = "+14155550100";
    const typed = ["+1 (415) 555-0100", "415-555-0100", "(415) 555.0100", "1 415 555 0100", "0014155550100"];
    for (const phone of typed) {
      expect(smsNumber(phone)).toBe(from);
      expect(phoneDigitForms(from)).toContain(phone.replace(/\D/g, ""));
    }
    expect(phoneDigitForms("+4915112345678")).toEqual(["4915112345678", "004915112345678"]);
    expect(phoneDigitForms("not a number")).toEqual([]);
  });
});

describe("Twilio's request signature", () => {
  // Twilio's documented worked example (security docs): auth token 12345, this URL and these parameters.
  const url = "https://mycompany.com/myapp.php?foo=1&bar=2";
  const params: [string, string][] = [
    ["Digits", "1234"],
    ["To", "+18005551212"],
    ["From", "+14158675310"],
    ["Caller", "+14158675310"],
    ["CallSid", "CA1234567890ABCDE"],
  ];

  it("signs the URL and the parameters sorted by name, and matches the documented signature byte for byte", async () => {
    expect(twilioSignedText(url, params)).toBe(
      "https://mycompany.com/myapp.php?foo=1&bar=2CallSidCA1234567890ABCDECaller+14158675310Digits1234From+14158675310To+18005551212",
    );
    expect(await twilioSignature("12345", url, params)).toBe("GvWf1cFY/Q7PnoempGyD5oXAezc=");
    expect(await verifyTwilioSignature("12345", "GvWf1cFY/Q7PnoempGyD5oXAezc=", url, params)).toBe(true);
  });

  it("refuses another token, another URL, a changed parameter, a missing or malformed signature", async () => {
    const good = "GvWf1cFY/Q7PnoempGyD5oXAezc=";
    expect(await verifyTwilioSignature("54321", good, url, params)).toBe(false);
    expect(await verifyTwilioSignature("12345", good, "https://mycompany.com/myapp.php", params)).toBe(false);
    expect(await verifyTwilioSignature("12345", good, url, [...params.slice(1), ["Digits", "9999"]])).toBe(false);
    expect(await verifyTwilioSignature("12345", null, url, params)).toBe(false);
    expect(await verifyTwilioSignature("12345", "not base64!", url, params)).toBe(false);
    expect(await verifyTwilioSignature("12345", "AAAA", url, params)).toBe(false);
  });
});
