import { data, Form, useNavigation, useRevalidator } from "react-router";
import { useFormats } from "~/components/formats";
import { Star, Users } from "lucide-react";
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
import { requireReferee } from "~/server/auth.server";
import { listContacts } from "~/server/contacts.server";
import { getAppContext } from "~/server/context.server";

export const meta: Route.MetaFunction = () => [{ title: "Contacts | Referee Dashboard | Whistle" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, organization } = await requireReferee(context, request);
  const { db } = getAppContext(context);
  const filters = parseContactFilters(new URL(request.url).searchParams);
  try {
    const contacts = await listContacts(db, {
      organizationId: organization.id,
      timeZone: organization.timeZone,
      viewer: { id: user.id, role: "referee", organizationIds: [organization.id] },
    });
    // The summary counts the whole directory; the table shows one page of what matches the search.
    const { rows, page, pageCount } = contactsPage(filterContacts(contacts, filters), filters.page);
    return { ok: true as const, filters, summary: contactSummary(contacts), contacts: rows, page, pageCount };
  } catch (error) {
    // The details go to the log; the referee gets the spec's wording with a message that leaks nothing.
    console.error("contacts: loading failed", error);
    return data(
      {
        ok: false as const,
        filters,
        error: contactsErrorMessage(new Error("The directory could not be read. Try again in a moment.")),
      },
      { status: 500 },
    );
  }
}

export default function RefereeContacts({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/referee/contacts";
  const { filters } = loaderData;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Referee Contacts</h1>
        <p className="text-sm text-muted-foreground">
          The referees of your organization and the games you have worked together.
        </p>
      </div>

      {loaderData.ok ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <StatCard label="Total Referees" value={loaderData.summary.total} />
          <StatCard label="Worked With" value={loaderData.summary.workedWith} />
          <StatCard label="Not Worked With" value={loaderData.summary.notWorkedWith} />
        </div>
      ) : null}

      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        <SearchField label="Search referees" placeholder="Search by name or email..." defaultValue={filters.query} />
        <select
          name="filter"
          aria-label="Filter referees"
          defaultValue={filters.filter}
          className="h-10 rounded-md border border-input bg-background px-3 text-sm"
        >
          {CONTACT_FILTERS.map((value) => (
            <option key={value} value={value}>
              {CONTACT_FILTER_LABELS[value]}
            </option>
          ))}
        </select>
        <button type="submit" className={buttonVariants({ variant: "secondary" })}>
          Apply
        </button>
      </Form>

      <Card>
        <CardHeader>
          <CardTitle render="h2">Directory</CardTitle>
        </CardHeader>
        <CardContent>
          {loading ? (
            <p role="status" className="py-8 text-center text-muted-foreground">
              Loading contacts...
            </p>
          ) : !loaderData.ok ? (
            <ContactsError message={loaderData.error} />
          ) : loaderData.contacts.length === 0 ? (
            <div className="py-10 text-center">
              <Users aria-hidden="true" className="mx-auto mb-3 size-10 text-muted-foreground" />
              <p className="font-medium">
                {loaderData.summary.total > 0 ? "No referees match your current filters" : "No referee contacts found"}
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
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Referee</TableHead>
          <TableHead>Level</TableHead>
          <TableHead>Rating</TableHead>
          <TableHead>Games Together</TableHead>
          <TableHead>Last Worked</TableHead>
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
                    <div className="text-xs text-muted-foreground">Contact details private</div>
                  )}
                </div>
              </div>
            </TableCell>
            <TableCell>{contact.refereeLevel ? `Level ${contact.refereeLevel}` : "N/A"}</TableCell>
            <TableCell>
              {contact.rating != null ? (
                <span className="inline-flex items-center gap-1 tabular-nums">
                  <Star aria-hidden="true" className="size-4 fill-current text-warning" />
                  {`${contact.rating.toFixed(1)} / 5`}
                </span>
              ) : (
                "N/A"
              )}
            </TableCell>
            <TableCell className="tabular-nums">{contact.gamesTogether}</TableCell>
            <TableCell className="whitespace-nowrap">
              {contact.lastWorked ? formats.longDate(contact.lastWorked) : "Never"}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function ContactsError({ message }: { message: string }) {
  const revalidator = useRevalidator();
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
      <p className="text-destructive">{message}</p>
      <Button variant="outline" onClick={() => void revalidator.revalidate()} disabled={revalidator.state !== "idle"}>
        Try again
      </Button>
    </div>
  );
}
