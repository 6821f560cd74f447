import { describe, expect, it } from "vitest";
import { assignmentsLoadError, loadErrorDetail } from "~/domain/load-errors";

describe("assignmentsLoadError (spec section 8)", () => {
  it("is the spec's text plus the message", () => {
    expect(assignmentsLoadError("The database is busy.")).toBe("Error loading assignments: The database is busy.");
  });
  it("says an error occurred when there is no message", () => {
    expect(assignmentsLoadError("  ")).toBe("Error loading assignments: An error occurred");
  });
});

describe("loadErrorDetail", () => {
  it("reads an Error's message", () => {
    expect(loadErrorDetail(new TypeError("Failed to fetch"))).toBe("Failed to fetch");
  });
  it("reads a thrown response's message, then its text, then its status", () => {
    expect(
      loadErrorDetail({ status: 503, statusText: "Service Unavailable", data: { message: "Try again in a minute." } }),
    ).toBe("Try again in a minute.");
    expect(loadErrorDetail({ status: 500, statusText: "", data: "Database unavailable" })).toBe("Database unavailable");
    expect(loadErrorDetail({ status: 502, statusText: "Bad Gateway", data: null })).toBe("Bad Gateway");
    expect(loadErrorDetail({ status: 500, statusText: "", data: null })).toBe("The server answered 500.");
  });
  it("has nothing to say about anything else", () => {
    expect(loadErrorDetail(undefined)).toBe("");
    expect(loadErrorDetail(42)).toBe("");
    expect(loadErrorDetail({})).toBe("");
  });
});
