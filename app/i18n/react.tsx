/**
 * The React side of Lingui (decision 0061): one i18n instance per language and set of loaded catalogs,
 * built from the loader data of the matched routes (each sends only its own namespaces, compiled, in the
 * request's language), so the server renders the right words and hydration shows the same ones.
 */
import { useCallback, useMemo, type ReactNode } from "react";
import { useMatches } from "react-router";
import { setupI18n, type Messages } from "@lingui/core";
import { I18nProvider, useLingui } from "@lingui/react";
import type { Language } from "./messages";
import { setTextSource, type Translate } from "./text";

/** A route's loader data carries its compiled namespace as `catalog` (`catalogFor`). */
function catalogOf(data: unknown): Messages | undefined {
  if (data && typeof data === "object" && "catalog" in data) return (data as { catalog: Messages }).catalog;
  return undefined;
}

export function I18nRoot({ locale, children }: { locale: Language; children: ReactNode }) {
  const matches = useMatches();
  // A route's catalog is its namespaces in the page's language: the same routes in the same language carry the
  // same words. Keyed so, the instance (and every `t`) outlives a revalidation, and an effect that names `t`
  // (a toast after a save) runs once, not again on each reload of the page's data.
  const catalogRoutes = matches
    .filter((match) => catalogOf(match.loaderData))
    .map((match) => match.id)
    .join(" ");
  const i18n = useMemo(() => {
    const messages: Messages = {};
    for (const match of matches) Object.assign(messages, catalogOf(match.loaderData));
    const instance = setupI18n({ locale, messages: { [locale]: messages } });
    // In the browser, `tr()` and valibot's messages (a dialog checking before it posts) word with the
    // same catalogs; on the server they follow the request (app/server/i18n.server.ts).
    if (typeof document !== "undefined") {
      setTextSource({ translate: (id, values) => instance._(id, values) });
    }
    return instance;
    // `matches` is read for the catalogs only, which `catalogRoutes` and `locale` determine.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale, catalogRoutes]);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** `t(id, values)` in the page's language: the same function for as long as the language and catalogs last. */
export function useT(): Translate {
  const { i18n } = useLingui();
  return useCallback((id, values) => i18n._(id, values), [i18n]);
}
