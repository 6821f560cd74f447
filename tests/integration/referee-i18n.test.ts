/**
 * The referee portal in the referee's language (issue 19): each section, requested by a referee whose
 * settings say German, answers in German with no English left of that screen, and a refused action
 * answers in German too. The English texts are asserted by each section's own test file.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createAssignment, createGame, createNotification, createUser, createUserSettings } from "~/demo/factories";
import { addDays, todayIn } from "~/domain/dates";
import { createLeague, db, get, newAddress, ORIGIN, post, visibleText, worker } from "./helpers";

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

/** A league whose referee reads German, with DD/MM/YYYY dates and a 24-hour clock. */
async function germanLeague() {
  const league = await createLeague();
  await createUserSettings(db, {
    userId: league.referee.id,
    language: "de",
    dateFormat: "DD/MM/YYYY",
    timeFormat: "24",
  });
  return league;
}

function syncAvailability(cookie: string, changes: unknown[]) {
  return worker.fetch(
    new Request(`${ORIGIN}/referee/availability/changes`, {
      method: "POST",
      body: JSON.stringify({ changes }),
      headers: {
        "Content-Type": "application/json",
        Origin: ORIGIN,
        "Sec-Fetch-Site": "same-origin",
        "CF-Connecting-IP": newAddress(),
        Cookie: cookie,
      },
    }),
  );
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

describe("the rest of the referee portal in German", () => {
  it("shows Open Games in German and answers a request in German", async () => {
    const league = await germanLeague();
    const game = await createGame(db, {
      organizationId: league.organization.id,
      assignorId: league.assignor.id,
      homeTeam: "Open City",
      awayTeam: "Free Kicks",
      date: "2099-05-02",
      time: "18:30",
      level: "amateur",
    });
    const { html, text } = await pageText("/referee/open-games", league.refereeCookie);
    expect(html).toContain("<title>Offene Spiele | Schiedsrichter-Portal | Whistle</title>");
    for (const words of [
      "Offene Spiele",
      "Offene Positionen (1)",
      "Open City gegen Free Kicks",
      "Amateur",
      "Hauptschiedsrichter",
      "Anfragen",
      "Meine Anfragen (0)",
      "Sie haben noch keine Spiele angefragt.",
    ]) {
      expect(text).toContain(words);
    }
    expect(text).toMatch(/Sa\.?, 02\/05\/2099 · 18:30/);
    expectNone(text, ["Open slots", "My requests", "Request", "Referee", "vs", "PM"]);

    const requested = await post(
      "/referee/open-games",
      { intent: "request", gameId: game.id, position: "referee" },
      { cookie: league.refereeCookie },
    );
    expect(requested.status).toBe(200);
    expect(await requested.text()).toContain("Anfrage gesendet; Ihr Ansetzer prüft sie");
    const after = await pageText("/referee/open-games", league.refereeCookie);
    for (const words of ["Meine Anfragen (1)", "Angefragt", "Zurückziehen", "Offen", "Datum und Uhrzeit"]) {
      expect(after.text).toContain(words);
    }
  });

  it("shows Availability in German, with German month and weekday names, weeks from Monday, and refusals in German", async () => {
    const league = await germanLeague();
    const today = todayIn(league.organization.timeZone);
    const tomorrow = addDays(today, 1);
    const synced = await syncAvailability(league.refereeCookie, [
      { clientId: "de-block-0001", change: { type: "block-days", dates: [tomorrow] } },
      {
        clientId: "de-weekly-0001",
        change: {
          type: "add-recurring",
          weekday: 2,
          kind: "time_range",
          start: "18:00",
          end: "21:00",
          startsOn: today,
        },
      },
      { clientId: "de-past-0001", change: { type: "block-days", dates: ["2020-01-01"] } },
      { clientId: "de-time-0001", change: { type: "add-time-block", dates: [tomorrow], start: "13:00", end: "09:00" } },
    ]);
    expect(synced.status).toBe(200);
    const answer = (await synced.json()) as { results: { clientId: string; status: string; message?: string }[] };
    expect(answer.results).toEqual(
      expect.arrayContaining([
        {
          clientId: "de-past-0001",
          status: "rejected",
          message: "Vergangene Tage können nicht geändert werden: Wählen Sie heute oder ein späteres Datum.",
        },
        { clientId: "de-time-0001", status: "rejected", message: "Die Endzeit muss nach der Startzeit liegen." },
      ]),
    );

    const { html, text } = await pageText("/referee/availability", league.refereeCookie);
    expect(html).toContain("<title>Verfügbarkeit | Schiedsrichter-Portal | Whistle</title>");
    const month = new Intl.DateTimeFormat("de", { month: "long", year: "numeric", timeZone: "UTC" }).format(
      new Date(`${today.slice(0, 7)}-01T00:00:00Z`),
    );
    for (const words of [
      "Verfügbarkeit",
      "Ganze Tage sperren",
      "Zeitraum hinzufügen",
      "Alle Änderungen gespeichert",
      "Wählen Sie Tage im Kalender aus",
      "Gesperrt (1)",
      "Ganztägig",
      "Jeden Dienstag, 18:00 – 21:00",
      "Wöchentliche Sperren",
      "Laufend",
      month,
    ]) {
      expect(text).toContain(words);
    }
    // The week starts on Monday: the day headers read Mo … So.
    expect(text).toMatch(/Mo\.? Di\.? Mi\.? Do\.? Fr\.? Sa\.? So\.?/);
    expect(html).toContain(`aria-label="Tage im ${month}"`);
    expect(html).toMatch(/aria-label="[^"]*, ganztägig gesperrt"/);
    expectNone(text, ["Availability", "Calendar", "Blocked", "Every", "Tuesday", "Sun", "Mon", "PM"]);
  });

  it("shows Earnings in German, month names in German, and keeps the CSV's English headers", async () => {
    const league = await germanLeague();
    const today = todayIn(league.organization.timeZone);
    const played = await createGame(db, {
      organizationId: league.organization.id,
      assignorId: league.assignor.id,
      homeTeam: "Paid Home",
      awayTeam: "Paid Away",
      date: addDays(today, -1),
      time: "10:00",
      feeCents: 5000,
      level: "youth",
    });
    await createAssignment(db, {
      organizationId: league.organization.id,
      gameId: played.id,
      refereeId: league.referee.id,
      status: "completed",
    });
    const { html, text } = await pageText("/referee/earnings", league.refereeCookie);
    expect(html).toContain("<title>Einnahmen | Schiedsrichter-Portal | Whistle</title>");
    const month = new Intl.DateTimeFormat("de", { month: "short", timeZone: "UTC" }).format(
      new Date(`${today.slice(0, 7)}-01T00:00:00Z`),
    );
    for (const words of [
      "Einnahmen",
      "Gesamteinnahmen",
      "Geleitete Spiele",
      "Offene Zahlungen",
      "1 Zahlung noch nicht bezahlt",
      "Monatliche Einnahmen",
      "Letzte Zahlungen",
      "Paid Home gegen Paid Away",
      "Jugend",
      "Betrag",
      "So werden Sie bezahlt",
      month,
    ]) {
      expect(text).toContain(words);
    }
    expectNone(text, ["Total Earnings", "Recent Payments", "Pending", "Youth", "Getting paid", "games"]);

    const csv = await (await get("/referee/earnings/export", { cookie: league.refereeCookie })).text();
    expect(csv.split(/\r?\n/)[0]).toBe("date,game,level,amount (USD),of which mileage (USD),status");
  });

  it("shows Contacts in German", async () => {
    const league = await germanLeague();
    await createUser(db, {
      organizationId: league.organization.id,
      role: "referee",
      firstName: "Casey",
      lastName: "Nguyen",
      refereeLevel: 2,
    });
    const { html, text } = await pageText("/referee/contacts", league.refereeCookie);
    expect(html).toContain("<title>Kontakte | Schiedsrichter-Portal | Whistle</title>");
    for (const words of [
      "Schiedsrichter-Kontakte",
      "Schiedsrichter insgesamt",
      "Gemeinsam gepfiffen",
      "Verzeichnis",
      "Gemeinsame Spiele",
      "Stufe 2",
      "Nie",
    ]) {
      expect(text).toContain(words);
    }
    expect(html).toContain('placeholder="Nach Name oder E-Mail suchen..."');
    expectNone(text, ["Referee Contacts", "Directory", "Worked With", "Never", "Level"]);
  });
});
