import { describe, expect, it } from "vitest";
import { devToolsAllowed, isLoopbackHost } from "~/domain/dev-tools";

describe("development tools", () => {
  it("treat only this machine's names as loopback", () => {
    for (const host of ["localhost", "127.0.0.1", "[::1]", "LOCALHOST"]) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of [
      "whistle.example",
      "localhost.whistle.example",
      "10.0.0.1",
      "0.0.0.0",
      "[::]",
      "whistle.workers.dev",
    ]) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });

  it("answer in development on a loopback address only", () => {
    expect(devToolsAllowed("development", "http://localhost:8787/dev/outbox")).toBe(true);
    // URL normalises the short and hex forms of 127.0.0.1 first.
    expect(devToolsAllowed("development", "http://127.1:8787/dev/outbox")).toBe(true);
    expect(devToolsAllowed("development", "http://[::1]:8787/dev/outbox")).toBe(true);
    expect(devToolsAllowed("development", "https://whistle.example/dev/outbox")).toBe(false);
    expect(devToolsAllowed("production", "http://localhost:8787/dev/outbox")).toBe(false);
    expect(devToolsAllowed(undefined, "http://localhost:8787/dev/outbox")).toBe(false);
  });
});
