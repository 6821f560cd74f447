import { useState } from "react";
import { useFetcher } from "react-router";

/**
 * A dialog whose form posts with a fetcher and closes itself when the server says it worked.
 * Open/closed is derived from the fetcher's answer instead of set in an effect: each opening records
 * the answer it started from, and a newer answer that `closesOn` accepts (by default `ok: true`) closes it. `result` is only the answer
 * to this opening (an old error does not show up again), and `formKey` changes on every opening so
 * the form starts fresh.
 */
export function useFetcherDialog<Action>(
  closesOn: (result: Record<string, unknown>) => boolean = (result) => result.ok === true,
  /** Share the fetcher with a component that outlives the dialog (e.g. to toast after the row is gone). */
  key?: string,
) {
  const fetcher = useFetcher<Action>(key ? { key } : undefined);
  const [session, setSession] = useState<{ open: boolean; baseline: unknown; key: number }>({
    open: false,
    baseline: undefined,
    key: 0,
  });
  const result = fetcher.data !== session.baseline ? fetcher.data : undefined;
  const succeeded =
    fetcher.state === "idle" &&
    result !== undefined &&
    typeof result === "object" &&
    result !== null &&
    closesOn(result as Record<string, unknown>);

  return {
    fetcher,
    result,
    succeeded,
    open: session.open && !succeeded,
    formKey: session.key,
    busy: fetcher.state !== "idle",
    onOpenChange(next: boolean) {
      setSession((current) =>
        next ? { open: true, baseline: fetcher.data, key: current.key + 1 } : { ...current, open: false },
      );
    },
  };
}
