import { useEffect } from "react";
import { useT } from "~/i18n/react";
import { useFetcher } from "react-router";
import { MapPin, Pencil, Trash2 } from "lucide-react";
import type { OrganizationsAction } from "~/routes/assignor/organizations";
import { TextField } from "~/components/form-fields";
import { VenueCoordinateFields, type PlacedVenue } from "~/components/organization/venue-coordinate-fields";
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

/** The venues with coordinates other than `venue`, drawn on the map for reference. */
function placedVenues(venues: readonly Venue[], venue?: Venue): PlacedVenue[] {
  return venues.flatMap((other) =>
    other.id !== venue?.id && other.latitude != null && other.longitude != null
      ? [{ name: other.name, latitude: other.latitude, longitude: other.longitude }]
      : [],
  );
}

/** Name, address and coordinate inputs with their errors, shared by Add and Edit. */
function VenueFields({
  idPrefix,
  answer,
  venue,
  others,
}: {
  idPrefix: string;
  answer?: Answer;
  venue?: Venue;
  others: readonly Venue[];
}) {
  const t = useT();
  const errors = answer && !answer.ok ? (answer.errors ?? {}) : {};
  const values = answer && !answer.ok ? answer.values : undefined;
  return (
    <>
      <TextField
        idPrefix={idPrefix}
        name="name"
        label={t("org.venues.name")}
        errors={errors}
        className="flex flex-col gap-1.5"
        required
        maxLength={160}
        defaultValue={values?.name ?? venue?.name ?? ""}
      />
      <TextField
        idPrefix={idPrefix}
        name="address"
        label={t("org.venues.address")}
        errors={errors}
        className="flex flex-col gap-1.5"
        maxLength={240}
        defaultValue={values?.address ?? venue?.address ?? ""}
      />
      <VenueCoordinateFields
        idPrefix={idPrefix}
        errors={errors}
        defaults={{
          latitude: values?.latitude ?? (venue?.latitude ?? "").toString(),
          longitude: values?.longitude ?? (venue?.longitude ?? "").toString(),
        }}
        placed={placedVenues(others, venue)}
      />
    </>
  );
}

function AddVenueForm({ venues }: { venues: readonly Venue[] }) {
  const t = useT();
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
      aria-label={t("org.venues.addLabel")}
      className="grid items-start gap-3 sm:grid-cols-[1fr_1.5fr_auto]"
    >
      <input type="hidden" name="intent" value="venue-create" />
      <VenueFields idPrefix="new-venue" answer={answer} others={venues} />
      <Button type="submit" className="sm:mt-6" disabled={fetcher.state !== "idle"}>
        {fetcher.state !== "idle" ? t("org.venues.adding") : t("org.venues.add")}
      </Button>
    </fetcher.Form>
  );
}

function EditVenueDialog({ venue, venues }: { venue: Venue; venues: readonly Venue[] }) {
  const t = useT();
  const dialog = useFetcherDialog<OrganizationsAction>();
  const answer = answerOf(dialog.result, "venue-update");
  const message = answer?.ok ? answer.message : undefined;
  useEffect(() => {
    if (dialog.succeeded && message) toast({ title: message });
  }, [dialog.succeeded, message]);
  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t("org.venues.editLabel", { name: venue.name })}>
          <Pencil aria-hidden="true" className="size-4" />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("org.venues.editTitle")}</DialogTitle>
          <DialogDescription>{t("org.venues.editDescription")}</DialogDescription>
        </DialogHeader>
        <dialog.fetcher.Form key={dialog.formKey} method="post" noValidate className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="venue-update" />
          <input type="hidden" name="venueId" value={venue.id} />
          <VenueFields idPrefix={`venue-${venue.id}`} answer={answer} venue={venue} others={venues} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => dialog.onOpenChange(false)}>
              {t("org.venues.close")}
            </Button>
            <Button type="submit" disabled={dialog.busy}>
              {dialog.busy ? t("org.venues.saving") : t("org.venues.save")}
            </Button>
          </DialogFooter>
        </dialog.fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

function RemoveVenueDialog({ venue }: { venue: Venue }) {
  const t = useT();
  const dialog = useFetcherDialog<OrganizationsAction>();
  const answer = answerOf(dialog.result, "venue-delete");
  const message = answer?.ok ? answer.message : undefined;
  useEffect(() => {
    if (dialog.succeeded && message) toast({ title: message });
  }, [dialog.succeeded, message]);
  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t("org.venues.removeLabel", { name: venue.name })}>
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("org.venues.removeTitle")}</DialogTitle>
          <DialogDescription>
            {venue.games
              ? t("org.venues.removeDescriptionGames", { name: venue.name, games: venue.games })
              : t("org.venues.removeDescription", { name: venue.name })}
          </DialogDescription>
        </DialogHeader>
        <dialog.fetcher.Form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="venue-delete" />
          <input type="hidden" name="venueId" value={venue.id} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => dialog.onOpenChange(false)}>
              {t("org.venues.close")}
            </Button>
            <Button type="submit" variant="destructive" disabled={dialog.busy}>
              {dialog.busy ? t("org.venues.removing") : t("org.venues.remove")}
            </Button>
          </DialogFooter>
        </dialog.fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

/** The organization's venues: suggested in the Add/Edit Game form, with their addresses. */
export function VenuesCard({ venues }: { venues: Venue[] }) {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle render="h2">{t("org.venues.title")}</CardTitle>
        <CardDescription>{t("org.venues.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {venues.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("org.venues.empty")}</p>
        ) : (
          <ul className="divide-y" aria-label={t("org.venues.title")}>
            {venues.map((venue) => (
              <li key={venue.id} className="flex items-center gap-3 py-2">
                <MapPin aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{venue.name}</p>
                  <p className="truncate text-sm text-muted-foreground">
                    {t("org.venues.summary", {
                      address: venue.address ?? t("org.venues.noAddress"),
                      games: venue.games,
                    })}
                  </p>
                  {venue.latitude == null || venue.longitude == null ? (
                    <p className="text-xs text-muted-foreground">{t("org.venues.unplaced")}</p>
                  ) : null}
                </div>
                <EditVenueDialog venue={venue} venues={venues} />
                <RemoveVenueDialog venue={venue} />
              </li>
            ))}
          </ul>
        )}
        <AddVenueForm venues={venues} />
      </CardContent>
    </Card>
  );
}
