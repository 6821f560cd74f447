/** The View dialog of a schedule row: where, when, who else is on the crew, whom to call, and notes. */
import { ExternalLink, Mail, Phone } from "lucide-react";
import { useFormats } from "~/components/formats";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { useT } from "~/i18n/react";
import type { ScheduleEntry } from "~/server/referee-schedule.server";
import { levelLabel, positionLabel, RefereeStatusBadge } from "./labels";

export function mapLink(place: string) {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-1">
      <h3 className="text-sm font-semibold">{title}</h3>
      <div className="text-sm">{children}</div>
    </section>
  );
}

export function GameDetailsDialog({
  entry,
  status,
  money,
}: {
  entry: ScheduleEntry;
  status: string;
  /** The fee as this page writes amounts (`formatMoney` in the organization's currency). */
  money: (cents: number) => string;
}) {
  const formats = useFormats();
  const t = useT();
  const { game } = entry;
  const label = t("referee.game.matchup", { home: game.homeTeam, away: game.awayTeam });
  const place = game.venueAddress ? `${game.venue}, ${game.venueAddress}` : game.venue;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={t("referee.game.viewLabel", { game: label })}>
          {t("referee.game.view")}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{label}</DialogTitle>
          <DialogDescription>{`${formats.gameDateTime(game.date, game.time)} · ${levelLabel(t, game.level)}`}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-4">
          <Section title={t("referee.details.yourAssignment")}>
            <div className="flex flex-wrap items-center gap-2">
              <span>{`${positionLabel(t, entry.position)} · ${money(game.feeCents)}`}</span>
              <RefereeStatusBadge kind="assignment" status={status} />
            </div>
            {entry.declineReason ? (
              <p className="mt-1 text-muted-foreground">
                {t("referee.details.reasonGiven", { reason: entry.declineReason })}
              </p>
            ) : null}
            {game.status === "cancelled" ? (
              <p className="mt-1 text-destructive">
                {game.cancelReason
                  ? t("referee.details.cancelledBecause", { reason: game.cancelReason })
                  : t("referee.details.cancelled")}
              </p>
            ) : null}
          </Section>
          <Section title={t("referee.details.venue")}>
            <p>{game.venue}</p>
            {game.venueAddress ? <p className="text-muted-foreground">{game.venueAddress}</p> : null}
            <a
              href={mapLink(place)}
              target="_blank"
              rel="noreferrer"
              className="mt-1 inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
            >
              {t("referee.details.openInMaps")}
              <ExternalLink aria-hidden="true" className="size-3" />
            </a>
          </Section>
          <Section title={t("referee.details.crew")}>
            {entry.crew.length === 0 ? (
              <p className="text-muted-foreground">{t("referee.details.noCrew")}</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {entry.crew.map((member) => (
                  <li key={`${member.position}:${member.name}`}>
                    <p>
                      <span className="font-medium">{member.name}</span>
                      {` · ${
                        member.status === "pending"
                          ? t("referee.details.notYetConfirmed", { position: positionLabel(t, member.position) })
                          : positionLabel(t, member.position)
                      }`}
                    </p>
                    {member.email ? <p className="text-xs text-muted-foreground">{member.email}</p> : null}
                    {member.phone ? <p className="text-xs text-muted-foreground">{member.phone}</p> : null}
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section title={t("referee.details.assignor")}>
            {entry.assignor ? (
              <div className="flex flex-col gap-1">
                <p className="font-medium">{entry.assignor.name}</p>
                <a
                  href={`mailto:${entry.assignor.email}`}
                  className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                >
                  <Mail aria-hidden="true" className="size-3" />
                  {entry.assignor.email}
                </a>
                {entry.assignor.phone ? (
                  <a
                    href={`tel:${entry.assignor.phone}`}
                    className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                  >
                    <Phone aria-hidden="true" className="size-3" />
                    {entry.assignor.phone}
                  </a>
                ) : null}
              </div>
            ) : (
              <p className="text-muted-foreground">{t("referee.details.noAssignor")}</p>
            )}
          </Section>
          {game.notes || entry.notes ? (
            <Section title={t("referee.details.notes")}>
              {game.notes ? <p className="whitespace-pre-line">{game.notes}</p> : null}
              {entry.notes ? <p className="whitespace-pre-line">{entry.notes}</p> : null}
            </Section>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
