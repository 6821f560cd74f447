import { data, Form, useNavigation, useRevalidator } from "react-router";
import { useFormats } from "~/components/formats";
import { Users } from "lucide-react";
import { RatingText } from "~/components/ratings/rating-text";
import { PageNav, SearchField } from "~/components/list-controls";
import type { Route } from "./+types/contacts";
import { StatCard } from "~/components/portal-shell";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { initials } from "~/domain/assignment-stats";
import {
  CONTACT_FILTER_LABELS,
  CONTACT_FILTERS,
  contactsErrorMessage,
  contactsPage,
  contactSummary,
  filterContacts,
  fullName,
  parseContactFilters,
} from "~/domain/contacts";
import { refereeLeagues } from "~/domain/referee-leagues";
import { requireReferee } from "~/server/auth.server";
import { listContacts } from "~/server/contacts.server";
import { getAppContext } from "~/server/context.server";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? [{ title: loaderData.title }] : []);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, refereeMemberships } = await requireReferee(context, request);
  // The referees of every league the person referees for, each once (issue 20).
  const leagues = refereeLeagues(refereeMemberships);
  const { db } = getAppContext(context);
  const filters = parseContactFilters(new URL(request.url).searchParams);
  const title = tr("referee.contacts.metaTitle");
  try {
    const contacts = await listContacts(db, {
      leagues,
      viewer: { id: user.id, role: "referee", organizationIds: leagues.map(({ id }) => id) },
    });
    // The summary counts the whole directory; the table shows one page of what matches the search.
    const { rows, page, pageCount } = contactsPage(filterContacts(contacts, filters), filters.page);
    return { ok: true as const, title, filters, summary: contactSummary(contacts), contacts: rows, page, pageCount };
  } catch (error) {
    // The details go to the log; the referee gets the spec's wording with a message that leaks nothing.
    console.error("contacts: loading failed", error);
    return data(
      {
        ok: false as const,
        title,
        filters,
        error: contactsErrorMessage(new Error(tr("referee.contacts.unreadable"))),
      },
      { status: 500 },
    );
  }
}

export default function RefereeContacts({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/referee/contacts";
  const { filters } = loaderData;
  const t = useT();

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t("referee.contacts.title")}</h1>
        <p className="text-sm text-muted-foreground">{t("referee.contacts.description")}</p>
      </div>

      {loaderData.ok ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <StatCard label={t("referee.contacts.total")} value={loaderData.summary.total} />
          <StatCard label={t("referee.contacts.filter.worked")} value={loaderData.summary.workedWith} />
          <StatCard label={t("referee.contacts.filter.notWorked")} value={loaderData.summary.notWorkedWith} />
        </div>
      ) : null}

      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        <SearchField
          label={t("referee.contacts.search")}
          placeholder={t("referee.contacts.searchPlaceholder")}
          defaultValue={filters.query}
        />
        <select
          name="filter"
          aria-label={t("referee.contacts.filterLabel")}
          defaultValue={filters.filter}
          className="h-10 rounded-md border border-input bg-background px-3 text-sm"
        >
          {CONTACT_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(CONTACT_FILTER_LABELS[value])}
            </option>
          ))}
        </select>
        <button type="submit" className={buttonVariants({ variant: "secondary" })}>
          {t("referee.contacts.apply")}
        </button>
      </Form>

      <Card>
        <CardHeader>
          <CardTitle render="h2">{t("referee.contacts.directory")}</CardTitle>
        </CardHeader>
        <CardContent>
          {loading ? (
            <p role="status" className="py-8 text-center text-muted-foreground">
              {t("referee.contacts.loading")}
            </p>
          ) : !loaderData.ok ? (
            <ContactsError message={loaderData.error} />
          ) : loaderData.contacts.length === 0 ? (
            <div className="py-10 text-center">
              <Users aria-hidden="true" className="mx-auto mb-3 size-10 text-muted-foreground" />
              <p className="font-medium">
                {loaderData.summary.total > 0 ? t("referee.contacts.noMatch") : t("referee.contacts.empty")}
              </p>
            </div>
          ) : (
            <>
              <ContactsTable contacts={loaderData.contacts} />
              <PageNav page={loaderData.page} pageCount={loaderData.pageCount} />
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

type Contact = Extract<Route.ComponentProps["loaderData"], { ok: true }>["contacts"][number];

function ContactsTable({ contacts }: { contacts: Contact[] }) {
  const formats = useFormats();
  const t = useT();
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t("referee.contacts.column.referee")}</TableHead>
          <TableHead>{t("referee.schedule.sort.level")}</TableHead>
          <TableHead>{t("referee.contacts.column.rating")}</TableHead>
          <TableHead>{t("referee.contacts.column.gamesTogether")}</TableHead>
          <TableHead>{t("referee.contacts.column.lastWorked")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {contacts.map((contact) => (
          <TableRow key={contact.id}>
            <TableCell>
              <div className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="grid size-8 shrink-0 place-content-center rounded-full bg-secondary text-xs font-semibold text-secondary-foreground"
                >
                  {initials(contact.firstName, contact.lastName)}
                </span>
                <div className="min-w-0">
                  <div className="font-medium">{fullName(contact)}</div>
                  {contact.email ? (
                    <a
                      href={`mailto:${contact.email}`}
                      className="block truncate text-xs text-muted-foreground hover:underline"
                    >
                      {contact.email}
                    </a>
                  ) : (
                    <div className="text-xs text-muted-foreground">{t("referee.contacts.private")}</div>
                  )}
                </div>
              </div>
            </TableCell>
            <TableCell>
              {contact.refereeLevel
                ? t("referee.contacts.level", { level: contact.refereeLevel })
                : t("referee.contacts.notAvailable")}
            </TableCell>
            <TableCell>
              {contact.rating != null ? (
                <RatingText rating={contact.rating} count={contact.ratingCount} />
              ) : (
                t("referee.contacts.notAvailable")
              )}
            </TableCell>
            <TableCell className="tabular-nums">{contact.gamesTogether}</TableCell>
            <TableCell className="whitespace-nowrap">
              {contact.lastWorked ? formats.longDate(contact.lastWorked) : t("referee.contacts.never")}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function ContactsError({ message }: { message: string }) {
  const revalidator = useRevalidator();
  const t = useT();
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
      <p className="text-destructive">{message}</p>
      <Button variant="outline" onClick={() => void revalidator.revalidate()} disabled={revalidator.state !== "idle"}>
        {t("referee.contacts.tryAgain")}
      </Button>
    </div>
  );
}
