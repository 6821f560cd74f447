import { describe, expect, it } from "vitest";
import { redactedPath, requestLogLine } from "~/server/log-redaction.server";

describe("redactedPath (issue 18)", () => {
  it("hides the secret of every token link", () => {
    const secret = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde";
    expect(redactedPath(`https://whistle.example/calendar/${secret}.ics`)).toBe("/calendar/[redacted]");
    expect(redactedPath(`/reset-password/${"a".repeat(32)}`)).toBe("/reset-password/[redacted]");
    expect(redactedPath("/verify-email/short")).toBe("/verify-email/[redacted]");
    expect(redactedPath("/invite/abc/extra")).toBe("/invite/[redacted]/extra");
    expect(redactedPath("/unsubscribe/xyz")).toBe("/unsubscribe/[redacted]");
  });

  it("hides secret query parameters and keeps the rest", () => {
    expect(redactedPath("/signup?invite=abc&plan=pro")).toBe("/signup?invite=[redacted]&plan=pro");
    expect(redactedPath("/auth/google/callback?code=xyz&state=s1")).toBe(
      "/auth/google/callback?code=[redacted]&state=[redacted]",
    );
    expect(redactedPath("/anything?TOKEN=1")).toBe("/anything?TOKEN=[redacted]");
  });

  it("hides a long random segment on any path, but keeps ids and ordinary paths", () => {
    expect(redactedPath(`/some/new/link/${"k".repeat(40)}`)).toBe("/some/new/link/[redacted]");
    const id = "5db45965-eb8f-4a92-8636-ee3a836660c3";
    expect(redactedPath(`/assignor/auto-assign/${id}`)).toBe(`/assignor/auto-assign/${id}`);
    expect(redactedPath("/assignor/games?status=pending&page=2")).toBe("/assignor/games?status=pending&page=2");
    expect(redactedPath("/calendar")).toBe("/calendar");
  });

  it("writes the request line with the path redacted", () => {
    const request = new Request(`https://whistle.example/reset-password/${"z".repeat(32)}?token=abc&x=1`);
    expect(requestLogLine(request, 200, 12.4)).toBe(
      "[request] GET /reset-password/[redacted]?token=[redacted]&x=1 200 12ms",
    );
  });
});
