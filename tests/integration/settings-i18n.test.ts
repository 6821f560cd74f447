/**
 * The Settings screens in the reader's language (issue 19): the referee's page, the dialog's answers and
 * the validation messages, and a saved language taking effect on the next page.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createCertification, createUserSettings } from "~/demo/factories";
import { createLeague, db, get, post, visibleText } from "./helpers";

function htmlLang(html: string) {
  return html.match(/<html[^>]*\blang="([^"]+)"/)?.[1];
}

/** A valid save of every tab, in the person's own name and address (no email change). */
function saveForm(person: { firstName: string; lastName: string; email: string }, changes: Record<string, string>) {
  return {
    intent: "save",
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    timezone: "",
    language: "en",
    currency: "USD",
    dateFormat: "MM/DD/YYYY",
    timeFormat: "12",
    theme: "system",
    colorScheme: "blue",
    ...changes,
  };
}

describe("the referee's Settings page in Spanish", () => {
  let html: string;
  /** The page's words with each tab open in turn (Security, Billing and Your data render only when open). */
  let text: string;

  beforeAll(async () => {
    const league = await createLeague();
    await createUserSettings(db, { userId: league.referee.id, language: "es" });
    await createCertification(db, { userId: league.referee.id, name: "Futsal Badge", level: "Youth" });
    const pages = [];
    for (const tab of ["profile", "privacy", "security", "billing"]) {
      const response = await get(`/referee/settings?tab=${tab}`, { cookie: league.refereeCookie });
      expect(response.status).toBe(200);
      pages.push(await response.text());
    }
    html = pages[0]!;
    text = pages.map(visibleText).join(" ");
  });

  it("shows every section, tab, field and option in Spanish", () => {
    expect(htmlLang(html)).toBe("es");
    expect(html).toContain("<title>Ajustes — Whistle</title>");
    for (const words of [
      "Volver al panel",
      "Gestiona tu cuenta, tus notificaciones y tus preferencias.",
      "Guardar cambios",
      "Perfil",
      "Notificaciones",
      "Privacidad",
      "Preferencias",
      "Seguridad",
      "Facturación",
      "Nombre",
      "Apellidos",
      "Correo electrónico",
      "Notificaciones por correo electrónico",
      "Recordatorios de partidos",
      "Perfil visible",
      "Zona horaria de la organización",
      "Pacífico (America/Los_Angeles)",
      "Dólar estadounidense (USD, $)",
      "DD/MM/AAAA",
      "12 horas (2:30 p. m.)",
      "Español",
      "Deutsch",
      "Vista compacta",
      "Tus datos",
      "Descargar mis datos",
      "Cambiar contraseña",
      "Sesiones activas",
      "Este dispositivo",
      "Tu plan",
      "Los árbitros nunca pagan por Whistle.",
      "Whistle Core es gratis, para siempre.",
      "Suscripción de calendario",
      "Crear enlace",
      "Certificaciones de árbitro",
      "Futsal Badge",
      "Juvenil",
      "Pendiente de verificación",
      "Añadir certificación",
      "Datos fiscales",
      "Guardar datos fiscales",
    ]) {
      expect(text).toContain(words);
    }
    expect(text).toContain("Pro Accounting (formularios 1099, documentos fiscales e informes financieros)");
  });

  it("leaves none of the screen's English behind", () => {
    for (const words of [
      "Back to Dashboard",
      "Save Changes",
      "Manage your account",
      "Email notifications",
      "Organization's time zone",
      "12-hour",
      "Compact view",
      "Download my data",
      "Change password",
      "Active sessions",
      "Your plan",
      "Calendar feed",
      "Referee Certifications",
      "Pending verification",
      "Add Certification",
      "Tax details",
      "Settings — Whistle",
    ]) {
      expect(text).not.toContain(words);
    }
  });

  it("names the scheduling preferences' days and levels in Spanish", () => {
    expect(text).toContain("Preferencias de designación");
    expect(text).toContain("Días que prefiero");
    for (const day of ["Lunes", "Miércoles", "Domingo", "Semiprofesional"]) expect(text).toContain(day);
    expect(text).not.toContain("Wednesday");
  });
});

describe("a refused settings save in French", () => {
  it("answers the page's form with French field errors and keeps what was typed", async () => {
    const league = await createLeague();
    await createUserSettings(db, { userId: league.referee.id, language: "fr" });
    const response = await post(
      "/referee/settings",
      saveForm(league.referee, {
        firstName: "Zoé",
        phone: "call me",
        timezone: "Mars/Olympus",
        location: "Lyon",
        language: "fr",
      }),
      { cookie: league.refereeCookie },
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    const text = visibleText(html);
    expect(htmlLang(html)).toBe("fr");
    expect(text).toContain(
      "Saisissez un numéro de téléphone composé de chiffres, d'espaces, de tirets ou de parenthèses.",
    );
    expect(text).toContain("Choisissez un fuseau horaire valide.");
    expect(text).not.toContain("Enter a phone number");
    expect(text).not.toContain("Choose a valid time zone.");
    expect(html).toContain('value="Zoé"');
    expect(html).toContain('value="call me"');
    expect(html).toContain('value="Lyon"');
  });

  it("answers the dialog's save with French field errors", async () => {
    const league = await createLeague();
    await createUserSettings(db, { userId: league.assignor.id, language: "fr" });
    const response = await post(
      "/settings",
      saveForm(league.assignor, { firstName: "", website: "not a site", language: "fr" }),
      { cookie: league.assignorCookie },
    );
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(body).toContain("Saisissez votre prénom.");
    expect(body).toContain("Saisissez l'adresse d'un site web, par exemple https://example.com.");
    expect(body).not.toContain("Enter your first name.");
  });

  it("words the tax details' and scheduling preferences' errors in French", async () => {
    const league = await createLeague();
    await createUserSettings(db, { userId: league.referee.id, language: "fr" });
    const tax = await post(
      "/referee/settings",
      {
        intent: "save-tax-details",
        legalName: "Zoé Martin",
        tinType: "ssn",
        tin: "123",
        addressLine1: "1 rue de la Paix",
        city: "Oakland",
        state: "California",
        postalCode: "94110",
      },
      { cookie: league.refereeCookie },
    );
    expect(tax.status).toBe(400);
    const taxText = visibleText(await tax.text());
    expect(taxText).toContain("Vérifiez les champs signalés.");
    expect(taxText).toContain("Saisissez les neuf chiffres du numéro.");
    expect(taxText).toContain("Saisissez l’État en deux lettres, par exemple CA.");
    expect(taxText).not.toContain("Enter all nine digits");

    const profile = await post(
      "/referee/settings",
      { intent: "save-scheduling-profile", homeLatitude: "95", homeLongitude: "10", maxGamesPerWeek: "0" },
      { cookie: league.refereeCookie },
    );
    expect(profile.status).toBe(400);
    const profileText = visibleText(await profile.text());
    expect(profileText).toContain("Saisissez une latitude entre -90 et 90.");
    expect(profileText).toContain("Saisissez un nombre entier de matchs de 1 à 30, ou laissez vide.");
  });

  it("keeps the English messages word for word", async () => {
    const league = await createLeague();
    const response = await post("/referee/settings", saveForm(league.referee, { phone: "12345" }), {
      cookie: league.refereeCookie,
    });
    expect(response.status).toBe(400);
    expect(visibleText(await response.text())).toContain("Enter a phone number of 7 to 15 digits.");
  });
});

describe("saving a new language", () => {
  it("renders the next page in German, in the portal and on Settings", async () => {
    const league = await createLeague();
    await createUserSettings(db, { userId: league.referee.id, language: "es" });
    const saved = await post("/referee/settings", saveForm(league.referee, { language: "de" }), {
      cookie: league.refereeCookie,
    });
    expect(saved.status).toBe(200);

    const settings = await (await get("/referee/settings", { cookie: league.refereeCookie })).text();
    expect(htmlLang(settings)).toBe("de");
    expect(settings).toContain("<title>Einstellungen — Whistle</title>");
    const text = visibleText(settings);
    for (const words of ["Änderungen speichern", "Zurück zur Übersicht", "Benachrichtigungen", "Datumsformat"]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain("Guardar cambios");

    const overview = await (await get("/referee", { cookie: league.refereeCookie })).text();
    expect(htmlLang(overview)).toBe("de");
    expect(overview).toContain('aria-label="Design wechseln"');
  });

  it("does the same from the assignor's settings dialog", async () => {
    const league = await createLeague();
    const saved = await post("/settings", saveForm(league.assignor, { language: "de" }), {
      cookie: league.assignorCookie,
    });
    expect(saved.status).toBe(200);
    const page = await (await get("/assignor", { cookie: league.assignorCookie })).text();
    expect(htmlLang(page)).toBe("de");
    expect(page).toContain('aria-label="Design wechseln"');
  });
});
