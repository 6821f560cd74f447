import type { ReactNode } from "react";
import { useFormats } from "~/components/formats";
import { useFetcher } from "react-router";
import { BadgeCheck, Mail, MapPin, Phone, Star } from "lucide-react";
import type { loader as profileLoader } from "~/routes/assignor/referee-profile";
import type { action as certificationAction } from "~/routes/assignor/referee-certification";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { GAME_LEVEL_LABELS, POSITION_LABELS, type GameLevel, type Position } from "~/domain/constants";

const WEEKDAYS = ["Sundays", "Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Fridays", "Saturdays"];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function HiddenNote({ what }: { what: string }) {
  return <p className="text-sm text-muted-foreground">{`${what} hidden by the referee's privacy settings.`}</p>;
}

function timeRange(kind: string, start: string | null, end: string | null, time: (value: string) => string): string {
  return kind === "full_day" || !start || !end ? "All day" : `${time(start)}–${time(end)}`;
}

/**
 * One certification with the assignor's Verify / Remove verification button. It posts with its own
 * fetcher and shows the new state at once; the profile reloads after the answer (fetchers revalidate).
 */
function CertificationRow({
  refereeId,
  certification,
}: {
  refereeId: string;
  certification: { id: string; name: string; level: string; verified: boolean };
}) {
  const fetcher = useFetcher<typeof certificationAction>();
  const pending = fetcher.formData?.get("verified");
  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  const verified = typeof pending === "string" ? pending === "true" : certification.verified;
  const label = `${certification.name} · ${certification.level}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2">
      <Badge variant={verified ? "success" : "outline"}>
        {verified ? <BadgeCheck aria-hidden="true" /> : null}
        {`${label}${verified ? " · verified" : ""}`}
      </Badge>
      <fetcher.Form method="post" action={`/assignor/referees/${refereeId}/certifications/${certification.id}`}>
        <input type="hidden" name="verified" value={verified ? "false" : "true"} />
        <Button
          type="submit"
          variant={verified ? "ghost" : "outline"}
          size="sm"
          disabled={fetcher.state !== "idle"}
          aria-label={verified ? `Remove verification of ${label}` : `Verify ${label}`}
        >
          {verified ? "Remove verification" : "Verify"}
        </Button>
      </fetcher.Form>
      {failed ? (
        <p role="alert" className="w-full text-sm text-destructive">
          {failed}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The Referee Pool's View: one referee's profile, loaded when the dialog opens from
 * /assignor/referees/:refereeId, already passed through the privacy rules on the server.
 */
export function RefereeProfileDialog({ refereeId, name }: { refereeId: string; name: string }) {
  const formats = useFormats();
  const fetcher = useFetcher<typeof profileLoader>();
  const profile = fetcher.data?.profile.id === refereeId ? fetcher.data.profile : undefined;

  return (
    <Dialog
      onOpenChange={(open) => {
        if (open) fetcher.load(`/assignor/referees/${refereeId}`);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`View ${name}`}>
          View
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{name}</DialogTitle>
          <DialogDescription>Referee profile</DialogDescription>
        </DialogHeader>
        {!profile ? (
          <p role="status" className="py-6 text-center text-sm text-muted-foreground">
            {fetcher.state === "idle" ? "Could not load this referee." : "Loading profile..."}
          </p>
        ) : (
          <div className="flex flex-col gap-5">
            <div className="flex flex-wrap items-center gap-2">
              {profile.refereeLevel ? <Badge variant="secondary">{`Level ${profile.refereeLevel}`}</Badge> : null}
              <Badge variant={profile.availableToday ? "success" : "destructive"}>
                {profile.availableToday ? "Available" : "Unavailable"}
              </Badge>
              {profile.hidden.stats ? null : (
                <>
                  <span className="inline-flex items-center gap-1 text-sm">
                    <Star aria-hidden="true" className="size-4 text-warning" />
                    {profile.rating !== null && profile.rating !== undefined
                      ? `Rating ${profile.rating.toFixed(1)} / 5`
                      : "Not rated yet"}
                  </span>
                  <span className="text-sm text-muted-foreground">{`${profile.stats?.gamesCount ?? 0} games this season`}</span>
                </>
              )}
            </div>

            <Section title="Contact">
              {profile.hidden.contactInfo ? (
                <HiddenNote what="Contact details" />
              ) : (
                <ul className="flex flex-col gap-1 text-sm">
                  <li className="flex items-center gap-2">
                    <Mail aria-hidden="true" className="size-4 text-muted-foreground" />
                    {profile.email ? (
                      <a className="underline-offset-2 hover:underline" href={`mailto:${profile.email}`}>
                        {profile.email}
                      </a>
                    ) : (
                      "N/A"
                    )}
                  </li>
                  <li className="flex items-center gap-2">
                    <Phone aria-hidden="true" className="size-4 text-muted-foreground" />
                    {profile.phone ? (
                      <a className="underline-offset-2 hover:underline" href={`tel:${profile.phone}`}>
                        {profile.phone}
                      </a>
                    ) : (
                      "No phone on file"
                    )}
                  </li>
                  {profile.location ? (
                    <li className="flex items-center gap-2">
                      <MapPin aria-hidden="true" className="size-4 text-muted-foreground" />
                      {profile.location}
                    </li>
                  ) : null}
                </ul>
              )}
              {profile.bio ? <p className="text-sm text-muted-foreground">{profile.bio}</p> : null}
            </Section>

            <Section title="Certifications">
              {profile.hidden.profile ? (
                <HiddenNote what="Certifications" />
              ) : profile.certifications && profile.certifications.length > 0 ? (
                <ul className="flex flex-col gap-2">
                  {profile.certifications.map((certification) => (
                    <CertificationRow key={certification.id} refereeId={refereeId} certification={certification} />
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">No certifications on file.</p>
              )}
            </Section>

            <Section title="Recent Games">
              {profile.hidden.stats ? (
                <HiddenNote what="Game history" />
              ) : profile.recentGames.length === 0 ? (
                <p className="text-sm text-muted-foreground">No games worked in your organization yet.</p>
              ) : (
                <ul className="flex flex-col divide-y text-sm">
                  {profile.recentGames.map((game) => (
                    <li key={game.id} className="flex flex-wrap justify-between gap-2 py-1.5">
                      <span>
                        <span className="font-medium">{`${game.homeTeam} vs ${game.awayTeam}`}</span>
                        <span className="block text-xs text-muted-foreground">
                          {`${game.venue} · ${GAME_LEVEL_LABELS[game.level as GameLevel] ?? game.level} · ${POSITION_LABELS[game.position as Position] ?? game.position}`}
                        </span>
                      </span>
                      <span className="text-muted-foreground">{`${formats.longDate(game.date)}, ${formats.gameTime(game.date, game.time)}`}</span>
                    </li>
                  ))}
                </ul>
              )}
            </Section>

            <Section title="Upcoming Availability">
              {profile.hidden.availability || !profile.availability ? (
                <HiddenNote what="Availability" />
              ) : profile.availability.blocks.length === 0 && profile.availability.recurring.length === 0 ? (
                <p className="text-sm text-muted-foreground">No blocked time in the next 30 days.</p>
              ) : (
                <ul className="flex flex-col gap-1 text-sm">
                  {profile.availability.recurring.map((block) => (
                    <li key={`weekly:${block.weekday}:${block.startTime ?? "day"}:${block.startsOn}`}>
                      {`Blocked ${WEEKDAYS[block.weekday] ?? ""}, ${timeRange(block.kind, block.startTime, block.endTime, formats.time)}${block.endsOn ? ` (until ${formats.longDate(block.endsOn)})` : ""}`}
                    </li>
                  ))}
                  {profile.availability.blocks.map((block) => (
                    <li key={`${block.date}:${block.startTime ?? "day"}`}>
                      {`Blocked ${formats.longDate(block.date)}, ${timeRange(block.kind, block.startTime, block.endTime, formats.time)}`}
                    </li>
                  ))}
                </ul>
              )}
            </Section>
          </div>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
