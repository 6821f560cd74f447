import { parseWithValibot } from "@conform-to/valibot";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { isValidTimeZone } from "~/domain/dates";
import { certificationSchema, createChangePasswordSchema, settingsSchema } from "~/domain/settings";

/** A complete, valid settings form as the browser posts it (checkboxes "on" when ticked). */
function formData(overrides: Record<string, string | null> = {}) {
  const values: Record<string, string | null> = {
    firstName: "Dana",
    lastName: "Reyes",
    email: "Dana.Reyes@Example.com",
    phone: "(415) 555-0134",
    bio: "Eight seasons in youth leagues.",
    location: "Oakland, CA",
    website: "dana.example.com",
    emailNotifications: "on",
    gameReminders: "on",
    profileVisible: "on",
    statsVisible: "on",
    timezone: "America/Chicago",
    language: "de",
    currency: "CAD",
    dateFormat: "YYYY-MM-DD",
    timeFormat: "24",
    theme: "dark",
    colorScheme: "purple",
    compactView: "on",
    ...overrides,
  };
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) if (value !== null) data.append(name, value);
  return data;
}

function parse(overrides: Record<string, string | null> = {}) {
  return parseWithValibot(formData(overrides), { schema: settingsSchema });
}

/** The field errors of a failed parse; undefined when it succeeded. */
function errorsOf(overrides: Record<string, string | null>) {
  const submission = parse(overrides);
  return submission.status === "error" ? (submission.error ?? undefined) : undefined;
}

describe("the settings form schema", () => {
  it("accepts a full form and turns it into typed values", () => {
    const submission = parse();
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({
      firstName: "Dana",
      email: "dana.reyes@example.com",
      website: "https://dana.example.com",
      emailNotifications: true,
      pushNotifications: false, // an unticked checkbox is not posted at all
      marketingEmails: false,
      profileVisible: true,
      contactInfoVisible: false,
      timezone: "America/Chicago",
      language: "de",
      currency: "CAD",
      timeFormat: "24",
      compactView: true,
      colorScheme: "purple",
    });
  });

  it("requires first name, last name and a well-formed email", () => {
    expect(errorsOf({ firstName: "  ", lastName: null, email: "dana@example" })).toMatchObject({
      firstName: ["Enter your first name."],
      lastName: ["Enter your last name."],
      email: ["Please enter a valid email address."],
    });
  });

  it("keeps phone, location, website and bio optional", () => {
    const submission = parse({ phone: "", location: "", website: "", bio: "" });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.phone).toBeUndefined();
    expect(submission.value.website).toBeUndefined();
  });

  it("takes loose phone formats and refuses letters or too few digits", () => {
    expect(parse({ phone: "+1 415.555.0134" }).status).toBe("success");
    expect(parse({ phone: "415-555-0134" }).status).toBe("success");
    expect(errorsOf({ phone: "call me" })?.phone).toBeDefined();
    expect(errorsOf({ phone: "12345" })?.phone).toEqual(["Enter a phone number of 7 to 15 digits."]);
  });

  it("allows a bio of exactly 500 characters and refuses 501 with the counter in the message", () => {
    expect(parse({ bio: "a".repeat(500) }).status).toBe("success");
    expect(errorsOf({ bio: "a".repeat(501) })?.bio).toEqual(["Bio can be at most 500 characters (501/500)."]);
  });

  it("refuses a website that is not an http(s) address", () => {
    expect(errorsOf({ website: "javascript:alert(1)" })?.website).toBeDefined();
    expect(errorsOf({ website: "not a site" })?.website).toBeDefined();
    expect(parse({ website: "http://ref.example.org/me" }).status).toBe("success");
  });

  it("takes the four US zones, any IANA zone, or empty for the organization's", () => {
    for (const zone of [
      "America/Los_Angeles",
      "America/Denver",
      "America/Chicago",
      "America/New_York",
      "Europe/Berlin",
      "Asia/Kolkata",
    ]) {
      expect(parse({ timezone: zone }).status).toBe("success");
    }
    const empty = parse({ timezone: "" });
    expect(empty.status).toBe("success");
    expect(empty.status === "success" && empty.value.timezone).toBeUndefined();
    expect(errorsOf({ timezone: "Mars/Olympus_Mons" })?.timezone).toEqual(["Choose a valid time zone."]);
    expect(isValidTimeZone("America/New York")).toBe(false);
  });

  it("refuses options outside the spec's lists", () => {
    const errors = errorsOf({
      language: "it",
      currency: "JPY",
      dateFormat: "DD.MM.YYYY",
      timeFormat: "36",
      theme: "sepia",
      colorScheme: "pink",
    });
    expect(Object.keys(errors ?? {}).sort()).toEqual(
      ["colorScheme", "currency", "dateFormat", "language", "theme", "timeFormat"].sort(),
    );
  });
});

describe("the change-password schema", () => {
  const schema = createChangePasswordSchema({ email: "dana@example.com", name: "Dana Reyes" });

  it("accepts a long new password typed twice", () => {
    const result = v.safeParse(schema, {
      currentPassword: "old",
      newPassword: "correct horse battery",
      confirmPassword: "correct horse battery",
    });
    expect(result.success).toBe(true);
  });

  it("gives every reason a new password is refused, and a mismatch on the confirmation", () => {
    const short = v.safeParse(schema, { currentPassword: "old", newPassword: "short", confirmPassword: "short" });
    expect(short.issues?.map((issue) => issue.message)).toEqual([
      "Use at least 10 characters.",
      "Mix at least two kinds of characters: lowercase, uppercase, digits or symbols.",
    ]);
    const email = v.safeParse(schema, {
      currentPassword: "old",
      newPassword: "Dana@Example.com",
      confirmPassword: "Dana@Example.com",
    });
    expect(email.issues?.map((issue) => issue.message)).toEqual([
      "Do not use your name or email address in your password.",
    ]);
    const mismatch = v.safeParse(schema, {
      currentPassword: "old",
      newPassword: "correct horse battery",
      confirmPassword: "correct horse batery",
    });
    expect(mismatch.issues?.map((issue) => issue.message)).toEqual(["The passwords don't match."]);
  });
});

describe("the certification schema", () => {
  it("needs a name and a level from the list; issuer and expiry are optional", () => {
    expect(v.safeParse(certificationSchema, { name: "Futsal", level: "Other" }).success).toBe(true);
    expect(
      v.safeParse(certificationSchema, { name: "", level: "Level 9" }).issues?.map((issue) => issue.message),
    ).toEqual(["Enter the certification's name.", "Choose a level."]);
    expect(v.safeParse(certificationSchema, { name: "Futsal", level: "Youth", expiresOn: "12/31/2027" }).success).toBe(
      false,
    );
  });
});
