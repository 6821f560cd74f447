/**
 * The React side of Lingui (decision 0061): one i18n instance per language and set of loaded catalogs,
 * built from the loader data of the matched routes (each sends only its own namespaces, compiled, in the
 * request's language), so the server renders the right words and hydration shows the same ones.
 */
import { useMemo, type ReactNode } from "react";
import { useMatches } from "react-router";
import { setupI18n, type Messages } from "@lingui/core";
import { I18nProvider, useLingui } from "@lingui/react";
import type { Language, MessageId, MessageRef } from "./messages";

/** A route's loader data carries its compiled namespace as `catalog` (`catalogFor`). */
function catalogOf(data: unknown): Messages | undefined {
  if (data && typeof data === "object" && "catalog" in data) return (data as { catalog: Messages }).catalog;
  return undefined;
}

export function I18nRoot({ locale, children }: { locale: Language; children: ReactNode }) {
  const matches = useMatches();
  const i18n = useMemo(() => {
    const messages: Messages = {};
    for (const match of matches) Object.assign(messages, catalogOf(match.loaderData));
    return setupI18n({ locale, messages: { [locale]: messages } });
  }, [locale, matches]);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

export type Translate = (id: MessageId, values?: Record<string, unknown>) => string;

/** `t(id, values)` in the page's language. */
export function useT(): Translate {
  const { i18n } = useLingui();
  return (id, values) => i18n._(id, values);
}

/** Words a message kept for later (an action's error, say). */
export function useMessage(): (message: MessageRef | undefined) => string | undefined {
  const t = useT();
  return (message) => (message ? t(message.id, message.values) : undefined);
}
