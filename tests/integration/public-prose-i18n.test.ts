/**
 * The long public prose (legal pages, blog, Help Center) in the visitor's language (issue 19): `?lang=` or
 * `Accept-Language` picks it, `<html lang>` says it, the title and description follow, and no English text
 * of the page is left on screen.
 */
import { describe, expect, it } from "vitest";
import { BLOG_POSTS } from "~/content/blog";
import { HELP_ARTICLES, HELP_CATEGORIES } from "~/content/help";
import { LEGAL_EN } from "~/content/legal";
import { get, visibleText } from "./helpers";

function htmlLang(html: string) {
  return html.match(/<html[^>]*\blang="([^"]+)"/)?.[1];
}

function title(html: string) {
  return html.match(/<title>([^<]*)<\/title>/)?.[1]?.replaceAll("&#x27;", "'");
}

function description(html: string) {
  return html.match(/<meta name="description" content="([^"]*)"/)?.[1];
}

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await get(path, { headers });
  expect(response.status, path).toBe(200);
  const html = await response.text();
  return { html, text: visibleText(html) };
}

describe("the legal pages in the visitor's language", () => {
  it("/privacy?lang=de is the German privacy policy, with the address and figures kept", async () => {
    const { html, text } = await page("/privacy?lang=de");
    expect(htmlLang(html)).toBe("de");
    expect(title(html)).toBe("Datenschutzerklärung | Whistle");
    expect(description(html)).toContain("Was Whistle erhebt");
    for (const words of [
      "Datenschutzerklärung",
      "Zuletzt aktualisiert am 24. November 2026",
      "Was wir erheben",
      "Wie lange wir sie aufbewahren",
      "4 Jahre, wie es das US-Steuerrecht verlangt",
      "Datenschutz für Kinder",
      "Kinder unter 13 Jahren",
      "Kontakt zu unserem Datenschutzteam",
      "Datenschutzteam von Whistle",
      "privacy@whistle.example",
      "500 Howard Street, Suite 400",
      "San Francisco, CA 94105",
    ]) {
      expect(text).toContain(words);
    }
    for (const section of LEGAL_EN.privacy.sections) expect(text).not.toContain(section.heading);
    for (const english of ["Privacy Policy", "Last updated", "Contact our privacy team", "We do not sell your data"]) {
      expect(text).not.toContain(english);
    }
  });

  it("answers /terms and /security in the language the browser asks for", async () => {
    const terms = await page("/terms", { "Accept-Language": "fr-FR,fr;q=0.9" });
    expect(htmlLang(terms.html)).toBe("fr");
    expect(title(terms.html)).toBe("Conditions d’utilisation | Whistle");
    expect(terms.text).toContain("Dernière mise à jour : 24 novembre 2026");
    expect(terms.text).toContain("Pro Accounting coûte 5 $ par utilisateur actif et par mois");
    for (const section of LEGAL_EN.terms.sections) expect(terms.text).not.toContain(section.heading);

    const security = await page("/security?lang=es");
    expect(htmlLang(security.html)).toBe("es");
    expect(title(security.html)).toBe("Seguridad | Whistle");
    expect(security.text).toContain("Notificar una vulnerabilidad");
    expect(security.text).toContain("security@whistle.example");
    for (const section of LEGAL_EN.security.sections) expect(security.text).not.toContain(section.heading);
  });
});

describe("the blog in the visitor's language", () => {
  it("/blog?lang=es lists the posts in Spanish, with Spanish dates and pagination", async () => {
    const { html, text } = await page("/blog?lang=es");
    expect(htmlLang(html)).toBe("es");
    expect(title(html)).toBe("Blog | Whistle");
    expect(description(html)).toContain("consejos prácticos");
    for (const words of [
      "El blog de Whistle",
      "El futuro de la gestión arbitral",
      "Sarah Mitchell · 12 de noviembre de 2026 · 5 min de lectura",
      "5 maneras de reducir las ausencias de árbitros",
      "Mostrando 4 de 9 artículos",
      "Cargar más artículos",
    ]) {
      expect(text).toContain(words);
    }
    for (const post of BLOG_POSTS.slice(0, 4)) expect(text).not.toContain(post.title);
    for (const english of ["The Whistle blog", "min read", "Load More Posts", "Showing", "November"]) {
      expect(text).not.toContain(english);
    }
    // The page carries one language's posts, scripts included: no English, French or German prose.
    for (const other of [BLOG_POSTS[0]!.title, "Die Zukunft der Schiedsrichterverwaltung", "L’avenir de la gestion"]) {
      expect(html).not.toContain(other);
    }
    // Slugs stay English: the same URL in every language.
    expect(html).toContain('href="/blog/future-of-referee-management"');
  });

  it("a post in Spanish: title, body, date and the way back", async () => {
    const { html, text } = await page("/blog/reducing-no-shows?lang=es");
    expect(htmlLang(html)).toBe("es");
    expect(title(html)).toBe("5 maneras de reducir las ausencias de árbitros | Whistle");
    expect(text).toContain("La mayoría de las ausencias no se deben a árbitros descuidados");
    expect(text).toContain("David Chen · 5 de noviembre de 2026 · 4 min de lectura");
    expect(text).toContain("Todos los artículos");
    for (const paragraph of BLOG_POSTS[1]!.body) expect(text).not.toContain(paragraph.slice(0, 40));
    expect(text).not.toContain("All posts");
  });

  it("a German reader (Accept-Language) gets the German post and German dates", async () => {
    const { html, text } = await page("/blog/why-we-made-whistle-free", { "Accept-Language": "de-AT, de;q=0.9" });
    expect(htmlLang(html)).toBe("de");
    expect(text).toContain("Warum wir Whistle kostenlos gemacht haben");
    expect(text).toContain("James Park · 20. Oktober 2026 · 3 Min. Lesezeit");
  });
});

describe("the Help Center in the visitor's language", () => {
  it("/help-center?lang=fr is in French: heading, search box, categories, popular articles", async () => {
    const { html, text } = await page("/help-center?lang=fr");
    expect(htmlLang(html)).toBe("fr");
    expect(title(html)).toBe("Centre d’aide | Whistle");
    for (const words of [
      "Comment pouvons-nous vous aider ?",
      "Rechercher dans les articles d’aide",
      "Parcourir par catégorie",
      "Premiers pas",
      "Populaire",
      "12 articles",
      "Articles populaires",
      "Comment créer votre premier match",
      "Besoin d’aide supplémentaire ?",
      "Contacter le support",
    ]) {
      expect(text).toContain(words);
    }
    expect(html).toContain('placeholder="Recherchez une réponse…"');
    for (const category of HELP_CATEGORIES) expect(text).not.toContain(category.description);
    for (const english of ["How can we help?", "Browse by category", "Popular articles", "Still need help?"]) {
      expect(text).not.toContain(english);
    }
  });

  it("an article in French, titled in French", async () => {
    const { html, text } = await page("/help-center/invite-referees?lang=fr");
    expect(htmlLang(html)).toBe("fr");
    expect(title(html)).toBe("Inviter des arbitres dans votre organisation · Centre d’aide | Whistle");
    expect(text).toContain("copier le code d’adhésion de votre organisation");
    expect(text).toContain("Premiers pas");
    expect(text).toContain("Toujours bloqué ? Contactez le support et nous vous aiderons.");
    for (const paragraph of HELP_ARTICLES[1]!.body) expect(text).not.toContain(paragraph.slice(0, 40));
    expect(text).not.toContain("Still stuck?");
  });

  it("searches the French articles, accents or not, and says so in French", async () => {
    const found = (await page("/help-center?lang=fr&q=code+d%E2%80%99adhesion")).text;
    expect(found).toContain("Résultats de recherche pour « code d’adhesion »");
    expect(found).toContain("1 article trouvé");
    expect(found).toContain("Inviter des arbitres dans votre organisation");
    expect(found).toContain("Premiers pas · Invitez des arbitres par e-mail");

    // The English words are not French: nothing found, and the empty result is French too.
    const none = (await page("/help-center?lang=fr&q=join+code")).text;
    expect(none).toContain(
      "Aucun article ne correspond à « join code ». Essayez d’autres mots ou contactez le support",
    );
    expect(none).not.toContain("No articles match");
  });

  it("keeps the not-found page for an unknown article in any language", async () => {
    for (const path of ["/help-center/no-such-article?lang=de", "/blog/no-such-post?lang=de"]) {
      const response = await get(path);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(htmlLang(html)).toBe("de");
    }
  });
});
