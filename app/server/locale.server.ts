/**
 * Which language a request is answered in (issue 19, decision 0061), in this order:
 * 1. `?lang=` on the URL: the public pages' per-language URLs (hreflang, sitemap) and the switcher's links;
 * 2. a signed-in person's language setting (read with the session, no query of its own);
 * 3. the language the public site's switcher remembered (the `__Host-whistle_lang` cookie);
 * 4. the browser's `Accept-Language`, negotiated among English, Spanish, French and German; else English.
 * A `?lang=` choice is remembered: the response sets the cookie.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "~/i18n/messages";
import { getSession } from "./auth.server";
import { getAppContext } from "./context.server";

export const LANGUAGE_COOKIE_NAME = "__Host-whistle_lang";
const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * The best of our languages for an `Accept-Language` header: by q-value, then by order; `es-MX` counts as
 * `es`; `q=0` refuses; `*` or nothing we speak gives English.
 */
export function negotiateLanguage(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranges = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        language: tag.trim().toLowerCase().split("-")[0] ?? "",
        quality: Number.isNaN(quality) ? 0 : quality,
        index,
      };
    })
    .filter((range) => range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return (ranges.find((range) => isLanguage(range.language))?.language as Language | undefined) ?? DEFAULT_LANGUAGE;
}

export function resolveLocale({
  query,
  setting,
  cookie,
  acceptLanguage,
}: {
  query?: string | null;
  setting?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Language {
  if (isLanguage(query)) return query;
  if (isLanguage(setting)) return setting;
  if (isLanguage(cookie)) return cookie;
  return negotiateLanguage(acceptLanguage);
}

function readCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return null;
}

export function languageCookie(language: CatalogLocale): string {
  return `${LANGUAGE_COOKIE_NAME}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax; Secure`;
}

/**
 * Which catalogs a request's words come from: one of the languages, or the pseudo-locale (English
 * stretched and accented, decision 0062), which development and tests may ask for with `?lang=pseudo`.
 */
export type CatalogLocale = Language | "pseudo";
export const PSEUDO_LOCALE = "pseudo";

const localeContext = createContext<CatalogLocale>(DEFAULT_LANGUAGE);

/**
 * The language of the work under way, for `tr()` (decision 0062): set for the whole request by
 * `localeMiddleware` (through `withLanguage`). Outside a request, English. A message for a recipient names
 * their language explicitly instead (`trIn`, decision 0063).
 */
const languageStore = new AsyncLocalStorage<CatalogLocale>();

/** The language of the work under way (the pseudo-locale formats as English). */
export function currentLanguage(): Language {
  return asLanguage(currentCatalogLocale());
}

export function currentCatalogLocale(): CatalogLocale {
  return languageStore.getStore() ?? DEFAULT_LANGUAGE;
}

/** Runs `work` with `tr()` wording in `language` (the middleware's way of setting a request's language). */
export function withLanguage<T>(language: CatalogLocale, work: () => T): T {
  return languageStore.run(language, work);
}

function asLanguage(locale: CatalogLocale): Language {
  return locale === PSEUDO_LOCALE ? DEFAULT_LANGUAGE : locale;
}

/** The public API answers developers in English, whatever their browser or settings say (issue 19). */
function isApiPath(pathname: string): boolean {
  return pathname === "/api/v1" || pathname.startsWith("/api/v1/");
}

/** Runs after the session middleware: decides the language, and remembers a `?lang=` choice. */
export const localeMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const url = new URL(request.url);
  const query = url.searchParams.get("lang");
  const cookie = readCookie(request, LANGUAGE_COOKIE_NAME);
  const pseudoAllowed = !getAppContext(context).config.production;
  const pseudo = pseudoAllowed && (query === PSEUDO_LOCALE || (query === null && cookie === PSEUDO_LOCALE));
  const locale: CatalogLocale = isApiPath(url.pathname)
    ? DEFAULT_LANGUAGE
    : pseudo
      ? PSEUDO_LOCALE
      : resolveLocale({
          query,
          setting: getSession(context)?.language,
          cookie,
          acceptLanguage: request.headers.get("Accept-Language"),
        });
  context.set(localeContext, locale);
  const response = await withLanguage(locale, next);
  const remember = isLanguage(query) || (pseudoAllowed && query === PSEUDO_LOCALE);
  if (remember && query !== cookie) response.headers.append("Set-Cookie", languageCookie(query as CatalogLocale));
  return response;
};

/** The request's language: `<html lang>`, formats, content (the pseudo-locale counts as English). */
export function getLocale(context: Readonly<RouterContextProvider>): Language {
  return asLanguage(context.get(localeContext));
}

/** Which catalogs the request's words come from. */
export function getCatalogLocale(context: Readonly<RouterContextProvider>): CatalogLocale {
  return context.get(localeContext);
}
