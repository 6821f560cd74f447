/**
 * Issue 19 (decisions 0061, 0062): the organization's screens (Payments, Pro Accounting, API keys and
 * webhooks, Organizations) in the assignor's language, amounts in the organization's currency written the
 * reader's way, refusals worded in the language of the person refused with what they typed kept; the
 * public API answers in English whatever the request's Accept-Language.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createPayment, createUserSettings } from "~/demo/factories";
import { organizations } from "~/db/schema";
import { api, apiKeyFor } from "./api-helpers";
import { createLeague, db, get, post, visibleText } from "./helpers";

/** A league whose organization keeps its books in euros, its assignor reading `language`. */
async function leagueIn(language: "de" | "es" | "fr", currency: "EUR" | "USD" = "EUR") {
  const league = await createLeague();
  await db.update(organizations).set({ currency: "EUR" }).where(eq(organizations.id, league.organization.id));
  await createUserSettings(db, { userId: league.assignor.id, language, currency });
  return league;
}

async function shown(path: string, cookie: string) {
  const response = await get(path, { cookie });
  expect(response.status, path).toBe(200);
  const html = await response.text();
  return { html, text: visibleText(html) };
}

describe("the organization's screens in German", () => {
  it("Payments: German words, euro amounts written the German way, no English left", async () => {
    const league = await leagueIn("de");
    await createPayment(db, {
      organizationId: league.organization.id,
      refereeId: league.referee.id,
      amountCents: 4500,
      description: "Turnier",
    });
    const { html, text } = await shown("/assignor/payments", league.assignorCookie);
    expect(html).toContain('<html lang="de"');
    expect(html).toContain("<title>Zahlungen | Ansetzer-Dashboard | Whistle</title>");
    for (const words of ["Zahlungen je Spiel", "Zu zahlen", "Diesen Monat gezahlt", "1 offene Zahlung", "Offen"]) {
      expect(text).toContain(words);
    }
    expect(text).toContain("45,00 €");
    expect(text).not.toContain("€45.00");
    for (const english of [
      "Payments per game",
      "Referees Owed",
      "Paid This Month",
      "pending payment",
      "Export payout",
    ]) {
      expect(text).not.toContain(english);
    }
    // The first page a fresh Worker renders compiles the catalogs: give it room on a busy machine.
  }, 60_000);

  it("Pro Accounting and API keys: German words, Whistle's own price in dollars written the German way", async () => {
    const league = await leagueIn("de");
    const accounting = await shown("/assignor/accounting", league.assignorCookie);
    expect(accounting.text).toContain("Pro-Buchhaltung");
    expect(accounting.text).toContain("Basisplattform (kostenlos)");
    expect(accounting.text).toContain("Die Pro-Buchhaltung kostet 5,00 $ pro aktivem Schiedsrichter und Monat");
    expect(accounting.text).toContain("Pro-Buchhaltung starten");
    for (const english of ["Start Pro Accounting", "Core Platform", "per active referee", "Tax-ready records"]) {
      expect(accounting.text).not.toContain(english);
    }

    const keys = await shown("/assignor/api", league.assignorCookie);
    expect(keys.html).toContain("<title>API-Schlüssel | Ansetzer-Dashboard | Whistle</title>");
    for (const words of [
      "Aktive Schlüssel",
      "Noch keine API-Schlüssel",
      "Noch keine Webhook-Endpunkte",
      "API-Referenz",
    ]) {
      expect(keys.text).toContain(words);
    }
    for (const english of ["Active keys", "No API keys yet", "No webhook endpoints yet", "Add endpoint"]) {
      expect(keys.text).not.toContain(english);
    }
  });

  it("Pro Accounting's billing names its months in German", async () => {
    const league = await leagueIn("de");
    await post("/assignor/accounting", { intent: "set-plan", plan: "pro" }, { cookie: league.assignorCookie });
    const { text } = await shown("/assignor/accounting", league.assignorCookie);
    const month = new Intl.DateTimeFormat("de", { month: "long", timeZone: "UTC" }).format(new Date());
    expect(text).toContain("Abrechnung");
    expect(text).toContain(month);
    expect(text).not.toContain("Billing");
  });
});

describe("refusals in the language of the person refused", () => {
  it("a Spanish assignor's webhook URL is refused in Spanish, and what they typed is kept", async () => {
    const league = await leagueIn("es");
    const response = await post(
      "/assignor/api/webhooks",
      { url: "http://hooks.example.com/in", description: "Sitio de la liga", events: "game.created" },
      { cookie: league.assignorCookie },
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      errors: { url?: string[] };
      values: { url: string; description: string; events: string[] };
    };
    expect(body.errors.url).toEqual([
      "Las URL de webhook deben usar https en el puerto 443 y apuntar a una dirección pública: esta usa http.",
    ]);
    expect(body.values).toEqual({
      url: "http://hooks.example.com/in",
      description: "Sitio de la liga",
      events: ["game.created"],
    });
  });

  it("a Spanish assignor marking a payment paid in the future is told in Spanish, beside the field", async () => {
    const league = await leagueIn("es");
    const payment = await createPayment(db, {
      organizationId: league.organization.id,
      refereeId: league.referee.id,
      amountCents: 4500,
    });
    const response = await post(
      "/assignor/payments",
      { intent: "mark-paid", paymentIds: payment.id, paidOn: "2999-01-01", method: "cash", reference: "Cheque 12" },
      { cookie: league.assignorCookie },
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    const text = visibleText(html);
    expect(text).toContain("Revisa los campos marcados.");
    expect(text).toContain("El día de pago no puede estar en el futuro.");
    expect(text).not.toContain("Check the highlighted fields.");
    expect(html).toContain('value="Cheque 12"');
  });

  it("a French assignor's settings are refused in French beside each field; the Organizations page reads French", async () => {
    const league = await leagueIn("fr");
    const page = await shown("/assignor/organizations", league.assignorCookie);
    for (const words of ["Organisations", "Terrains", "Membres et invitations", "Enregistrer les paramètres"]) {
      expect(page.text).toContain(words);
    }
    expect(page.text).not.toContain("Members and invites");
    const response = await post(
      "/assignor/organizations",
      {
        intent: "settings",
        name: " ",
        timeZone: "America/Los_Angeles",
        currency: "EUR",
        feeProfessional: "cent",
        feeSemiPro: "80",
        feeAmateur: "60",
        feeYouth: "45",
        travelBufferMinutes: "30",
        maxGamesPerDay: "",
        "length-professional": "5",
        "length-semi-pro": "105",
        "length-amateur": "100",
        "length-youth": "80",
      },
      { cookie: league.assignorCookie },
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    const text = visibleText(html);
    expect(text).toContain("Vérifiez les champs signalés.");
    expect(text).toContain("Le nom est obligatoire");
    expect(text).toContain("Le champ « Indemnité (Professionnel) » doit être un montant positif ou nul en dollars");
    expect(text).toContain("Le champ « Durée d’un match (Professionnel) » doit être au moins égal à 15");
    expect(text).not.toContain("Name is required");
    expect(html).toContain('value="cent"');
  });
});

describe("the public API stays English", () => {
  it("answers problem details in English even when the request asks for German", async () => {
    const league = await leagueIn("de");
    const { secret } = await apiKeyFor(league.organization.id, league.assignor.id);
    const response = await api("POST", "/api/v1/games", {
      key: secret,
      headers: { "Accept-Language": "de" },
      json: {
        date: "2099-05-01",
        time: "10:00",
        homeTeam: "Lone FC",
        awayTeam: "lone fc",
        venue: "Field 1",
        level: "youth",
        feeCents: 4500,
      },
    });
    expect(response.headers.get("Content-Type")).toMatch(/^application\/problem\+json/);
    const body = (await response.json()) as { title: string; errors?: { pointer: string; detail: string }[] };
    expect(body.errors).toEqual([{ pointer: "/awayTeam", detail: "A team cannot play itself" }]);
    const unknown = await api("GET", "/api/v1/nothing-here", { key: secret, headers: { "Accept-Language": "de" } });
    expect(unknown.status).toBe(404);
    expect(JSON.stringify(await unknown.json())).not.toMatch(/nicht|gefunden/i);
  });
});
