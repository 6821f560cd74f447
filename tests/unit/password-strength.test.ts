import { describe, expect, it } from "vitest";
import { passwordWeaknesses } from "~/domain/password-strength";

describe("passwordWeaknesses", () => {
  it("accepts a long password that mixes kinds of characters", () => {
    expect(passwordWeaknesses("Whistle-demo-2026")).toEqual([]);
    expect(passwordWeaknesses("correct horse battery 9")).toEqual([]);
  });

  it("gives every reason that applies", () => {
    expect(passwordWeaknesses("aaaa")).toEqual([
      "Use at least 10 characters.",
      "Mix at least two kinds of characters: lowercase, uppercase, digits or symbols.",
      "Use more different characters.",
    ]);
  });

  it("refuses a single kind of character however long", () => {
    expect(passwordWeaknesses("abcdefghijklmnop")).toEqual([
      "Mix at least two kinds of characters: lowercase, uppercase, digits or symbols.",
    ]);
  });

  it("refuses the most common passwords whatever their case", () => {
    expect(passwordWeaknesses("Password123")).toContain(
      "This password is one of the most common ones; choose another.",
    );
  });

  it("refuses the user's own name or email", () => {
    const owner = { email: "dana.lee@example.com", firstName: "Dana", lastName: "Lee" };
    expect(passwordWeaknesses("dana.lee-2026!", owner)).toContain(
      "Do not use your name or email address in your password.",
    );
    expect(passwordWeaknesses("Referee-Dana-9", owner)).toContain(
      "Do not use your name or email address in your password.",
    );
    expect(passwordWeaknesses("Whistle-demo-2026", owner)).toEqual([]);
  });
});
