/**
 * The referee contacts directory (spec sections 2, 6, 7, 8). The server aggregates shared games in SQL;
 * these pure rules order the list, apply the search and the filter to what the viewer may see, count
 * the summary cards and word a load error.
 */

import type { MessageId } from "~/i18n/messages";
import { tr } from "~/i18n/text";
import { searchText } from "./search";

export const CONTACT_FILTERS = ["all", "worked", "not-worked"] as const;
export type ContactFilter = (typeof CONTACT_FILTERS)[number];

/** The filter menu's words, worded where they are shown. */
export const CONTACT_FILTER_LABELS: Record<ContactFilter, MessageId> = {
  all: "referee.contacts.filter.all",
  worked: "referee.contacts.filter.worked",
  "not-worked": "referee.contacts.filter.notWorked",
};

export interface ContactFilters {
  query: string;
  filter: ContactFilter;
  /** The page of the directory asked for, from 1 (`?page=`). */
  page: number;
}

/** Directory rows per page: an association's 1,500 referees are shown a page at a time. */
export const CONTACTS_PAGE_SIZE = 50;

export function parseContactFilters(params: URLSearchParams): ContactFilters {
  const filter = params.get("filter") ?? "";
  const page = Number(params.get("page") ?? "1");
  return {
    query: searchText(params.get("q")),
    filter: (CONTACT_FILTERS as readonly string[]).includes(filter) ? (filter as ContactFilter) : "all",
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** One page of the (filtered, sorted) rows; a page past the last shows the last. */
export function contactsPage<Row>(rows: readonly Row[], requested: number, size = CONTACTS_PAGE_SIZE) {
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const page = Math.min(Math.max(1, requested), pageCount);
  return { rows: rows.slice((page - 1) * size, page * size), page, pageCount, matching: rows.length };
}

/** One row of the directory after privacy: hidden fields are absent. */
export interface ContactRow {
  id: string;
  firstName: string;
  lastName: string;
  email?: string | null;
  refereeLevel?: number | null;
  rating?: number | null;
  /** The evaluations behind the rating. */
  ratingCount?: number | null;
  gamesTogether: number;
  lastWorked: string | null;
}

export function fullName(contact: Pick<ContactRow, "firstName" | "lastName">): string {
  return `${contact.firstName} ${contact.lastName}`.trim();
}

/**
 * Names compared as `localeCompare(other, "en", { sensitivity: "base" })` does, with one collator made once:
 * `localeCompare` with a locale builds one per call, which made sorting an association's 1,500 referees
 * take tens of milliseconds.
 */
const nameCollator = new Intl.Collator("en", { sensitivity: "base" });

/** Spec section 7: by the number of games shared, most first, then by full name. */
export function compareContacts(a: ContactRow, b: ContactRow): number {
  if (a.gamesTogether !== b.gamesTogether) return b.gamesTogether - a.gamesTogether;
  return nameCollator.compare(fullName(a), fullName(b));
}

export function sortContacts<Row extends ContactRow>(rows: readonly Row[]): Row[] {
  return [...rows].sort(compareContacts);
}

/**
 * Search by name or email, then the Worked With filter. Only what the viewer may see is searched, so a
 * hidden email can never be discovered by typing it.
 */
export function filterContacts<Row extends ContactRow>(
  rows: readonly Row[],
  { query, filter }: Pick<ContactFilters, "query" | "filter">,
): Row[] {
  const needle = query.trim().toLowerCase();
  return rows.filter((row) => {
    if (filter === "worked" && row.gamesTogether === 0) return false;
    if (filter === "not-worked" && row.gamesTogether > 0) return false;
    if (!needle) return true;
    return fullName(row).toLowerCase().includes(needle) || (row.email ?? "").toLowerCase().includes(needle);
  });
}

export function contactSummary(rows: readonly ContactRow[]) {
  const workedWith = rows.filter((row) => row.gamesTogether > 0).length;
  return { total: rows.length, workedWith, notWorkedWith: rows.length - workedWith };
}

/** Spec section 8: "Error loading contacts: {message}"; a failure without a message gives "An error occurred". */
export function contactsErrorMessage(error: unknown): string {
  let message = "";
  if (error instanceof Error) message = error.message;
  else if (error && typeof error === "object" && "message" in error && typeof error.message === "string")
    message = error.message;
  return tr("referee.contacts.error", { message: message.trim() || tr("referee.contacts.errorUnknown") });
}
