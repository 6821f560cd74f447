import { describe, expect, it } from "vitest";
import { contactMessages } from "~/db/schema";
import { API_REFERENCE_CONTENT } from "~/content/api-reference";
import { FEATURES_CONTENT } from "~/content/features";
import { HOME_CONTENT } from "~/content/home";
import { PRICING_CONTENT } from "~/content/pricing";
import { TESTIMONIALS_CONTENT } from "~/content/testimonials";
import { db, get, newAddress, post, visibleText } from "./helpers";

// The public pages in Spanish, French and German (issue 19): the page's own words, its title and
// description, its form errors; and none of the English words of the same screen left over.

function htmlLang(html: string) {
  return html.match(/<html[^>]*\blang="([^"]+)"/)?.[1];
}

function titleOf(html: string) {
  return html.match(/<title>([^<]*)<\/title>/)?.[1];
}

function descriptionOf(html: string) {
  return html.match(/<meta name="description" content="([^"]*)"/)?.[1];
}

/** The visible text, with no-break spaces (French and German money, "99 %") read as spaces. */
function textOf(html: string) {
  return visibleText(html).replace(/[\u00a0\u202f]/g, " ");
}

describe("the public pages in the reader's language", () => {
  it("shows the home page in French for ?lang=fr: hero, figures, features, testimonials, plans, call to action", async () => {
    const response = await get("/?lang=fr");
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = textOf(html);
    expect(htmlLang(html)).toBe("fr");
    expect(titleOf(html)).toBe("Whistle — la gestion des arbitres pour les ligues sportives");
    expect(descriptionOf(html)).toMatch(/^Planifiez les matchs, désignez les arbitres/);
    for (const words of [
      "La gestion des arbitres, tout simplement",
      "Gratuit pour toujours, sans limites",
      "Note de l’application",
      "4,9",
      "Planification intelligente",
      "« Avant, nous passions nos dimanches soir",
      "Coordinatrice des arbitres, Bay Area Youth Soccer League",
      "Des tarifs simples et honnêtes",
      "Le plus populaire",
      "Plateforme de base",
      "5 $US",
      "par utilisateur actif et par mois",
      "Prêt à simplifier la gestion de vos arbitres ?",
      "Demander une démonstration",
    ]) {
      expect(text).toContain(words);
    }
    // The plan button's accessible name is one French sentence too.
    expect(text).toContain("Commencer gratuitement avec Plateforme de base");
    const english = [
      ...Object.values(HOME_CONTENT.en).filter((value): value is string => typeof value === "string"),
      ...HOME_CONTENT.en.heroPoints,
      ...FEATURES_CONTENT.en.features.slice(0, 6).flatMap((feature) => [feature.title, feature.description]),
      ...TESTIMONIALS_CONTENT.en.flatMap((testimonial) => [testimonial.role, testimonial.content]),
      // "Pro Accounting" and "Enterprise" are product names in every language; "Core Platform" is not.
      PRICING_CONTENT.en.plans[0]!.name,
      ...PRICING_CONTENT.en.plans.flatMap((plan) => [plan.priceNote, plan.description, ...plan.features]),
      "Most popular",
      "Ready to simplify your referee management?",
      "Schedule a Demo",
    ];
    for (const words of english) expect(text, words).not.toContain(words);
  });

  it("answers /pricing with Accept-Language: de in German, prices in US dollars the German way", async () => {
    const response = await get("/pricing", { headers: { "Accept-Language": "de-DE,de;q=0.9,en;q=0.5" } });
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = textOf(html);
    expect(htmlLang(html)).toBe("de");
    expect(titleOf(html)).toBe("Preise | Whistle");
    expect(descriptionOf(html)).toContain("pro aktivem Nutzer und Monat");
    for (const words of [
      "Dauerhaft kostenlos. Sie zahlen nur für Extras.",
      "Basisplattform",
      "5 $ pro aktivem Nutzer und Monat",
      "Ein aktiver Nutzer ist ein Schiedsrichter, der in diesem Monat bezahlt wurde.",
      "Auszahlungen an Schiedsrichter",
      "2–3 Werktage",
      "0 $",
      "Häufige Fragen",
      "Können sich die Preise ändern?",
      "Wir kündigen jede Preisänderung mindestens 30 Tage im Voraus an.",
    ]) {
      expect(text).toContain(words);
    }
    const english = PRICING_CONTENT.en;
    for (const words of [
      english.title,
      english.lead,
      english.activeUserDefinition,
      english.billingNote,
      english.withdrawalsTitle,
      english.faqTitle,
      ...english.faq.flatMap((entry) => [entry.question, entry.answer]),
      ...english.plans.flatMap((plan) => [plan.priceNote, plan.description, ...plan.features]),
      "$5",
    ]) {
      expect(text, words).not.toContain(words);
    }
  });

  it("words the contact form's errors in Spanish for /contact?lang=es and keeps what was typed", async () => {
    const before = (await db.select().from(contactMessages)).length;
    const response = await post("/contact?lang=es", {
      firstName: "",
      lastName: "Lovelace",
      email: "no-es-un-correo",
      organization: "Liga del Norte",
      topic: "demo",
      message: "corto",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    const text = textOf(html);
    expect(htmlLang(html)).toBe("es");
    for (const words of [
      "Escribe tu nombre.",
      "Escribe un correo electrónico válido.",
      "Escribe al menos 10 caracteres.",
    ]) {
      expect(text).toContain(words);
    }
    for (const words of ["Envíanos un mensaje", "Nombre", "Apellidos", "Organización (opcional)", "Enviar mensaje"]) {
      expect(text).toContain(words);
    }
    expect(html).toMatch(/<option value="demo" selected="">Solicitar una demostración<\/option>/);
    expect(html).toContain('value="no-es-un-correo"');
    expect(html).toContain('value="Lovelace"');
    expect(html).toContain('value="Liga del Norte"');
    expect(html).toContain(">corto</textarea>");
    for (const words of ["Please enter", "Please write", "Send us a message", "First name", "Send Message"]) {
      expect(text).not.toContain(words);
    }
    expect(await db.select().from(contactMessages)).toHaveLength(before);
  });

  it("shows the API reference's prose in German and leaves the API's own names, paths and samples alone", async () => {
    const response = await get("/api/reference?lang=de");
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = textOf(html);
    expect(htmlLang(html)).toBe("de");
    expect(titleOf(html)).toBe("API-Referenz | Whistle");
    for (const words of [
      "Authentifizierung",
      "Konventionen",
      "Fehler",
      "Benötigt einen Schlüssel oder ein Token mit Lesezugriff.",
      "Geldbeträge sind ganze Cent ( feeCents ) in der Währung Ihrer Organisation.",
      "Unbekannte Felder und Query-Parameter werden abgelehnt",
      "Antworten",
    ]) {
      expect(text).toContain(words);
    }
    // The link to the API Keys page, inside the German sentence.
    expect(html).toMatch(/<a[^>]*href="\/assignor\/api"[^>]*>API-Schlüssel<\/a>/);
    // What the API itself says stays as it is: paths, headers, the curl samples, the document's summaries.
    expect(html).toContain("<code>POST /api/v1/oauth/token</code>");
    expect(html).toContain("<code>Idempotency-Key</code>");
    expect(text).toContain('-H "Authorization: Bearer whk_…"');
    expect(text).toContain("GET /api/v1/referees");
    const english = API_REFERENCE_CONTENT.en;
    for (const words of [
      english.lead,
      english.scope.read,
      english.scope.write,
      "Unknown fields and query parameters are refused",
      "Money is integer cents",
      "Conventions",
      "Request body (",
    ]) {
      expect(text, words).not.toContain(words);
    }
  });

  it("counts the filtered features in German with the category's German name", async () => {
    const text = textOf(await (await get("/features?category=analytics&lang=de")).text());
    expect(text).toContain("2 Funktionen in Auswertungen");
    expect(text).toContain("Liga-Auswertungen");
    expect(text).not.toContain("League Analytics");
    expect(text).not.toContain("Showing");
  });

  it("words the system status page in French", async () => {
    const html = await (await get("/system-status?lang=fr")).text();
    const text = textOf(html);
    expect(titleOf(html)).toBe("État du service | Whistle");
    for (const words of ["État des services Whistle", "Incidents passés", "Recevoir les alertes d’état", "S’abonner"]) {
      expect(text).toContain(words);
    }
    for (const words of ["Past incidents", "Get status updates", "Subscribe", "Uptime over the last 90 days."]) {
      expect(text).not.toContain(words);
    }
  });

  it("words the status page's subscription answers in German: a bad address, the check-your-email note, the limit", async () => {
    const ip = newAddress();
    const invalid = await post("/system-status.data?lang=de", { email: "kein-name" }, { ip });
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain("Bitte geben Sie eine gültige E-Mail-Adresse ein.");
    for (let index = 0; index < 10; index++) {
      const accepted = await post(
        "/system-status.data?lang=de",
        { email: `de-${index}-${crypto.randomUUID().slice(0, 8)}@example.com` },
        { ip },
      );
      expect(accepted.status).toBe(200);
      if (index === 0) expect(await accepted.text()).toContain("Bitte bestätigen Sie über Ihr E-Mail-Postfach.");
    }
    const refused = await post("/system-status.data?lang=de", { email: "de-11@example.com" }, { ip });
    expect(refused.status).toBe(429);
    const text = await refused.text();
    expect(text).toMatch(/Zu viele Abonnement-Anfragen aus Ihrem Netzwerk\. Versuchen Sie es in \d+ Minuten? erneut\./);
    expect(text).not.toContain("Too many");
  });
});
