import { describe, expect, it } from "vitest";
import {
  compareContacts,
  contactsErrorMessage,
  contactsPage,
  contactSummary,
  filterContacts,
  parseContactFilters,
  sortContacts,
  type ContactRow,
} from "~/domain/contacts";

const row = (firstName: string, lastName: string, gamesTogether: number, email: string | null = null): ContactRow => ({
  id: `${firstName}-${lastName}`,
  firstName,
  lastName,
  email,
  gamesTogether,
  lastWorked: gamesTogether ? "2026-10-03" : null,
});

describe("contacts aggregation order (spec section 7)", () => {
  it("sorts by games together, most first, then by full name", () => {
    const sorted = sortContacts([
      row("Zoe", "Adams", 1),
      row("alex", "Brown", 0),
      row("Ben", "Clark", 3),
      row("Amy", "Zhu", 1),
      row("Aaron", "Young", 0),
    ]);
    expect(sorted.map((contact) => `${contact.firstName} ${contact.lastName}`)).toEqual([
      "Ben Clark",
      "Amy Zhu",
      "Zoe Adams",
      "Aaron Young",
      "alex Brown",
    ]);
  });

  it("compares names case-insensitively on the full name (first name first)", () => {
    expect(compareContacts(row("sam", "Lee", 2), row("Sam", "Lee", 2))).toBe(0);
    expect(compareContacts(row("Sam", "Able", 2), row("Sam", "Baker", 2))).toBeLessThan(0);
  });
});

describe("search and filter", () => {
  const rows = [
    row("Dana", "Reyes", 2, "dana@example.com"),
    row("Chris", "Park", 0, null),
    row("Jordan", "Lee", 0, "jlee@example.com"),
  ];

  it("searches by name or visible email, ignoring case", () => {
    expect(filterContacts(rows, { query: "REYES", filter: "all" }).map((contact) => contact.firstName)).toEqual([
      "Dana",
    ]);
    expect(filterContacts(rows, { query: "dana reyes", filter: "all" })).toHaveLength(1);
    expect(filterContacts(rows, { query: "jlee@", filter: "all" }).map((contact) => contact.firstName)).toEqual([
      "Jordan",
    ]);
  });

  it("never matches an email the viewer may not see", () => {
    expect(filterContacts(rows, { query: "chris.park@", filter: "all" })).toEqual([]);
  });

  it("filters Worked With and Not Worked With", () => {
    expect(filterContacts(rows, { query: "", filter: "worked" }).map((contact) => contact.firstName)).toEqual(["Dana"]);
    expect(filterContacts(rows, { query: "", filter: "not-worked" }).map((contact) => contact.firstName)).toEqual([
      "Chris",
      "Jordan",
    ]);
  });

  it("counts the summary cards over the whole directory", () => {
    expect(contactSummary(rows)).toEqual({ total: 3, workedWith: 1, notWorkedWith: 2 });
  });

  it("reads filters from the URL with safe fallbacks", () => {
    expect(parseContactFilters(new URLSearchParams("q=%20dana%20&filter=worked&page=3"))).toEqual({
      query: "dana",
      filter: "worked",
      page: 3,
    });
    expect(parseContactFilters(new URLSearchParams("filter=everyone&page=-2"))).toEqual({
      query: "",
      filter: "all",
      page: 1,
    });
    expect(parseContactFilters(new URLSearchParams("page=2.5")).page).toBe(1);
  });

  it("shows the directory a page at a time; a page past the last shows the last", () => {
    const numbers = Array.from({ length: 120 }, (_, n) => n);
    expect(contactsPage(numbers, 1)).toEqual({ rows: numbers.slice(0, 50), page: 1, pageCount: 3, matching: 120 });
    expect(contactsPage(numbers, 3)).toMatchObject({ rows: numbers.slice(100), page: 3 });
    expect(contactsPage(numbers, 9)).toMatchObject({ rows: numbers.slice(100), page: 3 });
    expect(contactsPage([], 4)).toEqual({ rows: [], page: 1, pageCount: 1, matching: 0 });
  });
});

describe("load error (spec section 8)", () => {
  it("words an error with its message, and a non-standard failure as 'An error occurred'", () => {
    expect(contactsErrorMessage(new Error("network down"))).toBe("Error loading contacts: network down");
    expect(contactsErrorMessage({ message: "timeout" })).toBe("Error loading contacts: timeout");
    expect(contactsErrorMessage("boom")).toBe("Error loading contacts: An error occurred");
  });
});
