import type { ReactNode } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { ChevronLeft, ChevronRight, Download, Search } from "lucide-react";
import { buttonVariants } from "./ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "./ui/card";
import { Input } from "./ui/input";
import { cn } from "./ui/utils";
import { LIST_WHENS, type ListWhen } from "~/domain/list-when";
import type { MessageId } from "~/i18n/messages";
import { useT } from "~/i18n/react";
import { SEARCH_MAX_LENGTH } from "~/domain/search";

/** Upcoming / Past / All in the reader's language (`common`: every list page shows them). */
const WHEN_LABELS: Record<ListWhen, MessageId> = {
  upcoming: "list.when.upcoming",
  past: "list.when.past",
  all: "list.when.all",
};

/** The search box of a list's GET form: `q`, with a magnifier, named for assistive technology by `label`. */
export function SearchField({
  label,
  placeholder,
  defaultValue,
  className = "min-w-64",
}: {
  label: string;
  placeholder: string;
  defaultValue?: string;
  className?: string;
}) {
  return (
    <div className={cn("relative flex-1", className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        name="q"
        maxLength={SEARCH_MAX_LENGTH}
        aria-label={label}
        placeholder={placeholder}
        defaultValue={defaultValue ?? ""}
        className="pl-9"
      />
    </div>
  );
}

/** A list's filters as URL parameters (`q`, `status`, `when`), the ones set only. */
function listParams({ query, status, when }: { query?: string; status?: string; when?: ListWhen }) {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (status) params.set("status", status);
  if (when) params.set("when", when);
  return params;
}

/**
 * The link to the same list with another `when`, keeping its search and status filter (back to page 1).
 * Other parameters (`new`) are dropped.
 */
export function whenHref(filters: { when: ListWhen; query?: string; status?: string }) {
  return `?${listParams(filters)}`;
}

/**
 * Upcoming / Past / All: plain links (so they work before JavaScript loads), the chosen one marked with
 * `aria-current="page"`.
 */
export function WhenTabs({
  label,
  when,
  query,
  status,
}: {
  /** What the links choose between, for assistive technology, e.g. "Which games". */
  label: string;
  when: ListWhen;
  query?: string;
  status?: string;
}) {
  const t = useT();
  return (
    <nav aria-label={label} className="inline-flex w-fit rounded-md border border-input bg-muted p-1 text-sm">
      {LIST_WHENS.map((option) => (
        <Link
          key={option}
          to={whenHref({ when: option, query, status })}
          aria-current={option === when ? "page" : undefined}
          className={cn(
            "rounded px-3 py-1.5 font-medium text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
            option === when && "bg-background text-foreground shadow-sm",
          )}
        >
          {t(WHEN_LABELS[option])}
        </Link>
      ))}
    </nav>
  );
}

/**
 * Search box and status filter of a server-side list: a plain GET form, so the filters live in the URL
 * and work before JavaScript loads. `when`, if given, is kept: a search looks within the chosen dates.
 */
export function ListSearchForm({
  searchLabel,
  placeholder,
  query,
  status,
  when,
  statusOptions,
}: {
  searchLabel: string;
  placeholder: string;
  query?: string;
  status?: string;
  when?: ListWhen;
  statusOptions: readonly { value: string; label: string }[];
}) {
  const t = useT();
  return (
    <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
      <SearchField label={searchLabel} placeholder={placeholder} defaultValue={query} />
      <select
        name="status"
        aria-label={t("list.filterByStatus")}
        defaultValue={status ?? ""}
        className="h-10 rounded-md border border-input bg-background px-3 text-sm"
      >
        <option value="">{t("list.allStatus")}</option>
        {statusOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {when ? <input type="hidden" name="when" value={when} /> : null}
      <button type="submit" className={buttonVariants({ variant: "secondary" })}>
        {t("list.apply")}
      </button>
    </Form>
  );
}

/** Previous / Next links that keep the list's other URL parameters. */
export function PageNav({ page, pageCount }: { page: number; pageCount: number }) {
  const t = useT();
  const [searchParams] = useSearchParams();
  if (pageCount <= 1) return null;
  const pageLink = (target: number) => {
    const params = new URLSearchParams(searchParams);
    params.set("page", String(target));
    return `?${params}`;
  };
  return (
    <nav aria-label={t("list.pages")} className="mt-4 flex items-center justify-between text-sm">
      <span className="text-muted-foreground">{t("list.pageOf", { page, pageCount })}</span>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link className={buttonVariants({ variant: "outline", size: "sm" })} to={pageLink(page - 1)}>
            <ChevronLeft aria-hidden="true" className="size-4" /> {t("list.previous")}
          </Link>
        ) : null}
        {page < pageCount ? (
          <Link className={buttonVariants({ variant: "outline", size: "sm" })} to={pageLink(page + 1)}>
            {t("list.next")} <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </div>
    </nav>
  );
}

/** The Export button of a list: downloads `path` as CSV with the same search, status filter and `when`. */
export function ExportLink({
  path,
  query,
  status,
  when,
}: {
  path: string;
  query?: string;
  status?: string;
  when?: ListWhen;
}) {
  const t = useT();
  const params = listParams({ query, status, when });
  return (
    <a className={buttonVariants({ variant: "outline" })} href={params.size ? `${path}?${params}` : path} download>
      <Download aria-hidden="true" className="size-4" />
      {t("list.export")}
    </a>
  );
}

/**
 * The card around a server-side list (Game Management, Assignment Management): the title, how many
 * matched (announced politely to screen readers), a loading line while the filters change, the empty
 * state, then the rows and the page links.
 */
export function ListCard({
  title,
  total,
  noun,
  countText,
  loadingText,
  loading,
  empty,
  page,
  pageCount,
  children,
}: {
  title: string;
  total: number;
  /**
   * Singular and plural, e.g. ["game", "games"], for the English "3 games found" and "Loading games...".
   * A translated page passes `countText` and `loadingText` instead (whole sentences from its catalog).
   */
  noun?: readonly [string, string];
  /** How many matched, in words: "{count, plural, one {# game found} other {# games found}}". */
  countText?: string;
  /** The loading line: "Loading games...". */
  loadingText?: string;
  loading: boolean;
  /** What to show instead of the rows when there are none; null when there are rows. */
  empty: ReactNode | null;
  page: number;
  pageCount: number;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle render="h2">{title}</CardTitle>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {countText ?? (noun ? `${total} ${total === 1 ? noun[0] : noun[1]} found` : total)}
        </p>
      </CardHeader>
      <CardContent>
        {loading ? (
          <p role="status" className="py-8 text-center text-muted-foreground">
            {loadingText ?? (noun ? `Loading ${noun[1]}...` : t("list.loading"))}
          </p>
        ) : (
          (empty ?? children)
        )}
        <PageNav page={page} pageCount={pageCount} />
      </CardContent>
    </Card>
  );
}
