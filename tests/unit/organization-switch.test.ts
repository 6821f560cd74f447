import { describe, expect, it } from "vitest";
import { pathAfterSwitch } from "~/domain/organization-switch";

describe("pathAfterSwitch", () => {
  it("keeps the assignor portal's section the switch was sent from", () => {
    expect(pathAfterSwitch("/assignor/games")).toBe("/assignor/games");
    expect(pathAfterSwitch("/assignor/payments?status=pending")).toBe("/assignor/payments");
    expect(pathAfterSwitch("/assignor/auto-assign")).toBe("/assignor/auto-assign");
  });

  it("drops a record of the organization left behind, keeping its section", () => {
    expect(pathAfterSwitch("/assignor/api/webhooks/abc")).toBe("/assignor/api");
    expect(pathAfterSwitch("/assignor/auto-assign/draft-1")).toBe("/assignor/auto-assign");
    expect(pathAfterSwitch("/assignor/referees/ref-1")).toBe("/assignor/referees");
  });

  it("lands on the overview otherwise, and never on another site", () => {
    expect(pathAfterSwitch(undefined)).toBe("/assignor");
    expect(pathAfterSwitch("/assignor")).toBe("/assignor");
    expect(pathAfterSwitch("/assignor/switch-organization")).toBe("/assignor");
    expect(pathAfterSwitch("/referee/schedule")).toBe("/assignor");
    expect(pathAfterSwitch("https://evil.example/assignor/games")).toBe("/assignor");
    expect(pathAfterSwitch("//evil.example/assignor/games")).toBe("/assignor");
    expect(pathAfterSwitch("/assignor/games/../../etc")).toBe("/assignor");
  });
});
