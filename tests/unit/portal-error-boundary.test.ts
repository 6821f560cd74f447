import { describe, expect, test } from "vitest";
import { isConnectionError } from "~/components/portal-error-boundary";

describe("isConnectionError", () => {
  test("a fetch that never reached the server is a connection error, in each browser's words", () => {
    expect(isConnectionError(new TypeError("Failed to fetch"))).toBe(true);
    expect(isConnectionError(new TypeError("NetworkError when attempting to fetch resource."))).toBe(true);
    expect(isConnectionError(new TypeError("Load failed"))).toBe(true);
  });

  test("an answer from the server or a bug in our code is not", () => {
    expect(isConnectionError(new Error("Draft not found"))).toBe(false);
    expect(isConnectionError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isConnectionError({ status: 500 })).toBe(false);
  });
});
