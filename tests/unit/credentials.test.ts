import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { DEFAULT_ASSIGNMENT_POLICY } from "~/domain/assignment-policy";
import { credentialStanding, dueReminderStep, levelsRequiring } from "~/domain/credentials";
import { credentialExpiring, credentialExpiringForAssignor } from "~/domain/messages";
import { certificationSchema } from "~/domain/settings";

describe("credential standing", () => {
  it("counts a credential on its expiry day, expired the day after, expiring within 30 days", () => {
    expect(credentialStanding(null, "2026-06-01")).toBe("valid");
    expect(credentialStanding("2026-07-02", "2026-06-01")).toBe("valid");
    expect(credentialStanding("2026-07-01", "2026-06-01")).toBe("expiring");
    expect(credentialStanding("2026-06-01", "2026-06-01")).toBe("expiring");
    expect(credentialStanding("2026-05-31", "2026-06-01")).toBe("expired");
  });
});

describe("expiry reminder steps", () => {
  const today = "2026-06-01";
  it("is due at 30 days, then at 7, each once", () => {
    expect(dueReminderStep("2026-07-02", today, null)).toBeNull();
    expect(dueReminderStep("2026-07-01", today, null)).toBe(30);
    expect(dueReminderStep("2026-07-01", today, 30)).toBeNull();
    expect(dueReminderStep("2026-06-09", today, 30)).toBeNull();
    expect(dueReminderStep("2026-06-08", today, 30)).toBe(7);
    expect(dueReminderStep("2026-06-08", today, 7)).toBeNull();
  });

  it("skips straight to the 7-day reminder for a late-entered credential, and none once expired", () => {
    expect(dueReminderStep("2026-06-05", today, null)).toBe(7);
    expect(dueReminderStep(today, today, null)).toBe(7);
    expect(dueReminderStep("2026-05-31", today, null)).toBeNull();
    expect(dueReminderStep(null, today, null)).toBeNull();
  });
});

describe("levels requiring a kind", () => {
  it("lists the policy's levels that require it, in the levels' order", () => {
    const policy = {
      requiredCredentials: {
        ...DEFAULT_ASSIGNMENT_POLICY.requiredCredentials,
        youth: ["background_check", "safeguarding"] as const,
        amateur: ["background_check"] as const,
      },
    };
    expect(levelsRequiring("background_check", policy as never)).toEqual(["amateur", "youth"]);
    expect(levelsRequiring("certification", policy as never)).toEqual([]);
  });
});

describe("the credential form", () => {
  it("takes a kind and an issue date on or before the expiry", () => {
    const parsed = v.safeParse(certificationSchema, {
      name: "SafeSport",
      kind: "safeguarding",
      level: "Other",
      issuedOn: "2026-01-01",
      expiresOn: "2026-01-01",
    });
    expect(parsed.success && parsed.output.kind).toBe("safeguarding");
    expect(v.safeParse(certificationSchema, { name: "Futsal", level: "Other" }).output).toMatchObject({
      kind: "certification",
    });
  });

  it("refuses an expiry before the issue date, on the expiry field, and an unknown kind", () => {
    const late = v.safeParse(certificationSchema, {
      name: "Check",
      kind: "background_check",
      level: "Other",
      issuedOn: "2026-02-01",
      expiresOn: "2026-01-31",
    });
    expect(late.success).toBe(false);
    expect(late.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ["expiresOn", "The expiry date can't be before the issue date."],
    ]);
    expect(v.safeParse(certificationSchema, { name: "X", kind: "passport", level: "Other" }).success).toBe(false);
  });
});

describe("expiry messages", () => {
  const credential = { kind: "background_check", name: "State check", expiresOn: "2026-06-08", daysBefore: 7 };
  it("words the holder's reminder in their language, with the settings link", () => {
    const english = credentialExpiring({ firstName: "Ana", credential, origin: "https://w.test", language: "en" });
    expect(english.subject).toBe("Your background check State check expires on Mon, Jun 8, 2026");
    expect(english.text).toContain("https://w.test/referee/settings");
    const german = credentialExpiring({ firstName: "Ana", credential, origin: "https://w.test", language: "de" });
    expect(german.subject).toContain("Führungszeugnis");
  });

  it("words the assignor's notice in the assignor's language", () => {
    expect(credentialExpiringForAssignor({ referee: "Ana Diaz", credential, language: "es" }).title).toContain(
      "control de antecedentes de Ana Diaz",
    );
  });
});
