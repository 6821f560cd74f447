/**
 * Issue 19: what Whistle sends or writes for someone to read later is in the recipient's language (their
 * `user_settings.language`, else English), never the sender's: reminders through the cron path, an offer
 * an English assignor sends to a German referee, a French referee's calendar feed, and the installable
 * app's manifest in the page's language.
 */
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAssignment, createGame, createUser, createUserSettings } from "~/demo/factories";
import { notifications, outbox, users } from "~/db/schema";
import { resetFeedToken } from "~/server/ical-feed.server";
import { runScheduledJobs } from "~/server/jobs.server";
import { queueIncidentNotices } from "~/server/status-subscriptions.server";
import { createLeague, db, get, newAddress, post } from "./helpers";

async function messagesTo(userId: string) {
  return db.select().from(outbox).where(eq(outbox.userId, userId));
}

async function noticesOf(userId: string, type: string) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
}

describe("messages in the recipient's language", () => {
  it("a reminder run texts and emails a Spanish referee in Spanish, and an English one in English", async () => {
    const league = await createLeague();
    const spanish = league.referee;
    await db.update(users).set({ phone: "+14155550111", phoneConfirmedAt: new Date() }).where(eq(users.id, spanish.id));
    await createUserSettings(db, { userId: spanish.id, language: "es" });
    const english = await createUser(db, {
      organizationId: league.organization.id,
      role: "referee",
      firstName: "Emma",
      phone: "+14155550112",
    });
    // 09:00 on 8 December in Los Angeles is 17:00 UTC: at 21:00 UTC the day before, the 24-hour reminder is due.
    const game = await createGame(db, {
      organizationId: league.organization.id,
      date: "2026-12-08",
      time: "09:00",
      status: "confirmed",
      homeTeam: "Rayos",
      awayTeam: "Truenos",
    });
    for (const [referee, position] of [
      [spanish, "referee"],
      [english, "assistant_referee_1"],
    ] as const) {
      await createAssignment(db, {
        organizationId: league.organization.id,
        gameId: game.id,
        refereeId: referee.id,
        position,
        status: "confirmed",
      });
    }

    const results = await runScheduledJobs({ env, db, now: new Date("2026-12-07T21:00:00Z"), cron: "*/5 * * * *" });
    expect(results.find((result) => result.name === "game-reminders")?.ok).toBe(true);

    const mine = await messagesTo(spanish.id);
    const email = mine.find((message) => message.channel === "email")!;
    const sms = mine.find((message) => message.channel === "sms")!;
    expect(email.subject).toBe("Recordatorio: Rayos vs. Truenos mañana");
    expect(email.textBody).toContain(`Hola, ${spanish.firstName}:`);
    expect(email.textBody).toContain("Tu partido es mañana: Rayos vs. Truenos, mar, 8 dic 2026 · 09:00");
    expect(email.textBody).toContain("(Árbitro principal)");
    expect(email.textBody).toContain("Ver los detalles y el equipo arbitral: ");
    expect(email.htmlBody).toContain('<html lang="es">');
    expect(email.htmlBody).toContain("Whistle · cambia lo que te enviamos en Ajustes, Notificaciones.");
    for (const english of ["Reminder", "Your game", "tomorrow", "Hi ", "See the details", "change what we send"]) {
      expect(`${email.subject}\n${email.textBody}\n${email.htmlBody}`).not.toContain(english);
    }
    // The text: Spanish words in the SMS alphabet (no "á" that would halve the segment), one segment.
    expect(sms.textBody).toMatch(/^Whistle: Rayos vs\. Truenos mañana a las 09:00, /);
    expect(sms.textBody.length).toBeLessThanOrEqual(160);
    expect(sms.textBody).not.toContain("tomorrow");
    // The in-app reminder too.
    const [notice] = await noticesOf(spanish.id, "reminder");
    expect(notice!.title).toBe("Recordatorio: Rayos vs. Truenos mañana");
    expect(notice!.message).toContain("Tu partido es mañana");

    // The English referee of the same run reads exactly what Whistle always wrote.
    const theirs = await messagesTo(english.id);
    const englishEmail = theirs.find((message) => message.channel === "email")!;
    expect(englishEmail.subject).toBe("Reminder: Rayos vs Truenos tomorrow");
    expect(englishEmail.textBody).toContain("Hi Emma,");
    expect(englishEmail.textBody).toContain(
      "Your game is tomorrow: Rayos vs Truenos, Tue, Dec 8, 2026 · 9:00 AM, Central Park Field 1",
    );
    expect(englishEmail.textBody).toContain("(Assistant Referee 1)");
    expect(theirs.find((message) => message.channel === "sms")!.textBody).toMatch(
      /^Whistle: Rayos vs Truenos tomorrow at 9:00 AM, /,
    );
  });

  it("an English assignor's offer reaches a German referee in German: email, text and in-app notice", async () => {
    const league = await createLeague();
    await createUserSettings(db, { userId: league.assignor.id, language: "en" });
    await createUserSettings(db, { userId: league.referee.id, language: "de" });
    await db
      .update(users)
      .set({ phone: "+4915112345678", phoneConfirmedAt: new Date() })
      .where(eq(users.id, league.referee.id));
    const game = await createGame(db, {
      organizationId: league.organization.id,
      date: "2099-05-16",
      time: "15:30",
      homeTeam: "Adler",
      awayTeam: "Falken",
    });
    const response = await post(
      "/assignor/games",
      { intent: "assign", gameId: game.id, position: "referee", refereeId: league.referee.id },
      { cookie: league.assignorCookie, headers: { "Accept-Language": "en-US" } },
    );
    expect(response.status).toBe(200);

    const mine = await messagesTo(league.referee.id);
    const email = mine.find((message) => message.channel === "email")!;
    expect(email.kind).toBe("assignment-published");
    expect(email.subject).toBe("Neue Ansetzung: Adler gegen Falken am Sa., 16. Mai 2099");
    expect(email.textBody).toContain(`Hallo ${league.referee.firstName},`);
    expect(email.textBody).toContain("Sie wurden angesetzt: Adler gegen Falken, Sa., 16. Mai 2099 · 15:30");
    expect(email.textBody).toContain("(Hauptschiedsrichter)");
    expect(email.textBody).toContain("Annehmen oder ablehnen: ");
    for (const english of ["New assignment", "You have been assigned", "Accept or decline", "Hi "]) {
      expect(email.textBody + email.subject).not.toContain(english);
    }
    const sms = mine.find((message) => message.channel === "sms")!;
    // One segment: the words give way to the link and to how to answer by text (issue 20), German from the
    // first word to the last.
    expect(sms.textBody).toMatch(
      /^Whistle: Neues Spielangebot, Hauptschiedsrichter: 16\. Mai 15:30, Adler gegen Falken/,
    );
    expect(sms.textBody).toMatch(/ Antwort JA ([A-Z0-9]{4}) \/ NEIN \1: \S+$/);
    expect(sms.textBody).not.toContain("New game offer");
    expect(sms.textBody.length).toBeLessThanOrEqual(160);

    const [notice] = await noticesOf(league.referee.id, "assignment");
    expect(notice).toMatchObject({ title: "Neue Ansetzung", actionLabel: "Antworten" });
    expect(notice!.message).toBe(
      "Sie wurden als Hauptschiedsrichter für Adler gegen Falken am Sa., 16. Mai 2099 um 15:30, Central Park Field 1 angesetzt.",
    );
  });

  it("a French referee's calendar feed writes its events in French", async () => {
    const league = await createLeague();
    await createUserSettings(db, { userId: league.referee.id, language: "fr" });
    const game = await createGame(db, {
      organizationId: league.organization.id,
      date: "2099-03-07",
      time: "10:00",
      homeTeam: "Lyon Sud",
      awayTeam: "Lyon Nord",
      level: "youth",
    });
    await createAssignment(db, {
      organizationId: league.organization.id,
      gameId: game.id,
      refereeId: league.referee.id,
      position: "assistant_referee_1",
      status: "pending",
    });
    const token = await resetFeedToken(db, league.referee.id);
    const response = await get(`/calendar/${token}.ics`);
    expect(response.status).toBe(200);
    // Unfold the folded lines and undo the text escapes, to read the words.
    const text = (await response.text())
      .replace(/\r\n /g, "")
      .replaceAll("\\n", "\n")
      .replaceAll("\\,", ",")
      .replaceAll("\\;", ";");
    expect(text).toContain("SUMMARY:[En attente] Lyon Sud contre Lyon Nord (Arbitre assistant 1)");
    expect(text).toContain("Statut : en attente de votre réponse");
    expect(text).toContain("Votre poste : Arbitre assistant 1");
    expect(text).toContain("Niveau : Jeunes");
    expect(text).toContain("Équipe arbitrale :");
    expect(text).toContain("Aucun autre arbitre désigné pour l’instant");
    expect(text).toContain(`X-WR-CALNAME:Whistle : ${league.referee.firstName}`);
    for (const english of ["[Pending]", "Your position", "Status:", "Crew:", "No other officials", " vs "]) {
      expect(text).not.toContain(english);
    }
  });

  it("an English referee's feed keeps its English words", async () => {
    const league = await createLeague();
    const game = await createGame(db, {
      organizationId: league.organization.id,
      date: "2099-03-07",
      homeTeam: "North",
      awayTeam: "South",
    });
    await createAssignment(db, {
      organizationId: league.organization.id,
      gameId: game.id,
      refereeId: league.referee.id,
      status: "pending",
    });
    const token = await resetFeedToken(db, league.referee.id);
    const text = (await (await get(`/calendar/${token}.ics`)).text()).replace(/\r\n /g, "");
    expect(text).toContain("SUMMARY:[Pending] North vs South (Referee)");
    expect(text).toContain("Status: Pending: waiting for your answer");
  });

  it("links the installable app's manifest in the person's language", async () => {
    const league = await createLeague();
    await createUserSettings(db, { userId: league.referee.id, language: "es" });
    const spanish = await (await get("/referee", { cookie: league.refereeCookie })).text();
    expect(spanish).toContain('<link rel="manifest" href="/manifest.es.webmanifest"/>');
    expect(spanish).not.toContain('href="/manifest.webmanifest"');
    const english = await (await get("/login", { headers: { "Accept-Language": "en" } })).text();
    expect(english).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    const german = await (await get("/login", { headers: { "Accept-Language": "de-DE" } })).text();
    expect(german).toContain('<link rel="manifest" href="/manifest.de.webmanifest"/>');
  });

  it("a status-page subscriber who confirmed in French gets the opt-in and the incident notices in French", async () => {
    const email = `abonne-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const french = { headers: { "Accept-Language": "fr-FR" } };
    await post("/system-status.data", { email }, { ip: newAddress(), ...french });
    const [confirmation] = await db.select().from(outbox).where(eq(outbox.recipient, email));
    expect(confirmation!.subject).toBe("Confirmez vos mises à jour d’état Whistle");
    const path = /https?:\/\/[^/\s]+(\/system-status\/confirm\/[A-Za-z0-9_-]+)/.exec(confirmation!.textBody)![1]!;
    expect((await post(path, {}, french)).status).toBe(200);

    const title = `Panne ${crypto.randomUUID().slice(0, 6)}`;
    await queueIncidentNotices(db, {
      incident: { id: crypto.randomUUID(), title, description: "Something broke." },
      event: "resolved",
      origin: "https://whistle.test",
    });
    const notice = (await db.select().from(outbox).where(eq(outbox.recipient, email))).find(
      (row) => row.kind === "incident-resolved",
    )!;
    expect(notice.subject).toBe(`Résolu : ${title}`);
    expect(notice.textBody).toContain("Le problème est résolu.");
    expect(notice.textBody).toContain(
      "Se désabonner des mises à jour d’état : https://whistle.test/system-status/unsubscribe/",
    );
    expect(notice.textBody).not.toContain("Unsubscribe");
  });
});
