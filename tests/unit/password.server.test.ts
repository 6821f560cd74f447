import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, verifyPassword } from "~/server/password.server";

describe("password hashing", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("correct horse battery staple");
    expect(hash.startsWith("scrypt$16384$8$5$")).toBe(true);
    expect(await verifyPassword("correct horse battery staple", hash)).toBe(true);
    expect(await verifyPassword("Correct horse battery staple", hash)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("flags hashes made with weaker parameters, and refuses malformed ones", async () => {
    expect(needsRehash("scrypt$1024$8$1$c2FsdA==$a2V5")).toBe(true);
    expect(needsRehash(await hashPassword("x"))).toBe(false);
    expect(await verifyPassword("x", "not-a-hash")).toBe(false);
  });
});
