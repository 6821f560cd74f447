/**
 * The catalogs on the server (decision 0061): the JSON files of `app/locales/`, compiled once per isolate
 * with Lingui's compiler, so the browser receives ready-to-format messages and never ships the ICU parser.
 */
import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { RouterContextProvider } from "react-router";
import { LANGUAGES, type Language, type MessageId, type Namespace } from "~/i18n/messages";
import { setTextSource, type Translate } from "~/i18n/text";
import { currentCatalogLocale, getCatalogLocale, PSEUDO_LOCALE, type CatalogLocale } from "./locale.server";
import { pseudoText } from "./pseudo-locale.server";
import { CATALOG_FILES } from "~/locales";

const NAMESPACES: readonly Namespace[] = [
  "common",
  "public",
  "auth",
  "assignor",
  "organization",
  "referee",
  "settings",
  "messages",
];

function source(language: Language, namespace: Namespace): Record<string, string> {
  return CATALOG_FILES[language][namespace];
}

/** The catalogs as written: ICU MessageFormat strings by id. */
export const CATALOG_SOURCES = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    Object.fromEntries(NAMESPACES.map((namespace) => [namespace, source(language, namespace)])),
  ]),
) as Record<Language, Record<Namespace, Record<string, string>>>;

const compiled = new Map<string, Messages>();

/** One namespace of one language (or the pseudo-locale), compiled and kept for the isolate's life. */
export function compiledCatalog(locale: CatalogLocale, namespace: Namespace): Messages {
  const key = `${locale}/${namespace}`;
  let messages = compiled.get(key);
  if (!messages) {
    const pseudo = locale === PSEUDO_LOCALE;
    const sources = CATALOG_SOURCES[pseudo ? "en" : locale][namespace];
    messages = Object.fromEntries(
      Object.entries(sources).map(([id, text]) => [
        id,
        pseudo ? compileMessage(text, pseudoText) : compileMessage(text),
      ]),
    );
    compiled.set(key, messages);
  }
  return messages;
}

/** What a loader sends for its namespaces: the request's language only. */
export function catalogFor(context: Readonly<RouterContextProvider>, ...namespaces: Namespace[]): Messages {
  const locale = getCatalogLocale(context);
  if (namespaces.length === 1) return compiledCatalog(locale, namespaces[0]!);
  return Object.assign({}, ...namespaces.map((namespace) => compiledCatalog(locale, namespace)));
}

/** Words for the server itself (a page title in `meta`, say): the request's language, these namespaces. */
export function serverI18n(context: Readonly<RouterContextProvider>, ...namespaces: Namespace[]): I18n {
  const locale = getCatalogLocale(context);
  const messages = Object.assign({}, ...namespaces.map((namespace) => compiledCatalog(locale, namespace)));
  return setupI18n({ locale: linguiLocale(locale), messages: { [linguiLocale(locale)]: messages } });
}

/** Lingui's plural rules need a real locale: the pseudo-locale pluralizes as English. */
function linguiLocale(locale: CatalogLocale): Language {
  return locale === PSEUDO_LOCALE ? "en" : locale;
}

const translators = new Map<CatalogLocale, Translate>();

/**
 * `t(id, values)` in one language, every namespace: for words the server writes to someone who is not the
 * requester (an email, an SMS or a notification in the recipient's language).
 */
export function translatorFor(language: CatalogLocale): Translate {
  let translate = translators.get(language);
  if (!translate) {
    const messages = Object.assign({}, ...NAMESPACES.map((namespace) => compiledCatalog(language, namespace)));
    const locale = linguiLocale(language);
    const i18n = setupI18n({ locale, messages: { [locale]: messages } });
    translate = (id: MessageId, values?: Record<string, unknown>) => i18n._(id, values);
    translators.set(language, translate);
  }
  return translate;
}

// `tr()` and valibot's `msg()` on the server: the language of the request being served; `trIn()` any language.
// `trIn()`: a recipient's language, whatever the request's (emails, texts, notifications; decision 0063).
setTextSource({
  translate: (id, values) => translatorFor(currentCatalogLocale())(id, values),
  translateIn: (language, id, values) => translatorFor(language)(id, values),
});
