import type { ReactNode } from "react";
import { useFormats } from "~/components/formats";
import { Link, useFetcher } from "react-router";
import { BadgeCheck, Mail, MapPin, Phone } from "lucide-react";
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
import { gameLevelLabel, positionLabel } from "~/domain/game-labels";
import type { Translate } from "~/i18n/text";
import { useT } from "~/i18n/react";
import { CredentialFacts } from "./credential-facts";
import { RatingText } from "~/components/ratings/rating-text";

/** The `day` of the weekly-block message ("Blocked Sundays, …"), Sunday first as stored. */
const WEEKDAY_KEYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function HiddenNote({ text }: { text: string }) {
  return <p className="text-sm text-muted-foreground">{text}</p>;
}

function timeRange(
  kind: string,
  start: string | null,
  end: string | null,
  time: (value: string) => string,
  t: Translate,
): string {
  return kind === "full_day" || !start || !end
    ? t("assignor.profile.allDay")
    : t("assignor.profile.timeRange", { start: time(start), end: time(end) });
}

/**
 * One certification with the assignor's Verify / Remove verification button. It posts with its own
 * fetcher and shows the new state at once; the profile reloads after the answer (fetchers revalidate).
 */
function CertificationRow({
  refereeId,
  certification,
  today,
}: {
  refereeId: string;
  certification: { id: string; name: string; level: string; verified: boolean; kind: string; expiresOn: string | null };
  today: string;
}) {
  const t = useT();
  const fetcher = useFetcher<typeof certificationAction>();
  const pending = fetcher.formData?.get("verified");
  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  const verified = typeof pending === "string" ? pending === "true" : certification.verified;
  const label = `${certification.name} · ${certification.level}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2">
      <Badge variant={verified ? "success" : "outline"}>
        {verified ? <BadgeCheck aria-hidden="true" /> : null}
        {verified ? t("assignor.profile.verifiedCertification", { certification: label }) : label}
      </Badge>
      <fetcher.Form method="post" action={`/assignor/referees/${refereeId}/certifications/${certification.id}`}>
        <input type="hidden" name="verified" value={verified ? "false" : "true"} />
        <Button
          type="submit"
          variant={verified ? "ghost" : "outline"}
          size="sm"
          disabled={fetcher.state !== "idle"}
          aria-label={
            verified
              ? t("assignor.profile.unverifyLabel", { certification: label })
              : t("assignor.profile.verifyLabel", { certification: label })
          }
        >
          {verified ? t("assignor.profile.unverify") : t("assignor.profile.verify")}
        </Button>
      </fetcher.Form>
      <CredentialFacts kind={certification.kind} expiresOn={certification.expiresOn} today={today} />
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
  const t = useT();
  const fetcher = useFetcher<typeof profileLoader>();
  const profile = fetcher.data?.profile.id === refereeId ? fetcher.data.profile : undefined;

  return (
    <Dialog
      onOpenChange={(open) => {
        if (open) fetcher.load(`/assignor/referees/${refereeId}`);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={t("assignor.profile.viewLabel", { name })}>
          {t("assignor.profile.view")}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{name}</DialogTitle>
          <DialogDescription>{t("assignor.profile.description")}</DialogDescription>
        </DialogHeader>
        {!profile ? (
          <p role="status" className="py-6 text-center text-sm text-muted-foreground">
            {fetcher.state === "idle" ? t("assignor.profile.loadFailed") : t("assignor.profile.loading")}
          </p>
        ) : (
          <div className="flex flex-col gap-5">
            <div className="flex flex-wrap items-center gap-2">
              {profile.refereeLevel ? (
                <Badge variant="secondary">{t("assignor.common.level", { level: profile.refereeLevel })}</Badge>
              ) : null}
              <Badge variant={profile.availableToday ? "success" : "destructive"}>
                {profile.availableToday ? t("assignor.referees.available") : t("assignor.referees.unavailable")}
              </Badge>
              {profile.hidden.stats ? null : (
                <>
                  <RatingText rating={profile.rating} count={profile.ratingCount} className="text-sm" />
                  <span className="text-sm text-muted-foreground">
                    {t("assignor.referees.gamesThisSeason", { count: profile.stats?.gamesCount ?? 0 })}
                  </span>
                </>
              )}
              <span className="text-sm text-muted-foreground">
                {t("assignor.profile.lateResponses", { count: fetcher.data?.lateResponses ?? 0 })}
              </span>
            </div>

            <Section title={t("assignor.assignments.column.contact")}>
              {profile.hidden.contactInfo ? (
                <HiddenNote text={t("assignor.profile.hidden.contact")} />
              ) : (
                <ul className="flex flex-col gap-1 text-sm">
                  <li className="flex items-center gap-2">
                    <Mail aria-hidden="true" className="size-4 text-muted-foreground" />
                    {profile.email ? (
                      <a className="underline-offset-2 hover:underline" href={`mailto:${profile.email}`}>
                        {profile.email}
                      </a>
                    ) : (
                      t("assignor.common.na")
                    )}
                  </li>
                  <li className="flex items-center gap-2">
                    <Phone aria-hidden="true" className="size-4 text-muted-foreground" />
                    {profile.phone ? (
                      <a className="underline-offset-2 hover:underline" href={`tel:${profile.phone}`}>
                        {profile.phone}
                      </a>
                    ) : (
                      t("assignor.profile.noPhone")
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

            <Section title={t("assignor.profile.certifications")}>
              {profile.hidden.profile ? (
                <HiddenNote text={t("assignor.profile.hidden.certifications")} />
              ) : profile.certifications && profile.certifications.length > 0 ? (
                <ul className="flex flex-col gap-2">
                  {profile.certifications.map((certification) => (
                    <CertificationRow
                      key={certification.id}
                      refereeId={refereeId}
                      certification={certification}
                      today={fetcher.data?.today ?? ""}
                    />
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">{t("assignor.profile.noCertifications")}</p>
              )}
            </Section>

            <Section title={t("assignor.profile.recentGames")}>
              {profile.hidden.stats ? (
                <HiddenNote text={t("assignor.profile.hidden.games")} />
              ) : profile.recentGames.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t("assignor.profile.noGames")}</p>
              ) : (
                <ul className="flex flex-col divide-y text-sm">
                  {profile.recentGames.map((game) => (
                    <li key={game.id} className="flex flex-wrap justify-between gap-2 py-1.5">
                      <span>
                        <span className="font-medium">
                          {t("assignor.game.title", { home: game.homeTeam, away: game.awayTeam })}
                        </span>
                        <span className="block text-xs text-muted-foreground">
                          {`${game.venue} · ${gameLevelLabel(game.level, t)} · ${positionLabel(game.position, t)}`}
                        </span>
                      </span>
                      <span className="text-muted-foreground">{`${formats.longDate(game.date)}, ${formats.gameTime(game.date, game.time)}`}</span>
                    </li>
                  ))}
                </ul>
              )}
            </Section>

            <Section title={t("assignor.profile.availability")}>
              {profile.hidden.availability || !profile.availability ? (
                <HiddenNote text={t("assignor.profile.hidden.availability")} />
              ) : profile.availability.blocks.length === 0 && profile.availability.recurring.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t("assignor.profile.noBlocks")}</p>
              ) : (
                <ul className="flex flex-col gap-1 text-sm">
                  {profile.availability.recurring.map((block) => (
                    <li key={`weekly:${block.weekday}:${block.startTime ?? "day"}:${block.startsOn}`}>
                      {block.endsOn
                        ? t("assignor.profile.weeklyBlockUntil", {
                            day: WEEKDAY_KEYS[block.weekday] ?? "",
                            range: timeRange(block.kind, block.startTime, block.endTime, formats.time, t),
                            until: formats.longDate(block.endsOn),
                          })
                        : t("assignor.profile.weeklyBlock", {
                            day: WEEKDAY_KEYS[block.weekday] ?? "",
                            range: timeRange(block.kind, block.startTime, block.endTime, formats.time, t),
                          })}
                    </li>
                  ))}
                  {profile.availability.blocks.map((block) => (
                    <li key={`${block.date}:${block.startTime ?? "day"}`}>
                      {t("assignor.profile.dateBlock", {
                        date: formats.longDate(block.date),
                        range: timeRange(block.kind, block.startTime, block.endTime, formats.time, t),
                      })}
                    </li>
                  ))}
                </ul>
              )}
            </Section>
          </div>
        )}
        <DialogFooter>
          <Button asChild variant="outline">
            <Link to={`/assignor/referees/${refereeId}/rules`}>{t("assignor.rules.open")}</Link>
          </Button>
          <DialogClose asChild>
            <Button variant="outline">{t("assignor.common.close")}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
