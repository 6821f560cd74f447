/** Game reports (issue 22, decision 0083): misconduct or a no-show to the assignors, an overdue report to its filer. */
import type { Language } from "~/i18n/messages";
import { compose, hi, teams, voiceOf, type GameFacts, type Recipient, type RenderedMessage } from "./render";

/** Where an assignor reviews a game's report. */
export function reportReviewLink(gameId: string): string {
  return `/assignor/reports/${encodeURIComponent(gameId)}`;
}

/** Where the crew files a game's report (the referee portal's report page of the game). */
export function reportFilingLink(gameId: string): string {
  return `/referee/games/${encodeURIComponent(gameId)}/report`;
}

export interface ReportAlertCounts {
  cautions: number;
  sendOffs: number;
  noShow: boolean;
}

/** What needs the assignor's eye, in words: "1 caution", "2 send-offs", "a no-show" (the present ones, in order). */
export function reportAlertParts(counts: ReportAlertCounts, language?: Language | null): string[] {
  const { t } = voiceOf(language);
  return [
    ...(counts.cautions > 0 ? [t("messages.gameReportAlert.cautions", { count: counts.cautions })] : []),
    ...(counts.sendOffs > 0 ? [t("messages.gameReportAlert.sendOffs", { count: counts.sendOffs })] : []),
    ...(counts.noShow ? [t("messages.gameReportAlert.noShow")] : []),
  ];
}

/** The parts joined: "1 caution, 1 send-off, a no-show". */
export const REPORT_ALERT_SEPARATOR = ", ";

/**
 * A filed report names misconduct or a no-show: the assignor's email and the line of their in-app alert
 * ("Report for Oakland Roots vs Bay FC: 1 caution, 1 send-off, a no-show"). `details` is `reportAlertParts`
 * joined.
 */
export function gameReportAlert(
  input: Recipient & {
    firstName: string;
    game: Pick<GameFacts, "homeTeam" | "awayTeam"> & { id: string };
    details: string;
    origin: string;
  },
): RenderedMessage & { summary: string; title: string; actionLabel: string } {
  const voice = voiceOf(input.language);
  const { t } = voice;
  const title = teams(voice, input.game);
  const summary = t("messages.gameReportAlert.summary", { teams: title, details: input.details });
  const actionLabel = t("messages.action.reviewReport");
  return {
    ...compose(voice, {
      subject: t("messages.gameReportAlert.subject", { teams: title }),
      greeting: hi(voice, input.firstName),
      paragraphs: [summary, t("messages.gameReportAlert.approveOrReturn")],
      action: { label: actionLabel, url: `${input.origin}${reportReviewLink(input.game.id)}` },
      sms: summary,
    }),
    summary,
    title: t("messages.notification.reportAlertTitle"),
    actionLabel,
  };
}

/** The official who files a game's report has not filed it in the organization's window (`reminder` 1–3). */
export function gameReportOverdue(
  input: Recipient & {
    firstName: string;
    game: Pick<GameFacts, "homeTeam" | "awayTeam" | "date" | "time"> & { id: string };
    /** The report was returned to them and not changed since, rather than never filed. */
    returned: boolean;
    origin: string;
  },
): RenderedMessage & { summary: string; title: string; actionLabel: string } {
  const voice = voiceOf(input.language);
  const { t } = voice;
  const title = teams(voice, input.game);
  const facts = { teams: title, when: voice.dateTime(input.game.date, input.game.time) };
  const summary = input.returned
    ? t("messages.reportOverdue.returned", facts)
    : t("messages.reportOverdue.notFiled", facts);
  const actionLabel = t("messages.action.fileReport");
  return {
    ...compose(voice, {
      subject: t("messages.reportOverdue.subject", { teams: title }),
      greeting: hi(voice, input.firstName),
      paragraphs: [summary],
      action: { label: actionLabel, url: `${input.origin}${reportFilingLink(input.game.id)}` },
      sms: t("messages.reportOverdue.sms", { teams: title, when: voice.smsWhen(input.game) }),
    }),
    summary,
    title: t("messages.notification.reportOverdueTitle"),
    actionLabel,
  };
}
