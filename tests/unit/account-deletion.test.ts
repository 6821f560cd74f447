import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  anonymizedIdentity,
  assignmentsToRelease,
  deleteAccountSchema,
  deletionConsequences,
  isDeletedEmail,
  taxRecordsPurgeAfter,
  type DeletionFacts,
} from "~/domain/account-deletion";

const ID = "3f2a1c9e-0000-4000-8000-000000000001";

describe("anonymizedIdentity", () => {
  it("names a former referee by a short id and gives an address that can never receive mail", () => {
    const anonymous = anonymizedIdentity({ id: ID, role: "referee" });
    expect(`${anonymous.firstName} ${anonymous.lastName}`).toBe("Former referee #3f2a1c");
    expect(anonymous.email).toBe(`deleted-${ID}@deleted.invalid`);
    expect(isDeletedEmail(anonymous.email)).toBe(true);
    expect(isDeletedEmail("alex@example.com")).toBe(false);
  });

  it("keeps two deleted people apart and says an assignor was one", () => {
    const other = anonymizedIdentity({ id: "9b8c7d6e-0000-4000-8000-000000000002", role: "assignor" });
    expect(`${other.firstName} ${other.lastName}`).toBe("Former assignor #9b8c7d");
    expect(other.email).not.toBe(anonymizedIdentity({ id: ID, role: "referee" }).email);
  });
});

describe("taxRecordsPurgeAfter", () => {
  it("keeps 1099 records four years after the tax year of the deletion", () => {
    expect(taxRecordsPurgeAfter("2026-11-24", { pendingPayables: false })).toBe("2030-12-31");
  });

  it("counts from the next tax year while payables are still to be paid", () => {
    expect(taxRecordsPurgeAfter("2026-11-24", { pendingPayables: true })).toBe("2031-12-31");
  });
});

describe("assignmentsToRelease", () => {
  const now = new Date("2026-11-24T18:00:00Z"); // 10:00 in Los Angeles
  const base = { timeZone: "America/Los_Angeles", gameStatus: "assigned", time: "12:00" };
  it("releases pending and confirmed assignments of games still to kick off, nothing else", () => {
    const rows = [
      { ...base, id: "later-today", status: "confirmed", date: "2026-11-24" },
      { ...base, id: "next-week", status: "pending", date: "2026-12-01" },
      { ...base, id: "kicked-off", status: "confirmed", date: "2026-11-24", time: "09:00" },
      { ...base, id: "yesterday", status: "confirmed", date: "2026-11-23" },
      { ...base, id: "cancelled-game", status: "confirmed", date: "2026-12-01", gameStatus: "cancelled" },
      { ...base, id: "completed", status: "completed", date: "2026-12-01" },
    ];
    expect(assignmentsToRelease(rows, now).map((row) => row.id)).toEqual(["later-today", "next-week"]);
  });
});

describe("deletionConsequences", () => {
  const facts: DeletionFacts = {
    upcomingAssignments: 3,
    organizationsTold: 1,
    payments: 12,
    pendingPayables: 2,
    hasTaxDetails: true,
    purgeAfter: "2031-12-31",
    soleAssignorOf: [],
    hasPassword: true,
  };

  it("tells a referee with upcoming games what happens to them, and what is kept until when", () => {
    const { effects, refusal } = deletionConsequences(facts);
    expect(refusal).toBeNull();
    expect(effects).toContain(
      "3 upcoming assignments will be released (declined for you), and your assignor is told so they can find someone else.",
    );
    expect(effects.join(" ")).toContain(
      "Payment records (12 payables, 2 still to be paid) and your tax details for 1099 forms are kept, as the law requires, until 2031-12-31",
    );
  });

  it("says nothing of assignments or payments to someone without any", () => {
    const { effects } = deletionConsequences({ ...facts, upcomingAssignments: 0, payments: 0, hasTaxDetails: false });
    expect(effects.join(" ")).not.toMatch(/released|Payment records/);
  });

  it("refuses the last assignor of an organization, naming it", () => {
    const { refusal } = deletionConsequences({ ...facts, soleAssignorOf: ["Riverside United"] });
    expect(refusal).toBe(
      "You are the only assignor of Riverside United. Make another member an assignor, or delete the organization, before deleting your account.",
    );
  });
});

describe("deleteAccountSchema", () => {
  it("asks for the password, or DELETE typed exactly when the account has none", () => {
    expect(v.safeParse(deleteAccountSchema({ hasPassword: true }), { password: "" }).success).toBe(false);
    expect(v.safeParse(deleteAccountSchema({ hasPassword: true }), { password: "secret" }).success).toBe(true);
    const typed = (confirmation: string) =>
      v.safeParse(deleteAccountSchema({ hasPassword: false }), { confirmation }).success;
    expect(typed("delete")).toBe(false);
    expect(typed(" DELETE ")).toBe(true);
  });
});
