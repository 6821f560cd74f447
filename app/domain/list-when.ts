/**
 * Which part of the calendar a list shows (Game Management, Assignment Management; issue 17, item 7):
 * `upcoming` (the default: from today in the organization's time zone), `past` (before today, most recent
 * first) or `all`. It lives in the URL as `when`, so links, paging, the search form and the export keep it.
 */
export const LIST_WHENS = ["upcoming", "past", "all"] as const;
export type ListWhen = (typeof LIST_WHENS)[number];

/** The `when` URL parameter; anything missing or unknown is `upcoming`. */
export function parseListWhen(value: string | null): ListWhen {
  return (LIST_WHENS as readonly string[]).includes(value ?? "") ? (value as ListWhen) : "upcoming";
}

/** Where an empty list sends the reader to look instead: the past for upcoming (and all), else upcoming. */
export function otherListWhen(when: ListWhen): Exclude<ListWhen, "all"> {
  return when === "past" ? "upcoming" : "past";
}
