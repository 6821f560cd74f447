/**
 * Issue 19: the account pages (sign-up, forgotten and reset passwords, deleting an account) and the chrome both
 * portals share (sidebar, forbidden page) in Spanish, French and German, for the browser's Accept-Language or
 * a signed-in person's language setting; the English texts stay as they were (signup, password-reset,
 * personal-data and login tests).
 */
import { describe, expect, it } from "vitest";
import { createUser, createUserSettings } from "~/demo/factories";
import { emailVerificationTokens, passwordResetTokens } from "~/db/schema";
import { sha256Hex } from "~/server/session.server";
import { createLeague, db, get, ORIGIN, post, visibleText, worker } from "./helpers";

function htmlLang(html: string) {
  return html.match(/<html[^>]*\blang="([^"]+)"/)?.[1];
}

function titleOf(html: string) {
  return html.match(/<title>([^<]*)<\/title>/)?.[1];
}

async function page(path: string, language: string, cookie?: string) {
  const response = await get(path, { cookie, headers: { "Accept-Language": language } });
  const html = await response.text();
  return { status: response.status, html, text: visibleText(html) };
}

function expectAll(text: string, words: readonly string[]) {
  for (const word of words) expect(text).toContain(word);
}

function expectNone(text: string, words: readonly string[]) {
  for (const word of words) expect(text).not.toContain(word);
}

/** English of the sign-up page: none of it may be left on a translated page. */
const SIGN_UP_ENGLISH = [
  "Create your account",
  "Free forever",
  "First name",
  "Last name",
  "How will you use Whistle?",
  "I'm an assignor",
  "I'm a referee",
  "mixing letters with digits or symbols",
  "Already have an account?",
  "Create account",
];

describe("the sign-up page's language", () => {
  it("renders in Spanish for Accept-Language: es", async () => {
    const { html, text } = await page("/signup", "es-MX,es;q=0.9");
    expect(htmlLang(html)).toBe("es");
    expect(titleOf(html)).toBe("Registrarse | Whistle");
    expectAll(text, [
      "Crea tu cuenta",
      "Gratis para siempre. Configurarlo lleva dos minutos.",
      "Nombre",
      "Apellidos",
      "Correo electrónico",
      "Contraseña",
      "Al menos 10 caracteres, con letras y también números o símbolos.",
      "¿Cómo vas a usar Whistle?",
      "Soy designador: crear mi organización",
      "Soy árbitro: unirme a mi organización",
      "Crear cuenta",
      "¿Ya tienes una cuenta? Inicia sesión",
    ]);
    expect(html).toMatch(/<a[^>]*href="\/login"[^>]*>Inicia sesión<\/a>/);
    expect(html).toContain('aria-label="Mostrar la contraseña"');
    expectNone(text, SIGN_UP_ENGLISH);
  });

  it("renders in French and in German", async () => {
    const french = await page("/signup", "fr");
    expect(titleOf(french.html)).toBe("Inscription | Whistle");
    expectAll(french.text, ["Créez votre compte", "Prénom", "Comment utiliserez-vous Whistle ?", "Créer un compte"]);
    expectNone(french.text, SIGN_UP_ENGLISH);

    const german = await page("/signup", "de");
    expect(titleOf(german.html)).toBe("Registrieren | Whistle");
    expectAll(german.text, ["Konto erstellen", "Vorname", "Nachname", "Wie werden Sie Whistle nutzen?"]);
    expectNone(german.text, SIGN_UP_ENGLISH);
  });

  it("answers a bad submission with German field errors, keeping what was typed", async () => {
    const response = await post(
      "/signup",
      {
        firstName: "",
        lastName: "Mustermann",
        email: "not-an-address",
        password: "short",
        accountType: "assignor",
        organizationName: "",
        timeZone: "America/Chicago",
      },
      { headers: { "Accept-Language": "de-DE" } },
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    const text = visibleText(html);
    expectAll(text, [
      "Bitte wählen Sie ein sichereres Passwort.",
      "Bitte geben Sie Ihren Vornamen ein.",
      "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
      "Verwenden Sie mindestens 10 Zeichen.",
      "Kombinieren Sie mindestens zwei Zeichenarten",
      "Bitte geben Sie den Namen Ihrer Organisation ein.",
      "Name der Organisation",
      "Zentralzeit (America/Chicago)",
    ]);
    expectNone(text, ["Enter your first name.", "Please enter a valid email address.", "Use at least 10 characters."]);
    expect(html).toContain('value="Mustermann"');
    expect(html).toContain('value="not-an-address"');
    // The password never comes back.
    expect(html).not.toContain('value="short"');
  });

  it("keeps the English errors word for word", async () => {
    const response = await post("/signup", {
      firstName: "",
      lastName: "Smith",
      email: "x",
      password: "",
      accountType: "referee",
    });
    const text = visibleText(await response.text());
    expectAll(text, ["Please correct the fields below.", "Enter your first name.", "Choose a password."]);
  });
});

describe("the password pages' language", () => {
  it("asks for the email in French, and answers in French", async () => {
    const { html, text } = await page("/forgot-password", "fr-FR,fr;q=0.9,en;q=0.5");
    expect(titleOf(html)).toBe("Mot de passe oublié | Whistle");
    expectAll(text, [
      "Mot de passe oublié ?",
      "Saisissez l’adresse e-mail avec laquelle vous vous connectez",
      "Adresse e-mail",
      "Envoyer le lien de réinitialisation",
      "Retour à la connexion",
    ]);
    expectNone(text, ["Forgot your password?", "Send reset link", "Back to sign in"]);

    const sent = await post(
      "/forgot-password",
      { email: "nobody@example.com" },
      { headers: { "Accept-Language": "fr" } },
    );
    expect(visibleText(await sent.text())).toContain(
      "Si un compte existe pour cette adresse e-mail, nous vous avons envoyé un lien pour réinitialiser votre mot de passe.",
    );
    const refused = await post("/forgot-password", { email: "" }, { headers: { "Accept-Language": "fr" } });
    expect(refused.status).toBe(400);
    expect(visibleText(await refused.text())).toContain("Saisissez votre adresse e-mail.");
  });

  it("shows a reset link's page in German, and its refusals", async () => {
    const user = await createUser(db, { role: "referee" });
    const token = "c".repeat(32);
    await db
      .insert(passwordResetTokens)
      .values({ id: await sha256Hex(token), userId: user.id, expiresAt: new Date(Date.now() + 30 * 60 * 1000) });
    const { html, text } = await page(`/reset-password/${token}`, "de");
    expect(titleOf(html)).toBe("Neues Passwort wählen | Whistle");
    expectAll(text, [
      "Neues Passwort wählen",
      "Danach werden Sie überall sonst abgemeldet und hier angemeldet.",
      "Neues Passwort bestätigen",
      "Mindestens 10 Zeichen",
      "Neues Passwort festlegen",
    ]);
    expectNone(text, ["Choose a new password", "Confirm new password", "Set new password"]);

    const mismatch = await post(
      `/reset-password/${token}`,
      { password: "Brand-new-2027", confirmPassword: "Brand-new-2028" },
      { headers: { "Accept-Language": "de" } },
    );
    expect(mismatch.status).toBe(400);
    expect(visibleText(await mismatch.text())).toContain("Die beiden Passwörter stimmen nicht überein.");

    const unknown = await page(`/reset-password/${"d".repeat(32)}`, "es");
    expect(unknown.status).toBe(410);
    expectAll(unknown.text, [
      "El enlace para restablecer no sirve",
      "Este enlace para restablecer la contraseña no es válido.",
    ]);
    expect(unknown.text).not.toContain("This reset link is not valid.");
  });
});

describe("the other account links' language", () => {
  it("asks a French reader to confirm their email, and says why a link is not usable in German", async () => {
    const user = await createUser(db, { role: "referee" });
    const token = "e".repeat(32);
    await db.insert(emailVerificationTokens).values({
      id: await sha256Hex(token),
      userId: user.id,
      purpose: "signup",
      email: user.email,
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    });
    const french = await page(`/verify-email/${token}`, "fr");
    expect(titleOf(french.html)).toBe("Confirmez votre adresse e-mail | Whistle");
    expectAll(french.text, [
      `Confirmez que ${user.email} est bien à vous pour terminer votre inscription.`,
      "Confirmer mon adresse e-mail",
    ]);
    expect(french.text).not.toContain("Confirm my email");

    const unknown = await page(`/verify-email/${"f".repeat(32)}`, "de");
    expect(unknown.status).toBe(410);
    expectAll(unknown.text, ["Link nicht verwendbar", "Dieser Link ist ungültig.", "Zur Anmeldung"]);
  });

  it("words an unusable unsubscribe link, a lapsed provider sign-in and its link step in Spanish", async () => {
    const unsubscribe = await page(`/unsubscribe/${"g".repeat(32)}`, "es");
    expect(unsubscribe.status).toBe(404);
    expectAll(unsubscribe.text, ["El enlace no sirve", "Este enlace para darte de baja no es válido."]);

    const callback = await worker.fetch(`${ORIGIN}/auth/google/callback?code=c&state=s`, {
      headers: { "Accept-Language": "es" },
    });
    expect(callback.status).toBe(400);
    expectAll(visibleText(await callback.text()), [
      "No se ha podido iniciar sesión",
      "Tu inicio de sesión con Google ha tardado demasiado o se empezó en otro navegador.",
      "Volver a iniciar sesión",
    ]);

    const link = await page("/link-account?oauth=lapsed", "es");
    expect(link.status).toBe(410);
    expectAll(link.text, ["Vincula tu inicio de sesión", "Este inicio de sesión ha tardado demasiado."]);
    expect(link.text).not.toContain("This sign-in took too long.");
  });
});

describe("deleting an account in the person's language", () => {
  it("explains deletion in German to a referee whose language is German, whatever the browser says", async () => {
    const league = await createLeague();
    await createUserSettings(db, { userId: league.referee.id, language: "de" });
    const { status, html, text } = await page("/account/delete", "en-US", league.refereeCookie);
    expect(status).toBe(200);
    expect(htmlLang(html)).toBe("de");
    expect(titleOf(html)).toBe("Konto löschen | Whistle");
    expectAll(text, [
      "Ihr Konto löschen",
      "Das lässt sich nicht rückgängig machen.",
      "Was beim Löschen passiert",
      "Sie werden überall gleichzeitig abgemeldet",
      "Möchten Sie vorher eine Kopie? Meine Daten herunterladen",
      // An account without a password (these sign in with a cookie only) confirms with the word.
      "Geben Sie DELETE ein, um zu bestätigen",
      "Mein Konto löschen",
      "Konto behalten",
    ]);
    expectNone(text, [
      "Delete your account",
      "What deleting does",
      "You are signed out everywhere",
      "Current password",
    ]);

    const wrong = await post("/account/delete", { confirmation: "delete it" }, { cookie: league.refereeCookie });
    expect(wrong.status).toBe(400);
    const refused = visibleText(await wrong.text());
    expect(refused).toContain("Geben Sie DELETE ein, um zu bestätigen.");
    expect(refused).not.toContain("Type DELETE to confirm.");
  });

  it("says goodbye in Spanish and in French", async () => {
    const spanish = await page("/account/delete?done", "es");
    expectAll(spanish.text, ["Tu cuenta se ha eliminado", "Gracias por arbitrar con Whistle.", "Volver al inicio"]);
    const french = await page("/account/delete?done", "fr");
    expectAll(french.text, ["Votre compte a été supprimé", "Retour à l’accueil"]);
    expect(french.text).not.toContain("Your account has been deleted");
  });
});

describe("the portals' shared chrome in the person's language", () => {
  it("shows a French referee the sidebar in French", async () => {
    const league = await createLeague();
    await createUserSettings(db, { userId: league.referee.id, language: "fr" });
    const { html } = await page("/referee", "de", league.refereeCookie);
    expect(htmlLang(html)).toBe("fr");
    expect(html).toContain('aria-label="Navigation : Tableau de bord de l’arbitre"');
    expect(html).toContain('aria-label="Se déconnecter"');
    const sidebar = visibleText(html.slice(html.indexOf("<aside"), html.indexOf("</aside>")));
    expectAll(sidebar, [
      "Vue d’ensemble",
      "Mes matchs",
      "Notifications",
      "Gains",
      "Disponibilités",
      "Contacts",
      "Paramètres",
    ]);
    expectNone(sidebar, ["Overview", "Schedule", "Earnings", "Availability", "Settings"]);
  });

  it("shows a German assignor the sidebar in German, and a Spanish referee the forbidden page in Spanish", async () => {
    const league = await createLeague();
    await createUserSettings(db, { userId: league.assignor.id, language: "de" });
    await createUserSettings(db, { userId: league.referee.id, language: "es" });
    const { html } = await page("/assignor", "en", league.assignorCookie);
    const sidebar = visibleText(html.slice(html.indexOf("<aside"), html.indexOf("</aside>")));
    expectAll(sidebar, ["Übersicht", "Spielverwaltung", "Ansetzungen", "Schiedsrichterpool", "Kalender", "Zahlungen"]);
    expectNone(sidebar, ["Overview", "Game Management", "Referee Pool", "Payments"]);

    const forbidden = await page("/assignor", "en", league.refereeCookie);
    expect(forbidden.status).toBe(403);
    expectAll(forbidden.text, ["No tienes acceso a esta página", "Esta página es para designadores.", "Ir a tu panel"]);
    expect(forbidden.text).not.toContain("You don't have access to this page");
  });

  it("says a page is not found in the browser's language", async () => {
    const missing = await page("/no-such-page", "es");
    expect(missing.status).toBe(404);
    expectAll(missing.text, [
      "¡Vaya! No encontramos la página",
      "La página que buscas no existe o se ha movido.",
      "Volver al inicio",
    ]);
    expect(missing.text).not.toContain("Page not found");
  });
});
