/**
 * Issue 19: every message template in each language: worded in the recipient's language with no English
 * left, the English texts unchanged, texts kept to the SMS alphabet, and the app's manifest per language.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildCalendarFeed } from "~/domain/ical-feed";
import {
  assignmentCancelled,
  assignmentPublished,
  describeGameChanges,
  gameChangeNotification,
  gameReminder,
  invite,
  languageOfEmail,
  offerNotification,
  paymentNotification,
  passwordReset,
  releasedNotification,
  requestNotification,
  toSmsAlphabet,
  unsubscribeLine,
  weeklyDigest,
  weeklyDigestSummary,
} from "~/domain/messages";
import { LANGUAGES } from "~/i18n/messages";

const ORIGIN = "https://whistle.test";
const game = {
  homeTeam: "Riverside United",
  awayTeam: "Hilltop Athletic",
  date: "2026-12-05",
  time: "14:30",
  venue: "Central Park Field 1",
  venueAddress: "1 Field Way",
  position: "referee",
};

describe("templates in the recipient's language", () => {
  it("writes an offer in Spanish, French and German, with dates in that language and 24-hour times", () => {
    const words = {
      es: ["Nueva designación: Riverside United vs. Hilltop Athletic, sáb, 5 dic 2026", "Hola, Ana:", "14:30"],
      fr: ["Nouvelle désignation : Riverside United contre Hilltop Athletic, le sam. 5 déc. 2026", "Bonjour Ana,"],
      de: ["Neue Ansetzung: Riverside United gegen Hilltop Athletic am Sa., 5. Dez. 2026", "Hallo Ana,"],
    } as const;
    for (const language of ["es", "fr", "de"] as const) {
      const message = assignmentPublished({ firstName: "Ana", game, assignmentId: "a1", origin: ORIGIN, language });
      const all = `${message.subject}\n${message.text}\n${message.html}\n${message.sms}`;
      for (const expected of words[language]) expect(all).toContain(expected);
      for (const english of ["New assignment", "Hi Ana", "You have been assigned", "Accept or decline", "2:30 PM"]) {
        expect(all).not.toContain(english);
      }
      expect(message.html).toContain(`<html lang="${language}">`);
      expect(message.sms.length).toBeLessThanOrEqual(160);
      // The text links the schedule (issue 20): the offer's own link would leave no room for the game.
      expect(message.sms.endsWith(`${ORIGIN}/referee/schedule`)).toBe(true);
      expect(message.text).toContain(`${ORIGIN}/referee/schedule?assignment=a1`);
    }
  });

  it("keeps English exactly as it was, and English when no language is given", () => {
    const given = gameReminder({ firstName: "Sam", game, lead: "24h", origin: ORIGIN, language: "en" });
    const unset = gameReminder({ firstName: "Sam", game, lead: "24h", origin: ORIGIN });
    expect(given).toEqual(unset);
    expect(given.subject).toBe("Reminder: Riverside United vs Hilltop Athletic tomorrow");
    expect(given.text).toBe(
      "Hi Sam,\n\nYour game is tomorrow: Riverside United vs Hilltop Athletic, Sat, Dec 5, 2026 · 2:30 PM, Central Park Field 1, 1 Field Way (Referee).\n\nSee the details and the crew: https://whistle.test/referee/schedule\n",
    );
    expect(weeklyDigestSummary({ games: 3, openRequests: 1, language: "en" })).toBe(
      "3 confirmed games this week; 1 offer waiting for your answer.",
    );
  });

  it("words plurals, changes and notices per language", () => {
    expect(weeklyDigestSummary({ games: 1, openRequests: 2, language: "es" })).toBe(
      "1 partido confirmado esta semana; 2 ofertas esperan tu respuesta.",
    );
    expect(weeklyDigestSummary({ games: 0, openRequests: 0, language: "de" })).toBe(
      "Keine bestätigten Spiele diese Woche.",
    );
    expect(
      weeklyDigest({
        firstName: "Léa",
        weekOf: "2026-11-30",
        games: [game],
        openRequests: 0,
        origin: ORIGIN,
        language: "fr",
      }).subject,
    ).toBe("Votre semaine sur Whistle : 1 match");
    const changes = describeGameChanges({ ...game, feeCents: 4000 }, { ...game, time: "16:00", feeCents: 4500 }, "EUR");
    expect(gameChangeNotification(game, changes, "de")).toEqual({
      title: "Spiel geändert",
      message:
        "Riverside United gegen Hilltop Athletic: Anstoß verlegt von Sa., 5. Dez. 2026 · 14:30 auf Sa., 5. Dez. 2026 · 16:00; Spielgeld jetzt €45.00 (bisher €40.00).",
    });
    expect(offerNotification(game, "fourth_official", "es")).toEqual({
      title: "Nueva designación",
      message:
        "Te han designado como Cuarto árbitro para Riverside United vs. Hilltop Athletic el sáb, 5 dic 2026 a las 14:30, Central Park Field 1.",
      actionLabel: "Responder",
    });
    const cancelled = assignmentCancelled({
      cause: "game-cancelled",
      reason: "Lluvia",
      firstName: "Ana",
      game,
      origin: ORIGIN,
      language: "es",
    });
    expect(cancelled.subject).toBe("Cancelado: Riverside United vs. Hilltop Athletic, sáb, 5 dic 2026");
    expect(cancelled.text).toContain("Motivo: Lluvia");
  });

  it("escapes what people typed in every language", () => {
    for (const language of LANGUAGES) {
      const message = invite({
        inviterName: "<b>Eve</b>",
        organizationName: "A & B",
        role: "referee",
        link: `${ORIGIN}/signup?invite=x`,
        language,
      });
      expect(message.html).not.toContain("<b>Eve</b>");
      expect(message.html).toContain("&lt;b&gt;Eve&lt;/b&gt;");
      expect(message.html).toContain("A &amp; B");
    }
    expect(passwordReset({ firstName: "Jo", link: "https://x", language: "fr" }).subject).toBe(
      "Réinitialisez votre mot de passe Whistle",
    );
  });

  it("keeps texts in the SMS alphabet: accents it lacks fall away, the ones it has stay", () => {
    expect(toSmsAlphabet("Mañana, árbitro · sábado — «Lyon» ’")).toBe('Mañana, arbitro ? sabado - "Lyon" \'');
    expect(toSmsAlphabet("Spielgeld über 12 € für Müller ß")).toBe("Spielgeld über 12 € für Müller ß");
    expect(toSmsAlphabet("Désignation à pourvoir, ça")).toBe("Désignation à pourvoir, ca");
  });
});

describe("the unsubscribe line delivery adds", () => {
  it("is in the email's language, read from the <html lang> its template wrote", () => {
    const spanish = gameReminder({ firstName: "Ana", game, lead: "2h", origin: ORIGIN, language: "es" });
    expect(languageOfEmail(spanish.html)).toBe("es");
    expect(languageOfEmail(gameReminder({ firstName: "Sam", game, lead: "2h", origin: ORIGIN }).html)).toBe("en");
    expect(languageOfEmail("<html><body>x</body></html>")).toBe("en");
    expect(unsubscribeLine("reminder", "es")).toBe("Darse de baja de los recordatorios de partidos");
    expect(unsubscribeLine("reminder", "en")).toBe("Unsubscribe from game reminders");
    expect(unsubscribeLine("subscription", "de")).toBe("Diese E-Mails abbestellen");
  });
});

describe("in-app notices", () => {
  it("keep their English words, and speak the recipient's language otherwise", () => {
    const facts = { refereeName: "Sam Lee", game, position: "assistant_referee_1" };
    expect(requestNotification("new", { ...facts, words: "Free all day" })).toEqual({
      title: "New game request",
      message:
        "Sam Lee asked to work Assistant Referee 1 for Riverside United vs Hilltop Athletic on 2026-12-05 at 14:30. Note: Free all day",
      actionLabel: "Review",
    });
    expect(requestNotification("rejected", { game, position: "referee" }, "fr").message).toBe(
      "Votre demande pour officier comme Arbitre central pour Riverside United contre Hilltop Athletic le sam. 5 déc. 2026 à 14:30 n’a pas été retenue.",
    );
    expect(releasedNotification(facts).message).toBe(
      "Sam Lee deleted their account: Riverside United vs Hilltop Athletic on 2026-12-05 at 14:30 (assistant referee 1) needs someone else.",
    );
    expect(releasedNotification(facts, "de").title).toBe("Ansetzung freigegeben");
    const paid = { items: [{ amount: "$45.00", what: "A vs B" }], total: "$45.00", paidOn: "2026-12-05" };
    expect(paymentNotification({ ...paid, method: "check" })).toEqual({
      title: "Payment recorded",
      message: "$45.00 for A vs B was paid: check, 2026-12-05.",
    });
    expect(paymentNotification({ ...paid, method: "Scheck" }, "de").message).toBe(
      "$45.00 für A vs B wurden gezahlt: Scheck, Sa., 5. Dez. 2026.",
    );
  });
});

describe("the calendar feed in its owner's language", () => {
  const feed = (language?: "en" | "de") =>
    buildCalendarFeed({
      calendarName: "Whistle",
      domain: "whistle.test",
      scheduleUrl: `${ORIGIN}/referee/schedule`,
      language,
      assignments: [
        {
          assignmentId: "a1",
          status: "confirmed",
          position: "referee",
          game: { ...game, level: "amateur", league: "Liga Süd", notes: null, feeCents: 4000 },
          organizationName: "Verein",
          currency: "EUR",
          timeZone: "Europe/Berlin",
          gameLengthMinutes: 90,
          crew: [{ name: "Kim Weber", position: "assistant_referee_1", status: "pending" }],
          lastModified: new Date("2026-11-01T00:00:00Z"),
        },
      ],
    }).replace(/\r\n /g, "");
  it("writes summaries and descriptions in German, and English as before", () => {
    const german = feed("de");
    expect(german).toContain("SUMMARY:Riverside United gegen Hilltop Athletic (Hauptschiedsrichter)");
    expect(german).toContain("Status: bestätigt\\nIhre Position: Hauptschiedsrichter\\nSpielklasse: Amateur");
    expect(german).toContain("Kim Weber (Schiedsrichterassistent 1\\, offen)");
    const english = feed();
    expect(english).toContain("SUMMARY:Riverside United vs Hilltop Athletic (Referee)");
    expect(english).toContain("Status: Confirmed\\nYour position: Referee\\nLevel: amateur");
    expect(english).toContain("Kim Weber (Assistant Referee 1\\, pending)");
  });
});

describe("the app's manifest per language", () => {
  const read = (file: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, "../../public", file), "utf8"));
  const english = read("manifest.webmanifest");
  it("has one file per language, the same app (id, urls, icons) with its words translated", () => {
    for (const language of ["es", "fr", "de"]) {
      const manifest = read(`manifest.${language}.webmanifest`);
      expect(manifest.lang).toBe(language);
      expect(manifest.name).not.toBe(english.name);
      expect(manifest.description).not.toBe(english.description);
      const sameApp = (m: typeof english) => ({
        ...m,
        name: undefined,
        description: undefined,
        lang: undefined,
        shortcuts: m.shortcuts.map((s: { url: string; icons: unknown }) => ({ url: s.url, icons: s.icons })),
      });
      expect(sameApp(manifest)).toEqual(sameApp(english));
      manifest.shortcuts.forEach((shortcut: { name: string }, index: number) =>
        expect(shortcut.name).not.toBe(english.shortcuts[index].name),
      );
    }
  });
});
