/**
 * The catalogs on the server (decision 0061): the JSON files of `app/locales/`, compiled once per isolate
 * with Lingui's compiler, so the browser receives ready-to-format messages and never ships the ICU parser.
 */
import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { RouterContextProvider } from "react-router";
import type { Language, Namespace } from "~/i18n/messages";
import deAuth from "~/locales/de/auth.json";
import deCommon from "~/locales/de/common.json";
import dePublic from "~/locales/de/public.json";
import enAuth from "~/locales/en/auth.json";
import enCommon from "~/locales/en/common.json";
import enPublic from "~/locales/en/public.json";
import esAuth from "~/locales/es/auth.json";
import esCommon from "~/locales/es/common.json";
import esPublic from "~/locales/es/public.json";
import frAuth from "~/locales/fr/auth.json";
import frCommon from "~/locales/fr/common.json";
import frPublic from "~/locales/fr/public.json";
import { getLocale } from "./locale.server";

/** The catalogs as written: ICU MessageFormat strings by id. */
export const CATALOG_SOURCES: Record<Language, Record<Namespace, Record<string, string>>> = {
  en: { common: enCommon, public: enPublic, auth: enAuth },
  es: { common: esCommon, public: esPublic, auth: esAuth },
  fr: { common: frCommon, public: frPublic, auth: frAuth },
  de: { common: deCommon, public: dePublic, auth: deAuth },
};

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

/** What a loader sends for its namespace: the request's language only. */
export function catalogFor(context: Readonly<RouterContextProvider>, namespace: Namespace): Messages {
  return compiledCatalog(getLocale(context), namespace);
}

/** Words for the server itself (a page title in `meta`, say): the request's language, these namespaces. */
export function serverI18n(context: Readonly<RouterContextProvider>, ...namespaces: Namespace[]): I18n {
  const locale = getLocale(context);
  const messages = Object.assign({}, ...namespaces.map((namespace) => compiledCatalog(locale, namespace)));
  return setupI18n({ locale, messages: { [locale]: messages } });
}
