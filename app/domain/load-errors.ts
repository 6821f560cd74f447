/**
 * The words of a section that could not load its data, for the sections whose error text the spec
 * names (section 8: "Error loading assignments" plus the message).
 */

/** What went wrong, in the error's own words: a route error's message or status text, an Error's message. */
export function loadErrorDetail(error: unknown): string {
  if (typeof error === "string") return error.trim();
  if (!error || typeof error !== "object") return "";
  // A response thrown by a loader ({ status, statusText, data }): its data's message first.
  if ("status" in error && "data" in error) {
    const { data } = error as { data: unknown };
    if (typeof data === "string" && data.trim()) return data.trim();
    if (
      data &&
      typeof data === "object" &&
      "message" in data &&
      typeof data.message === "string" &&
      data.message.trim()
    ) {
      return data.message.trim();
    }
    const statusText = "statusText" in error && typeof error.statusText === "string" ? error.statusText.trim() : "";
    return statusText || `The server answered ${String((error as { status: unknown }).status)}.`;
  }
  if ("message" in error && typeof error.message === "string") return error.message.trim();
  return "";
}

/** Spec section 8: "Error loading assignments" plus the message; "An error occurred" when there is none. */
export function assignmentsLoadError(detail: string): string {
  return `Error loading assignments: ${detail.trim() || "An error occurred"}`;
}
