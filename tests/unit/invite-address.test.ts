import { describe, expect, it } from "vitest";
import { isInvitedAddress } from "~/domain/invite-address";

describe("isInvitedAddress", () => {
  it("matches the invited address trimmed and in any case", () => {
    expect(isInvitedAddress("Casey.New@Example.com", " casey.new@example.COM ")).toBe(true);
  });

  it("refuses another address, and an invite without one", () => {
    expect(isInvitedAddress("casey.new@example.com", "someone.else@example.com")).toBe(false);
    expect(isInvitedAddress(null, "casey.new@example.com")).toBe(false);
    expect(isInvitedAddress("  ", "")).toBe(false);
  });
});
