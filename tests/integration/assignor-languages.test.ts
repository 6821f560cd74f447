/**
 * The assignor's screens in the assignor's language (issue 19): Game Management, Assignment Management and
 * the Referee Pool, the game form's validation and the conflict checks, worded on the server in the
 * language the assignor saved.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  createAssignment,
  createAvailabilityBlock,
  createGame,
  createUser,
  createUserSettings,
} from "~/demo/factories";
import { assignments, games } from "~/db/schema";
import { createLeague, db, get, post, visibleText } from "./helpers";

type League = Awaited<ReturnType<typeof createLeague>>;

/**
 * The visible text of a page's main content (scripts, which carry the whole catalog, left out; the portal's
 * sidebar and header are the layout's, translated with it).
 */
async function pageText(path: string, cookie: string) {
  const response = await get(path, { cookie });
  expect(response.status).toBe(200);
  const html = await response.text();
  const main = html.match(/<main[\s\S]*<\/main>/)?.[0];
  expect(main).toBeDefined();
  return visibleText(main!);
}

describe("an assignor whose language is French", () => {
  let league: League;

  beforeAll(async () => {
    league = await createLeague();
    await createUserSettings(db, { userId: league.assignor.id, language: "fr" });
    const game = await createGame(db, {
      organizationId: league.organization.id,
      homeTeam: "Olympique Nord",
      awayTeam: "Racing Sud",
      venue: "Stade Municipal",
      level: "youth",
    });
    await createGame(db, {
      organizationId: league.organization.id,
      homeTeam: "Étoile Est",
      awayTeam: "Union Ouest",
      venue: "Parc des Sports",
    });
    await createAssignment(db, {
      organizationId: league.organization.id,
      gameId: game.id,
      refereeId: league.referee.id,
    });
  });

  it("reads Game Management in French", async () => {
    const text = await pageText("/assignor/games?when=all", league.assignorCookie);
    for (const words of [
      "Gestion des matchs",
      "Planifiez les matchs, importez votre saison et désignez les arbitres.",
      "Tous les matchs",
      "2 matchs trouvés",
      "Date et heure",
      "Terrain",
      "Indemnité",
      "Olympique Nord – Racing Sud",
      "Jeunes",
      "Ajouter un match",
      "Importer un CSV",
      "À venir",
      "Tous les statuts",
    ]) {
      expect(text).toContain(words);
    }
    for (const english of [
      "Game Management",
      "All Games",
      "games found",
      "Date & Time",
      "Add Game",
      "Import CSV",
      "Upcoming",
      "All Status",
      "Youth",
      " vs ",
    ]) {
      expect(text).not.toContain(english);
    }
    const html = await (await get("/assignor/games", { cookie: league.assignorCookie })).text();
    expect(html).toContain("<title>Gestion des matchs | Whistle</title>");
  });

  it("reads Assignment Management in French", async () => {
    const text = await pageText("/assignor/assignments?when=all", league.assignorCookie);
    for (const words of [
      "Gestion des désignations",
      "Total des désignations",
      "Taux de réalisation",
      "Demandes de matchs (0)",
      "Aucune demande de match en attente.",
      "Toutes les désignations",
      "1 désignation trouvée",
      "Arbitre central",
      "En attente",
      "Nouvelle désignation",
    ]) {
      expect(text).toContain(words);
    }
    for (const english of [
      "Assignment Management",
      "Total Assignments",
      "Completion Rate",
      "Game Requests",
      "All Assignments",
      "assignment found",
      "New Assignment",
      "Pending",
    ]) {
      expect(text).not.toContain(english);
    }
  });

  it("reads the Referee Pool in French", async () => {
    const text = await pageText("/assignor/referees", league.assignorCookie);
    for (const words of [
      "Vivier d’arbitres",
      "Ajouter un arbitre",
      "Tous les niveaux",
      "1 arbitre trouvé",
      "Sans niveau",
      "Désigner",
    ]) {
      expect(text).toContain(words);
    }
    for (const english of ["Referee Pool", "All Levels", "referee found", "games this season", "Add Referee"]) {
      expect(text).not.toContain(english);
    }
  });

  it("refuses a game with missing fields in French, keeping what was typed", async () => {
    const response = await post(
      "/assignor/games.data",
      {
        intent: "create",
        homeTeam: "",
        awayTeam: "Racing Sud",
        date: "2026-02-30",
        time: "",
        venue: "Stade Municipal",
        level: "youth",
        fee: "40",
      },
      { cookie: league.assignorCookie },
    );
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(body).toContain("L’équipe à domicile est obligatoire");
    expect(body).toContain("La date doit être une date réelle (AAAA-MM-JJ)");
    expect(body).toContain("L’heure est obligatoire");
    expect(body).not.toContain("Home team is required");
    // The typed values come back for the form.
    expect(body).toContain("Racing Sud");
    expect(body).toContain("Stade Municipal");
    expect(body).toContain("2026-02-30");
    const rows = await db.select().from(games).where(eq(games.organizationId, league.organization.id));
    expect(rows).toHaveLength(2);
  });
});

describe("an assignor whose language is Spanish", () => {
  it("is warned of a conflict in Spanish, and refused a blocking one in Spanish", async () => {
    const league = await createLeague();
    await createUserSettings(db, { userId: league.assignor.id, language: "es" });
    const game = await createGame(db, { organizationId: league.organization.id, level: "professional" });
    const rookie = await createUser(db, { organizationId: league.organization.id, role: "referee", refereeLevel: 1 });

    const warned = await post(
      "/assignor/games",
      { intent: "assign", gameId: game.id, refereeId: rookie.id, position: "referee" },
      { cookie: league.assignorCookie },
    );
    expect(warned.status).toBe(409);
    const body = await warned.text();
    expect(body).toContain("Los árbitros de nivel 1 no pueden arbitrar partidos de nivel profesional");
    expect(body).toContain("designa de todos modos indicando un motivo o elige a otra persona");
    expect(body).not.toContain("are not eligible for");
    expect(await db.select().from(assignments).where(eq(assignments.gameId, game.id))).toEqual([]);

    const blockedGame = await createGame(db, { organizationId: league.organization.id });
    await createAvailabilityBlock(db, { userId: league.referee.id, date: blockedGame.date });
    const refused = await post(
      "/assignor/games",
      { intent: "assign", gameId: blockedGame.id, refereeId: league.referee.id, position: "referee" },
      { cookie: league.assignorCookie },
    );
    expect(refused.status).toBe(409);
    const refusal = await refused.text();
    expect(refusal).toMatch(/Bloqueado todo el día el [^"<]*dic[^"<]* en su disponibilidad/);
    expect(refusal).not.toContain("Blocked all day");
  });
});

describe("an assignor whose language is German", () => {
  it("reads the overview and the calendar in German, with German month and weekday names, weeks from Monday", async () => {
    const league = await createLeague();
    await createUserSettings(db, { userId: league.assignor.id, language: "de" });
    const overview = await pageText("/assignor", league.assignorCookie);
    for (const words of ["Willkommen,", "Spiele heute", "Aktive Spiele", "Letzte Aktivitäten", "Schnellaktionen"]) {
      expect(overview).toContain(words);
    }
    for (const english of ["Welcome,", "Games today", "Active Games", "Recent Activities", "Quick Actions"]) {
      expect(overview).not.toContain(english);
    }

    const response = await get("/assignor/calendar?view=month&date=2026-12-01", { cookie: league.assignorCookie });
    const html = await response.text();
    const calendar = visibleText(html.match(/<main[\s\S]*<\/main>/)![0]);
    for (const words of [
      "Kalender",
      "Dezember 2026",
      "Monat",
      "Woche",
      "Heute",
      "Nicht angesetzt",
      "Wartet auf Bestätigung",
    ]) {
      expect(calendar).toContain(words);
    }
    // The weekday header starts on Monday, in German.
    expect(calendar).toMatch(/Mo\.? Di\.? Mi\.? Do\.? Fr\.? Sa\.? So\.?/);
    for (const english of ["Calendar", "December", "Month", "Today", "Unassigned", "Sun", "Monday", "Tue", "Wed"]) {
      expect(calendar).not.toContain(english);
    }
  });
});
