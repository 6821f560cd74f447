/**
 * The referee portal in the referee's language (issue 19): each section, requested by a referee whose
 * settings say German, answers in German with no English left of that screen, and a refused action
 * answers in German too. The English texts are asserted by each section's own test file.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createAssignment, createGame, createNotification, createUserSettings } from "~/db/factories";
import { createLeague, db, get, post, visibleText } from "./helpers";

type League = Awaited<ReturnType<typeof createLeague>>;

/** The section's own words: the text of its <main>, without scripts (the portal's layout is tested elsewhere). */
async function pageText(path: string, cookie: string) {
  const response = await get(path, { cookie });
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const main = html.slice(html.indexOf("<main"), html.lastIndexOf("</main>"));
  expect(main, path).not.toBe("");
  return { html, text: visibleText(main) };
}

function expectNone(text: string, words: string[]) {
  for (const word of words) expect(text, `"${word}" left in English`).not.toMatch(new RegExp(`\\b${word}\\b`));
}

describe("the referee portal in German", () => {
  let league: League;
  let offerId: string;

  beforeAll(async () => {
    league = await createLeague();
    await createUserSettings(db, {
      userId: league.referee.id,
      language: "de",
      dateFormat: "DD/MM/YYYY",
      timeFormat: "24",
    });
    const organizationId = league.organization.id;
    const upcoming = await createGame(db, {
      organizationId,
      assignorId: league.assignor.id,
      homeTeam: "Mission FC",
      awayTeam: "Sunset United",
      venue: "Kezar Stadium",
      date: "2099-03-06",
      time: "18:30",
      feeCents: 4550,
      level: "youth",
    });
    const offered = await createGame(db, {
      organizationId,
      assignorId: league.assignor.id,
      homeTeam: "Marin Tides",
      awayTeam: "Presidio SC",
      venue: "Tam High",
      date: "2099-04-10",
      time: "09:00",
      feeCents: 9000,
      level: "amateur",
    });
    const past = await createGame(db, {
      organizationId,
      assignorId: league.assignor.id,
      homeTeam: "Old Town",
      awayTeam: "Harbor City",
      date: "2020-01-04",
      time: "10:00",
      feeCents: 6000,
    });
    await createAssignment(db, {
      organizationId,
      gameId: upcoming.id,
      refereeId: league.referee.id,
      status: "confirmed",
    });
    const offer = await createAssignment(db, {
      organizationId,
      gameId: offered.id,
      refereeId: league.referee.id,
      status: "pending",
      assignedById: league.assignor.id,
    });
    offerId = offer.id;
    await createAssignment(db, { organizationId, gameId: past.id, refereeId: league.referee.id, status: "completed" });
    await createNotification(db, {
      userId: league.referee.id,
      organizationId,
      type: "payment",
      priority: "medium",
      title: "Zahlung eingegangen",
      message: "Eine Zahlung wurde als bezahlt markiert.",
      createdAt: new Date(Date.now() - 3 * 3_600_000),
    });
  });

  it("shows the Overview in German, with dates as DD/MM/YYYY and a 24-hour clock", async () => {
    const { html, text } = await pageText("/referee", league.refereeCookie);
    expect(html).toContain("<title>Übersicht | Schiedsrichter-Portal | Whistle</title>");
    expect(html).toMatch(/<html[^>]*lang="de"/);
    for (const words of [
      "Willkommen,",
      "Anwesenheitsquote",
      "Anstehend",
      "Bestätigte Spiele ab heute",
      "Gesamteinnahmen",
      "Erfolgsquote",
      "1 Spielangebot wartet auf Ihre Antwort",
      "Im Spielplan antworten",
      "Anstehende Spiele",
      "Abgeschlossene Spiele",
      "Offene Anfragen",
      "Mission FC gegen Sunset United",
    ]) {
      expect(text).toContain(words);
    }
    expectNone(text, [
      "Upcoming",
      "Welcome",
      "Attendance",
      "Completed",
      "Total Earned",
      "Pending Requests",
      "vs",
      "PM",
    ]);
  });

  it("shows the Schedule in German: tabs, search, sort, columns, statuses, levels and positions", async () => {
    const { html, text } = await pageText("/referee/schedule?tab=all", league.refereeCookie);
    expect(html).toContain("<title>Spielplan | Schiedsrichter-Portal | Whistle</title>");
    for (const words of [
      "Spielplan",
      "Offene Spiele finden",
      "Anstehend (2)",
      "Vergangen (1)",
      "Alle (3)",
      "Sortieren nach",
      "Datum und Uhrzeit",
      "Spielklasse und Position",
      "Hauptschiedsrichter",
      "Jugend",
      "Bestätigt",
      "Vergangen",
      "Annehmen",
      "Ablehnen",
      "Zurückgeben",
      "Ansehen",
      "09:00",
    ]) {
      expect(text).toContain(words);
    }
    expect(html).toContain('placeholder="Teams, Spielort oder Spielklasse suchen..."');
    expect(html).toContain('aria-label="Ansetzung offen"');
    expectNone(text, ["Upcoming", "Sort by", "Search", "Venue", "Accept", "Decline", "Turn back", "Youth", "AM", "PM"]);

    const empty = await pageText("/referee/schedule?q=nothing-like-this", league.refereeCookie);
    expect(empty.text).toContain("Keine Spiele passen zu Ihrer Suche");
    expect(empty.text).toContain("Versuchen Sie andere Suchbegriffe");
  });

  it("shows Notifications' own words in German", async () => {
    const { html, text } = await pageText("/referee/notifications", league.refereeCookie);
    expect(html).toContain("<title>Benachrichtigungen | Schiedsrichter-Portal | Whistle</title>");
    for (const words of [
      "Benachrichtigungen",
      "1 erfordert Ihre Aufmerksamkeit",
      "Alle (1)",
      "Ungelesen (1)",
      "Zahlungen (1)",
      "Ansetzungen (0)",
      "mittlere Priorität",
      "vor 3 Stunden",
      "Als gelesen markieren",
    ]) {
      expect(text).toContain(words);
    }
    expectNone(text, ["Unread", "Payments", "Mark Read", "priority", "ago"]);

    const none = await pageText("/referee/notifications?filter=assignments", league.refereeCookie);
    expect(none.text).toContain("Keine Benachrichtigungen gefunden");
    expect(none.text).toContain("Derzeit keine Benachrichtigungen zu Ansetzungen.");
  });

  it("refuses an answer in German: no reason, a missing assignment, a missing notification", async () => {
    const noReason = await post(
      `/referee/assignments/${offerId}`,
      { intent: "decline", reason: " " },
      { cookie: league.refereeCookie },
    );
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toMatchObject({
      ok: false,
      fieldErrors: { reason: ["Geben Sie an, warum Sie ablehnen: Ihr Ansetzer liest es."] },
    });

    const missing = await post(
      "/referee/assignments/no-such-assignment",
      { intent: "accept" },
      {
        cookie: league.refereeCookie,
      },
    );
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ ok: false, message: "Diese Ansetzung gibt es nicht mehr." });

    const gone = await post(
      "/referee/notifications",
      { intent: "read", notificationId: "no-such-notification" },
      { cookie: league.refereeCookie },
    );
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain("Diese Benachrichtigung gibt es nicht mehr.");
  });

  it("answers an accepted offer in German", async () => {
    const accepted = await post(
      `/referee/assignments/${offerId}`,
      { intent: "accept" },
      { cookie: league.refereeCookie },
    );
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({
      ok: true,
      message: "Ansetzung angenommen; Ihr Ansetzer wurde informiert",
    });
  });
});
