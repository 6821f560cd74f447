/**
 * An organization's name in an email (issue 32, decision 0092): no links, no control or bidirectional
 * characters, one space between words, at most 60 characters; and the same rules refuse such a name at
 * sign-up and in the organization's settings.
 */
import { describe, expect, it } from "vitest";
import { EMAIL_NAME_MAX, nameInEmail, organizationNameProblem } from "~/domain/email-names";

describe("nameInEmail", () => {
  it("keeps an ordinary name as it is", () => {
    expect(nameInEmail("Riverside Youth Soccer")).toBe("Riverside Youth Soccer");
    expect(nameInEmail("St. Mary's U-12 League")).toBe("St. Mary's U-12 League");
    expect(nameInEmail("Liga Fútbol Zürich")).toBe("Liga Fútbol Zürich");
  });

  it("strips links of every shape", () => {
    expect(nameInEmail("Win a prize at https://evil.example/claim now")).toBe("Win a prize at now");
    expect(nameInEmail("Visit http://x.test")).toBe("Visit");
    expect(nameInEmail("Go to www.cheap-pills.biz today")).toBe("Go to today");
    expect(nameInEmail("Claim your refund example.com/refund")).toBe("Claim your refund");
    expect(nameInEmail("bit.ly League")).toBe("League");
    expect(nameInEmail("ftp://files.example League")).toBe("League");
  });

  it("removes control and bidirectional characters and collapses whitespace", () => {
    expect(nameInEmail("Line one\r\nBcc: everyone")).toBe("Line one Bcc: everyone");
    expect(nameInEmail("Tabs\tand   spaces")).toBe("Tabs and spaces");
    expect(nameInEmail("Right\u202eelgoog")).toBe("Right elgoog");
    expect(nameInEmail("Zero\u200bwidth\u2066isolate\u2069")).toBe("Zero width isolate");
    expect(nameInEmail("Nul\u0000char\u007f")).toBe("Nul char");
  });

  it("caps the length with an ellipsis", () => {
    const long = "Greater Metropolitan Area Youth and Adult Recreational Soccer Referees Association";
    const shown = nameInEmail(long);
    expect([...shown].length).toBeLessThanOrEqual(EMAIL_NAME_MAX);
    expect(shown.endsWith("…")).toBe(true);
    expect(long.startsWith(shown.slice(0, -1))).toBe(true);
    expect(nameInEmail("x".repeat(60))).toBe("x".repeat(60));
    expect(nameInEmail("x".repeat(61))).toBe(`${"x".repeat(59)}…`);
  });
});

describe("organizationNameProblem", () => {
  it("accepts ordinary names", () => {
    expect(organizationNameProblem("Riverside Youth Soccer")).toBeNull();
    expect(organizationNameProblem("U.S. Adult League")).toBeNull();
  });

  it("refuses a name with a link, or with control or invisible characters", () => {
    expect(organizationNameProblem("Free money at www.example.com")).toBe("link");
    expect(organizationNameProblem("https://example.org")).toBe("link");
    expect(organizationNameProblem("claims.example.net")).toBe("link");
    expect(organizationNameProblem("Two\nlines")).toBe("control");
    expect(organizationNameProblem("Right\u202eto left")).toBe("control");
  });
});
