import { describe, expect, it, vi } from "vitest";
import type { Job, JobContext } from "~/server/job-types.server";
import { runScheduledJobs } from "~/server/jobs.server";

const context = { now: new Date("2026-11-22T12:00:00Z"), cron: "*/5 * * * *" } as JobContext;

describe("runScheduledJobs", () => {
  it("runs every job in order and reports each one", async () => {
    const order: string[] = [];
    const jobs: Job[] = [
      { name: "first", run: async () => void order.push("first") },
      { name: "second", run: async () => (order.push("second"), "2 things done") },
    ];
    const results = await runScheduledJobs(context, jobs);
    expect(order).toEqual(["first", "second"]);
    expect(results).toEqual([
      { name: "first", ok: true, message: "done" },
      { name: "second", ok: true, message: "2 things done" },
    ]);
  });

  it("keeps going when one job fails, and logs the failure", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const jobs: Job[] = [
      {
        name: "broken",
        run: async () => {
          throw new Error("provider down");
        },
      },
      { name: "healthy", run: async () => "ok" },
    ];
    const results = await runScheduledJobs(context, jobs);
    expect(results[0]).toEqual({ name: "broken", ok: false, message: "provider down" });
    expect(results[1]?.ok).toBe(true);
    expect(logged).toHaveBeenCalledWith("[cron] broken failed:", expect.any(Error));
    logged.mockRestore();
  });
});
