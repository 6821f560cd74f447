/**
 * What a list's search box searches (issue 32, decision 0089). A search box takes at most
 * `SEARCH_MAX_LENGTH` characters; a longer `q` (a pasted or hand-made URL) searches its first
 * `SEARCH_MAX_LENGTH` characters, and the page shows those in its box, so what the box says is what was
 * searched. It is never dropped: a dropped search lists everything, and someone who typed a long name would
 * see other people's rows as if they matched. Every search box, CSV export and bulk action that takes `q`
 * reads it through `searchText`; D1's 50-byte limit on LIKE patterns is `anyColumnContains`'s concern
 * (`app/server/search.server.ts`).
 */
export const SEARCH_MAX_LENGTH = 100;

/** The search `q` asks for: trimmed, then its first `SEARCH_MAX_LENGTH` characters (never half of one). */
export function searchText(q: string | null | undefined): string {
  return Array.from((q ?? "").trim())
    .slice(0, SEARCH_MAX_LENGTH)
    .join("")
    .trim();
}
