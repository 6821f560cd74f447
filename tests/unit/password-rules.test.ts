import { describe, expect, it } from "vitest";
import { PASSWORD_MIN_LENGTH, passwordProblems } from "~/domain/password-rules";

const account = { email: "dana.reyes@example.com", name: "Dana Reyes" };

describe("passwordProblems", () => {
  it("accepts a password of at least 10 characters that is not the email or name", () => {
    expect(passwordProblems("whistle-2026!", account)).toEqual([]);
    expect(passwordProblems("a".repeat(PASSWORD_MIN_LENGTH), account)).toEqual([]);
  });

  it("refuses 9 characters and says why", () => {
    expect(passwordProblems("a".repeat(PASSWORD_MIN_LENGTH - 1), account)).toEqual(["Use at least 10 characters."]);
    expect(passwordProblems("", account)).toEqual(["Use at least 10 characters."]);
  });

  it("counts characters, not UTF-16 units", () => {
    expect(passwordProblems("⚽".repeat(9), account)).toEqual(["Use at least 10 characters."]);
  });

  it("refuses the account's email, whatever the case or surrounding spaces", () => {
    expect(passwordProblems(" DANA.REYES@example.com ", account)).toEqual(["Don't use your email address as your password."]);
  });

  it("refuses the account's name, with or without spaces", () => {
    expect(passwordProblems("danareyes!", account)).toEqual([]);
    expect(passwordProblems("Dana Reyes", account)).toEqual(["Don't use your name as your password."]);
    expect(passwordProblems("Dana Reyes", { name: "Dana Reyes", email: null })).toEqual(["Don't use your name as your password."]);
    expect(passwordProblems("DanaReyesX", { name: "Dana ReyesX" })).toEqual(["Don't use your name as your password."]);
  });

  it("refuses absurdly long input and works without account details", () => {
    expect(passwordProblems("a".repeat(201))).toEqual(["Use at most 200 characters."]);
    expect(passwordProblems("long enough pass")).toEqual([]);
  });
});
