import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createUserSettings } from "~/demo/factories";
import { createLeague, db, get, post, visibleText } from "./helpers";

const LANG_COOKIE = "__Host-whistle_lang";

function htmlLang(html: string) {
  return html.match(/<html[^>]*\blang="([^"]+)"/)?.[1];
}

describe("the public site's language", () => {
  it('answers Accept-Language: fr with the French layout and <html lang="fr">', async () => {
    const response = await get("/pricing", { headers: { "Accept-Language": "fr-CH, fr;q=0.9, en;q=0.5" } });
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = visibleText(html);
    expect(htmlLang(html)).toBe("fr");
    for (const words of ["Pourquoi Whistle", "Fonctionnalités", "Tarifs", "Se connecter", "Commencer"]) {
      expect(text).toContain(words);
    }
    expect(text).toContain(`© ${new Date().getFullYear()} Whistle, Inc. Tous droits réservés.`);
    expect(text).toContain("Politique de confidentialité");
    expect(html).toContain('aria-label="Changer de thème"');
    expect(text).not.toContain("Why Whistle");
    // No cookie is set for a language the browser merely asked for.
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${LANG_COOKIE}=`))).toBe(false);
  });

  it("keeps the spec's English texts for English and for languages we do not speak", async () => {
    for (const acceptLanguage of ["en-US", "ja, zh;q=0.9", ""]) {
      const html = await (await get("/", { headers: { "Accept-Language": acceptLanguage } })).text();
      const text = visibleText(html);
      expect(htmlLang(html)).toBe("en");
      for (const words of [
        "Why Whistle",
        "Features",
        "Pricing",
        "About",
        "Sign In",
        "Get Started",
        "Skip to content",
      ]) {
        expect(text).toContain(words);
      }
      expect(text).toContain("Referee management for sports leagues. Free forever.");
    }
  });

  it("remembers the switcher's choice over Accept-Language", async () => {
    const switched = await get("/about?lang=de", { headers: { "Accept-Language": "fr" } });
    const html = await switched.text();
    expect(htmlLang(html)).toBe("de");
    expect(visibleText(html)).toContain("Über uns");
    const setCookie = switched.headers.getSetCookie().find((cookie) => cookie.startsWith(`${LANG_COOKIE}=`));
    expect(setCookie).toMatch(/^__Host-whistle_lang=de; Path=\/; Max-Age=\d+; SameSite=Lax; Secure$/);

    // The next page, without ?lang=, stays German although the browser prefers French.
    const next = await (
      await get("/features", { cookie: setCookie!.split(";")[0], headers: { "Accept-Language": "fr" } })
    ).text();
    expect(htmlLang(next)).toBe("de");
    expect(visibleText(next)).toContain("Funktionen");
    expect(visibleText(next)).toContain("Jetzt starten");
  });

  it("names each language's URL as an hreflang alternate, and links each language in the switcher", async () => {
    const html = await (await get("/pricing?lang=es")).text();
    for (const lang of ["en", "es", "fr", "de"]) {
      expect(html).toContain(
        `<link rel="alternate" hrefLang="${lang}" href="${env.PUBLIC_ORIGIN}/pricing?lang=${lang}"/>`,
      );
      expect(html).toMatch(new RegExp(`<a[^>]*href="/pricing\\?lang=${lang}"`));
    }
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${env.PUBLIC_ORIGIN}/pricing"/>`);
    expect(visibleText(html)).toContain("English Español Français Deutsch");
    expect(html).toMatch(/<a[^>]*aria-current="true"[^>]*>Español<\/a>/);
  });

  it("lists every public page in the sitemap once per language, with the others as alternates", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of ["/", "/pricing", "/help-center"]) {
      const plain = new URL(path, env.PUBLIC_ORIGIN).href;
      expect(locs).toContain(plain);
      for (const lang of ["en", "es", "fr", "de"]) expect(locs).toContain(`${plain}?lang=${lang}`);
    }
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="${env.PUBLIC_ORIGIN}/pricing?lang=fr"/>`);
  });
});

describe("a signed-in person's language", () => {
  let cookie: string;

  beforeAll(async () => {
    const league = await createLeague();
    await createUserSettings(db, { userId: league.referee.id, language: "es" });
    cookie = league.refereeCookie;
  });

  it("wins over the remembered choice and Accept-Language, on public pages and in the portal", async () => {
    const publicPage = await (
      await get("/", { cookie: `${cookie}; ${LANG_COOKIE}=fr`, headers: { "Accept-Language": "de" } })
    ).text();
    expect(htmlLang(publicPage)).toBe("es");
    expect(visibleText(publicPage)).toContain("Por qué Whistle");

    const portal = await (await get("/referee", { cookie, headers: { "Accept-Language": "de" } })).text();
    expect(htmlLang(portal)).toBe("es");
    expect(portal).toContain('aria-label="Cambiar tema"');
  });
});

describe("the sign-in page's language", () => {
  it("renders the sign-in page in German", async () => {
    const response = await get("/login", { headers: { "Accept-Language": "de-DE,de;q=0.9" } });
    const html = await response.text();
    const text = visibleText(html);
    expect(htmlLang(html)).toBe("de");
    expect(html).toContain("<title>Anmelden | Whistle</title>");
    for (const words of [
      "Bei Whistle anmelden",
      "Willkommen zurück. Melden Sie sich an, um Ihre Spiele und Ansetzungen zu sehen.",
      "E-Mail-Adresse",
      "Passwort vergessen?",
      "Angemeldet bleiben",
      "oder weiter mit",
      "Noch kein Konto? Jetzt registrieren",
      "Zum Ansetzer-Portal oder zum Schiedsrichter-Portal",
      "Zurück zur Startseite",
    ]) {
      expect(text).toContain(words);
    }
    expect(html).toMatch(/<a[^>]*href="\/signup"[^>]*>Jetzt registrieren<\/a>/);
  });

  it("words the server's validation and credential errors in German, keeping the typed email", async () => {
    const headers = { "Accept-Language": "de" };
    const empty = await post("/login", { email: "", password: "" }, { headers });
    expect(empty.status).toBe(400);
    expect(visibleText(await empty.text())).toContain("Bitte geben Sie E-Mail-Adresse und Passwort ein.");

    const wrong = await post("/login", { email: "nobody@example.com", password: "nope-nope" }, { headers });
    expect(wrong.status).toBe(401);
    const html = await wrong.text();
    expect(visibleText(html)).toContain("Ungültige Anmeldedaten. Bitte versuchen Sie es erneut.");
    expect(html).toContain('value="nobody@example.com"');
  });

  it("keeps the English errors word for word", async () => {
    const wrong = await post("/login", { email: "nobody@example.com", password: "nope-nope" });
    expect(visibleText(await wrong.text())).toContain("Invalid credentials. Please try again.");
  });
});

describe("the pseudo-locale (development and tests)", () => {
  it("stretches and accents the words of ?lang=pseudo, remembers it, and keeps <html lang> English", async () => {
    const response = await get("/login?lang=pseudo");
    const html = await response.text();
    expect(htmlLang(html)).toBe("en");
    expect(visibleText(html)).toContain("Šígñẋẋ íñẋ töẋ Whíštléẋẋẋ");
    expect(visibleText(html)).not.toContain("Sign in to Whistle");
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${LANG_COOKIE}=`));
    expect(cookie).toMatch(/^__Host-whistle_lang=pseudo;/);
    const again = visibleText(await (await get("/login", { headers: { Cookie: `${LANG_COOKIE}=pseudo` } })).text());
    expect(again).toContain("Šígñẋẋ íñẋ");
  });
});
