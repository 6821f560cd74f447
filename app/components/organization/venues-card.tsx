import { useEffect } from "react";
import { useFetcher } from "react-router";
import { MapPin, Pencil, Trash2 } from "lucide-react";
import type { OrganizationsAction } from "~/routes/assignor/organizations";
import { TextField } from "~/components/form-fields";
import { useFetcherDialog } from "~/components/use-fetcher-dialog";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { toast } from "~/components/ui/toast";

interface Venue {
  id: string;
  name: string;
  address: string | null;
  latitude?: number | null;
  longitude?: number | null;
  games: number;
}

type Answer = {
  intent: string;
  ok: boolean;
  errors?: Record<string, string[] | undefined>;
  values?: { name: string; address: string; latitude?: string; longitude?: string } | null;
  message?: string | null;
};

function answerOf(result: unknown, intent: string): Answer | undefined {
  if (!result || typeof result !== "object") return undefined;
  const value = result as Answer;
  return value.intent === intent ? value : undefined;
}

/** Name and address inputs with their errors, shared by Add and Edit. */
function VenueFields({ idPrefix, answer, venue }: { idPrefix: string; answer?: Answer; venue?: Venue }) {
  const errors = answer && !answer.ok ? (answer.errors ?? {}) : {};
  const values = answer && !answer.ok ? answer.values : undefined;
  return (
    <>
      <TextField
        idPrefix={idPrefix}
        name="name"
        label="Venue name"
        errors={errors}
        className="flex flex-col gap-1.5"
        required
        maxLength={160}
        defaultValue={values?.name ?? venue?.name ?? ""}
      />
      <TextField
        idPrefix={idPrefix}
        name="address"
        label="Address"
        errors={errors}
        className="flex flex-col gap-1.5"
        maxLength={240}
        defaultValue={values?.address ?? venue?.address ?? ""}
      />
      {/* Coordinates let smart scheduling weigh travel; any map app shows them for a place. */}
      <div className="grid grid-cols-2 gap-3 sm:col-span-full">
        {(["latitude", "longitude"] as const).map((axis) => (
          <TextField
            key={axis}
            idPrefix={idPrefix}
            name={axis}
            label={axis === "latitude" ? "Latitude (optional)" : "Longitude (optional)"}
            errors={errors}
            className="flex flex-col gap-1.5"
            inputMode="decimal"
            defaultValue={values?.[axis] ?? (venue?.[axis] ?? "").toString()}
          />
        ))}
      </div>
    </>
  );
}

function AddVenueForm() {
  const fetcher = useFetcher<OrganizationsAction>();
  const answer = answerOf(fetcher.data, "venue-create");
  const message = answer?.ok ? answer.message : undefined;
  useEffect(() => {
    if (fetcher.state === "idle" && message) toast({ title: message });
  }, [fetcher.state, message]);
  return (
    <fetcher.Form
      // A fresh, empty form after each venue added; a refused one keeps what was typed.
      key={answer?.ok ? JSON.stringify(fetcher.data) : "add-venue"}
      method="post"
      noValidate
      aria-label="Add a venue"
      className="grid items-start gap-3 sm:grid-cols-[1fr_1.5fr_auto]"
    >
      <input type="hidden" name="intent" value="venue-create" />
      <VenueFields idPrefix="new-venue" answer={answer} />
      <Button type="submit" className="sm:mt-6" disabled={fetcher.state !== "idle"}>
        {fetcher.state !== "idle" ? "Adding..." : "Add venue"}
      </Button>
    </fetcher.Form>
  );
}

function EditVenueDialog({ venue }: { venue: Venue }) {
  const dialog = useFetcherDialog<OrganizationsAction>();
  const answer = answerOf(dialog.result, "venue-update");
  const message = answer?.ok ? answer.message : undefined;
  useEffect(() => {
    if (dialog.succeeded && message) toast({ title: message });
  }, [dialog.succeeded, message]);
  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Edit venue ${venue.name}`}>
          <Pencil aria-hidden="true" className="size-4" />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit venue</DialogTitle>
          <DialogDescription>
            Games already scheduled keep the venue and address they were saved with.
          </DialogDescription>
        </DialogHeader>
        <dialog.fetcher.Form key={dialog.formKey} method="post" noValidate className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="venue-update" />
          <input type="hidden" name="venueId" value={venue.id} />
          <VenueFields idPrefix={`venue-${venue.id}`} answer={answer} venue={venue} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => dialog.onOpenChange(false)}>
              Close
            </Button>
            <Button type="submit" disabled={dialog.busy}>
              {dialog.busy ? "Saving..." : "Save venue"}
            </Button>
          </DialogFooter>
        </dialog.fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

function RemoveVenueDialog({ venue }: { venue: Venue }) {
  const dialog = useFetcherDialog<OrganizationsAction>();
  const answer = answerOf(dialog.result, "venue-delete");
  const message = answer?.ok ? answer.message : undefined;
  useEffect(() => {
    if (dialog.succeeded && message) toast({ title: message });
  }, [dialog.succeeded, message]);
  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Remove venue ${venue.name}`}>
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Remove venue</DialogTitle>
          <DialogDescription>
            {`${venue.name} will no longer be suggested for new games. ${
              venue.games ? `Its ${venue.games} game${venue.games === 1 ? "" : "s"} keep their venue and address.` : ""
            }`}
          </DialogDescription>
        </DialogHeader>
        <dialog.fetcher.Form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="venue-delete" />
          <input type="hidden" name="venueId" value={venue.id} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => dialog.onOpenChange(false)}>
              Close
            </Button>
            <Button type="submit" variant="destructive" disabled={dialog.busy}>
              {dialog.busy ? "Removing..." : "Remove"}
            </Button>
          </DialogFooter>
        </dialog.fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

/** The organization's venues: suggested in the Add/Edit Game form, with their addresses. */
export function VenuesCard({ venues }: { venues: Venue[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle render="h2">Venues</CardTitle>
        <CardDescription>
          Where your games are played. The game form suggests these and fills in the address.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {venues.length === 0 ? (
          <p className="text-sm text-muted-foreground">No venues yet. Add the fields and parks your league plays at.</p>
        ) : (
          <ul className="divide-y" aria-label="Venues">
            {venues.map((venue) => (
              <li key={venue.id} className="flex items-center gap-3 py-2">
                <MapPin aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{venue.name}</p>
                  <p className="truncate text-sm text-muted-foreground">
                    {`${venue.address ?? "No address"} · ${venue.games} game${venue.games === 1 ? "" : "s"}`}
                  </p>
                </div>
                <EditVenueDialog venue={venue} />
                <RemoveVenueDialog venue={venue} />
              </li>
            ))}
          </ul>
        )}
        <AddVenueForm />
      </CardContent>
    </Card>
  );
}
