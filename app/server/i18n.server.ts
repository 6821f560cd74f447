/**
 * The catalogs on the server (decision 0061): the JSON files of `app/locales/`, compiled once per isolate
 * with Lingui's compiler, so the browser receives ready-to-format messages and never ships the ICU parser.
 */
import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { RouterContextProvider } from "react-router";
import { LANGUAGES, type Language, type MessageId, type Namespace } from "~/i18n/messages";
import { setTextSource, type Translate } from "~/i18n/text";
import { currentLanguage, getLocale } from "./locale.server";

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

/** Every catalog file, `/app/locales/<language>/<namespace>.json`, read when the Worker is built. */
const FILES = import.meta.glob<Record<string, string>>("../locales/*/*.json", { eager: true, import: "default" });

function source(language: Language, namespace: Namespace): Record<string, string> {
  const file = FILES[`../locales/${language}/${namespace}.json`];
  if (!file) throw new Error(`Missing catalog app/locales/${language}/${namespace}.json`);
  return file;
}

/** The catalogs as written: ICU MessageFormat strings by id. */
export const CATALOG_SOURCES = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    Object.fromEntries(NAMESPACES.map((namespace) => [namespace, source(language, namespace)])),
  ]),
) as Record<Language, Record<Namespace, Record<string, string>>>;

const compiled = new Map<string, Messages>();

/** One namespace of one language, compiled (and kept for the isolate's life). */
export function compiledCatalog(locale: Language, namespace: Namespace): Messages {
  const key = `${locale}/${namespace}`;
  let messages = compiled.get(key);
  if (!messages) {
    messages = Object.fromEntries(
      Object.entries(CATALOG_SOURCES[locale][namespace]).map(([id, text]) => [id, compileMessage(text)]),
    );
    compiled.set(key, messages);
  }
  return messages;
}

/** What a loader sends for its namespaces: the request's language only. */
export function catalogFor(context: Readonly<RouterContextProvider>, ...namespaces: Namespace[]): Messages {
  const locale = getLocale(context);
  if (namespaces.length === 1) return compiledCatalog(locale, namespaces[0]!);
  return Object.assign({}, ...namespaces.map((namespace) => compiledCatalog(locale, namespace)));
}

/** Words for the server itself (a page title in `meta`, say): the request's language, these namespaces. */
export function serverI18n(context: Readonly<RouterContextProvider>, ...namespaces: Namespace[]): I18n {
  const locale = getLocale(context);
  const messages = Object.assign({}, ...namespaces.map((namespace) => compiledCatalog(locale, namespace)));
  return setupI18n({ locale, messages: { [locale]: messages } });
}

const translators = new Map<Language, Translate>();

/**
 * `t(id, values)` in one language, every namespace: for words the server writes to someone who is not the
 * requester (an email, an SMS or a notification in the recipient's language).
 */
export function translatorFor(language: Language): Translate {
  let translate = translators.get(language);
  if (!translate) {
    const messages = Object.assign({}, ...NAMESPACES.map((namespace) => compiledCatalog(language, namespace)));
    const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
    translate = (id: MessageId, values?: Record<string, unknown>) => i18n._(id, values);
    translators.set(language, translate);
  }
  return translate;
}

// `tr()` and valibot's `msg()` on the server: the language of the request (or of `withLanguage`) being served.
setTextSource({ language: currentLanguage, translator: translatorFor });
