/**
 * What goes out of a filed report (issue 22, decision 0083): misconduct or a no-show alerts the assignors who
 * review reports at once, in-app and by email in each one's language; every filing and change is a
 * `game.report_submitted` webhook carrying the report as the API shows it; a retried batch doubles nothing.
 */
import { and, eq } from "drizzle-orm";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { createUserSettings } from "~/demo/factories";
import { notifications, outbox, webhookDeliveries, webhookEndpoints } from "~/db/schema";
import { gameReportAlert, MESSAGE_KINDS, REPORT_ALERT_SEPARATOR, reportAlertParts } from "~/domain/messages";
import { webhookBodySchema } from "~/domain/webhooks";
import { api, apiKeyFor } from "./api-helpers";
import { createLeague, db, post } from "./helpers";
import { fileTestReport, gameWithCrew } from "./report-fixtures";
import { createStaffMember } from "./staff-helpers";

type League = Awaited<ReturnType<typeof createLeague>>;

describe("a filed report's alerts and webhook", () => {
  let league: League;
  let spanishAssignor: { id: string };
  let limitedAssignor: { id: string };
  let otherLevelAssignor: { id: string };
  let scheduler: { id: string };
  let endpointId: string;
  let crew: Awaited<ReturnType<typeof gameWithCrew>>;
  let reportId: string;
  const filedAt = new Date("2099-03-08T18:00:00.123Z");

  const alertsOf = (userId: string) =>
    db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.organizationId, league.organization.id)));
  const emailsOf = (userId: string) =>
    db
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, userId), eq(outbox.kind, MESSAGE_KINDS.gameReportAlert)));
  const deliveries = () => db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));

  beforeAll(async () => {
    league = await createLeague("Report Alerts League");
    const organizationId = league.organization.id;
    spanishAssignor = (await createStaffMember(organizationId, "assignor", { firstName: "Lucía" })).user;
    await createUserSettings(db, { userId: spanishAssignor.id, language: "es" });
    limitedAssignor = (
      await createStaffMember(organizationId, "assignor", { scope: { levels: ["youth"], leagues: [], venues: [] } })
    ).user;
    otherLevelAssignor = (
      await createStaffMember(organizationId, "assignor", { scope: { levels: ["amateur"], leagues: [], venues: [] } })
    ).user;
    scheduler = (await createStaffMember(organizationId, "scheduler")).user;
    endpointId = crypto.randomUUID();
    await db.insert(webhookEndpoints).values([
      {
        id: endpointId,
        organizationId,
        url: "https://hooks.example.com/reports",
        events: ["game.report_submitted"],
        secret: "whsec_reports",
      },
      {
        id: crypto.randomUUID(),
        organizationId,
        url: "https://hooks.example.com/games",
        events: ["game.created"],
        secret: "whsec_games",
      },
    ]);
    crew = await gameWithCrew(organizationId, league.referee.id, {
      homeTeam: "Oakland Roots & <Friends>",
      awayTeam: "Bay FC",
      date: "2099-03-07",
    });
    reportId = await fileTestReport(crew.game, league.referee.id, {
      misconduct: [
        { kind: "send_off", teamSide: "away", playerName: "Sam Red", playerNumber: "4", minute: 71, reasonCode: "S2" },
        {
          kind: "caution",
          teamSide: "home",
          playerName: "Alex Yellow",
          playerNumber: "10",
          minute: 23,
          reasonCode: "C1",
        },
      ],
      attendance: { [crew.referee.id]: "on_time", [crew.partner.id]: "no_show" },
      submittedAt: filedAt,
    });
  });

  it("alerts each assignor who reviews reports, high priority, in their language, linking to the report", async () => {
    const [english] = await alertsOf(league.assignor.id);
    expect(english).toMatchObject({
      priority: "high",
      title: "Game report needs review",
      message: "Report for Oakland Roots & <Friends> vs Bay FC: 1 caution, 1 send-off, a no-show",
      link: `/assignor/reports/${crew.game.id}`,
      actionLabel: "Review the report",
    });
    const [spanish] = await alertsOf(spanishAssignor.id);
    expect(spanish?.message).toBe(
      "Informe de Oakland Roots & <Friends> vs. Bay FC: 1 amonestación, 1 expulsión, una ausencia",
    );
    // The SQL's words are the domain's.
    const details = reportAlertParts({ cautions: 1, sendOffs: 1, noShow: true }, "es").join(REPORT_ALERT_SEPARATOR);
    expect(spanish?.message).toBe(
      gameReportAlert({ language: "es", firstName: "Lucía", game: crew.game, details, origin: "" }).summary,
    );
    // A limited assignor whose scope covers the (youth) game reviews its report; one of another level, and a
    // scheduler, do not.
    expect(await alertsOf(limitedAssignor.id)).toHaveLength(1);
    expect(await alertsOf(otherLevelAssignor.id)).toEqual([]);
    expect(await alertsOf(scheduler.id)).toEqual([]);
  });

  it("takes the assignor to the report from the alert's button", async () => {
    const [alert] = await alertsOf(league.assignor.id);
    const response = await post(
      "/notifications",
      { intent: "read", id: alert!.id, follow: "1" },
      { cookie: league.assignorCookie },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/assignor/reports/${crew.game.id}`);
  });

  it("emails them through the outbox in their language, the teams escaped in the HTML", async () => {
    const [english] = await emailsOf(league.assignor.id);
    expect(english?.subject).toBe("Report to review: Oakland Roots & <Friends> vs Bay FC");
    expect(english?.textBody).toContain(
      "Report for Oakland Roots & <Friends> vs Bay FC: 1 caution, 1 send-off, a no-show",
    );
    expect(english?.textBody).toContain(`/assignor/reports/${crew.game.id}`);
    expect(english?.htmlBody).toContain("Oakland Roots &amp; &lt;Friends&gt; vs Bay FC");
    expect(english?.htmlBody).not.toContain("<Friends>");
    const [spanish] = await emailsOf(spanishAssignor.id);
    expect(spanish?.subject).toBe("Informe por revisar: Oakland Roots & <Friends> vs. Bay FC");
    expect(spanish?.textBody).toMatch(/^Hola, Lucía/);
    expect(await emailsOf(limitedAssignor.id)).toHaveLength(1);
    expect(await emailsOf(otherLevelAssignor.id)).toEqual([]);
  });

  it("delivers game.report_submitted to the endpoints that chose it, with the report as the API shows it", async () => {
    const rows = await deliveries();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.event).toBe("game.report_submitted");
    const body = v.parse(webhookBodySchema("game.report_submitted"), JSON.parse(rows[0]!.payload));
    expect(body.organizationId).toBe(league.organization.id);
    expect(body.data.resubmitted).toBe(false);
    expect(body.data.report).toMatchObject({
      id: reportId,
      status: "submitted",
      homeScore: 2,
      awayScore: 1,
      hasMisconduct: true,
      hasNoShow: true,
      submittedAt: "2099-03-08T18:00:00.123Z",
      misconduct: [
        {
          kind: "caution",
          team: "Oakland Roots & <Friends>",
          playerName: "Alex Yellow",
          minute: 23,
          reasonCode: "C1",
          reasonLabel: "Unsporting behavior",
        },
        {
          kind: "send_off",
          team: "Bay FC",
          playerName: "Sam Red",
          minute: 71,
          reasonCode: "S2",
          reasonLabel: "Violent conduct",
        },
      ],
      officials: [
        { assignmentId: crew.referee.id, position: "referee", attendance: "on_time" },
        { assignmentId: crew.partner.id, position: "assistant_referee_1", attendance: "no_show" },
      ],
    });
    const { secret } = await apiKeyFor(league.organization.id, league.assignor.id, "read");
    const fromApi = await (await api("GET", `/api/v1/reports/${reportId}`, { key: secret })).json();
    expect(body.data.report).toEqual(fromApi);
  });

  it("a retried batch doubles nothing; a change by the crew is a new webhook event but no second alert", async () => {
    await fileTestReport(crew.game, league.referee.id, {
      reportId,
      misconduct: [{ kind: "caution", teamSide: "home", playerName: "Alex Yellow", minute: 23, reasonCode: "C1" }],
      attendance: { [crew.partner.id]: "no_show" },
      submittedAt: filedAt,
    });
    expect(await alertsOf(league.assignor.id)).toHaveLength(1);
    expect(await emailsOf(league.assignor.id)).toHaveLength(1);
    expect(await deliveries()).toHaveLength(1);

    await fileTestReport(crew.game, league.referee.id, {
      reportId,
      misconduct: [{ kind: "caution", teamSide: "home", playerName: "Alex Yellow", minute: 23, reasonCode: "C1" }],
      attendance: { [crew.partner.id]: "no_show" },
      submittedAt: new Date(filedAt.getTime() + 60_000),
      resubmitted: true,
    });
    expect(await alertsOf(league.assignor.id)).toHaveLength(1);
    const rows = await deliveries();
    expect(rows).toHaveLength(2);
    const latest = rows.map((row) => JSON.parse(row.payload)).find((payload) => payload.data.resubmitted);
    expect(latest.data.report.misconduct).toHaveLength(1);
  });

  it("a clean report alerts no one but is still a webhook event", async () => {
    const other = await gameWithCrew(league.organization.id, league.referee.id, { date: "2099-03-07" });
    const before = (await alertsOf(league.assignor.id)).length;
    const cleanId = await fileTestReport(other.game, league.referee.id, {
      attendance: { [other.referee.id]: "on_time", [other.partner.id]: "late" },
      submittedAt: filedAt,
    });
    expect(await alertsOf(league.assignor.id)).toHaveLength(before);
    const payloads = (await deliveries()).map((row) => JSON.parse(row.payload));
    const clean = payloads.find((payload) => payload.data.report.id === cleanId);
    expect(clean.data.report).toMatchObject({ hasMisconduct: false, hasNoShow: false, misconduct: [] });
  });
});
